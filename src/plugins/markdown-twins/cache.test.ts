import assert from 'node:assert/strict';
import {mkdtemp, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, it} from 'node:test';

import {conversionKey, convertWithCache} from './cache';
import {convertToMarkdown, type ConvertOptions} from './convert';

let cacheDir: string;

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'twins-cache-'));
});

afterEach(async () => {
  await rm(cacheDir, {recursive: true, force: true});
});

const source = 'See [the intro](./intro.md) and <Unknown>this</Unknown>.\n';

/** Options for docs/guide.mdx; `links` answers the resolver, `warnings` collects the logger's. */
function options(links: Record<string, string | null>, warnings: string[] = []): ConvertOptions {
  return {
    sourcePath: 'docs/guide.mdx',
    title: 'Guide',
    description: 'How to',
    pageUrl: 'https://example.com/docs/guide',
    siteUrl: 'https://example.com',
    baseUrl: '/',
    resolveLink: (_from, target) => links[target] ?? null,
    logger: {warn: (message) => warnings.push(message)},
  };
}

const intro = {'./intro.md': 'https://example.com/docs/intro'};

describe('convertWithCache', () => {
  it('converts once, then reads the same twin and warnings back', async () => {
    const first: string[] = [];
    const converted = await convertWithCache(source, options(intro, first), cacheDir);
    assert.equal(converted.fromCache, false);
    assert.equal(converted.markdown, convertToMarkdown(source, options(intro)));
    assert.match(converted.markdown, /\[the intro\]\(https:\/\/example\.com\/docs\/intro\)/);
    assert.equal(first.length, 1);

    const second: string[] = [];
    assert.deepEqual(await convertWithCache(source, options(intro, second), cacheDir), {
      markdown: converted.markdown,
      fromCache: true,
    });
    assert.deepEqual(second, first);
  });

  it('returns what the cache holds, without converting', async () => {
    await convertWithCache(source, options(intro), cacheDir);
    const file = path.join(cacheDir, `${conversionKey(source, options(intro))}.json`);
    assert.deepEqual(await readdir(cacheDir), [path.basename(file)]);
    await writeFile(
      file,
      JSON.stringify({
        markdown: 'from the cache',
        links: [['docs/guide.mdx', './intro.md', 'https://example.com/docs/intro']],
        warnings: [],
      }),
    );
    assert.deepEqual(await convertWithCache(source, options(intro), cacheDir), {
      markdown: 'from the cache',
      fromCache: true,
    });
  });

  it('converts again when the source, the page facts or a linked page change', async () => {
    await convertWithCache(source, options(intro), cacheDir);
    const again = async (text: string, opts: ConvertOptions) =>
      (await convertWithCache(text, opts, cacheDir)).fromCache;

    assert.equal(await again(`${source}More.\n`, options(intro)), false);
    assert.equal(await again(source, {...options(intro), title: 'Guide, renamed'}), false);
    assert.equal(await again(source, {...options(intro), description: 'Other'}), false);
    assert.equal(await again(source, {...options(intro), baseUrl: '/squirrels/'}), false);

    // The intro moved: same source, same options, another URL for the link.
    const moved = {'./intro.md': 'https://example.com/docs/start/intro'};
    const {markdown, fromCache} = await convertWithCache(source, options(moved), cacheDir);
    assert.equal(fromCache, false);
    assert.match(markdown, /\(https:\/\/example\.com\/docs\/start\/intro\)/);
    assert.equal(await again(source, options(moved)), true);
  });

  it('converts again when an entry cannot be read', async () => {
    await writeFile(
      path.join(cacheDir, `${conversionKey(source, options(intro))}.json`),
      '{"markdown": "cut sh',
    );
    const {markdown, fromCache} = await convertWithCache(source, options(intro), cacheDir);
    assert.equal(fromCache, false);
    assert.equal(markdown, convertToMarkdown(source, options(intro)));
  });
});
