import MiniSearch, {type SearchResult as MiniSearchResult} from 'minisearch';

import {
  recordTypeCodes,
  type HierarchyLevel,
  type RecordType,
  type SearchIndexFile,
  type SearchRecord,
} from './types';
import {editDistance} from '../page-index/suggest';

/* ------------------------------------------------------------------------ */
/* Request and response types (the subset of Algolia's API that is used)     */
/* ------------------------------------------------------------------------ */

/** `'attr:value'`, `'attr:-value'` (not), or arrays: AND at the top level, OR inside. */
export type FacetFilters = string | readonly FacetFilters[];

/** The search parameters read by the engine; others are accepted and ignored. */
export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | readonly string[];
  facetFilters?: FacetFilters;
  attributesToSnippet?: string | readonly string[];
  attributesToRetrieve?: string | readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
};

/**
 * One query. DocSearch v4 (and algoliasearch v5) put the parameters on the
 * request itself; algoliasearch-helper (the /search page) puts them in
 * `params`, as an object or as a URL-encoded string.
 */
export type SearchRequest = SearchParams & {
  indexName: string;
  params?: SearchParams | string;
};

/** `{requests: [...]}` (DocSearch v4, algoliasearch v5) or a bare array (algoliasearch-helper). */
export type MultiSearchRequest = {requests: readonly SearchRequest[]} | readonly SearchRequest[];

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

/** A record as a hit: the same fields, with absolute `url` and `url_without_anchor`. */
export type SearchHit = SearchRecord & {
  objectID: string;
  _highlightResult: {
    /** Only the levels that are not null, in order lvl0..lvl6. */
    hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  /** Counts per value of each requested facet, over all matching hits. */
  facets: Record<string, Record<string, number>>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
};

export type MultiSearchResponse = {results: SearchResponse[]};

/* ------------------------------------------------------------------------ */
/* Records                                                                   */
/* ------------------------------------------------------------------------ */

export const hierarchyLevels: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

/** Turns a compact index file (see `types.ts`) back into records. */
export function expandIndexFile(file: SearchIndexFile): SearchRecord[] {
  return file.records.map(([pageIndex, typeCode, anchor, content, ...levels]) => {
    const [url = '', lvl0 = null] = file.pages[pageIndex] ?? [];
    return {
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type: recordTypeCodes[typeCode] ?? 'content',
      hierarchy: {
        lvl0,
        lvl1: levels[0] ?? null,
        lvl2: levels[1] ?? null,
        lvl3: levels[2] ?? null,
        lvl4: levels[3] ?? null,
        lvl5: levels[4] ?? null,
        lvl6: levels[5] ?? null,
      },
      content,
      language: file.language,
      docusaurus_tag: file.docusaurus_tag,
    };
  });
}

/* ------------------------------------------------------------------------ */
/* Words                                                                     */
/* ------------------------------------------------------------------------ */

const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** Splits text into words: runs of letters and digits (punctuation and `_` separate words). */
export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/** Lower case, without accents: `Élan` → `elan`. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The maximum number of typos for a query word: 1 from 4 letters, 2 from 8. */
export function maxTypos(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/* ------------------------------------------------------------------------ */
/* Highlighting and snippets                                                 */
/* ------------------------------------------------------------------------ */

const defaultPreTag = '<span class="algolia-docsearch-suggestion--highlight">';
const defaultPostTag = '</span>';
const defaultEllipsis = '…';

/** Escapes text for HTML, like Algolia's `escapeHTML`. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

type MatchContext = {
  /** Normalized query words, in query order. */
  queryTerms: readonly string[];
  /** Normalized document words that matched the query (exactly, by prefix or with typos). */
  documentTerms: ReadonlySet<string>;
  preTag: string;
  postTag: string;
};

/** A word of an attribute value, with the part of it to highlight. */
type Word = {start: number; end: number; highlightEnd: number; queryTerm: string | null};

/** The number of characters of `word` whose normalized form has `length` characters. */
function prefixLength(word: string, length: number): number {
  for (let end = 1; end <= word.length; end++) {
    if (normalizeTerm(word.slice(0, end)).length >= length) {
      return end;
    }
  }
  return word.length;
}

type TermMatch = {queryTerm: string; kind: 'exact' | 'prefix' | 'typo'};

/**
 * How a document word matched the query: equal to a query word, starting
 * with the last query word (prefix search), or within the typo tolerance of
 * a query word; null if it does not match.
 */
function matchTerm(documentTerm: string, queryTerms: readonly string[]): TermMatch | null {
  if (queryTerms.includes(documentTerm)) {
    return {queryTerm: documentTerm, kind: 'exact'};
  }
  const lastTerm = queryTerms[queryTerms.length - 1];
  if (lastTerm && documentTerm.startsWith(lastTerm)) {
    return {queryTerm: lastTerm, kind: 'prefix'};
  }
  let best: TermMatch | null = null;
  let bestDistance = Infinity;
  for (const queryTerm of queryTerms) {
    const distance = editDistance(queryTerm, documentTerm);
    if (distance <= maxTypos(queryTerm) && distance < bestDistance) {
      best = {queryTerm, kind: 'typo'};
      bestDistance = distance;
    }
  }
  return best;
}

function findWords(text: string, context: MatchContext): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    const word = match[0];
    const end = start + word.length;
    const normalized = normalizeTerm(word);
    const termMatch = context.documentTerms.has(normalized)
      ? matchTerm(normalized, context.queryTerms)
      : null;
    if (termMatch === null) {
      words.push({start, end, highlightEnd: start, queryTerm: null});
    } else if (termMatch.kind === 'prefix') {
      // A prefix match highlights only what was typed: <mark>invalid</mark>ation.
      const highlightEnd = start + prefixLength(word, termMatch.queryTerm.length);
      words.push({start, end, highlightEnd, queryTerm: termMatch.queryTerm});
    } else {
      words.push({start, end, highlightEnd: end, queryTerm: termMatch.queryTerm});
    }
  }
  return words;
}

