import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {addingOrder, inSectionOrder, LocalSearchEngine, longestRun, wholePattern} from './engine';
import {buildIndexFiles, compactRecords} from '../indexer/indexer';
import {facetPredicate, parseParamsString, type SearchRequest} from '../shared/params';
import type {SearchResponse} from '../shared/response';
import type {RecordType, SearchIndexFile, SearchRecord} from '../shared/types';

const origin = 'http://127.0.0.1:3000';
const span = (text: string) =>
  `<span class="algolia-docsearch-suggestion--highlight">${text}</span>`;
const mark = (text: string) => `<mark>${text}</mark>`;

function record(
  url: string,
  type: RecordType,
  levels: readonly (string | null)[],
  content: string | null,
  docusaurusTag = 'docs-default-current',
  language = 'en',
): SearchRecord {
  const [page = url, anchor = null] = url.split('#');
  return {
    url,
    url_without_anchor: page,
    anchor,
    type,
    hierarchy: {
      lvl0: levels[0] ?? null,
      lvl1: levels[1] ?? null,
      lvl2: levels[2] ?? null,
      lvl3: levels[3] ?? null,
      lvl4: levels[4] ?? null,
      lvl5: levels[5] ?? null,
      lvl6: levels[6] ?? null,
    },
    content,
    language,
    docusaurus_tag: docusaurusTag,
  };
}

const parameters = ['Concepts', 'Widget parameters'];
const cascading = [...parameters, 'Cascading parameters'];
const errors = ['REST API', 'Errors & status codes'];
const cache = [...errors, 'Cache invalidation'];
const intro = ['Docs', 'Introduction'];
const longText =
  'Squirrels reads the project files once at startup and then answers every request from memory, ' +
  'so a wombat edit to a model file needs a restart of the server before it shows.';

const currentRecords = [
  record('/docs/docs/concepts/parameters', 'lvl1', parameters, null),
  record(
    '/docs/docs/concepts/parameters',
    'content',
    parameters,
    'Parameters are widgets that let callers filter and shape a dataset.',
  ),
  record('/docs/docs/concepts/parameters#cascading-parameters', 'lvl2', cascading, null),
  record(
    '/docs/docs/concepts/parameters#cascading-parameters',
    'content',
    cascading,
    'A child widget lists the options that belong to the selected parent.',
  ),
  record('/docs/references/rest/errors', 'lvl1', errors, null),
  record(
    '/docs/references/rest/errors',
    'content',
    errors,
    'A selection that is not allowed fails with 400 invalid_parameter_selection.',
  ),
  record('/docs/references/rest/errors#cache-invalidation', 'lvl2', cache, null),
  record(
    '/docs/references/rest/errors#cache-invalidation',
    'content',
    cache,
    `Send <code> & "refresh" to force the cache's invalidation.`,
  ),
  record('/docs/docs/intro', 'lvl1', intro, null),
  record(
    '/docs/docs/intro',
    'content',
    intro,
    'The quokka lives only in the Next version of these docs.',
  ),
  record('/docs/docs/intro#long-text', 'lvl2', [...intro, 'Long text'], null),
  record('/docs/docs/intro#long-text', 'content', [...intro, 'Long text'], longText),
];
const oldRecords = [
  record('/docs/0.4.x/docs/intro', 'lvl1', intro, null, 'docs-default-0.4.x'),
  record(
    '/docs/0.4.x/docs/intro',
    'content',
    intro,
    'The axolotl lives only in version 0.4.x of these docs.',
    'docs-default-0.4.x',
  ),
];
const blogRecords = [
  record('/blog/welcome', 'lvl1', ['Blog', 'Welcome to Squirrels'], null, 'default'),
  record(
    '/blog/welcome',
    'content',
    ['Blog', 'Welcome to Squirrels'],
    'Parameters make one query serve many questions.',
    'default',
  ),
];
const frenchRecords = [
  record(
    '/fr/blog/welcome',
    'content',
    ['Blog', 'Bienvenue'],
    'Le quokka parle français.',
    'default',
    'fr',
  ),
];

const files = {
  current: compactRecords('en', 'docs-default-current', currentRecords),
  old: compactRecords('en', 'docs-default-0.4.x', oldRecords),
  blog: compactRecords('en', 'default', blogRecords),
};

function engine(siteOrigin = origin): LocalSearchEngine {
  const search = new LocalSearchEngine({siteOrigin});
  search.add(files.current);
  search.add(files.old);
  search.add(files.blog);
  search.add(frenchRecords);
  return search;
}

/** The stock SearchBar's request: DocSearch v4 with contextual search on a 0.5.x page. */
function docSearchRequest(query: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  return {
    indexName: 'local',
    query,
    facetFilters: [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ],
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:15',
      'hierarchy.lvl2:15',
      'hierarchy.lvl3:15',
      'hierarchy.lvl4:15',
      'hierarchy.lvl5:15',
      'hierarchy.lvl6:15',
      'content:15',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    ...extra,
  };
}

function first(response: {results: SearchResponse[]}): SearchResponse {
  const [result] = response.results;
  assert.ok(result, 'a result per request');
  return result;
}

const urls = (result: SearchResponse) => result.hits.map((hit) => hit.url.slice(origin.length));

