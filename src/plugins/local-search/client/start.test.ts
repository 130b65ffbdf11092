import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';

import type {SearchService, WorkerLike, WorkerMessage} from '../shared/protocol';
import {deferredService, startSearchService} from './start';

// The page's globals that `startSearchService` reads (Node 20 has no `navigator`),
// for this file's tests only: `npm run test:unit` runs every file in one process.
const connection: {saveData?: boolean} = {};
const pageGlobals = ['window', 'navigator'] as const;
const saved = pageGlobals.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
before(() => {
  Object.defineProperty(globalThis, 'window', {
    value: {location: {origin: 'http://127.0.0.1:4173'}},
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, 'navigator', {value: {connection}, configurable: true});
});
after(() => {
  pageGlobals.forEach((name, i) => {
    const descriptor = saved[i];
    if (descriptor) {
      Object.defineProperty(globalThis, name, descriptor);
    } else {
      Reflect.deleteProperty(globalThis, name);
    }
  });
});

const request = {requests: [{indexName: 'local', query: 'p'}]};

function fakeWorker() {
  const posted: WorkerMessage[] = [];
  const worker: WorkerLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: () => undefined,
    terminate: () => undefined,
  };
  return {worker, posted};
}

const noPriming = async () => [];

describe('startSearchService', () => {
  it('starts the worker at once and posts a warmup without waiting for anything', () => {
    const {worker, posted} = fakeWorker();
    const service = startSearchService('/base/', () => worker, noPriming);
    assert.deepEqual(posted, [
      {
        method: 'start',
        config: {
          baseUrl: '/base/',
          siteOrigin: 'http://127.0.0.1:4173',
          text: 'after-first-answer',
        },
      },
    ]);
    void service.warmup(['language:en']);
    // Posted within the call: no chunk or promise stands before the worker's download.
    assert.deepEqual(posted.at(-1), {id: 1, method: 'warmup', facetFilters: ['language:en']});
  });

  it('with the worker, a warmup asks the page to prime the head, once per filters', async () => {
    const {worker} = fakeWorker();
    const primed: [string, unknown][] = [];
    const service = startSearchService(
      '/base/',
      () => worker,
      async (baseUrl, facetFilters) => {
        primed.push([baseUrl, facetFilters]);
        return [];
      },
    );
    void service.warmup(['language:en']);
    void service.warmup(['language:en']);
    void service.warmup(['language:fr']);
    assert.deepEqual(primed, [
      ['/base/', ['language:en']],
      ['/base/', ['language:fr']],
    ]);
  });

  it('tells the worker to load the text only when needed where the browser asks for less data', () => {
    const {worker, posted} = fakeWorker();
    connection.saveData = true;
    try {
      startSearchService('/base/', () => worker, noPriming);
    } finally {
      delete connection.saveData;
    }
    assert.deepEqual(posted[0], {
      method: 'start',
      config: {baseUrl: '/base/', siteOrigin: 'http://127.0.0.1:4173', text: 'when-needed'},
    });
  });

  it('answers on the main thread where no worker starts, or where starting one throws', async () => {
    for (const startWorker of [
      () => null,
      () => {
        throw new Error('module workers are not supported');
      },
    ]) {
      const primed: unknown[] = [];
      const service = startSearchService('/base/', startWorker, async (...args) => {
        primed.push(args);
        return [];
      });
      await service.warmup(['language:en']).catch(() => undefined);
      // The service on this thread asks for the manifest itself: here, with
      // Node's fetch and no page, a relative URL that cannot be fetched.
      await assert.rejects(service.search(request), /\/base\/search-index\/manifest\.json/);
      // The service on this thread fetches for itself: nothing to prime.
      assert.deepEqual(primed, []);
    }
  });
});

describe('deferredService', () => {
  function counting(failFirst: boolean) {
    let loads = 0;
    const calls: string[] = [];
    const inner: SearchService = {
      search: async () => {
        calls.push('search');
        return {response: {results: []}, suggestions: []};
      },
      warmup: async (facetFilters) => {
        calls.push(`warmup ${JSON.stringify(facetFilters)}`);
      },
    };
    const service = deferredService(async () => {
      loads++;
      if (failFirst && loads === 1) {
        throw new Error('ChunkLoadError');
      }
      return inner;
    });
    return {service, calls, loads: () => loads};
  }

  it('loads the service once, on the first call, and passes every call on', async () => {
    const {service, calls, loads} = counting(false);
    assert.equal(loads(), 0);
    await service.warmup(['language:en']);
    await service.search(request);
    await service.search(request);
    assert.equal(loads(), 1);
    assert.deepEqual(calls, ['warmup ["language:en"]', 'search', 'search']);
  });

  it('loads again after a failed load, so the next search can succeed', async () => {
    const {service, calls, loads} = counting(true);
    await assert.rejects(service.search(request), /ChunkLoadError/);
    await service.search(request);
    assert.equal(loads(), 2);
    assert.deepEqual(calls, ['search']);
  });
});
