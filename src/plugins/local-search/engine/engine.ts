import MiniSearch, {
  type AsPlainObject,
  type Options as MiniSearchOptions,
  type SearchResult as MiniSearchResult,
} from 'minisearch';

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
  facetPredicate,
  type FacetPredicate,
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
  lightVerbWeight,
  lightVerbs,
  lightVerbsAmong,
  maxTypos,
  normalizeTerm,
  pairTerms,
  stemTerm,
  tokenize,
  wordPattern,
} from '../shared/words';
import {
  matchSlots,
  miniSearchQuery,
  perPlanAndWord,
  planQuery,
  synonymHeld,
  type QueryPlan,
  type Slot,
  type SlotMatch,
} from './query';

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
  /** The query's words and the terms that stand for them. */
  plan: QueryPlan;
  /** Index terms of the record that matched the query (words, stems, synonyms). */
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

type TermMatch = SlotMatch & {slot: Slot};

/**
 * The query word a word of a record stands for, and how: itself, a longer
 * word that the last query word starts, its stem, the fewest typos, or a
 * synonym's stem; null if none. The word comes normalised.
 */
function matchTerm(word: string, plan: QueryPlan): TermMatch | null {
  let best: TermMatch | null = null;
  const stem = stemTerm(word);
  const matches = matchSlots(word, plan);
  for (const [index, slot] of plan.slots.entries()) {
    const found =
      matches[index] ??
      (slot.synonyms.some((set) => set.includes(stem))
        ? {kind: 'synonym' as const, typos: 0}
        : null);
    if (found && found.typos < (best?.typos ?? Infinity)) {
      best = {...found, slot};
      if (found.typos === 0) {
        break;
      }
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
      ? matchTerm(normalized, context.plan)
      : null;
    if (termMatch === null) {
      words.push({start, end, highlightEnd: start, queryTerm: null});
    } else if (termMatch.kind === 'prefix') {
      // A prefix match highlights only what was typed: <mark>invalid</mark>ation.
      const highlightEnd = start + prefixLength(word, termMatch.slot.term.length);
      words.push({start, end, highlightEnd, queryTerm: termMatch.slot.term});
    } else {
      words.push({start, end, highlightEnd: end, queryTerm: termMatch.slot.term});
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
  return new Set(context.plan.slots.map(({term}) => term)).size <= matched.length
    ? 'full'
    : 'partial';
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
  /** The record's index terms that matched (words, stems, synonyms). */
  terms: ReadonlySet<string>;
  /**
   * How well the record holds each query word (by its place in
   * `QueryPlan.slots`): 1 as written, as a prefix or in another form, less
   * through a synonym or with typos (`matchQuality`), 0 not at all.
   */
  held: readonly number[];
  /**
   * The share of the query the record holds, each word weighed by how rare
   * it is among the records that match (BM25's inverse document frequency)
   * and by how well it is held: 1 when it holds every word as written; a
   * missing common word costs little, a missing rare word much (set once all
   * matches are known).
   */
  coverage: number;

  /**
   * The number of words of the record's text when the query holds that whole
   * text, in order (see `wholeIn`): a pasted message holds the record that
   * quotes it; else 0.
   */
  whole: number;
  /**
   * How many of the query's words, in order, the record holds as one run in
   * its text or one of its headings (see `phraseIn`): a message pasted in
   * part; 0 below `phraseAtLeast` words or `phraseShare` of the query.
   * Computed when two matches tie before it (`phraseOf`).
   */
  phrase?: number;
  /** Typos over the query words found, each counted at its closest document word. */
  typos: number;
  /**
   * Neighbouring query words found side by side in a name (`full refresh`
   * in `--full-refresh`) or a heading: see `sideBySide`. Computed when two
   * matches tie before it (`pairsOf`), from the query's `plan` and the
   * `namePairs` the index found in the record.
   */
  pairs?: number;
  plan: QueryPlan;
  namePairs: ReadonlySet<number> | undefined;
  /**
   * For each query word, the rank of the best attribute it was found in (see
   * `attributeRanks`), summed: with one word, Algolia's "attribute" criterion.
   */
  attribute: number;
  /** Query words found as written (not only as a prefix, another form of the word, a synonym or with typos). */
  exact: number;
  /**
   * How many records of the record's page hold as much of the query, up to
   * `pageCoverage`: a page that answers the query in several places is about
   * it, more than a page that mentions it once (set once all matches are
   * known).
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

/**
 * How much a word held in each way counts towards a record's coverage: the
 * word's forms count fully, a synonym nearly, a word within the typo
 * tolerance less (in a long question, `port` is one typo from `part`,
 * `post` and `sort`).
 */
function matchQuality(kind: SlotMatch['kind'], typos: number): number {
  if (typos > 0) {
    return typos === 1 ? 0.5 : 0.3;
  }
  return kind === 'synonym' ? 0.9 : 1;
}

/** How much a quoted word of a longer query (a name in a pasted message) weighs beside its other words. */
const quotedNameWeight = 0.25;

/** The fewest unquoted words a query needs for its quoted words to weigh less (`"sqrl build"` alone keeps its weight). */
const quotedNamesAmong = 3;

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
      const normalized = normalizeTerm(word);
      if (match.terms.has(normalized)) {
        start = index;
        break;
      }
      index++;
    }
    match.start = start;
  }
  return match.start;
}

/** The places in the query of the words a heading word stands for (a stop word only as written), worked out once a search. */
const queryPlaces = perPlanAndWord(placesIn);

function placesIn(word: string, plan: QueryPlan): Set<number> {
  const places = new Set<number>();
  plan.terms.forEach((term, place) => {
    if (term === word) {
      places.add(place);
    }
  });
  matchSlots(word, plan).forEach((found, index) => {
    const slot = plan.slots[index];
    if (found !== null && slot) {
      places.add(slot.position);
    }
  });
  return places;
}

/**
 * Each heading's words, normalised, read once for ranking: a page's records
 * share their headings. (The engine's `headingTerms` is another memo: the
 * terms it indexes for a heading, names joined as well, as written.)
 */
const headingWordsRead = new Map<string, readonly string[]>();

function wordsOfHeading(heading: string): readonly string[] {
  let words = headingWordsRead.get(heading);
  if (words === undefined) {
    words = tokenize(heading).map(normalizeTerm);
    headingWordsRead.set(heading, words);
  }
  return words;
}

/** The match's `pairs`, computed once. */
function pairsOf(match: RankedMatch): number {
  match.pairs ??= sideBySide(match.record, match.plan, match.namePairs);
  return match.pairs;
}

/**
 * How many neighbouring query words the record holds side by side: joined in
 * a name (`namePairs`, found in the index) or next to each other in a
 * heading (`sqrl run` in the title "sqrl run"). Headings are short, so they
 * are read here; text is not.
 */
function sideBySide(
  record: SearchRecord,
  plan: QueryPlan,
  namePairs: ReadonlySet<number> | undefined,
): number {
  const found = new Set(namePairs);
  if (plan.terms.length < 2) {
    return found.size;
  }
  for (const level of hierarchyLevels) {
    const heading = record.hierarchy[level];
    if (heading === null) {
      continue;
    }
    const places = wordsOfHeading(heading).map((word) => queryPlaces(word, plan));
    for (let index = 1; index < places.length; index++) {
      for (const place of places[index] ?? []) {
        if (place > 0 && places[index - 1]?.has(place - 1)) {
          found.add(place - 1);
        }
      }
    }
  }
  return found.size;
}

/**
 * The ranking keys of a MiniSearch result, or null when the record holds no
 * query word within its typo tolerance (MiniSearch looks one edit further,
 * to find swapped letters). Its `coverage` and `pageMatches` are set later,
 * from all the matches.
 */
function rankMatch(
  result: MiniSearchResult,
  record: SearchRecord,
  plan: QueryPlan,
  {namePairs, position}: {namePairs: ReadonlySet<number> | undefined; position: number},
): RankedMatch | null {
  const held = plan.slots.map(() => 0);
  let typos = 0;
  let attribute = 0;
  let exact = 0;
  const fieldsOf = (term: string) => result.match[term] ?? [];
  const bestAttribute = (terms: readonly string[]) =>
    Math.min(...terms.flatMap(fieldsOf).map((field) => attributeRanks[field] ?? 9));
  const words = Object.keys(result.match);
  const wordMatches = words.map((word) => matchSlots(word, plan));
  plan.slots.forEach((slot, index) => {
    // A word's attribute is the best one among its closest words: the fewest
    // typos, and the word as typed (or a word it starts) before its other forms.
    let closest = Infinity;
    let terms: string[] = [];
    let asWritten = false;
    for (let place = 0; place < words.length; place++) {
      const term = words[place] ?? '';
      const found = wordMatches[place]?.[index] ?? null;
      const distance =
        found === null ? Infinity : found.typos * 2 + (found.kind === 'stem' ? 1 : 0);
      if (distance === Infinity || distance > closest) {
        continue;
      }
      terms = distance < closest ? [term] : [...terms, term];
      closest = distance;
      asWritten ||= found?.kind === 'exact';
    }
    let fewest = Math.floor(closest / 2);
    let quality = matchQuality('exact', fewest);
    if (terms.length === 0) {
      const set = synonymHeld(slot, words);
      if (set === null) {
        return;
      }
      terms = words.filter((word) => set.includes(stemTerm(word)));
      fewest = 0;
      quality = matchQuality('synonym', 0);
    }
    held[index] = quality;
    typos += fewest;
    attribute += bestAttribute(terms);
    exact += asWritten ? 1 : 0;
  });
  if (held.every((quality) => quality === 0)) {
    return null;
  }
  return {
    id: result.id as number,
    record,
    terms: new Set(result.terms),
    held,
    coverage: 0,
    whole: 0,
    typos,
    plan,
    namePairs,
    attribute,
    exact,
    pageMatches: 0,
    position,
    score: result.score,
  };
}

/** Text between angle brackets in a record: a placeholder (`<dataset>`), which stands for any words. */
const placeholderPattern = /<[^<>\n]+>/g;

/** A word that stands for a placeholder among a record's words (no word has a space). */
const anyWords = ' ';

/**
 * The fewest words of its own a record's text needs to be found whole in a
 * query: three, so that a two-word line of a list of links (`sqrl build`,
 * `column types`) does not outrank the page it links to; two on a page for
 * looking things up (`lookupRank`), whose short messages are what readers
 * paste (`Incorrect password`).
 */
const wholeAtLeast = 3;
const wholeAtLeastToLookUp = 2;

/** The least share of the query's words that a record's whole text must span. */
const wholeShare = 0.6;

/** A text's words as the query's are read, with `anyWords` for each placeholder (`<path>`). */
function textTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [index, literal] of text.split(placeholderPattern).entries()) {
    if (index > 0) tokens.push(anyWords);
    tokens.push(...tokenize(literal).map(normalizeTerm).filter(Boolean));
  }
  return tokens;
}