describe('LocalSearchEngine: request shapes', () => {
  it('answers a DocSearch v4 request with an Algolia result', () => {
    const result = first(engine().search({requests: [docSearchRequest('quokka')]}));
    assert.equal(result.nbHits, 1);
    assert.equal(result.page, 0);
    assert.equal(result.nbPages, 1);
    assert.equal(result.hitsPerPage, 20);
    assert.equal(result.query, 'quokka');
    assert.equal(result.index, 'local');
    assert.equal(result.exhaustiveNbHits, true);
    assert.ok(Number.isInteger(result.processingTimeMS) && result.processingTimeMS >= 0);
    assert.deepEqual(result.facets, {});
    assert.match(result.params, /(^|&)query=quokka(&|$)/);
    assert.deepEqual(result.hits, [
      {
        objectID: '/docs/docs/intro~1',
        url: 'http://127.0.0.1:3000/docs/docs/intro',
        url_without_anchor: 'http://127.0.0.1:3000/docs/docs/intro',
        anchor: null,
        type: 'content',
        hierarchy: {
          lvl0: 'Docs',
          lvl1: 'Introduction',
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: 'The quokka lives only in the Next version of these docs.',
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        _highlightResult: {
          hierarchy: {
            lvl0: {value: 'Docs', matchLevel: 'none', matchedWords: []},
            lvl1: {value: 'Introduction', matchLevel: 'none', matchedWords: []},
          },
          content: {
            value: `The ${mark('quokka')} lives only in the Next version of these docs.`,
            matchLevel: 'full',
            matchedWords: ['quokka'],
            fullyHighlighted: false,
          },
        },
        _snippetResult: {
          hierarchy: {lvl1: {value: 'Introduction', matchLevel: 'none'}},
          content: {
            value: `The ${mark('quokka')} lives only in the Next version of these docs.`,
            matchLevel: 'full',
          },
        },
      },
    ]);
  });

  it('answers the algoliasearch-helper legacy array, with params as an object or a URL-encoded string', () => {
    const search = engine();
    const modal = first(search.search({requests: [docSearchRequest('parameters')]}));
    const facetFilters = [
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ['language:en'],
    ];
    const helper = search.search([
      {
        indexName: 'local',
        params: {
          query: 'parameters',
          hitsPerPage: 15,
          page: 0,
          advancedSyntax: true,
          facets: ['docusaurus_tag', 'language'],
          facetFilters,
        },
      },
      {
        indexName: 'local',
        params:
          'query=parameters&hitsPerPage=15&page=0&advancedSyntax=true' +
          `&facets=${encodeURIComponent('["docusaurus_tag","language"]')}` +
          `&facetFilters=${encodeURIComponent(JSON.stringify(facetFilters))}`,
      },
    ]);
    assert.equal(helper.results.length, 2);
    for (const result of helper.results) {
      assert.equal(result.hitsPerPage, 15);
      assert.equal(result.nbHits, 4);
      assert.deepEqual(
        result.hits.map((hit) => hit.objectID),
        modal.hits.map((hit) => hit.objectID),
      );
      assert.deepEqual(result.facets, {
        docusaurus_tag: {'docs-default-current': 3, default: 1},
        language: {en: 4},
      });
    }
  });

  it("answers the helper's disjunctive-facet query (hitsPerPage 0) with counts and no hits", () => {
    const [hits, disjunctive] = engine().search([
      {
        indexName: 'local',
        params: {
          query: 'lives',
          hitsPerPage: 15,
          page: 0,
          facets: ['docusaurus_tag', 'language'],
          facetFilters: [
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
            ['language:en'],
          ],
        },
      },
      {
        indexName: 'local',
        params: {
          query: 'lives',
          hitsPerPage: 0,
          page: 0,
          analytics: false,
          clickAnalytics: false,
          facets: 'docusaurus_tag',
          facetFilters: [['language:en']],
        },
      },
    ]).results;
    assert.equal(hits?.nbHits, 1);
    assert.deepEqual(hits?.facets.docusaurus_tag, {'docs-default-current': 1});
    assert.deepEqual(disjunctive?.hits, []);
    assert.equal(disjunctive?.nbHits, 2);
    assert.equal(disjunctive?.nbPages, 0);
    assert.deepEqual(disjunctive?.facets, {
      docusaurus_tag: {'docs-default-current': 1, 'docs-default-0.4.x': 1},
    });
  });

  it('parses URL-encoded params: numbers, booleans, JSON arrays and the legacy filter string', () => {
    assert.deepEqual(
      parseParamsString(
        'query=a%20b&page=2&hitsPerPage=5&advancedSyntax=true&facets=%5B%22language%22%5D' +
          '&facetFilters=language%3Aen%2C(docusaurus_tag%3Aa%2Cdocusaurus_tag%3Ab)&attributesToSnippet=content%3A5,hierarchy.lvl1',
      ),
      {
        query: 'a b',
        page: 2,
        hitsPerPage: 5,
        advancedSyntax: true,
        facets: ['language'],
        facetFilters: ['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']],
        attributesToSnippet: ['content:5', 'hierarchy.lvl1'],
      },
    );
  });
});

describe('LocalSearchEngine: facet filters', () => {
  const count = (query: string, facetFilters: SearchRequest['facetFilters']) =>
    first(engine().search({requests: [{indexName: 'local', query, facetFilters}]})).nbHits;

  it('ANDs the top level and ORs nested arrays, in the DocSearch and the helper order', () => {
    assert.equal(
      count('axolotl', [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.4.x'],
      ]),
      1,
    );
    assert.equal(
      count('axolotl', [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]),
      0,
    );
    assert.equal(
      count('quokka', [
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        ['language:en'],
      ]),
      1,
    );
    assert.equal(count('quokka', [['language:en', 'language:fr']]), 2);
    assert.equal(count('quokka', ['language:en', 'language:fr']), 0);
    assert.equal(count('quokka', undefined), 2);
    assert.equal(count('quokka', 'language:fr'), 1);
  });

  it('negates a filter with "-" before the value or the attribute', () => {
    assert.equal(count('axolotl', ['docusaurus_tag:-docs-default-0.4.x']), 0);
    assert.equal(count('quokka', ['docusaurus_tag:-docs-default-current']), 1);
    assert.equal(count('quokka', ['-language:fr']), 1);
    assert.equal(count('quokka', [['language:-en', 'docusaurus_tag:docs-default-current']]), 2);
  });

  it('matches one record against nested filters', () => {
    const [english] = blogRecords;
    assert.ok(english);
    assert.equal(facetPredicate([['docusaurus_tag:default'], 'language:en'])(english), true);
    assert.equal(
      facetPredicate([['docusaurus_tag:x', 'docusaurus_tag:y'], 'language:en'])(english),
      false,
    );
    assert.equal(facetPredicate(['type:lvl1', 'hierarchy.lvl0:Blog'])(english), true);
    assert.equal(facetPredicate(['unknown:value'])(english), false);
  });
});

