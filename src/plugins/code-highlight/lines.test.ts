import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {matchLines} from './lines';

describe('matchLines', () => {
  it('skips the magic-comment lines the theme removed', () => {
    const written = ['a = 1', '# highlight-next-line', 'b = 2', 'c = 3'];
    assert.deepEqual(matchLines(written, ['a = 1', 'b = 2', 'c = 3']), [0, 2, 3]);
  });

  it('matches repeated lines in order', () => {
    assert.deepEqual(
      matchLines(['x', '# highlight-start', 'x', '# highlight-end', 'x'], ['x', 'x', 'x']),
      [0, 2, 4],
    );
  });

  it('leaves a line it cannot find unmatched', () => {
    assert.deepEqual(matchLines(['a', 'b'], ['a', 'z', 'b']), [0, undefined, 1]);
  });
});
