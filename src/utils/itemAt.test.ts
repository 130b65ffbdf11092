import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {itemAt} from './itemAt';

describe('itemAt', () => {
  it('returns the item at an index in range, including falsy items', () => {
    assert.equal(itemAt(['a', '', 'c'], 1), '');
    assert.equal(itemAt([0, 1], 0), 0);
  });

  it('throws past either end', () => {
    assert.throws(() => itemAt(['a'], 1), /No item at index 1 of 1/);
    assert.throws(() => itemAt([], 0), RangeError);
    assert.throws(() => itemAt(['a'], -1), RangeError);
  });
});
