import type {MultiSearchResponse} from '../shared/response';
import type {FacetFilters, MultiSearchRequest} from '../shared/params';
import type {SearchService} from '../shared/protocol';
import {createSearchProgress, type SearchProgressTracker, type SearchUi} from './progress';
import {startSearchService} from './start';

/**
 * The search client the theme components hold, one per base URL: the
 * Algolia client surface that DocSearch (`transformSearchClient`) and
 * algoliasearch-helper (the /search page, through `liteClientShim.ts`) call,
 * where each UI's searches stand, and what the modal's screens read back
 * about the queries it sent.
 */
export type LocalSearchClient = {
  readonly appId: string;
  readonly apiKey: string;
  readonly transporter: {
    algoliaAgent: {value: string; add: (segment: {segment: string; version?: string}) => void};
  };
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
  /** `search` for the /search page: a failure rejects (`liteClientShim.ts` keeps it pending). */
  search: (request: MultiSearchRequest) => Promise<MultiSearchResponse>;
  /**
   * `search` for the DocSearch modal: a failure answers with no hits (and is
   * recorded in `progress`) instead of rejecting. DocSearch 4.7.0 would let
   * the rejection go uncaught, and autocomplete-core resets the status to
   * idle right after DocSearch sets it to "error", so its error screen never
   * shows; the SearchBar wrapper words the "no results" screen as an error.
   */
  searchOrEmpty: (request: MultiSearchRequest) => Promise<MultiSearchResponse>;
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
  /** Which searches of the modal and of the page the engine has answered, which wait for it, which failed. */
  progress: Pick<SearchProgressTracker, 'latest' | 'forQuery' | 'nextId' | 'subscribe'>;
};

/** How many modal queries `hitCount` and `suggestions` remember. */
const rememberedQueries = 50;

/**
 * The text of each query of a request, whichever its shape (see
 * `shared/params.ts`, which reads the rest; it stays out of the main bundle).
 */
function queryTexts(request: MultiSearchRequest): string[] {
  return ('requests' in request ? request.requests : request).map(({query, params}) => {
    const nested =
      typeof params === 'string' ? new URLSearchParams(params).get('query') : params?.query;
    return query ?? nested ?? '';
  });
}

/** A response with no hits for each query of `request`: what the modal shows when a search failed. */
function emptyResponse(request: MultiSearchRequest): MultiSearchResponse {
  const queries = queryTexts(request);
  return {
    results: ('requests' in request ? request.requests : request).map((single, index) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      query: queries[index] ?? '',
      params: '',
      index: single.indexName,
      processingTimeMS: 0,
      facets: {},
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
    })),
  };
}

/** Remembers `value` for `query`, as the newest, forgetting the oldest beyond `rememberedQueries`. */
function remember<T>(memory: Map<string, T>, query: string, value: T): void {
  memory.delete(query);
  memory.set(query, value);
  if (memory.size > rememberedQueries) {
    const oldest = memory.keys().next();
    if (!oldest.done) {
      memory.delete(oldest.value);
    }
  }
}

/**
 * A client over the search service that `startService` starts on the first
 * search or warmup, within that call (`start.ts`: the worker, whose script
 * holds the engine and MiniSearch), so pages that never search download
 * none of it. A failed search rejects with algoliasearch's name for "no host
 * answered", `RetryError`; the service fetches again on the next one.
 */
export function createLocalSearchClient(startService: () => SearchService): LocalSearchClient {
  let service: SearchService | null = null;
  const getService = () => (service ??= startService());
  const progress = createSearchProgress();
  const counts = new Map<string, number>();
  const suggestions = new Map<string, readonly string[]>();

  async function search(ui: SearchUi, request: MultiSearchRequest): Promise<MultiSearchResponse> {
    const queries = queryTexts(request);
    const end = progress.begin(ui, queries[0] ?? '');
    try {
      const {response, suggestions: offers} = await getService().search(request);
      if ('requests' in request) {
        // The modal's request: remember the true count of each query, and
        // what to offer instead when it found nothing.
        response.results.forEach((result, index) => {
          const query = queries[index] ?? '';
          remember(counts, query, result.nbHits);
          const offered = offers[index];
          if (offered) {
            remember(suggestions, query, offered);
          }
        });
      }
      end({hits: response.results[0]?.nbHits ?? 0});
      return response;
    } catch (error) {
      end('failed');
      const failure = new Error('Local search: the index could not be loaded.', {cause: error});
      failure.name = 'RetryError';
      throw failure;
    }
  }

  return {
    appId: 'LOCAL',
    apiKey: 'local',
    // Nothing reads the agent of a client that sends no request.
    transporter: {algoliaAgent: {value: 'local-search', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    clearCache: () => Promise.resolve(),
    search: (request) => search('page', request),
    searchOrEmpty: (request) => search('modal', request).catch(() => emptyResponse(request)),
    warmup: (facetFilters) =>
      getService()
        .warmup(facetFilters)
        .catch(() => undefined),
    hitCount: (query) => counts.get(query),
    lastHitCount: () => [...counts.values()].pop() ?? 0,
    suggestions: (query) => suggestions.get(query),
    progress,
  };
}

const clients = new Map<string, LocalSearchClient>();

/** The one client of a base URL (a locale), shared by the modal and the /search page. */
export function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createLocalSearchClient(() => startSearchService(baseUrl));
    clients.set(baseUrl, client);
  }
  return client;
}
