import type {LocalSearchEngine, MultiSearchResponse} from '../engine';
import {
  facetFilterList,
  readQuery,
  requestList,
  type FacetFilters,
  type MultiSearchRequest,
} from '../params';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
  type SearchManifestEntry,
} from '../types';
import {memoizeUntilFailure} from './memo';

/** The part of `fetch` the client uses, so tests can pass a fake one. */
export type FetchLike = (url: string) => Promise<{
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}>;

/** The engine module, imported lazily so MiniSearch stays out of the main bundle. */
export type EngineModule = {
  LocalSearchEngine: new (options: {siteOrigin: string}) => LocalSearchEngine;
};

export type LocalSearchClientOptions = {
  /** The site's (locale's) base URL, with its trailing slash: the index is at `<baseUrl>search-index/`. */
  baseUrl: string;
  /** Origin that makes hit URLs absolute; `window.location.origin` in the browser. */
  siteOrigin?: string;
  /** Directory of the index under the base URL. */
  indexDir?: string;
  fetch?: FetchLike;
  loadEngine?: () => Promise<EngineModule>;
};

/**
 * The Algolia client surface that DocSearch (`transformSearchClient`) and
 * algoliasearch-helper (the /search page, through `liteClientShim`) call.
 */
export type LocalSearchClient = {
  readonly appId: string;
  readonly apiKey: string;
  readonly transporter: {
    algoliaAgent: {value: string; add: (segment: {segment: string; version?: string}) => void};
  };
  search: (request: MultiSearchRequest) => Promise<MultiSearchResponse>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
  /** Starts downloading what a search with these filters needs; never rejects. */
  warmup: (facetFilters?: FacetFilters) => Promise<void>;
  /**
   * The true number of hits of the last modal (DocSearch-shaped) query for
   * this text, or `undefined` when that query has not been answered. The
   * modal's "See all N results" reads it (see `theme/SearchBar`).
   */
  hitCount: (query: string) => number | undefined;
  /** The true number of hits of the last modal query answered, 0 before the first. */
  lastHitCount: () => number;
  /**
   * Queries to offer for a modal query that found nothing (see the engine's
   * `suggest`), or `undefined` when no such query was answered. The modal's
   * "No results" screen shows them (see `theme/SearchBar`).
   */
  suggestions: (query: string) => readonly string[] | undefined;
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

/** How many modal queries `hitCount` remembers. */
const rememberedCounts = 50;

/**
 * Creates a client that answers Algolia multi-queries from the local index.
 * It fetches the manifest and the index files a query needs (each once),
 * imports the engine on first use and feeds it each file once. A failed
 * download rejects that search, and the next search tries again.
 */
export function createLocalSearchClient({
  baseUrl,
  siteOrigin = typeof window === 'undefined' ? '' : window.location.origin,
  indexDir = searchIndexDir,
  fetch: fetchImpl = (url) => fetch(url),
  loadEngine = () => import('../engine'),
}: LocalSearchClientOptions): LocalSearchClient {
  const directory = `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${indexDir}/`;
  const counts = new Map<string, number>();
  const suggestions = new Map<string, readonly string[]>();

  /** Remembers the answer to a modal query, forgetting the oldest beyond `rememberedCounts`. */
  function remember<T>(memory: Map<string, T>, query: string, value: T): void {
    memory.delete(query);
    memory.set(query, value);
    if (memory.size > rememberedCounts) {
      const oldest = memory.keys().next();
      if (!oldest.done) {
        memory.delete(oldest.value);
      }
    }
  }

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

  async function prepare(
    filters: readonly (FacetFilters | undefined)[],
  ): Promise<LocalSearchEngine> {
    const manifest = await getManifest();
    const engine = getEngine();
    await Promise.all(selectIndexFiles(manifest, filters).map((entry) => loadFile(entry.file)));
    return engine;
  }

  const algoliaAgent = {
    value: 'local-search',
    add({segment, version}: {segment: string; version?: string}) {
      algoliaAgent.value += `; ${segment}${version ? ` (${version})` : ''}`;
    },
  };

  return {
    appId: 'LOCAL',
    apiKey: 'local',
    transporter: {algoliaAgent},
    async search(request) {
      const queries = requestList(request).map(readQuery);
      const engine = await prepare(queries.map((query) => query.facetFilters));
      const response = engine.search(request);
      if ('requests' in request) {
        // The modal's request: remember the true count of each query, and
        // what to offer instead when it found nothing.
        response.results.forEach((result, index) => {
          const {query, facetFilters} = queries[index] ?? readQuery({indexName: ''});
          remember(counts, query, result.nbHits);
          if (result.nbHits === 0) {
            remember(suggestions, query, engine.suggest(query, facetFilters));
          }
        });
      }
      return response;
    },
    addAlgoliaAgent: (segment, version) => algoliaAgent.add({segment, version}),
    clearCache: () => Promise.resolve(),
    warmup: (facetFilters) =>
      prepare([facetFilters]).then(
        () => undefined,
        () => undefined,
      ),
    hitCount: (query) => counts.get(query),
    lastHitCount: () => [...counts.values()].pop() ?? 0,
    suggestions: (query) => suggestions.get(query),
  };
}