/**
 * A record's text as a pattern over a query's words joined by spaces: its
 * words in order, each placeholder standing for any words (none included);
 * null when the text has fewer than `atLeast` words of its own.
 */
export function wholePattern(
  text: string,
  atLeast = wholeAtLeast,
): {pattern: RegExp; words: number} | null {
  const tokens = textTokens(text);
  const own = tokens.filter((token) => token !== anyWords).length;
  if (own < atLeast) {
    return null;
  }
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = tokens
    .map((token) => (token === anyWords ? '(?:\\S+ )*' : `${escape(token)} `))
    .join('');
  return {pattern: new RegExp(` ${source}`), words: own};
}

/** The fewest query words a run must hold to count as the query's phrase (`phraseIn`). */
const phraseAtLeast = 5;

/** The least share of the query's words a phrase must hold. */
const phraseShare = 0.6;

/** The fewest words of a run that must be the record's own, not words a placeholder stands for. */
const phraseOwnWords = 3;

/** The most query words a placeholder of a record stands for inside a phrase. */
const placeholderWords = 4;

/**
 * The most query words (`terms`, in order) that `tokens` hold as one run:
 * each word of the run next to the one before in both, except where a
 * placeholder of the record stands for up to `placeholderWords` query words
 * between two words of the run (a pasted message names the reader's own
 * model where the reference writes `<model>`). A run needs
 * `phraseOwnWords` of the record's own words. The longest common substring,
 * kept sparse: only the runs that end at the record's current word.
 */
