import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import type {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import {siteDir} from '../support/content';
import {
  entryAddress,
  loadEntries,
  loadRaised,
  pageMatches,
  type ErrorEntry,
} from '../support/errorReference';
import {hitsIn, loadBuiltEngine, sitePath} from '../support/search-relevance';

/**
 * Pasting a message Squirrels printed into the search box finds its entry of
 * the error reference first, over the index of the production build (run
 * `npm run build` first). The messages come from
 * tests/data/squirrels-errors-0.5.4.json, with their fields filled with names
 * of the tutorial's bikeshare project: ten documented ones picked by a seeded
 * random choice, plus a few a reader meets often.
 */

const buildDir = path.join(siteDir, 'build');

/** Values for the fields of the templates, by field expression: names from the bikeshare project. */
const fieldValues: Record<string, string> = {
  'self.name': 'trips_by_day',
  dependent_model_name: 'src_trip',
  source_name: 'src_trips',
  conn_name: 'default',
  'model.name': 'trips_by_day',
  model_name: 'trips_by_day',
  file_stem: 'trips_by_day',
  name: 'src_trips',
  'col.name': 'duration',
  table_name: 'src_trip',
  upstream_col_ref: 'src_trips.duraton',
  filepath: 'pyconfigs/connections.py',
  'self.filepath': 'pyconfigs/parameters.py',
  'str(filepath)': 'squirrels.yml',
  attr_name: 'main',
  user: '',
  orientation: 'table',
  max_rows: '100000',
  row_count: '250000',
  'self.max_result_rows': '100000',
  selection: 'casual_riders',
  extended_error: '',
  'str(e)': '1 validation error for ManifestConfig',
  more_details: 'The selected id casual_riders does not exist in available options.',
  'self._to_json_dict()': "{'id': 'casual', 'label': 'Casual riders'}",
  ending: ' "default"',
  msg_extension: " for dataset 'trip_counts'",
};

/** A printed message of `template`: each `{field}` replaced by its bikeshare value, else a plausible word. */
function fill(template: string): string {
  // In the parameter messages `self.name` is a parameter, not a model.
  const values = template.includes('for parameter')
    ? {...fieldValues, 'self.name': 'rider_type'}
    : fieldValues;
  return template.replace(/\{([^{}]*)\}/g, (_, field: string) => values[field] ?? 'trips_by_day');
}

/** mulberry32: a small seeded generator, so the pick is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const entries = loadEntries();
type Case = {query: string; entry: ErrorEntry};
const documented: Case[] = [];
const seen = new Set<string>();
for (const error of loadRaised()) {
  if (error.message === null || seen.has(error.message)) continue;
  const entry = entries.find((candidate) => pageMatches(candidate.message, error.message ?? ''));
  if (!entry) continue;
  seen.add(error.message);
  documented.push({query: fill(error.message).replace(/\s+/g, ' '), entry});
}

const random = seeded(41);
const pool = [...documented];
const picked: Case[] = [];
while (picked.length < 10 && pool.length > 0) {
  picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
}
const always = [
  'Model "trips_by_day" references unknown model "src_trip"',
  'Failed to process squirrels.yml file.',
  'Selected value "casual_riders" is not valid for parameter "rider_type".',
];
for (const message of always) {
  const found = documented.find((candidate) => candidate.query.startsWith(message));
  if (found && !picked.includes(found)) picked.push(found);
}

/**
 * Across every documented message (not only the picks), the share whose
 * entry shows first, at least: 61 of the 62 documented when the rule that
 * puts a record held whole first came in; all are within the first three.
 */
const everyFirstShare = 0.95;

/**
 * A message pasted in part: its first three fifths of words (at least five),
 * as a reader copies the first line of a long one or stops before their own
 * names. Before the phrase rule (engine.ts `phraseIn`), 89 of the 123
 * documented messages showed their entry within the first three; with it,
 * 120. The rule was tuned on messages of the reference pasted in part, so
 * this floor guards it from regressions and does not measure it.
 */
const partlyWithinThree = 120;

function firstPart(query: string): string {
  const words = query.split(' ');
  return words.slice(0, Math.max(5, Math.ceil(words.length * 0.6))).join(' ');
}

describe('pasting an error message finds its entry', () => {
  let engine: LocalSearchEngine;
  before(() => {
    engine = loadBuiltEngine(buildDir);
  });

  for (const {query, entry} of picked) {
    const address = entryAddress(entry);
    it(`${query} → ${address}, first`, () => {
      const shown = hitsIn('shown', engine, query, 'current').map(
        (hit) => `${sitePath(hit)}#${hit.anchor ?? ''}`,
      );
      const rank = shown.indexOf(address) + 1;
      assert.equal(rank, 1, `shown: ${shown.slice(0, 3).join(', ')}`);
    });
  }

  it(`every documented message shows its entry within the first three, and ${everyFirstShare * 100} % first`, () => {
    const misses: string[] = [];
    let first = 0;
    for (const {query, entry} of documented) {
      const shown = hitsIn('shown', engine, query, 'current').map(
        (hit) => `${sitePath(hit)}#${hit.anchor ?? ''}`,
      );
      const rank = shown.indexOf(entryAddress(entry)) + 1;
      if (rank === 1) first++;
      if (rank < 1 || rank > 3)
        misses.push(`${query} → ${entryAddress(entry)} (${shown.slice(0, 3).join(', ')})`);
    }
    assert.deepEqual(misses, []);
    assert.ok(
      first >= everyFirstShare * documented.length,
      `${first} of ${documented.length} first`,
    );
  });

  it(`a message pasted in part shows its entry within the first three for at least ${partlyWithinThree} of the documented`, () => {
    const found = documented.filter(({query, entry}) => {
      const shown = hitsIn('shown', engine, firstPart(query), 'current').map(
        (hit) => `${sitePath(hit)}#${hit.anchor ?? ''}`,
      );
      const rank = shown.indexOf(entryAddress(entry)) + 1;
      return rank >= 1 && rank <= 3;
    });
    assert.ok(
      found.length >= partlyWithinThree,
      `${found.length} of ${documented.length} within the first three`,
    );
  });
});
