import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {describe, test} from 'node:test';

import {siteDir} from '../support/content';

type LoadedConfig = {
  baseUrl: string;
  url: string;
  title: string;
  titleDelimiter: string;
  trailingSlash: boolean;
  onBrokenLinks: string;
  onBrokenAnchors: string;
  markdown: {hooks: {onBrokenMarkdownLinks: string; onBrokenMarkdownImages: string}};
  i18n: {defaultLocale: string; locales: string[]};
  plugins?: string[];
  presets: [
    string,
    {
      gtag?: {trackingID: string; anonymizeIP: boolean};
      docs: {
        lastVersion: string;
        showLastUpdateTime: boolean;
        versions: Record<string, {label: string; banner: string}>;
      };
    },
  ][];
  themeConfig: {
    algolia: {appId: string; indexName: string};
    announcementBar: {id: string; content: string};
    navbar: {hideOnScroll: boolean; items: {type?: string; label?: string}[]};
  };
};

/** Loads docusaurus.config.ts in a fresh Node process with the given environment. */
function loadConfig(env: Record<string, string> = {}): LoadedConfig {
  const cleanEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(SITE_URL|BASE_URL|GTAG_ID|ALGOLIA_|DOCS_EXTRA_LOCALES|DOCS_TEST_FIXTURES)/.test(key),
    ),
  );
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const loaded = await import('./docusaurus.config.ts'); const config = loaded.default.default ?? loaded.default; process.stdout.write(JSON.stringify(config));",
    ],
    {cwd: siteDir, env: {...cleanEnv, ...env}, encoding: 'utf8'},
  );
  return JSON.parse(output) as LoadedConfig;
}

describe('docusaurus.config.ts', () => {
  const config = loadConfig();

  test('fails the build on broken links, anchors and images', () => {
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.markdown.hooks.onBrokenMarkdownLinks, 'throw');
    assert.equal(config.markdown.hooks.onBrokenMarkdownImages, 'throw');
  });

  test('titles read "Page | Squirrels" and URLs have no trailing slash', () => {
    assert.equal(config.title, 'Squirrels');
    assert.equal(config.titleDelimiter, '|');
    assert.equal(config.trailingSlash, false);
  });

  test('defaults to the root of the GitHub Pages site', () => {
    assert.equal(config.baseUrl, '/');
    assert.match(config.url, /^https:\/\//);
  });

  test('takes url and base path from SITE_URL and BASE_URL', () => {
    const custom = loadConfig({SITE_URL: 'https://docs.example.org', BASE_URL: 'squirrels'});
    assert.equal(custom.url, 'https://docs.example.org');
    assert.equal(custom.baseUrl, '/squirrels/');
    assert.match(custom.themeConfig.announcementBar.content, /href="\/squirrels\/docs\//);
  });

  test('enables analytics only when GTAG_ID is set, with IP anonymisation', () => {
    assert.equal(config.presets[0][1].gtag, undefined);
    const tracked = loadConfig({GTAG_ID: 'G-TEST123'});
    assert.deepEqual(tracked.presets[0][1].gtag, {trackingID: 'G-TEST123', anonymizeIP: true});
  });

  test('uses hosted Algolia only when all three ALGOLIA_* variables are set', () => {
    assert.equal(config.themeConfig.algolia.appId, 'LOCAL');
    const partial = loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY'});
    assert.equal(partial.themeConfig.algolia.appId, 'LOCAL');
    const hosted = loadConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'KEY',
      ALGOLIA_INDEX_NAME: 'squirrels',
    });
    assert.equal(hosted.themeConfig.algolia.appId, 'APP');
    assert.equal(hosted.themeConfig.algolia.indexName, 'squirrels');
  });

  test('the announcement id follows its content', () => {
    const moved = loadConfig({BASE_URL: '/elsewhere/'});
    assert.match(config.themeConfig.announcementBar.id, /^announcement-[0-9a-f]{8}$/);
    assert.notEqual(moved.themeConfig.announcementBar.id, config.themeConfig.announcementBar.id);
  });

  test('English is the default locale and more can be switched on', () => {
    assert.equal(config.i18n.defaultLocale, 'en');
    assert.deepEqual(config.i18n.locales, ['en']);
    assert.deepEqual(loadConfig({DOCS_EXTRA_LOCALES: 'fr'}).i18n.locales, ['en', 'fr']);
  });

  test('test-only pages are loaded only with DOCS_TEST_FIXTURES=1', () => {
    const hasFixtures = (env: Record<string, string>) =>
      (loadConfig(env).plugins ?? []).some((plugin) => plugin.includes('shell-fixtures'));
    assert.equal(hasFixtures({}), false);
    assert.equal(hasFixtures({DOCS_TEST_FIXTURES: '1'}), true);
  });

  test('shows last-updated dates from git, and builds without them outside a git work tree', () => {
    assert.equal(config.presets[0][1].docs.showLastUpdateTime, true);
    const outside = loadConfig({GIT_DIR: '/nonexistent', GIT_CEILING_DIRECTORIES: '/'});
    assert.equal(outside.presets[0][1].docs.showLastUpdateTime, false);
  });

  test('docs versions follow config/versions.ts: latest is current, 0.4.x unmaintained', () => {
    const docs = config.presets[0][1].docs;
    assert.equal(docs.lastVersion, 'current');
    assert.deepEqual(docs.versions, {
      current: {label: '0.5.x', banner: 'none'},
      '0.4.x': {label: '0.4.x', banner: 'unmaintained'},
    });
  });

  test('the navbar has the spec items and hides on scroll', () => {
    const {hideOnScroll, items} = config.themeConfig.navbar;
    assert.equal(hideOnScroll, true);
    const kinds = items.map((item) => item.label ?? item.type);
    assert.deepEqual(kinds, [
      'Docs',
      'References',
      'docsVersionDropdown',
      'Blog',
      'Squirrels on GitHub',
      'localeDropdown',
      'search',
    ]);
  });
});