/** Escaped `text[from, to)` with the highlighted parts of `words` wrapped in the tags. */
function render(
  text: string,
  from: number,
  to: number,
  words: readonly Word[],
  context: MatchContext,
): string {
  let html = '';
  let position = from;
  for (const word of words) {
    if (word.highlightEnd <= word.start || word.start < from || word.end > to) {
      continue;
    }
    html += escapeHtml(text.slice(position, word.start));
    html +=
      context.preTag + escapeHtml(text.slice(word.start, word.highlightEnd)) + context.postTag;
    position = word.highlightEnd;
  }
  return html + escapeHtml(text.slice(position, to));
}

function matchedWords(words: readonly Word[]): string[] {
  return [
    ...new Set(words.map((word) => word.queryTerm).filter((term): term is string => term !== null)),
  ];
}

function matchLevel(matched: readonly string[], context: MatchContext): MatchLevel {
  if (matched.length === 0) {
    return 'none';
  }
  return new Set(context.queryTerms).size <= matched.length ? 'full' : 'partial';
}

function highlight(text: string, context: MatchContext): HighlightResult {
  const words = findWords(text, context);
  const matched = matchedWords(words);
  const result: HighlightResult = {
    value: render(text, 0, text.length, words, context),
    matchLevel: matchLevel(matched, context),
    matchedWords: matched,
  };
  if (matched.length > 0) {
    result.fullyHighlighted = words.every((word) => word.highlightEnd === word.end);
  }
  return result;
}

/**
 * At most `size` words of `text`, around the part that matches the most
 * query words, with the ellipsis where the text was cut.
 */
