import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import * as engineModule from './engine';
import {buildIndexFiles} from '../indexer/indexer';
import type {FacetFilters, MultiSearchRequest} from '../shared/params';
import {hierarchyLevels, type Hierarchy, type IndexTier, type SearchRecord} from '../shared/types';
import {createSearchService, selectIndexFiles, textSlice, type FetchLike} from './service';
import {searchIndexServer} from '../../../../tests/support/searchIndexServer';

const noLevels = Object.fromEntries(hierarchyLevels.map((level) => [level, null])) as Hierarchy;

function record(url: string, type: SearchRecord['type'], content: string | null): SearchRecord {
  return {
    url,
    url_without_anchor: url,
    anchor: null,
    type,
    hierarchy: {...noLevels, lvl0: 'Docs', lvl1: url === '/docs/lakes' ? 'Lakes' : 'Home'},
    content,
    language: 'en',
    docusaurus_tag: url === '/docs/lakes' ? 'docs-default-current' : 'default',
  };
}

/** A page whose title and first paragraph are its head; "wombat" and the asides only in its text. */
const records = [
  record('/', 'lvl1', null),
  record('/', 'content', 'Welcome to squirrels.'),
  record('/docs/lakes', 'lvl1', null),
  record('/docs/lakes', 'content', 'DuckLake stores the virtual data lake.'),
  record('/docs/lakes', 'content', 'A wombat digs under the lake.'),
  ...Array.from({length: textSlice + 10}, (_, index) =>
    record('/docs/lakes', 'content', `Aside number ${index}.`),
  ),
];
const files = buildIndexFiles(records);
const serve = searchIndexServer(files);
const fileOf = (tag: string, tier: IndexTier) =>
  files.find(({entry}) => entry.docusaurus_tag === tag && entry.tier === tier)?.name ?? '';
const headFiles = [fileOf('default', 'head'), fileOf('docs-default-current', 'head')];
const textFile = fileOf('docs-default-current', 'text');

/**
 * A fake `fetch` over the files above that logs each file asked for, can
 * hold a file until `release` and can fail a file until `failing` is cleared.
 */
function fakeFetch(answer: (url: string) => ReturnType<FetchLike> = serve) {
  const requested: string[] = [];
  const failing = new Set<string>();
  const held = new Map<string, () => void>();
  const holding = new Set<string>();
  const fetch: FetchLike = async (url) => {
    const name = url.replace('/base/search-index/', '');
    requested.push(name);
    if (holding.has(name)) {
      await new Promise<void>((resolve) => held.set(name, resolve));
    }
    if (failing.has(name)) {
      throw new TypeError('Failed to fetch');
    }
    return answer(url);
  };
  return {
    fetch,
    requested,
    failing,
    hold: (name: string) => holding.add(name),
    release(name: string) {
      holding.delete(name);
      held.get(name)?.();
    },
  };
}

const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const modal = (query: string): MultiSearchRequest => ({
  requests: [{indexName: 'local', query, facetFilters: filters, hitsPerPage: 20}],
});
const searchPage = (query: string): MultiSearchRequest => [
  {indexName: 'local', params: {query, facetFilters: filters, hitsPerPage: 20}},
];

function service(fetch: FetchLike, text?: 'after-first-answer' | 'when-needed') {
  return createSearchService({
    baseUrl: '/base/',
    siteOrigin: 'http://127.0.0.1:4173',
    fetch,
    loadEngine: async () => engineModule,
    ...(text ? {text} : {}),
  });
}

