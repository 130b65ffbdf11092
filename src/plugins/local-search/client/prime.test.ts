import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {SearchManifest} from '../shared/types';
import {primeIndex, type PrimeFetch} from './prime';

const entry = (docusaurus_tag: string, tier: 'head' | 'text', language = 'en') => ({
  language,
  docusaurus_tag,
  tier,
  file: `${language}.${docusaurus_tag}.${tier}.0123abcd.json`,
  pages: 1,
  records: 1,
});

const manifest: SearchManifest = {
  v: 1,
  files: [
    entry('default', 'head'),
    entry('default', 'text'),
    entry('docs-default-0.4.x', 'head'),
    entry('docs-default-current', 'head'),
    entry('docs-default-current', 'text'),
    entry('docs-default-current', 'head', 'fr'),
  ],
};

const modalFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** A fake `fetch`: logs each URL and whether its body was read to the end. */
function fakeFetch(options: {manifest?: unknown; status?: number; failing?: string} = {}) {
  const requested: string[] = [];
  const read: string[] = [];
  const fetch: PrimeFetch = async (url) => {
    requested.push(url);
    if (options.failing && url.includes(options.failing)) {
      throw new TypeError('Failed to fetch');
    }
    if (url.endsWith('manifest.json') && options.status === 404) {
      return {
        json: async () => JSON.parse('<!DOCTYPE html>') as unknown,
        arrayBuffer: async () => new ArrayBuffer(0),
      };
    }
    return {
      json: async () => ('manifest' in options ? options.manifest : manifest),
      arrayBuffer: async () => {
        read.push(url);
        return new ArrayBuffer(0);
      },
    };
  };
  return {fetch, requested, read};
}

describe('primeIndex', () => {
  it("asks for the manifest, then reads the heads of the filters' language and tags to the end, not the text", async () => {
    const {fetch, requested, read} = fakeFetch();
    const heads = [
      '/base/search-index/en.default.head.0123abcd.json',
      '/base/search-index/en.docs-default-current.head.0123abcd.json',
    ];
    assert.deepEqual(await primeIndex('/base/', modalFilters, fetch), heads);
    assert.deepEqual(requested, ['/base/search-index/manifest.json', ...heads]);
    assert.deepEqual(read, heads);
  });

  it('asks for nothing more when the manifest cannot be had or is not one', async () => {
    for (const options of [
      {status: 404},
      {manifest: {v: 1}},
      {manifest: null},
      {failing: 'manifest'},
    ]) {
      const {fetch, requested} = fakeFetch(options);
      assert.deepEqual(await primeIndex('/base/', modalFilters, fetch), []);
      assert.deepEqual(requested, ['/base/search-index/manifest.json']);
    }
  });

  it('asks for no head when the filters do not name both a language and a tag', async () => {
    for (const filters of [undefined, ['language:en'], [['docusaurus_tag:default']]]) {
      const {fetch, requested} = fakeFetch();
      assert.deepEqual(await primeIndex('/base/', filters, fetch), []);
      assert.deepEqual(requested, ['/base/search-index/manifest.json']);
    }
  });

  it('does not reject when a head cannot be downloaded', async () => {
    const {fetch, read} = fakeFetch({failing: 'docs-default-current'});
    const primed = await primeIndex('/base/', modalFilters, fetch);
    assert.equal(primed.length, 2);
    assert.deepEqual(read, ['/base/search-index/en.default.head.0123abcd.json']);
  });
});
