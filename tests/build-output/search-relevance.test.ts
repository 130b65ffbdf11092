import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import type {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import {siteDir} from '../support/content';
import {
  docsTags,
  evaluate,
  loadBuiltEngine,
  passes,
  relevanceCases,
  relevanceStats,
  searchAs,
  sitePath,
  topHits,
  type RelevanceCase,
} from '../support/search-relevance';

/**
 * The search relevance suite, over the index of the production build
 * (`build/search-index`, so run `npm run build` first): each query a reader
 * types, with the page they mean, which must be among the first three hits
 * (the first hit where the case says so). The cases are
 * `tests/data/search-queries.json`. The modal's filters are used: the
 * reader's docs version, or-ed with pages and blog posts.
 */

const buildDir = path.join(siteDir, 'build');
const cases = relevanceCases();

/** The kinds of half-remembered query the suite must cover, with the least number of cases each. */
const requiredKinds: Readonly<Record<string, number>> = {
  'title-typo': 8,
  'cli-option': 8,
  'split-name': 8,
  identifier: 8,
  rest: 8,
  'version-0.4': 10,
};

/** The docs version of a site path, or null for pages and blog posts. */
function docsVersionOf(page: string): string | null {
  if (/^\/docs\/0\.4\.x(\/|$)/.test(page)) {
    return docsTags['0.4.x'];
  }
  return /^\/docs(\/|$)/.test(page) ? docsTags.current : null;
}

function describeCase({query, version, expect, anchor, why}: RelevanceCase): string {
  return `"${query}" from ${version} (${why}): ${expect}${anchor ? `#${anchor}` : ''}`;
}

describe('search relevance on the built index', () => {
  let engine: LocalSearchEngine;

  before(() => {
    assert.ok(
      existsSync(path.join(buildDir, 'search-index', 'manifest.json')),
      'build/search-index is missing: run `npm run build` first',
    );
    engine = loadBuiltEngine(buildDir);
  });

  it('has at least 100 cases, from both versions, of every kind of half-remembered query', () => {
    assert.ok(cases.length >= 100, `${cases.length} cases`);
    for (const [kind, least] of Object.entries(requiredKinds)) {
      const count = cases.filter((relevanceCase) => relevanceCase.kind === kind).length;
      assert.ok(count >= least, `${count} cases of kind ${kind}, fewer than ${least}`);
    }
    assert.ok(cases.some(({version}) => version === '0.4.x'));
    const keys = cases.map(({query, version}) => `${query}\u0000${version}`);
    assert.deepEqual(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      [],
      'a query is listed twice for one version',
    );
  });

  it('expects only pages the build has', () => {
    const missing = cases.filter(
      ({expect}) =>
        !existsSync(path.join(buildDir, `${expect}.html`)) &&
        !existsSync(path.join(buildDir, expect, 'index.html')),
    );
    assert.deepEqual(missing.map(describeCase), []);
  });

  it(`puts the page meant among the first ${topHits} hits (the first where the case says so)`, () => {
    const results = evaluate(engine, cases);
    const misses = results
      .filter((result) => !passes(result))
      .map(
        (result) =>
          `${describeCase(result)}: rank ${result.rank ?? 'none'}; first hits ${result.got.join(', ')}`,
      );
    const stats = relevanceStats(results);
    assert.deepEqual(
      misses,
      [],
      `top-1 ${stats.top1.toFixed(3)}, top-3 ${stats.top3.toFixed(3)}, MRR ${stats.mrr.toFixed(3)}`,
    );
  });

  it('never answers a docs version with pages of the other', () => {
    for (const {query, version} of cases) {
      const leaked = searchAs(engine, query, version)
        .map(sitePath)
        .filter((page) => ![null, docsTags[version]].includes(docsVersionOf(page)));
      assert.deepEqual(leaked, [], `"${query}" from ${version}`);
    }
  });
});
