import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  cardFile,
  cardUrl,
  cardsDir,
  htmlFileCandidates,
  routeOfHtmlFile,
  sitePath,
  twinFile,
  twinHref,
} from './paths';

describe('sitePath', () => {
  it('drops the base URL and the slashes at the ends', () => {
    assert.equal(sitePath('/docs/docs/intro/', '/'), 'docs/docs/intro');
    assert.equal(sitePath('/site/docs/', '/site/'), 'docs');
    assert.equal(sitePath('/site/docs', '/site'), 'docs');
    assert.equal(sitePath('/site/', '/site/'), '');
    assert.equal(sitePath('/', '/'), '');
  });
});

describe('twinFile and twinHref', () => {
  it('puts a twin next to the page it belongs to, without the base URL', () => {
    assert.equal(
      twinFile('/docs/docs/concepts/parameters', '/'),
      'docs/docs/concepts/parameters.md',
    );
    assert.equal(twinFile('/docs', '/'), 'docs.md');
    assert.equal(twinFile('/docs/', '/'), 'docs.md');
    assert.equal(twinFile('/', '/'), 'index.md');
    assert.equal(twinFile('/site/docs/', '/site/'), 'docs.md');
    assert.equal(twinFile('/site/', '/site/'), 'index.md');
  });

  it('writes the twin of a percent-encoded path under its decoded name, and keeps a bad encoding as it is', () => {
    assert.equal(twinFile('/blog/caf%C3%A9', '/'), 'blog/café.md');
    assert.equal(twinFile('/blog/100%', '/'), 'blog/100%.md');
  });

  it('links to the twin with the base URL, the path as the page has it', () => {
    assert.equal(twinHref('/site/docs/intro', '/site/'), '/site/docs/intro.md');
    assert.equal(twinHref('/site/docs/', '/site'), '/site/docs.md');
    assert.equal(twinHref('/site/', '/site/'), '/site/index.md');
    assert.equal(twinHref('/docs/', '/'), '/docs.md');
    assert.equal(twinHref('/', '/'), '/index.md');
    assert.equal(twinHref('/blog/caf%C3%A9', '/'), '/blog/caf%C3%A9.md');
  });
});

describe('cardFile and cardUrl', () => {
  it('puts a page’s card under img/social, without the base URL', () => {
    assert.equal(cardsDir, 'img/social');
    assert.equal(cardFile('/docs/docs/intro', '/'), 'img/social/docs/docs/intro.png');
    assert.equal(cardFile('/squirrels/blog/welcome', '/squirrels/'), 'img/social/blog/welcome.png');
    assert.equal(cardFile('/squirrels/docs/', '/squirrels'), 'img/social/docs.png');
    assert.equal(cardFile('/docs/', '/'), 'img/social/docs.png');
    assert.equal(cardFile('/', '/'), 'img/social/index.png');
    assert.equal(cardFile('/squirrels/', '/squirrels/'), 'img/social/index.png');
  });

  it('gives the card’s absolute URL, with the base URL once', () => {
    assert.equal(
      cardUrl('/squirrels/docs', 'https://example.org/', '/squirrels/'),
      'https://example.org/squirrels/img/social/docs.png',
    );
    assert.equal(
      cardUrl('/squirrels/', 'https://example.org', '/squirrels'),
      'https://example.org/squirrels/img/social/index.png',
    );
    assert.equal(
      cardUrl('/blog/welcome', 'https://example.org', '/'),
      'https://example.org/img/social/blog/welcome.png',
    );
  });
});

describe('htmlFileCandidates', () => {
  it('maps routes to the files of trailingSlash false and true builds, without the base URL', () => {
    assert.deepEqual(htmlFileCandidates('/'), ['index.html']);
    assert.deepEqual(htmlFileCandidates('/docs/docs/intro'), [
      'docs/docs/intro.html',
      'docs/docs/intro/index.html',
    ]);
    assert.deepEqual(htmlFileCandidates('/docs/docs/intro/'), ['docs/docs/intro/index.html']);
    assert.deepEqual(htmlFileCandidates('/site/', '/site/'), ['index.html']);
    assert.deepEqual(htmlFileCandidates('/site/404.html', '/site/'), ['404.html']);
    assert.deepEqual(htmlFileCandidates('/site/blog', '/site/'), ['blog.html', 'blog/index.html']);
    assert.deepEqual(htmlFileCandidates('/site/blog', '/site'), ['blog.html', 'blog/index.html']);
    assert.deepEqual(htmlFileCandidates('/site/blog/', '/site/'), ['blog/index.html']);
    assert.deepEqual(htmlFileCandidates('/site/blog#top', '/site/'), [
      'blog.html',
      'blog/index.html',
    ]);
    assert.deepEqual(htmlFileCandidates('/site/blog/?page=2', '/site/'), ['blog/index.html']);
  });
});

describe('routeOfHtmlFile', () => {
  it('gives the route a built HTML file serves, with the base URL', () => {
    assert.equal(routeOfHtmlFile('index.html'), '/');
    assert.equal(routeOfHtmlFile('docs/docs/intro.html'), '/docs/docs/intro');
    assert.equal(routeOfHtmlFile('docs/docs/intro/index.html'), '/docs/docs/intro');
    assert.equal(routeOfHtmlFile('docs\\docs\\intro.html'), '/docs/docs/intro');
    assert.equal(routeOfHtmlFile('docs/docs/intro.html', '/site/'), '/site/docs/docs/intro');
    assert.equal(routeOfHtmlFile('blog/index.html', '/site'), '/site/blog');
    assert.equal(routeOfHtmlFile('blog/reindex.html', '/site/'), '/site/blog/reindex');
  });

  it('keeps the slash of the base URL for the site’s home page, as Docusaurus does', () => {
    assert.equal(routeOfHtmlFile('index.html', '/site/'), '/site/');
    assert.equal(routeOfHtmlFile('index.html', '/site'), '/site/');
  });

  it('is undone by htmlFileCandidates', () => {
    for (const baseUrl of ['/', '/site/']) {
      for (const file of [
        'index.html',
        'docs.html',
        'docs/docs/intro.html',
        'docs/docs/start/index.html',
        'blog/welcome.html',
      ]) {
        assert.ok(
          htmlFileCandidates(routeOfHtmlFile(file, baseUrl), baseUrl).includes(file),
          `${baseUrl} ${file}`,
        );
      }
    }
  });
});
