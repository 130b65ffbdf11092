import type {
  Configuration,
  RspackPluginInstance,
  SwcJsMinimizerRspackPluginOptions,
} from '@rspack/core';
import type {Plugin} from '@docusaurus/types';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';

/**
 * Keeps the browser bundle's runtime chunk the same wherever the site is
 * built (tests/workflows/determinism.test.ts).
 *
 * The runtime chunk holds the content hash of every other chunk. Rspack
 * minifies it while those hashes are still the first, provisional ones,
 * which depend on the checkout's folder, and replaces them with the real
 * content hashes afterwards. SWC's mangler names variables after the
 * frequency of each character in the code, provisional hashes included, so
 * the same runtime came out with `a` and `e` swapped in another folder. The
 * other chunks hold no hashes. This plugin keeps Docusaurus's SWC minifier
 * and its options for every chunk, and minifies the runtime chunk without
 * renaming (about 0.6 KB more, gzipped, once per visit).
 */

/** The file name of the runtime chunk Docusaurus configures (`runtime~main`). */
export const runtimeChunk = /(^|\/)runtime~main\.[^/]*\.js$/;

type Bundler = {name: string; instance: unknown};

/** The minimizers for the client bundle: the JS minimizer split in two, the others kept. */
export function minimizers(
  current: Configuration['optimization'],
  rspack: typeof import('@rspack/core').rspack,
): RspackPluginInstance[] {
  // Docusaurus's own options (as its minification.js passes them; @swc/types
  // and Rspack's copy of them differ only in what comments may be).
  const options = {
    minify: true,
    ...getSwcJsMinimizerOptions(),
  } as SwcJsMinimizerRspackPluginOptions['minimizerOptions'];
  const others = (current?.minimizer ?? []).filter(
    (plugin): plugin is RspackPluginInstance =>
      typeof plugin === 'object' &&
      plugin !== null &&
      (plugin as {name?: string}).name !== 'SwcJsMinimizerRspackPlugin',
  );
  return [
    new rspack.SwcJsMinimizerRspackPlugin({exclude: runtimeChunk, minimizerOptions: options}),
    new rspack.SwcJsMinimizerRspackPlugin({
      include: runtimeChunk,
      minimizerOptions: {...options, mangle: false},
    }),
    ...others,
  ];
}

export default function stableRuntimePlugin(): Plugin {
  return {
    name: 'squirrels-stable-runtime',
    configureWebpack(config, isServer, {currentBundler}: {currentBundler: Bundler}) {
      if (isServer || currentBundler.name !== 'rspack' || !config.optimization?.minimize) {
        return {};
      }
      const rspack = currentBundler.instance as typeof import('@rspack/core').rspack;
      // Docusaurus types this hook with webpack's types, under Rspack too.
      const minimizer = minimizers(
        config.optimization as Configuration['optimization'],
        rspack,
      ) as unknown as NonNullable<NonNullable<typeof config.optimization>['minimizer']>;
      return {mergeStrategy: {'optimization.minimizer': 'replace'}, optimization: {minimizer}};
    },
  };
}