describe('LocalSearchEngine: hits', () => {
  it('lists only the non-null hierarchy levels in _highlightResult, in order lvl0..lvl6', () => {
    const [hit] = first(engine().search({requests: [docSearchRequest('cascading')]})).hits;
    assert.ok(hit);
    assert.deepEqual(Object.keys(hit.hierarchy), [
      'lvl0',
      'lvl1',
      'lvl2',
      'lvl3',
      'lvl4',
      'lvl5',
      'lvl6',
    ]);
    assert.equal(hit.hierarchy.lvl3, null);
    assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2']);
    assert.equal(hit._highlightResult.hierarchy.lvl2?.value, `${mark('Cascading')} parameters`);
    assert.equal(hit._highlightResult.content, undefined);
  });

  it('uses the index default highlight tags when none are asked for, and the requested ones otherwise', () => {
    const helper = first(
      engine().search([
        {indexName: 'local', params: {query: 'quokka', facetFilters: ['language:en']}},
      ]),
    );
    assert.equal(
      helper.hits[0]?._highlightResult.content?.value,
      `The ${span('quokka')} lives only in the Next version of these docs.`,
    );
    const custom = first(
      engine().search({
        requests: [
          docSearchRequest('quokka', {
            highlightPreTag: '<em class="hit">',
            highlightPostTag: '</em>',
          }),
        ],
      }),
    );
    assert.equal(
      custom.hits[0]?._snippetResult.content?.value,
      'The <em class="hit">quokka</em> lives only in the Next version of these docs.',
    );
  });

  it('escapes HTML in values and highlights', () => {
    const [hit] = first(engine().search({requests: [docSearchRequest('refresh')]})).hits;
    assert.equal(
      hit?._highlightResult.content?.value,
      `Send &lt;code&gt; &amp; &quot;${mark('refresh')}&quot; to force the cache&#039;s invalidation.`,
    );
    assert.equal(hit?._highlightResult.hierarchy.lvl1?.value, 'Errors &amp; status codes');
    assert.equal(hit?.content, `Send <code> & "refresh" to force the cache's invalidation.`);
  });

  it('highlights only the typed prefix of a prefix match', () => {
    const result = first(engine().search({requests: [docSearchRequest('invalid')]}));
    assert.deepEqual(urls(result), [
      '/docs/references/rest/errors#cache-invalidation',
      '/docs/references/rest/errors',
    ]);
    assert.deepEqual(result.hits[0]?._highlightResult.hierarchy.lvl2, {
      value: `Cache ${mark('invalid')}ation`,
      matchLevel: 'full',
      matchedWords: ['invalid'],
      fullyHighlighted: false,
    });
    assert.equal(
      result.hits[1]?._highlightResult.content?.value,
      `A selection that is not allowed fails with 400 ${mark('invalid')}_parameter_selection.`,
    );
    const [axolotl] = first(
      engine().search({
        requests: [docSearchRequest('axo', {facetFilters: ['docusaurus_tag:docs-default-0.4.x']})],
      }),
    ).hits;
    assert.equal(
      axolotl?._highlightResult.content?.value,
      `The ${mark('axo')}lotl lives only in version 0.4.x of these docs.`,
    );
  });

  it('tolerates 1 typo from 4 letters and 2 from 8, and highlights the whole word', () => {
    const hits = (query: string) => first(engine().search({requests: [docSearchRequest(query)]}));
    assert.equal(
      hits('quoka').hits[0]?._highlightResult.content?.value,
      `The ${mark('quokka')} lives only in the Next version of these docs.`,
    );
    assert.equal(hits('qoka').nbHits, 0);
    assert.equal(hits('parmaeters').hits[0]?.url, `${origin}/docs/docs/concepts/parameters`);
    assert.equal(hits('quokkaa').nbHits, 1);
    assert.equal(hits('lve').nbHits, 0);
  });

  it('keeps one hit per URL: the best record of each', () => {
    const heading = first(engine().search({requests: [docSearchRequest('cascading')]}));
    assert.equal(heading.nbHits, 1);
    assert.equal(heading.hits[0]?.type, 'lvl2');
    const content = first(engine().search({requests: [docSearchRequest('child')]}));
    assert.equal(content.nbHits, 1);
    assert.equal(content.hits[0]?.type, 'content');
    assert.equal(
      content.hits[0]?.url,
      `${origin}/docs/docs/concepts/parameters#cascading-parameters`,
    );
  });

  it('ranks a page title above its sections, and typo matches last', () => {
    const result = first(engine().search({requests: [docSearchRequest('parameters')]}));
    assert.deepEqual(urls(result), [
      '/docs/docs/concepts/parameters',
      '/docs/docs/concepts/parameters#cascading-parameters',
      '/blog/welcome',
      '/docs/references/rest/errors',
    ]);
    assert.deepEqual(
      result.hits.map((hit) => hit.type),
      ['lvl1', 'lvl2', 'content', 'content'],
    );
  });

  it('pages through hits with page and hitsPerPage', () => {
    const page = (number: number) =>
      first(
        engine().search({
          requests: [docSearchRequest('parameters', {hitsPerPage: 3, page: number})],
        }),
      );
    assert.deepEqual([page(0).nbPages, page(0).nbHits, page(1).page], [2, 4, 1]);
    assert.deepEqual(urls(page(0)), [
      '/docs/docs/concepts/parameters',
      '/docs/docs/concepts/parameters#cascading-parameters',
      '/blog/welcome',
    ]);
    assert.deepEqual(urls(page(1)), ['/docs/references/rest/errors']);
    assert.deepEqual(urls(page(2)), []);
  });

  it('counts each requested facet over all matching hits; "*" means every facet', () => {
    const result = first(
      engine().search([
        {indexName: 'local', params: {query: 'lives', hitsPerPage: 1, facets: ['*']}},
      ]),
    );
    assert.equal(result.hits.length, 1);
    assert.deepEqual(result.facets, {
      docusaurus_tag: {'docs-default-current': 1, 'docs-default-0.4.x': 1},
      language: {en: 2},
      type: {content: 2},
    });
  });

  it('returns no hits for an empty query', () => {
    for (const query of ['', '   ', '?!']) {
      const result = first(
        engine().search([{indexName: 'local', params: {query, facets: ['docusaurus_tag']}}]),
      );
      assert.deepEqual(
        [result.hits, result.nbHits, result.nbPages, result.facets],
        [[], 0, 0, {docusaurus_tag: {}}],
      );
    }
  });

  it('ranks the records holding every word first, then those holding some', () => {
    const search = engine();
    const all = first(search.search([{indexName: 'local', params: {query: 'quokka next'}}]));
    assert.equal(urls(all)[0], '/docs/docs/intro');
    assert.ok(urls(all).length > 1, 'records holding one of the words follow');
    for (const hit of all.hits.slice(1)) {
      const {hierarchy, content} = hit._highlightResult;
      const levels = [...Object.values(hierarchy), content].map((found) => found?.matchLevel);
      assert.ok(levels.includes('partial') && !levels.includes('full'), hit.url);
    }
    const any = first(search.search([{indexName: 'local', params: {query: 'quokka axolotl'}}]));
    assert.deepEqual(urls(any).sort(), [
      '/docs/0.4.x/docs/intro',
      '/docs/docs/intro',
      '/fr/blog/welcome',
    ]);
  });
});

