/**
 * What the engine looks for in a query: its words, and for each word that
 * is not a stop word the index terms that stand for it (the word itself,
 * with typos and, for the last word, as a prefix; its stem; the docs' words
 * for it from `synonyms.json`). `engine.ts` ranks the records these find.
 */
import type {Query as MiniSearchQuery} from 'minisearch';

import {typoDistance} from '../../../utils/typoDistance';

import {
  maxTypos,
  normalizeTerm,
  stemTerm,
  tokenize,
  withoutStopWords,
  wordPattern,
} from '../shared/words';
import synonymEntries from './synonyms.json';

/** One entry of `synonyms.json`: phrases readers type, and the docs' words for the same thing. */
export type SynonymEntry = {
  /** What readers write (each a word or a phrase). */
  reader: readonly string[];
  /** What the pages write instead (each a word, or a phrase whose words must all be in one record). */
  docs: readonly string[];
  /** Where the reader's phrasing was seen, and why it does not mislead. */
  why: string;
};

/** A reader's phrase, as stems, and the sets of index terms (stems) that stand for it. */
type Synonym = {phrase: readonly string[]; docs: readonly (readonly string[])[]};

/** The stems of a text's words: how a phrase of `synonyms.json` is compared with a query. */
export function stemsOf(text: string): string[] {
  return tokenize(text).map(normalizeTerm).filter(Boolean).map(stemTerm);
}

/** Reads the synonym entries: each reader phrase, as stems, with each docs word or phrase as stems. */
export function compileSynonyms(entries: readonly SynonymEntry[]): Synonym[] {
  return entries.flatMap(({reader, docs}) => {
    const docsTerms = docs.map(stemsOf);
    return reader.map((phrase) => ({phrase: stemsOf(phrase), docs: docsTerms}));
  });
}

const siteSynonyms = compileSynonyms(synonymEntries as readonly SynonymEntry[]);

/** A query word the records are asked for (stop words aside). */
export type Slot = {
  /** The word, normalised (`Caching` → `caching`). */
  term: string;
  /** Its stem (`cach`). */
  stem: string;
  /** Its place among the query's words. */
  position: number;
  /** Whether it is the query's last word, which the reader may not have finished: it matches as a prefix. */
  prefix: boolean;
  /** Sets of stems that stand for the word through a synonym: a record holding every stem of one set holds the word. */
  synonyms: readonly (readonly string[])[];
  /**
   * Whether the word is only ever in quotes: in a pasted error message, the
   * reader's own names (`'src_trips'`, `"trips_by_day"`), which the pages
   * that explain the message do not hold.
   */
  quoted: boolean;
};

export type QueryPlan = {
  /** Every word of the query, normalised, stop words included (for words side by side). */
  terms: readonly string[];
  /** The words the records are asked for. */
  slots: readonly Slot[];
};

/**
 * Reads a query: its words, and the words to look for. A phrase of the
 * synonyms (matched on stems, stop words included: `only the new rows`)
 * lends its docs' words to each word of it that is looked for.
 */
export function planQuery(text: string, synonyms: readonly Synonym[] = siteSynonyms): QueryPlan {
  const spans = quotedSpans(text);
  const words = [...text.matchAll(wordPattern)]
    .map((match) => ({
      term: normalizeTerm(match[0]),
      quoted: spans.some(([start, end]) => match.index >= start && match.index < end),
    }))
    .filter(({term}) => term !== '');
  const terms = words.map(({term}) => term);
  const stems = terms.map(stemTerm);
  const lent = terms.map((): (readonly string[])[] => []);
  for (const {phrase, docs} of synonyms) {
    for (let start = 0; start + phrase.length <= stems.length; start++) {
      if (phrase.every((stem, offset) => stems[start + offset] === stem)) {
        for (let position = start; position < start + phrase.length; position++) {
          lent[position]?.push(...docs);
        }
      }
    }
  }
  // Each word once (a word typed twice weighs as once), at its first place.
  const kept = new Set(withoutStopWords(terms));
  const slots: Slot[] = [];
  terms.forEach((term, position) => {
    const known = slots.find((slot) => slot.term === term);
    const prefix = position === terms.length - 1;
    const quoted = words[position]?.quoted ?? false;
    if (known) {
      known.quoted &&= quoted;
      known.prefix ||= prefix;
      known.synonyms = [...known.synonyms, ...(lent[position] ?? [])];
    } else if (kept.has(term)) {
      slots.push({
        term,
        stem: stems[position] ?? term,
        position,
        prefix,
        synonyms: lent[position] ?? [],
        quoted,
      });
    }
  });
  return {terms, slots};
}