export function longestRun(tokens: readonly string[], terms: readonly string[]): number {
  return runIn(tokens, placesOfTerms(terms), terms.length);
}

/** Each word of a query's words, with its places among them. */
function placesOfTerms(terms: readonly string[]): ReadonlyMap<string, readonly number[]> {
  const places = new Map<string, number[]>();
  terms.forEach((term, place) => places.set(term, [...(places.get(term) ?? []), place]));
  return places;
}

/** `placesOfTerms` of a plan's words, worked out once a search. */
const planPlaces = new WeakMap<QueryPlan, ReadonlyMap<string, readonly number[]>>();

/** `longestRun` over the places of the query's words (`placesOfTerms`) and their number. */
function runIn(
  tokens: readonly string[],
  places: ReadonlyMap<string, readonly number[]>,
  length: number,
): number {
  type Run = {held: number; own: number};
  // Runs ending at the previous word, by the query place of their last word;
  // and runs ending in a placeholder, by the place a next word must take.
  let runs = new Map<number, Run>();
  let bridged = new Map<number, Run>();
  let best = 0;
  for (const token of tokens) {
    const found = token === anyWords ? undefined : places.get(token);
    if (found === undefined && (token !== anyWords || runs.size === 0)) {
      // Most words of a record are not the query's: nothing runs through them.
      if (runs.size > 0 || bridged.size > 0) {
        runs = new Map();
        bridged = new Map();
      }
      continue;
    }
    const nextRuns = new Map<number, Run>();
    const nextBridged = new Map<number, Run>();
    if (token === anyWords) {
      for (const [end, run] of runs) {
        for (let words = 0; words <= placeholderWords && end + words < length; words++) {
          const known = nextBridged.get(end + words + 1);
          if (!known || known.held < run.held + words) {
            nextBridged.set(end + words + 1, {held: run.held + words, own: run.own});
          }
        }
      }
    } else {
      for (const place of found ?? []) {
        const before = runs.get(place - 1);
        const across = bridged.get(place);
        const from = across && (!before || across.held > before.held) ? across : before;
        const run = {held: (from?.held ?? 0) + 1, own: (from?.own ?? 0) + 1};
        nextRuns.set(place, run);
        if (run.own >= phraseOwnWords) {
          best = Math.max(best, run.held);
        }
      }
    }
    runs = nextRuns;
    bridged = nextBridged;
  }
  return best;
}

