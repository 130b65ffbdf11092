import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {addingOrder, LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import {stemsOf, type SynonymEntry} from '../../src/plugins/local-search/engine/query';
import synonymEntries from '../../src/plugins/local-search/engine/synonyms.json';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
} from '../../src/plugins/local-search/shared/types';
import {siteDir} from '../support/content';
import {
  docsTags,
  evaluate,
  facetFiltersOf,
  loadBuiltEngine,
  passes,
  questionCases,
  relevanceCases,
  relevanceStats,
  searchAs,
  sitePath,
  topHits,
  type HitOrder,
  type QuestionCase,
  type ReaderVersion,
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

/**
 * Readers' questions from sources the ranking was not written for
 * (`tests/data/search-questions.json`): the framework's commits, the errors
 * it raises, its own docs' headings asked as a reader would, its issues.
 * Each is in a tuning or a validation half, fixed before any was searched.
 * The issue's targets (top-3 of 0.90 on the validation half, 0.85 for how-to
 * questions) are not met yet; these floors are today's figures, so that no
 * change makes either half worse. Raise them as the ranking improves.
 */
const questions = questionCases();

/** Cases answered within the first three, at least: [all, how-to], by half and order. */
const questionFloors: Readonly<
  Record<QuestionCase['half'], Readonly<Record<HitOrder, readonly [number, number]>>>
> = {
  tuning: {shown: [44, 22], engine: [44, 22]},
  // 36 and 18 until 28 November 2026, when the pages of issue 41 landed (four
  // error-reference pages, release-note and upgrade-guide rows, new sections
  // of the concept pages): with the engine unchanged, 34 and 16 (taking the
  // release pages out of the index gives one how-to question back, the error
  // reference none). The ranking changes made the same day on the tuning half
  // (the lookup rank of the error reference, light verbs) brought one back.
  // Lowered, not to pass a change of the engine, but because pages the issue
  // required moved two held-out questions; the next ranking work starts here.
  // 35 and 17 until 30 November 2026, when the phrase rule (a run of the
  // query's words, engine.ts `phraseIn`) came in, tuned on messages of the
  // error reference pasted in part, not on these questions.
  validation: {shown: [36, 18], engine: [36, 18]},
};

/** The split as `$comment` states it: by kind, sorted by SHA-256 of the query, alternately. */
function statedHalves(cases: readonly QuestionCase[]): Map<string, QuestionCase['half']> {
  const halves = new Map<string, QuestionCase['half']>();
  for (const kind of new Set(cases.map((question) => question.kind))) {
    cases
      .filter((question) => question.kind === kind)
      .map(({query}) => ({query, hash: createHash('sha256').update(query).digest('hex')}))
      .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
      .forEach(({query}, index) => halves.set(query, index % 2 === 0 ? 'tuning' : 'validation'));
  }
  return halves;
}

describe("search relevance on readers' own questions", () => {
  let engine: LocalSearchEngine;

  before(() => {
    engine = loadBuiltEngine(buildDir);
  });

  it('has at least 80 questions, most of them how-to questions, split as the file says', () => {
    assert.ok(questions.length >= 80, `${questions.length} questions`);
    const howTo = questions.filter(({kind}) => kind === 'how-to').length;
    assert.ok(howTo >= 40, `${howTo} how-to questions`);
    const halves = statedHalves(questions);
    assert.deepEqual(
      questions.filter(({query, half}) => halves.get(query) !== half).map(({query}) => query),
      [],
      'a question is not in the half the stated split gives it',
    );
    assert.ok(questions.every(({source}) => source.length > 0));
  });

  it('expects only pages the build has', () => {
    const pages = questions.flatMap(({expect, alsoAccept = []}) => [
      expect,
      ...alsoAccept.map((accepted) => accepted.split('#')[0] ?? accepted),
    ]);
    const missing = pages.filter(
      (page) =>
        !existsSync(path.join(buildDir, `${page}.html`)) &&
        !existsSync(path.join(buildDir, page, 'index.html')),
    );
    assert.deepEqual(missing, []);
  });

  for (const half of ['tuning', 'validation'] as const) {
    for (const order of ['shown', 'engine'] as const) {
      const [all, howTo] = questionFloors[half][order];
      it(`answers at least ${all} of the ${half} half within three (${howTo} how-to), in the ${order} order`, () => {
        const results = evaluate(
          engine,
          questions.filter((question) => question.half === half),
          order,
        );
        const answered = results.filter(passes);
        const stats = relevanceStats(results);
        const summary = `top-1 ${stats.top1.toFixed(3)}, top-3 ${stats.top3.toFixed(3)}, MRR ${stats.mrr.toFixed(3)}`;
        assert.ok(answered.length >= all, `${answered.length} answered; ${summary}`);
        const howToAnswered = answered.filter(({kind}) => kind === 'how-to').length;
        assert.ok(howToAnswered >= howTo, `${howToAnswered} how-to questions answered; ${summary}`);
      });
    }
  }
});

describe("the heads' prebuilt indexes", () => {
  it('answer every query of both sets, and as typed, as the heads indexed in the browser would', () => {
    const indexDir = path.join(buildDir, searchIndexDir);
    const manifest = JSON.parse(
      readFileSync(path.join(indexDir, 'manifest.json'), 'utf8'),
    ) as SearchManifest;
    const heads = manifest.files
      .filter(({tier}) => tier === 'head')
      .map(
        ({file}) => JSON.parse(readFileSync(path.join(indexDir, file), 'utf8')) as SearchIndexFile,
      );
    assert.ok(heads.length >= 3, 'a head per docs version and one of pages and posts');
    for (const head of heads) {
      assert.equal(head.index?.documentCount, head.records.section.length);
    }
    // What the engine holds when the first keystrokes are answered: the heads.
    const loaded = new LocalSearchEngine({siteOrigin: 'http://site.test'});
    loaded.addFiles(heads);
    const indexed = new LocalSearchEngine({siteOrigin: 'http://site.test'});
    indexed.addFiles(addingOrder(heads).map((head) => ({...head, index: undefined})));
    const typed = new Set(
      [...cases, ...questions].flatMap(({query, version}) =>
        [query, query.slice(0, 1), query.slice(0, 3)].map((text) =>
          JSON.stringify([text, version]),
        ),
      ),
    );
    const differing = [...typed].filter((key) => {
      const [text, version] = JSON.parse(key) as [string, ReaderVersion];
      return (
        JSON.stringify(searchAs(loaded, text, version)) !==
        JSON.stringify(searchAs(indexed, text, version))
      );
    });
    assert.deepEqual(differing, []);
  });
});

describe('synonyms on the built index', () => {
  let engine: LocalSearchEngine;

  before(() => {
    engine = loadBuiltEngine(buildDir);
  });

  for (const {reader, docs} of synonymEntries as SynonymEntry[]) {
    for (const phrase of reader) {
      // Records holding the phrase as written rightly come first; the synonym must still reach the others.
      it(`"${phrase}" also finds records that have only the docs' words for it (${docs.join(', ')})`, () => {
        const own = stemsOf(phrase);
        const [result] = engine.search([
          {
            indexName: 'local',
            params: {query: phrase, hitsPerPage: 1000, facetFilters: facetFiltersOf('current')},
          },
        ]).results;
        const lent = (result?.hits ?? []).filter((hit) => {
          const stems = new Set(stemsOf([...Object.values(hit.hierarchy), hit.content].join(' ')));
          return (
            !own.every((stem) => stems.has(stem)) &&
            docs.some((words) => stemsOf(words).every((stem) => stems.has(stem)))
          );
        });
        assert.ok(lent.length > 0, `no hit through the synonym for "${phrase}"`);
      });
    }
  }
});
