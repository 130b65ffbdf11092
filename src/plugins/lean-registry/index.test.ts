import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import type {PluginRouteConfig} from '@docusaurus/types';
// The function that writes `.docusaurus/registry.js` in a build, so these tests
// read the format of the installed Docusaurus (config/upstream.ts lists it).
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';

import leanRegistryPlugin, {loaderPath, registryRule, withLoaderInCache} from './index';
import {SourceMapConsumer} from 'source-map-js';

import {leanRegistry, lineByLineMap, shortChunkNames, shortRoutesChunkNames} from './loader.mjs';

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

/** The registry and the routes' chunk names, as the installed Docusaurus writes them. */
async function generatedFiles(): Promise<{registry: string; routesChunkNames: string}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lean-registry-'));
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes, baseUrl: '/'});
    return {
      registry: await readFile(path.join(dir, 'registry.js'), 'utf8'),
      routesChunkNames: await readFile(path.join(dir, 'routesChunkNames.json'), 'utf8'),
    };
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

async function generatedRegistry(): Promise<string> {
  return (await generatedFiles()).registry;
}

/** Every string of a JSON value, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (value !== null && typeof value === 'object') {
    return Object.values(value).flatMap(stringsOf);
  }
  return [];
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
  it('drops every module path of the registry Docusaurus generates, keeps the loaders and ids, and shortens the chunk names', async () => {
    const registry = await generatedRegistry();
    const before = entries(registry);
    // Docusaurus writes each module's path three times: to import, as the
    // module's name for server rendering, and for its module id.
    assert.ok(before.length >= 5, `expected an entry per module, got ${before.length}`);
    for (const {imported, second, weak} of before) {
      assert.equal(second, JSON.stringify(imported));
      assert.equal(weak, imported);
    }
    const lean = leanRegistry(registry);
    const after = entries(lean);
    const names = shortChunkNames(registry);
    assert.deepEqual(
      after,
      before.map((entry) => ({...entry, chunk: names.get(entry.chunk ?? ''), second: '""'})),
    );
    // Each chunk's webpackChunkName is its short name (the runtime maps those to chunk ids).
    assert.deepEqual(
      [...lean.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]),
      [...lean.matchAll(/^ {2}"([^"]+)": \[/gm)].map((match) => match[1]),
    );
    assert.deepEqual(
      [...lean.matchAll(/^ {2}"([^"]+)": \[/gm)].map((match) => match[1]),
      [...registry.matchAll(/^ {2}"([^"]+)": \[/gm)].map((match) => names.get(match[1] ?? '')),
    );
    assert.equal(lean.split('\n').length, registry.split('\n').length);
    assert.ok(lean.length < registry.length);
  });

  it('maps each line of the lean registry to the same line of the generated one', async () => {
    const registry = await generatedRegistry();
    const lean = leanRegistry(registry);
    const file = '/site/.docusaurus/registry.js';
    const map = lineByLineMap(lean, registry, file);
    assert.deepEqual(map.sources, [file]);
    assert.deepEqual(map.sourcesContent, [registry]);
    const consumer = new SourceMapConsumer(map);
    const lines = lean.split('\n');
    assert.ok(lines.length >= 5);
    lines.forEach((_line, index) => {
      assert.deepEqual(consumer.originalPositionFor({line: index + 1, column: 0}), {
        source: file,
        line: index + 1,
        column: 0,
        name: null,
      });
    });
  });

  it('refuses a registry whose entries it does not recognise, rather than skip them', async () => {
    const registry = await generatedRegistry();
    const changed = registry.replace(/require\.resolveWeak\(/, 'require.resolve(');
    assert.throws(() => leanRegistry(changed), /rewrote \d+ of the \d+ entries/);
    assert.throws(() => leanRegistry('export default {\n};\n'), /rewrote 0 of the 0 entries/);
  });

  it('names chunks by their place among the sorted names, in base 36, whatever order they come in', async () => {
    const registry = await generatedRegistry();
    const names = shortChunkNames(registry);
    const sorted = [...names.keys()];
    assert.deepEqual(sorted, [...sorted].sort());
    assert.deepEqual(
      [...names.values()],
      sorted.map((_name, index) => index.toString(36)),
    );
    const lines = registry.split('\n');
    const reversed = [lines[0], ...lines.slice(1, -2).reverse(), ...lines.slice(-2)].join('\n');
    assert.deepEqual(shortChunkNames(reversed), names);
  });

  it("renames every chunk of the routes' chunk names as the registry names it, and nothing else", async () => {
    const {registry, routesChunkNames} = await generatedFiles();
    const names = shortChunkNames(registry);
    const before = JSON.parse(routesChunkNames) as Record<string, unknown>;
    const after = JSON.parse(shortRoutesChunkNames(routesChunkNames, names)) as Record<
      string,
      unknown
    >;
    assert.deepEqual(Object.keys(after), Object.keys(before));
    const lean = new Set(
      [...leanRegistry(registry).matchAll(/^ {2}"([^"]+)": \[/gm)].map((match) => match[1]),
    );
    assert.ok(stringsOf(after).length >= 5);
    assert.deepEqual(
      stringsOf(after),
      stringsOf(before).map((name) => names.get(name)),
    );
    assert.ok(stringsOf(after).every((name) => lean.has(name)));
    assert.throws(
      () => shortRoutesChunkNames(JSON.stringify({'/x-abc': {__comp: 'ffffffff'}}), names),
      /"ffffffff" .* is not a chunk of/,
    );
  });

  it("rewrites the registry and the routes' chunk names of the browser bundle only", () => {
    const plugin = leanRegistryPlugin({generatedFilesDir: '/site/.docusaurus'} as never);
    const configure = plugin.configureWebpack?.bind(plugin) as unknown as (
      config: object,
      isServer: boolean,
    ) => {module?: {rules: {test: RegExp; use: {loader: string}[]}[]}};
    assert.deepEqual(configure({}, true), {});
    const rules = configure({}, false).module?.rules ?? [];
    assert.equal(rules.length, 2);
    const [registry, routesChunkNames] = rules;
    assert.ok(registry && routesChunkNames);
    assert.match('/site/.docusaurus/registry.js', registry.test);
    assert.match('/site/.docusaurus/routesChunkNames.json', routesChunkNames.test);
    assert.doesNotMatch('/site/.docusaurus/registry.js', routesChunkNames.test);
    for (const {use} of rules) {
      assert.equal(use[0]?.loader, loaderPath);
    }
  });

  it("makes the loader a build dependency of Rspack's persistent cache, where the cache is on", () => {
    const docusaurus = {
      cache: true,
      experiments: {cache: {type: 'persistent', buildDependencies: ['/x/base.js']}},
    };
    assert.deepEqual(withLoaderInCache(docusaurus), {
      experiments: {cache: {buildDependencies: [loaderPath]}},
    });
    assert.deepEqual(withLoaderInCache({}), {});
    assert.deepEqual(withLoaderInCache({experiments: {}}), {});
    const plugin = leanRegistryPlugin({generatedFilesDir: '/site/.docusaurus'} as never);
    const configure = plugin.configureWebpack?.bind(plugin) as unknown as (
      config: object,
      isServer: boolean,
    ) => {experiments?: object};
    assert.deepEqual(configure(docusaurus, false).experiments, {
      cache: {buildDependencies: [loaderPath]},
    });
  });

  it('matches the registry file alone', () => {
    const rule = registryRule('/site/.docusaurus/registry.js');
    assert.match('/site/.docusaurus/registry.js', rule);
    assert.doesNotMatch('/site/.docusaurus/registry.json', rule);
    assert.doesNotMatch('/site/.docusaurus/registryXjs', rule);
    assert.doesNotMatch('/other/site/.docusaurus/registry.js.map', rule);
  });
});