describe('LocalSearchEngine: snippets', () => {
  it('defaults to 10 words of content around the match, with "…" where the text is cut', () => {
    const [hit] = first(engine().search([{indexName: 'local', params: {query: 'wombat'}}])).hits;
    assert.deepEqual(hit?._snippetResult, {
      content: {
        value: `…so a ${span('wombat')} edit to a model file needs a…`,
        matchLevel: 'full',
      },
    });
  });

  it('uses the size of attributesToSnippet and snippetEllipsisText', () => {
    const [hit] = first(
      engine().search({
        requests: [
          docSearchRequest('wombat', {
            attributesToSnippet: ['content:5'],
            snippetEllipsisText: '...',
          }),
        ],
      }),
    ).hits;
    assert.deepEqual(hit?._snippetResult, {
      content: {value: `...so a ${mark('wombat')} edit to...`, matchLevel: 'full'},
    });
  });

  it('starts at the first word when the match is there', () => {
    const [hit] = first(
      engine().search({
        requests: [docSearchRequest('squirrels reads', {attributesToSnippet: ['content:4']})],
      }),
    ).hits;
    assert.deepEqual(hit?._snippetResult.content, {
      value: `${mark('Squirrels')} ${mark('reads')} the project…`,
      matchLevel: 'full',
    });
  });
});

describe('LocalSearchEngine: loading', () => {
  it('makes URLs absolute with the site origin', () => {
    const [hit] = first(
      engine('https://docs.example.com').search({requests: [docSearchRequest('wombat')]}),
    ).hits;
    assert.equal(hit?.url, 'https://docs.example.com/docs/docs/intro#long-text');
    assert.equal(hit?.url_without_anchor, 'https://docs.example.com/docs/docs/intro');
    assert.equal(hit?.anchor, 'long-text');
  });

  it('adds each index file once', () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    assert.equal(search.hasFile('en', 'docs-default-current'), false);
    search.add(files.current);
    search.add(files.current);
    assert.equal(search.hasFile('en', 'docs-default-current'), true);
    assert.equal(search.size, currentRecords.length);
  });

  it('gives unique objectIDs that do not depend on the order files are added in', () => {
    const forward = new LocalSearchEngine({siteOrigin: origin});
    forward.add(files.current);
    forward.add(files.blog);
    const backward = new LocalSearchEngine({siteOrigin: origin});
    backward.add(files.blog);
    backward.add(files.current);
    const ids = (search: LocalSearchEngine) =>
      first(search.search([{indexName: 'local', params: {query: 'parameters'}}])).hits.map(
        (hit) => hit.objectID,
      );
    assert.deepEqual(ids(forward), ids(backward));
    assert.equal(new Set(ids(forward)).size, 4);
  });
});

