import {createLocalSearchClient, type LocalSearchClient} from './facade';
import type {SearchServiceConfig, WorkerLike} from '../shared/protocol';
import {createSearchService} from '../engine/service';
import {createWorkerService} from './workerService';
import {textPolicy, type ConnectionHints} from './connection';

/**
 * Starts the search of a base URL: in a worker (`worker.ts`) where the
 * browser can start one, otherwise, or when the worker fails, on the main
 * thread with the same service. The text tier of the index loads behind the
 * head, or only when needed where the browser asks for less data.
 */
export function startSearchClient(baseUrl: string): LocalSearchClient {
  const config: SearchServiceConfig = {
    baseUrl,
    siteOrigin: window.location.origin,
    text: textPolicy((navigator as Navigator & {connection?: ConnectionHints}).connection),
  };
  const onThisThread = () => createSearchService(config);
  let worker: WorkerLike | null = null;
  try {
    worker = startWorker();
  } catch {
    // A browser without module workers, or a policy that forbids them.
    worker = null;
  }
  return createLocalSearchClient({
    service: worker ? createWorkerService(worker, config, onThisThread) : onThisThread(),
  });
}

function startWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') {
    return null;
  }
  return new Worker(new URL('../engine/worker.ts', import.meta.url), {
    type: 'module',
    name: 'local-search',
  }) as unknown as WorkerLike;
}
