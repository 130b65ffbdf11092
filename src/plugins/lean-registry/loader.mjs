/**
 * Rspack loader for the browser bundle's copies of `@generated/registry.js`
 * and `@generated/routesChunkNames.json` (see README.md). In the registry it
 * keeps each chunk's loader and module id and drops the module's path, which
 * only server rendering reads; in both it gives each chunk a short name.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {SourceMapGenerator} from 'source-map-js';

/**
 * One entry of the registry as `@docusaurus/core` writes it
 * (lib/server/codegen/codegenRoutes.js, `genRegistry`):
 * `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 * The path is a JSON-escaped string: `(?:[^"\\]|\\.)*`.
 */
const entry =
  /"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"\\]+)" \*\/ ("(?:[^"\\]|\\.)*")\), \3, (require\.resolveWeak\(\3\)\],)/g;

/** Every line that opens an entry, whatever its shape, to check that all of them were rewritten. */
const entryStart = /^ {2}"([^"\\]+)": \[/gm;

/**
 * A short name for each chunk of a registry: its place among the registry's
 * chunk names in sorted order, in base 36 (`0`, `1`, … `a`, … `10`). Docusaurus
 * names a chunk with 8 hexadecimal characters of a hash of its module's path,
 * and the browser holds each name three times (the registry, the chunk names
 * of each route, the runtime's name-to-id map): random characters, which gzip
 * cannot shorten. Sorted, so that the same chunks get the same names
 * whatever order the registry lists them in.
 *
 * @param {string} registry The generated `registry.js`.
 * @returns {Map<string, string>}
 */
export function shortChunkNames(registry) {
  const names = [...new Set([...registry.matchAll(entryStart)].map((match) => match[1]))].sort();
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

/**
 * The registry without the module paths of its entries (an empty string in
 * their place, so that each entry keeps its three items), each chunk under its
 * short name (`shortChunkNames`). Throws when any entry is not in the shape
 * above: the registry's format changed, and the plugin must be checked
 * against the new one rather than skip entries.
 *
 * @param {string} source The generated `registry.js`.
 * @returns {string}
 */
export function leanRegistry(source) {
  const names = shortChunkNames(source);
  let rewritten = 0;
  const result = source.replace(entry, (_match, key, chunkName, modulePath, tail) => {
    rewritten += 1;
    return `"${names.get(key)}": [() => import(/* webpackChunkName: "${names.get(chunkName)}" */ ${modulePath}), "", ${tail}`;
  });
  const entries = source.match(entryStart)?.length ?? 0;
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `lean-registry: rewrote ${rewritten} of the ${entries} entries of @generated/registry.js. ` +
        'Its format is no longer the one genRegistry wrote in @docusaurus/core 3.10.2 ' +
        '(lib/server/codegen/codegenRoutes.js): update src/plugins/lean-registry/loader.mjs ' +
        'or remove the plugin (its README says how to check).',
    );
  }
  return result;
}

/**
 * The chunk names of each route (`routesChunkNames.json`: each route's key
 * to an object whose every string, at any depth, is a chunk name of the
 * registry) under the short names `names` gives them. Throws on a string
 * that is not a chunk name of the registry.
 *
 * @param {string} source The generated `routesChunkNames.json`.
 * @param {Map<string, string>} names From `shortChunkNames` of the same build's registry.
 * @returns {string}
 */
export function shortRoutesChunkNames(source, names) {
  /** @param {unknown} value @returns {unknown} */
  const rename = (value) => {
    if (typeof value === 'string') {
      const short = names.get(value);
      if (short === undefined) {
        throw new Error(
          `lean-registry: "${value}" in @generated/routesChunkNames.json is not a chunk of ` +
            '@generated/registry.js. The files no longer have the shapes genRoutesChunkNames and ' +
            'genRegistry wrote in @docusaurus/core 3.10.2: update src/plugins/lean-registry/loader.mjs.',
        );
      }
      return short;
    }
    if (Array.isArray(value)) {
      return value.map(rename);
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item)]));
    }
    return value;
  };
  // The routes' keys are object keys, not strings that `rename` reaches.
  return JSON.stringify(rename(JSON.parse(source)));
}

/**
 * A source map of the lean registry back to the generated one, line by line:
 * `leanRegistry` rewrites entries within their lines. Without a map from this
 * loader, Rspack left every module of `main.js` out of its source map
 * (`SOURCE_MAPS=1`, which `npm run bench` reads to weigh each module).
 *
 * @param {string} lean The lean registry.
 * @param {string} registry The generated registry.
 * @param {string} file The generated registry's path.
 */
export function lineByLineMap(lean, registry, file) {
  const map = new SourceMapGenerator({file});
  map.setSourceContent(file, registry);
  lean.split('\n').forEach((_line, index) => {
    map.addMapping({
      source: file,
      generated: {line: index + 1, column: 0},
      original: {line: index + 1, column: 0},
    });
  });
  return map.toJSON();
}

/**
 * @this {{
 *   resourcePath: string;
 *   addDependency: (file: string) => void;
 *   callback: (error: Error | null, content: string, map?: object) => void;
 * }}
 * @param {string} source
 * @returns {string | undefined}
 */
export default function leanRegistryLoader(source) {
  if (path.basename(this.resourcePath) === 'registry.js') {
    const lean = leanRegistry(source);
    this.callback(null, lean, lineByLineMap(lean, source, this.resourcePath));
    return undefined;
  }
  // routesChunkNames.json: named as its registry names them.
  const registry = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registry);
  return shortRoutesChunkNames(source, shortChunkNames(readFileSync(registry, 'utf8')));
}
