import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {describe, it} from 'node:test';

import type {Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {
  buildFile,
  builtPagePaths,
  builtSiteOrigin,
  builtSitemapPaths,
  classesOf,
  readBuildFile,
  readBuiltPage,
  withoutBase,
} from '../support/build';
import {blogPostFiles} from '../support/content';
import {baseUrl} from '../support/site';
import {docsVersionPagePaths} from '../support/sourcePages';
import {olderVersions} from '../support/versions';

/**
 * What the build tells crawlers: `robots.txt` (src/plugins/robots) lets them
 * in and names the sitemap; the docs of an unmaintained version
 * (config/versions.ts) and the search page ask to stay out of results and out
 * of the sitemap; a maintained older version stays in both; the titles of
 * every version but the latest carry the version, so no two indexable pages
 * share a title; the sitemap dates each page from its source's last commit;
 * every page says what it is (`og:type`). Run `npm run build` first.
 */

/** Whether a built page asks search engines to leave it out of their results. */
function noindex(path: string): boolean {
  return selectAll('meta[name="robots"]', readBuiltPage(path)).some((meta) =>
    String(meta.properties.content ?? '').includes('noindex'),
  );
}

const unmaintainedDocs = (path: string) =>
  olderVersions.some(({policy, has}) => policy.status === 'unmaintained' && has(path));

/** The pages search engines may index: every page of the build but the unmaintained docs and the search page, sorted. */
const indexedPages = () =>
  builtPagePaths().filter((path) => !unmaintainedDocs(path) && path !== '/search');

/** The classes of a built page's `<html>`: `docs-doc-page`, `blog-post-page`… */
function pageClasses(tree: Root): string[] {
  const html = select('html', tree);
  return html ? classesOf(html) : [];
}

/** Whether a built page is a docs page or a blog post: an article. */
function isArticle(tree: Root): boolean {
  const classes = pageClasses(tree);
  return classes.includes('docs-doc-page') || classes.includes('blog-post-page');
}
describe('robots.txt', () => {
  it('lets every crawler in and points at the sitemap of the build', () => {
    const robots = readBuildFile('/robots.txt');
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Allow: \/$/m);
    assert.doesNotMatch(robots, /^Disallow:/m);
    const sitemapLines = robots.match(/^Sitemap: (.+)$/gm) ?? [];
    assert.equal(sitemapLines.length, 1, robots);
    const sitemapUrl = new URL(sitemapLines[0]?.replace(/^Sitemap: /, '') ?? '');
    assert.equal(sitemapUrl.pathname, `${baseUrl}sitemap.xml`);
    assert.ok(existsSync(buildFile('/sitemap.xml')), 'the sitemap it names is in the build');
    assert.equal(sitemapUrl.origin, builtSiteOrigin());
  });
});

