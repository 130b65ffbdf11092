import {readFileSync} from 'node:fs';
import path from 'node:path';

import {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import type {FacetFilters} from '../../src/plugins/local-search/shared/params';
import type {SearchHit} from '../../src/plugins/local-search/shared/response';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
} from '../../src/plugins/local-search/shared/types';
import {addLeadingSlash, sitePath as sitePathOf} from '../../src/site/urls';
import {siteDir} from './content';
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
};

export const docsTags: Readonly<Record<ReaderVersion, string>> = {
  current: 'docs-default-current',
  '0.4.x': 'docs-default-0.4.x',
};

/** How many hits a reader takes in at a glance: the page meant must be among them. */
export const topHits = 3;

/** The cases, as `tests/data/search-queries.json` lists them; the one place they are written. */
export function relevanceCases(): RelevanceCase[] {
  const {cases} = JSON.parse(
    readFileSync(path.join(siteDir, 'tests', 'data', 'search-queries.json'), 'utf8'),
  ) as {cases: RelevanceCase[]};
  const unknown = cases.filter(({version}) => !(version in docsTags));
  if (unknown.length > 0) {
    throw new Error(
      `tests/data/search-queries.json: unknown docs versions in ${JSON.stringify(unknown)}`,
    );
  }
  return cases;
}

/** An engine holding every index file of a build (`<buildDir>/search-index`). */
export function loadBuiltEngine(
  buildDir: string,
  siteOrigin = 'http://site.test',
): LocalSearchEngine {
  const indexDir = path.join(buildDir, searchIndexDir);
  const manifest = JSON.parse(
    readFileSync(path.join(indexDir, 'manifest.json'), 'utf8'),
  ) as SearchManifest;
  const engine = new LocalSearchEngine({siteOrigin});
  for (const {file} of manifest.files) {
    engine.add(JSON.parse(readFileSync(path.join(indexDir, file), 'utf8')) as SearchIndexFile);
  }
  return engine;
}

/** The filters of the modal and the search page on a page of `version`: its docs, pages and posts. */
export function facetFiltersOf(version: ReaderVersion): FacetFilters {
  return ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${docsTags[version]}`]];
}

/** The hits the modal would show on a page of `version`: its docs, pages and posts. */
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

/** The 1-based rank of the first hit on the expected page (and section), or null. */
export function rankOf(hits: readonly SearchHit[], relevanceCase: RelevanceCase): number | null {
  const index = hits.findIndex(
    (hit) =>
      sitePath(hit) === relevanceCase.expect &&
      (relevanceCase.anchor === undefined || hit.anchor === relevanceCase.anchor),
  );
  return index < 0 ? null : index + 1;
}

export type RelevanceResult = RelevanceCase & {rank: number | null; got: string[]};

export function evaluate(
  engine: LocalSearchEngine,
  cases: readonly RelevanceCase[],
): RelevanceResult[] {
  return cases.map((relevanceCase) => {
    const hits = searchAs(engine, relevanceCase.query, relevanceCase.version);
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