function snippet(
  text: string,
  size: number,
  ellipsis: string,
  context: MatchContext,
): SnippetResult {
  const words = findWords(text, context);
  const level = matchLevel(matchedWords(words), context);
  if (words.length <= size) {
    return {value: render(text, 0, text.length, words, context), matchLevel: level};
  }
  const lastStart = words.length - size;
  let bestStart = 0;
  let bestCount = -1;
  const starts = words.flatMap((word, index) =>
    word.queryTerm === null ? [] : [Math.min(Math.max(index - 2, 0), lastStart)],
  );
  for (const start of starts.length > 0 ? starts : [0]) {
    const count = new Set(
      words
        .slice(start, start + size)
        .map((word) => word.queryTerm)
        .filter((term) => term !== null),
    ).size;
    if (count > bestCount) {
      bestCount = count;
      bestStart = start;
    }
  }
  const end = bestStart + size;
  const from = bestStart === 0 ? 0 : (words[bestStart]?.start ?? 0);
  const to = end >= words.length ? text.length : (words[end - 1]?.end ?? text.length);
  const value =
    (bestStart > 0 ? ellipsis : '') +
    render(text, from, to, words, context) +
    (end < words.length ? ellipsis : '');
  return {value, matchLevel: level};
}

/* ------------------------------------------------------------------------ */
/* Request parameters                                                        */
/* ------------------------------------------------------------------------ */

/** Facets the engine can count and filter on. `*` in `facets` means these. */
const facetAttributes = ['docusaurus_tag', 'language', 'type'];

function facetValue(record: SearchRecord, attribute: string): string | null {
  switch (attribute) {
    case 'language':
      return record.language;
    case 'docusaurus_tag':
      return record.docusaurus_tag;
    case 'type':
      return record.type;
    default: {
      const level = /^hierarchy\.(lvl[0-6])$/.exec(attribute)?.[1] as HierarchyLevel | undefined;
      return level ? record.hierarchy[level] : null;
    }
  }
}

/** One `attribute:value` filter; `attribute:-value` (or `-attribute:value`) negates it. */
function matchesFilter(record: SearchRecord, filter: string): boolean {
  let text = filter.trim();
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon < 0) {
    return negated;
  }
  const attribute = text.slice(0, colon).trim();
  let value = text.slice(colon + 1).trim();
  if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    value = value.slice(1, -1);
  }
  const equal = facetValue(record, attribute) === value;
  return negated ? !equal : equal;
}

/** AND over the top-level entries, OR inside a nested array. */
export function matchesFacetFilters(
  record: SearchRecord,
  filters: FacetFilters | undefined,
): boolean {
  if (filters === undefined) {
    return true;
  }
  if (typeof filters === 'string') {
    return matchesFilter(record, filters);
  }
  return filters.every((entry) =>
    typeof entry === 'string'
      ? matchesFilter(record, entry)
      : entry.some((option) =>
          typeof option === 'string'
            ? matchesFilter(record, option)
            : matchesFacetFilters(record, option),
        ),
  );
}

function isFacetFilters(value: unknown): value is FacetFilters {
  return typeof value === 'string' || (Array.isArray(value) && value.every(isFacetFilters));
}

/** The legacy string form: `a:1,(b:2,b:3)` is `['a:1', ['b:2', 'b:3']]`. */
function parseFilterString(value: string): FacetFilters {
  const filters: FacetFilters[] = [];
  for (const part of value.match(/\([^)]*\)|[^,]+/g) ?? []) {
    const trimmed = part.trim();
    if (trimmed.startsWith('(')) {
      filters.push(
        trimmed
          .slice(1, -1)
          .split(',')
          .map((option) => option.trim())
          .filter(Boolean),
      );
    } else if (trimmed) {
      filters.push(trimmed);
    }
  }
  return filters;
}

const listParameters = new Set([
  'facets',
  'facetFilters',
  'attributesToSnippet',
  'attributesToRetrieve',
  'attributesToHighlight',
]);
const numberParameters = new Set(['page', 'hitsPerPage']);

/** Parses URL-encoded parameters; arrays come JSON-encoded, as algoliasearch writes them. */
export function parseParamsString(params: string): SearchParams {
  const parsed: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    if (numberParameters.has(key)) {
      parsed[key] = Number(value);
    } else if (listParameters.has(key)) {
      let list: unknown;
      if (value.trimStart().startsWith('[')) {
        try {
          list = JSON.parse(value);
        } catch {
          list = undefined;
        }
      }
      parsed[key] =
        list ??
        (key === 'facetFilters'
          ? parseFilterString(value)
          : value.split(',').map((item) => item.trim()));
    } else if (value === 'true' || value === 'false') {
      parsed[key] = value === 'true';
    } else {
      parsed[key] = value;
    }
  }
  return parsed;
}

