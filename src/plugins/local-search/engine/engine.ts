import MiniSearch, {type SearchResult as MiniSearchResult} from 'minisearch';

import {typoDistance} from '../../../utils/typoDistance';

import {
  hierarchyLevels,
  recordTypeCodes,
  type HierarchyLevel,
  type IndexTier,
  type RecordType,
  type SearchIndexFile,
  type SearchRecord,
} from '../shared/types';
import {
  facetValue,
  matchesFacetFilters,
  readQuery,
  requestList,
  type FacetFilters,
  type MultiSearchRequest,
  type Query,
} from '../shared/params';
import type {
  HighlightResult,
  MatchLevel,
  MultiSearchResponse,
  SearchHit,
  SearchResponse,
  SnippetResult,
} from '../shared/response';
import {
  indexTerms,
  maxTypos,
  normalizeTerm,
  pairTerms,
  tokenize,
  withoutStopWords,
  wordPattern,
} from '../shared/words';

/* ------------------------------------------------------------------------ */
/* Records                                                                   */
/* ------------------------------------------------------------------------ */

/** Turns a compact index file (see `types.ts`) back into records. */
export function expandIndexFile(file: SearchIndexFile): SearchRecord[] {
  const {section: sectionSteps, type: types, content: contents, skipped} = file.records;
  let sectionIndex = 0;
  /** With `skipped`: the position after each page's last record so far. */
  const nextPositions = new Map<number, number>();
  return sectionSteps.map((step, index) => {
    sectionIndex += step;
    const [pageIndex = 0, anchor = null, ...levels] = file.sections[sectionIndex] ?? [];
    const [url = '', lvl0 = null, pageRank = 0] = file.pages[pageIndex] ?? [];
    let position: number | undefined;
    if (skipped) {
      position = (nextPositions.get(pageIndex) ?? 0) + (skipped[index] ?? 0);
      nextPositions.set(pageIndex, position + 1);
    }
    return {
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type: recordTypeCodes[Number(types[index])] ?? 'content',
      hierarchy: {
        lvl0,
        lvl1: levels[0] ?? null,
        lvl2: levels[1] ?? null,
        lvl3: levels[2] ?? null,
        lvl4: levels[3] ?? null,
        lvl5: levels[4] ?? null,
        lvl6: levels[5] ?? null,
      },
      content: contents[index] ?? null,
      language: file.language,
      docusaurus_tag: file.docusaurus_tag,
      ...(pageRank ? {pageRank} : {}),
      ...(position === undefined ? {} : {position}),
    };
  });
}

/* ------------------------------------------------------------------------ */
/* Highlighting and snippets                                                 */
/* ------------------------------------------------------------------------ */