/** Whether a promise has settled after the tasks already queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

const hits = async (answer: ReturnType<ReturnType<typeof service>['search']>) =>
  (await answer).response.results[0]?.nbHits;

describe('createSearchService: the two tiers', () => {
  it('answers a modal query from the head, and fetches the text only once it has answered from the heads', async () => {
    const network = fakeFetch();
    network.hold(textFile);
    const search = service(network.fetch);
    assert.equal(await hits(search.search(modal('ducklake'))), 1);
    assert.deepEqual(network.requested.slice(0, 3).sort(), ['manifest.json', ...headFiles].sort());
    assert.deepEqual(network.requested.slice(3), [textFile]);
    network.release(textFile);
  });

  it('adds the text when it arrives, so later queries find it, and tells warmup when it is in', async () => {
    const network = fakeFetch();
    network.hold(textFile);
    const search = service(network.fetch);
    const warm = search.warmup(filters);
    assert.equal(await settled(warm), false, 'warmup waits for the text');
    assert.ok(!network.requested.includes(textFile), 'the text waits for the first answer');
    assert.equal(await hits(search.search(modal('ducklake'))), 1);
    assert.ok(network.requested.includes(textFile));
    assert.equal(await settled(warm), false, 'warmup waits for the text');
    network.release(textFile);
    await warm;
    assert.equal(await hits(search.search(modal('wombat'))), 1);
    assert.equal(network.requested.filter((name) => name === textFile).length, 1);
  });

  it('makes a modal query that finds nothing in the head wait for the text', async () => {
    const network = fakeFetch();
    network.hold(textFile);
    const search = service(network.fetch);
    const answer = search.search(modal('wombat'));
    assert.equal(await settled(answer), false);
    network.release(textFile);
    assert.equal(await hits(answer), 1);
  });

  it("makes the search page's query wait for the text: it lists every result", async () => {
    const network = fakeFetch();
    network.hold(textFile);
    const search = service(network.fetch);
    const answer = search.search(searchPage('ducklake'));
    assert.equal(await settled(answer), false);
    network.release(textFile);
    assert.equal(await hits(answer), 1);
  });

  it('when the text loads only when needed: not for a query the head answers, yes for one it cannot', async () => {
    const network = fakeFetch();
    const search = service(network.fetch, 'when-needed');
    await search.warmup(filters);
    assert.equal(await hits(search.search(modal('ducklake'))), 1);
    assert.ok(!network.requested.includes(textFile));
    assert.equal(await hits(search.search(modal('wombat'))), 1);
    assert.ok(network.requested.includes(textFile));
  });

  it('answers from the head while the text cannot be fetched, and fetches it again on the next search', async () => {
    const network = fakeFetch();
    network.failing.add(textFile);
    const search = service(network.fetch);
    assert.equal(await hits(search.search(modal('ducklake'))), 1);
    await search.warmup(filters);
    await assert.rejects(search.search(modal('wombat')), /Failed to fetch/);
    network.failing.clear();
    assert.equal(await hits(search.search(modal('wombat'))), 1);
    assert.ok(network.requested.filter((name) => name === textFile).length >= 3);
  });

  it('adds the text a slice at a time, answering a search that comes between slices', async () => {
    const network = fakeFetch();
    const log: string[] = [];
    let search: ReturnType<typeof service> | null = null;
    let asked: Promise<unknown> | null = null;
    class LoggingEngine extends engineModule.LocalSearchEngine {
      override add(input: Parameters<engineModule.LocalSearchEngine['add']>[0]): void {
        super.add(input);
        log.push(`add ${Array.isArray(input) ? input.length : 'file'}`);
        // A reader's query, once the first slice of the text is in.
        if (Array.isArray(input) && asked === null) {
          asked = search?.search(modal('ducklake')).then(() => log.push('answer')) ?? null;
        }
      }
    }
    search = createSearchService({
      baseUrl: '/base/',
      siteOrigin: 'http://127.0.0.1:4173',
      fetch: network.fetch,
      loadEngine: async () => ({...engineModule, LocalSearchEngine: LoggingEngine}),
    });
    const warm = search.warmup(filters);
    await search.search(modal('lake'));
    await warm;
    await asked;
    const textRecords = records.length - 4;
    assert.deepEqual(log, [
      'add file',
      'add file',
      `add ${textSlice}`,
      'answer',
      `add ${textRecords - textSlice}`,
    ]);
  });
});

describe('createSearchService: the prebuilt index', () => {
  it("adds a search's heads once all are in, the largest prebuilt one first, whichever arrives first", async () => {
    // The docs head holds three headings, the head of pages and posts two records.
    const heading = (anchor: string): SearchRecord => ({
      ...record('/docs/lakes', 'lvl2', null),
      url: `/docs/lakes#${anchor}`,
      anchor,
      hierarchy: {...noLevels, lvl0: 'Docs', lvl1: 'Lakes', lvl2: anchor},
    });
    const built = buildIndexFiles([
      ...records.slice(0, 4),
      ...['Storage', 'Snapshots'].map(heading),
    ]);
    const network = fakeFetch(searchIndexServer(built));
    const added: string[] = [];
    class LoggingEngine extends engineModule.LocalSearchEngine {
      override add(input: Parameters<engineModule.LocalSearchEngine['add']>[0]): void {
        if ('records' in input) {
          added.push(`${input.docusaurus_tag} ${input.records.section.length}`);
        }
        super.add(input);
      }
    }
    const search = createSearchService({
      baseUrl: '/base/',
      siteOrigin: 'http://127.0.0.1:4173',
      fetch: network.fetch,
      loadEngine: async () => ({...engineModule, LocalSearchEngine: LoggingEngine}),
      text: 'when-needed',
    });
    const docsHead = built.find(({entry}) => entry.docusaurus_tag === 'docs-default-current');
    assert.ok(built.every(({json}) => 'index' in (JSON.parse(json) as object)));
    network.hold(docsHead?.name ?? '');
    const answer = search.search(modal('snapshots'));
    assert.equal(await settled(answer), false);
    assert.deepEqual(added, []);
    network.release(docsHead?.name ?? '');
    assert.equal(await hits(answer), 1);
    assert.deepEqual(added, ['docs-default-current 4', 'default 2']);
    // A later search adds nothing again.
    assert.equal(await hits(search.search(modal('ducklake'))), 1);
    assert.equal(added.length, 2);
  });
});

/** Pages of two languages and three tags, each its own pair of index files. */
const versionRecords = (
  [
    ['Home', 'Welcome to squirrels', 'default', 'en'],
    ['Lakes', 'DuckLake stores the virtual data lake', 'docs-default-current', 'en'],
    ['Models', 'DuckLake and models', 'docs-default-current', 'en'],
    ['Dbviews', 'Dbview models run on every request', 'docs-default-0.4.x', 'en'],
    ['Accueil', 'Bienvenue DuckLake', 'docs-default-current', 'fr'],
  ] as const
).map(([title, content, tag, language]): SearchRecord => {
  const url = `/docs/${tag}/${title.toLowerCase()}`;
  return {
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'content',
    hierarchy: {...noLevels, lvl0: 'Docs', lvl1: title},
    content,
    language,
    docusaurus_tag: tag,
  };
});
const versionFiles = buildIndexFiles(versionRecords);
const versionManifest = {v: 1 as const, files: versionFiles.map(({entry}) => entry)};
/** The names of the files of a (language, tag) pair (every record here is a page's first paragraph: the head). */
const filesOf = (language: string, tag: string) =>
  versionFiles
    .filter(({entry}) => entry.language === language && entry.docusaurus_tag === tag)
    .map(({name}) => name);

