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

/** The site's code files under `dir`, from the repository root. */
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(?:ts|tsx|js|jsx|mts)$/.test(file) && !/\.(?:test|d)\.ts$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
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
  const sources = codeFiles('src');

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

  it("lists every file imported from a package's lib folder", () => {
    const unlisted = sources.flatMap((file) =>
      importsOf(file)
        .map((specifier) => /^((?:@[^/]+\/)?[^/.][^/]*)\/(lib\/.+)$/.exec(specifier))
        .filter((match) => match !== null)
        .filter(
          ([, name, libPath]) =>
            !dependsOn(
              file,
              (entry) =>
                entry.kind === 'imported from lib' &&
                entry.package === name &&
                [libPath, `${libPath}.js`].includes(entry.path),
            ),
        )
        .map(([specifier]) => `${file}: ${specifier}`),
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
