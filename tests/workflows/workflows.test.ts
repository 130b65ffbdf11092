/**
 * The writers' and maintainers' workflows of CONTRIBUTING.md, run the way a
 * person runs them, in a temporary copy of the repository: scaffold a page and
 * a post, break front matter, refresh the English translation files, cut a
 * docs version, archive the oldest one, switch on a second locale with a
 * translated string, then build once and read the output.
 *
 * Part of `npm test` (`npm run test:workflows`); it takes a few minutes,
 * most of them in the one build.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import type {Element, Root} from 'hast';
import {matches, select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {visit} from 'unist-util-visit';

import {docsVersions} from '../../config/versions';
import {indexTiers, type SearchManifest} from '../../src/plugins/local-search/shared/types';
import {parseHtml} from '../support/build';
import {installerTabs} from '../support/pageSamples';
import {commitArgs, notCopied, translatedVersionLabel} from './copy';

const repo = process.cwd();
const siteUrl = 'https://squirrels-analytics.github.io';

// The versions this test works with, from the policies, so it keeps working
// after real version cuts: the current line is frozen under its own label,
// the current docs take the next minor line, and the oldest version is archived.
const currentLabel = docsVersions.current.label;
const [major, minor] = currentLabel.split('.').map(Number);
assert.ok(minor !== undefined, `the current label reads major.minor.x: ${currentLabel}`);
const nextLabel = `${major}.${minor + 1}.x`;
const cutVersions = JSON.parse(readFileSync(path.join(repo, 'versions.json'), 'utf8')) as string[];
const archived = cutVersions.at(-1);
/** The versions the site keeps after this test's cut and archive, newest first. */
const keptLabels = [nextLabel, currentLabel, ...cutVersions.slice(0, -1)];

/** The scaffolded page, and the body a writer gives it (CONTRIBUTING.md's building blocks). */
const pagePath = 'docs/docs/guides/cache-results.mdx';
const pageBody = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Squirrels can keep the result of a dataset request so the next identical request is answered
from memory. This page shows where that happens and how to turn it on for a deployment.

:::tip[Cache keys]

Requests share a cached result only when their parameter selections are the same.

:::

${installerTabs}

\`\`\`python title="pyconfigs/connections.py"
from squirrels import arguments as args
\`\`\`

\`\`\`mermaid
flowchart LR
  accTitle: A request reaches the model through the cache
  request --> cache --> model
\`\`\`

![The Squirrels logo](/img/logo.svg)

See [Deploy](./deploy.md) for where the server runs.
`;

type Run = {status: number | null; output: string};

let site = '';

