import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {htmlFileCandidates} from './htmlFiles';

describe('htmlFileCandidates', () => {
  it('maps routes to the files of trailingSlash false and true builds, without the base URL', () => {
    assert.deepEqual(htmlFileCandidates('/'), ['index.html']);
    assert.deepEqual(htmlFileCandidates('/docs/docs/intro'), [
      'docs/docs/intro.html',
      'docs/docs/intro/index.html',
    ]);
    assert.deepEqual(htmlFileCandidates('/docs/docs/intro/'), ['docs/docs/intro/index.html']);
    assert.deepEqual(htmlFileCandidates('/site/404.html', '/site/'), ['404.html']);
    assert.deepEqual(htmlFileCandidates('/site/blog', '/site/'), ['blog.html', 'blog/index.html']);
    assert.deepEqual(htmlFileCandidates('/site/blog#top', '/site/'), [
      'blog.html',
      'blog/index.html',
    ]);
  });
});
