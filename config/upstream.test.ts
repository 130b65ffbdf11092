import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import ts from 'typescript';

import {
  packageDir,
  readRecordedHashes,
  siteDir,
  upstreamFiles,
  upstreamReport,
  type UpstreamFile,
} from './upstream';

describe('upstream files the site depends on (config/upstream.ts)', () => {
  it('are installed as they were when the local files were last checked against them', () => {
    const report = upstreamReport(upstreamFiles, readRecordedHashes());
    if (report !== null) {
      assert.fail(report);
    }
  });

  it('name local files that exist', () => {
    const missing = upstreamFiles.flatMap((entry) =>
      entry.local.filter((file) => !existsSync(path.join(siteDir, file))),
    );
    assert.deepEqual(missing, []);
  });

  it('are listed once each', () => {
    const keys = upstreamFiles.map((entry) => `${entry.package}/${entry.path}`);
    assert.deepEqual(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      [],
    );
  });
});

const isCode = (file: string) =>
  /\.(?:ts|tsx|js|jsx|mts|mjs|cjs)$/.test(file) && !/\.(?:test|d)\.m?ts$/.test(file);

/** The site's code files under `dir`, from the repository root. */
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter(isCode)
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** The code files at the repository root: docusaurus.config.ts, the sidebars, the tools' configs. */
function rootCodeFiles(): string[] {
  return readdirSync(siteDir, {withFileTypes: true})
    .filter((entry) => entry.isFile() && isCode(entry.name))
    .map((entry) => entry.name);
}

/**
 * The file of a package's `internal` entry point (`@docusaurus/theme-common/internal`), from its
 * `exports`: the API a package keeps for its own use, which may change in any release.
 */
function internalEntryPoint(name: string): string | null {
  const dir = packageDir(name, siteDir);
  if (!dir) {
    return null;
  }
  const {exports} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | {default?: string; require?: string; import?: string}>;
  };
  const target = exports?.['./internal'];
  const file = typeof target === 'string' ? target : (target?.default ?? target?.require);
  return file ? path.posix.normalize(file) : null;
}

/**
 * The upstream file a module specifier reaches into, if it does: a file of a package's `lib/`
 * folder, or its `internal` entry point.
 */
function upstreamInternal(specifier: string): {name: string; path: string} | null {
  const lib = /^((?:@[^/]+\/)?[^/.@][^/]*)\/(lib\/.+)$/.exec(specifier);
  if (lib?.[1] && lib[2]) {
    return {name: lib[1], path: lib[2]};
  }
  const internal = /^((?:@[^/]+\/)?[^/.@][^/]*)\/internal$/.exec(specifier);
  if (internal?.[1]) {
    return {name: internal[1], path: internalEntryPoint(internal[1]) ?? 'internal'};
  }
  return null;
}

/** The module specifiers a file imports, as TypeScript reads them. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(siteDir, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

function dependsOn(file: string, match: (entry: UpstreamFile) => boolean): boolean {
  return upstreamFiles.some((entry) => match(entry) && entry.local.includes(file));
}

describe('the upstream list is complete', () => {
  /** The site's code, tests aside: the source, the config modules, the scripts, the root's configs. */
  const sources = [...['src', 'config', 'scripts'].flatMap(codeFiles), ...rootCodeFiles()];

  it('reads the code of src, config, scripts and the root', () => {
    for (const file of [
      'src/theme/AnnouncementBar/index.tsx',
      'config/sitemap.ts',
      'scripts/upstream-update.mts',
      'scripts/bench/run.mts',
      'docusaurus.config.ts',
    ]) {
      assert.ok(sources.includes(file), file);
    }
    assert.deepEqual(
      sources.filter((file) => /\.test\.m?ts$/.test(file)),
      [],
    );
  });

  it('lists every theme override in src/theme', () => {
    const unlisted = codeFiles('src/theme').filter((file) => !dependsOn(file, () => true));
    assert.deepEqual(unlisted, [], 'add these overrides to config/upstream.ts');
  });

  it('lists the component behind every @theme-original import', () => {
    const unlisted = sources.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('@theme-original/'))
        .map((specifier) => specifier.slice('@theme-original/'.length))
        .filter(
          (component) =>
            !dependsOn(
              file,
              (entry) =>
                entry.kind === 'wrapped' &&
                [`src/theme/${component}.tsx`, `src/theme/${component}/index.tsx`].includes(
                  entry.path,
                ),
            ),
        )
        .map((component) => `${file}: ${component}`),
    );
    assert.deepEqual(unlisted, [], 'add these wrapped components to config/upstream.ts');
  });

  it("lists every file imported from a package's lib folder or internal entry point", () => {
    const unlisted = sources.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const internal = upstreamInternal(specifier);
          return (
            internal !== null &&
            !dependsOn(
              file,
              (entry) =>
                entry.kind === 'imported from lib' &&
                entry.package === internal.name &&
                [internal.path, `${internal.path}.js`].includes(entry.path),
            )
          );
        })
        .map((specifier) => `${file}: ${specifier}`),
    );
    assert.deepEqual(unlisted, [], 'add these imports to config/upstream.ts');
  });
});

