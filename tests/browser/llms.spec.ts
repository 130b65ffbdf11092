import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';

import {siteDir} from '../support/content';
import {baseUrl} from '../support/site';
import {sitemapPaths} from '../support/sitemap';

/**
 * The Markdown twins and llms.txt files of the production build
 * (src/plugins/markdown-twins), checked against the pages of the sitemap.
 * No browser: this reads the built files.
 */

const buildDir = path.join(siteDir, 'build');

/** A build file by its site path without the base URL (`/docs/docs/intro.md`). */
const buildFile = (sitePath: string) => path.join(buildDir, sitePath.replace(/^\//, ''));

type SitemapPage = {
  /** Site path without the base URL: `/docs/docs/intro`. */
  path: string;
  html: string;
  kind: 'doc' | 'blog-post';
  /** Docs plugin version name (`current`, `0.4.x`); null for blog posts. */
  version: string | null;
};

/** The docs pages (docs and generated indexes) and blog posts of the sitemap, told apart by the classes on `<html>`. */
function sitemapPages(): SitemapPage[] {
  return sitemapPaths().flatMap((sitePath): SitemapPage[] => {
    const candidates =
      sitePath === '/' ? ['/index.html'] : [`${sitePath}.html`, `${sitePath}/index.html`];
    const file = candidates.map(buildFile).find((candidate) => existsSync(candidate));
    if (!file) {
      return [];
    }
    const html = readFileSync(file, 'utf8');
    const classes = (/<html\b[^>]*\bclass=(?:"([^"]*)"|([^\s>]+))/.exec(html) ?? [])
      .slice(1)
      .join(' ')
      .split(/\s+/);
    if (classes.includes('docs-doc-page')) {
      const version = classes.find((name) => name.startsWith('docs-version-'));
      return [
        {
          path: sitePath,
          html,
          kind: 'doc',
          version: version?.slice('docs-version-'.length) ?? null,
        },
      ];
    }
    return classes.includes('blog-post-page')
      ? [{path: sitePath, html, kind: 'blog-post', version: null}]
      : [];
  });
}

let pages: SitemapPage[];

test.beforeAll(() => {
  pages = sitemapPages();
});

/** Site paths, without the base URL, of the links in a Markdown file (`[title](url)`). */
function linkedPaths(markdown: string): Set<string> {
  const urls = [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return new Set(urls.map(withoutBase));
}

/** `https://host/base/docs/x` → `/docs/x`. */
function withoutBase(url: string): string {
  const {pathname} = new URL(url);
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

test('the sitemap has docs pages of both versions and blog posts', () => {
  expect(pages.filter(({version}) => version === 'current').length).toBeGreaterThan(100);
  expect(pages.filter(({version}) => version === '0.4.x').length).toBeGreaterThan(50);
  expect(pages.filter(({kind}) => kind === 'blog-post').length).toBeGreaterThanOrEqual(3);
});

test('every docs page and blog post has a Markdown twin with front matter and a title', () => {
  const problems = pages.flatMap(({path: sitePath}) => {
    const twin = buildFile(`${sitePath}.md`);
    if (!existsSync(twin)) {
      return [`${sitePath}: no ${sitePath}.md`];
    }
    const markdown = readFileSync(twin, 'utf8');
    return /^---\ntitle: .+\n(?:description: .+\n)?---\n\n# \S/.test(markdown)
      ? []
      : [`${sitePath}.md starts with ${JSON.stringify(markdown.slice(0, 80))}`];
  });
  expect(problems).toEqual([]);
});

test('every docs page and blog post links to its twin, once', () => {
  const problems = pages.flatMap(({path: sitePath, html}) => {
    const links = [
      ...html.matchAll(
        /<link\b(?=[^>]*\brel=["']?alternate\b)(?=[^>]*\btype=["']?text\/markdown\b)[^>]*>/gi,
      ),
    ].map((match) => match[0]);
    if (links.length !== 1) {
      return [`${sitePath}: ${links.length} Markdown alternate links`];
    }
    const href = /\bhref=(?:"([^"]*)"|([^\s>]+))/.exec(links[0] ?? '');
    const target = href?.[1] ?? href?.[2] ?? '';
    const expected = `${baseUrl}${sitePath.replace(/^\//, '')}.md`;
    if (target !== expected) {
      return [`${sitePath}: links to ${target}, not ${expected}`];
    }
    return existsSync(buildFile(`${sitePath}.md`)) ? [] : [`${sitePath}: ${target} is missing`];
  });
  expect(problems).toEqual([]);
});

test('/llms.txt lists every page of the current version and every blog post, by its twin', () => {
  const llms = readFileSync(buildFile('/llms.txt'), 'utf8');
  expect(llms).toMatch(/^# .+\n\n> .+\n/);
  const headings = llms.match(/^## .+$/gm) ?? [];
  expect(headings.slice(0, 7)).toEqual([
    '## Getting started',
    '## Concepts',
    '## Guides',
    '## CLI reference',
    '## Python reference',
    '## REST reference',
    '## Blog',
  ]);
  const listed = linkedPaths(llms);
  const missing = pages
    .filter(({version, kind}) => version === 'current' || kind === 'blog-post')
    .map(({path: sitePath}) => `${sitePath}.md`)
    .filter((twin) => !listed.has(twin));
  expect(missing).toEqual([]);
  const old = [...listed].filter((twin) => /^\/docs\/0\.4\.x[/.].*\.md$/.test(twin));
  expect(old).toEqual([]);
});

test('/llms-full.txt holds every page of the current version', () => {
  const full = readFileSync(buildFile('/llms-full.txt'), 'utf8');
  const sources = new Set(
    [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => withoutBase(match[1] ?? '')),
  );
  const current = pages
    .filter(({version}) => version === 'current')
    .map(({path: sitePath}) => sitePath);
  expect(current.filter((sitePath) => !sources.has(sitePath))).toEqual([]);
  expect([...sources].filter((sitePath) => !current.includes(sitePath))).toEqual([]);
});

test('/docs/0.4.x/llms.txt and llms-full.txt hold the pages of 0.4.x', () => {
  const llms = readFileSync(buildFile('/docs/0.4.x/llms.txt'), 'utf8');
  const full = readFileSync(buildFile('/docs/0.4.x/llms-full.txt'), 'utf8');
  const listed = linkedPaths(llms);
  const sources = new Set(
    [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => withoutBase(match[1] ?? '')),
  );
  const old = pages.filter(({version}) => version === '0.4.x').map(({path: sitePath}) => sitePath);
  expect(old.filter((sitePath) => !listed.has(`${sitePath}.md`))).toEqual([]);
  expect(old.filter((sitePath) => !sources.has(sitePath))).toEqual([]);
  expect([...sources].filter((sitePath) => !old.includes(sitePath))).toEqual([]);
});
