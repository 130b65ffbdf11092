import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {typoDistance} from '../utils/typoDistance';
import {normalizePath, suggestPages, tokenize, wordSimilarity} from './suggest';
import type {PageEntry} from './pageEntry';

const pages: PageEntry[] = [
  {title: 'Parameters', path: '/docs/docs/concepts/parameters', section: 'Docs 0.5.x'},
  {title: 'Parameters', path: '/docs/0.4.x/docs/topics/parameters', section: 'Docs 0.4.x'},
  {title: 'Models', path: '/docs/docs/concepts/models', section: 'Docs 0.5.x'},
  {title: 'Build models', path: '/docs/docs/concepts/models-build', section: 'Docs 0.5.x'},
  {title: 'sqrl build', path: '/docs/references/cli/build', section: 'References 0.5.x'},
  {title: 'sqrl run', path: '/docs/references/cli/run', section: 'References 0.5.x'},
  {
    title: 'SquirrelsProject',
    path: '/docs/references/python/SquirrelsProject',
    section: 'References 0.5.x',
  },
  {title: 'Deploy a project', path: '/docs/docs/guides/deploy', section: 'Docs 0.5.x'},
  {title: 'Welcome', path: '/blog/welcome', section: 'Blog'},
];

const paths = (found: PageEntry[]): string[] => found.map((page) => page.path);

describe('tokenize', () => {
  it('splits paths and camelCase names and drops noise words', () => {
    assert.deepEqual(tokenize('/docs/references/python/SquirrelsProject.html'), [
      'references',
      'python',
      'squirrels',
      'project',
    ]);
  });
});

describe('typoDistance and wordSimilarity', () => {
  it('counts single-character edits', () => {
    assert.equal(typoDistance('parametrs', 'parameters'), 1);
    assert.equal(typoDistance('', 'abc'), 3);
    assert.equal(typoDistance('kitten', 'sitting'), 3);
  });

  it('scores prefixes high and unrelated words zero', () => {
    assert.equal(wordSimilarity('concept', 'concepts'), 0.9);
    assert.equal(wordSimilarity('deploy', 'welcome'), 0);
    assert.equal(wordSimilarity('run', 'run'), 1);
  });
});

describe('normalizePath', () => {
  it('strips the base URL, .html, index.html, queries and trailing slashes', () => {
    assert.equal(normalizePath('/site/docs/intro.html', '/site/'), '/docs/intro');
    assert.equal(normalizePath('/docs/guides/index.html?x=1#top', '/'), '/docs/guides');
    assert.equal(normalizePath('/docs/guides/', '/'), '/docs/guides');
    assert.equal(normalizePath('/site/index.html', '/site/'), '/');
    assert.equal(normalizePath('/site/', '/site/'), '/');
  });
});

describe('suggestPages', () => {
  it('finds a page from a misspelt path', () => {
    assert.equal(
      suggestPages('/docs/docs/concept/parametrs', pages)[0]?.path,
      '/docs/docs/concepts/parameters',
    );
  });

  it('prefers the version the missing path names', () => {
    assert.equal(
      suggestPages('/docs/0.4.x/docs/topic/parameter', pages)[0]?.path,
      '/docs/0.4.x/docs/topics/parameters',
    );
    assert.equal(
      suggestPages('/docs/docs/parameters', pages)[0]?.path,
      '/docs/docs/concepts/parameters',
    );
    const fromOldLayout = paths(suggestPages('/docs/docs/topics/parameters', pages));
    assert.ok(fromOldLayout.includes('/docs/docs/concepts/parameters'));
    assert.ok(fromOldLayout.includes('/docs/0.4.x/docs/topics/parameters'));
  });

  it('matches words of the title as well as the path', () => {
    assert.equal(
      suggestPages('/docs/references/python/squirrels-project', pages)[0]?.path,
      '/docs/references/python/SquirrelsProject',
    );
  });

  it('returns at most the limit, and nothing for unrelated paths', () => {
    assert.ok(suggestPages('/docs/docs/concepts/model', pages, {limit: 2}).length <= 2);
    assert.deepEqual(suggestPages('/zzzz/qqqq', pages), []);
    assert.deepEqual(suggestPages('/', pages), []);
  });

  it('ranks the closest page first when several resemble the path', () => {
    assert.deepEqual(paths(suggestPages('/docs/references/cli/buil', pages)).slice(0, 1), [
      '/docs/references/cli/build',
    ]);
  });

  it('ranks pages the same whatever the order of the page index', () => {
    const releases: PageEntry[] = ['0.5.0', '0.5.1', '0.5.2'].map((release) => ({
      title: `Squirrels ${release} release notes`,
      path: `/docs/docs/releases/${release}`,
      section: 'Release notes · 0.5.x',
    }));
    const missing = '/docs/docs/releass/notes';
    const ranked = paths(suggestPages(missing, releases));
    assert.equal(ranked.length, 3);
    assert.deepEqual(paths(suggestPages(missing, [...releases].reverse())), ranked);
    // Equally close pages, as close and as long: in the order of their paths.
    assert.deepEqual(
      ranked,
      releases.map(({path}) => path),
    );
  });

  it('honours a base URL', () => {
    const prefixed = pages.map((page) => ({...page, path: `/squirrels${page.path}`}));
    assert.equal(
      suggestPages('/squirrels/docs/docs/guides/deploy.html', prefixed, {baseUrl: '/squirrels/'})[0]
        ?.path,
      undefined,
      'the page itself is not suggested',
    );
    assert.equal(
      suggestPages('/squirrels/docs/docs/guide/deploy', prefixed, {baseUrl: '/squirrels/'})[0]
        ?.path,
      '/squirrels/docs/docs/guides/deploy',
    );
  });
});
