/**
 * What a search request asks for: the request shapes, their parameters and
 * facet filters. The search service reads the filters to choose the index
 * files to download, the engine reads everything to answer; both read a
 * request with `readQuery`. No MiniSearch here, so the main-thread service's
 * chunk stays small where no worker runs.
 */
import {hierarchyLevels, type HierarchyLevel, type SearchRecord} from './types';

/* ------------------------------------------------------------------------ */
/* Request types (the subset of Algolia's API that is used)                  */
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

/** The queries of a multi-query, in order, whichever its shape. */
export function requestList(request: MultiSearchRequest): readonly SearchRequest[] {
  return 'requests' in request ? request.requests : request;
}

/* ------------------------------------------------------------------------ */
/* Facets and facet filters                                                  */
/* ------------------------------------------------------------------------ */

/** Facets the engine can count and filter on. `*` in `facets` means these. */
const facetAttributes = ['docusaurus_tag', 'language', 'type'];

export function facetValue(record: SearchRecord, attribute: string): string | null {
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

/** One filter, read. */
export type FacetFilter = {attribute: string; value: string; negated: boolean};

/**
 * Reads one `attribute:value` filter; `attribute:-value` (or `-attribute:value`)
 * negates it. Without a colon the attribute is `''`, which no record has.
 */
export function parseFacetFilter(filter: string): FacetFilter {
  let text = filter.trim();
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon < 0) {
    return {attribute: '', value: text, negated};
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
  return {attribute, value, negated};
}

/** Every filter named anywhere in `filters`, whatever its nesting. */
export function facetFilterList(filters: FacetFilters | undefined): FacetFilter[] {
  if (filters === undefined) {
    return [];
  }
  return typeof filters === 'string'
    ? [parseFacetFilter(filters)]
    : filters.flatMap((entry) => facetFilterList(entry));
}

/** A record test for facet filters: AND over the top-level entries, OR inside a nested array. */
export type FacetPredicate = (record: SearchRecord) => boolean;

/**
 * `filters` read once into a record test. A search tests every record that
 * holds a query word, so the filters are not parsed again for each of them.
 */
export function facetPredicate(filters: FacetFilters | undefined): FacetPredicate {
  if (filters === undefined) {
    return () => true;
  }
  if (typeof filters === 'string') {
    const {attribute, value, negated} = parseFacetFilter(filters);
    return (record) => (facetValue(record, attribute) === value) !== negated;
  }
  const all = filters.map((entry) => {
    if (typeof entry === 'string') {
      return facetPredicate(entry);
    }
    const options = entry.map((option) => facetPredicate(option));
    return (record: SearchRecord) => options.some((test) => test(record));
  });
  return (record) => all.every((test) => test(record));
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

/* ------------------------------------------------------------------------ */
/* Parameters                                                                */
/* ------------------------------------------------------------------------ */

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

/** One request's effective parameters, with their defaults. */
export type Query = {
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
  /**
   * Whether the hits are shown grouped by section (`lvl0`), as DocSearch's
   * modal shows them. DocSearch puts its parameters on the request itself;
   * algoliasearch-helper (the /search page, a flat list) puts them in `params`.
   */
  groupsBySection: boolean;
};

const defaultPreTag = '<span class="algolia-docsearch-suggestion--highlight">';
const defaultPostTag = '</span>';
const defaultEllipsis = '…';

const snippetAttributes = [...hierarchyLevels.map((level) => `hierarchy.${level}`), 'content'];

/** Reads one request of either shape: its own parameters, overridden by those of `params`. */
export function readQuery(request: SearchRequest): Query {
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
    groupsBySection: nested === undefined,
  };
}