function versionService(fetch: FetchLike) {
  let engineLoads = 0;
  const search = createSearchService({
    baseUrl: '/base/',
    siteOrigin: 'http://127.0.0.1:4173',
    fetch,
    loadEngine: async () => {
      engineLoads++;
      return engineModule;
    },
  });
  return {search, engineLoads: () => engineLoads};
}

const versionsNetwork = () => fakeFetch(searchIndexServer(versionFiles));

describe('selectIndexFiles', () => {
  const names = (facetFilters: FacetFilters | undefined) =>
    selectIndexFiles(versionManifest, [facetFilters]).map(({file}) => file);

  it("selects the files of the request's language and docusaurus_tag filters, in either order", () => {
    assert.deepEqual(names(filters), [
      ...filesOf('en', 'default'),
      ...filesOf('en', 'docs-default-current'),
    ]);
    assert.deepEqual(
      names([['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.4.x'], ['language:en']]),
      [...filesOf('en', 'default'), ...filesOf('en', 'docs-default-0.4.x')],
    );
  });

  it('loads every file of the language when no tag is named, and every file without filters', () => {
    assert.deepEqual(names([['language:fr']]), filesOf('fr', 'docs-default-current'));
    assert.equal(names([['language:en']]).length, 3);
    assert.equal(names(undefined).length, 4);
  });
});

