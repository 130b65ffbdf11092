import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {robotsTxt} from './index';

describe('robotsTxt', () => {
  it('lets every crawler in and names the sitemap by its absolute URL', () => {
    assert.equal(
      robotsTxt('https://docs.example.org', '/'),
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sitemap.xml\n',
    );
  });

  it('puts the sitemap under the base URL, with or without its trailing slash', () => {
    for (const baseUrl of ['/squirrels/', '/squirrels']) {
      assert.match(
        robotsTxt('https://example.github.io', baseUrl),
        /^Sitemap: https:\/\/example\.github\.io\/squirrels\/sitemap\.xml$/m,
      );
    }
  });
});