describe('LocalSearchEngine: ranking half-remembered queries', () => {
  const concept = ['Concepts', 'Widget parameters'];
  const reference = ['Python API', 'Parameter'];
  const build = ['CLI', 'sqrl build', 'Options'];
  const guide = ['Guides', 'Keep data fresh', 'Run a build'];
  /** A small site where each query has a page it means and a near miss. */
  const rankingEngine = (): LocalSearchEngine => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(
      compactRecords('en', 'docs-default-current', [
        record('/docs/references/python/Parameter', 'lvl1', reference, null),
        record('/docs/docs/concepts/parameters', 'lvl1', concept, null),
        record('/docs/docs/concepts/dashboards', 'lvl1', ['Concepts', 'Dashboards'], null),
        record(
          '/docs/docs/guides/fresh#run-a-build',
          'content',
          guide,
          'Run a full build each night, and refresh the caches after it.',
        ),
        record(
          '/docs/references/cli/build#options',
          'content',
          build,
          '-f, --full-refresh: drop every table and load it again.',
        ),
        record('/docs/references/cli/run', 'lvl1', ['CLI', 'sqrl run'], null),
        record(
          '/docs/docs/concepts/models#python',
          'content',
          ['Concepts', 'Models', 'Python'],
          'Call sqrl.run_sql_on_dataframes to query data frames.',
        ),
      ]),
    );
    return search;
  };
  const ranked = (query: string) =>
    urls(first(rankingEngine().search({requests: [docSearchRequest(query)]})));

  it('counts two swapped letters as one typo', () => {
    assert.equal(ranked('dashbaord')[0], '/docs/docs/concepts/dashboards');
  });

  it('ranks the page with the fewest typos first: a misspelt plural finds the plural', () => {
    assert.deepEqual(ranked('paramters').slice(0, 2), [
      '/docs/docs/concepts/parameters',
      '/docs/references/python/Parameter',
    ]);
    assert.equal(ranked('paramter')[0], '/docs/references/python/Parameter');
  });

  it('finds a name from its words, typed apart or together, above the words apart', () => {
    assert.deepEqual(ranked('full refresh'), [
      '/docs/references/cli/build#options',
      '/docs/docs/guides/fresh#run-a-build',
    ]);
    assert.deepEqual(ranked('fullrefresh'), ['/docs/references/cli/build#options']);
  });

  it('ranks words side by side in a title above the same words joined in a longer name', () => {
    assert.deepEqual(ranked('sqrl run').slice(0, 2), [
      '/docs/references/cli/run',
      '/docs/docs/concepts/models#python',
    ]);
  });

  it('breaks ties on the text by page rank, then by place in the page', () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    const text = 'The env_vars argument holds the environment.';
    search.add(
      compactRecords('en', 'docs-default-current', [
        record('/docs/references/python/ModelArgs#attributes', 'content', reference, text),
        {
          ...record('/docs/docs/concepts/environment#where', 'content', concept, text),
          pageRank: 1,
        },
        record('/docs/references/python/Other', 'content', reference, 'First.'),
        record('/docs/references/python/Other#later', 'content', reference, text),
      ]),
    );
    assert.deepEqual(urls(first(search.search({requests: [docSearchRequest('env vars')]}))), [
      '/docs/docs/concepts/environment#where',
      '/docs/references/python/ModelArgs#attributes',
      '/docs/references/python/Other#later',
    ]);
  });

  it('puts a page for looking things up after the pages of the topic, its headings notwithstanding, but first for its whole text', () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    const errorsPage = ['References', 'Errors', 'A source kept out of the VDL'];
    search.add(
      compactRecords('en', 'docs-default-current', [
        {
          ...record(
            '/docs/references/errors#kept-out',
            'content',
            errorsPage,
            'Source "<source>" is not loaded to the VDL',
          ),
          pageRank: -2,
        },
        record(
          '/docs/docs/concepts/sources#file',
          'content',
          concept,
          'load_to_vdl: copy the source table into the VDL during a build.',
        ),
      ]),
    );
    const ranking = (query: string) =>
      urls(first(search.search({requests: [docSearchRequest(query)]})));
    // The heading holds "source" and "VDL" (attribute lvl3), the concept page only its text.
    assert.deepEqual(ranking('source vdl'), [
      '/docs/docs/concepts/sources#file',
      '/docs/references/errors#kept-out',
    ]);
    assert.equal(
      ranking('Source "src_trips" is not loaded to the VDL')[0],
      '/docs/references/errors#kept-out',
    );
  });

  it('ranks a page that answers in several places above one that mentions the words once', () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(
      compactRecords('en', 'docs-default-current', [
        record(
          '/docs/references/rest/errors#codes',
          'content',
          reference,
          'The error code is listed.',
        ),
        record('/docs/docs/concepts/errors#codes', 'content', concept, 'The error code is listed.'),
        record(
          '/docs/docs/concepts/errors#more',
          'content',
          concept,
          'Each error code has a page.',
        ),
      ]),
    );
    assert.deepEqual(urls(first(search.search({requests: [docSearchRequest('error code')]}))), [
      '/docs/docs/concepts/errors#codes',
      '/docs/docs/concepts/errors#more',
      '/docs/references/rest/errors#codes',
    ]);
  });

  it('offers a corrected query, or else the biggest sections, for a query that finds nothing', () => {
    const filters = [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ];
    const search = rankingEngine();
    assert.deepEqual(search.suggest('dashbordzz', filters), ['dashboards']);
    assert.deepEqual(search.suggest('qxzvwq', filters), ['Concepts', 'CLI', 'Guides']);
    assert.deepEqual(search.suggest('qxzvwq', ['language:fr']), []);
  });
});

describe("LocalSearchEngine: readers' words", () => {
  const guides = ['Guides', 'Keep data fresh'];
  const readersEngine = (): LocalSearchEngine => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(
      compactRecords('en', 'docs-default-current', [
        record(
          '/docs/docs/guides/fresh#cache',
          'content',
          guides,
          'Results are cached for ten minutes after the first request.',
        ),
        record(
          '/docs/docs/guides/fresh#incremental',
          'content',
          guides,
          'An incremental build appends the rows that arrived since the last build.',
        ),
        record('/docs/docs/concepts/auth', 'lvl1', ['Concepts', 'Authentication'], null),
        record(
          '/docs/docs/concepts/models#seeds',
          'content',
          ['Concepts', 'Models'],
          'Seeds are CSV files; the model reads the file once per build.',
        ),
        record(
          '/docs/docs/concepts/models#sources',
          'content',
          ['Concepts', 'Models'],
          'A source model reads a table of the warehouse once per build.',
        ),
        record(
          '/docs/docs/concepts/models#dbviews',
          'content',
          ['Concepts', 'Models'],
          'A dbview model reads the warehouse on every request.',
        ),
      ]),
    );
    return search;
  };
  const search = (query: string) =>
    first(readersEngine().search([{indexName: 'local', params: {query}}]));

  it('finds a word in any of its forms, and highlights the form the page uses', () => {
    const result = search('caching results');
    assert.equal(urls(result)[0], '/docs/docs/guides/fresh#cache');
    assert.equal(
      result.hits[0]?._highlightResult.content?.value,
      `${span('Results')} are ${span('cached')} for ten minutes after the first request.`,
    );
  });

  it('still matches an unfinished last word as typed, not only its stem', () => {
    // The stem of "authentication" is "authent": "authentica" is no prefix of it.
    assert.equal(urls(search('authentica'))[0], '/docs/docs/concepts/auth');
    assert.equal(
      search('authentica').hits[0]?._highlightResult.hierarchy.lvl1?.value,
      `${span('Authentica')}tion`,
    );
  });

  it("lends a reader's phrase the docs' word for it, and only the whole phrase", () => {
    assert.equal(urls(search('build only the new rows'))[0], '/docs/docs/guides/fresh#incremental');
    assert.deepEqual(urls(search('incremental')), urls(search('only the new rows')).slice(0, 1));
    assert.ok(!urls(search('new')).includes('/docs/docs/guides/fresh#incremental'));
  });

  it("weighs a question's light verbs little beside the thing asked for", () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(
      compactRecords('en', 'docs-default-current', [
        record(
          '/docs/docs/guides/deploy#image',
          'content',
          ['Guides', 'Deploy'],
          'Change the image tag when the server changes.',
        ),
        record(
          '/docs/references/cli/run#options',
          'content',
          ['CLI', 'sqrl run'],
          '--port: the port the API server listens on.',
        ),
      ]),
    );
    const ranking = (query: string) =>
      urls(first(search.search({requests: [docSearchRequest(query)]})));
    // "change" is rarer here than "port", yet the question is about the port.
    assert.equal(ranking('change the port of the server')[0], '/docs/references/cli/run#options');
    // Alone with one other word, a verb weighs in full: the reader may mean the word.
    assert.equal(ranking('change server')[0], '/docs/docs/guides/deploy#image');
  });

  it('weighs a missing word by how common it is: the rare words decide', () => {
    // "warehouse" is in two records, "build" and "reads" in more: the record
    // holding "warehouse" and "request" without "build" comes before the ones
    // holding "build" without "request".
    assert.deepEqual(urls(search('warehouse request build')).slice(0, 2), [
      '/docs/docs/concepts/models#dbviews',
      '/docs/docs/concepts/models#sources',
    ]);
  });
});