describe('upstreamReport', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'upstream-report-'));
  after(() => rmSync(root, {recursive: true, force: true}));

  /** Writes `text` at `file` under the fixture root and returns its sha256. */
  function write(file: string, text: string): string {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
    return createHash('sha256').update(text).digest('hex');
  }

  write('package.json', '{"name": "site"}');
  write('node_modules/theme/package.json', '{"name": "theme", "version": "2.0.0"}');
  const layout = write('node_modules/theme/src/Layout.tsx', 'export default 2;\n');
  const footer = write('node_modules/theme/src/Footer.tsx', 'export default "footer";\n');
  write('node_modules/search/package.json', '{"name": "search", "version": "1.0.0"}');
  write('node_modules/modal/package.json', '{"name": "modal", "version": "9.0.0"}');
  write('node_modules/modal/dist/modal.js', 'hoisted');
  write(
    'node_modules/search/node_modules/modal/package.json',
    '{"name": "modal", "version": "4.0.0"}',
  );
  const nestedModal = write('node_modules/search/node_modules/modal/dist/modal.js', 'nested');

  const ejected: UpstreamFile = {
    package: 'theme',
    path: 'src/Layout.tsx',
    kind: 'ejected',
    local: ['src/theme/Layout/index.tsx'],
  };
  const entries: UpstreamFile[] = [
    ejected,
    {
      package: 'theme',
      path: 'src/Footer.tsx',
      kind: 'wrapped',
      local: ['src/theme/Footer/index.tsx'],
      dropWhen: 'the footer issue is fixed',
    },
    {
      package: 'theme',
      path: 'src/Gone.tsx',
      kind: 'replaced',
      local: ['src/theme/Gone/index.tsx'],
      dropWhen: 'theme renders Gone without the bug',
    },
    {
      package: 'modal',
      via: 'search',
      path: 'dist/modal.js',
      kind: 'relied on',
      local: ['src/search.ts'],
    },
  ];
  const asChecked = {
    versions: {theme: '2.0.0', modal: '4.0.0'},
    sha256: {
      'theme/src/Layout.tsx': layout,
      'theme/src/Footer.tsx': footer,
      'modal/dist/modal.js': nestedModal,
    },
  };

  it('is null when every installed file is as recorded', () => {
    const present = entries.filter((entry) => entry.path !== 'src/Gone.tsx');
    assert.equal(upstreamReport(present, asChecked, root), null);
  });

  it('reads a dependency of a dependency where that dependency finds it', () => {
    const [modal] = entries.filter((entry) => entry.package === 'modal');
    assert.ok(modal);
    const nested = {versions: {modal: '4.0.0'}, sha256: {'modal/dist/modal.js': nestedModal}};
    assert.equal(upstreamReport([modal], nested, root), null);
  });

  it('names each changed or missing file, its package and version, the local files and when they can go', () => {
    const report = upstreamReport(
      entries,
      {
        versions: {theme: '1.0.0', modal: '4.0.0'},
        sha256: {
          ...asChecked.sha256,
          'theme/src/Layout.tsx': 'a'.repeat(64),
          'theme/src/Old.tsx': 'b',
        },
      },
      root,
    );
    assert.ok(report !== null);
    const lines = report.split('\n');
    assert.match(lines[0] ?? '', /^3 upstream files .* differ/);
    for (const expected of [
      '- theme@2.0.0 src/Layout.tsx (ejected): changed since 1.0.0',
      '    re-check: src/theme/Layout/index.tsx',
      '    compare:  npm diff --diff=theme@1.0.0 --diff=theme@2.0.0 src/Layout.tsx',
      '- theme@2.0.0 src/Gone.tsx (replaced): missing: src/Gone.tsx is missing from the package',
      '    re-check: src/theme/Gone/index.tsx',
      '    drop when: theme renders Gone without the bug',
      '- theme/src/Old.tsx: recorded but no longer listed in config/upstream.ts',
    ]) {
      assert.ok(lines.includes(expected), `${expected}\nnot in:\n${report}`);
    }
    assert.ok(!report.includes('Footer'), 'an unchanged file is not named');
    assert.ok(
      !report.includes('the footer issue'),
      "an unchanged file's exit condition is not repeated",
    );
    assert.ok(!report.includes('modal'), 'an unchanged file is not named');
    assert.match(report, /npm run upstream:update/);
  });

  it('says when a package is not installed or a file has no hash yet', () => {
    const report = upstreamReport(
      [
        {package: 'absent', path: 'lib/a.js', kind: 'imported from lib', local: ['src/a.ts']},
        ejected,
      ],
      {versions: {}, sha256: {}},
      root,
    );
    assert.ok(report !== null);
    assert.ok(
      report.includes(
        '- absent (not installed) lib/a.js (imported from lib): missing: absent is not installed',
      ),
      report,
    );
    assert.ok(
      report.includes('- theme@2.0.0 src/Layout.tsx (ejected): no hash recorded yet'),
      report,
    );
  });
});
