import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';

import {LocalSearchEngine, type SearchHit} from '../../src/plugins/local-search/engine';
import type {SearchIndexFile, SearchManifest} from '../../src/plugins/local-search/types';
import {baseUrl} from '../support/site';

/**
 * Relevance of the local search over the real index of the production build
 * (`build/search-index`): each query a reader types, with the page it should
 * put first. The modal sends these filters (language, then the docs version
 * of the page the reader is on, or-ed with pages and blog posts), so the
 * engine is asked the same way. No browser: this reads the built files.
 */

const indexDir = path.join(__dirname, '..', '..', 'build', 'search-index');
const current = 'docs-default-current';
const old = 'docs-default-0.4.x';

/** [query, docs version tag, expected first page (site path, no base URL), why]. */
const cases: [string, string, string, string][] = [
  // Commands
  ['sqrl build', current, '/docs/references/cli/build', 'a command by its full name'],
  ['sqrl run', current, '/docs/references/cli/run', 'a command by its full name'],
  ['sqrl new', current, '/docs/references/cli/new', 'a 0.5-only command'],
  ['sqrl init', current, '/docs/references/cli/init', 'a command by its full name'],
  ['compile', current, '/docs/references/cli/compile', 'a command by its verb alone'],
  ['duckdb', current, '/docs/references/cli/duckdb', 'a command named after a product'],
  ['sqrl init', old, '/docs/0.4.x/references/cli/init', 'the same command in 0.4.x'],
  ['compile', old, '/docs/0.4.x/references/cli/compile', 'a 0.4.x command'],
  // Class names
  [
    'SingleSelectParameter',
    current,
    '/docs/references/python/parameters/SingleSelectParameter',
    'a class',
  ],
  ['DateParameter', current, '/docs/references/python/parameters/DateParameter', 'a class'],
  ['SquirrelsProject', current, '/docs/references/python/SquirrelsProject', 'a class'],
  ['ContextArgs', current, '/docs/references/python/arguments/ContextArgs', 'a class'],
  ['ModelArgs', current, '/docs/references/python/arguments/ModelArgs', 'a class'],
  ['DataSource', old, '/docs/0.4.x/references/python/data_sources/DataSource', 'a 0.4.x class'],
  [
    'ParametersArgs',
    old,
    '/docs/0.4.x/references/python/arguments/ParametersArgs',
    'a 0.4.x class',
  ],
  // Concepts and guides
  ['squirrels.yml', current, '/docs/docs/concepts/squirrels-yml', 'a file name with a dot'],
  ['connections', current, '/docs/docs/concepts/connections', 'a concept'],
  ['dbview', current, '/docs/docs/concepts/models-dbview', 'a model kind'],
  ['federate', current, '/docs/docs/concepts/models-federate', 'a model kind'],
  ['column types', current, '/docs/docs/concepts/column-types', 'two words of a title'],
  ['environment variables', current, '/docs/docs/concepts/environment', 'a concept'],
  ['macros', current, '/docs/docs/concepts/macros', 'a concept'],
  ['studio', current, '/docs/docs/concepts/studio', 'lower case for a capitalised title'],
  ['mcp', current, '/docs/docs/guides/mcp', 'an acronym'],
  ['docker', current, '/docs/docs/guides/deploy', 'a word of the title, not the page name'],
  ['sql injection', current, '/docs/docs/guides/sql-injection', 'a guide'],
  ['api key', current, '/docs/references/rest/authentication', 'a REST topic'],
  ['dbview', old, '/docs/0.4.x/docs/topics/models-sql', 'a 0.4.x topic'],
  // Typos and prefixes
  ['parmeter', current, '/docs/references/python/types/Parameter', 'a missing letter'],
  ['paramter', current, '/docs/references/python/types/Parameter', 'another missing letter'],
  ['datsets', current, '/docs/references/rest/datasets-dashboards', 'a typo in a REST topic'],
  ['conections', current, '/docs/docs/concepts/connections', 'a doubled letter left out'],
  ['federat', current, '/docs/docs/concepts/models-federate', 'a word being typed'],
  // Pages and blog posts, from any docs version
  ['versions', current, '/versions', 'a page outside the docs'],
  ['welcome', old, '/blog/welcome', 'a blog post, from a 0.4.x page'],
  ['billion rows', current, '/blog/1brc-postgres', 'a blog post by its subject'],
];

let engine: LocalSearchEngine;

test.beforeAll(() => {
  const manifest = JSON.parse(
    readFileSync(path.join(indexDir, 'manifest.json'), 'utf8'),
  ) as SearchManifest;
  engine = new LocalSearchEngine({siteOrigin: 'http://site.test'});
  for (const {file} of manifest.files) {
    engine.add(JSON.parse(readFileSync(path.join(indexDir, file), 'utf8')) as SearchIndexFile);
  }
});

function search(query: string, tag: string): SearchHit[] {
  const {results} = engine.search({
    requests: [
      {
        indexName: 'local',
        query,
        hitsPerPage: 20,
        facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]],
      },
    ],
  });
  return results[0]?.hits ?? [];
}

/** `http://site.test/docs/x#y` → `/x`, without the base URL. */
function sitePath(hit: SearchHit): string {
  const pathname = new URL(hit.url_without_anchor).pathname;
  return `/${pathname.slice(baseUrl.length)}`;
}

/** The docs version tag of a site path, or null for pages and blog posts. */
function docsVersionOf(page: string): string | null {
  if (/^\/docs\/0\.4\.x(\/|$)/.test(page)) {
    return old;
  }
  return /^\/docs(\/|$)/.test(page) ? current : null;
}

test(`at least 25 queries, each with its expected first result`, () => {
  expect(cases.length).toBeGreaterThanOrEqual(25);
  const misses = cases
    .map(([query, tag, expected, why]) => {
      const hits = search(query, tag);
      const first = hits[0] ? sitePath(hits[0]) : '(no hits)';
      return first === expected
        ? null
        : `"${query}" on ${tag} (${why}): expected ${expected}, got ${first}`;
    })
    .filter(Boolean);
  expect(misses).toEqual([]);
});

test('a docs version never answers with pages of the other version', () => {
  for (const [query, tag] of cases) {
    const leaked = search(query, tag)
      .map(sitePath)
      .filter((page) => docsVersionOf(page) !== null && docsVersionOf(page) !== tag);
    expect(leaked, `"${query}" on ${tag}`).toEqual([]);
  }
});