/** Escapes text for HTML, like Algolia's `escapeHTML`. */
function escapeHtml(text: string): string {
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

type TermMatch = {queryTerm: string; kind: 'exact' | 'prefix' | 'typo'; typos: number};

/**
 * How a document word matched the query: equal to a query word, starting
 * with the last query word (prefix search), or within the typo tolerance of
 * a query word (the closest one); null if it does not match.
 */
function matchTerm(documentTerm: string, queryTerms: readonly string[]): TermMatch | null {
  if (queryTerms.includes(documentTerm)) {
    return {queryTerm: documentTerm, kind: 'exact', typos: 0};
  }
  const lastTerm = queryTerms[queryTerms.length - 1];
  if (lastTerm && documentTerm.startsWith(lastTerm)) {
    return {queryTerm: lastTerm, kind: 'prefix', typos: 0};
  }
  let best: TermMatch | null = null;
  for (const queryTerm of queryTerms) {
    const allowed = maxTypos(queryTerm);
    const typos = typoDistance(queryTerm, documentTerm, allowed);
    if (typos <= allowed && typos < (best?.typos ?? Infinity)) {
      best = {queryTerm, kind: 'typo', typos};
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
/* The engine                                                                */
/* ------------------------------------------------------------------------ */

type IndexedRecord = {id: number; record: SearchRecord};

/** Field boosts: a word in the page title counts more than one in a subsection or the text. */
const fieldBoosts: Readonly<Record<HierarchyLevel | 'content', number>> = {
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
  /** Typos over the query words found, each counted at its closest document word. */
  typos: number;
  /** Neighbouring query words found side by side in a name (`full refresh` in `--full-refresh`). */
  pairs: number;
  /**
   * For each query word, the rank of the best attribute it was found in (see
   * `attributeRanks`), summed: with one word, Algolia's "attribute" criterion.
   */
  attribute: number;
  /** Query words found as whole words (not only as a prefix or with typos). */
  exact: number;
  /**
   * How many records of the record's page match too, up to `pageCoverage`:
   * a page that answers the query in several places is about it, more than
   * a page that mentions it once (set once all matches are known).
   */
  pageMatches: number;
  /** The record's position among its page's records: earlier first (DocSearch's `weight.position`). */
  position: number;
  /**
   * Where the first matched word of the text is: its index among the text's
   * words, `startWords` for later or none, 0 for a heading record (its
   * heading is all it says). Computed when two matches tie before it (see
   * `startOf`).
   */
  start?: number;
  score: number;
};

/** Matching records of one page beyond which a page is not counted as more about a query. */
const pageCoverage = 5;

/** How many words from the start of a record's text tell records apart. */
const startWords = 5;

/**
 * How close to the start of a record's text its first matched word is, as
 * Algolia ranks a word by its position in an ordered attribute (DocSearch's
 * `content` is one): the name of a `name: description` row of an options or
 * methods table comes first in its record.
 */
function startOf(match: RankedMatch): number {
  if (match.start === undefined) {
    let start = match.record.content === null ? 0 : startWords;
    let index = 0;
    for (const [word] of (match.record.content ?? '').matchAll(wordPattern)) {
      if (index >= startWords) {
        break;
      }
      if (match.terms.includes(normalizeTerm(word))) {
        start = index;
        break;
      }
      index++;
    }
    match.start = start;
  }
  return match.start;
}

/**
 * How many neighbouring query words the record holds side by side: joined in
 * a name (`namePairs`, found in the index) or next to each other in a
 * heading (`sqrl run` in the title "sqrl run"). Headings are short, so they
 * are read here; text is not.
 */
function sideBySide(
  record: SearchRecord,
  queryTerms: readonly string[],
  namePairs: ReadonlySet<number> | undefined,
): number {
  const found = new Set(namePairs);
  if (queryTerms.length < 2) {
    return found.size;
  }
  for (const level of hierarchyLevels) {
    const heading = record.hierarchy[level];
    if (heading === null) {
      continue;
    }
    const matched = tokenize(heading).map(
      (word) => matchTerm(normalizeTerm(word), queryTerms)?.queryTerm ?? null,
    );
    for (let index = 1; index < matched.length; index++) {
      for (let position = 1; position < queryTerms.length; position++) {
        if (
          matched[index - 1] === queryTerms[position - 1] &&
          matched[index] === queryTerms[position]
        ) {
          found.add(position - 1);
        }
      }
    }
  }
  return found.size;
}

/**
 * The ranking keys of a MiniSearch result, or null when a query word that
 * `required` asks for has no document word within its typo tolerance
 * (MiniSearch looks one edit further, to find swapped letters).
 */
function rankMatch(
  result: MiniSearchResult,
  record: SearchRecord,
  queryTerms: readonly string[],
  {pairs, position, required}: {pairs: number; position: number; required: boolean},
): RankedMatch | null {
  const typos = new Map<string, number>();
  const exact = new Set<string>();
  const attributes = new Map<string, number>();
  for (const [term, fields] of Object.entries(result.match)) {
    const termMatch = matchTerm(term, queryTerms);
    if (!termMatch) {
      continue;
    }
    const {queryTerm} = termMatch;
    const best = Math.min(...fields.map((field) => attributeRanks[field] ?? 9));
    const known = typos.get(queryTerm) ?? Infinity;
    // A word's attribute is the best one among its words with the fewest typos.
    if (termMatch.typos < known) {
      typos.set(queryTerm, termMatch.typos);
      attributes.set(queryTerm, best);
    } else if (termMatch.typos === known) {
      attributes.set(queryTerm, Math.min(attributes.get(queryTerm) ?? 9, best));
    }
    if (termMatch.kind === 'exact') {
      exact.add(queryTerm);
    }
  }
  if (typos.size === 0 || (required && typos.size < new Set(queryTerms).size)) {
    return null;
  }
  return {
    id: result.id as number,
    record,
    terms: result.terms,
    words: typos.size,
    typos: [...typos.values()].reduce((sum, count) => sum + count, 0),
    pairs,
    attribute: [...attributes.values()].reduce((sum, rank) => sum + rank, 0),
    exact: exact.size,
    pageMatches: 0,
    position,
    score: result.score,
  };
}

/**
 * Algolia's tie-breaking order, as DocSearch indices use it: more query
 * words, fewer typos, more words side by side (Algolia's proximity), better
 * attributes, a word nearer the start of the text, more exact words, more
 * matching records in the same page (up to `pageCoverage`), then DocSearch's
 * custom ranking: a higher page rank (`weight.pageRank`), a
 * higher record level (`weight.level`), an earlier place in the page
 * (`weight.position`); then the BM25 score, then index order.
 */
function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    b.pairs - a.pairs ||
    a.attribute - b.attribute ||
    startOf(a) - startOf(b) ||
    b.exact - a.exact ||
    b.pageMatches - a.pageMatches ||
    (b.record.pageRank ?? 0) - (a.record.pageRank ?? 0) ||
    typeRanks[a.record.type] - typeRanks[b.record.type] ||
    a.position - b.position ||
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
  /** Each record's position among the records of its page (DocSearch's `weight.position`). */
  private readonly positions: number[] = [];
  private readonly perPage = new Map<string, number>();
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
      tokenize: indexTerms,
      processTerm: (term) => normalizeTerm(term) || null,
      searchOptions: {tokenize},
    });
  }

  /** The number of records indexed so far. */
  get size(): number {
    return this.records.length;
  }

  /** Whether the file of this (language, docusaurus_tag) pair, and tier if it has one, was added. */
  hasFile(language: string, docusaurusTag: string, tier?: IndexTier): boolean {
    return this.loadedFiles.has(`${language}\u0000${docusaurusTag}\u0000${tier ?? ''}`);
  }

  /**
   * Indexes an index file (once per language, tag and tier; later calls with
   * the same file are ignored) or an array of records.
   */
  add(input: SearchIndexFile | readonly SearchRecord[]): void {
    let records: readonly SearchRecord[];
    if ('records' in input) {
      const key = `${input.language}\u0000${input.docusaurus_tag}\u0000${input.tier ?? ''}`;
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
      const counted = this.perPage.get(record.url_without_anchor) ?? 0;
      this.perPage.set(record.url_without_anchor, counted + 1);
      this.positions.push(record.position ?? counted);
      return {id, record};
    });
    this.index.addAll(documents);
  }

  /** Answers each query of an Algolia multi-query, in order. */
  search(request: MultiSearchRequest): MultiSearchResponse {
    return {results: requestList(request).map((single) => this.searchOne(readQuery(single)))};
  }

  /**
   * Queries to offer when `query` finds nothing in the records the filters
   * keep: the closest words the index holds to the query's words (a
   * misspelling beyond the typo tolerance: `paramiters` → `parameters`), or
   * else the sections (`lvl0`) with the most records, as DocSearch offers the
   * sections of earlier hits. At most `limit`, best first.
   */
  suggest(query: string, facetFilters: FacetFilters | undefined, limit = 3): string[] {
    const filter = (result: MiniSearchResult) => {
      const record = this.records[result.id as number];
      return record !== undefined && matchesFacetFilters(record, facetFilters);
    };
    // Each query word, or the closest word of the kept records within a third of its length.
    const queryTerms = tokenize(query).map(normalizeTerm).filter(Boolean);
    const corrected = queryTerms.map((term) => {
      const reach = Math.max(maxTypos(term) + 1, Math.floor(term.length / 3));
      let best = {term, typos: Infinity, records: 0};
      const counts = new Map<string, number>();
      for (const result of this.index.search(term, {fuzzy: reach, prefix: false, filter})) {
        for (const found of Object.keys(result.match)) {
          counts.set(found, (counts.get(found) ?? 0) + 1);
        }
      }
      for (const [found, records] of counts) {
        const typos = typoDistance(term, found, reach);
        if (
          typos <= reach &&
          (typos < best.typos || (typos === best.typos && records > best.records))
        ) {
          best = {term: found, typos, records};
        }
      }
      return best.term;
    });
    const suggestion = corrected.join(' ');
    if (
      corrected.some((term, index) => term !== queryTerms[index]) &&
      this.searchOne(readQuery({indexName: '', query: suggestion, facetFilters, hitsPerPage: 0}))
        .nbHits > 0
    ) {
      return [suggestion];
    }
    const sections = new Map<string, number>();
    for (const record of this.records) {
      const section = record.hierarchy.lvl0;
      if (section !== null && matchesFacetFilters(record, facetFilters)) {
        sections.set(section, (sections.get(section) ?? 0) + 1);
      }
    }
    return [...sections.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([section]) => section);
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
    const filter = (result: MiniSearchResult) => {
      const record = this.records[result.id as number];
      return record !== undefined && matchesFacetFilters(record, query.facetFilters);
    };
    // Records that hold neighbouring query words as one name: which pairs (by position).
    const namePairs = new Map<number, Set<number>>();
    pairTerms(queryTerms).forEach((pair, position) => {
      for (const result of this.index.search(pair, {fuzzy: false, prefix: false, filter})) {
        const id = result.id as number;
        namePairs.set(id, (namePairs.get(id) ?? new Set()).add(position));
      }
    });
    // The words to match (neighbouring pairs above keep the stop words: `load_to_vdl`).
    const words = withoutStopWords(queryTerms);
    const run = (combineWith: 'AND' | 'OR') =>
      this.index
        .search(words.join(' '), {
          combineWith,
          boost: fieldBoosts,
          prefix: (_term, index, terms) => index === terms.length - 1,
          // One edit more than allowed: a swap of two letters is two edits to MiniSearch.
          fuzzy: (term) => (maxTypos(term) ? maxTypos(term) + 1 : false),
          filter,
        })
        .flatMap((result) => {
          const id = result.id as number;
          const record = this.records[id];
          const ranked =
            record &&
            rankMatch(result, record, words, {
              pairs: sideBySide(record, queryTerms, namePairs.get(id)),
              position: this.positions[id] ?? 0,
              required: combineWith === 'AND',
            });
          return ranked ? [ranked] : [];
        });
    let matches = run('AND');
    if (matches.length === 0 && words.length > 1) {
      // Like Algolia's removeWordsIfNoResults: 'allOptional'.
      matches = run('OR');
    }
    // How much of each page is about the query: its matching records, up to `pageCoverage`.
    const perPage = new Map<string, number>();
    for (const {record} of matches) {
      perPage.set(record.url_without_anchor, (perPage.get(record.url_without_anchor) ?? 0) + 1);
    }
    for (const match of matches) {
      match.pageMatches = Math.min(perPage.get(match.record.url_without_anchor) ?? 0, pageCoverage);
    }
    return matches.sort(compareMatches);
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
