import type {SearchService, SearchServiceConfig, WorkerLike} from '../shared/protocol';
import {memoizeUntilFailure} from '../shared/memo';
import {createWorkerService} from './workerService';
import {textPolicy, type ConnectionHints} from './connection';

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
 * searches downloads nothing.
 */
export function startSearchService(
  baseUrl: string,
  startWorker: () => WorkerLike | null = startModuleWorker,
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
  return worker ? createWorkerService(worker, config, onThisThread) : onThisThread();
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
