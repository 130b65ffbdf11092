import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, test} from 'node:test';

import {parseFrontMatter} from './markdown';
import {createDoc, createPost, parseDocTarget, scaffoldMarker, ScaffoldError} from './scaffold';

const repo = process.cwd();
const description = 'How to keep the results of a slow query in a cache for the next request.';

/** A throwaway site with the real sidebars, blog vocabulary and posts. */
function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'scaffold-'));
  for (const file of ['sidebars.ts', 'sidebarsReferences.ts']) {
    cpSync(path.join(repo, file), path.join(dir, file));
  }
  cpSync(path.join(repo, 'blog'), path.join(dir, 'blog'), {recursive: true});
  mkdirSync(path.join(dir, 'docs', 'docs', 'guides'), {recursive: true});
  writeFileSync(path.join(dir, 'docs', 'docs', 'guides', 'deploy.md'), '# existing\n');
  return dir;
}

/** Every file under dir with its contents, to show a refused command changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, full)] = readFileSync(full, 'utf8');
    }
  }
  return files;
}

function frontMatterOf(file: string): Record<string, unknown> {
  return parseFrontMatter(readFileSync(file, 'utf8'));
}

/** The sidebars as Docusaurus would load them, in a fresh process (imports are cached). */
function sidebarsOf(dir: string): string {
  const url = pathToFileURL(path.join(dir, 'sidebars.ts')).href;
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(url)}); process.stdout.write(JSON.stringify(m.default.default ?? m.default));`,
    ],
    {cwd: repo, encoding: 'utf8'},
  );
}

describe('parseDocTarget', () => {
  test('takes a doc id or a file path from the site root', () => {
    assert.deepEqual(parseDocTarget('docs/guides/caching'), {
      id: 'docs/guides/caching',
      extension: '.md',
    });
    assert.deepEqual(parseDocTarget('docs/docs/guides/caching.mdx'), {
      id: 'docs/guides/caching',
      extension: '.mdx',
    });
    assert.deepEqual(parseDocTarget('docs/references/cli/serve.md'), {
      id: 'references/cli/serve',
      extension: '.md',
    });
  });

  test('refuses paths outside the two sidebars, older versions and odd names', () => {
    assert.throws(() => parseDocTarget('guides/caching'), /lives under docs\/ .* or references\//);
    assert.throws(() => parseDocTarget('docs'), ScaffoldError);
    assert.throws(
      () => parseDocTarget('versioned_docs/version-0.4.x/docs/new.md'),
      /older versions only receive corrections/,
    );
    assert.throws(() => parseDocTarget('docs/guides/my page'), /"my page" is not a valid path/);
  });
});

describe('createDoc', () => {
  test('writes the page with its front matter and adds it after its last sibling', async () => {
    const dir = site();
    const result = await createDoc({
      siteDir: dir,
      target: 'docs/guides/caching',
      title: 'Cache query results',
      description,
    });
    assert.equal(result.file, 'docs/docs/guides/caching.md');
    assert.equal(result.route, '/docs/docs/guides/caching');
    const file = path.join(dir, result.file);
    assert.deepEqual(await frontMatterOf(file), {title: 'Cache query results', description});
    assert.match(readFileSync(file, 'utf8'), new RegExp(`<!--\\n  ${scaffoldMarker}doc\\.`));
    const sidebars = readFileSync(path.join(dir, 'sidebars.ts'), 'utf8');
    assert.match(sidebars, /'docs\/guides\/sql-injection',\n {8}'docs\/guides\/caching',\n/);
    assert.match(sidebarsOf(dir), /"docs\/guides\/sql-injection","docs\/guides\/caching"\]/);
    const [, added] = result.report;
    assert.ok(added, 'a report line about the sidebar');
    assert.match(
      added,
      /Added 'docs\/guides\/caching' to the docs sidebar in sidebars\.ts \(Guides\)/,
    );
  });

  test('a reference page goes into sidebarsReferences.ts', async () => {
    const dir = site();
    const result = await createDoc({
      siteDir: dir,
      target: 'docs/references/cli/serve.mdx',
      title: 'sqrl serve',
      description,
      sidebarLabel: 'serve',
    });
    assert.equal(result.file, 'docs/references/cli/serve.mdx');
    assert.equal((await frontMatterOf(path.join(dir, result.file))).sidebar_label, 'serve');
    assert.match(readFileSync(path.join(dir, result.file), 'utf8'), /\{\/\*\n {2}Written by/);
    const references = readFileSync(path.join(dir, 'sidebarsReferences.ts'), 'utf8');
    assert.match(references, /'references\/cli\/run',\n {6}'references\/cli\/serve',\n/);
  });

  test('says exactly where to add a page it cannot place itself', async () => {
    const dir = site();
    const before = readFileSync(path.join(dir, 'sidebarsReferences.ts'), 'utf8');
    const helper = await createDoc({
      siteDir: dir,
      target: 'references/python/auth/Session',
      title: 'Session',
      description,
    });
    const [, addYourself] = helper.report;
    assert.ok(addYourself, 'a report line about the sidebar');
    assert.match(
      addYourself,
      /sidebarsReferences\.ts: Python API › squirrels\.auth, after 'references\/python\/auth\/provider'/,
    );
    assert.equal(readFileSync(path.join(dir, 'sidebarsReferences.ts'), 'utf8'), before);

    const fresh = await createDoc({
      siteDir: dir,
      target: 'docs/recipes/first',
      title: 'First recipe',
      description,
    });
    const [, noCategory] = fresh.report;
    assert.ok(noCategory, 'a report line about the sidebar');
    assert.match(noCategory, /No sidebar category holds pages of docs\/docs\/recipes\//);
  });

  test('refuses an existing page, a bad path or bad front matter, changing nothing', async () => {
    const dir = site();
    const before = snapshot(dir);
    const attempts: [string, string, string, RegExp][] = [
      [
        'docs/guides/deploy',
        'Deploy',
        description,
        /docs\/docs\/guides\/deploy\.md already exists/,
      ],
      ['docs/guides/deploy.mdx', 'Deploy', description, /already exists/],
      ['docs/guides/a b', 'A', description, /not a valid path segment/],
      ['docs/guides/caching', ' ', description, /title: is required/],
      ['docs/guides/caching', 'Cache', 'Too short.', /description: is 10 characters long/],
    ];
    for (const [target, title, text, message] of attempts) {
      await assert.rejects(createDoc({siteDir: dir, target, title, description: text}), message);
    }
    assert.deepEqual(snapshot(dir), before);
  });
});

describe('createPost', () => {
  const post = (dir: string, overrides: Partial<Parameters<typeof createPost>[0]> = {}) =>
    createPost({
      siteDir: dir,
      slug: 'faster-builds',
      title: 'Faster builds',
      description,
      tags: ['performance'],
      authors: ['squirrels-team'],
      date: '2026-11-21',
      extension: '.md',
      ...overrides,
    });

  test('writes a dated post signed by the team, with an excerpt marker', async () => {
    const dir = site();
    const result = await post(dir);
    assert.equal(result.file, 'blog/2026-11-21-faster-builds.md');
    assert.equal(result.route, '/blog/faster-builds');
    const file = path.join(dir, result.file);
    assert.deepEqual(await frontMatterOf(file), {
      slug: 'faster-builds',
      title: 'Faster builds',
      description,
      authors: ['squirrels-team'],
      tags: ['performance'],
    });
    assert.match(readFileSync(file, 'utf8'), /\n<!-- truncate -->\n$/);
  });

  test('an MDX post gets the MDX excerpt marker', async () => {
    const dir = site();
    const result = await post(dir, {extension: '.mdx'});
    assert.match(readFileSync(path.join(dir, result.file), 'utf8'), /\n\{\/\* truncate \*\/\}\n$/);
  });

  test('refuses a bad slug, a taken slug, unknown tags or authors and bad dates', async () => {
    const dir = site();
    const before = snapshot(dir);
    await assert.rejects(post(dir, {slug: 'Faster_Builds'}), /"Faster_Builds" is not a valid slug/);
    await assert.rejects(post(dir, {slug: '-x'}), /not a valid slug/);
    await assert.rejects(post(dir, {slug: 'welcome'}), /blog\/2024-06-22-welcome\.md already uses/);
    await assert.rejects(post(dir, {tags: ['speed']}), /tags: names the unknown tag "speed"/);
    await assert.rejects(
      post(dir, {authors: ['jane']}),
      /authors: names the unknown author "jane"/,
    );
    await assert.rejects(post(dir, {authors: []}), /authors: is required/);
    await assert.rejects(post(dir, {date: '21/11/2026'}), /is not a date; write it as YYYY-MM-DD/);
    assert.deepEqual(snapshot(dir), before);
  });
});
