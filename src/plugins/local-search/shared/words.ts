/**
 * How the local search reads text: words, the names readers type as several
 * words, and how far a typed word may be from a word of the index.
 */
import {stemmer} from 'stemmer';

import {itemAt} from '../../../utils/itemAt';

/** A word: a run of letters and digits. Punctuation, spaces and `_` separate words. */
export const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * A word, or a name made of words joined by `_`, `-` or `.` without spaces:
 * `duckdb_init.sql`, `--full-refresh`, `SQRL_SECRET__KEY`, `.env.local`.
 */
const namePattern = /[\p{L}\p{N}\p{M}]+(?:[._-]+[\p{L}\p{N}\p{M}]+)*/gu;

/** Splits text into words (see `wordPattern`): `redirect_url` → `redirect`, `url`. */
export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/** Lower case, without accents: `Élan` → `elan`. */
export function normalizeTerm(term: string): string {
  // Most words are printable ASCII: lower-casing them is all (indexing calls this for every word).
  return asciiPattern.test(term)
    ? term.toLowerCase()
    : term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const asciiPattern = /^[ -~]*$/;

/** Stems already computed: a site's vocabulary is a few thousand words, its text a few hundred thousand. */
const stems = new Map<string, string>();

/**
 * The English stem of a normalised word (Porter's algorithm, from the
 * `stemmer` package): `running`, `runs` → `run`; `parameters` → `paramet`.
 * Words with digits are names (`v0`, `md5`, `bikeshare2024`): kept as they are.
 */
export function stemTerm(term: string): string {
  let stem = stems.get(term);
  if (stem === undefined) {
    stem = /\d/.test(term) || term.length < 3 ? term : stemmer(term);
    stems.set(term, stem);
  }
  return stem;
}

/** Two words written as one: the term under which the index keeps a joined pair. */
export function joinTerms(first: string, second: string): string {
  return `${first}${second}`;
}

/**
 * The terms the index keeps for a text: every word, and for each name of
 * several words (`namePattern`) each pair of neighbouring words written as
 * one, and the whole name written as one. So `--full-refresh` is found by
 * `full`, `refresh`, `full refresh` and `fullrefresh`, and a record holding
 * the name ranks above one where the words are apart (see `pairTerms`).
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  const joined: string[] = [];
  for (const [name] of text.matchAll(namePattern)) {
    const parts = name.match(wordPattern) ?? [];
    terms.push(...parts);
    for (let index = 1; index < parts.length; index++) {
      joined.push(joinTerms(itemAt(parts, index - 1), itemAt(parts, index)));
    }
    if (parts.length > 2) {
      joined.push(parts.join(''));
    }
  }
  return terms.concat(joined);
}

/**
 * The joined pairs of a query's neighbouring words (normalised): `full
 * refresh` → `fullrefresh`, `env local` → `envlocal`. A record holding one
 * holds the two words side by side in a name.
 */
export function pairTerms(queryTerms: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let index = 1; index < queryTerms.length; index++) {
    pairs.push(joinTerms(itemAt(queryTerms, index - 1), itemAt(queryTerms, index)));
  }
  return pairs;
}

/** The most typos a query word may have: 1 from 4 letters, 2 from 8 (as Algolia counts them). */
export function maxTypos(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Words too common to tell records apart (Algolia's `removeStopWords` for English). */
const stopWords = new Set(
  'a an and are as at be by can do for from how i in is it of on or that the this to was what when where which with you your'.split(
    ' ',
  ),
);

/**
 * The query words a record must hold: all but the stop words (`load to vdl`
 * → `load`, `vdl`), unless nothing else is left. A stop word would match
 * almost every record and rank by the headings that happen to hold it.
 */
export function withoutStopWords(queryTerms: readonly string[]): readonly string[] {
  const kept = queryTerms.filter((term) => !stopWords.has(term));
  return kept.length > 0 ? kept : queryTerms;
}
