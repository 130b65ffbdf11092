import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {splitAccessibility} from './render';

describe('splitAccessibility', () => {
  it('takes accTitle and accDescr out of the diagram', () => {
    assert.deepEqual(
      splitAccessibility('flowchart LR\n  accTitle: Name\n  accDescr: Longer text\n  a --> b'),
      {title: 'Name', description: 'Longer text', diagram: 'flowchart LR\n  a --> b'},
    );
  });
});