function stringList(value: unknown): string[] | undefined {
  if (typeof value === 'string') {
    return value === '' ? [] : value.split(',').map((item) => item.trim());
  }
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string');
  }
  return undefined;
}

function integer(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? Math.min(Math.max(Math.floor(number), 0), max)
    : fallback;
}

type Query = {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facets: string[];
  facetFilters: FacetFilters | undefined;
  /** Attribute (`content`, `hierarchy.lvl1`…) → number of words. */
  snippets: Map<string, number>;
  preTag: string;
  postTag: string;
  ellipsis: string;
  params: string;
};

const snippetAttributes = [...hierarchyLevels.map((level) => `hierarchy.${level}`), 'content'];

function readQuery(request: SearchRequest): Query {
  const {params: nested, indexName, ...flat} = request;
  const params: SearchParams = {
    ...flat,
    ...(typeof nested === 'string' ? parseParamsString(nested) : (nested ?? {})),
  };
  const snippets = new Map<string, number>();
  for (const entry of stringList(params.attributesToSnippet) ?? ['content:10']) {
    const [attribute = '', words] = entry.split(':');
    const size = integer(words, 10, 1000) || 10;
    for (const name of attribute === '*' ? snippetAttributes : [attribute]) {
      snippets.set(name, size);
    }
  }
  const encoded = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) {
      encoded.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  const facets = stringList(params.facets) ?? [];
  return {
    indexName: typeof indexName === 'string' ? indexName : '',
    query: typeof params.query === 'string' ? params.query : '',
    page: integer(params.page, 0, 1000),
    hitsPerPage: integer(params.hitsPerPage, 20, 1000),
    facets: facets.includes('*') ? facetAttributes : facets,
    facetFilters: isFacetFilters(params.facetFilters) ? params.facetFilters : undefined,
    snippets,
    preTag: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : defaultPreTag,
    postTag: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : defaultPostTag,
    ellipsis:
      typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : defaultEllipsis,
    params: encoded.toString(),
  };
}

/* ------------------------------------------------------------------------ */
/* The engine                                                                */
/* ------------------------------------------------------------------------ */

type IndexedRecord = {id: number; record: SearchRecord};

/** Field boosts: a word in the page title counts more than one in a subsection or the text. */
export const fieldBoosts: Readonly<Record<HierarchyLevel | 'content', number>> = {
  lvl0: 1.25,
  lvl1: 6,
  lvl2: 4,
  lvl3: 3,
  lvl4: 2.5,
  lvl5: 2,
  lvl6: 1.5,
  content: 1,
};

const typeRanks: Readonly<Record<RecordType, number>> = {
  lvl1: 1,
  lvl2: 2,
  lvl3: 3,
  lvl4: 4,
  lvl5: 5,
  lvl6: 6,
  content: 7,
};

/** The order of attributes for the "best matching attribute" ranking criterion. */
const attributeRanks: Readonly<Record<string, number>> = {
  lvl1: 1,
  lvl2: 2,
  lvl3: 3,
  lvl4: 4,
  lvl5: 5,
  lvl6: 6,
  lvl0: 7,
  content: 8,
};

/** A matching record with the keys it is ranked by. */
type RankedMatch = {
  id: number;
  record: SearchRecord;
  terms: string[];
  /** Query words found in the record. */
  words: number;
  /** Query words found only with typos. */
  typos: number;
  /**
   * For each query word, the rank of the best attribute it was found in (see
   * `attributeRanks`), summed: with one word, Algolia's "attribute" criterion.
   */
  attribute: number;
  /** Query words found as whole words (not only as a prefix or with typos). */
  exact: number;
  score: number;
};

