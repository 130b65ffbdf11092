import type {LocalSearchEngine} from './engine';
import {facetFilterList, readQuery, requestList, type FacetFilters} from '../shared/params';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
  type SearchManifestEntry,
} from '../shared/types';
import type {SearchService, SearchServiceConfig} from '../shared/protocol';
import {memoizeUntilFailure} from '../shared/memo';

/**
 * The search service: downloads the manifest and the index files a query
 * needs, feeds them to the engine and answers. The same code runs in the
 * search worker (`worker.ts`), off the main thread, and on the main thread
 * when no worker can start (`start.ts` chooses).
 */

/** The part of `fetch` the service uses, so tests can pass a fake one. */
export type FetchLike = (url: string) => Promise<{
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}>;

/** The engine module, imported lazily so MiniSearch stays out of the main bundle. */
export type EngineModule = {
  LocalSearchEngine: new (options: {siteOrigin: string}) => LocalSearchEngine;
};

export type SearchServiceOptions = SearchServiceConfig & {
  fetch?: FetchLike;
  loadEngine?: () => Promise<EngineModule>;
};

/**
 * The manifest entries a search with these filters needs: the files of the
 * named languages (all when none is named) and, among them, those of the named
 * `docusaurus_tag`s (all of the language when no tag is named, or when a
 * filter excludes a tag).
 */
export function selectIndexFiles(
  manifest: SearchManifest,
  filters: readonly (FacetFilters | undefined)[],
): SearchManifestEntry[] {
  const languages = new Set<string>();
  const tags = new Set<string>();
  let anyNegated = false;
  for (const {attribute, value, negated} of filters.flatMap(facetFilterList)) {
    if (attribute !== 'language' && attribute !== 'docusaurus_tag') {
      continue;
    }
    if (negated) {
      anyNegated = true;
    } else {
      (attribute === 'language' ? languages : tags).add(value);
    }
  }
  return manifest.files.filter(
    (entry) =>
      (languages.size === 0 || languages.has(entry.language)) &&
      (tags.size === 0 || anyNegated || tags.has(entry.docusaurus_tag)),
  );
}

function isManifest(value: unknown): value is SearchManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'files' in value &&
    Array.isArray((value as {files: unknown}).files)
  );
}

/** Whether a downloaded file is an index file of the format this code reads. */
function isIndexFile(value: unknown): value is SearchIndexFile {
  const file = value as Partial<SearchIndexFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.v === 2 &&
    Array.isArray(file.pages) &&
    Array.isArray(file.sections) &&
    Array.isArray(file.records?.section)
  );
}

/**
 * Creates the service. It fetches the manifest and each index file a query
 * needs once, imports the engine on first use and feeds it each file once. A
 * failed download rejects that search, and the next search tries again.
 */
export function createSearchService({
  baseUrl,
  siteOrigin,
  indexDir = searchIndexDir,
  fetch: fetchImpl = (url) => fetch(url),
  loadEngine = () => import('./engine'),
}: SearchServiceOptions): SearchService {
  // `baseUrl` is the site's, which Docusaurus validates with its trailing slash
  // (SearchServiceConfig). No path helper here: src/site/urls.ts would bring
  // @docusaurus/utils-common and tslib into the worker's bundle, which has
  // no main chunk to share them with.
  const directory = `${baseUrl}${indexDir}/`;

  async function getJson(url: string): Promise<unknown> {
    const response = await fetchImpl(url);
    if (!response.ok) {
      throw new Error(`Local search: GET ${url} answered ${response.status}.`);
    }
    return response.json();
  }

  // Each is fetched (or imported) once; a failure is forgotten, so the next search tries again.
  const getManifest = memoizeUntilFailure(() =>
    getJson(`${directory}manifest.json`).then((value) => {
      if (!isManifest(value)) {
        throw new Error(`Local search: ${directory}manifest.json is not a search index manifest.`);
      }
      return value;
    }),
  );

  const getEngine = memoizeUntilFailure(() =>
    loadEngine().then(({LocalSearchEngine: Engine}) => new Engine({siteOrigin})),
  );

  /** Fetches one index file (by its name in the manifest) and adds it to the engine. */
  const loadFile = memoizeUntilFailure((file: string) => {
    const url = `${directory}${file}`;
    return Promise.all([getJson(url), getEngine()]).then(([value, engine]) => {
      if (!isIndexFile(value)) {
        throw new Error(`Local search: ${url} is not a search index file.`);
      }
      engine.add(value);
    });
  });

  let engineQueried = false;

  async function prepare(
    filters: readonly (FacetFilters | undefined)[],
  ): Promise<LocalSearchEngine> {
    const manifest = await getManifest();
    const engine = getEngine();
    await Promise.all(selectIndexFiles(manifest, filters).map((entry) => loadFile(entry.file)));
    return engine;
  }

  return {
    async search(request) {
      const queries = requestList(request).map(readQuery);
      const engine = await prepare(queries.map((query) => query.facetFilters));
      engineQueried = true;
      const response = engine.search(request);
      // For the modal's request: what to offer instead of a query that found nothing.
      const suggestions = response.results.map((result, index) => {
        const query = queries[index];
        return 'requests' in request && query && result.nbHits === 0
          ? engine.suggest(query.query, query.facetFilters)
          : null;
      });
      return {response, suggestions};
    },
    warmup: (facetFilters) =>
      prepare([facetFilters]).then((engine) => {
        if (!engineQueried) {
          engineQueried = true;
          // The first query of a fresh engine runs before the JavaScript
          // engine has compiled its code and is about 1.6 times slower (in
          // Node, 84 ms for \`p\` against 53 ms for the next one): run one
          // now, while no reader waits, with the filters readers will use.
          engine.search([
            {indexName: 'warmup', params: {query: 'e', facetFilters, hitsPerPage: 20}},
          ]);
        }
      }),
  };
}