/** Each record's and heading's words for `longestRun`, read once. */
const textTokensRead = new Map<string, readonly string[]>();

function tokensOf(text: string): readonly string[] {
  let tokens = textTokensRead.get(text);
  if (tokens === undefined) {
    tokens = textTokens(text);
    textTokensRead.set(text, tokens);
  }
  return tokens;
}

/**
 * The query's words a record holds as one run (`longestRun`) in its text or
 * in one of its headings, when the run has `phraseAtLeast` words and
 * `phraseShare` of the query; else 0. A reader who pastes part of a message
 * (its first line, the words before their own names) gets the record that
 * quotes it before records that merely hold the same words apart; a title
 * typed in full is a phrase of its heading.
 */
function phraseIn(record: SearchRecord, plan: QueryPlan): number {
  const terms = plan.terms;
  if (terms.length < phraseAtLeast) {
    return 0;
  }
  let places = planPlaces.get(plan);
  if (places === undefined) {
    places = placesOfTerms(terms);
    planPlaces.set(plan, places);
  }
  let best = record.content ? runIn(tokensOf(record.content), places, terms.length) : 0;
  for (const level of hierarchyLevels) {
    const heading = record.hierarchy[level];
    if (level !== 'lvl0' && heading) {
      best = Math.max(best, headingRun(heading, plan, places));
    }
  }
  return best >= phraseAtLeast && best >= phraseShare * terms.length ? best : 0;
}