function rankMatch(
  result: MiniSearchResult,
  record: SearchRecord,
  queryTerms: readonly string[],
): RankedMatch {
  const kinds = new Map<string, Set<TermMatch['kind']>>();
  const attributes = new Map<string, number>();
  for (const [term, fields] of Object.entries(result.match)) {
    const termMatch = matchTerm(term, queryTerms);
    if (!termMatch) {
      continue;
    }
    const set = kinds.get(termMatch.queryTerm) ?? new Set();
    set.add(termMatch.kind);
    kinds.set(termMatch.queryTerm, set);
    const best = Math.min(...fields.map((field) => attributeRanks[field] ?? 9));
    attributes.set(termMatch.queryTerm, Math.min(attributes.get(termMatch.queryTerm) ?? 9, best));
  }
  const found = [...kinds.values()];
  return {
    id: result.id as number,
    record,
    terms: result.terms,
    words: found.length,
    typos: found.filter((set) => !set.has('exact') && !set.has('prefix')).length,
    attribute: [...attributes.values()].reduce((sum, rank) => sum + rank, 0),
    exact: found.filter((set) => set.has('exact')).length,
    score: result.score,
  };
}

/**
 * Algolia's tie-breaking order, as DocSearch indices use it: more query
 * words, fewer typos, better attributes, more exact words, a higher record
 * level (DocSearch's `weight.level`), then the BM25 score, then page order.
 */
function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    typeRanks[a.record.type] - typeRanks[b.record.type] ||
    b.score - a.score ||
    a.id - b.id
  );
}

export type LocalSearchEngineOptions = {
  /** Origin that makes record URLs absolute, such as `window.location.origin`. */
  siteOrigin: string;
};

/**
 * In-browser full-text search over the records of the local index, answering
 * Algolia multi-queries in the shape DocSearch and algoliasearch-helper read.
 * Records are added per index file (or as arrays); the caller fetches them.
 */
export class LocalSearchEngine {
  private readonly siteOrigin: string;
  private readonly records: SearchRecord[] = [];
  private readonly objectIDs: string[] = [];
  private readonly perUrl = new Map<string, number>();
  private readonly loadedFiles = new Set<string>();
  private readonly index: MiniSearch<IndexedRecord>;

  constructor({siteOrigin}: LocalSearchEngineOptions) {
    this.siteOrigin = siteOrigin;
    this.index = new MiniSearch<IndexedRecord>({
      idField: 'id',
      fields: [...hierarchyLevels, 'content'],
      extractField: (document, field) => {
        if (field === 'id') {
          return document.id;
        }
        if (field === 'content') {
          return document.record.content;
        }
        return document.record.hierarchy[field as HierarchyLevel];
      },
      tokenize,
      processTerm: (term) => normalizeTerm(term) || null,
    });
  }

  /** The number of records indexed so far. */
  get size(): number {
    return this.records.length;
  }

  /** Whether the file of this (language, docusaurus_tag) pair was added. */
  hasFile(language: string, docusaurusTag: string): boolean {
    return this.loadedFiles.has(`${language}\u0000${docusaurusTag}`);
  }

  /**
   * Indexes an index file (once per language and tag; later calls with the
   * same pair are ignored) or an array of records.
   */
  add(input: SearchIndexFile | readonly SearchRecord[]): void {
    let records: readonly SearchRecord[];
    if ('records' in input) {
      const key = `${input.language}\u0000${input.docusaurus_tag}`;
      if (this.loadedFiles.has(key)) {
        return;
      }
      this.loadedFiles.add(key);
      records = expandIndexFile(input);
    } else {
      records = input;
    }
    const documents = records.map((record) => {
      const id = this.records.length;
      const ordinal = this.perUrl.get(record.url) ?? 0;
      this.perUrl.set(record.url, ordinal + 1);
      this.records.push(record);
      this.objectIDs.push(`${record.url}~${ordinal}`);
      return {id, record};
    });
    this.index.addAll(documents);
  }

  /** Answers each query of an Algolia multi-query, in order. */
  search(request: MultiSearchRequest): MultiSearchResponse {
    const requests = 'requests' in request ? request.requests : request;
    return {results: requests.map((single) => this.searchOne(readQuery(single)))};
  }

