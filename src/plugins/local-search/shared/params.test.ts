import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {facetFilterList, parseFacetFilter, readQuery, requestList} from './params';

const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('readQuery', () => {
  it('reads the query and filters of either request shape the same way', () => {
    const read = (request: Parameters<typeof readQuery>[0]) => {
      const {query, facetFilters} = readQuery(request);
      return {query, facetFilters};
    };
    const expected = {query: 'duck lake', facetFilters: filters};
    assert.deepEqual(read({indexName: 'i', query: 'duck lake', facetFilters: filters}), expected);
    assert.deepEqual(
      read({indexName: 'i', params: {query: 'duck lake', facetFilters: filters}}),
      expected,
    );
    assert.deepEqual(
      read({
        indexName: 'i',
        params: `query=duck%20lake&facetFilters=${encodeURIComponent(JSON.stringify(filters))}`,
      }),
      expected,
    );
  });

  it('lets `params` override the flat parameters, and drops filters it cannot read', () => {
    const query = readQuery({
      indexName: 'i',
      query: 'flat',
      hitsPerPage: 5,
      params: 'query=nested&facetFilters=%5B1%5D',
    });
    assert.equal(query.query, 'nested');
    assert.equal(query.hitsPerPage, 5);
    assert.equal(query.facetFilters, undefined);
  });

  it('lists the queries of a DocSearch request and of a helper array', () => {
    const single = {indexName: 'i', query: 'q'};
    assert.deepEqual(requestList({requests: [single]}), [single]);
    assert.deepEqual(requestList([single]), [single]);
  });
});

describe('facet filters', () => {
  it('reads negation before the attribute or the value, quotes and an escaped dash', () => {
    assert.deepEqual(parseFacetFilter(' language : en '), {
      attribute: 'language',
      value: 'en',
      negated: false,
    });
    assert.equal(parseFacetFilter('-language:en').negated, true);
    assert.equal(parseFacetFilter('language:-en').negated, true);
    assert.equal(parseFacetFilter('-language:-en').negated, false);
    assert.equal(parseFacetFilter('docusaurus_tag:\\-x').value, '-x');
    assert.equal(parseFacetFilter('hierarchy.lvl0:"A, B"').value, 'A, B');
    assert.equal(parseFacetFilter('no-colon').attribute, '');
  });

  it('lists every filter, however nested', () => {
    assert.deepEqual(
      facetFilterList([filters, [['type:-content']]]).map(
        ({attribute, value, negated}) => `${negated ? '-' : ''}${attribute}=${value}`,
      ),
      [
        'language=en',
        'docusaurus_tag=default',
        'docusaurus_tag=docs-default-current',
        '-type=content',
      ],
    );
    assert.deepEqual(facetFilterList(undefined), []);
  });
});
