import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import localSearchPlugin, {algoliaThemeConfig, localAlgoliaConfig} from './index';

function context(algolia: Record<string, unknown>): LoadContext {
  return {
    baseUrl: '/docs/',
    outDir: '/tmp/site-build',
    siteConfig: {themeConfig: {algolia}},
  } as unknown as LoadContext;
}

describe('algoliaThemeConfig', () => {
  it('uses hosted DocSearch, without the plugin, when all three variables are set', () => {
    const env = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'squirrels'};
    assert.deepEqual(algoliaThemeConfig(env), {
      algolia: {appId: 'APP', apiKey: 'key', indexName: 'squirrels', contextualSearch: true},
      plugins: [],
    });
  });

  it('uses placeholders and the plugin when any variable is missing or empty', () => {
    for (const env of [
      {},
      {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: ''},
    ]) {
      const {algolia, plugins} = algoliaThemeConfig(env);
      assert.deepEqual(algolia, localAlgoliaConfig);
      assert.deepEqual(plugins, [path.join(__dirname, 'index.ts')]);
    }
  });
});

describe('localSearchPlugin', () => {
  it('refuses Ask AI, which needs Algolia', () => {
    assert.throws(
      () => localSearchPlugin(context({...localAlgoliaConfig, askAi: 'assistant'})),
      /askAi/,
    );
  });

  it('aliases the stock components and algoliasearch/lite, and serves the last index in dev', () => {
    const plugin = localSearchPlugin(context({...localAlgoliaConfig}));
    const client = plugin.configureWebpack?.({}, false, {} as never, undefined) as {
      resolve: {alias: Record<string, string>};
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
  });
});
