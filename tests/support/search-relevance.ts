import {readFileSync} from 'node:fs';
import path from 'node:path';

import {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
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
 * The search relevance suite's cases and how they are scored, shared by the
 * Node test over the production build's index
 * (`tests/build-output/search-relevance.test.ts`) and `npm run bench`, which
 * reports top-1, top-3 and mean reciprocal rank.
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
  /** The page must be the first hit, not only in the first three (the original 37 cases). */
  first?: boolean;
};

export const docsTags: Readonly<Record<ReaderVersion, string>> = {
  current: 'docs-default-current',
  '0.4.x': 'docs-default-0.4.x',
};

/** How many hits a reader takes in at a glance: the page meant must be among them. */
export const topHits = 3;

/**
 * The first cases, each with the page that must come first: commands,
 * classes, concepts, typos and prefixes, pages and posts.
 */
const firstHitCases: [string, ReaderVersion, string, string, string][] = [
  ['sqrl build', 'current', '/docs/references/cli/build', 'command', 'a command by its full name'],
  ['sqrl run', 'current', '/docs/references/cli/run', 'command', 'a command by its full name'],
  ['sqrl new', 'current', '/docs/references/cli/new', 'command', 'a 0.5-only command'],
  ['sqrl init', 'current', '/docs/references/cli/init', 'command', 'a command by its full name'],
  ['compile', 'current', '/docs/references/cli/compile', 'command', 'a command by its verb alone'],
  ['duckdb', 'current', '/docs/references/cli/duckdb', 'command', 'named after a product'],
  ['sqrl init', '0.4.x', '/docs/0.4.x/references/cli/init', 'version-0.4', 'a 0.4.x command'],
  ['compile', '0.4.x', '/docs/0.4.x/references/cli/compile', 'version-0.4', 'a 0.4.x command'],
  [
    'SingleSelectParameter',
    'current',
    '/docs/references/python/parameters/SingleSelectParameter',
    'identifier',
    'a class',
  ],
  [
    'DateParameter',
    'current',
    '/docs/references/python/parameters/DateParameter',
    'identifier',
    'a class',
  ],
  [
    'SquirrelsProject',
    'current',
    '/docs/references/python/SquirrelsProject',
    'identifier',
    'a class',
  ],
  [
    'ContextArgs',
    'current',
    '/docs/references/python/arguments/ContextArgs',
    'identifier',
    'a class',
  ],
  ['ModelArgs', 'current', '/docs/references/python/arguments/ModelArgs', 'identifier', 'a class'],
  [
    'DataSource',
    '0.4.x',
    '/docs/0.4.x/references/python/data_sources/DataSource',
    'version-0.4',
    'a 0.4.x class',
  ],
  [
    'ParametersArgs',
    '0.4.x',
    '/docs/0.4.x/references/python/arguments/ParametersArgs',
    'version-0.4',
    'a 0.4.x class',
  ],
  ['squirrels.yml', 'current', '/docs/docs/concepts/squirrels-yml', 'split-name', 'a dotted file'],
  ['connections', 'current', '/docs/docs/concepts/connections', 'concept', 'a concept'],
  ['dbview', 'current', '/docs/docs/concepts/models-dbview', 'concept', 'a model kind'],
  ['federate', 'current', '/docs/docs/concepts/models-federate', 'concept', 'a model kind'],
  ['column types', 'current', '/docs/docs/concepts/column-types', 'concept', 'two title words'],
  ['environment variables', 'current', '/docs/docs/concepts/environment', 'concept', 'a concept'],
  ['macros', 'current', '/docs/docs/concepts/macros', 'concept', 'a concept'],
  ['studio', 'current', '/docs/docs/concepts/studio', 'concept', 'lower case for a title'],
  ['mcp', 'current', '/docs/docs/guides/mcp', 'concept', 'an acronym'],
  ['docker', 'current', '/docs/docs/guides/deploy', 'concept', 'a title word, not the page name'],
  ['sql injection', 'current', '/docs/docs/guides/sql-injection', 'concept', 'a guide'],
  ['api key', 'current', '/docs/references/rest/authentication', 'rest', 'a REST topic'],
  ['dbview', '0.4.x', '/docs/0.4.x/docs/topics/models-sql', 'version-0.4', 'a 0.4.x topic'],
  [
    'parmeter',
    'current',
    '/docs/references/python/types/Parameter',
    'title-typo',
    'letter dropped',
  ],
  [
    'paramter',
    'current',
    '/docs/references/python/types/Parameter',
    'title-typo',
    'letter dropped',
  ],
  ['datsets', 'current', '/docs/references/rest/datasets-dashboards', 'title-typo', 'REST typo'],
  [
    'conections',
    'current',
    '/docs/docs/concepts/connections',
    'title-typo',
    'doubled letter left out',
  ],
  ['federat', 'current', '/docs/docs/concepts/models-federate', 'concept', 'a word being typed'],
  ['versions', 'current', '/versions', 'page', 'a page outside the docs'],
  ['welcome', '0.4.x', '/blog/welcome', 'blog', 'a blog post, from a 0.4.x page'],
  ['billion rows', 'current', '/blog/1brc-postgres', 'blog', 'a blog post by its subject'],
];

/** Every case: the first-hit cases, then `tests/data/search-queries.json` (top three). */
export function relevanceCases(): RelevanceCase[] {
  const more = JSON.parse(
    readFileSync(path.join(siteDir, 'tests', 'data', 'search-queries.json'), 'utf8'),
  ) as RelevanceCase[];
  return [
    ...firstHitCases.map(([query, version, expect, kind, why]): RelevanceCase => ({
      query,
      version,
      expect,
      kind,
      why,
      first: true,
    })),
    ...more,
  ];
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

/** The hits the modal would show on a page of `version`: its docs, pages and posts. */
export function searchAs(
  engine: LocalSearchEngine,
  query: string,
  version: ReaderVersion,
): SearchHit[] {
  const {results} = engine.search({
    requests: [
      {
        indexName: 'local',
        query,
        hitsPerPage: 20,
        facetFilters: [
          'language:en',
          ['docusaurus_tag:default', `docusaurus_tag:${docsTags[version]}`],
        ],
      },
    ],
  });
  return results[0]?.hits ?? [];
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
