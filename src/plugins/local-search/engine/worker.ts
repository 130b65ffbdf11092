import * as engine from './engine';
import {
  workerNotStarted,
  type SearchService,
  type WorkerMessage,
  type WorkerReply,
} from '../shared/protocol';
import {createSearchService} from './service';

/**
 * The search worker: downloads, parses and indexes the search index and runs
 * the queries, off the page's main thread, so the page stays responsive while
 * the engine starts. The engine is bundled into the worker, not loaded as
 * another chunk. `start.ts` starts it; `protocol.ts` has the messages.
 */

const scope = self as unknown as {
  postMessage: (reply: WorkerReply) => void;
  addEventListener: (
    type: 'message',
    listener: (event: MessageEvent<WorkerMessage>) => void,
  ) => void;
};

let service: SearchService | undefined;

scope.addEventListener('message', ({data: message}) => {
  if (message.method === 'start') {
    service = createSearchService({...message.config, loadEngine: async () => engine});
    return;
  }
  const {id} = message;
  if (!service) {
    scope.postMessage({id, ok: false, message: workerNotStarted});
    return;
  }
  const work =
    message.method === 'search'
      ? service.search(message.request)
      : service.warmup(message.facetFilters).then(() => undefined);
  work.then(
    (answer) => scope.postMessage({id, ok: true, answer}),
    (error: unknown) =>
      scope.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
