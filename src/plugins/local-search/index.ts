import {existsSync} from 'node:fs';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {underBaseUrl} from '../../site/urls';
import {dropAskAiCss} from './askAiCss';
import {writeSearchIndex, type PageRanks} from './indexer/indexer';
import {searchIndexDir as indexDir} from './shared/types';

/** The search worker's chunk: the `name` that `client/start.ts` gives its `new Worker`. */
export const workerChunkName = 'local-search';

export type LocalSearchOptions = {
  /**
   * Route prefixes (without the base URL) whose pages rank above others when
   * matches tie on every text criterion, like DocSearch's `pageRank`: higher
   * first, 0 for pages no prefix matches, the longest prefix winning. A rank
   * of `lookupRank` (-2) or less marks pages for looking things up, which
   * also lose to others before the attribute criterion (see `engine.ts`).
   */
  pageRanks?: PageRanks;
};

/** `themeConfig.algolia` in local mode: the theme requires these three, any value will do. */
export const localAlgoliaConfig = {
  appId: 'LOCAL',
  apiKey: 'local',
  indexName: 'local',
  contextualSearch: true,
} as const;

export type AlgoliaEnvironment = {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
  /** Hosted mode only: the Ask AI assistant, which answers questions in the modal. */
  ALGOLIA_ASSISTANT_ID?: string;
};

export type AlgoliaThemeConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  /** The assistant id; theme-search-algolia fills in the rest from the fields above. */
  askAi?: string;
};

/**
 * Chooses the search backend once, from the environment. With all three
 * `ALGOLIA_*` variables set: hosted DocSearch, the stock setup, without this
 * plugin, and Ask AI when `ALGOLIA_ASSISTANT_ID` is set too. Otherwise:
 * placeholder credentials and this plugin with `options`, which answers the
 * same UI from the local index (never with Ask AI, which needs Algolia's
 * servers).
 *
 * The plugin's path is relative to `siteDir`: Docusaurus serialises the
 * plugin list into the client bundle, where an absolute path would name a
 * folder of the build machine and make the bundle's hash depend on it.
 */
export function algoliaThemeConfig(
  env: AlgoliaEnvironment,
  siteDir: string,
  options: LocalSearchOptions = {},
): {
  algolia: AlgoliaThemeConfig;
  plugins: [string, LocalSearchOptions][];
} {
  const {
    ALGOLIA_APP_ID: appId,
    ALGOLIA_API_KEY: apiKey,
    ALGOLIA_INDEX_NAME: indexName,
    ALGOLIA_ASSISTANT_ID: assistantId,
  } = env;
  if (appId && apiKey && indexName) {
    return {
      algolia: {
        appId,
        apiKey,
        indexName,
        contextualSearch: true,
        ...(assistantId ? {askAi: assistantId} : {}),
      },
      plugins: [],
    };
  }
  const plugin = path.relative(siteDir, path.join(__dirname, 'index.ts')).split(path.sep).join('/');
  return {algolia: {...localAlgoliaConfig}, plugins: [[`./${plugin}`, options]]};
}

/**
 * The file of a stock component of `@docusaurus/theme-search-algolia`. The
 * package's `exports` do not list its theme files, so this resolves the
 * package entry (`lib/index.js`) and looks next to it, failing the build with
 * a clear message when the file has moved.
 */
function resolveAlgoliaTheme(component: string): string {
  const packageName = '@docusaurus/theme-search-algolia';
  let entry: string;
  try {
    entry = require.resolve(packageName);
  } catch (cause) {
    throw new Error(`local-search: cannot resolve ${packageName}; is it installed?`, {cause});
  }
  const file = path.join(path.dirname(entry), 'theme', component, 'index.js');
  if (!existsSync(file)) {
    throw new Error(
      `local-search: ${packageName}/lib/theme/${component} is missing (looked for ${file}). ` +
        `The plugin renders the stock ${component} by file path; check it against the installed theme version.`,
    );
  }
  return file;
}

function hasAskAi(siteConfig: LoadContext['siteConfig']): boolean {
  const {algolia} = siteConfig.themeConfig as {algolia?: {askAi?: unknown}};
  return algolia?.askAi !== undefined && algolia.askAi !== null && algolia.askAi !== false;
}