/** The hierarchy of an entry of the error reference, in the pasted-message fixtures. */
const errorsPage = ['References', 'Errors'];

describe('LocalSearchEngine: a pasted message', () => {
  const pastedEngine = (): LocalSearchEngine => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(
      compactRecords('en', 'docs-default-current', [
        record(
          '/docs/references/errors#unknown-column',
          'content',
          errorsPage,
          'Column "<column>" depends on unknown column "<upstream column>"',
        ),
        record(
          '/docs/references/errors#unknown-model',
          'content',
          errorsPage,
          'Column "<column>" depends on unknown model "<model>"',
        ),
        record(
          '/docs/references/errors#yaml',
          'content',
          errorsPage,
          'Failed to parse yaml file: <path>',
        ),
        record(
          '/docs/docs/concepts/lineage#example',
          'content',
          ['Concepts', 'Column lineage'],
          'The column duration of trips_by_day depends on src_trips.duration; an unknown column fails the build.',
        ),
        record(
          '/docs/docs/concepts/connections#python',
          'content',
          ['Concepts', 'Connections'],
          'Connections can also be written in pyconfigs/connections.py, a Python file parsed at load.',
        ),
        record(
          '/docs/docs/releases/upgrade#models',
          'content',
          ['Release notes', 'Upgrade'],
          'A 0.4 project whose YAML is wrong now fails with Failed to parse yaml file: <path> at load, where 0.4 went on.',
        ),
      ]),
    );
    return search;
  };
  const search = (query: string) =>
    urls(first(pastedEngine().search([{indexName: 'local', params: {query}}])));

  it('puts first the record whose whole text the query holds, its placeholders standing for any words', () => {
    assert.equal(
      search('Column "trips_by_day.duration" depends on unknown column "src_trips.duraton"')[0],
      '/docs/references/errors#unknown-column',
    );
    assert.equal(
      search('Column "trips_by_day.duration" depends on unknown model "src_trip"')[0],
      '/docs/references/errors#unknown-model',
    );
    // The reader's own path would otherwise weigh as much as the message's words.
    assert.equal(
      search('Failed to parse yaml file: pyconfigs/connections.py')[0],
      '/docs/references/errors#yaml',
    );
  });

  it('also under the name of the exception, as a traceback ends', () => {
    assert.equal(
      search(
        'squirrels._exceptions.ConfigurationError: Failed to parse yaml file: models/trips_by_day.yml',
      )[0],
      '/docs/references/errors#yaml',
    );
  });

  it('not for a record that says more than the query (a page quoting the message)', () => {
    const found = search('Failed to parse yaml file: squirrels.yml');
    assert.ok(
      found.indexOf('/docs/references/errors#yaml') <
        found.indexOf('/docs/docs/releases/upgrade#models'),
    );
  });

  it('for a text of two words only on a page for looking things up, not in a list of links', () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(
      compactRecords('en', 'docs-default-current', [
        record(
          '/docs/references/rest/auth#password',
          'content',
          ['REST API', 'Authentication', 'Change the password'],
          'A wrong old password is refused: incorrect password, status 401.',
        ),
        {
          ...record(
            '/docs/references/errors/auth#wrong',
            'content',
            errorsPage,
            'Incorrect password',
          ),
          pageRank: -2,
        },
        record('/docs/references/cli/run', 'lvl1', ['CLI', 'sqrl run'], null),
        record(
          '/docs/references/cli/duckdb#related',
          'content',
          ['CLI', 'sqrl duckdb'],
          'sqrl run',
        ),
      ]),
    );
    const ranking = (query: string) =>
      urls(first(search.search({requests: [docSearchRequest(query)]})));
    assert.equal(ranking('Incorrect password')[0], '/docs/references/errors/auth#wrong');
    assert.equal(ranking('sqrl run')[0], '/docs/references/cli/run');
  });

  it('not for a few words of a longer query', () => {
    // "unknown column" and "depends on" are in the errors' text, but the query is mostly other words.
    assert.equal(
      search('why does the duration column of trips_by_day depend on an unknown column')[0],
      '/docs/docs/concepts/lineage#example',
    );
  });
});

