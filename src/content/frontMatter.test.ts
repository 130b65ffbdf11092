import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';

import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

import {
  contentKindOf,
  frontMatterProblems,
  readBlogVocabulary,
  validatingFrontMatterParser,
  type BlogVocabulary,
} from './frontMatter';

const blog: BlogVocabulary = {
  tags: new Set(['duckdb', 'performance']),
  authors: new Set(['squirrels-team']),
};
const goodDescription = 'How to keep the results of a slow query in a cache for the next request.';

describe('contentKindOf', () => {
  test('docs, versioned docs and their translations are docs pages', () => {
    assert.equal(contentKindOf('docs/docs/intro.md'), 'doc');
    assert.equal(contentKindOf('docs/landing.mdx'), 'doc');
    assert.equal(contentKindOf('versioned_docs/version-0.4.x/docs/intro.md'), 'doc');
    assert.equal(
      contentKindOf('i18n/fr/docusaurus-plugin-content-docs/current/docs/intro.md'),
      'doc',
    );
  });

  test('posts and their translations are posts', () => {
    assert.equal(contentKindOf('blog/2024-06-22-welcome.md'), 'post');
    assert.equal(
      contentKindOf('i18n/fr/docusaurus-plugin-content-blog/2024-06-22-welcome.md'),
      'post',
    );
  });

  test('partials, pages and other files are left alone', () => {
    assert.equal(contentKindOf('docs/docs/_components/table.mdx'), undefined);
    assert.equal(contentKindOf('docs/docs/concepts/_snippet.md'), undefined);
    assert.equal(contentKindOf('src/pages/about.md'), undefined);
    assert.equal(contentKindOf('blog/authors.yml'), undefined);
    assert.equal(contentKindOf('README.md'), undefined);
  });
});

describe('frontMatterProblems', () => {
  test('a complete docs page has none', () => {
    assert.deepEqual(
      frontMatterProblems('doc', {title: 'Cache results', description: goodDescription}, blog),
      [],
    );
  });

  test('a complete post has none', () => {
    const post = {
      title: 'Faster builds',
      description: goodDescription,
      authors: ['squirrels-team'],
      tags: ['duckdb'],
    };
    assert.deepEqual(frontMatterProblems('post', post, blog), []);
  });

  test('title and description are required', () => {
    const fields = frontMatterProblems('doc', {title: '  '}, blog).map((problem) => problem.field);
    assert.deepEqual(fields, ['title', 'description']);
  });

  test('a description must fit in a search result', () => {
    const short = frontMatterProblems('doc', {title: 'T', description: 'Too short.'}, blog);
    assert.equal(short.length, 1);
    const [tooShort] = short;
    assert.ok(tooShort, 'a problem with the short description');
    assert.match(tooShort.message, /is 10 characters long; keep it between 50 and 160/);
    const long = frontMatterProblems('doc', {title: 'T', description: 'x'.repeat(161)}, blog);
    const [tooLong] = long;
    assert.ok(tooLong, 'a problem with the long description');
    assert.match(tooLong.message, /is 161 characters long/);
    const edges = [50, 160].map((length) =>
      frontMatterProblems('doc', {title: 'T', description: 'x'.repeat(length)}, blog),
    );
    assert.deepEqual(edges, [[], []]);
  });

  test('posts name known tags and authors only', () => {
    const problems = frontMatterProblems(
      'post',
      {title: 'T', description: goodDescription, authors: ['jane'], tags: ['duckdb', 'speed']},
      blog,
    );
    assert.deepEqual(
      problems.map((problem) => problem.field),
      ['tags', 'authors'],
    );
    const [tags, authors] = problems;
    assert.ok(tags && authors, 'a tags problem and an authors problem');
    assert.match(tags.message, /unknown tag "speed"; use one of duckdb, performance/);
    assert.match(authors.message, /unknown author "jane"; use one of squirrels-team/);
  });

  test('a post needs an author, and inline author objects are refused', () => {
    const none = frontMatterProblems('post', {title: 'T', description: goodDescription}, blog);
    assert.deepEqual(
      none.map((problem) => problem.field),
      ['authors'],
    );
    const inline = frontMatterProblems(
      'post',
      {title: 'T', description: goodDescription, authors: [{name: 'Jane'}]},
      blog,
    );
    assert.equal(inline[0]?.field, 'authors');
  });

  test('docs pages take neither tags nor authors', () => {
    const problems = frontMatterProblems(
      'doc',
      {title: 'T', description: goodDescription, tags: ['duckdb'], authors: ['squirrels-team']},
      blog,
    );
    assert.deepEqual(
      problems.map((problem) => problem.field),
      ['tags', 'authors'],
    );
    const [tags] = problems;
    assert.ok(tags, 'a tags problem');
    assert.match(tags.message, /docs pages have no tags/);
  });
});

describe('validatingFrontMatterParser', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'front-matter-'));
  mkdirSync(path.join(siteDir, 'blog'));
  writeFileSync(path.join(siteDir, 'blog', 'tags.yml'), 'duckdb:\n  label: DuckDB\n');
  writeFileSync(path.join(siteDir, 'blog', 'authors.yml'), 'squirrels-team:\n  name: Team\n');
  const parse = validatingFrontMatterParser(siteDir);
  const run = (file: string, fileContent: string) =>
    parse({
      filePath: path.join(siteDir, file),
      fileContent,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });

  test('reads the blog vocabulary from the site', () => {
    const vocabulary = readBlogVocabulary(siteDir);
    assert.deepEqual([...vocabulary.tags], ['duckdb']);
    assert.deepEqual([...vocabulary.authors], ['squirrels-team']);
  });

  test('passes valid files through unchanged', async () => {
    const result = await run(
      'docs/docs/guides/cache.md',
      `---\ntitle: Cache\ndescription: ${goodDescription}\n---\nBody.\n`,
    );
    assert.deepEqual(result, {
      frontMatter: {title: 'Cache', description: goodDescription},
      content: 'Body.',
    });
  });

  test('throws naming the file and each field at fault', async () => {
    await assert.rejects(
      run('blog/2026-01-01-news.md', '---\ntitle: News\ntags: [speed]\n---\nBody.\n'),
      (error: Error) => {
        assert.equal(error.name, 'FrontMatterError');
        assert.match(error.message, /^Front matter of blog\/2026-01-01-news\.md is not valid:/);
        assert.match(error.message, /- description: is required/);
        assert.match(error.message, /- tags: names the unknown tag "speed"/);
        assert.match(error.message, /- authors: is required/);
        return true;
      },
    );
  });

  test('leaves files outside docs and blog alone', async () => {
    const result = await run('src/pages/notes.md', '---\ntitle: Notes\n---\nBody.\n');
    assert.deepEqual(result.frontMatter, {title: 'Notes'});
  });
});
