/**
 * What a search answers: the subset of Algolia's search response that
 * DocSearch and the /search page read (the request is in params.ts). The
 * engine builds it, the worker posts it, the client hands it to DocSearch.
 */
import type {HierarchyLevel, SearchRecord} from './types';

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
