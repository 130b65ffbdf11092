import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Drops the module paths from the browser's copy of the route registry
 * (`@generated/registry.js`), about 6 bytes gzipped per route on every first
 * visit, and gives each chunk a short name there and in the chunk names of the
 * routes (`@generated/routesChunkNames.json`); the server bundle keeps both
 * files as written. README.md says why the browser needs neither.
 */
export default function leanRegistryPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const routesChunkNames = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  return {
    name: 'squirrels-lean-registry',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [registry, routesChunkNames].map((file) => ({
            test: registryRule(file),
            use: [{loader: loaderPath}],
          })),
        },
        ...withLoaderInCache(config),
      };
    },
  };
}

/** The loader that rewrites the registry (`loader.mjs`, plain JS for Rspack to load). */
export const loaderPath = path.join(__dirname, 'loader.mjs');

/**
 * Rspack's persistent cache (on in production builds with
 * `future.faster.rspackPersistentCache`) keeps each module's output until one
 * of its build dependencies changes, and Docusaurus names its own files and the
 * config, not a plugin's loader: after an edit of `loader.mjs`, a build would
 * bundle the registry as the old loader rewrote it. Adds the loader to the
 * build dependencies (webpack-merge appends to Docusaurus's list), where the
 * cache is on.
 */
export function withLoaderInCache(config: object): {experiments?: object} {
  const {experiments} = config as {experiments?: {cache?: unknown}};
  return typeof experiments?.cache === 'object'
    ? {experiments: {cache: {buildDependencies: [loaderPath]}}}
    : {};
}

/** A rule condition that matches one generated file (the registry, the routes' chunk names) and nothing else. */
export function registryRule(registry: string): RegExp {
  return new RegExp(`^${registry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
