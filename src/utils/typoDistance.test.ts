import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {typoDistance} from './typoDistance';

describe('typoDistance', () => {
  it('counts a dropped, added or changed letter and a swap of neighbours as one typo each', () => {
    assert.equal(typoDistance('paramter', 'parameter'), 1);
    assert.equal(typoDistance('dashbaord', 'dashboard'), 1);
    assert.equal(typoDistance('conections', 'connections'), 1);
    assert.equal(typoDistance('paramters', 'parameter'), 2);
    assert.equal(typoDistance('kitten', 'sitting'), 3);
    // Beyond the limit it stops counting.
    assert.equal(typoDistance('kubernetes', 'parameters', 2), 3);
  });
});
