import type {MultiSearchResponse} from '../shared/response';
import {readQuery, requestList, type FacetFilters, type MultiSearchRequest} from '../shared/params';
import {createSearchService, type SearchServiceOptions} from '../engine/service';
import type {SearchService} from '../shared/protocol';

export type LocalSearchClientOptions =
  | {
      /** The service that answers: in the search worker, or on the main thread. */
      service: SearchService;
    }
  | (Omit<SearchServiceOptions, 'siteOrigin'> & {siteOrigin?: string});

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

/** How many modal queries `hitCount` remembers. */
const rememberedCounts = 50;

/**
 * Creates the client that the theme components call, over a search service
 * (`service.ts`): by default one on this thread, built from the options. It
 * remembers, for the modal, each query's true hit count and what to offer
 * when a query found nothing.
 */
export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const service =
    'service' in options
      ? options.service
      : createSearchService({
          ...options,
          siteOrigin:
            options.siteOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin),
        });
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
      const answer = await service.search(request);
      if ('requests' in request) {
        // The modal's request: remember the true count of each query, and
        // what to offer instead when it found nothing.
        const queries = requestList(request).map(readQuery);
        answer.response.results.forEach((result, index) => {
          const query = queries[index]?.query ?? '';
          remember(counts, query, result.nbHits);
          const offered = answer.suggestions[index];
          if (offered) {
            remember(suggestions, query, offered);
          }
        });
      }
      return answer.response;
    },
    addAlgoliaAgent: (segment, version) => algoliaAgent.add({segment, version}),
    clearCache: () => Promise.resolve(),
    warmup: (facetFilters) =>
      service.warmup(facetFilters).then(
        () => undefined,
        () => undefined,
      ),
    hitCount: (query) => counts.get(query),
    lastHitCount: () => [...counts.values()].pop() ?? 0,
    suggestions: (query) => suggestions.get(query),
  };
}
