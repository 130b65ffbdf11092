/**
 * What a bundle is made of: reads the source maps of a build made with
 * `SOURCE_MAPS=1` and shares each script's bytes out among the modules its
 * code came from. Raw bytes are counted exactly from the mappings; a module's
 * gzip share is its raw share of the script's gzip size (gzip works across
 * module boundaries, so no exact split exists).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {eachMapping, TraceMap} from '@jridgewell/trace-mapping';

import {itemAt} from '../../src/utils/itemAt';

export type ModuleSize = {module: string; raw: number; gzip: number};

/**
 * The name a source path is reported under: the npm package for code from
 * node_modules (`react-dom`, `@docusaurus/theme-classic`), else the path
 * inside the site (`src/theme/...`) or the generated file (`.docusaurus/...`).
 */
export function moduleName(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\/)+/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    const first = itemAt(parts, 0);
    // A scoped package's files sit in a folder below its scope's.
    return first.startsWith('@') ? `${first}/${itemAt(parts, 1)}` : first;
  }
  const generated = clean.indexOf('.docusaurus/');
  if (generated >= 0) {
    return clean.slice(generated);
  }
  return clean;
}

/** The name under which code that no source map line points at is counted. */
const glueModule = '(no source: bundler glue)';

/** The size from which a script's map must name modules for most of it (the runtime is about 20 KB). */
const checkedFrom = 50_000;

/** Raw bytes of one minified script per module, from its source map. */
export function rawBytesByModule(code: string, map: string): Map<string, number> {
  const trace = new TraceMap(map);
  const lines = code.split('\n');
  const sizes = new Map<string, number>();
  // Mappings come sorted by generated position: each one owns the code up
  // to the next mapping on its line.
  let previous: {line: number; column: number; source: string | null} | null = null;
  const credit = (source: string | null, bytes: number) => {
    const name = source ? moduleName(source) : glueModule;
    sizes.set(name, (sizes.get(name) ?? 0) + bytes);
  };
  let mapped = 0;
  eachMapping(trace, (mapping) => {
    if (previous) {
      const end =
        mapping.generatedLine === previous.line
          ? mapping.generatedColumn
          : itemAt(lines, previous.line - 1).length;
      credit(previous.source, end - previous.column);
      mapped += end - previous.column;
    }
    previous = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source,
    };
  });
  if (previous) {
    const last = previous as {line: number; column: number; source: string | null};
    const end = itemAt(lines, last.line - 1).length;
    credit(last.source, end - last.column);
    mapped += end - last.column;
  }
  const unmapped = Buffer.byteLength(code) - mapped;
  if (unmapped > 0) {
    credit(null, unmapped);
  }
  return sizes;
}

/** A script a page loaded (path under the build folder) and its size, minified. */
export type ScriptSize = {script: string; raw: number; gzip: number};

/** A module's bytes, with the part of its gzip share that sits in the entry bundles. */
export type ModuleShare = ModuleSize & {entryGzip: number};

/** What a page's scripts are made of: the scripts, and their modules largest first. */
export type Composition = {scripts: ScriptSize[]; modules: ModuleShare[]};

/** The entry bundles every page loads: `main.<hash>.js` and `runtime~main.<hash>.js`. */
export function isEntryScript(script: string): boolean {
  return /^(main|runtime~main)\.[\w]+\.js$/.test(path.posix.basename(script));
}

/**
 * The scripts of a page (paths under the build folder, such as
 * `/assets/js/main.1234.js`) broken down by module, with raw and gzip bytes.
 * A script without a source map counts as one module named after it.
 */
export function composition(buildDir: string, scripts: readonly string[]): Composition {
  const sizes: ScriptSize[] = [];
  const modules = new Map<string, ModuleShare>();
  for (const script of scripts) {
    const file = path.join(buildDir, script);
    const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
    const raw = Buffer.byteLength(code);
    const gzip = gzipSync(code, {level: 9}).length;
    sizes.push({script, raw, gzip});
    const byModule = existsSync(`${file}.map`)
      ? rawBytesByModule(code, readFileSync(`${file}.map`, 'utf8'))
      : new Map([[`${script} (no source map)`, raw]]);
    // Glue is a few percent of a large script (the runtime and small chunks are
    // mostly glue). More than half of one means the map lost its modules: a
    // loader that returned no map did that to all of main.js once.
    const glue = byModule.get(glueModule) ?? 0;
    if (raw >= checkedFrom && glue > raw / 2) {
      throw new Error(
        `${script}: its source map names no module for ${glue} of its ${raw} bytes; ` +
          'a loader or plugin of the build dropped the maps of its modules',
      );
    }
    for (const [module, bytes] of byModule) {
      const entry = modules.get(module) ?? {module, raw: 0, gzip: 0, entryGzip: 0};
      const share = raw === 0 ? 0 : (bytes / raw) * gzip;
      entry.raw += bytes;
      entry.gzip += share;
      if (isEntryScript(script)) {
        entry.entryGzip += share;
      }
      modules.set(module, entry);
    }
  }
  return {
    scripts: sizes,
    modules: [...modules.values()]
      .map((entry) => ({
        ...entry,
        gzip: Math.round(entry.gzip),
        entryGzip: Math.round(entry.entryGzip),
      }))
      .sort((a, b) => b.gzip - a.gzip || b.raw - a.raw),
  };
}
