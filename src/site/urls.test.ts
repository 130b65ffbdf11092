import {describe} from 'node:test';

import {testCalls} from '../../tests/support/cases';
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

describe('normalizeBaseUrl reads a base URL as Docusaurus does: a slash at both ends', () => {
  testCalls(normalizeBaseUrl, [
    [['docs'], '/docs/'],
    [['/docs'], '/docs/'],
    [['docs/'], '/docs/'],
    [['/docs/'], '/docs/'],
    [['/a/b'], '/a/b/'],
    [['/'], '/'],
    [[''], '/'],
  ]);
});

describe('normalizeSiteUrl reads a site URL as Docusaurus does: no trailing slash', () => {
  testCalls(normalizeSiteUrl, [
    [['https://example.org/'], 'https://example.org'],
    [['https://example.org'], 'https://example.org'],
  ]);
});

describe('trimSlashes drops one slash at each end', () => {
  testCalls(trimSlashes, [
    [['/docs/intro/'], 'docs/intro'],
    [['docs/intro'], 'docs/intro'],
    [['/'], ''],
    [[''], ''],
  ]);
});

describe('withoutBaseUrl takes the base URL off a route, keeping the path from the site’s root', () => {
  testCalls(withoutBaseUrl, [
    [['/site/docs/x', '/site/'], '/docs/x'],
    [['/site/docs/x', '/site'], '/docs/x'],
    [['/site/', '/site/'], '/'],
    [['/docs/x/', '/'], '/docs/x/'],
    [['/', '/'], '/'],
    [['/other/x', '/site/'], '/other/x', 'a route outside the base URL stays as it is'],
    [['/site', '/site/'], '/site', 'a route outside the base URL stays as it is'],
  ]);
});

describe('sitePath takes the base URL off a route, and the slashes at the ends', () => {
  testCalls(sitePath, [
    [['/docs/docs/intro/', '/'], 'docs/docs/intro'],
    [['/site/docs/', '/site/'], 'docs'],
    [['/site/docs', '/site'], 'docs'],
    [['/site/', '/site/'], ''],
    [['/', '/'], ''],
    [['img/card.png', '/site/'], 'img/card.png'],
  ]);
});

describe('underBaseUrl puts a site path under the base URL', () => {
  testCalls(underBaseUrl, [
    [['/docs/x', '/site/'], '/site/docs/x'],
    [['docs/x', '/site'], '/site/docs/x'],
    [['/', '/site/'], '/site/'],
    [['', '/'], '/'],
    [['/docs/x', '/'], '/docs/x'],
    [
      ['/docs/docs/intro', '/docs/'],
      '/docs/docs/docs/intro',
      'even a path that starts like the base URL: /docs/ is a base URL and a folder of this site',
    ],
  ]);
});

describe('withBaseUrl adds the base URL once, as Docusaurus’ useBaseUrl does', () => {
  testCalls(withBaseUrl, [
    [['/docs/x', '/'], '/docs/x'],
    [['/docs/x', '/site/'], '/site/docs/x'],
    [['/site/docs/x', '/site/'], '/site/docs/x'],
    [['/site', '/site/'], '/site/'],
    [['/', '/site/'], '/site/'],
  ]);
});

describe('absoluteUrl joins the site’s origin and a path with one slash', () => {
  testCalls(absoluteUrl, [
    [['https://example.org', '/site/x'], 'https://example.org/site/x'],
    [['https://example.org/', '/site/x'], 'https://example.org/site/x'],
    [['https://example.org', 'x.md'], 'https://example.org/x.md'],
    [['https://example.org', '/'], 'https://example.org/'],
  ]);
});
