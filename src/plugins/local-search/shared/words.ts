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

/**
 * Words too common to tell records apart, as Algolia's `removeStopWords`
 * drops them: articles, pronouns, auxiliary verbs and the question words of
 * a question typed as a sentence ("why does my dataset not …"). Words that
 * name things in these docs stay, though general lists hold them: `get`
 * (the REST verb), `only`, `all`, `new`, `up`, `out`, `before`, `after`.
 */
const stopWords = new Set(
  [
    'a an the and or but if so than then',
    'i me my we our us you your it its they them their he she this that these those there here',
    'am is are was were be been being do does did doing done have has had having',
    'can could should would will shall may might must',
    'how what when where which who whom whose why',
    'to of in on at by for from with into about as',
    'not no don doesn didn isn aren wasn won can t s d ll m re ve',
    'just also very too any some each such',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Verbs a reader's question wraps around the thing asked for ("change the
 * port", "show options to some users", "let admins see it"): they say what
 * to do, not what to find, and pages that share them are rarely about the
 * question. In a query of at least `lightVerbsAmong` words looked for, each
 * weighs `lightVerbWeight` beside the others (`engine.ts`). Verbs that name
 * things in these docs stay out: `run`, `start`, `stop`, `add`, `set`,
 * `get`, `build`, `use` (a model uses a connection).
 */
export const lightVerbs: ReadonlySet<string> = new Set(
  'change changing show let make want need see find turn look tell know keep give try work happen'.split(
    ' ',
  ),
);

/** The fewest words looked for in a query for its light verbs to weigh less. */
export const lightVerbsAmong = 3;

/** How much a light verb weighs beside the other words of a longer query. */
export const lightVerbWeight = 0.25;

/**
 * The query words a record must hold: all but the stop words (`load to vdl`
 * → `load`, `vdl`), unless nothing else is left. A stop word would match
 * almost every record and rank by the headings that happen to hold it.
 */
export function withoutStopWords(queryTerms: readonly string[]): readonly string[] {
  const kept = queryTerms.filter((term) => !stopWords.has(term));
  return kept.length > 0 ? kept : queryTerms;
}
