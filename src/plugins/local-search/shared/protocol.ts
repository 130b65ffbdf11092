import type {FacetFilters, MultiSearchRequest} from './params';
import type {MultiSearchResponse} from './response';

/**
 * What the page and the search service say to each other, wherever the
 * service runs: in the worker (`engine/worker.ts`), through these messages,
 * or on the main thread (`client/start.ts` chooses). The page starts the
 * worker's service once, then asks it to search or warm up; the worker
 * answers each question by its id.
 */

/**
 * The worker's answer to a question asked before it was started. Only the
 * worker's script holds it, so the browser tests find that script by it
 * (`searchWorkerScript` in tests/support/build.ts): its file is named by
 * chunk id, like every lazily loaded chunk (src/plugins/numbered-chunks).
 */
export const workerNotStarted = 'Local search: the worker was not started.';

/** What the service needs to know about the site. Plain data, so it can be posted to a worker. */
export type SearchServiceConfig = {
  /** The site's (locale's) base URL, with its trailing slash: the index is at `<baseUrl>search-index/`. */
  baseUrl: string;
  /** Origin that makes hit URLs absolute; the page's `window.location.origin`. */
  siteOrigin: string;
  /** Directory of the index under the base URL. */
  indexDir?: string;
  /**
   * When the text tier loads (see `IndexTier`): `after-first-answer`, the
   * default, once the heads are in and the modal's first query has been
   * answered from them, so that the text's download and indexing do not
   * share the worker with the reader's first keystrokes; `when-needed` only
   * for a query that finds nothing in the head, and for the search page,
   * which lists every result (for readers whose browser asks for less data).
   */
  text?: 'after-first-answer' | 'when-needed';
};

/** An answer: the engine's response, and for each query of a modal request that found nothing, what to offer instead. */
export type SearchAnswer = {
  response: MultiSearchResponse;
  /** One entry per query: the engine's `suggest` for a modal query with no hits, else null. */
  suggestions: (string[] | null)[];
};

/** What the client (`client/searchClient.ts`) calls, wherever the service runs. */
export type SearchService = {
  search: (request: MultiSearchRequest) => Promise<SearchAnswer>;
  /**
   * Starts downloading and indexing what a search with these filters needs;
   * resolves once the head is indexed and, unless the text loads only when
   * needed, the text too, which waits for the modal's first answer (so,
   * without a query, the promise stays pending).
   */
  warmup: (facetFilters?: FacetFilters) => Promise<void>;
};

export type WorkerMessage =
  | {method: 'start'; config: SearchServiceConfig}
  | {id: number; method: 'search'; request: MultiSearchRequest}
  | {id: number; method: 'warmup'; facetFilters?: FacetFilters};

export type WorkerReply =
  {id: number; ok: true; answer?: SearchAnswer} | {id: number; ok: false; message: string};

/** The part of a `Worker` the page uses, so tests can pass a fake one. */
export type WorkerLike = {
  postMessage: (message: WorkerMessage) => void;
  addEventListener: {
    (type: 'message', listener: (event: {data: WorkerReply}) => void): void;
    (type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  };
  terminate: () => void;
};
