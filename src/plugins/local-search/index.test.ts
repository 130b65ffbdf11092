import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import localSearchPlugin, {algoliaThemeConfig, localAlgoliaConfig} from './index';

function context(algolia: Record<string, unknown>, outDir = '/tmp/site-build'): LoadContext {
  return {
    baseUrl: '/docs/',
    outDir,
    siteConfig: {themeConfig: {algolia}},
  } as unknown as LoadContext;
}

/** A stand-in for the bundler that records the module replacements asked of it. */
class Replacement {
  constructor(
    readonly pattern: RegExp,
    readonly replace: (resource: {request: string; contextInfo?: {issuer?: string}}) => void,
  ) {}
}
const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}} as never;

/** The warnings `run` printed (logger.warn writes to console.warn). */
function warningsOf(run: () => void): string[] {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  try {
    run();
  } finally {
    console.warn = original;
  }
  return warnings;
}

describe('algoliaThemeConfig', () => {
  const siteDir = path.join(__dirname, '..', '..', '..');
  it('uses hosted DocSearch, without the plugin, when all three variables are set', () => {
    const env = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'squirrels'};
    assert.deepEqual(algoliaThemeConfig(env, siteDir), {
      algolia: {appId: 'APP', apiKey: 'key', indexName: 'squirrels', contextualSearch: true},
      plugins: [],
    });
  });

  it('turns on Ask AI in hosted mode when ALGOLIA_ASSISTANT_ID is set too', () => {
    const env = {
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'squirrels',
      ALGOLIA_ASSISTANT_ID: 'assistant-1',
    };
    assert.equal(algoliaThemeConfig(env, siteDir).algolia.askAi, 'assistant-1');
  });

  it('uses placeholders and the plugin, never Ask AI, when any variable is missing or empty', () => {
    for (const env of [
      {},
      {ALGOLIA_ASSISTANT_ID: 'assistant-1'},
      {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: ''},
      {ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'squirrels', ALGOLIA_ASSISTANT_ID: 'a'},
    ]) {
      const {algolia, plugins} = algoliaThemeConfig(env, siteDir, {pageRanks: {'/docs/': 1}});
      assert.deepEqual(algolia, localAlgoliaConfig);
      // Relative to the site, so no folder of the build machine reaches the bundle.
      assert.deepEqual(plugins, [
        ['./src/plugins/local-search/index.ts', {pageRanks: {'/docs/': 1}}],
      ]);
    }
  });
});

describe('localSearchPlugin', () => {
  it('refuses page ranks that are not a route prefix and a number', () => {
    const config = {...localAlgoliaConfig};
    assert.throws(() => localSearchPlugin(context(config), {pageRanks: {'docs/': 1}}), /pageRanks/);
    assert.throws(
      () => localSearchPlugin(context(config), {pageRanks: {'/docs/': Number.NaN}}),
      /pageRanks/,
    );
  });

  it('refuses Ask AI, which needs Algolia', () => {
    assert.throws(
      () => localSearchPlugin(context({...localAlgoliaConfig, askAi: 'assistant'})),
      /askAi/,
    );
  });

  it('aliases the stock components and algoliasearch/lite, and serves the last index in dev', () => {
    const plugin = localSearchPlugin(context({...localAlgoliaConfig}));
    const client = plugin.configureWebpack?.({}, false, utils, undefined) as unknown as {
      resolve: {alias: Record<string, string>};
      plugins: Replacement[];
      devServer: {static: {publicPath: string; directory: string}[]};
    };
    const {alias} = client.resolve;
    assert.match(
      alias['@local-search/AlgoliaSearchBar'] ?? '',
      /theme-search-algolia\/lib\/theme\/SearchBar\/index\.js$/,
    );
    assert.match(
      alias['@local-search/AlgoliaSearchPage'] ?? '',
      /theme-search-algolia\/lib\/theme\/SearchPage\/index\.js$/,
    );
    assert.match(alias['algoliasearch/lite$'] ?? '', /client\/liteClientShim\.ts$/);
    assert.deepEqual(
      client.devServer.static.map(({publicPath, directory}) => [publicPath, directory]),
      [['/docs/search-index', '/tmp/site-build/search-index']],
    );
    assert.equal(plugin.getThemePath?.(), path.join(__dirname, 'theme'));
    // The stock SearchBar's Head (its Algolia preconnect) becomes NoHead; no other file's does.
    const [replacement] = client.plugins;
    assert.ok(replacement, 'a module replacement plugin');
    assert.ok(replacement.pattern.test('@docusaurus/Head'));
    const fromSearchBar = {
      request: '@docusaurus/Head',
      contextInfo: {issuer: alias['@local-search/AlgoliaSearchBar']},
    };
    replacement.replace(fromSearchBar);
    assert.match(fromSearchBar.request, /client\/NoHead\.tsx$/);
    const fromElsewhere = {request: '@docusaurus/Head', contextInfo: {issuer: '/site/src/x.tsx'}};
    replacement.replace(fromElsewhere);
    assert.equal(fromElsewhere.request, '@docusaurus/Head');
  });

  it('tells the development server when there is no index to serve yet', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'local-search-'));
    try {
      const plugin = localSearchPlugin(context({...localAlgoliaConfig}, outDir));
      const configure = () =>
        plugin.configureWebpack?.({mode: 'development'}, false, utils, undefined);
      const [warning, ...others] = warningsOf(configure);
      assert.match(warning ?? '', /no search index in .*search-index.*npm run build/);
      assert.deepEqual(others, []);

      // A production build writes its own index: no note.
      assert.deepEqual(
        warningsOf(() => plugin.configureWebpack?.({mode: 'production'}, false, utils, undefined)),
        [],
      );

      // Once a build has written the index, the development server is quiet.
      mkdirSync(path.join(outDir, 'search-index'));
      writeFileSync(path.join(outDir, 'search-index', 'manifest.json'), '{"v":1,"files":[]}');
      assert.deepEqual(warningsOf(configure), []);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
