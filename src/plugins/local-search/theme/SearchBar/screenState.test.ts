import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {SearchProgress} from '../../client/progress';
import {isStalled, noResultsScreenState, stallThreshold} from './screenState';

function search(
  query: string,
  state: SearchProgress['state'],
  extra: Partial<SearchProgress> = {},
) {
  return {
    id: 1,
    query,
    state,
    hits: state === 'answered' ? 0 : null,
    waitingSince: 0,
    ...extra,
  } satisfies SearchProgress;
}

describe('noResultsScreenState', () => {
  it('waits, showing nothing, while the first search is younger than the stall threshold', () => {
    const latest = search('p', 'searching');
    assert.equal(noResultsScreenState({latest, shown: latest, now: stallThreshold - 1}), 'waiting');
  });

  it('says it is searching once the wait passes the threshold (an index still downloading)', () => {
    const latest = search('p', 'searching');
    assert.equal(noResultsScreenState({latest, shown: latest, now: stallThreshold}), 'searching');
    assert.equal(isStalled(latest, stallThreshold), true);
  });

  it('says "No results" once the engine has answered the query with none', () => {
    const latest = search('qxzvwq', 'answered');
    assert.equal(noResultsScreenState({latest, shown: latest, now: 10_000}), 'no-results');
  });

  it('never says "No results" for a query the engine found hits for (DocSearch shows them next)', () => {
    const latest = search('placeholder', 'answered', {hits: 12});
    assert.equal(noResultsScreenState({latest, shown: latest, now: 10_000}), 'waiting');
  });

  it('never says "No results" for a query it has not asked, or whose search failed', () => {
    const latest = search('placeholder', 'searching', {waitingSince: 9_999});
    assert.equal(noResultsScreenState({latest, shown: null, now: 10_000}), 'waiting');
    const failed = search('q', 'failed');
    assert.equal(noResultsScreenState({latest, shown: failed, now: 10_000}), 'waiting');
  });

  it('keeps an older query\'s true "No results" while the newer search is quick', () => {
    const shown = search('xq', 'answered');
    const latest = search('xqz', 'searching', {id: 2, waitingSince: 10_000});
    assert.equal(noResultsScreenState({latest, shown, now: 10_100}), 'no-results');
    // …and says it is searching when the newer one is slow.
    assert.equal(noResultsScreenState({latest, shown, now: 10_000 + stallThreshold}), 'searching');
  });

  it('keeps saying it is searching until DocSearch replaces the screen with the hits', () => {
    const latest = search('placeholder', 'answered', {hits: 12});
    assert.equal(
      noResultsScreenState({latest, shown: latest, now: 10_000, previous: 'searching'}),
      'searching',
    );
    // …but says "No results" as soon as that is the answer.
    const none = search('qxzvwq', 'answered');
    assert.equal(
      noResultsScreenState({latest: none, shown: none, now: 10_000, previous: 'searching'}),
      'no-results',
    );
  });

  it('is the error screen while the latest search has failed', () => {
    const latest = search('placeholder', 'failed');
    assert.equal(noResultsScreenState({latest, shown: latest, now: 0}), 'error');
  });

  it('leaves the error screen as soon as the next search begins', () => {
    const failed = search('placeholder', 'failed');
    const latest = search('placeholders', 'searching', {id: 2, waitingSince: 5_000});
    assert.equal(noResultsScreenState({latest, shown: failed, now: 5_000}), 'waiting');
    assert.equal(
      noResultsScreenState({latest, shown: failed, now: 5_000 + stallThreshold}),
      'searching',
    );
  });
});
