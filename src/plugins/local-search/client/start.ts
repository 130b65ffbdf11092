import type {SearchService, SearchServiceConfig, WorkerLike} from '../shared/protocol';
import {memoizeUntilFailure} from '../shared/memo';
import {createWorkerService} from './workerService';
import {textPolicy, type ConnectionHints} from './connection';
import {primeIndex} from './prime';

/**
 * A service whose code loads on its first call: `load` runs once, and again
 * after a failure (a chunk that could not be downloaded), so the next search
 * tries again.
 */
export function deferredService(load: () => Promise<SearchService>): SearchService {
  const get = memoizeUntilFailure(load);
  return {
    search: (request) => get().then((service) => service.search(request)),
    warmup: (facetFilters) => get().then((service) => service.warmup(facetFilters)),
  };
}

/**
 * Starts the search service of a base URL: in a worker (`worker.ts`) where
 * the browser can start one, otherwise, or when the worker fails, on the main
 * thread, where the service and the engine are lazy chunks. The text tier of
 * the index loads behind the head, or only when needed where the browser asks
 * for less data.
 *
 * This is in the main bundle, and the worker starts within the event that
 * shows the reader's interest: behind a chunk of its own, the worker started
 * only once that chunk had downloaded and run on a main thread busy with the
 * tap and DocSearch's modal code (on the phone bench, most of a second after
 * the tap). `startWorker` is called only then, so a reader who never
 * searches downloads nothing. With the worker, a warmup also asks for the
 * head of the index from the page (`prime.ts`), once per filters.
 */
export function startSearchService(
  baseUrl: string,
  startWorker: () => WorkerLike | null = startModuleWorker,
  prime: typeof primeIndex = primeIndex,
): SearchService {
  const config: SearchServiceConfig = {
    baseUrl,
    siteOrigin: window.location.origin,
    text: textPolicy((navigator as Navigator & {connection?: ConnectionHints}).connection),
  };
  const onThisThread = () =>
    deferredService(() =>
      import('../engine/service').then(({createSearchService}) => createSearchService(config)),
    );
  let worker: WorkerLike | null = null;
  try {
    worker = startWorker();
  } catch {
    // A browser without module workers, or a policy that forbids them.
    worker = null;
  }
  if (!worker) {
    return onThisThread();
  }
  const service = createWorkerService(worker, config, onThisThread);
  const primed = new Set<string>();
  return {
    search: service.search,
    warmup(facetFilters) {
      // The head, from the page while the worker starts (see `primeIndex`).
      const key = JSON.stringify(facetFilters ?? null);
      if (!primed.has(key)) {
        primed.add(key);
        void prime(baseUrl, facetFilters);
      }
      return service.warmup(facetFilters);
    },
  };
}

function startModuleWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') {
    return null;
  }
  return new Worker(new URL('../engine/worker.ts', import.meta.url), {
    type: 'module',
    name: 'local-search',
  }) as unknown as WorkerLike;
}