describe('pages search engines should leave out', () => {
  it('there are older versions to check', () => {
    assert.ok(olderVersions.length > 0, 'versions.json lists a version');
  });

  for (const {name: version, policy, has} of olderVersions) {
    const unmaintained = policy.status === 'unmaintained';
    it(`the ${version} docs carry the version in their titles, and ${unmaintained ? 'say noindex and are not in the sitemap' : 'may be indexed'} (${policy.status})`, () => {
      const pages = builtPagePaths().filter(has);
      assert.deepEqual(
        pages,
        docsVersionPagePaths(version),
        `the pages of the ${version} sidebars`,
      );
      const untitled = pages.filter((path) => {
        const tree = readBuiltPage(path);
        const doc = pageClasses(tree).includes('docs-doc-page');
        return doc && !toText(select('title', tree) ?? tree).includes(`(${policy.label})`);
      });
      assert.deepEqual(untitled, [], `${version} docs pages whose title does not name the version`);
      assert.deepEqual(
        pages.filter((path) => noindex(path) !== unmaintained),
        [],
        `${version} pages ${unmaintained ? 'without' : 'with'} noindex`,
      );
      assert.deepEqual(
        builtSitemapPaths().filter(has).length,
        unmaintained ? 0 : pages.length,
        `${version} pages in the sitemap`,
      );
    });
  }

  it('the search page says noindex to crawlers (name="robots") and is not in the sitemap', () => {
    assert.ok(noindex('/search'));
    assert.ok(!builtSitemapPaths().includes('/search'));
    // The Internet Archive alone may keep it (and so Lighthouse does not count it blocked to all).
    assert.deepEqual(
      selectAll('meta[name="archive.org_bot"]', readBuiltPage('/search')).map((meta) =>
        String(meta.properties.content),
      ),
      ['index, follow'],
    );
  });

  it('every other page may be indexed, and the sitemap lists exactly those pages', () => {
    const indexed = indexedPages();
    assert.deepEqual(indexed.filter(noindex), [], 'pages saying noindex');
    assert.deepEqual([...builtSitemapPaths()].sort(), indexed, 'the sitemap');
  });

  it('no two pages that may be indexed share a title', () => {
    const byTitle = new Map<string, string[]>();
    for (const path of indexedPages()) {
      const tree = readBuiltPage(path);
      const title = toText(select('title', tree) ?? tree).trim();
      byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    }
    const shared = [...byTitle].filter(([, paths]) => paths.length > 1);
    assert.deepEqual(shared, [], 'titles of more than one indexable page');
  });
});

describe('sitemap dates', () => {
  const entries = () =>
    [...readBuildFile('/sitemap.xml').matchAll(/<url>(.*?)<\/url>/g)].map(([, entry = '']) => ({
      path: withoutBase(entry.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? ''),
      lastmod: entry.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1] ?? null,
    }));

  it('every URL carries a lastmod date (config/sitemap.ts)', () => {
    const all = entries();
    assert.deepEqual(all.map(({path}) => path).sort(), indexedPages(), 'the sitemap');
    assert.deepEqual(
      all.filter(({lastmod}) => !/^\d{4}-\d{2}-\d{2}$/.test(lastmod ?? '')),
      [],
      'sitemap URLs without a lastmod date',
    );
  });

  it('a post and a page of src/pages carry the date of the last commit of their source', async () => {
    // The date Docusaurus's git reader gives: the committer's timestamp, as a UTC day.
    const committed = (file: string) => {
      const seconds = Number(
        execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim(),
      );
      return new Date(seconds * 1000).toISOString().slice(0, 10);
    };
    const byPath = new Map(entries().map(({path, lastmod}) => [path, lastmod]));
    const posts = blogPostFiles().map(({file, page}) => ({file, page}));
    const sources = [...posts, {file: 'src/pages/versions.tsx', page: '/versions'}];
    assert.deepEqual(
      sources.map(({page}) => [page, byPath.get(page)]),
      sources.map(({file, page}) => [page, committed(file)]),
    );
  });
});

describe('og:type', () => {
  it('is article on docs pages and posts, website on every other page, once each', () => {
    const wrong = builtPagePaths().flatMap((path) => {
      const tree = readBuiltPage(path);
      const expected = isArticle(tree) ? 'article' : 'website';
      const types = selectAll('meta[property="og:type"]', tree).map((meta) =>
        String(meta.properties.content),
      );
      return types.length === 1 && types[0] === expected
        ? []
        : [`${path}: ${JSON.stringify(types)}, expected ${expected}`];
    });
    assert.deepEqual(wrong, []);
  });
});

describe('meta descriptions', () => {
  it('every page, the not-found page included, has one description of at most 160 characters', () => {
    const wrong = [...builtPagePaths(), '/404'].flatMap((path) => {
      const tree = readBuiltPage(path);
      const descriptions = selectAll('meta[name="description"]', tree).map((meta) =>
        String(meta.properties.content ?? ''),
      );
      const [description = ''] = descriptions;
      return descriptions.length === 1 && description.length > 0 && description.length <= 160
        ? []
        : [`${path}: ${JSON.stringify(descriptions)}`];
    });
    assert.deepEqual(wrong, []);
  });
});
