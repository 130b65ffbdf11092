import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {addingOrder, LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import type {FacetFilters} from '../../src/plugins/local-search/shared/params';
import type {SearchHit} from '../../src/plugins/local-search/shared/response';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
} from '../../src/plugins/local-search/shared/types';
import {addLeadingSlash, sitePath as sitePathOf} from '../../src/site/urls';
import {siteDir} from './content';
import {entryAddress, entryForMessage} from './errorReference';
import {baseUrl} from './site';

/**
 * The search relevance suite's cases (`tests/data/search-queries.json`) and
 * how they are scored, shared by the Node test over the production build's
 * index (`tests/build-output/search-relevance.test.ts`), the browser tests
 * of search and `npm run bench`, which reports top-1, top-3 and mean
 * reciprocal rank.
 */

/** The docs version of the page the reader searches from. */
export type ReaderVersion = 'current' | '0.4.x';

export type RelevanceCase = {
  query: string;
  version: ReaderVersion;
  /** Site path of the page meant, without the base URL (`/docs/docs/intro`). */
  expect: string;
  /** The section of that page meant, when the case is about one (a heading's id). */
  anchor?: string;
  kind: string;
  why: string;
  /** The page must be the first hit, not only in the first three. */
  first?: boolean;
  /** Other pages that answer as well (site paths, `#anchor` for a section). */
  alsoAccept?: string[];
};

/** A question of `tests/data/search-questions.json`: where its words come from, and its half. */
export type QuestionCase = RelevanceCase & {source: string; half: 'tuning' | 'validation'};

export const docsTags: Readonly<Record<ReaderVersion, string>> = {
  current: 'docs-default-current',
  '0.4.x': 'docs-default-0.4.x',
};

/** How many hits a reader takes in at a glance: the page meant must be among them. */
export const topHits = 3;

function readCases<Case extends RelevanceCase>(file: string): Case[] {
  const {cases} = JSON.parse(readFileSync(path.join(siteDir, 'tests', 'data', file), 'utf8')) as {
    cases: Case[];
  };
  const unknown = cases.filter(({version}) => !(version in docsTags));
  if (unknown.length > 0) {
    throw new Error(`tests/data/${file}: unknown docs versions in ${JSON.stringify(unknown)}`);
  }
  return cases;
}

/** The cases, as `tests/data/search-queries.json` lists them; the one place they are written. */
export function relevanceCases(): RelevanceCase[] {
  return readCases('search-queries.json');
}

/**
 * Readers' questions from sources the ranking was not written for
 * (`tests/data/search-questions.json`), each in a tuning or a validation half
 * fixed before any was searched.
 */
export function questionCases(): QuestionCase[] {
  return readCases('search-questions.json');
}

/**
 * An engine holding every index file of a build (`<buildDir>/search-index`),
 * added as the browser adds them (`addFiles`), or with `prebuilt: false` by
 * indexing every record, ignoring the heads' prebuilt indexes.
 */
export function loadBuiltEngine(
  buildDir: string,
  siteOrigin = 'http://site.test',
  {prebuilt = true}: {prebuilt?: boolean} = {},
): LocalSearchEngine {
  const indexDir = path.join(buildDir, searchIndexDir);
  if (!existsSync(path.join(indexDir, 'manifest.json'))) {
    throw new Error(`${indexDir}/manifest.json is missing: run \`npm run build\` first`);
  }
  const manifest = JSON.parse(
    readFileSync(path.join(indexDir, 'manifest.json'), 'utf8'),
  ) as SearchManifest;
  const engine = new LocalSearchEngine({siteOrigin});
  // In the order the browser adds them: the largest head's prebuilt index
  // loaded, the rest indexed; or every file indexed, in the same order.
  const files = addingOrder(
    manifest.files.map(
      ({file}) => JSON.parse(readFileSync(path.join(indexDir, file), 'utf8')) as SearchIndexFile,
    ),
  );
  engine.addFiles(prebuilt ? files : files.map((file) => ({...file, index: undefined})));
  return engine;
}

