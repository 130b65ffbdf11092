import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {it} from 'node:test';

import {keptIds} from '../../src/plugins/source-strings';
import {buildFile, requireBuild} from '../support/build';
import {siteDir} from '../support/content';

/**
 * What every first visit loads of the site's route machinery, in `main.js`
 * and the runtime chunk. Each route costs bytes there, so each docs version
 * costs every page: these tests keep out what the browser never reads. Run
 * `npm run build` first.
 */

/** The files of `assets/js`. */
function scriptFiles(): string[] {
  requireBuild();
  return readdirSync(buildFile('/assets/js'));
}

/** The code of the one script of `assets/js` whose name matches `pattern`. */
function onlyScript(pattern: RegExp): {file: string; code: string} {
  const matches = scriptFiles().filter((file) => pattern.test(file));
  assert.equal(
    matches.length,
    1,
    `one file matching ${pattern} in assets/js, found ${matches.join(', ')}`,
  );
  const file = matches[0] as string;
  return {file, code: readFileSync(buildFile(`/assets/js/${file}`), 'utf8')};
}

const isEntry = (file: string) => /^(main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file);

it("main.js names no page's module by its path (src/plugins/lean-registry)", () => {
  const {file, code} = onlyScript(/^main\.[0-9a-f]+\.js$/);
  const paths = code.match(/"@(?:site|generated)\/[^"]*"/g) ?? [];
  assert.deepEqual(
    paths.slice(0, 3),
    [],
    `${paths.length} module paths in ${file}, such as the ones above`,
  );
});

it('lazily loaded chunks are named by id, so the runtime maps no id to a name (src/plugins/numbered-chunks)', () => {
  const chunks = scriptFiles().filter((file) => file.endsWith('.js') && !isEntry(file));
  assert.ok(chunks.length > 100, `expected a chunk per page, found ${chunks.length}`);
  assert.deepEqual(
    chunks.filter((file) => !/^\d+\.[0-9a-f]{8}\.js$/.test(file)).slice(0, 3),
    [],
    'chunks not named <id>.<content hash>.js',
  );
  const {file, code} = onlyScript(/^runtime~main\.[0-9a-f]+\.js$/);
  // The chunk file name function: `"assets/js/"+chunkId+"."+{…hashes}[chunkId]+".js"`. With
  // [name] in the file names, Rspack puts an id-to-name map first:
  // `"assets/js/"+(({266:"0058b4c6",…}[chunkId]||chunkId)+"."+…`.
  assert.match(code, /"assets\/js\/"\+\w+\+"\."/, `${file} builds no chunk file name from the id`);
  assert.doesNotMatch(code, /"assets\/js\/"\+\(+\{/, `${file} maps chunk ids to names`);
});

it("the browser knows each route's chunks by short names, the same in main.js and the runtime (src/plugins/lean-registry)", () => {
  const {code} = onlyScript(/^main\.[0-9a-f]+\.js$/);
  // Each route's component chunk in the routes' chunk names: `"__comp":"4g"`, not `"__comp":"a6aa9e1f"`.
  const components = [...code.matchAll(/"__comp":"([^"]*)"/g)].map((match) => match[1] ?? '');
  assert.ok(
    components.length > 100,
    `expected a component chunk per route, found ${components.length}`,
  );
  assert.deepEqual(
    components.filter((name) => !/^[0-9a-z]{1,3}$/.test(name)).slice(0, 3),
    [],
    'chunk names that are not short',
  );
  // The runtime's name-to-id map (`__webpack_require__.gca`) knows the same names.
  const runtime = onlyScript(/^runtime~main\.[0-9a-f]+\.js$/).code;
  const known = runtime.match(/gca=function\(\w+\)\{return \w+=\(\{([^}]*)\}/)?.[1] ?? '';
  const names = new Set([...known.matchAll(/(?:^|,)"?([0-9a-z]+)"?:/g)].map((match) => match[1]));
  assert.deepEqual(
    [...new Set(components)].filter((name) => !names.has(name)).slice(0, 3),
    [],
    "component chunks that the runtime's name-to-id map does not know",
  );
});

it('no script holds the English string table, beyond the ids it must keep (src/plugins/source-strings)', () => {
  const table = JSON.parse(readFileSync(path.join(siteDir, 'i18n/en/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const code = scriptFiles()
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(buildFile(`/assets/js/${file}`), 'utf8'))
    .join('\n');
  // An entry of the table, as the bundler writes a JSON module: `"theme.x":"Message"`.
  const entry = (id: string) =>
    `${JSON.stringify(id)}:${JSON.stringify(table[id]?.message)}`.replace(/\//g, '\\/');
  const shipped = Object.keys(table).filter(
    (id) => code.includes(entry(id)) || code.includes(entry(id).replace(/\\\//g, '/')),
  );
  assert.deepEqual(shipped.sort(), [...keptIds].sort());
});
