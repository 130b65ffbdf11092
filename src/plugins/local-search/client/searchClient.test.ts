import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {MultiSearchRequest} from '../shared/params';
import type {SearchAnswer, SearchService} from '../shared/protocol';
import type {SearchResponse} from '../shared/response';
import {createLocalSearchClient, getLocalSearchClient} from './searchClient';

const modal = (...queries: string[]): MultiSearchRequest => ({
  requests: queries.map((query) => ({indexName: 'local', query, hitsPerPage: 20})),
});
const searchPage = (query: string): MultiSearchRequest => [
  {indexName: 'local', params: `query=${encodeURIComponent(query)}&hitsPerPage=20`},
];

function result(query: string, nbHits: number): SearchResponse {
  return {
    hits: [],
    nbHits,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    query,
    params: '',
    index: 'local',
    processingTimeMS: 0,
    facets: {},
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
  };
}

/**
 * A service that answers each query with as many hits as it has letters (none
 * for a query starting with `zz`, with an offer), can fail until `failing` is
 * cleared, and counts how often it was started and asked.
 */
function fakeService() {
  const asked: string[] = [];
  const state = {starts: 0, failing: false, warmups: 0};
  const service: SearchService = {
    async search(request) {
      const queries = ('requests' in request ? request.requests : request).map(
        ({query, params}) =>
          query ??
          (typeof params === 'string' ? new URLSearchParams(params).get('query') : '') ??
          '',
      );
      asked.push(...queries);
      if (state.failing) {
        throw new TypeError('Failed to fetch');
      }
      const answer: SearchAnswer = {
        response: {
          results: queries.map((query) => result(query, query.startsWith('zz') ? 0 : query.length)),
        },
        suggestions: queries.map((query) => (query.startsWith('zz') ? ['models'] : null)),
      };
      return answer;
    },
    async warmup() {
      state.warmups++;
      if (state.failing) {
        throw new TypeError('Failed to fetch');
      }
    },
  };
  const start = () => {
    state.starts++;
    return service;
  };
  return {start, asked, state};
}

describe('createLocalSearchClient', () => {
  it('starts the service on the first search or warmup, once, and never before', async () => {
    const fake = fakeService();
    const client = createLocalSearchClient(fake.start);
    assert.equal(fake.state.starts, 0);
    await client.warmup();
    await client.searchOrEmpty(modal('duck'));
    await client.search(searchPage('duck'));
    assert.equal(fake.state.starts, 1);
    assert.equal(fake.state.warmups, 1);
  });

  it("remembers each modal query's own hit count and what to offer, not the page's", async () => {
    const fake = fakeService();
    const client = createLocalSearchClient(fake.start);
    assert.equal(client.lastHitCount(), 0);
    for (const query of ['d', 'du', 'duc', 'duck']) {
      await client.searchOrEmpty(modal(query));
    }
    await client.searchOrEmpty(modal('zzq'));
    await client.search(searchPage('ducklake'));
    assert.equal(client.hitCount('duck'), 4);
    assert.equal(client.hitCount('du'), 2);
    assert.equal(client.hitCount('zzq'), 0);
    assert.equal(client.hitCount('ducklake'), undefined, 'the search page counts its own hits');
    assert.equal(client.lastHitCount(), 0);
    assert.deepEqual(client.suggestions('zzq'), ['models']);
    assert.equal(client.suggestions('duck'), undefined);
  });

  it('remembers every query of a modal request, and forgets the oldest beyond fifty', async () => {
    const client = createLocalSearchClient(fakeService().start);
    await client.searchOrEmpty(modal('abc', 'zzab'));
    assert.equal(client.hitCount('abc'), 3);
    assert.deepEqual(client.suggestions('zzab'), ['models']);
    for (let index = 0; index < 50; index++) {
      await client.searchOrEmpty(modal(`q${index}`));
    }
    assert.equal(client.hitCount('abc'), undefined);
    assert.equal(client.hitCount('q0'), 2);
  });

  it('records each search of each UI as searching, then answered with its hits', async () => {
    const client = createLocalSearchClient(fakeService().start);
    const answer = client.searchOrEmpty(modal('duck'));
    assert.equal(client.progress.latest('modal')?.state, 'searching');
    assert.equal(client.progress.latest('modal')?.query, 'duck');
    await answer;
    assert.deepEqual(
      [client.progress.latest('modal')?.state, client.progress.latest('modal')?.hits],
      ['answered', 4],
    );
    await client.search(searchPage('lake'));
    assert.equal(client.progress.forQuery('page', 'lake')?.hits, 4);
  });

  it('fails as algoliasearch does for the page, answers no hits for the modal, and asks again next time', async () => {
    const fake = fakeService();
    const client = createLocalSearchClient(fake.start);
    fake.state.failing = true;
    await assert.rejects(client.search(searchPage('lake')), (error: Error) => {
      assert.equal(error.name, 'RetryError');
      assert.ok(error.cause instanceof TypeError);
      return true;
    });
    assert.equal(client.progress.latest('page')?.state, 'failed');
    const empty = await client.searchOrEmpty(modal('duck'));
    assert.deepEqual(
      empty.results.map(({query, nbHits, hits}) => [query, nbHits, hits.length]),
      [['duck', 0, 0]],
    );
    assert.equal(client.progress.latest('modal')?.state, 'failed');
    assert.equal(client.hitCount('duck'), undefined, 'a failure is not an answer');
    await client.warmup();
    fake.state.failing = false;
    assert.equal((await client.searchOrEmpty(modal('duck'))).results[0]?.nbHits, 4);
    assert.deepEqual(fake.asked, ['lake', 'duck', 'duck']);
    assert.equal(fake.state.starts, 1);
  });
});

describe('getLocalSearchClient', () => {
  it('gives one client per base URL, shared by the modal and the page', () => {
    assert.equal(getLocalSearchClient('/a/'), getLocalSearchClient('/a/'));
    assert.notEqual(getLocalSearchClient('/a/'), getLocalSearchClient('/fr/'));
  });
});
