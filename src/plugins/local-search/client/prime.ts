import type {FacetFilters} from '../shared/params';
import {searchIndexDir, type SearchManifest} from '../shared/types';

/** The part of `fetch` priming uses, so tests can pass a fake one. */
export type PrimeFetch = (url: string) => Promise<{
  json: () => Promise<unknown>;
  arrayBuffer: () => Promise<ArrayBuffer>;
}>;

/**
 * Asks, from the page, for the manifest and the head files that a search with
 * these filters needs, so that they are on their way, then in the browser's
 * HTTP cache, when the worker asks for them. The worker can ask only once it
 * runs, and it starts only when the main thread has a moment, which on a tap
 * it has not: it is busy with the tap and DocSearch's modal code for hundreds
 * of milliseconds at 4×. The page's requests need no such moment, and the
 * worker's requests for the same URLs are answered by the cache (the site is
 * served with `max-age`) or join the page's while they are in flight.
 *
 * Only the heads whose language and `docusaurus_tag` the filters name, as the
 * modal's contextual filters do: a cheap reading of the filters, in the main
 * bundle (the service's `selectIndexFiles`, with `shared/params.ts`, would
 * add 1.5 KB gzip to every page). A file it misses, the worker fetches
 * itself. Not the text, which follows in the worker, or only when needed
 * where the browser asks for less data. Resolves with the files asked for;
 * never rejects: the worker asks for itself, and reports what fails.
 */
export function primeIndex(
  baseUrl: string,
  facetFilters: FacetFilters | undefined,
  fetchImpl: PrimeFetch = (url) => fetch(url),
): Promise<string[]> {
  const directory = `${baseUrl}${searchIndexDir}/`;
  const named = JSON.stringify(facetFilters ?? []);
  return fetchImpl(`${directory}manifest.json`)
    .then((response) => response.json() as Promise<SearchManifest>)
    .then(({files}) => {
      const urls = files
        .filter(
          ({tier, language, docusaurus_tag: tag}) =>
            tier === 'head' &&
            named.includes(`"language:${language}"`) &&
            named.includes(`"docusaurus_tag:${tag}"`),
        )
        .map(({file}) => `${directory}${file}`);
      // Read to the end: a response whose body is dropped is not kept in the cache.
      return Promise.all(
        urls.map((url) => fetchImpl(url).then((file) => file.arrayBuffer(), String)),
      ).then(() => urls);
    })
    .catch(() => []);
}