/** A heading's run (`runIn`), worked out once a search: a page's records share their headings. */
const headingRuns = new WeakMap<QueryPlan, Map<string, number>>();

function headingRun(
  heading: string,
  plan: QueryPlan,
  places: ReadonlyMap<string, readonly number[]>,
): number {
  let runs = headingRuns.get(plan);
  if (runs === undefined) {
    runs = new Map();
    headingRuns.set(plan, runs);
  }
  let run = runs.get(heading);
  if (run === undefined) {
    run = runIn(tokensOf(heading), places, plan.terms.length);
    runs.set(heading, run);
  }
  return run;
}

/** For each of a plan's words, the slot that looks for it, or -1 for a stop word; worked out once a search. */
const slotsOfTerms = new WeakMap<QueryPlan, readonly number[]>();

/**
 * The most query words a run of a record without placeholders could hold:
 * its stop words and the words whose slot the record holds. Most records that
 * a long question finds fall short of a phrase by this count, which costs
 * far less than reading their words.
 */
function phraseBound(match: RankedMatch): number {
  const {plan, held} = match;
  let slots = slotsOfTerms.get(plan);
  if (slots === undefined) {
    slots = plan.terms.map((term) => plan.slots.findIndex((slot) => slot.term === term));
    slotsOfTerms.set(plan, slots);
  }
  return slots.filter((slot) => slot < 0 || (held[slot] ?? 0) > 0).length;
}

/** Whether a record has a placeholder (`<model>`), for which a phrase holds more words than the record. */
const hasPlaceholder = (record: SearchRecord) =>
  (record.content ?? '').includes('<') ||
  hierarchyLevels.some((level) => record.hierarchy[level]?.includes('<'));

/** The match's `phrase`, computed once. */
function phraseOf(match: RankedMatch): number {
  if (match.phrase === undefined) {
    const {plan, record} = match;
    const needed = Math.max(phraseAtLeast, phraseShare * plan.terms.length);
    match.phrase =
      plan.terms.length < phraseAtLeast || (phraseBound(match) < needed && !hasPlaceholder(record))
        ? 0
        : phraseIn(record, plan);
  }
  return match.phrase;
}

/**
 * The page rank (`pageRanks`) at or below which a page is for looking
 * things up, as the error reference is: its headings describe situations in
 * the words of many topics, and readers reach an entry by pasting its
 * message (see `wholeIn`), not by naming the topic.
 */
export const lookupRank = -2;

/** 1 for a record of a page for looking things up (`lookupRank`), else 0. */
function lookupOf(match: RankedMatch): number {
  return (match.record.pageRank ?? 0) <= lookupRank ? 1 : 0;
}