describe('createSearchService: files, filters and failures', () => {
  it('fetches the manifest and each selected file once, and only those files, with one engine', async () => {
    const network = versionsNetwork();
    const {search, engineLoads} = versionService(network.fetch);
    const [first, second] = await Promise.all([
      hits(search.search(modal('ducklake'))),
      hits(search.search(modal('duckl'))),
    ]);
    const answer = await search.search(modal('models'));
    assert.deepEqual(network.requested.sort(), [
      ...filesOf('en', 'default'),
      ...filesOf('en', 'docs-default-current'),
      'manifest.json',
    ]);
    assert.equal(engineLoads(), 1);
    assert.equal(first, 2);
    assert.equal(second, 2);
    assert.match(
      answer.response.results[0]?.hits[0]?.url ?? '',
      /^http:\/\/127\.0\.0\.1:4173\/docs\/docs-default-current\//,
    );
  });

  it('answers the /search page (helper) shape from the files of its filters', async () => {
    const network = versionsNetwork();
    const {search} = versionService(network.fetch);
    const older = [
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.4.x'],
      ['language:en'],
    ];
    const answer = search.search([
      {indexName: 'local', params: {query: 'dbview', facetFilters: older}},
    ]);
    assert.equal(await hits(answer), 1);
    assert.ok(!network.requested.some((name) => name.includes('docs-default-current')));
  });

  it('rejects while the manifest cannot be fetched, then succeeds on the next search', async () => {
    const network = versionsNetwork();
    network.failing.add('manifest.json');
    const {search} = versionService(network.fetch);
    await assert.rejects(search.search(modal('ducklake')), /Failed to fetch/);
    network.failing.clear();
    assert.equal(await hits(search.search(modal('ducklake'))), 2);
    assert.equal(network.requested.filter((name) => name === 'manifest.json').length, 2);
  });

  it('rejects while an index file cannot be fetched, then fetches only that file again', async () => {
    const network = versionsNetwork();
    const [current] = filesOf('en', 'docs-default-current');
    const [pages] = filesOf('en', 'default');
    network.failing.add(current ?? '');
    const {search} = versionService(network.fetch);
    await assert.rejects(search.search(modal('ducklake')));
    network.failing.clear();
    assert.equal(await hits(search.search(modal('ducklake'))), 2);
    assert.equal(network.requested.filter((name) => name === current).length, 2);
    assert.equal(network.requested.filter((name) => name === pages).length, 1);
  });

  it('rejects on an HTTP error status', async () => {
    const {search} = versionService(async () => ({ok: false, status: 404, json: async () => null}));
    await assert.rejects(search.search(modal('ducklake')), /answered 404/);
  });

  it('warms up, and preloads only the files of the filters', async () => {
    const network = versionsNetwork();
    network.failing.add('manifest.json');
    const {search} = versionService(network.fetch);
    await assert.rejects(search.warmup(filters));
    network.failing.clear();
    const older = [['language:en'], ['docusaurus_tag:docs-default-0.4.x']];
    const warm = search.warmup(older);
    // The text after the first answer.
    assert.equal(
      (
        await search.search({
          requests: [{indexName: 'local', query: 'dbview', facetFilters: older}],
        })
      ).response.results[0]?.nbHits,
      1,
    );
    await warm;
    assert.deepEqual(network.requested.slice(1).sort(), [
      ...filesOf('en', 'docs-default-0.4.x'),
      'manifest.json',
    ]);
  });

  it('offers, for a modal query that found nothing, what its own filters hold', async () => {
    const {search} = versionService(versionsNetwork().fetch);
    const offered = async (query: string) => (await search.search(modal(query))).suggestions[0];
    assert.deepEqual(await offered('ducklakzzz'), ['ducklake']);
    // Nothing like it in the version's records: its biggest sections.
    assert.deepEqual(await offered('qxzvwq'), ['Docs']);
    // Found with a typo: nothing to offer.
    assert.equal(await offered('ducklaek'), null);
    // Not from the 0.4.x files, which the request did not name.
    assert.deepEqual(await offered('dbviewzzz'), ['Docs']);
  });
});