describe('LocalSearchEngine: part of a message, pasted', () => {
  const partEngine = (): LocalSearchEngine => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(
      compactRecords('en', 'docs-default-current', [
        {
          ...record(
            '/docs/references/errors#no-connection',
            'content',
            errorsPage,
            'Model "<model>" uses connection "<connection>", which is not defined in the connections of the project',
          ),
          pageRank: -2,
        },
        record(
          '/docs/docs/concepts/connections#names',
          'content',
          ['Concepts', 'Connections'],
          'Each model uses the connection named in its config; a connection not defined in the project fails the model, which is the defined behaviour.',
        ),
        record(
          '/docs/docs/concepts/models#connections',
          'content',
          ['Concepts', 'Models'],
          'The project defines connections; a model names one. Which connection is not in the project? The model says.',
        ),
      ]),
    );
    return search;
  };
  const search = (query: string) =>
    urls(first(partEngine().search([{indexName: 'local', params: {query}}])));

  it("puts first the record that holds the words in a run, a placeholder standing for the reader's own name", () => {
    // The whole text is not in the query, so no record is held whole; every
    // record holds each word, and the two pages come before a page for
    // looking things up when only the words count.
    assert.equal(
      search('Model "trips_by_day" uses connection "warehouse", which is not defined')[0],
      '/docs/references/errors#no-connection',
    );
    assert.equal(
      search('which is not defined in the connections of the project')[0],
      '/docs/references/errors#no-connection',
    );
  });

  it('not for a short query, nor for a run of a small part of a long one', () => {
    assert.notEqual(search('not defined in the')[0], '/docs/references/errors#no-connection');
    assert.notEqual(
      search('how does a model pick its connection when several are defined in the project')[0],
      '/docs/references/errors#no-connection',
    );
  });
});

describe('longestRun', () => {
  const words = (text: string) => text.split(' ');

  it('counts the query words a text holds in a row, in order', () => {
    assert.equal(longestRun(words('a b c d e'), words('x b c d y')), 3);
    assert.equal(longestRun(words('a b c d e'), words('d c b')), 0);
  });

  it('lets a placeholder stand for up to four query words between two words of the run', () => {
    // ' ' is a placeholder among a text's words (textTokens).
    assert.equal(
      longestRun(['model', ' ', 'uses', 'connection'], words('model trips by day uses connection')),
      6,
    );
    assert.equal(longestRun(['model', ' ', 'uses', 'it'], words('model a b c d e uses it')), 0);
    // A placeholder at the end of the run adds nothing: no word after it confirms the run.
    assert.equal(longestRun(['failed', 'to', 'parse', ' '], words('failed to parse models x')), 3);
  });

  it("needs three of the text's own words", () => {
    assert.equal(longestRun(['model', ' ', 'uses'], words('model a b uses')), 0);
  });
});

describe('wholePattern', () => {
  const holds = (text: string, query: string) =>
    wholePattern(text)?.pattern.test(
      ` ${query
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.join(' ')} `,
    ) ?? false;

  it('reads words, not punctuation or case, and a placeholder as any words or none', () => {
    assert.ok(
      holds(
        'Selected value "<value>" is not valid. <details>',
        'selected value "x y" is NOT valid',
      ),
    );
    assert.ok(
      holds(
        'Selected value "<value>" is not valid. <details>',
        'Selected value "" is not valid. More words',
      ),
    );
    assert.ok(!holds('Selected value "<value>" is not valid.', 'Selected value is valid'));
  });

  it('gives nothing for a text of fewer than three words of its own', () => {
    assert.equal(wholePattern('Options'), null);
    assert.equal(wholePattern('<name> not found'), null);
    assert.equal(wholePattern('User not found')?.words, 3);
  });
});

describe("LocalSearchEngine: weighing words among the version's own records", () => {
  // `zebra` is on one page of the version, `delta` and `gamma` on ten: the
  // rare word outweighs the two common ones among these records.
  const current = [
    record('/docs/docs/zebra', 'content', ['Docs', 'Zebra'], 'A zebra crossing.'),
    ...Array.from({length: 10}, (_, index) =>
      record(`/docs/docs/pair-${index}`, 'content', ['Docs', 'Pair'], 'Delta and gamma.'),
    ),
  ];
  // Another version's file, which a reader who visited both versions holds too.
  const older = Array.from({length: 2000}, (_, index) =>
    record(
      `/docs/0.4.x/page-${index}`,
      'content',
      ['Docs', 'Old'],
      'Unrelated text.',
      'docs-default-0.4.x',
    ),
  );
  const ranked = (...files: readonly SearchIndexFile[]) => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    for (const file of files) search.add(file);
    return urls(first(search.search({requests: [docSearchRequest('zebra delta gamma')]})));
  };

  it('ranks the same whether or not another version is loaded', () => {
    const alone = ranked(compactRecords('en', 'docs-default-current', current));
    assert.equal(alone[0], '/docs/docs/zebra');
    assert.deepEqual(
      ranked(
        compactRecords('en', 'docs-default-current', current),
        compactRecords('en', 'docs-default-0.4.x', older),
      ),
      alone,
    );
  });
});

describe('inSectionOrder: what the modal shows first', () => {
  const hit = (url: string, section: string) => ({
    record: record(url, 'content', [section, url], 'text'),
  });
  /** The order in which DocSearch shows hits: grouped by section, each group where its first hit is. */
  const shown = (hits: readonly {record: SearchRecord}[]) => {
    const groups = new Map<string | null, string[]>();
    for (const {
      record: {hierarchy, url},
    } of hits) {
      groups.set(hierarchy.lvl0, [...(groups.get(hierarchy.lvl0) ?? []), url]);
    }
    return [...groups.values()].flat();
  };

  it("shows the engine's three best hits first, the best first", () => {
    const ranked = [
      hit('/a', 'Concepts'),
      hit('/b', 'CLI'),
      hit('/c', 'Concepts'),
      hit('/d', 'Concepts'),
      hit('/e', 'CLI'),
      hit('/f', 'Guides'),
    ];
    assert.deepEqual(shown(ranked).slice(0, 3), ['/a', '/c', '/d'], 'as sent today');
    const sent = inSectionOrder(ranked);
    assert.deepEqual(shown(sent).slice(0, 3), ['/a', '/c', '/b']);
    assert.deepEqual(
      sent.map(({record: {url}}) => url),
      ['/a', '/b', '/c', '/e', '/f'],
    );
  });

  it('changes nothing when the three best share a section, or each has its own', () => {
    const one = [hit('/a', 'X'), hit('/b', 'X'), hit('/c', 'X'), hit('/d', 'Y'), hit('/e', 'X')];
    assert.deepEqual(inSectionOrder(one), one);
    const three = [hit('/a', 'X'), hit('/b', 'Y'), hit('/c', 'Z'), hit('/d', 'Z')];
    assert.deepEqual(shown(inSectionOrder(three)), ['/a', '/b', '/c', '/d']);
  });
});

