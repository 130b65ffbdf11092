import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {memoizeUntilFailure} from './memo';

describe('memoizeUntilFailure', () => {
  it('calls load once while its promise is pending or resolved', async () => {
    let calls = 0;
    const load = memoizeUntilFailure(async () => ++calls);
    const [first, second] = await Promise.all([load(), load()]);
    assert.equal(await load(), 1);
    assert.deepEqual([first, second, calls], [1, 1, 1]);
  });

  it('forgets a rejection, so the next call loads again', async () => {
    let calls = 0;
    const load = memoizeUntilFailure(async () => {
      calls++;
      if (calls === 1) {
        throw new Error('offline');
      }
      return calls;
    });
    const failing = load();
    // A call made before the rejection is known shares it.
    assert.equal(load(), failing);
    await assert.rejects(failing, /offline/);
    assert.equal(await load(), 2);
    assert.equal(await load(), 2);
  });

  it('keeps one promise per key, and forgets only the key that failed', async () => {
    const calls: string[] = [];
    let failing = new Set(['b']);
    const load = memoizeUntilFailure(async (key: string) => {
      calls.push(key);
      if (failing.has(key)) {
        throw new Error(key);
      }
      return key.toUpperCase();
    });
    assert.equal(await load('a'), 'A');
    await assert.rejects(load('b'), /b/);
    failing = new Set();
    assert.deepEqual(await Promise.all([load('a'), load('b'), load('b')]), ['A', 'B', 'B']);
    assert.deepEqual(calls, ['a', 'b', 'b']);
  });

  it('forgets a key on request, so the next call loads it again; other keys stay', async () => {
    const calls: string[] = [];
    const load = memoizeUntilFailure(async (key: string) => {
      calls.push(key);
      return `${key}${calls.length}`;
    });
    assert.deepEqual(await Promise.all([load('a'), load('b')]), ['a1', 'b2']);
    load.forget('a');
    load.forget('c');
    assert.deepEqual(await Promise.all([load('a'), load('b')]), ['a3', 'b2']);
    assert.deepEqual(calls, ['a', 'b', 'a']);
  });
});
