/**
 * Rspack loader for the browser bundle's copy of `@generated/registry.js`
 * (see README.md): keeps each chunk's loader and module id and drops the
 * module's path, which only server rendering reads.
 */

/**
 * One entry of the registry as `@docusaurus/core` writes it
 * (lib/server/codegen/codegenRoutes.js, `genRegistry`):
 * `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 * The path is a JSON-escaped string: `(?:[^"\\]|\\.)*`.
 */
const entry =
  /("[^"\\]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\\]+" \*\/ ("(?:[^"\\]|\\.)*")\)), \2, (require\.resolveWeak\(\2\)\],)/g;

/** Every line that opens an entry, whatever its shape, to check that all of them were rewritten. */
const entryStart = /^ {2}"[^"\\]+": \[/gm;

/**
 * The registry without the module paths of its entries (an empty string in
 * their place, so that each entry keeps its three items). Throws when any
 * entry is not in the shape above: the registry's format changed, and the
 * plugin must be checked against the new one rather than skip entries.
 *
 * @param {string} source The generated `registry.js`.
 * @returns {string}
 */
export function withoutModulePaths(source) {
  let rewritten = 0;
  const result = source.replace(entry, (_match, head, _path, tail) => {
    rewritten += 1;
    return `${head}, "", ${tail}`;
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
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
export default function leanRegistryLoader(source) {
  return withoutModulePaths(source);
}
