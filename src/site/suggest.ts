import {typoDistance} from '../utils/typoDistance';
import {itemAt} from '../utils/itemAt';
import type {PageEntry} from './pageEntry';
import {addLeadingSlash, trimSlashes, withoutBaseUrl} from './urls';

/** Path segments that say nothing about which page a reader wanted. */
const noiseTokens = new Set(['', 'docs', 'doc', 'html', 'htm', 'index', 'www', 'md', 'mdx']);

/** Lower-case words of a path or title: splits on separators and camelCase. */
export function tokenize(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => !noiseTokens.has(token));
}

/** How alike two words are, from 0 (unrelated) to 1 (equal). */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) {
    return 1;
  }
  if (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a))) {
    return 0.9;
  }
  const similarity = 1 - typoDistance(a, b) / Math.max(a.length, b.length);
  return similarity >= 0.6 ? similarity : 0;
}

/** Best similarity of each wanted word to any of the candidate's words, averaged. */
function coverage(wanted: string[], candidate: string[]): number {
  if (wanted.length === 0 || candidate.length === 0) {
    return 0;
  }
  const total = wanted.reduce(
    (sum, word) => sum + Math.max(...candidate.map((other) => wordSimilarity(word, other))),
    0,
  );
  return total / wanted.length;
}

/** The path relative to the base URL, without `.html`, `index.html` or a trailing slash. */
export function normalizePath(path: string, baseUrl: string): string {
  const pathname = withoutBaseUrl(path.split(/[?#]/)[0] ?? '', baseUrl);
  return addLeadingSlash(trimSlashes(pathname.replace(/(\/index)?\.html?$/, '')));
}

/** The docs version a path belongs to, such as "0.4.x", or undefined for the latest. */
function versionOf(path: string): string | undefined {
  return /^\/docs\/(\d+\.\d+\.x)(\/|$)/.exec(path)?.[1];
}

export const minimumScore = 0.45;

/**
 * Ranks the pages whose path or title resemble a path that does not exist,
 * best first, at most `limit` of them. Pages of the version the missing path
 * names (or of the latest version) are preferred over the same page of
 * another version. Equal scores go to the shorter path, then to the path
 * first in alphabetical order, so the order of the page index does not matter.
 */
export function suggestPages(
  missingPath: string,
  pages: readonly PageEntry[],
  {baseUrl = '/', limit = 5}: {baseUrl?: string; limit?: number} = {},
): PageEntry[] {
  const wantedPath = normalizePath(missingPath, baseUrl);
  const wantedVersion = versionOf(wantedPath);
  const wanted = tokenize(wantedPath.replace(/\/\d+\.\d+\.x(?=\/|$)/, ''));
  if (wanted.length === 0) {
    return [];
  }
  const lastWanted = itemAt(wanted, wanted.length - 1);

  const scored = pages
    .map((page) => {
      const pagePath = normalizePath(page.path, baseUrl);
      if (pagePath === wantedPath) {
        return {page, score: 0};
      }
      const pathWords = tokenize(pagePath.replace(/\/\d+\.\d+\.x(?=\/|$)/, ''));
      const words = [...pathWords, ...tokenize(page.title)];
      const lastSegment = pathWords[pathWords.length - 1] ?? '';
      const lastMatch = Math.max(
        wordSimilarity(lastWanted, lastSegment),
        ...tokenize(page.title).map((word) => wordSimilarity(lastWanted, word)),
      );
      const sameVersion = versionOf(pagePath) === wantedVersion;
      const score = 0.6 * coverage(wanted, words) + 0.4 * lastMatch - (sameVersion ? 0 : 0.1);
      return {page, score};
    })
    .filter(({score}) => score >= minimumScore);

  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.page.path.length - b.page.path.length ||
      a.page.path.localeCompare(b.page.path),
  );
  return scored.slice(0, limit).map(({page}) => page);
}