/**
 * The spans of a text between matching quotes (`'…'` or `"…"`) that open
 * after a space, `=` or `(` (or at the start) and close before a space or
 * punctuation (or at the end), so that the apostrophe of `didn't` opens none.
 */
export function quotedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(/(^|[\s=(])(["'])([^"'\n]+?)\2(?=$|[\s.,:;)])/g)) {
    const start = match.index + (match[1]?.length ?? 0);
    spans.push([start, start + (match[3]?.length ?? 0) + 2]);
  }
  return spans;
}

/** How an index term stands for a query word. */
export type SlotMatch = {kind: 'exact' | 'prefix' | 'stem' | 'synonym' | 'typo'; typos: number};

/**
 * How a word of a record (normalised) stands for a query word: the word
 * itself, a longer word it starts (the last word only, which the reader may
 * still be typing), another form of it (the same stem), a word within the
 * typo tolerance; or null. Synonyms need
 * the record's other words: see `synonymHeld`.
 */
export function matchSlot(documentTerm: string, slot: Slot): SlotMatch | null {
  if (documentTerm === slot.term) {
    return {kind: 'exact', typos: 0};
  }
  if (slot.prefix && documentTerm.startsWith(slot.term)) {
    return {kind: 'prefix', typos: 0};
  }
  if (stemTerm(documentTerm) === slot.stem) {
    return {kind: 'stem', typos: 0};
  }
  const allowed = maxTypos(slot.term);
  if (allowed === 0) {
    return null;
  }
  const typos = typoDistance(slot.term, documentTerm, allowed);
  return typos <= allowed ? {kind: 'typo', typos} : null;
}

/**
 * `compute`, memoised by plan and word: the records a query finds share
 * most of their words, and each record is read several times (to rank it,
 * for its headings, for its highlights), so each word is worked out once per
 * search. A plan, and so what was worked out for it, lasts one search.
 */
export function perPlanAndWord<Value>(
  compute: (word: string, plan: QueryPlan) => Value,
): (word: string, plan: QueryPlan) => Value {
  const answers = new WeakMap<QueryPlan, Map<string, Value>>();
  return (word, plan) => {
    let known = answers.get(plan);
    if (known === undefined) {
      known = new Map();
      answers.set(plan, known);
    }
    if (known.has(word)) {
      return known.get(word) as Value;
    }
    const value = compute(word, plan);
    known.set(word, value);
    return value;
  };
}

/** How a word of a record stands for each query word of `plan` (`matchSlot`, by slot), worked out once a search. */
export const matchSlots = perPlanAndWord((documentTerm, plan): readonly (SlotMatch | null)[] =>
  plan.slots.map((slot) => matchSlot(documentTerm, slot)),
);

/** The first synonym set of `slot` whose every stem one of the record's words has, or null. */
export function synonymHeld(slot: Slot, words: readonly string[]): readonly string[] | null {
  const stems = new Set(words.map(stemTerm));
  return slot.synonyms.find((set) => set.every((stem) => stems.has(stem))) ?? null;
}

/**
 * The MiniSearch query that finds every record holding any query word in
 * any form: each word with its typos (one edit more than allowed: a swap of
 * two letters is two edits to MiniSearch) and, for the last, as a prefix;
 * exactly, the index's other words of the same stem and the words of its
 * synonyms (`formsOf` lists the index's words of a stem). Which words a
 * record holds, and how, is read from its result's `match` with `matchSlot`.
 */
export function miniSearchQuery(
  plan: QueryPlan,
  formsOf: (stem: string) => Iterable<string>,
): MiniSearchQuery {
  const exactTerms = new Set<string>();
  for (const slot of plan.slots) {
    for (const stem of [slot.stem, ...slot.synonyms.flat()]) {
      for (const form of formsOf(stem)) {
        exactTerms.add(form);
      }
    }
    exactTerms.delete(slot.term);
  }
  const words: MiniSearchQuery[] = plan.slots.map((slot) => ({
    queries: [slot.term],
    prefix: slot.prefix,
    fuzzy: maxTypos(slot.term) ? maxTypos(slot.term) + 1 : false,
  }));
  if (exactTerms.size > 0) {
    words.push({queries: [...exactTerms], prefix: false, fuzzy: false});
  }
  return {combineWith: 'OR', queries: words};
}
