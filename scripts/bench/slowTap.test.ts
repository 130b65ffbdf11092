import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {slowPhone, slowTapFigures, slowTapMedians, type SlowTapSample} from './slowTap.mjs';

const origin = 'http://127.0.0.1:4174';
/** A recording: the page hydrated at 1,000 ms after the epoch, tapped at 1,100. */
const record = {
  hydrated: 1000,
  tap: 1100,
  box: 1180,
  modal: 2300,
  keys: [1200, 1320, 1440],
  hit: 2940,
};
const requests = [
  {
    url: `${origin}/search-index/en.docs-default-current.head.1.json`,
    target: 'worker' as const,
    type: 'Fetch',
    start: 1500,
    end: 1800,
    bytes: 26000,
  },
  {
    url: `${origin}/assets/js/modal.js`,
    target: 'page' as const,
    type: 'Script',
    start: 1150,
    end: 2000,
    bytes: 112000,
  },
  {
    url: 'data:image/svg+xml;utf8,<svg/>',
    target: 'page' as const,
    type: 'Image',
    start: 600,
    end: 600,
    bytes: 0,
  },
  {
    url: `${origin}/search-index/en.docs-default-current.text.2.json`,
    target: 'worker' as const,
    type: 'Fetch',
    start: 1900,
    end: null,
    bytes: 0,
  },
];

describe('slowTapFigures', () => {
  const figures = slowTapFigures(record, requests, 'par', 0, origin);

  test('times the box from the tap and the hit from the last keystroke', () => {
    assert.equal(figures.tapToBoxMs, 80);
    assert.equal(figures.lastKeyToHitMs, 1500);
    assert.equal(figures.tapMs, 1100);
    assert.deepEqual(figures.marks, {
      box: 80,
      hydrated: -100,
      modal: 1200,
      'key 1': 100,
      'key 2': 220,
      'key 3': 340,
      hit: 1840,
    });
  });

  test('lists the requests by start, from the tap, without the origin and without data: URLs', () => {
    assert.deepEqual(
      figures.waterfall.map(({url, target, startMs, endMs, bytes}) => [
        url,
        target,
        startMs,
        endMs,
        bytes,
      ]),
      [
        ['/assets/js/modal.js', 'page', 50, 900, 112000],
        ['/search-index/en.docs-default-current.head.1.json', 'worker', 400, 700, 26000],
        ['/search-index/en.docs-default-current.text.2.json', 'worker', 800, null, 0],
      ],
    );
  });

  test('has no hit time without a hit, and fails without the tap or the box', () => {
    assert.equal(slowTapFigures({...record, hit: null}, [], 'par', 0, origin).lastKeyToHitMs, null);
    assert.throws(
      () => slowTapFigures({...record, box: null}, [], 'par', 0, origin),
      /focused box/,
    );
  });
});

describe('slowTapMedians', () => {
  const sample = (
    tapToBoxMs: number,
    lastKeyToHitMs: number | null,
    typed = slowPhone.query,
  ): SlowTapSample => ({
    tapToBoxMs,
    lastKeyToHitMs,
    typed,
    tapMs: tapToBoxMs * 10,
    waterfall: [],
    marks: {box: tapToBoxMs},
  });

  test('takes medians, counts lost keystrokes and hitless samples, and keeps the median tap', () => {
    const medians = slowTapMedians([
      sample(300, 900),
      sample(100, null, 'parametrs'),
      sample(200, 700),
    ]);
    assert.equal(medians.samples, 3);
    assert.equal(medians.tapToBoxMs, 200);
    assert.equal(medians.lastKeyToHitMs, 800);
    assert.equal(medians.lostKeystrokes, 1);
    assert.equal(medians.hitless, 1);
    assert.equal(medians.median.tapMs, 2000);
  });
});