/**
 * Offline search behind the stock DocSearch modal and /search page: writes
 * the index after the build, and swaps the Algolia client for the local one
 * (see README.md).
 */
export default function localSearchPlugin(
  context: LoadContext,
  {pageRanks = {}}: LocalSearchOptions = {},
): Plugin {
  for (const [prefix, rank] of Object.entries(pageRanks)) {
    if (!prefix.startsWith('/') || !Number.isFinite(rank)) {
      throw new Error(
        `local-search: pageRanks maps a route prefix starting with "/" to a number; got "${prefix}": ${String(rank)}.`,
      );
    }
  }
  if (hasAskAi(context.siteConfig)) {
    throw new Error(
      "local-search: themeConfig.algolia.askAi is set, but Ask AI needs Algolia's servers. " +
        'Remove askAi, or set ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME to use hosted DocSearch.',
    );
  }
  const searchBar = resolveAlgoliaTheme('SearchBar');
  const searchPage = resolveAlgoliaTheme('SearchPage');
  const liteClientShim = path.join(__dirname, 'client', 'liteClientShim.ts');
  const noHead = path.join(__dirname, 'client', 'NoHead.tsx');
  for (const file of [
    liteClientShim,
    noHead,
    path.join(__dirname, 'theme', 'SearchBar', 'index.tsx'),
  ]) {
    if (!existsSync(file)) {
      throw new Error(`local-search: ${file} is missing.`);
    }
  }

  return {
    name: 'squirrels-local-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return [path.join(__dirname, 'client', 'local-search.css')];
    },

    // The modal never offers Ask AI here: its styles leave the site's stylesheet.
    configurePostCss(options) {
      return {...options, plugins: [...options.plugins, dropAskAiCss()]};
    },

    configureWebpack(config, isServer, {currentBundler}) {
      const webpackConfig = {
        resolve: {
          alias: {
            '@local-search/AlgoliaSearchBar': searchBar,
            '@local-search/AlgoliaSearchPage': searchPage,
            'algoliasearch/lite$': liteClientShim,
          },
        },
        plugins: [
          // The stock SearchBar's Head only preconnects to Algolia's servers.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/Head$/,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              if (resource.contextInfo?.issuer === searchBar) {
                resource.request = noHead;
              }
            },
          ),
        ],
      };
      if (isServer) {
        return webpackConfig;
      }
      const client = {
        ...webpackConfig,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // The bundler's own group for node_modules in lazy chunks, less
              // the search worker's (named in client/start.ts): MiniSearch, which
              // the worker shares with the main-thread fallback's chunk, would
              // otherwise be a chunk of its own that the worker fetches (with
              // importScripts) only once its script has run: one more round
              // trip before the worker can ask for the index.
              defaultVendors: {
                idHint: 'vendors',
                test: /[\\/]node_modules[\\/]/,
                priority: -10,
                reuseExistingChunk: true,
                chunks: (chunk: {name?: string | null; canBeInitial: () => boolean}) =>
                  !chunk.canBeInitial() && chunk.name !== workerChunkName,
              },
            },
          },
        },
      };
      // `docusaurus start` has no postBuild: serve the last build's index.
      const lastIndex = path.join(context.outDir, indexDir);
      if (config.mode === 'development' && !existsSync(path.join(lastIndex, 'manifest.json'))) {
        logger.warn(
          `local-search: no search index in ${lastIndex}, so search will answer "Unable to fetch results". ` +
            'Run `npm run build` once: the development server serves the index of the last build.',
        );
      }
      return {
        ...client,
        devServer: {
          static: [
            {
              publicPath: underBaseUrl(indexDir, context.baseUrl),
              directory: lastIndex,
              watch: false,
            },
          ],
        },
      };
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      await writeSearchIndex({
        outDir,
        routesPaths,
        baseUrl: siteConfig.baseUrl,
        trailingSlash: siteConfig.trailingSlash,
        indexDir,
        pageRanks,
      });
    },
  };
}
