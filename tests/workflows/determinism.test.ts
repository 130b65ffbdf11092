/**
 * Deterministic builds: the same commit built in another folder gives a
 * byte-identical `build/`. A difference means the output depends on where the
 * checkout sits (an absolute path in a bundle, a hash of one) or on chance
 * (ordering, time), and the public files would name the build machine.
 *
 * Compares the `build/` of `npm run build` (so `npm test` runs this after the
 * build) with a build of a copy of the working tree, with its git history,
 * under a temporary folder of another name and depth.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

const repo = process.cwd();
const built = path.join(repo, 'build');
/** What a checkout may hold besides its content; node_modules is linked separately. */
const notCopied = new Set([
  'node_modules',
  '.docusaurus',
  'build',
  'build-fixtures',
  'build-algolia',
  'build-sourcemaps',
  'test-results',
  'playwright-report',
  'reports',
]);

let root = '';
let site = '';

/** Files under dir, relative to it, sorted. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Where two files first differ, with a little of each around it. */
function firstDifference(a: Buffer, b: Buffer): string {
  let offset = 0;
  while (offset < a.length && offset < b.length && a[offset] === b[offset]) {
    offset++;
  }
  const around = (buffer: Buffer) =>
    JSON.stringify(buffer.subarray(Math.max(0, offset - 40), offset + 40).toString('utf8'));
  return `at byte ${offset}: ${around(a)} / ${around(b)}`;
}

before(() => {
  assert.ok(existsSync(path.join(built, 'index.html')), 'no build/: run `npm run build` first');
  root = mkdtempSync(path.join(tmpdir(), 'squirrels-docs-determinism-'));
  site = path.join(root, 'another', 'checkout');
  mkdirSync(site, {recursive: true});
  cpSync(repo, site, {
    recursive: true,
    filter: (source) => !notCopied.has(path.relative(repo, source).split(path.sep)[0] ?? ''),
  });
  // Hard links: as fast as a symbolic link, but the packages sit inside the
  // copy, as in a real checkout (a link would resolve them back to this
  // folder). Build caches are left out, except the social cards', which are
  // stored by content.
  const linked = spawnSync('cp', ['-al', path.join(repo, 'node_modules'), site], {
    encoding: 'utf8',
  });
  assert.equal(linked.status, 0, linked.stderr);
  rmSync(path.join(site, 'node_modules', '.cache'), {recursive: true, force: true});
  const cards = path.join(repo, 'node_modules', '.cache', 'social-cards');
  if (existsSync(cards)) {
    cpSync(cards, path.join(site, 'node_modules', '.cache', 'social-cards'), {recursive: true});
  }
});

after(() => {
  if (root && process.env.KEEP_DETERMINISM_SITE !== '1') {
    rmSync(root, {recursive: true, force: true});
  }
});

test('a build in another folder is byte-identical to build/', {timeout: 600_000}, () => {
  const docusaurus = path.join(
    site,
    'node_modules',
    '@docusaurus',
    'core',
    'bin',
    'docusaurus.mjs',
  );
  const result = spawnSync(process.execPath, [docusaurus, 'build'], {
    cwd: site,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(result.status, 0, `the build failed:\n${result.stdout}\n${result.stderr}`);

  const other = path.join(site, 'build');
  const ours = listFiles(built);
  const theirs = listFiles(other);
  assert.deepEqual(
    theirs.filter((file) => !ours.includes(file)),
    [],
    'files only the other build has',
  );
  assert.deepEqual(
    ours.filter((file) => !theirs.includes(file)),
    [],
    'files only build/ has',
  );
  const differences: string[] = [];
  for (const file of ours) {
    const [a, b] = [readFileSync(path.join(built, file)), readFileSync(path.join(other, file))];
    if (!a.equals(b)) {
      differences.push(`${file} ${firstDifference(a, b)}`);
    }
  }
  assert.deepEqual(differences.slice(0, 15), [], `${differences.length} files differ`);
  // No built file names either folder.
  const named = theirs.filter((file) => {
    const text = readFileSync(path.join(other, file), 'latin1');
    return text.includes(repo) || text.includes(site);
  });
  assert.deepEqual(named, []);
});
