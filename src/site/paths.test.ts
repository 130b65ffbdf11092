import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {htmlFileCandidates, routeOfHtmlFile} from './paths';

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
