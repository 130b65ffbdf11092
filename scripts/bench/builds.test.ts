import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {testCalls} from '../../tests/support/cases';
import {cardCounts, perfPhase, phaseFigures, pluginTimings, summariseBuilds} from './builds.mjs';

describe("perfPhase reads the phases of Docusaurus's perf logger, in seconds", () => {
  testCalls(perfPhase, [
    [
      [
        '[PERF] Build > en > Bundling with rspack - 13.54 seconds! - (Heap 99mb -> 146mb / Total 285mb)',
      ],
      {phase: 'bundling', seconds: 13.54},
      'with the heap figures after the time',
    ],
    [
      ['[PERF] Build > fr > SSG - 812.50 ms - (Heap 1mb -> 2mb)'],
      {phase: 'ssg', seconds: 0.8125},
      'another locale, in milliseconds',
    ],
    [
      ['\u001b[34m[PERF]\u001b[39m Build > en > Load site - \u001b[31m1.24 seconds!\u001b[39m'],
      {phase: 'loadSite', seconds: 1.24},
      'in the terminal’s colours',
    ],
    [['[PERF] Build > en > postBuild() - 4.07 seconds!'], {phase: 'postBuild', seconds: 4.07}],
  ]);
});

describe('perfPhase leaves out the steps inside a phase and other lines', () => {
  testCalls(perfPhase, [
    [['[PERF] Build > en > Load site > Load plugins - 4.88 seconds!'], null, 'a step of a phase'],
    [['[PERF] Build > en > Deleting server bundle - 15.38 ms'], null, 'a step that is no phase'],
    [['[PERF] Build - 64.08 seconds!'], null, 'the whole build'],
    [['[INFO] squirrels-social-cards: 204 cards in 1.0 s'], null, 'not the perf logger'],
  ]);
});

describe('phaseFigures', () => {
  test('takes the peak memory and the cores of the samples inside each phase', () => {
    const lines = [
      {at: 2, text: '[PERF] Build > en > Load site - 1.50 seconds!'},
      {at: 6, text: '[PERF] Build > en > Bundling with rspack - 4.00 seconds!'},
    ];
    const samples = [
      {at: 0.4, rssMB: 50, cpuSeconds: 0.2},
      {at: 1, rssMB: 100, cpuSeconds: 0.5},
      {at: 2, rssMB: 150, cpuSeconds: 1.5},
      {at: 3, rssMB: 400, cpuSeconds: 3},
      {at: 6, rssMB: 900, cpuSeconds: 7.5},
      {at: 7, rssMB: 1000, cpuSeconds: 8},
    ];
    assert.deepEqual(phaseFigures(lines, samples), {
      // From 0.5 s to 2 s: the samples at 1 and 2 s.
      loadSite: {seconds: 1.5, peakRssMB: 150, cores: 1},
      // From 2 s to 6 s: 6 CPU seconds in 4.
      bundling: {seconds: 4, peakRssMB: 900, cores: 1.5},
    });
  });

  test('adds up the locales of a phase, and has no memory or cores without samples', () => {
    const lines = [
      {at: 3, text: '[PERF] Build > en > SSG - 2.00 seconds!'},
      {at: 9, text: '[PERF] Build > fr > SSG - 1.00 seconds!'},
    ];
    assert.deepEqual(phaseFigures(lines, []), {
      ssg: {seconds: 3, peakRssMB: null, cores: null},
    });
  });
});

describe('the plugins’ lines', () => {
  const output = [
    '[INFO] squirrels-markdown-twins: 219 twins (203 converted, 0 from the cache, 16 generated) and 4 llms files in 4.84 s',
    '[INFO] squirrels-social-cards: 204 cards (123 drawn, 81 from the cache) in 3.25 s',
  ].join('\n');

  test('give each plugin’s seconds, and the cards written and drawn', () => {
    assert.deepEqual(pluginTimings(output), {
      'squirrels-markdown-twins': 4.84,
      'squirrels-social-cards': 3.25,
    });
    assert.deepEqual(cardCounts(output), {written: 204, drawn: 123});
    assert.equal(cardCounts('[INFO] built'), null);
  });
});

describe('summariseBuilds', () => {
  test('takes the median of each figure, and of each phase over the runs that have it', () => {
    const run = (seconds: number, bundling: number | null, peak: number | null) => ({
      seconds,
      peakRssMB: peak,
      plugins: {'squirrels-social-cards': seconds / 10},
      phases: bundling === null ? {} : {bundling: {seconds: bundling, peakRssMB: peak, cores: 1.5}},
      cards: {written: 3, drawn: 1},
    });
    const summary = summariseBuilds('ours', 12, [
      run(30, 12, 1000),
      run(20, null, null),
      run(40, 14, 1200),
    ]);
    assert.equal(summary.seconds, 30);
    assert.equal(summary.peakRssMB, 1100);
    assert.deepEqual(summary.plugins, {'squirrels-social-cards': 3});
    assert.deepEqual(summary.phases, {bundling: {seconds: 13, peakRssMB: 1100, cores: 1.5}});
    assert.deepEqual(summary.cards, {written: 3, drawn: 1});
    assert.equal(summary.htmlFiles, 12);
  });
});
