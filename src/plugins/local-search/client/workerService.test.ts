import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {MultiSearchResponse} from '../shared/response';
import type {
  SearchAnswer,
  SearchService,
  WorkerLike,
  WorkerMessage,
  WorkerReply,
} from '../shared/protocol';
import {createWorkerService} from './workerService';

const config = {baseUrl: '/base/', siteOrigin: 'http://127.0.0.1:4173'};

function answer(query: string): SearchAnswer {
  const response = {results: [{query}]} as unknown as MultiSearchResponse;
  return {response, suggestions: [null]};
}

/** A fake worker: records what the page posts, and lets the test reply or fail. */
function fakeWorker() {
  const posted: WorkerMessage[] = [];
  const listeners: Record<string, ((event: never) => void)[]> = {};
  let terminated = false;
  const worker: WorkerLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: (type: string, listener: (event: never) => void) => {
      (listeners[type] ??= []).push(listener);
    },
    terminate: () => {
      terminated = true;
    },
  };
  const emit = (type: string, event: unknown) =>
    listeners[type]?.forEach((listener) => listener(event as never));
  return {
    worker,
    posted,
    reply: (reply: WorkerReply) => emit('message', {data: reply}),
    fail: () => emit('error', new Event('error')),
    terminated: () => terminated,
  };
}

/** A main-thread service that counts its calls. */
function fallbackService() {
  const calls: string[] = [];
  const service: SearchService = {
    search: async (request) => {
      calls.push('search');
      return answer(JSON.stringify(request));
    },
    warmup: async () => {
      calls.push('warmup');
    },
  };
  let created = 0;
  return {
    create: () => {
      created++;
      return service;
    },
    calls,
    created: () => created,
  };
}

const request = {requests: [{indexName: 'local', query: 'duckdb'}]};

describe('createWorkerService', () => {
  it('starts the worker with the config, then posts each question with its own id', () => {
    const {worker, posted} = fakeWorker();
    const service = createWorkerService(worker, config, fallbackService().create);
    void service.search(request);
    void service.warmup(['language:en']);
    assert.deepEqual(posted, [
      {method: 'start', config},
      {id: 1, method: 'search', request},
      {id: 2, method: 'warmup', facetFilters: ['language:en']},
    ]);
  });

  it("resolves each question with the worker's answer to its id, in any order", async () => {
    const fake = fakeWorker();
    const service = createWorkerService(fake.worker, config, fallbackService().create);
    const first = service.search(request);
    const second = service.search({requests: [{indexName: 'local', query: 'vdl'}]});
    fake.reply({id: 2, ok: true, answer: answer('vdl')});
    fake.reply({id: 1, ok: true, answer: answer('duckdb')});
    assert.deepEqual(await first, answer('duckdb'));
    assert.deepEqual(await second, answer('vdl'));
  });

  it('rejects a question the worker could not answer, such as an index that did not download', async () => {
    const fake = fakeWorker();
    const fallback = fallbackService();
    const service = createWorkerService(fake.worker, config, fallback.create);
    const search = service.search(request);
    fake.reply({
      id: 1,
      ok: false,
      message: 'Local search: GET /base/search-index/x.json answered 404.',
    });
    await assert.rejects(search, /answered 404/);
    assert.equal(fallback.created(), 0, 'a failed download is not a failed worker');
  });

  it('when the worker fails, answers its open questions and every later one on the main thread', async () => {
    const fake = fakeWorker();
    const fallback = fallbackService();
    const service = createWorkerService(fake.worker, config, fallback.create);
    const open = service.search(request);
    fake.fail();
    assert.equal(fake.terminated(), true);
    assert.deepEqual(await open, answer(JSON.stringify(request)));
    await service.warmup();
    await service.search(request);
    assert.deepEqual(fallback.calls, ['search', 'warmup', 'search']);
    assert.equal(fallback.created(), 1);
    assert.equal(fake.posted.length, 2, 'nothing more is posted to a failed worker');
    fake.fail();
    assert.equal(fallback.created(), 1, 'a second error changes nothing');
  });
});
