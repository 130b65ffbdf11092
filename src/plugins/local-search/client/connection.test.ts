import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {textPolicy, wantsLessData} from './connection';

describe('wantsLessData', () => {
  it('is true when Save-Data is on, whatever the connection', () => {
    assert.equal(wantsLessData({saveData: true, effectiveType: '4g'}), true);
  });

  it('is true on connections rated 3G or slower', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      assert.equal(wantsLessData({saveData: false, effectiveType}), true, effectiveType);
    }
  });

  it('is false on a 4G connection without Save-Data', () => {
    assert.equal(wantsLessData({saveData: false, effectiveType: '4g'}), false);
  });

  it('is false without the Network Information API (Firefox, Safari)', () => {
    assert.equal(wantsLessData(undefined), false);
    assert.equal(wantsLessData({}), false);
  });
});

describe('textPolicy', () => {
  it('loads the text only when needed for a reader who asks for less data, else after the first answer', () => {
    assert.equal(textPolicy({saveData: true}), 'when-needed');
    assert.equal(textPolicy({effectiveType: '4g'}), 'after-first-answer');
    assert.equal(textPolicy(undefined), 'after-first-answer');
  });
});
