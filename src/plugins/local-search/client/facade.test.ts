import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import * as engineModule from '../engine/engine';
import {buildIndexFiles} from '../indexer/indexer';
import type {SearchManifest, SearchRecord} from '../shared/types';
import {createLocalSearchClient} from './facade';
import {selectIndexFiles, type FetchLike} from '../engine/service';

function record(title: string, content: string, tag: string, language = 'en'): SearchRecord {
  const url = `/docs/${tag}/${title.toLowerCase()}`;
  return {
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'content',
    hierarchy: {
      lvl0: 'Docs',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language,
    docusaurus_tag: tag,
  };
}

const files = buildIndexFiles([
  record('Home', 'Welcome to squirrels', 'default'),
  record('Lakes', 'DuckLake stores the virtual data lake', 'docs-default-current'),
  record('Models', 'DuckLake and models', 'docs-default-current'),
  record('Dbviews', 'Dbview models run on every request', 'docs-default-0.4.x'),
  record('Accueil', 'Bienvenue DuckLake', 'docs-default-current', 'fr'),
]);
const manifest: SearchManifest = {v: 1, files: files.map(({entry}) => entry)};
const fileOf = (language: string, tag: string) =>
  files.find(({entry}) => entry.language === language && entry.docusaurus_tag === tag)?.name ?? '';

/** A fake `fetch` over the files above that logs each URL and can fail on demand. */
function fakeFetch(failing: Set<string> = new Set()) {
  const requested: string[] = [];
  const fetch: FetchLike = async (url) => {
    requested.push(url);
    const name = url.replace('/base/search-index/', '');
    if ([...failing].some((part) => url.includes(part))) {
      throw new TypeError('Failed to fetch');
    }
    const body =
      name === 'manifest.json'
        ? manifest
        : JSON.parse(files.find((file) => file.name === name)?.json ?? 'null');
    return {ok: body !== null, status: body === null ? 404 : 200, json: async () => body};
  };
  return {fetch, requested, failing};
}

function client(fetch: FetchLike) {
  let engineLoads = 0;
  const instance = createLocalSearchClient({
    baseUrl: '/base/',
    siteOrigin: 'http://127.0.0.1:4173',
    fetch,
    loadEngine: async () => {
      engineLoads++;
      return engineModule;
    },
  });
  return {instance, engineLoads: () => engineLoads};
}

const modalFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

const modalRequest = (query: string, facetFilters: unknown = modalFilters) => ({
  requests: [
    {
      indexName: 'local',
      query,
      facetFilters: facetFilters as string[],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
    },
  ],
});

describe('selectIndexFiles', () => {
  it("selects the files of the request's language and docusaurus_tag filters, in either order", () => {
    const names = (filters: Parameters<typeof selectIndexFiles>[1]) =>
      selectIndexFiles(manifest, filters).map(({file}) => file);
    assert.deepEqual(names([modalFilters]), [
      fileOf('en', 'default'),
      fileOf('en', 'docs-default-current'),
    ]);
    assert.deepEqual(
      names([[['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.4.x'], ['language:en']]]),
      [fileOf('en', 'default'), fileOf('en', 'docs-default-0.4.x')],
    );
  });

  it('loads every file of the language when no tag is named, and every file without filters', () => {
    assert.deepEqual(
      selectIndexFiles(manifest, [['language:fr']]).map(({file}) => file),
      [fileOf('fr', 'docs-default-current')],
    );
    assert.equal(selectIndexFiles(manifest, [['language:en']]).length, 3);
    assert.equal(selectIndexFiles(manifest, [undefined]).length, 4);
  });
});

describe('createLocalSearchClient', () => {
  it('fetches the manifest and each selected file once, and only those files', async () => {
    const {fetch, requested} = fakeFetch();
    const {instance, engineLoads} = client(fetch);
    const [first, second] = await Promise.all([
      instance.search(modalRequest('ducklake')),
      instance.search(modalRequest('duckl')),
    ]);
    await instance.search(modalRequest('models'));
    assert.deepEqual(requested.sort(), [
      `/base/search-index/${fileOf('en', 'default')}`,
      `/base/search-index/${fileOf('en', 'docs-default-current')}`,
      '/base/search-index/manifest.json',
    ]);
    assert.equal(engineLoads(), 1);
    assert.equal(first.results[0]?.nbHits, 2);
    assert.equal(second.results[0]?.nbHits, 2);
    assert.match(
      first.results[0]?.hits[0]?.url ?? '',
      /^http:\/\/127\.0\.0\.1:4173\/docs\/docs-default-current\//,
    );
  });

  it('answers the /search page (helper) shape from the files of its filters', async () => {
    const {fetch, requested} = fakeFetch();
    const {instance} = client(fetch);
    const {results} = await instance.search([
      {
        indexName: 'local',
        params: {
          query: 'dbview',
          facetFilters: [
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.4.x'],
            ['language:en'],
          ],
        },
      },
    ]);
    assert.equal(results[0]?.nbHits, 1);
    assert.ok(!requested.some((url) => url.includes('docs-default-current')));
  });

  it('rejects while the manifest cannot be fetched, then succeeds on the next search', async () => {
    const {fetch, requested, failing} = fakeFetch(new Set(['manifest.json']));
    const {instance} = client(fetch);
    await assert.rejects(instance.search(modalRequest('ducklake')), /Failed to fetch/);
    failing.clear();
    const {results} = await instance.search(modalRequest('ducklake'));
    assert.equal(results[0]?.nbHits, 2);
    assert.equal(requested.filter((url) => url.endsWith('manifest.json')).length, 2);
  });

  it('rejects while an index file cannot be fetched, then fetches only that file again', async () => {
    const current = fileOf('en', 'docs-default-current');
    const {fetch, requested, failing} = fakeFetch(new Set([current]));
    const {instance} = client(fetch);
    await assert.rejects(instance.search(modalRequest('ducklake')));
    failing.clear();
    assert.equal((await instance.search(modalRequest('ducklake'))).results[0]?.nbHits, 2);
    assert.equal(requested.filter((url) => url.endsWith(current)).length, 2);
    assert.equal(requested.filter((url) => url.endsWith(fileOf('en', 'default'))).length, 1);
  });

  it('rejects on an HTTP error status', async () => {
    const {instance} = client(async () => ({ok: false, status: 404, json: async () => null}));
    await assert.rejects(instance.search(modalRequest('ducklake')), /answered 404/);
  });

  it('warms up without rejecting, and preloads only the files of the filters', async () => {
    const {fetch, requested, failing} = fakeFetch(new Set(['manifest.json']));
    const {instance} = client(fetch);
    await instance.warmup(modalFilters);
    failing.clear();
    await instance.warmup([['language:en'], ['docusaurus_tag:docs-default-0.4.x']]);
    assert.deepEqual(requested.slice(1).sort(), [
      `/base/search-index/${fileOf('en', 'docs-default-0.4.x')}`,
      '/base/search-index/manifest.json',
    ]);
  });

  it("remembers each modal query's own hit count, not a running total", async () => {
    const {fetch} = fakeFetch();
    const {instance} = client(fetch);
    for (const query of ['d', 'du', 'duc', 'duck', 'ducklake']) {
      await instance.search(modalRequest(query));
    }
    await instance.search(modalRequest('models'));
    assert.equal(instance.hitCount('ducklake'), 2);
    assert.equal(instance.hitCount('models'), 1);
    assert.equal(instance.hitCount('never typed'), undefined);
    assert.equal(instance.lastHitCount(), 1);
  });

  it('remembers what to offer for a modal query that found nothing, from its own filters', async () => {
    const {fetch} = fakeFetch();
    const {instance} = client(fetch);
    await instance.search(modalRequest('ducklaek'));
    await instance.search(modalRequest('ducklakzzz'));
    await instance.search(modalRequest('qxzvwq'));
    assert.deepEqual(instance.suggestions('ducklakzzz'), ['ducklake']);
    // Nothing like it in the version's records: its biggest sections.
    assert.deepEqual(instance.suggestions('qxzvwq'), ['Docs']);
    // Found with a typo: nothing to offer.
    assert.equal(instance.suggestions('ducklaek'), undefined);
    // Not from the 0.4.x files, which the request did not name.
    await instance.search(modalRequest('dbviewzzz'));
    assert.deepEqual(instance.suggestions('dbviewzzz'), ['Docs']);
  });
});