describe('LocalSearchEngine: tiers', () => {
  const betaLevels = ['Docs', 'Beta'];
  /**
   * Two pages with one equal match each ("The quokka"): on /b it is the third
   * record, on /a the fifth. In tiers, /b's three headings load before it, so
   * counted in the order they are added it would come sixth.
   */
  const pages = [
    record('/a', 'lvl1', ['Docs', 'Alpha'], null),
    record('/a', 'content', ['Docs', 'Alpha'], 'Alpha begins here.'),
    record('/a', 'content', ['Docs', 'Alpha'], 'A first aside.'),
    record('/a', 'content', ['Docs', 'Alpha'], 'A second aside.'),
    record('/a', 'content', ['Docs', 'Alpha'], 'The quokka naps.'),
    record('/b', 'lvl1', betaLevels, null),
    record('/b', 'content', betaLevels, 'Beta begins here.'),
    record('/b', 'content', betaLevels, 'The quokka naps.'),
    ...['One', 'Two', 'Three'].map((name) =>
      record(`/b#${name.toLowerCase()}`, 'lvl2', [...betaLevels, name], null),
    ),
  ];
  const tiered = () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    for (const {json} of buildIndexFiles(pages)) {
      search.add(JSON.parse(json) as SearchIndexFile);
    }
    return search;
  };

  it('adds both tiers of a pair, and ranks a record by its place in its page, whichever tier it came in', () => {
    const whole = new LocalSearchEngine({siteOrigin: origin});
    whole.add(compactRecords('en', 'docs-default-current', pages));
    const search = tiered();
    assert.equal(search.size, pages.length);
    assert.ok(search.hasFile('en', 'docs-default-current', 'head'));
    assert.ok(search.hasFile('en', 'docs-default-current', 'text'));
    const found = (engine: LocalSearchEngine) =>
      urls(first(engine.search({requests: [docSearchRequest('quokka')]})));
    assert.deepEqual(found(whole), ['/b', '/a']);
    assert.deepEqual(found(search), found(whole));
  });

  it('answers from the head alone before the text is added: titles, headings, first paragraphs', () => {
    const [head] = buildIndexFiles(pages);
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(JSON.parse(head?.json ?? 'null') as SearchIndexFile);
    const count = (query: string) =>
      first(search.search({requests: [docSearchRequest(query)]})).nbHits;
    assert.equal(count('three'), 1);
    assert.equal(count('begins'), 2);
    assert.equal(count('quokka'), 0);
    assert.equal(count('aside'), 0);
  });
});

describe('LocalSearchEngine: a prebuilt index', () => {
  /** The queries compared: whole words, a prefix, another form, a typo, a synonym, a code, none found. */
  const queries = [
    'parameters',
    'param',
    'caching',
    'cascding',
    'wombat edit',
    'from scratch',
    '400',
    'zzz',
  ];
  const withIndex = (file: SearchIndexFile): SearchIndexFile => {
    const alone = new LocalSearchEngine({siteOrigin: origin});
    alone.add(file);
    return {...file, index: alone.serializedIndex()};
  };
  const answers = (search: LocalSearchEngine) =>
    queries.map((query) => {
      const result = first(search.search({requests: [docSearchRequest(query)]}));
      return {hits: result.hits, nbHits: result.nbHits, suggest: search.suggest(query, undefined)};
    });
  const indexed = () => {
    const search = new LocalSearchEngine({siteOrigin: origin});
    search.add(files.current);
    return search;
  };

  it('is loaded into an empty engine, which then answers as one that indexed the records', () => {
    const loaded = new LocalSearchEngine({siteOrigin: origin});
    const file = withIndex(files.current);
    loaded.add(file);
    assert.equal(loaded.size, currentRecords.length);
    assert.equal(file.index?.documentCount, currentRecords.length);
    assert.deepEqual(answers(loaded), answers(indexed()));
    // And after more files, indexed behind it.
    const more = indexed();
    for (const search of [loaded, more]) {
      search.add(files.blog);
      search.add(frenchRecords);
    }
    assert.deepEqual(answers(loaded), answers(more));
  });

  it('is read in place of the records it indexes: an index of other records answers for them', () => {
    // What shows the index was loaded rather than the records indexed.
    const quokkas = currentRecords.map((each) =>
      record(each.url, each.type, ['Quokka'], each.content === null ? null : 'quokka'),
    );
    const other = withIndex(compactRecords('en', 'docs-default-current', quokkas));
    const loaded = new LocalSearchEngine({siteOrigin: origin});
    loaded.add({...files.current, index: other.index});
    assert.equal(loaded.size, currentRecords.length);
    const count = (query: string) =>
      first(loaded.search({requests: [docSearchRequest(query)]})).nbHits;
    assert.equal(count('parameters'), 0);
    assert.ok(count('quokka') > 0);
  });

  it('is ignored, and the records indexed, when the engine holds records already or the counts differ', () => {
    const wrong = {...files.current, index: withIndex(files.blog).index};
    const behind = new LocalSearchEngine({siteOrigin: origin});
    behind.add(files.blog);
    behind.add(wrong);
    const expected = new LocalSearchEngine({siteOrigin: origin});
    expected.add(files.blog);
    expected.add(files.current);
    assert.deepEqual(answers(behind), answers(expected));

    const short = new LocalSearchEngine({siteOrigin: origin});
    const blogIndex = withIndex(files.blog).index;
    assert.ok(blogIndex);
    short.add({...files.current, index: {...blogIndex, documentCount: currentRecords.length + 1}});
    assert.deepEqual(answers(short), answers(indexed()));
  });

  it('goes first when files are added together, the largest first (addingOrder, addFiles)', () => {
    const blog = withIndex(files.blog);
    const current = withIndex(files.current);
    assert.deepEqual(addingOrder([files.old, blog, current]), [current, blog, files.old]);
    const together = new LocalSearchEngine({siteOrigin: origin});
    together.addFiles([blog, current]);
    const expected = new LocalSearchEngine({siteOrigin: origin});
    expected.add(files.current);
    expected.add(files.blog);
    assert.deepEqual(answers(together), answers(expected));
  });
});