function run(command: string, args: string[], env: Record<string, string> = {}): Run {
  const result = spawnSync(command, args, {
    cwd: site,
    env: {...process.env, CI: 'true', ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

function succeed(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = run(command, args, env);
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.output}`);
  return result.output;
}

/** Files under dir, relative to it, sorted. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Commits everything, so `git status` shows what a later step changed. */
function commit(message: string): void {
  succeed('git', ['add', '-A']);
  succeed('git', commitArgs(message));
}

const file = (relative: string) => path.join(site, relative);
const read = (relative: string) => readFileSync(file(relative), 'utf8');
/** A built page of the copy, parsed (tests/support/build.ts). */
const builtPage = (relative: string): Root => parseHtml(read(relative));
const html = (route: string): Root => builtPage(path.join('build', `${route}.html`));
/** The text of the element `selector` finds in `tree`, if it finds one. */
const textOf = (selector: string, tree: Root | Element): string | undefined => {
  const element = select(selector, tree);
  return element ? toText(element) : undefined;
};

/** The text of `pattern`'s one match in `source`, replaced; fails when the layout changed. */
function replaceOnce(source: string, pattern: RegExp, replacement: string): string {
  const matches = source.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  assert.equal(
    matches?.length,
    1,
    `expected one match of ${pattern} in config/versions.ts; update this test and CONTRIBUTING.md together`,
  );
  return source.replace(pattern, replacement);
}

function dropdownLinks(page: Root, selector: string): {label: string; href: string}[] {
  return selectAll(`${selector} .dropdown__menu a`, page).map((link) => ({
    label: toText(link).trim(),
    href: String(link.properties.href ?? ''),
  }));
}

describe(
  'writers and maintainers workflows, in a copy of the repository',
  {timeout: 900_000},
  () => {
    before(() => {
      site = mkdtempSync(path.join(tmpdir(), 'squirrels-docs-workflows-'));
      cpSync(repo, site, {
        recursive: true,
        filter: (source) => {
          const [top] = path.relative(repo, source).split(path.sep);
          assert.ok(top !== undefined, `a path under the repository: ${source}`);
          return !notCopied.has(top);
        },
      });
      symlinkSync(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
      // A repository of its own, as a maintainer's checkout is ("Last updated" reads git).
      succeed('git', ['init', '-q']);
      commit('copy of the site');
    });

    after(() => {
      if (site && process.env.KEEP_WORKFLOW_SITE !== '1') {
        rmSync(site, {recursive: true, force: true});
      }
    });

    test('npm run new:doc writes a page and lists it in its sidebar', () => {
      const output = succeed('npm', [
        'run',
        '-s',
        'new:doc',
        '--',
        'docs/guides/cache-results.mdx',
        'Cache query results',
        'Keep the results of slow queries so repeated requests with the same parameters answer at once.',
      ]);
      assert.match(output, /Created docs\/docs\/guides\/cache-results\.mdx/);
      assert.match(read(pagePath), /^---\ntitle: Cache query results\n/);
      assert.match(
        read('sidebars.ts'),
        /'docs\/guides\/sql-injection',\n\s+'docs\/guides\/cache-results',/,
      );
    });

    test('the writer replaces the guidance with the page, using the components CONTRIBUTING.md shows', () => {
      const source = read(pagePath);
      const guidance = /\{\/\*\n {2}Written by npm run new:doc[\s\S]*?\*\/\}\n/;
      assert.match(source, guidance);
      writeFileSync(file(pagePath), source.replace(guidance, pageBody));
    });

    test('npm run new:post writes a post signed by the team', () => {
      const output = succeed('npm', [
        'run',
        '-s',
        'new:post',
        '--',
        'release-notes-process',
        'How we write release notes',
        'The steps the Squirrels team follows to turn merged pull requests into release notes.',
        '--tags',
        'squirrels',
        '--date',
        '2026-11-20',
      ]);
      assert.match(output, /Created blog\/2026-11-20-release-notes-process\.md/);
      assert.match(read('blog/2026-11-20-release-notes-process.md'), /authors: \[squirrels-team\]/);
    });

    test('the scaffolds refuse bad input and change nothing', () => {
      commit('a new page and a new post');
      const refused = [
        run('npm', ['run', '-s', 'new:doc', '--', 'docs/guides/deploy', 'Deploy', 'x'.repeat(80)]),
        run('npm', ['run', '-s', 'new:post', '--', 'Bad Slug!', 'Title', 'x'.repeat(80)]),
        run('npm', [
          'run',
          '-s',
          'new:post',
          '--',
          'tagged',
          'Title',
          'x'.repeat(80),
          '--tags',
          'no-such-tag',
        ]),
      ];
      assert.deepEqual(
        refused.map((result) => result.status),
        [1, 1, 1],
      );
      const [existing, badSlug, unknownTag] = refused;
      assert.ok(existing && badSlug && unknownTag, 'three refused scaffolds');
      assert.match(existing.output, /docs\/docs\/guides\/deploy\.md already exists/);
      assert.match(badSlug.output, /"Bad Slug!" is not a valid slug/);
      assert.match(unknownTag.output, /unknown tag "no-such-tag"/);
      assert.equal(succeed('git', ['status', '--porcelain']).trim(), '');
    });

    test('a bad front matter value fails the build, naming the file and field', () => {
      const broken = 'docs/docs/guides/broken.md';
      writeFileSync(
        file(broken),
        `---\ntitle: Broken\ndescription: ${'A description far too long for a search result. '.repeat(4)}\n---\n\nText.\n`,
      );
      const result = run('npx', ['docusaurus', 'build', '--out-dir', 'build-broken']);
      rmSync(file(broken));
      assert.notEqual(result.status, 0);
      assert.match(result.output, /Front matter of docs\/docs\/guides\/broken\.md is not valid:/);
      assert.match(
        result.output,
        /- description: is \d+ characters long; keep it between 50 and 160/,
      );
    });

    test('the committed English translation files are complete', () => {
      succeed('npm', ['run', 'write-translations', '--', '--locale', 'en', '--override']);
      const committed = listFiles(path.join(repo, 'i18n/en'));
      assert.deepEqual(listFiles(file('i18n/en')), committed);
      const changed = committed.filter(
        (name) =>
          read(`i18n/en/${name}`) !== readFileSync(path.join(repo, 'i18n/en', name), 'utf8'),
      );
      assert.deepEqual(changed, [], 'run npm run write-translations -- --locale en and commit');
    });

    test(`docs:version ${currentLabel} freezes the current docs; the build asks for its policy`, () => {
      succeed('npm', ['run', 'docusaurus', 'docs:version', currentLabel]);
      assert.deepEqual(JSON.parse(read('versions.json')), [currentLabel, ...cutVersions]);
      assert.ok(existsSync(file(`versioned_docs/version-${currentLabel}/docs/intro.md`)));
      assert.ok(existsSync(file(`versioned_sidebars/version-${currentLabel}-sidebars.json`)));
      const refused = run('npx', ['docusaurus', 'build', '--out-dir', 'build-refused']);
      assert.notEqual(refused.status, 0);
      assert.match(
        refused.output,
        new RegExp(
          `versions\\.json lists "${currentLabel.replace(/\./g, '\\.')}" but config/versions\\.ts has no policy`,
        ),
      );
    });

    test(`the policies follow: current becomes ${nextLabel}, ${currentLabel} unmaintained, ${archived} archived`, () => {
      assert.ok(archived, 'versions.json lists no older version to archive');
      let policies = read('config/versions.ts');
      // The current line keeps its policy under its own name; current takes the next line.
      policies = replaceOnce(
        policies,
        /\n {2}current: \{\n[\s\S]*?\n {2}\},/,
        [
          '',
          '  current: {',
          `    label: '${nextLabel}',`,
          "    status: 'latest',",
          `    releases: '${nextLabel.replace(/x$/, '0')}',`,
          `    summary: 'The release line after ${currentLabel}.',`,
          '  },',
          `  '${currentLabel}': {`,
          `    label: '${currentLabel}',`,
          "    status: 'unmaintained',",
          `    releases: '${docsVersions.current.releases}',`,
          `    summary: ${JSON.stringify(docsVersions.current.summary)},`,
          '  },',
        ].join('\n'),
      );
      // The archived version loses its policy.
      policies = replaceOnce(
        policies,
        new RegExp(`\\n {2}'${archived.replace(/\./g, '\\.')}': \\{\\n[\\s\\S]*?\\n {2}\\},`),
        '',
      );
      writeFileSync(file('config/versions.ts'), policies);
      // Archiving: its version entry, docs, sidebars and translation file go.
      writeFileSync(
        file('versions.json'),
        `${JSON.stringify(
          (JSON.parse(read('versions.json')) as string[]).filter((name) => name !== archived),
          null,
          2,
        )}\n`,
      );
      rmSync(file(`versioned_docs/version-${archived}`), {recursive: true});
      rmSync(file(`versioned_sidebars/version-${archived}-sidebars.json`));
      rmSync(file(`i18n/en/docusaurus-plugin-content-docs/version-${archived}.json`));
      // The English translation files carry the version labels: regenerate them.
      succeed('npm', ['run', 'write-translations', '--', '--locale', 'en', '--override']);
      const labelOf = (name: string) =>
        translatedVersionLabel(read(`i18n/en/docusaurus-plugin-content-docs/${name}.json`));
      assert.equal(labelOf('current'), nextLabel);
      assert.equal(labelOf(`version-${currentLabel}`), currentLabel);
    });

    test('a writer adds a section to the docs sidebar with one edit of sidebars.ts', () => {
      // The scaffolded page moves from Guides into a new top-level category.
      const sidebars = read('sidebars.ts');
      const moved = sidebars
        .replace(/\n\s+'docs\/guides\/cache-results',/, '')
        .replace(
          /\n {2}\],\n {2}references,/,
          "\n    {type: 'category', label: 'Recipes', items: ['docs/guides/cache-results']},\n  ],\n  references,",
        );
      assert.notEqual(moved, sidebars, 'sidebars.ts has the shape this test edits');
      writeFileSync(file('sidebars.ts'), moved);
    });

    test('a second locale gets its translation files, and one string translated', () => {
      succeed('npm', ['run', 'write-translations', '--', '--locale', 'fr'], {
        DOCS_EXTRA_LOCALES: 'fr',
      });
      const navbarFile = 'i18n/fr/docusaurus-theme-classic/navbar.json';
      const navbar = JSON.parse(read(navbarFile)) as Record<string, {message: string}>;
      assert.equal(navbar['item.label.Blog']?.message, 'Blog');
      navbar['item.label.Blog'].message = 'Blogue';
      writeFileSync(file(navbarFile), JSON.stringify(navbar, null, 2));
      assert.ok(existsSync(file('i18n/fr/code.json')));
      assert.ok(
        existsSync(file(`i18n/fr/docusaurus-plugin-content-docs/version-${currentLabel}.json`)),
      );
    });

    describe('the site built with both locales', () => {
      before(() => {
        succeed('npm', ['run', 'build'], {DOCS_EXTRA_LOCALES: 'fr'});
      });

      test('the scaffolded page and post are published, the page in its sidebar', () => {
        const page = html('docs/docs/guides/cache-results');
        assert.equal(
          textOf('.theme-admonition-tip', page)?.includes('Cache keys'),
          true,
          'admonition with its bracket title',
        );
        assert.deepEqual(
          selectAll('[role=tab]', page).map((tab) => toText(tab)),
          ['pip', 'uv'],
        );
        assert.equal(textOf('[class*=codeBlockTitle]', page), 'pyconfigs/connections.py');
        const image = select('.theme-doc-markdown img', page);
        assert.equal(image?.properties.alt, 'The Squirrels logo');
        // Bundled from static/ by the build (small files inline), with its size.
        assert.match(
          String(image?.properties.src ?? ''),
          /^(data:image\/svg\+xml|\/assets\/images\/)/,
        );
        assert.equal(String(image?.properties.width), '64');
        // The diagram is drawn into the page; its twin keeps the fence.
        const diagram = select('figure.diagram svg[role=img]', page);
        assert.ok(diagram, 'a drawn diagram');
        assert.equal(textOf('title', diagram), 'A request reaches the model through the cache');
        assert.deepEqual(
          selectAll('text', diagram).map((text) => toText(text).trim()),
          ['request', 'cache', 'model'],
        );
        assert.match(read('build/docs/docs/guides/cache-results.md'), /```mermaid\nflowchart LR/);
        assert.equal(textOf('h1', page), 'Cache query results');
        const sidebarLinks = selectAll('nav.menu a', page).map((a) => a.properties.href);
        assert.ok(sidebarLinks.includes('/docs/docs/guides/cache-results'));
        assert.equal(
          textOf('h1', html('blog/release-notes-process')),
          'How we write release notes',
        );
      });

      test(`the version dropdown offers ${keptLabels.join(', ')}, not ${archived}`, () => {
        const links = dropdownLinks(
          html('docs/docs/intro'),
          '.navbar__items:not(.navbar__items--right) .dropdown',
        );
        assert.deepEqual(links, [
          {label: nextLabel, href: '/docs/docs/intro'},
          ...keptLabels.slice(1).map((label) => ({label, href: `/docs/${label}/docs/intro`})),
          {label: 'All versions', href: '/versions'},
        ]);
        const versions = selectAll('main h2', html('versions')).map((heading) =>
          toText(heading)
            .replace(/\u200b/g, '')
            .trim(),
        );
        assert.deepEqual(versions, keptLabels);
      });

      test(`the ${currentLabel} docs moved under /docs/${currentLabel}, with the banner`, () => {
        const current = html('docs/docs/concepts/parameters');
        const frozen = html(`docs/${currentLabel}/docs/concepts/parameters`);
        // The page's text, without the notes under its title that differ by version (the
        // banner, the version badge) and the phone's table of contents.
        const notes = '.theme-doc-version-banner, .theme-doc-version-badge, .theme-doc-toc-mobile';
        const article = (page: Root) => {
          const markdown = select('.theme-doc-markdown', page);
          if (!markdown) {
            return undefined;
          }
          const copy = structuredClone(markdown);
          visit(copy, 'element', (element, index, parent) => {
            if (parent && index !== undefined && matches(notes, element)) {
              parent.children.splice(index, 1);
              return index;
            }
            return undefined;
          });
          return toText(copy);
        };
        assert.ok(article(frozen));
        assert.equal(article(frozen), article(current));
        assert.match(
          textOf('.theme-doc-version-banner', frozen) ?? '',
          /no longer actively maintained/,
        );
        assert.equal(select('.theme-doc-version-banner', current), undefined);
        for (const route of ['docs/references/cli/run', 'docs/references/rest/parameters']) {
          assert.ok(
            existsSync(file(`build/docs/${currentLabel}/${route.slice('docs/'.length)}.html`)),
            route,
          );
        }
      });

      test(`${archived} is gone from the site`, () => {
        assert.equal(existsSync(file(`build/docs/${archived}`)), false);
        assert.equal(read('build/sitemap.xml').includes(`/docs/${archived}/`), false);
      });

      test('the new sidebar section reaches llms.txt, the page index and the social card', () => {
        const llms = read('build/llms.txt');
        const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
        // The new category comes last in the docs sidebar, after Release notes.
        assert.deepEqual(sections.slice(0, 5), [
          'Getting started',
          'Concepts',
          'Guides',
          'Release notes',
          'Recipes',
        ]);
        const recipes = llms.slice(llms.indexOf('## Recipes'), llms.indexOf('## CLI reference'));
        assert.match(recipes, /\/docs\/docs\/guides\/cache-results\.md\)/);
        // The generated data is the last locale's build (French, under /fr/).
        const pageIndex = JSON.parse(
          read('.docusaurus/squirrels-page-index/default/page-index.json'),
        ) as {path: string; section: string}[];
        assert.equal(
          pageIndex.find(({path: page}) => page.endsWith('/docs/docs/guides/cache-results'))
            ?.section,
          `Recipes · ${nextLabel}`,
        );
        // The card's section line is drawn into the PNG; the card exists, and the
        // twin the page actions copy is listed under its new section above.
        assert.ok(existsSync(file('build/img/social/docs/docs/guides/cache-results.png')));
      });

      test('search and llms.txt know the new version', () => {
        const manifest = JSON.parse(read('build/search-index/manifest.json')) as SearchManifest;
        // Each (language, tag) pair has one file per tier: the head, then the text.
        const files = manifest.files.map((entry) => `${entry.docusaurus_tag} ${entry.tier}`).sort();
        assert.deepEqual(
          files,
          [
            'default',
            ...keptLabels.slice(1).map((label) => `docs-default-${label}`),
            'docs-default-current',
          ]
            .flatMap((tag) => indexTiers.map((tier) => `${tag} ${tier}`))
            .sort(),
        );
        const llms = read(`build/docs/${currentLabel}/llms.txt`);
        assert.match(llms, new RegExp(`^# Squirrels ${currentLabel.replace(/\./g, '\\.')}\n`));
        assert.match(llms, /\n## Concepts\n/);
        assert.match(
          read('build/llms.txt'),
          new RegExp(
            `\\[${currentLabel.replace(/\./g, '\\.')}\\]\\(${siteUrl}/docs/${currentLabel}/llms\\.txt\\)`,
          ),
        );
      });

      test('the locale dropdown links each page to its other language', () => {
        const english = html('docs/docs/intro');
        const french = builtPage('build/fr/docs/docs/intro.html');
        assert.equal(select('html', english)?.properties.lang, 'en');
        assert.equal(select('html', french)?.properties.lang, 'fr');
        const locales = (page: Root) =>
          selectAll('.navbar__items--right .dropdown .dropdown__menu a[lang]', page).map((link) => [
            link.properties.lang,
            link.properties.href,
          ]);
        assert.deepEqual(locales(english), [
          ['en', '/docs/docs/intro'],
          ['fr', '/fr/docs/docs/intro'],
        ]);
        assert.deepEqual(locales(french), locales(english));
      });

      test('every page names its translations with hreflang alternates', () => {
        for (const page of [html('docs/docs/intro'), builtPage('build/fr/docs/docs/intro.html')]) {
          const alternates = selectAll('link[rel=alternate][hreflang]', page).map((link) => [
            link.properties.hrefLang,
            link.properties.href,
          ]);
          assert.deepEqual(alternates, [
            ['en', `${siteUrl}/docs/docs/intro`],
            ['fr', `${siteUrl}/fr/docs/docs/intro`],
            ['x-default', `${siteUrl}/docs/docs/intro`],
          ]);
        }
      });

      test('the French site has a search index of its own', () => {
        const manifest = JSON.parse(read('build/fr/search-index/manifest.json')) as {
          files: {language: string; docusaurus_tag: string}[];
        };
        assert.deepEqual([...new Set(manifest.files.map((entry) => entry.language))], ['fr']);
        assert.ok(manifest.files.some((entry) => entry.docusaurus_tag === 'docs-default-current'));
      });

      test('the translated string shows in French only', () => {
        const blogLink = (page: Root) =>
          textOf('.navbar__items--right a.navbar__link[href$="/blog"]', page);
        assert.equal(blogLink(html('docs/docs/intro')), 'Blog');
        assert.equal(blogLink(builtPage('build/fr/docs/docs/intro.html')), 'Blogue');
      });

      test('no built file names the folder the site was built in', () => {
        // This copy lives in a temporary folder; the bundle must not depend on where.
        const named = listFiles(file('build')).filter(
          (built) =>
            /\.(js|html|json|txt|md)$/.test(built) && read(`build/${built}`).includes(site),
        );
        assert.deepEqual(named, []);
      });
    });
  },
);
