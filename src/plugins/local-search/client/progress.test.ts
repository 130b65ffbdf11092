import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createSearchProgress} from './progress';

/** A tracker on a clock the test moves. */
function tracker() {
  let time = 1000;
  const progress = createSearchProgress(() => time);
  let notified = 0;
  progress.subscribe(() => notified++);
  return {
    progress,
    advance: (ms: number) => {
      time += ms;
    },
    notified: () => notified,
  };
}

describe('createSearchProgress', () => {
  it('knows nothing before the first search', () => {
    const {progress} = tracker();
    assert.equal(progress.latest('modal'), null);
    assert.equal(progress.forQuery('modal', 'p'), null);
  });

  it('follows a search from waiting to answered, and tells its listeners each time', () => {
    const {progress, advance, notified} = tracker();
    const end = progress.begin('modal', 'placeholder');
    assert.deepEqual(progress.latest('modal'), {
      id: 1,
      query: 'placeholder',
      state: 'searching',
      hits: null,
      waitingSince: 1000,
    });
    assert.equal(notified(), 1);
    advance(3000);
    end({hits: 12});
    assert.equal(progress.latest('modal')?.state, 'answered');
    assert.equal(progress.latest('modal')?.hits, 12);
    assert.equal(progress.forQuery('modal', 'placeholder')?.hits, 12);
    assert.equal(notified(), 2);
  });

  it('records a failure, and the next search of the query waits again', () => {
    const {progress} = tracker();
    progress.begin('modal', 'placeholder')('failed');
    assert.equal(progress.latest('modal')?.state, 'failed');
    progress.begin('modal', 'placeholders');
    assert.equal(progress.latest('modal')?.state, 'searching');
    assert.equal(progress.forQuery('modal', 'placeholder')?.state, 'failed');
  });

  it('keeps the modal and the page apart', () => {
    const {progress} = tracker();
    progress.begin('page', 'sqrl')('failed');
    progress.begin('modal', 'sqrl')({hits: 3});
    assert.equal(progress.latest('page')?.state, 'failed');
    assert.equal(progress.forQuery('modal', 'sqrl')?.hits, 3);
    assert.equal(progress.forQuery('page', 'sqrl')?.state, 'failed');
  });

  it('counts a wait from the first key of a reader who keeps typing', () => {
    const {progress, advance} = tracker();
    progress.begin('modal', 'p');
    advance(200);
    progress.begin('modal', 'pl');
    advance(200);
    progress.begin('modal', 'pla');
    assert.equal(progress.latest('modal')?.waitingSince, 1000);
  });

  it('starts a new wait once the previous search has been answered', () => {
    const {progress, advance} = tracker();
    progress.begin('modal', 'p')({hits: 40});
    advance(500);
    progress.begin('modal', 'pl');
    assert.equal(progress.latest('modal')?.waitingSince, 1500);
  });

  it('does not let an older search, answered late, speak for the latest one', () => {
    const {progress} = tracker();
    const first = progress.begin('modal', 'qx');
    const second = progress.begin('modal', 'placeholder');
    second({hits: 12});
    first({hits: 0});
    assert.equal(progress.latest('modal')?.query, 'placeholder');
    assert.equal(progress.latest('modal')?.state, 'answered');
    // The older search is its own query's answer.
    assert.equal(progress.forQuery('modal', 'qx')?.hits, 0);
  });

  it('leaves an older search of the same query out, when it ends after the newer began', () => {
    const {progress} = tracker();
    const older = progress.begin('modal', 'xq');
    progress.begin('modal', 'xqz');
    progress.begin('modal', 'xq');
    older({hits: 0});
    // The latest search for "xq" is still waiting: no answer to show for it yet.
    assert.equal(progress.forQuery('modal', 'xq')?.state, 'searching');
    assert.equal(progress.latest('modal')?.state, 'searching');
  });

  it('numbers searches across both UIs, so a page can tell the searches begun after it opened', () => {
    const {progress} = tracker();
    progress.begin('modal', 'a');
    const opened = progress.nextId();
    progress.begin('page', 'a')({hits: 1});
    assert.ok((progress.forQuery('page', 'a')?.id ?? 0) >= opened);
    assert.ok((progress.forQuery('modal', 'a')?.id ?? 0) < opened);
  });
});
