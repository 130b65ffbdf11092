import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';

import {composition, isEntryScript, moduleName, rawBytesByModule} from './modules.mjs';

describe('moduleName', () => {
  test('code from node_modules is named after its package, scoped or not', () => {
    assert.equal(
      moduleName('webpack://squirrels-docs/./node_modules/react-dom/cjs/react-dom.production.js'),
      'react-dom',
    );
    assert.equal(
      moduleName(
        'webpack://squirrels-docs/./node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js',
      ),
      '@docusaurus/theme-classic',
    );
  });

  test('a package nested in another package’s node_modules is named after the inner one', () => {
    assert.equal(
      moduleName('webpack://squirrels-docs/./node_modules/mermaid/node_modules/uuid/index.js'),
      'uuid',
    );
  });

  test('site code keeps its path in the site, generated files their .docusaurus path', () => {
    assert.equal(moduleName('webpack://squirrels-docs/./src/theme/Root.tsx'), 'src/theme/Root.tsx');
    assert.equal(
      moduleName('webpack://squirrels-docs/./.docusaurus/registry.js'),
      '.docusaurus/registry.js',
    );
    assert.equal(
      moduleName('webpack://squirrels-docs/json|/work/main/.docusaurus/globalData.json'),
      '.docusaurus/globalData.json',
    );
  });
});

// A two-line "minified" script and its source map, written by hand:
// - line 1: `var r=1;` from react, `var s=2;` from src/theme/Root.tsx, then a
//   comment no source points at (a segment with a column only);
// - line 2: `App();` from @docusaurus/core.
// Mappings: "AAAA" = column 0, source 0; "QCAA" = column +8, source +1;
// "Q" = column +8, no source; ";" = next line; "ACAA" = column 0, source +1.
const code = 'var r=1;var s=2;/*glue*/\nApp();';
const map = JSON.stringify({
  version: 3,
  sources: [
    'webpack://squirrels-docs/./node_modules/react/index.js',
    'webpack://squirrels-docs/./src/theme/Root.tsx',
    'webpack://squirrels-docs/./node_modules/@docusaurus/core/lib/client/App.js',
  ],
  names: [],
  mappings: 'AAAA,QCAA,Q;ACAA',
});

describe('rawBytesByModule', () => {
  test('each mapping owns the code up to the next one; unmapped bytes are bundler glue', () => {
    const sizes = rawBytesByModule(code, map);
    assert.deepEqual(Object.fromEntries(sizes), {
      react: 8,
      'src/theme/Root.tsx': 8,
      // the comment and the newline
      '(no source: bundler glue)': 9,
      '@docusaurus/core': 6,
    });
    const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    assert.equal(total, Buffer.byteLength(code));
  });
});

describe('composition', () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'bench-modules-'));
  after(() => rmSync(buildDir, {recursive: true, force: true}));
  mkdirSync(path.join(buildDir, 'assets/js'), {recursive: true});
  writeFileSync(
    path.join(buildDir, 'assets/js/main.1a2b.js'),
    `${code}\n//# sourceMappingURL=main.1a2b.js.map`,
  );
  writeFileSync(path.join(buildDir, 'assets/js/main.1a2b.js.map'), map);
  writeFileSync(path.join(buildDir, 'assets/js/42.3c4d.js'), 'console.log(42);');

  test('the entry bundles are main and runtime~main, whatever their hash', () => {
    assert.equal(isEntryScript('/assets/js/main.1a2b.js'), true);
    assert.equal(isEntryScript('/assets/js/runtime~main.5e6f.js'), true);
    assert.equal(isEntryScript('/assets/js/42.3c4d.js'), false);
    assert.equal(isEntryScript('/assets/js/domain.1a2b.js'), false);
  });

  test('splits scripts into modules, without the source-map comment, and flags entry bytes', () => {
    const result = composition(buildDir, ['/assets/js/main.1a2b.js', '/assets/js/42.3c4d.js']);
    assert.deepEqual(
      result.scripts.map(({script, raw}) => [script, raw]),
      [
        ['/assets/js/main.1a2b.js', Buffer.byteLength(code)],
        ['/assets/js/42.3c4d.js', 16],
      ],
    );
    const byName = new Map(result.modules.map((entry) => [entry.module, entry]));
    assert.equal(byName.get('react')?.raw, 8);
    assert.equal(byName.get('@docusaurus/core')?.raw, 6);
    assert.equal(
      byName.get('react')?.gzip,
      byName.get('react')?.entryGzip,
      'all of react sits in main',
    );
    const unmapped = byName.get('/assets/js/42.3c4d.js (no source map)');
    assert.equal(unmapped?.raw, 16);
    assert.equal(unmapped?.entryGzip, 0);
    const gzipOfScripts = result.scripts.reduce((sum, script) => sum + script.gzip, 0);
    const gzipOfModules = result.modules.reduce((sum, entry) => sum + entry.gzip, 0);
    assert.ok(Math.abs(gzipOfScripts - gzipOfModules) <= result.modules.length / 2);
    assert.deepEqual(
      result.modules.map((entry) => entry.gzip),
      [...result.modules.map((entry) => entry.gzip)].sort((a, b) => b - a),
      'largest first',
    );
  });

  test('refuses a large script whose source map leaves most of it to no module, not a small one', () => {
    // The maps point at the second line only: the first, long line is glue.
    const script = (name: string, glue: number) => {
      writeFileSync(
        path.join(buildDir, `assets/js/${name}`),
        `var glue="${'x'.repeat(glue)}";\nshort();`,
      );
      writeFileSync(
        path.join(buildDir, `assets/js/${name}.map`),
        JSON.stringify({
          version: 3,
          sources: ['webpack://squirrels-docs/./src/a.ts'],
          names: [],
          mappings: ';AAAA',
        }),
      );
      return `/assets/js/${name}`;
    };
    assert.throws(
      () => composition(buildDir, [script('main.5e6f.js', 60_000)]),
      /main\.5e6f\.js: its source map names no module for 60013 of its 60021 bytes/,
    );
    // A small chunk is mostly the bundler's wrapper: counted as glue, not refused.
    const small = composition(buildDir, [script('7.7a8b.js', 100)]);
    assert.equal(small.modules.find(({module}) => module.startsWith('(no source'))?.raw, 113);
  });
});
