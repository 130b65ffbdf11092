import type {
  SearchAnswer,
  SearchService,
  SearchServiceConfig,
  WorkerLike,
  WorkerReply,
} from '../shared/protocol';

/**
 * A search service that runs in a worker: each search or warmup is posted to
 * the worker and answered by its id. A failed download in the worker rejects
 * that search, as it would on the main thread. If the worker itself fails
 * (its script cannot load, or it throws), the questions it had not answered,
 * and every later one, go to `fallback`, the same service on the main thread.
 */
export function createWorkerService(
  worker: WorkerLike,
  config: SearchServiceConfig,
  fallback: () => SearchService,
): SearchService {
  type Pending = {
    resolve: (answer: SearchAnswer | undefined) => void;
    reject: (error: Error) => void;
    /** The same question for the fallback service. */
    retry: (service: SearchService) => Promise<SearchAnswer | undefined>;
  };
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failedOver: SearchService | null = null;

  function failOver(): void {
    if (failedOver) {
      return;
    }
    failedOver = fallback();
    worker.terminate();
    const service = failedOver;
    for (const {resolve, reject, retry} of pending.values()) {
      retry(service).then(resolve, reject);
    }
    pending.clear();
  }

  worker.addEventListener('message', ({data}: {data: WorkerReply}) => {
    const question = pending.get(data.id);
    if (!question) {
      return;
    }
    pending.delete(data.id);
    if (data.ok) {
      question.resolve(data.answer);
    } else {
      question.reject(new Error(data.message));
    }
  });
  worker.addEventListener('error', failOver);
  worker.addEventListener('messageerror', failOver);
  worker.postMessage({method: 'start', config});

  function ask(
    post: (id: number) => void,
    retry: Pending['retry'],
  ): Promise<SearchAnswer | undefined> {
    if (failedOver) {
      return retry(failedOver);
    }
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {resolve, reject, retry});
      post(id);
    });
  }

  return {
    search: (request) =>
      ask(
        (id) => worker.postMessage({id, method: 'search', request}),
        (service) => service.search(request),
      ).then((answer) => {
        if (!answer) {
          throw new Error('Local search: the worker answered a search without results.');
        }
        return answer;
      }),
    warmup: (facetFilters) =>
      ask(
        (id) => worker.postMessage({id, method: 'warmup', facetFilters}),
        (service) => service.warmup(facetFilters).then(() => undefined),
      ).then(() => undefined),
  };
}
