import type {AsPlainObject} from 'minisearch';

/** The folder of the build (under the base URL) that holds the index files and their manifest. */
export const searchIndexDir = 'search-index';

/** The heading levels of a record's hierarchy, from the section (lvl0) to h6 (lvl6). */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** Where a record sits on its page: every level is set, `null` when absent. */
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** A heading record (`lvl1` for the h1, `lvl2`..`lvl6` for h2..h6) or a text record. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** The hierarchy's levels, from the section (`lvl0`) down to h6. */
export const hierarchyLevels: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

/** The levels that are a page's headings: h1 (`lvl1`) to h6. */
export const headingLevels = hierarchyLevels.slice(1) as readonly Exclude<HierarchyLevel, 'lvl0'>[];

/**
 * The record types in the order of their codes in a compact index file:
 * `content` is 0, `lvl1`..`lvl6` are 1..6. The indexer and the engine both
 * translate through this list.
 */
export const recordTypeCodes: readonly RecordType[] = ['content', ...headingLevels];

/**
 * One searchable record, in the shape of a DocSearch (Algolia crawler) record.
 * The engine adds `objectID` and makes `url` and `url_without_anchor` absolute.
 */
export type SearchRecord = {
  /** Site-relative path (including the base URL) with `#anchor` when there is one. */
  url: string;
  /** Site-relative path of the page. */
  url_without_anchor: string;
  /** The id of the heading the record belongs to, or `null` for the top of the page. */
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** The text of a `content` record; `null` for heading records. */
  content: string | null;
  /** From `<meta name="docsearch:language">`, such as `en`. */
  language: string;
  /** From `<meta name="docsearch:docusaurus_tag">`, such as `docs-default-current` or `default`. */
  docusaurus_tag: string;
  /**
   * The page's rank from the plugin's `pageRanks` (DocSearch's
   * `weight.pageRank`): between matches that tie on every text criterion,
   * the higher rank comes first. Absent means 0.
   */
  pageRank?: number;
  /**
   * The record's place among its page's records (from 0), when its index
   * file says (a file of one tier holds only some of a page's records):
   * DocSearch's `weight.position`. Absent, the engine counts the records of
   * the page in the order they are added.
   */
  position?: number;
};

/**
 * A page of a compact index file: `[url_without_anchor, lvl0]`, and its
 * `pageRank` third when it is not 0.
 */
export type CompactPage = [url: string, lvl0: string | null, pageRank?: number];

/**
 * A section of a compact index file: `[page, anchor, lvl1, lvl2, …]`, the
 * place in a page that records share (the headings above them and the
 * nearest heading's id).
 *
 * - `page` is the index of the section's page in `pages`.
 * - `anchor` is `null` above the page's first heading with an id.
 * - The hierarchy levels from lvl1 follow; trailing `null` levels are left
 *   out, so a section under an h2 has at most 4 items.
 */
export type CompactSection = [page: number, anchor: string | null, ...levels: (string | null)[]];

/**
 * The two tiers of a (language, docusaurus_tag) pair's records. `head`: every
 * page's title and headings and its first paragraph, the records a query
 * most often needs, loaded as soon as a reader shows interest in search.
 * `text`: the rest of the text, loaded behind it.
 */
export type IndexTier = 'head' | 'text';

/** The tiers in the order they load. */
export const indexTiers: readonly IndexTier[] = ['head', 'text'];

/**
 * One index file, `search-index/<language>.<tag>.<tier>.<hash8>.json`: the
 * records of one tier of every page of one (language, docusaurus_tag) pair,
 * in page order. Records are stored a column at a time, and the headings they
 * share once per section, which gzip packs about 10 % smaller than a tuple
 * per record. The engine's `expandIndexFile` turns it back into
 * `SearchRecord`s.
 */
export type SearchIndexFile = {
  /** Format version; bumped when the layout changes (`tier` and `records.skipped` are optional). */
  v: 2;
  language: string;
  docusaurus_tag: string;
  /** The tier of the records; absent in a file that holds all of them. */
  tier?: IndexTier;
  pages: CompactPage[];
  sections: CompactSection[];
  records: {
    /**
     * Each record's section, as the difference from the previous record's
     * (the first record's is its index): mostly 0s and 1s.
     */
    section: number[];
    /** One digit per record: `0` for `content`, `1`..`6` for `lvl1`..`lvl6`. */
    type: string;
    /** The text of each `content` record, `null` for headings. */
    content: (string | null)[];
    /**
     * For each record, how many records of its page (in the other tier) come
     * between it and the page's previous record in this file, or the start
     * of the page: its `position` is the previous one's plus 1 plus this.
     * Absent when the file holds all of its pages' records.
     */
    skipped?: number[];
  };
  /**
   * The MiniSearch index of this file's records alone, numbered from 0, as
   * the engine builds it (`LocalSearchEngine.serializedIndex`). The indexer
   * writes it into head files: the engine loads it, when it holds nothing
   * yet, instead of indexing the records (in Node, 15 ms against 104 for the
   * current version's head), which the worker did before its first answer.
   */
  index?: AsPlainObject;
};

/** One entry of the manifest: which file holds one tier of the records of a (language, tag) pair. */
export type SearchManifestEntry = {
  language: string;
  docusaurus_tag: string;
  /** The file's tier; absent for a file that holds every record of its pair. */
  tier?: IndexTier;
  /** File name inside the index directory; the 8 hex digits are a hash of its content. */
  file: string;
  pages: number;
  records: number;
};

/** `search-index/manifest.json`: the only file without a hash in its name. */
export type SearchManifest = {
  v: 1;
  files: SearchManifestEntry[];
};
