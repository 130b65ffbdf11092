import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {fakeContent, siteUrl} from '../../../tests/support/fakeSite';
import {
  collectPages,
  withServedPermalinks,
  type CollectedContent,
  type VersionInput,
} from './index';
import {llmsDirectory, llmsFiles, llmsFullTxt, llmsTxt, type SiteFacts} from './llms';

/**
 * The llms files of the fake site (tests/support/fakeSite.ts), from the pages the plugin collects
 * (trailingSlash: false). The plugin's own test (`index.test.ts`) checks that
 * a build writes them beside the twins.
 */
function content(
  baseUrl = '/',
  editCurrent: (version: VersionInput) => VersionInput = (version) => version,
): CollectedContent {
  const {versions, blogPosts} = fakeContent(baseUrl, '/site');
  const loadedVersions = versions.map((version) =>
    version.isLast ? editCurrent(version) : version,
  );
  return withServedPermalinks(
    collectPages({loadedVersions}, blogPosts, '/site', baseUrl),
    false,
    baseUrl,
  );
}

const siteOf = (baseUrl = '/'): SiteFacts => ({
  title: 'Squirrels',
  tagline: 'APIs for analytics',
  siteUrl,
  baseUrl,
});

/** The llms.txt of a version of `collected` (0: the current one). */
function llmsOf(collected: CollectedContent, index = 0, baseUrl = '/'): string {
  const version = collected.versions[index];
  assert.ok(version);
  return llmsTxt(version, collected.versions, collected.blogPosts, siteOf(baseUrl));
}

/** A twin for each page, as the plugin would have made it: front matter, title, a line. */
function twinsOf(collected: CollectedContent): Map<string, string> {
  const pages = [...collected.versions.flatMap(({pages}) => pages), ...collected.blogPosts];
  return new Map(
    pages.map(({permalink, title}) => [
      permalink,
      `---\ntitle: ${title}\n---\n\n# ${title}\n\nThe page at ${permalink}.\n`,
    ]),
  );
}

