import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Drops the module paths from the browser's copy of the route registry
 * (`@generated/registry.js`), about 6 bytes gzipped per route on every first
 * visit; the server bundle keeps them for server rendering. README.md says why
 * the browser never reads them.
 */
export default function leanRegistryPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'squirrels-lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [{test: registryRule(registry), use: [{loader: loaderPath}]}],
        },
      };
    },
  };
}

/** The loader that rewrites the registry (`loader.mjs`, plain JS for Rspack to load). */
export const loaderPath = path.join(__dirname, 'loader.mjs');

/** A rule condition that matches the generated registry file and nothing else. */
export function registryRule(registry: string): RegExp {
  return new RegExp(`^${registry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
