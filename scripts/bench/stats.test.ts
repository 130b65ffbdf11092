import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {fasterFuture} from './sites.mjs';
import {alternate, median, medianOfEach, ratio} from './stats.mjs';

describe('alternate', () => {
  test('runs the subjects in turn, round after round, and keeps each one’s samples', async () => {
    const order: string[] = [];
    const samples = await alternate(['ours', 'previous'], 3, (subject, run) => {
      order.push(`${subject}${run}`);
      return run * 10 + (subject === 'ours' ? 1 : 2);
    });
    assert.deepEqual(order, ['ours0', 'previous0', 'ours1', 'previous1', 'ours2', 'previous2']);
    assert.deepEqual(samples, {ours: [1, 11, 21], previous: [2, 12, 22]});
  });
});

describe('median, medianOfEach and ratio', () => {
  test('median of odd and even counts', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  test('medianOfEach takes each field on its own', () => {
    assert.deepEqual(
      medianOfEach([
        {lcp: 1, tbt: 300},
        {lcp: 3, tbt: 100},
        {lcp: 2, tbt: 200},
      ]),
      {lcp: 2, tbt: 200},
    );
  });

  test('ratio is ours ÷ previous, or a dash when there is nothing to divide by', () => {
    assert.equal(ratio(27.4, 10.5), '2.61');
    assert.equal(ratio(0, 0), '–');
    assert.equal(ratio(1, null), '–');
  });
});

describe('fasterFuture', () => {
  test('names the flag each Docusaurus version knows, and none before 3.6', () => {
    assert.deepEqual(fasterFuture('3.10.2'), {v4: true, faster: true});
    assert.deepEqual(fasterFuture('3.9.2'), {v4: true, experimental_faster: true});
    assert.deepEqual(fasterFuture('3.6.3'), {experimental_faster: true});
    assert.equal(fasterFuture('3.5.2'), null);
    assert.equal(fasterFuture('2.4.3'), null);
  });
});
