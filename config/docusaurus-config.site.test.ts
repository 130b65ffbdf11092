import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {describe, test} from 'node:test';

import {siteDir} from '../tests/support/content';

/**
 * docusaurus.config.ts under different environment variables, each loaded in
 * a fresh Node process as a build would load it (`npm run test:site`: a load
 * reads versions, sidebars and plugins, one to two CPU-seconds each).
 */

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
  plugins?: (string | [string, unknown])[];
  presets: [
    string,
    {
      gtag?: {trackingID: string; anonymizeIP: boolean};
      docs: false | object;
    },
  ][];
  themeConfig: {
    algolia: {appId: string; indexName: string};
    announcementBar: {id: string; content: string};
    navbar: {hideOnScroll: boolean; items: {type?: string; label?: string}[]};
  };
};

/** The options of the config's first preset, the classic one. */
function classicOptions(loaded: LoadedConfig): LoadedConfig['presets'][number][1] {
  const [classic] = loaded.presets;
  assert.ok(classic, 'docusaurus.config.ts has a preset');
  return classic[1];
}

/** The options of the docs plugin (src/plugins/docs, which the classic preset's `docs: false` leaves to it). */
function docsOptions(loaded: LoadedConfig): {showLastUpdateTime: boolean} {
  assert.equal(
    classicOptions(loaded).docs,
    false,
    'the preset leaves the docs to src/plugins/docs',
  );
  const docs = (loaded.plugins ?? []).find(
    (plugin): plugin is [string, {showLastUpdateTime: boolean}] =>
      Array.isArray(plugin) && plugin[0] === './src/plugins/docs/index.ts',
  );
  assert.ok(docs, 'docusaurus.config.ts lists src/plugins/docs');
  return docs[1];
}

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

  test('takes url and base path from SITE_URL and BASE_URL', () => {
    const custom = loadConfig({SITE_URL: 'https://docs.example.org', BASE_URL: 'squirrels'});
    assert.equal(custom.url, 'https://docs.example.org');
    assert.equal(custom.baseUrl, '/squirrels/');
    assert.match(custom.themeConfig.announcementBar.content, /href="\/squirrels\/docs\//);
  });

  test('enables analytics only when GTAG_ID is set, with IP anonymisation', () => {
    assert.equal(classicOptions(config).gtag, undefined);
    const tracked = loadConfig({GTAG_ID: 'G-TEST123'});
    assert.deepEqual(classicOptions(tracked).gtag, {trackingID: 'G-TEST123', anonymizeIP: true});
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
    // Hosted mode leaves the local-search plugin out by itself, not only in a quick build
    // (`npm run build:algolia` is one, so its browser test cannot see this).
    const localSearch = (loaded: LoadedConfig) =>
      (loaded.plugins ?? []).some((plugin) => JSON.stringify(plugin).includes('local-search'));
    assert.equal(localSearch(config), true);
    assert.equal(localSearch(partial), true);
    assert.equal(localSearch(hosted), false);
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
      (loadConfig(env).plugins ?? []).some((plugin) => plugin.includes('shell-pages'));
    assert.equal(hasFixtures({}), false);
    assert.equal(hasFixtures({DOCS_TEST_FIXTURES: '1'}), true);
  });

  test('shows last-updated dates from git, and builds without them outside a git work tree', () => {
    assert.equal(docsOptions(config).showLastUpdateTime, true);
    const outside = loadConfig({GIT_DIR: '/nonexistent', GIT_CEILING_DIRECTORIES: '/'});
    assert.equal(docsOptions(outside).showLastUpdateTime, false);
  });
});
