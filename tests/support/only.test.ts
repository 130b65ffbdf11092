import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {selectPaths} from './only';

/** Whether `glob` selects `path` (selectPaths throws when it selects nothing). */
const matches = (glob: string, path: string) => {
  try {
    return selectPaths([path], glob).length === 1;
  } catch {
    return false;
  }
};

describe('CRAWL_ONLY globs', () => {
  test('a path without wildcards matches itself only', () => {
    assert.ok(matches('/', '/'));
    assert.ok(!matches('/', '/blog'));
    assert.ok(matches('/blog', '/blog'));
    assert.ok(!matches('/blog', '/blog/welcome'));
    assert.ok(!matches('/blog', '/blogs'));
  });

  test('* matches within one segment', () => {
    assert.ok(matches('/docs/docs/concepts/*', '/docs/docs/concepts/parameters'));
    assert.ok(!matches('/docs/docs/concepts/*', '/docs/docs/concepts'));
    assert.ok(!matches('/docs/docs/concepts/*', '/docs/docs/concepts/a/b'));
    assert.ok(matches('/docs/*/docs/intro', '/docs/0.4.x/docs/intro'));
    assert.ok(matches('/blog/1brc-*', '/blog/1brc-postgres'));
    assert.ok(!matches('/blog/1brc-*', '/blog/tags/1brc-x'));
  });

  test('** matches across segments, and a trailing /** the path above too', () => {
    assert.ok(matches('/blog/**', '/blog'));
    assert.ok(matches('/blog/**', '/blog/welcome'));
    assert.ok(matches('/blog/**', '/blog/tags/duckdb'));
    assert.ok(!matches('/blog/**', '/blogs'));
    assert.ok(matches('/docs/**/intro', '/docs/intro'));
    assert.ok(matches('/docs/**/intro', '/docs/0.4.x/docs/intro'));
    assert.ok(matches('/docs/**/SquirrelsProject', '/docs/references/python/SquirrelsProject'));
    assert.ok(matches('/**', '/'));
    assert.ok(matches('/**', '/docs/docs/intro'));
    assert.ok(matches('/docs/references/**/*Parameter', '/docs/references/python/x/DateParameter'));
  });

  test('regular expression characters are literal', () => {
    assert.ok(matches('/docs/0.4.x/docs/intro', '/docs/0.4.x/docs/intro'));
    assert.ok(!matches('/docs/0.4.x/docs/intro', '/docs/0x4yx/docs/intro'));
  });
});

describe('selectPaths', () => {
  const paths = ['/', '/blog', '/blog/welcome', '/docs/docs/concepts', '/docs/docs/concepts/user'];

  test('every path when the filter is unset or blank', () => {
    assert.deepEqual(selectPaths(paths, undefined), paths);
    assert.deepEqual(selectPaths(paths, ''), paths);
    assert.deepEqual(selectPaths(paths, ' , '), paths);
  });

  test('the paths matching any of the comma-separated globs, in their order', () => {
    assert.deepEqual(selectPaths(paths, '/blog/**, /'), ['/', '/blog', '/blog/welcome']);
    assert.deepEqual(selectPaths(paths, '/docs/docs/concepts/*'), ['/docs/docs/concepts/user']);
  });

  test('a filter that matches nothing throws', () => {
    assert.throws(() => selectPaths(paths, '/blgo/**'), /No path matches \/blgo\/\*\*/);
  });
});