  private searchOne(query: Query): SearchResponse {
    const started = performance.now();
    const queryTerms = tokenize(query.query).map(normalizeTerm).filter(Boolean);
    const matches = queryTerms.length === 0 ? [] : this.match(query, queryTerms);

    // Distinct by URL (with its anchor): keep the best record of each.
    const seenUrls = new Set<string>();
    const distinct = matches.filter((match) => {
      const url = match.record.url;
      if (seenUrls.has(url)) {
        return false;
      }
      seenUrls.add(url);
      return true;
    });

    const facets: Record<string, Record<string, number>> = {};
    for (const attribute of query.facets) {
      const counts: Record<string, number> = {};
      for (const match of distinct) {
        const value = facetValue(match.record, attribute);
        if (value !== null) {
          counts[value] = (counts[value] ?? 0) + 1;
        }
      }
      facets[attribute] = counts;
    }

    const start = query.page * query.hitsPerPage;
    const pageMatches =
      query.hitsPerPage === 0 ? [] : distinct.slice(start, start + query.hitsPerPage);
    const hits = pageMatches.map((match) =>
      this.toHit(
        match,
        {
          queryTerms,
          documentTerms: new Set(match.terms),
          preTag: query.preTag,
          postTag: query.postTag,
        },
        query,
      ),
    );
    return {
      hits,
      nbHits: distinct.length,
      page: query.page,
      nbPages: query.hitsPerPage === 0 ? 0 : Math.ceil(distinct.length / query.hitsPerPage),
      hitsPerPage: query.hitsPerPage,
      query: query.query,
      params: query.params,
      index: query.indexName,
      processingTimeMS: Math.round(performance.now() - started),
      facets,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
    };
  }

  /** All records matching every query word (or, failing that, any), best first. */
  private match(query: Query, queryTerms: readonly string[]): RankedMatch[] {
    const run = (combineWith: 'AND' | 'OR') =>
      this.index.search(query.query, {
        combineWith,
        boost: fieldBoosts,
        prefix: (_term, index, terms) => index === terms.length - 1,
        fuzzy: (term) => maxTypos(term) || false,
        filter: (result) => {
          const record = this.records[result.id as number];
          return record !== undefined && matchesFacetFilters(record, query.facetFilters);
        },
      });
    let results = run('AND');
    if (results.length === 0 && queryTerms.length > 1) {
      // Like Algolia's removeWordsIfNoResults: 'allOptional'.
      results = run('OR');
    }
    return results
      .flatMap((result) => {
        const record = this.records[result.id as number];
        return record ? [rankMatch(result, record, queryTerms)] : [];
      })
      .sort(compareMatches);
  }

  private toHit(match: RankedMatch, context: MatchContext, query: Query): SearchHit {
    const {id, record} = match;
    const highlightHierarchy: Partial<Record<HierarchyLevel, HighlightResult>> = {};
    const snippetHierarchy: Partial<Record<HierarchyLevel, SnippetResult>> = {};
    for (const level of hierarchyLevels) {
      const value = record.hierarchy[level];
      if (value === null) {
        continue;
      }
      highlightHierarchy[level] = highlight(value, context);
      const size = query.snippets.get(`hierarchy.${level}`);
      if (size !== undefined) {
        snippetHierarchy[level] = snippet(value, size, query.ellipsis, context);
      }
    }
    const hit: SearchHit = {
      objectID: this.objectIDs[id] ?? String(id),
      url: new URL(record.url, this.siteOrigin).href,
      url_without_anchor: new URL(record.url_without_anchor, this.siteOrigin).href,
      anchor: record.anchor,
      type: record.type,
      hierarchy: {...record.hierarchy},
      content: record.content,
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      _highlightResult: {hierarchy: highlightHierarchy},
      _snippetResult: {},
    };
    if (Object.keys(snippetHierarchy).length > 0) {
      hit._snippetResult.hierarchy = snippetHierarchy;
    }
    if (record.content !== null) {
      hit._highlightResult.content = highlight(record.content, context);
      const size = query.snippets.get('content');
      if (size !== undefined) {
        hit._snippetResult.content = snippet(record.content, size, query.ellipsis, context);
      }
    }
    return hit;
  }
}
