import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import type {Element, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';

import {
  buildFile,
  builtPagePaths,
  classesOf,
  readBuildFile,
  readBuiltPage,
  withoutBase,
} from '../support/build';
import {optionalSection} from '../../src/plugins/markdown-twins/llms';
import {blogSection, twinHref, versionPages} from '../../src/site/pages';
import {underBaseUrl} from '../../src/site/urls';
import {sidebarsOf} from '../support/sidebars';
import {blogPostFiles, docsTrees} from '../support/content';
import {baseUrl} from '../support/site';
import {docsVersionPagePaths} from '../support/sourcePages';

/**
 * The Markdown twins and llms.txt files of the production build
 * (src/plugins/markdown-twins), checked against the pages of the build.
 * Run `npm run build` first.
 */

type BuiltPage = {
  /** Site path without the base URL: `/docs/docs/intro`. */
  path: string;
  tree: Root;
  kind: 'doc' | 'blog-post';
  /** Docs plugin version name (`current`, `0.4.x`); null for blog posts. */
  version: string | null;
};

/** The docs pages (docs and generated indexes) and blog posts of the build, told apart by the classes on `<html>`. */
function builtPages(): BuiltPage[] {
  return builtPagePaths().flatMap((sitePath): BuiltPage[] => {
    const tree = readBuiltPage(sitePath);
    const html = select('html', tree);
    const classes = html ? classesOf(html) : [];
    if (classes.includes('docs-doc-page')) {
      const version = classes.find((name) => name.startsWith('docs-version-'));
      return [
        {
          path: sitePath,
          tree,
          kind: 'doc',
          version: version?.slice('docs-version-'.length) ?? null,
        },
      ];
    }
    return classes.includes('blog-post-page')
      ? [{path: sitePath, tree, kind: 'blog-post', version: null}]
      : [];
  });
}

let readPages: BuiltPage[] | undefined;

/** builtPages(), read once; without a build, each test fails saying so. */
function pages(): BuiltPage[] {
  readPages ??= builtPages();
  return readPages;
}

/** `<link rel="alternate" type="text/markdown">`, whatever the attribute order or extra attributes. */
function isMarkdownAlternate(link: Element): boolean {
  const rel = link.properties.rel;
  const rels = (Array.isArray(rel) ? rel : [rel]).map((value) => String(value).toLowerCase());
  const type = String(link.properties.type ?? '')
    .trim()
    .toLowerCase();
  return rels.includes('alternate') && type === 'text/markdown';
}

/** Site paths, without the base URL, of the links in a Markdown file (`[title](url)`). */
function linkedPaths(markdown: string): Set<string> {
  const urls = [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return new Set(urls.map(withoutBase));
}

/** Site paths of the `Source: <page URL>` lines of an llms-full.txt. */
function sourcePaths(full: string): Set<string> {
  return new Set(
    [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => withoutBase(match[1] ?? '')),
  );
}

describe('Markdown twins and llms files', () => {
  it('the build has every page of each docs version’s sidebars and every post of blog/, and no other', () => {
    for (const {version} of docsTrees) {
      assert.deepEqual(
        pages()
          .filter((page) => page.version === version)
          .map(({path: sitePath}) => sitePath)
          .sort(),
        docsVersionPagePaths(version),
        `docs pages of version ${version}`,
      );
    }
    assert.deepEqual(
      pages()
        .filter(({kind}) => kind === 'blog-post')
        .map(({path: sitePath}) => sitePath)
        .sort(),
      blogPostFiles()
        .filter(({frontMatter}) => !frontMatter.draft)
        .map(({page}) => page)
        .sort(),
      'blog posts',
    );
  });

  it('every docs page and blog post has a Markdown twin with front matter and a title', () => {
    const problems = pages().flatMap(({path: sitePath}) => {
      const twin = buildFile(`${sitePath}.md`);
      if (!existsSync(twin)) {
        return [`${sitePath}: no ${sitePath}.md`];
      }
      const markdown = readFileSync(twin, 'utf8');
      return /^---\ntitle: .+\n(?:description: .+\n)?---\n\n# \S/.test(markdown)
        ? []
        : [`${sitePath}.md starts with ${JSON.stringify(markdown.slice(0, 80))}`];
    });
    assert.deepEqual(problems, []);
  });

  it('every docs page and blog post links to its twin, once, in its head', () => {
    const problems = pages().flatMap(({path: sitePath, tree}) => {
      const links = selectAll('link', tree).filter(isMarkdownAlternate);
      if (links.length !== 1) {
        return [`${sitePath}: ${links.length} Markdown alternate links`];
      }
      const head = select('head', tree);
      if (!head || !selectAll('link', head).some(isMarkdownAlternate)) {
        return [`${sitePath}: the Markdown alternate link is not in the head`];
      }
      const target = String(links[0]?.properties.href ?? '');
      const expected = twinHref(underBaseUrl(sitePath, baseUrl), baseUrl);
      if (target !== expected) {
        return [`${sitePath}: links to ${target}, not ${expected}`];
      }
      return existsSync(buildFile(`${sitePath}.md`)) ? [] : [`${sitePath}: ${target} is missing`];
    });
    assert.deepEqual(problems, []);
  });

  it('/llms.txt lists every page of the current version and every blog post, by its twin', () => {
    const llms = readBuildFile('/llms.txt');
    assert.match(llms, /^# .+\n\n> .+\n/);
    // The sections of the current sidebars (src/site/pages.ts), then the blog,
    // then the pages in no sidebar, if any.
    const {sections} = versionPages(
      {path: '/docs', docs: [], sidebars: sidebarsOf('current')},
      '/',
    );
    const headings = llms.match(/^## .+$/gm) ?? [];
    const optional = `## ${optionalSection}`;
    assert.deepEqual(
      headings.filter((heading) => heading !== optional),
      [...sections, blogSection].map((title) => `## ${title}`),
    );
    assert.ok(!headings.slice(0, -1).includes(optional), `${optional} comes last`);
    const listed = linkedPaths(llms);
    const missing = pages()
      .filter(({version, kind}) => version === 'current' || kind === 'blog-post')
      .map(({path: sitePath}) => `${sitePath}.md`)
      .filter((twin) => !listed.has(twin));
    assert.deepEqual(missing, [], 'twins missing from /llms.txt');
    const old = [...listed].filter((twin) => /^\/docs\/0\.4\.x[/.].*\.md$/.test(twin));
    assert.deepEqual(old, [], '0.4.x twins in /llms.txt');
  });

  it('/llms-full.txt holds every page of the current version', () => {
    const sources = sourcePaths(readBuildFile('/llms-full.txt'));
    const current = pages()
      .filter(({version}) => version === 'current')
      .map(({path: sitePath}) => sitePath);
    assert.deepEqual(
      current.filter((sitePath) => !sources.has(sitePath)),
      [],
      'pages missing from /llms-full.txt',
    );
    assert.deepEqual(
      [...sources].filter((sitePath) => !current.includes(sitePath)),
      [],
      'pages in /llms-full.txt that are not current-version pages of the build',
    );
  });

  it('/docs/0.4.x/llms.txt and llms-full.txt hold the pages of 0.4.x', () => {
    const listed = linkedPaths(readBuildFile('/docs/0.4.x/llms.txt'));
    const sources = sourcePaths(readBuildFile('/docs/0.4.x/llms-full.txt'));
    const old = pages()
      .filter(({version}) => version === '0.4.x')
      .map(({path: sitePath}) => sitePath);
    assert.deepEqual(
      old.filter((sitePath) => !listed.has(`${sitePath}.md`)),
      [],
      'twins missing from /docs/0.4.x/llms.txt',
    );
    assert.deepEqual(
      old.filter((sitePath) => !sources.has(sitePath)),
      [],
      'pages missing from /docs/0.4.x/llms-full.txt',
    );
    assert.deepEqual(
      [...sources].filter((sitePath) => !old.includes(sitePath)),
      [],
      'pages in /docs/0.4.x/llms-full.txt that are not 0.4.x pages of the build',
    );
  });
});
