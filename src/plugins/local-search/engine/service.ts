import type {LocalSearchEngine, expandIndexFile} from './engine';
import {facetFilterList, readQuery, requestList, type FacetFilters} from '../shared/params';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
  type SearchManifestEntry,
} from '../shared/types';
import type {SearchService, SearchServiceConfig} from '../shared/protocol';
import {memoizeUntilFailure} from '../shared/memo';

/**
 * The search service: downloads the manifest and the index files a query
 * needs, feeds them to the engine and answers. The same code runs in the
 * search worker (`worker.ts`), off the main thread, and on the main thread
 * when no worker can start (`start.ts` chooses).
 *
 * Each (language, tag) pair comes in two tiers (`IndexTier`): a search waits
 * for the head only and answers from what the engine holds; the text loads
 * behind it and is added a slice at a time, so that searches are answered
 * between slices. A modal query that finds nothing waits for the text, and so
 * does the search page, which lists every result.
 */

/** The part of `fetch` the service uses, so tests can pass a fake one. */
export type FetchLike = (url: string) => Promise<{
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}>;

/** The engine module, imported lazily so MiniSearch stays out of the main bundle. */
export type EngineModule = {
  LocalSearchEngine: new (options: {siteOrigin: string}) => LocalSearchEngine;
  expandIndexFile: typeof expandIndexFile;
};

/**
 * How many records of a text file are indexed before the service lets other
 * work run (a search waiting for an answer): about 10 ms of indexing in Node,
 * 40 on a phone.
 */
export const textSlice = 250;

/** Lets the tasks already queued (a search's message) run before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type SearchServiceOptions = SearchServiceConfig & {
  fetch?: FetchLike;
  loadEngine?: () => Promise<EngineModule>;
};

/**
 * The manifest entries a search with these filters needs: the files of the
 * named languages (all when none is named) and, among them, those of the named
 * `docusaurus_tag`s (all of the language when no tag is named, or when a
 * filter excludes a tag).
 */
export function selectIndexFiles(
  manifest: SearchManifest,
  filters: readonly (FacetFilters | undefined)[],
): SearchManifestEntry[] {
  const languages = new Set<string>();
  const tags = new Set<string>();
  let anyNegated = false;
  for (const {attribute, value, negated} of filters.flatMap(facetFilterList)) {
    if (attribute !== 'language' && attribute !== 'docusaurus_tag') {
      continue;
    }
    if (negated) {
      anyNegated = true;
    } else {
      (attribute === 'language' ? languages : tags).add(value);
    }
  }
  return manifest.files.filter(
    (entry) =>
      (languages.size === 0 || languages.has(entry.language)) &&
      (tags.size === 0 || anyNegated || tags.has(entry.docusaurus_tag)),
  );
}

function isManifest(value: unknown): value is SearchManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'files' in value &&
    Array.isArray((value as {files: unknown}).files)
  );
}

/** Whether a downloaded file is an index file of the format this code reads. */
function isIndexFile(value: unknown): value is SearchIndexFile {
  const file = value as Partial<SearchIndexFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.v === 2 &&
    Array.isArray(file.pages) &&
    Array.isArray(file.sections) &&
    Array.isArray(file.records?.section)
  );
}

/**
 * Creates the service. It fetches the manifest and each index file a query
 * needs once, imports the engine on first use and feeds it each file once. A
 * failed download rejects that search, and the next search tries again.
 */