/**
 * The whole text of the record in the query first (`whole`: a pasted
 * message), then more of the query's words in one run (`phrase`: a message
 * pasted in part), then Algolia's tie-breaking order, as DocSearch indices use it,
 * with BM25's weighing of words for the first: more of the query
 * (`coverage`), a page not for looking things up (`lookupRank`), fewer
 * typos, more words side by side (Algolia's proximity), better attributes, a word
 * nearer the start of the text, more exact words, more matching records in
 * the same page (up to `pageCoverage`), then DocSearch's custom ranking: a
 * higher page rank (`weight.pageRank`), a higher record level
 * (`weight.level`), an earlier place in the page (`weight.position`); then
 * the BM25 score, then index order.
 */
function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return (
    b.whole - a.whole ||
    phraseOf(b) - phraseOf(a) ||
    b.coverage - a.coverage ||
    lookupOf(a) - lookupOf(b) ||
    a.typos - b.typos ||
    pairsOf(b) - pairsOf(a) ||
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

/**
 * The hits in an order that DocSearch's modal shows as ranked. The modal
 * groups hits by section (`lvl0`), each group where its first hit is, so a
 * section's later hits come before the next section's first. To keep the
 * three best hits the first three shown, the sections of the three best
 * keep only those hits, except the last of them, which comes after them.
 */
export function inSectionOrder<Hit extends {record: SearchRecord}>(hits: readonly Hit[]): Hit[] {
  const best = hits.slice(0, shownFirst);
  const sections = [...new Set(best.map(({record}) => record.hierarchy.lvl0))];
  const trimmed = new Set(sections.slice(0, -1));
  return hits.filter((hit, rank) => rank < shownFirst || !trimmed.has(hit.record.hierarchy.lvl0));
}

/** How many of the engine's best hits the modal must show first, in its own order. */
const shownFirst = 3;

/**
 * The order in which to add index files that costs least: the files that
 * carry a prebuilt index first, the largest first, so that it loads rather
 * than indexes while the engine is empty (`LocalSearchEngine.add`); then the
 * others, in the order given.
 */
export function addingOrder(files: readonly SearchIndexFile[]): SearchIndexFile[] {
  const prebuilt = files
    .filter((file) => file.index !== undefined)
    .sort((a, b) => b.records.section.length - a.records.section.length);
  return [...prebuilt, ...files.filter((file) => file.index === undefined)];
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
  /** Every word of the index, normalised. */
  private readonly vocabulary = new Set<string>();
  /** The index's words by stem: the forms a query word also finds (`cach` → `cache`, `cached`, `caching`). */
  private readonly forms = new Map<string, string[]>();
  /** Replaced once, by a file's prebuilt index, while nothing is indexed (`add`). */
  private index: MiniSearch<IndexedRecord>;
  /** The words of each heading text indexed so far (`indexTerms`), by text. */
  private readonly headingTerms = new Map<string, string[]>();
  /** Each word as written in the records, normalized (`normalizeTerm`). */
  private readonly normalized = new Map<string, string>();
  /** How many records each facet filters keep (`keptCount`), by the filters as JSON. */
  private readonly keptCounts = new Map<string, number>();
  /** Each record's `wholePattern`, made when a query first needs it. */
  private readonly wholePatterns = new Map<number, ReturnType<typeof wholePattern>>();

  constructor({siteOrigin}: LocalSearchEngineOptions) {
    this.siteOrigin = siteOrigin;
    this.index = new MiniSearch<IndexedRecord>(this.indexOptions);
  }

  /** How MiniSearch reads the records; the same for an index built here and one loaded (`add`). */
  private readonly indexOptions: MiniSearchOptions<IndexedRecord> = {
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
    // A heading is read once: every record below it repeats it in its hierarchy.
    tokenize: (text, field) => {
      if (field === 'content') {
        return indexTerms(text);
      }
      let terms = this.headingTerms.get(text);
      if (terms === undefined) {
        terms = indexTerms(text);
        this.headingTerms.set(text, terms);
      }
      return terms;
    },
    processTerm: (term) => {
      let normalized = this.normalized.get(term);
      if (normalized === undefined) {
        normalized = normalizeTerm(term);
        this.normalized.set(term, normalized);
        if (normalized !== '') {
          this.addWord(normalized);
        }
      }
      return normalized || null;
    },
    // Queries come as the words and stems to look up (see `query.ts`).
    searchOptions: {tokenize, processTerm: (term) => normalizeTerm(term) || null},
  };

  /** Adds a word of the index, as normalized, to the vocabulary and its stem's forms. */
  private addWord(normalized: string): void {
    if (!this.vocabulary.has(normalized)) {
      this.vocabulary.add(normalized);
      const stem = stemTerm(normalized);
      this.forms.set(stem, (this.forms.get(stem) ?? []).concat(normalized));
    }
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
   * the same file are ignored) or an array of records. A file that carries
   * its prebuilt index (`SearchIndexFile.index`) is loaded from it instead of
   * indexing its records when nothing is indexed yet: the index numbers the
   * file's records from 0, as an empty engine does.
   */
  add(input: SearchIndexFile | readonly SearchRecord[]): void {
    let records: readonly SearchRecord[];
    let prebuilt: AsPlainObject | undefined;
    if ('records' in input) {
      const key = `${input.language}\u0000${input.docusaurus_tag}\u0000${input.tier ?? ''}`;
      if (this.loadedFiles.has(key)) {
        return;
      }
      this.loadedFiles.add(key);
      records = expandIndexFile(input);
      if (input.index?.documentCount === records.length && this.records.length === 0) {
        prebuilt = input.index;
      }
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
    if (prebuilt) {
      this.index = MiniSearch.loadJS<IndexedRecord>(prebuilt, this.indexOptions);
      for (const [word] of prebuilt.index) {
        this.addWord(word);
      }
    } else {
      this.index.addAll(documents);
    }
    this.keptCounts.clear();
  }

  /** Adds index files in the order that costs least (`addingOrder`). */
  addFiles(files: readonly SearchIndexFile[]): void {
    for (const file of addingOrder(files)) {
      this.add(file);
    }
  }

  /**
   * The MiniSearch index of everything added so far, for `SearchIndexFile.index`:
   * the indexer writes it into a head file, from an engine that holds that file alone.
   */
  serializedIndex(): AsPlainObject {
    return this.index.toJSON();
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
    const kept = facetPredicate(facetFilters);
    const filter = (result: MiniSearchResult) => {
      const record = this.records[result.id as number];
      return record !== undefined && kept(record);
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
      if (section !== null && kept(record)) {
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
    const plan = planQuery(query.query);
    const matches = plan.slots.length === 0 ? [] : this.match(query, plan);

    // Distinct by URL (with its anchor): keep the best record of each.
    const seenUrls = new Set<string>();
    const ranked = matches.filter((match) => {
      const url = match.record.url;
      if (seenUrls.has(url)) {
        return false;
      }
      seenUrls.add(url);
      return true;
    });
    const distinct = query.groupsBySection ? inSectionOrder(ranked) : ranked;

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
          plan,
          documentTerms: match.terms,
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

  /** All records holding any query word in some form, best first. */
  private match(query: Query, plan: QueryPlan): RankedMatch[] {
    const kept = facetPredicate(query.facetFilters);
    const filter = (result: MiniSearchResult) => {
      const record = this.records[result.id as number];
      return record !== undefined && kept(record);
    };
    // Records that hold neighbouring query words as one name: which pairs (by position).
    const namePairs = new Map<number, Set<number>>();
    pairTerms(plan.terms).forEach((pair, position) => {
      for (const result of this.index.search(pair, {fuzzy: false, prefix: false, filter})) {
        const id = result.id as number;
        namePairs.set(id, (namePairs.get(id) ?? new Set()).add(position));
      }
    });
    const matches = this.index
      .search(
        miniSearchQuery(plan, (stem) => this.forms.get(stem) ?? []),
        {boost: fieldBoosts, filter},
      )
      .flatMap((result) => {
        const id = result.id as number;
        const record = this.records[id];
        const ranked =
          record &&
          rankMatch(result, record, plan, {
            namePairs: namePairs.get(id),
            position: this.positions[id] ?? 0,
          });
        return ranked ? [ranked] : [];
      });
    // Records whose whole text the query holds (a pasted message): never one word, the first keystrokes.
    const queryWords = ` ${plan.terms.join(' ')} `;
    if (plan.terms.length >= Math.min(wholeAtLeast, wholeAtLeastToLookUp)) {
      for (const match of matches) {
        match.whole = this.wholeIn(match.id, queryWords, plan.terms.length);
      }
    }
    // Each word's weight: BM25's inverse document frequency among the records.
    const holding = plan.slots.map(() => 0);
    for (const {held} of matches) {
      held.forEach(
        (quality, slot) => (holding[slot] = (holding[slot] ?? 0) + (quality > 0 ? 1 : 0)),
      );
    }
    // Among the records the query can find, whatever else the engine holds (another version's files).
    const total = this.keptCount(query.facetFilters, kept);
    // A pasted message's quoted names, and a question's light verbs, weigh little beside its other words.
    const unquoted = plan.slots.filter(({quoted}) => !quoted).length;
    const weights = holding.map(
      (count, slot) =>
        Math.log(1 + (total - count + 0.5) / (count + 0.5)) *
        (plan.slots[slot]?.quoted && unquoted >= quotedNamesAmong ? quotedNameWeight : 1) *
        (plan.slots.length >= lightVerbsAmong && lightVerbs.has(plan.slots[slot]?.term ?? '')
          ? lightVerbWeight
          : 1),
    );
    const whole = weights.reduce((sum, weight) => sum + weight, 0);
    const share = (held: readonly number[]) =>
      held.reduce((sum, quality, slot) => sum + quality * (weights[slot] ?? 0), 0) / whole;
    for (const match of matches) {
      match.coverage = share(match.held);
    }
    // How much of each page is about the query: its records holding as much of it, up to `pageCoverage`.
    const perPage = new Map<string, number[]>();
    for (const {record, coverage} of matches) {
      const coverages = perPage.get(record.url_without_anchor) ?? [];
      perPage.set(record.url_without_anchor, coverages);
      coverages.push(coverage);
    }
    for (const match of matches) {
      const coverages = perPage.get(match.record.url_without_anchor) ?? [];
      match.pageMatches = Math.min(
        coverages.filter((coverage) => coverage >= match.coverage).length,
        pageCoverage,
      );
    }
    return matches.sort(compareMatches);
  }

  /** How many records the facet filters keep (`kept`), counted once per filters until the next `add`. */
  private keptCount(facetFilters: FacetFilters | undefined, kept: FacetPredicate): number {
    const key = JSON.stringify(facetFilters ?? null);
    let count = this.keptCounts.get(key);
    if (count === undefined) {
      count = this.records.filter(kept).length;
      this.keptCounts.set(key, count);
    }
    return count;
  }

  /** The words of record `id` when `queryWords` holds its whole text over enough of the query (`wholeShare`), else 0. */
  private wholeIn(id: number, queryWords: string, queryLength: number): number {
    let whole = this.wholePatterns.get(id);
    if (whole === undefined) {
      const record = this.records[id];
      whole = record?.content
        ? wholePattern(
            record.content,
            (record.pageRank ?? 0) <= lookupRank ? wholeAtLeastToLookUp : wholeAtLeast,
          )
        : null;
      this.wholePatterns.set(id, whole);
    }
    const found = whole?.pattern.exec(queryWords);
    if (!whole || !found) {
      return 0;
    }
    const spanned = found[0].trim().split(' ').length;
    return spanned >= wholeShare * queryLength ? whole.words : 0;
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
