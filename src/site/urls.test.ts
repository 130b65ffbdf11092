import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  absoluteUrl,
  normalizeBaseUrl,
  normalizeSiteUrl,
  sitePath,
  trimSlashes,
  underBaseUrl,
  withBaseUrl,
  withoutBaseUrl,
} from './urls';

describe('normalizeBaseUrl and normalizeSiteUrl', () => {
  it('read a base URL as Docusaurus does: a slash at both ends', () => {
    assert.equal(normalizeBaseUrl('docs'), '/docs/');
    assert.equal(normalizeBaseUrl('/docs'), '/docs/');
    assert.equal(normalizeBaseUrl('docs/'), '/docs/');
    assert.equal(normalizeBaseUrl('/docs/'), '/docs/');
    assert.equal(normalizeBaseUrl('/a/b'), '/a/b/');
    assert.equal(normalizeBaseUrl('/'), '/');
    assert.equal(normalizeBaseUrl(''), '/');
  });

  it('read a site URL as Docusaurus does: no trailing slash', () => {
    assert.equal(normalizeSiteUrl('https://example.org/'), 'https://example.org');
    assert.equal(normalizeSiteUrl('https://example.org'), 'https://example.org');
  });
});

describe('trimSlashes', () => {
  it('drops one slash at each end', () => {
    assert.equal(trimSlashes('/docs/intro/'), 'docs/intro');
    assert.equal(trimSlashes('docs/intro'), 'docs/intro');
    assert.equal(trimSlashes('/'), '');
    assert.equal(trimSlashes(''), '');
  });
});

describe('withoutBaseUrl and sitePath', () => {
  it('take the base URL off a route, keeping the path from the site’s root', () => {
    assert.equal(withoutBaseUrl('/site/docs/x', '/site/'), '/docs/x');
    assert.equal(withoutBaseUrl('/site/docs/x', '/site'), '/docs/x');
    assert.equal(withoutBaseUrl('/site/', '/site/'), '/');
    assert.equal(withoutBaseUrl('/docs/x/', '/'), '/docs/x/');
    assert.equal(withoutBaseUrl('/', '/'), '/');
    // A route outside the base URL stays as it is.
    assert.equal(withoutBaseUrl('/other/x', '/site/'), '/other/x');
    assert.equal(withoutBaseUrl('/site', '/site/'), '/site');
  });

  it('sitePath also drops the slashes at the ends', () => {
    assert.equal(sitePath('/docs/docs/intro/', '/'), 'docs/docs/intro');
    assert.equal(sitePath('/site/docs/', '/site/'), 'docs');
    assert.equal(sitePath('/site/docs', '/site'), 'docs');
    assert.equal(sitePath('/site/', '/site/'), '');
    assert.equal(sitePath('/', '/'), '');
    assert.equal(sitePath('img/card.png', '/site/'), 'img/card.png');
  });
});

describe('underBaseUrl and withBaseUrl', () => {
  it('underBaseUrl puts a site path under the base URL', () => {
    assert.equal(underBaseUrl('/docs/x', '/site/'), '/site/docs/x');
    assert.equal(underBaseUrl('docs/x', '/site'), '/site/docs/x');
    assert.equal(underBaseUrl('/', '/site/'), '/site/');
    assert.equal(underBaseUrl('', '/'), '/');
    assert.equal(underBaseUrl('/docs/x', '/'), '/docs/x');
    // Even a path that starts like the base URL: /docs/ is a base URL and a folder of this site.
    assert.equal(underBaseUrl('/docs/docs/intro', '/docs/'), '/docs/docs/docs/intro');
  });

  it('withBaseUrl adds the base URL once, as Docusaurus’ useBaseUrl does', () => {
    assert.equal(withBaseUrl('/docs/x', '/'), '/docs/x');
    assert.equal(withBaseUrl('/docs/x', '/site/'), '/site/docs/x');
    assert.equal(withBaseUrl('/site/docs/x', '/site/'), '/site/docs/x');
    assert.equal(withBaseUrl('/site', '/site/'), '/site/');
    assert.equal(withBaseUrl('/', '/site/'), '/site/');
  });
});

describe('absoluteUrl', () => {
  it('joins the site’s origin and a path with one slash', () => {
    assert.equal(absoluteUrl('https://example.org', '/site/x'), 'https://example.org/site/x');
    assert.equal(absoluteUrl('https://example.org/', '/site/x'), 'https://example.org/site/x');
    assert.equal(absoluteUrl('https://example.org', 'x.md'), 'https://example.org/x.md');
    assert.equal(absoluteUrl('https://example.org', '/'), 'https://example.org/');
  });
});
