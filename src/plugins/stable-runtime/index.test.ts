import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {rspack} from '@rspack/core';

import stableRuntimePlugin, {minimizers, runtimeChunk} from './index';

type Args = {include?: RegExp; exclude?: RegExp; minimizerOptions: {mangle?: unknown}};
const argsOf = (plugin: unknown) => (plugin as {_args: [Args]})._args[0];

describe('stable-runtime', () => {
  it('names the runtime chunk Docusaurus writes, and no other', () => {
    assert.match('assets/js/runtime~main.f7437024.js', runtimeChunk);
    assert.doesNotMatch('assets/js/main.0a1b2c3d.js', runtimeChunk);
    assert.doesNotMatch('assets/js/runtime~main-x/other.js', runtimeChunk);
  });

  it('minifies the runtime without renaming and every other chunk as Docusaurus does', () => {
    const css = new rspack.LightningCssMinimizerRspackPlugin();
    const docusaurusJs = new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {mangle: true}});
    const [others, runtime, ...rest] = minimizers({minimizer: [docusaurusJs, css]}, rspack);
    assert.equal(argsOf(others).exclude, runtimeChunk);
    assert.notEqual(argsOf(others).minimizerOptions.mangle, false);
    assert.equal(argsOf(runtime).include, runtimeChunk);
    assert.equal(argsOf(runtime).minimizerOptions.mangle, false);
    // Docusaurus's JS minimizer is replaced; the CSS one stays.
    assert.deepEqual(rest, [css]);
  });

  it('leaves the server bundle and unminified builds alone', () => {
    const plugin = stableRuntimePlugin();
    const bundler = {name: 'rspack', instance: rspack};
    const configure = plugin.configureWebpack as (...args: unknown[]) => unknown;
    assert.deepEqual(
      configure({optimization: {minimize: true}}, true, {currentBundler: bundler}),
      {},
    );
    assert.deepEqual(
      configure({optimization: {minimize: false}}, false, {currentBundler: bundler}),
      {},
    );
    const result = configure({optimization: {minimize: true, minimizer: []}}, false, {
      currentBundler: bundler,
    }) as {mergeStrategy: unknown; optimization: {minimizer: unknown[]}};
    assert.deepEqual(result.mergeStrategy, {'optimization.minimizer': 'replace'});
    assert.equal(result.optimization.minimizer.length, 2);
  });
});
