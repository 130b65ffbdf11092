import type {FacetFilters, MultiSearchRequest} from '../params';
import type {SearchAnswer, SearchServiceConfig} from './service';

/**
 * The messages between the page and the search worker (`worker.ts`): the
 * page starts the worker's service once, then asks it to search or warm up;
 * the worker answers each question by its id.
 */

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
