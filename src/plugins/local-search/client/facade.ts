import type {
  FacetFilters,
  LocalSearchEngine,
  MultiSearchRequest,
  MultiSearchResponse,
  SearchParams,
  SearchRequest,
} from '../engine';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
  type SearchManifestEntry,
} from '../types';

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

type Selection = {languages: Set<string>; tags: Set<string>; anyNegated: boolean};

/** Collects the `language:` and `docusaurus_tag:` values named anywhere in the filters. */
function collectFilters(filters: FacetFilters | undefined, selection: Selection): void {
  if (filters === undefined) {
    return;
  }
  if (typeof filters !== 'string') {
    for (const entry of filters) {
      collectFilters(entry, selection);
    }
    return;
  }
  const colon = filters.indexOf(':');
  if (colon < 0) {
    return;
  }
  let attribute = filters.slice(0, colon).trim();
  let value = filters.slice(colon + 1).trim();
  let negated = false;
  if (attribute.startsWith('-')) {
    attribute = attribute.slice(1);
    negated = true;
  }
  if (value.startsWith('-')) {
    value = value.slice(1);
    negated = true;
  }
  value = value.replace(/^"(.*)"$/, '$1');
  if (attribute !== 'language' && attribute !== 'docusaurus_tag') {
    return;
  }
  if (negated) {
    selection.anyNegated = true;
  } else if (attribute === 'language') {
    selection.languages.add(value);
  } else {
    selection.tags.add(value);
  }
}

function isFacetFilters(value: unknown): value is FacetFilters {
  return typeof value === 'string' || (Array.isArray(value) && value.every(isFacetFilters));
}

/** The facet filters of one request, wherever the request shape puts them. */
function requestFacetFilters(request: SearchRequest): FacetFilters | undefined {
  let params: SearchParams | undefined;
  if (typeof request.params === 'string') {
    const raw = new URLSearchParams(request.params).get('facetFilters');
    let parsed: unknown = raw;
    if (raw !== null && raw.trimStart().startsWith('[')) {
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = raw;
      }
    }
    params = {facetFilters: isFacetFilters(parsed) ? parsed : undefined};
  } else {
    params = request.params;
  }
  const filters = params?.facetFilters ?? request.facetFilters;
  return isFacetFilters(filters) ? filters : undefined;
}

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
  const selection: Selection = {languages: new Set(), tags: new Set(), anyNegated: false};
  for (const entry of filters) {
    collectFilters(entry, selection);
  }
  return manifest.files.filter(
    (entry) =>
      (selection.languages.size === 0 || selection.languages.has(entry.language)) &&
      (selection.tags.size === 0 ||
        selection.anyNegated ||
        selection.tags.has(entry.docusaurus_tag)),
  );
}

function requestList(request: MultiSearchRequest): readonly SearchRequest[] {
  return 'requests' in request ? request.requests : request;
}

function queryText(request: SearchRequest): string {
  if (typeof request.params === 'string') {
    return new URLSearchParams(request.params).get('query') ?? '';
  }
  const query = request.params?.query ?? request.query;
  return typeof query === 'string' ? query : '';
}

function isManifest(value: unknown): value is SearchManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'files' in value &&
    Array.isArray((value as {files: unknown}).files)
  );
}

function isIndexFile(value: unknown): value is SearchIndexFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'records' in value &&
    Array.isArray((value as {records: unknown}).records) &&
    'pages' in value &&
    Array.isArray((value as {pages: unknown}).pages)
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
  let manifestPromise: Promise<SearchManifest> | null = null;
  let enginePromise: Promise<LocalSearchEngine> | null = null;
  const filePromises = new Map<string, Promise<void>>();
  const counts = new Map<string, number>();
  const suggestions = new Map<string, readonly string[]>();

  /** Remembers the answer to a modal query, forgetting the oldest beyond `rememberedCounts`. */
  function remember<T>(memory: Map<string, T>, query: string, value: T): void {
    memory.delete(query);
    memory.set(query, value);
    if (memory.size > rememberedCounts) {
      memory.delete(memory.keys().next().value ?? '');
    }
  }

  async function getJson(url: string): Promise<unknown> {
    const response = await fetchImpl(url);
    if (!response.ok) {
      throw new Error(`Local search: GET ${url} answered ${response.status}.`);
    }
    return response.json();
  }

  function getManifest(): Promise<SearchManifest> {
    if (!manifestPromise) {
      const promise = getJson(`${directory}manifest.json`).then((value) => {
        if (!isManifest(value)) {
          throw new Error(
            `Local search: ${directory}manifest.json is not a search index manifest.`,
          );
        }
        return value;
      });
      // Forget a failure, so the next search fetches again.
      promise.catch(() => {
        if (manifestPromise === promise) {
          manifestPromise = null;
        }
      });
      manifestPromise = promise;
    }
    return manifestPromise;
  }

  function getEngine(): Promise<LocalSearchEngine> {
    if (!enginePromise) {
      const promise = loadEngine().then(({LocalSearchEngine: Engine}) => new Engine({siteOrigin}));
      promise.catch(() => {
        if (enginePromise === promise) {
          enginePromise = null;
        }
      });
      enginePromise = promise;
    }
    return enginePromise;
  }

  function loadFile(entry: SearchManifestEntry, engine: Promise<LocalSearchEngine>): Promise<void> {
    let promise = filePromises.get(entry.file);
    if (!promise) {
      const url = `${directory}${entry.file}`;
      promise = Promise.all([getJson(url), engine]).then(([value, loaded]) => {
        if (!isIndexFile(value)) {
          throw new Error(`Local search: ${url} is not a search index file.`);
        }
        loaded.add(value);
      });
      const loading = promise;
      filePromises.set(entry.file, loading);
      loading.catch(() => {
        if (filePromises.get(entry.file) === loading) {
          filePromises.delete(entry.file);
        }
      });
    }
    return promise;
  }

  async function prepare(
    filters: readonly (FacetFilters | undefined)[],
  ): Promise<LocalSearchEngine> {
    const manifest = await getManifest();
    const engine = getEngine();
    await Promise.all(selectIndexFiles(manifest, filters).map((entry) => loadFile(entry, engine)));
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
      const requests = requestList(request);
      const engine = await prepare(requests.map(requestFacetFilters));
      const response = engine.search(request);
      if ('requests' in request) {
        // The modal's request: remember the true count of each query, and
        // what to offer instead when it found nothing.
        response.results.forEach((result, index) => {
          const single = requests[index] ?? {indexName: ''};
          const query = queryText(single);
          remember(counts, query, result.nbHits);
          if (result.nbHits === 0) {
            remember(suggestions, query, engine.suggest(query, requestFacetFilters(single)));
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
