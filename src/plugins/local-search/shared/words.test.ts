import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {indexTerms, maxTypos, pairTerms, tokenize} from './words';

describe('words', () => {
  it('splits text into words at punctuation, spaces and underscores', () => {
    assert.deepEqual(tokenize('sqrl build --full-refresh, redirect_url.'), [
      'sqrl',
      'build',
      'full',
      'refresh',
      'redirect',
      'url',
    ]);
  });

  it('indexes each name of several words by its words, its neighbouring pairs and as one word', () => {
    assert.deepEqual(indexTerms('Set SQRL_SECRET__KEY in .env.local'), [
      'Set',
      'SQRL',
      'SECRET',
      'KEY',
      'in',
      'env',
      'local',
      'SQRLSECRET',
      'SECRETKEY',
      'SQRLSECRETKEY',
      'envlocal',
    ]);
    assert.deepEqual(indexTerms('plain words only'), ['plain', 'words', 'only']);
  });

  it("joins a query's neighbouring words as the index joins a name's", () => {
    assert.deepEqual(pairTerms(['duckdb', 'init', 'sql']), ['duckdbinit', 'initsql']);
    assert.deepEqual(pairTerms(['single']), []);
  });

  it('allows 1 typo from 4 letters and 2 from 8', () => {
    assert.deepEqual(['abc', 'abcd', 'abcdefg', 'abcdefgh'].map(maxTypos), [0, 1, 1, 2]);
  });
});
