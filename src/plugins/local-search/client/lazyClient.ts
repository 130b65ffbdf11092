import type {MultiSearchResponse} from '../shared/response';
import type {FacetFilters, MultiSearchRequest} from '../shared/params';
import type {LocalSearchClient} from './facade';
import type {SearchService} from '../shared/protocol';
import {memoizeUntilFailure} from '../shared/memo';
import {createSearchProgress, type SearchProgressTracker, type SearchUi} from './progress';
import {startSearchService} from './start';

/**
 * What the theme components hold: the Algolia client surface, answered by the
 * facade (`facade.ts`) once it is loaded, plus where each UI's searches stand.
 */
export type LazySearchClient = Pick<
  LocalSearchClient,
  | 'appId'
  | 'apiKey'
  | 'transporter'
  | 'addAlgoliaAgent'
  | 'clearCache'
  | 'warmup'
  | 'hitCount'
  | 'suggestions'
> & {
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
  /** The true count of the last modal query answered, 0 before the first. */
  lastHitCount: () => number;
  /** Which searches of the modal and of the page the engine has answered, which wait for it, which failed. */
  progress: Pick<SearchProgressTracker, 'latest' | 'forQuery' | 'nextId' | 'subscribe'>;
};

/** The text searched by the first query of a request, whichever its shape (see `shared/params.ts`). */
function firstQuery(request: MultiSearchRequest): string {
  const [first] = 'requests' in request ? request.requests : request;
  const params = first?.params;
  const nested =
    typeof params === 'string' ? new URLSearchParams(params).get('query') : params?.query;
  return first?.query ?? nested ?? '';
}

/**
 * The client in the main bundle: a small stub that, on the first search or
 * warmup, starts the search service (`start.ts`: the worker, whose bundle
 * holds the engine and MiniSearch) and imports the facade, so pages that
 * never search download none of it. A warmup goes to the service at once,
 * without waiting for the facade's chunk. A failed import or download
 * rejects that search; the next one tries again.
 */
function createLazySearchClient(baseUrl: string): LazySearchClient {
  let loaded: LocalSearchClient | null = null;
  let service: SearchService | null = null;
  const progress = createSearchProgress();

  const getService = () => (service ??= startSearchService(baseUrl));
  const load = memoizeUntilFailure(() => {
    const started = getService();
    return import('./facade').then(({createLocalSearchClient}) => {
      loaded = createLocalSearchClient({service: started});
      return loaded;
    });
  });

  function search(ui: SearchUi, request: MultiSearchRequest): Promise<MultiSearchResponse> {
    const end = progress.begin(ui, firstQuery(request));
    return load()
      .then((client) => client.search(request))
      .then(
        (response) => {
          end({hits: response.results[0]?.nbHits ?? 0});
          return response;
        },
        (error: unknown) => {
          end('failed');
          const failure = new Error('Local search: the index could not be loaded.', {cause: error});
          // algoliasearch's name for "no host answered".
          failure.name = 'RetryError';
          throw failure;
        },
      );
  }

  return {
    appId: 'LOCAL',
    apiKey: 'local',
    transporter: {algoliaAgent: {value: 'local-search', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    clearCache: () => Promise.resolve(),
    search: (request) => search('page', request),
    searchOrEmpty: (request) =>
      search('modal', request).catch(() => ({
        results: ('requests' in request ? request.requests : request).map((single) => ({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 0,
          query: typeof single.query === 'string' ? single.query : '',
          params: '',
          index: single.indexName,
          processingTimeMS: 0,
          facets: {},
          exhaustiveNbHits: true,
          exhaustiveFacetsCount: true,
        })),
      })),
    warmup: (facetFilters?: FacetFilters) => {
      const warming = getService()
        .warmup(facetFilters)
        .catch(() => undefined);
      // The facade, for the first search.
      load().catch(() => undefined);
      return warming;
    },
    hitCount: (query) => loaded?.hitCount(query),
    suggestions: (query) => loaded?.suggestions(query),
    lastHitCount: () => loaded?.lastHitCount() ?? 0,
    progress,
  };
}

const clients = new Map<string, LazySearchClient>();

/** The one client of a base URL (a locale), shared by the modal and the /search page. */
export function getLocalSearchClient(baseUrl: string): LazySearchClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createLazySearchClient(baseUrl);
    clients.set(baseUrl, client);
  }
  return client;
}