export function createSearchService({
  baseUrl,
  siteOrigin,
  indexDir = searchIndexDir,
  text = 'after-first-answer',
  fetch: fetchImpl = (url) => fetch(url),
  loadEngine = () => import('./engine'),
}: SearchServiceOptions): SearchService {
  // `baseUrl` is the site's, which Docusaurus validates with its trailing slash
  // (SearchServiceConfig). No path helper here: src/site/urls.ts would bring
  // @docusaurus/utils-common and tslib into the worker's bundle, which has
  // no main chunk to share them with.
  const directory = `${baseUrl}${indexDir}/`;

  async function getJson(url: string): Promise<unknown> {
    const response = await fetchImpl(url);
    if (!response.ok) {
      throw new Error(`Local search: GET ${url} answered ${response.status}.`);
    }
    return response.json();
  }

  // Each is fetched (or imported) once; a failure is forgotten, so the next search tries again.
  const getManifest = memoizeUntilFailure(() =>
    getJson(`${directory}manifest.json`).then((value) => {
      if (!isManifest(value)) {
        throw new Error(`Local search: ${directory}manifest.json is not a search index manifest.`);
      }
      return value;
    }),
  );

  const getEngineModule = memoizeUntilFailure(loadEngine);
  const getEngine = memoizeUntilFailure(() =>
    getEngineModule().then(({LocalSearchEngine: Engine}) => new Engine({siteOrigin})),
  );

  async function getIndexFile(file: string): Promise<SearchIndexFile> {
    const url = `${directory}${file}`;
    const value = await getJson(url);
    if (!isIndexFile(value)) {
      throw new Error(`Local search: ${url} is not a search index file.`);
    }
    return value;
  }

  /** The head files (or files of every record) in the engine, by name. */
  const headsAdded = new Set<string>();
  /**
   * The head files being fetched, each fetched once; a failure is retried,
   * and a file is forgotten once it is in the engine (its prebuilt index and
   * records are not kept twice).
   */
  const getHead = memoizeUntilFailure(getIndexFile);

  /** The text files whose records are all in the engine. */
  const textsAdded = new Set<string>();

  /** Fetches a text file and adds its records a slice at a time. */
  const loadText = memoizeUntilFailure(async (file: string) => {
    const [value, engine, {expandIndexFile: expand}] = await Promise.all([
      getIndexFile(file),
      getEngine(),
      getEngineModule(),
    ]);
    const records = expand(value);
    for (let start = 0; start < records.length; start += textSlice) {
      if (start > 0) {
        await nextTask();
      }
      engine.add(records.slice(start, start + textSlice));
    }
    textsAdded.add(file);
  });

  /** What a search with these filters needs: the engine once the heads are in it, and the text files. */
  async function prepare(filters: readonly (FacetFilters | undefined)[]): Promise<{
    engine: LocalSearchEngine;
    texts: string[];
  }> {
    const manifest = getManifest();
    // Where the engine is a lazy chunk (the main-thread fallback), it loads
    // while the manifest does; a failure is retried by the next search.
    getEngine().catch(() => undefined);
    const entries = selectIndexFiles(await manifest, filters);
    // All of them before any: the engine loads a head's prebuilt index only
    // while it holds nothing, so the largest goes first (`addFiles`).
    const wanted = entries
      .filter((entry) => entry.tier !== 'text' && !headsAdded.has(entry.file))
      .map((entry) => entry.file);
    const [heads, engine] = await Promise.all([Promise.all(wanted.map(getHead)), getEngine()]);
    // Another search may have added some while these downloaded.
    engine.addFiles(heads.filter((_, index) => !headsAdded.has(wanted[index] ?? '')));
    for (const file of wanted) {
      headsAdded.add(file);
      getHead.forget(file);
    }
    const texts = entries.filter((entry) => entry.tier === 'text').map((entry) => entry.file);
    return {engine, texts};
  }

  const loadTexts = (texts: readonly string[]) =>
    Promise.all(texts.map((file) => loadText(file))).then(() => undefined);

  /** Starts loading the text behind the head, unless it loads only when needed; never rejects. */
  function textBehind(texts: readonly string[]): Promise<void> {
    return text === 'after-first-answer'
      ? loadTexts(texts).catch(() => undefined)
      : Promise.resolve();
  }

  /**
   * Settles once the modal's first query has been answered. Until then the
   * text waits: on a phone, its download, parsing and indexing (hundreds of
   * milliseconds at a quarter of a core) came right behind the heads, just
   * when the reader's first keystrokes arrived, and delayed their answers.
   */
  let firstAnswered = () => {};
  const firstAnswer = new Promise<void>((resolve) => (firstAnswered = resolve));

  return {
    async search(request) {
      const queries = requestList(request).map(readQuery);
      const modal = 'requests' in request;
      const {engine, texts} = await prepare(queries.map((query) => query.facetFilters));
      if (!modal) {
        // The search page lists every result.
        await loadTexts(texts);
      }
      let response = engine.search(request);
      if (
        modal &&
        response.results.some((result) => result.nbHits === 0) &&
        texts.some((file) => !textsAdded.has(file))
      ) {
        // Nothing in the head: the query may be about the text.
        await loadTexts(texts);
        response = engine.search(request);
      }
      // For the modal's request: what to offer instead of a query that found nothing.
      const suggestions = response.results.map((result, index) => {
        const query = queries[index];
        return modal && query && result.nbHits === 0
          ? engine.suggest(query.query, query.facetFilters)
          : null;
      });
      if (modal) {
        // The text's download starts now; the answer is posted first.
        firstAnswered();
        void textBehind(texts);
      }
      return {response, suggestions};
    },
    // No query runs at warmup to have the engine's code compiled before the
    // reader's first (about 1.6 times slower in Node, 84 ms for `p` against
    // 53): warmup now starts on interest, and the reader's first query comes
    // right behind it, so such a query would only make it wait.
    async warmup(facetFilters) {
      const {texts} = await prepare([facetFilters]);
      if (text === 'after-first-answer') {
        await firstAnswer;
        await textBehind(texts);
      }
    },
  };
}
