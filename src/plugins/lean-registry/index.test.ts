import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import type {PluginRouteConfig} from '@docusaurus/types';
// The function that writes `.docusaurus/registry.js` in a build, so these tests
// read the format of the installed Docusaurus (config/upstream.ts lists it).
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';

import leanRegistryPlugin, {loaderPath, registryRule} from './index';
import {withoutModulePaths} from './loader.mjs';

/** Routes shaped like the docs plugin's: a version route with doc routes inside. */
const routes: PluginRouteConfig[] = [
  {
    path: '/docs/0.4.x',
    component: '@theme/DocVersionRoot',
    exact: false,
    props: {version: {name: '0.4.x'}},
    plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
    routes: [
      {
        path: '/docs/0.4.x/intro',
        component: '@theme/DocItem',
        exact: true,
        modules: {content: '@site/versioned_docs/version-0.4.x/intro.md'},
      },
      {
        path: '/docs/0.4.x/cli/run',
        component: '@theme/DocItem',
        exact: true,
        modules: {content: '@site/versioned_docs/version-0.4.x/cli/run.md'},
      },
    ],
  },
  {
    path: '/',
    component: '@site/src/pages/index.tsx',
    exact: true,
    plugin: {name: 'docusaurus-plugin-content-pages', id: 'default'},
  },
];

async function generatedRegistry(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lean-registry-'));
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes, baseUrl: '/'});
    return await readFile(path.join(dir, 'registry.js'), 'utf8');
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

/** The registry's entries: chunk name, the path `import()` loads, the second item, the weak path. */
function entries(registry: string) {
  return [
    ...registry.matchAll(
      /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), ("[^"]*"), require\.resolveWeak\("([^"]+)"\)\],$/gm,
    ),
  ].map(([, chunk, imported, second, weak]) => ({chunk, imported, second, weak}));
}

describe('lean-registry', () => {
  it('drops every module path of the registry Docusaurus generates and keeps the loaders and ids', async () => {
    const registry = await generatedRegistry();
    const before = entries(registry);
    // Docusaurus writes each module's path three times: to import, as the
    // module's name for server rendering, and for its module id.
    assert.ok(before.length >= 5, `expected an entry per module, got ${before.length}`);
    for (const {imported, second, weak} of before) {
      assert.equal(second, JSON.stringify(imported));
      assert.equal(weak, imported);
    }
    const lean = withoutModulePaths(registry);
    const after = entries(lean);
    assert.deepEqual(
      after,
      before.map((entry) => ({...entry, second: '""'})),
    );
    assert.equal(lean.split('\n').length, registry.split('\n').length);
    assert.ok(lean.length < registry.length);
  });

  it('refuses a registry whose entries it does not recognise, rather than skip them', async () => {
    const registry = await generatedRegistry();
    const changed = registry.replace(/require\.resolveWeak\(/, 'require.resolve(');
    assert.throws(() => withoutModulePaths(changed), /rewrote \d+ of the \d+ entries/);
    assert.throws(() => withoutModulePaths('export default {\n};\n'), /rewrote 0 of the 0 entries/);
  });

  it('rewrites the registry of the browser bundle only', () => {
    const plugin = leanRegistryPlugin({generatedFilesDir: '/site/.docusaurus'} as never);
    const configure = plugin.configureWebpack?.bind(plugin) as unknown as (
      config: object,
      isServer: boolean,
    ) => {module?: {rules: {test: RegExp; use: {loader: string}[]}[]}};
    assert.deepEqual(configure({}, true), {});
    const rule = configure({}, false).module?.rules[0];
    assert.ok(rule);
    assert.match('/site/.docusaurus/registry.js', rule.test);
    assert.equal(rule.use[0]?.loader, loaderPath);
  });

  it('matches the registry file alone', () => {
    const rule = registryRule('/site/.docusaurus/registry.js');
    assert.match('/site/.docusaurus/registry.js', rule);
    assert.doesNotMatch('/site/.docusaurus/registry.json', rule);
    assert.doesNotMatch('/site/.docusaurus/registryXjs', rule);
    assert.doesNotMatch('/other/site/.docusaurus/registry.js.map', rule);
  });
});