describe('llmsTxt', () => {
  it('lists the sections in order, each page linking to its twin; the blog, then the pages in no sidebar', () => {
    assert.equal(
      llmsOf(content()),
      [
        '# Squirrels',
        '',
        '> APIs for analytics. Documentation of Squirrels 0.5.x, the current release line.',
        '',
        'Each link leads to the Markdown version of a page; its HTML page has the same URL without `.md`. [llms-full.txt](https://example.com/llms-full.txt) holds the documentation pages of this list in one file. Other versions: [0.4.x](https://example.com/docs/0.4.x/llms.txt).',
        '',
        '## Getting started',
        '',
        '- [Title of landing](https://example.com/docs.md): About landing',
        '- [Title of docs/intro](https://example.com/docs/docs/intro.md): About docs/intro',
        '- [Title of docs/start/index](https://example.com/docs/docs/start.md): About docs/start/index',
        '- [Title of docs/start/install](https://example.com/docs/docs/start/install.md): About docs/start/install',
        '',
        '## Concepts',
        '',
        '- [Core concepts](https://example.com/docs/docs/concepts.md): The building blocks.',
        '- [Title of docs/concepts/parameters](https://example.com/docs/docs/concepts/parameters.md): About docs/concepts/parameters',
        '',
        '## CLI reference',
        '',
        '- [Title of references/cli/index](https://example.com/docs/references/cli.md): About references/cli/index',
        '- [Title of references/cli/run](https://example.com/docs/references/cli/run.md): About references/cli/run',
        '',
        '## References',
        '',
        '- [Title of references/glossary](https://example.com/docs/references/glossary.md): About references/glossary',
        '',
        '## Blog',
        '',
        '- [Post benchmark](https://example.com/blog/benchmark.md): Post about benchmark',
        '- [Post welcome](https://example.com/blog/welcome.md): Post about welcome',
        '',
        '## Optional',
        '',
        '- [Title of tba](https://example.com/docs/tba.md): About tba',
        '',
      ].join('\n'),
    );
  });

  it('gives an older version its own title, status, pages and a link to the other versions', () => {
    const llms = llmsOf(content(), 1);
    assert.match(
      llms,
      /^# Squirrels 0\.4\.x\n\n> APIs for analytics\. Documentation of Squirrels 0\.4\.x, an earlier release line that is no longer maintained\.\n/,
    );
    assert.match(llms, /Other versions: \[0\.5\.x\]\(https:\/\/example\.com\/llms\.txt\)\./);
    assert.deepEqual(llms.match(/^## .*$/gm), ['## Getting started']);
    assert.deepEqual(llms.match(/^- .*$/gm), [
      '- [Title of landing](https://example.com/docs/0.4.x.md): About landing',
      '- [Title of docs/intro](https://example.com/docs/0.4.x/docs/intro.md): About docs/intro',
    ]);
  });

  it('keeps the base URL in twin and file URLs', () => {
    const collected = content('/site/');
    const llms = llmsOf(collected, 0, '/site/');
    assert.match(
      llms,
      /\[Title of docs\/intro\]\(https:\/\/example\.com\/site\/docs\/docs\/intro\.md\)/,
    );
    assert.match(llms, /\[llms-full\.txt\]\(https:\/\/example\.com\/site\/llms-full\.txt\)/);
    assert.match(llms, /\[0\.4\.x\]\(https:\/\/example\.com\/site\/docs\/0\.4\.x\/llms\.txt\)/);
  });
});

describe('llmsFullTxt', () => {
  it('holds every listed page of the version in reading order, after its source URL, without front matter', () => {
    const collected = content();
    const version = collected.versions[0];
    assert.ok(version);
    const full = llmsFullTxt(version, twinsOf(collected), siteOf());
    assert.ok(
      full.startsWith(
        '# Squirrels 0.5.x documentation\n\n> APIs for analytics. Documentation of Squirrels 0.5.x, the current release line. Every page, in reading order, as Markdown.\n\nSource: https://example.com/docs\n\n# Title of landing\n\nThe page at /docs.\n',
      ),
    );
    assert.deepEqual(full.match(/^Source: .*$/gm), [
      'Source: https://example.com/docs',
      'Source: https://example.com/docs/docs/intro',
      'Source: https://example.com/docs/docs/start',
      'Source: https://example.com/docs/docs/start/install',
      'Source: https://example.com/docs/docs/concepts',
      'Source: https://example.com/docs/docs/concepts/parameters',
      'Source: https://example.com/docs/references/cli',
      'Source: https://example.com/docs/references/cli/run',
      'Source: https://example.com/docs/references/glossary',
      'Source: https://example.com/docs/tba',
    ]);
    assert.doesNotMatch(full, /^---$|^title:|hidden|Post welcome/m);
  });

  it('fails, naming the page, when a twin is missing', () => {
    const collected = content();
    const version = collected.versions[1];
    assert.ok(version);
    const twins = twinsOf(collected);
    twins.delete('/docs/0.4.x/docs/intro');
    assert.throws(
      () => llmsFullTxt(version, twins, siteOf()),
      /llms-full\.txt of 0\.4\.x: no twin was made for \/docs\/0\.4\.x\/docs\/intro\./,
    );
  });
});

describe('llmsFiles and llmsDirectory', () => {
  it('put the default version’s files at the root and each other version’s under its path', () => {
    const collected = content('/site/');
    const site = siteOf('/site/');
    const files = llmsFiles(collected, twinsOf(collected), site);
    assert.deepEqual(
      [...files.keys()],
      ['llms.txt', 'llms-full.txt', 'docs/0.4.x/llms.txt', 'docs/0.4.x/llms-full.txt'],
    );
    const [current, old] = collected.versions;
    assert.ok(current && old);
    assert.equal(files.get('docs/0.4.x/llms.txt'), llmsTxt(old, collected.versions, [], site));
    assert.equal(files.get('llms-full.txt'), llmsFullTxt(current, twinsOf(collected), site));
    assert.equal(llmsDirectory(current, '/site/'), '');
    assert.equal(llmsDirectory(old, '/site/'), 'docs/0.4.x');
  });
});