/** The filters of the modal and the search page on a page of `version`: its docs, pages and posts. */
export function facetFiltersOf(version: ReaderVersion): FacetFilters {
  return ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${docsTags[version]}`]];
}

/**
 * Which order a case is scored in: the engine's, or the order in which
 * DocSearch's modal shows the hits it is sent (grouped by section).
 */
export type HitOrder = 'engine' | 'shown';

/** The hits DocSearch's modal is sent on a page of `version`: its docs, pages and posts. */
export function searchAs(
  engine: LocalSearchEngine,
  query: string,
  version: ReaderVersion,
): SearchHit[] {
  const {results} = engine.search({
    requests: [{indexName: 'local', query, hitsPerPage: 20, facetFilters: facetFiltersOf(version)}],
  });
  return results[0]?.hits ?? [];
}

/** The engine's own order, as the /search page (algoliasearch-helper's request shape) lists it. */
export function engineOrder(
  engine: LocalSearchEngine,
  query: string,
  version: ReaderVersion,
): SearchHit[] {
  const [result] = engine.search([
    {indexName: 'local', params: {query, hitsPerPage: 20, facetFilters: facetFiltersOf(version)}},
  ]).results;
  return result?.hits ?? [];
}

/** DocSearch's default most hits shown of one section. */
const perSection = 5;

/**
 * The order in which DocSearch 4's modal shows the hits it is sent: grouped
 * by `hierarchy.lvl0`, each group where its first hit is, at most five a
 * group (`groupBy` in `DocSearchModal`'s `getSources`).
 */
export function shownOrder(hits: readonly SearchHit[]): SearchHit[] {
  const groups = new Map<string | null, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    groups.set(hit.hierarchy.lvl0, group);
    if (group.length < perSection) {
      group.push(hit);
    }
  }
  return [...groups.values()].flat();
}

/** The hits of `query` in the order `order` names. */
export function hitsIn(
  order: HitOrder,
  engine: LocalSearchEngine,
  query: string,
  version: ReaderVersion,
): SearchHit[] {
  return order === 'engine'
    ? engineOrder(engine, query, version)
    : shownOrder(searchAs(engine, query, version));
}

/** How many documents (distinct addresses) a query finds from a page of `version`: the search page's count. */
export function countAs(engine: LocalSearchEngine, query: string, version: ReaderVersion): number {
  const {results} = engine.search({
    requests: [{indexName: 'local', query, hitsPerPage: 0, facetFilters: facetFiltersOf(version)}],
  });
  return results[0]?.nbHits ?? 0;
}

/** `http://site.test/docs/x#y` → `/x`, without the base URL. */
export function sitePath(hit: SearchHit): string {
  const pathname = new URL(hit.url_without_anchor).pathname;
  return addLeadingSlash(sitePathOf(pathname, baseUrl));
}

/** Whether a hit is the page (and section) meant, or one the case accepts as well. */
/**
 * The error reference's entry for a pasted message (its address), found by
 * the message, not by search: the questions were labelled before the
 * reference existed, and its entry for the very message answers it as well
 * as the page labelled.
 */
export function errorEntryFor(query: string): string | undefined {
  const entry = entryForMessage(query);
  return entry && entryAddress(entry);
}

function answers(hit: SearchHit, relevanceCase: RelevanceCase): boolean {
  const {expect, anchor, kind} = relevanceCase;
  const entry = kind === 'error' ? errorEntryFor(relevanceCase.query) : undefined;
  const alsoAccept = [...(relevanceCase.alsoAccept ?? []), ...(entry ? [entry] : [])];
  const page = sitePath(hit);
  if (page === expect && (anchor === undefined || hit.anchor === anchor)) {
    return true;
  }
  return alsoAccept.some((accepted) => {
    const [acceptedPage, acceptedAnchor] = accepted.split('#');
    return page === acceptedPage && (acceptedAnchor === undefined || hit.anchor === acceptedAnchor);
  });
}

/** The 1-based rank of the first hit on the expected page (and section), or null. */
export function rankOf(hits: readonly SearchHit[], relevanceCase: RelevanceCase): number | null {
  const index = hits.findIndex((hit) => answers(hit, relevanceCase));
  return index < 0 ? null : index + 1;
}

export type RelevanceResult = RelevanceCase & {rank: number | null; got: string[]};

/** Each case's rank, in the order the modal shows (or, with `order`, the engine's). */
export function evaluate<Case extends RelevanceCase>(
  engine: LocalSearchEngine,
  cases: readonly Case[],
  order: HitOrder = 'shown',
): (Case & RelevanceResult)[] {
  return cases.map((relevanceCase) => {
    const hits = hitsIn(order, engine, relevanceCase.query, relevanceCase.version);
    return {
      ...relevanceCase,
      rank: rankOf(hits, relevanceCase),
      got: hits
        .slice(0, topHits)
        .map((hit) => sitePath(hit) + (hit.anchor ? `#${hit.anchor}` : '')),
    };
  });
}

/** Whether a case passes: first hit for the first-hit cases, else within the first three. */
export function passes(result: RelevanceResult): boolean {
  return result.rank !== null && result.rank <= (result.first ? 1 : topHits);
}

export type RelevanceStats = {cases: number; top1: number; top3: number; mrr: number};

/** Shares of cases answered first and within three, and the mean reciprocal rank (over 20 hits). */
export function relevanceStats(results: readonly RelevanceResult[]): RelevanceStats {
  const count = results.length;
  const share = (test: (rank: number) => boolean) =>
    results.filter(({rank}) => rank !== null && test(rank)).length / count;
  return {
    cases: count,
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank <= topHits),
    mrr: results.reduce((sum, {rank}) => sum + (rank === null ? 0 : 1 / rank), 0) / count,
  };
}
