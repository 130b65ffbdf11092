import {createHash} from 'node:crypto';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {readOutputHTMLFile} from '@docusaurus/utils';
import type {Element, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {blogSection, fallbackSection} from '../../../site/pages';
import {LocalSearchEngine} from '../engine/engine';
import {withoutBaseUrl} from '../../../site/urls';

import {
  headingLevels,
  indexTiers,
  recordTypeCodes,
  searchIndexDir,
  type CompactPage,
  type CompactSection,
  type Hierarchy,
  type IndexTier,
  type RecordType,
  type SearchIndexFile,
  type SearchManifest,
  type SearchManifestEntry,
  type SearchRecord,
} from '../shared/types';

/* ------------------------------------------------------------------------ */
/* Text of the DOM                                                           */
/* ------------------------------------------------------------------------ */

/** Elements never read: code, scripts, widgets, navigation, page chrome. */
const skippedTags = new Set([
  ...['button', 'footer', 'form', 'iframe', 'input', 'math', 'nav', 'noscript', 'pre'],
  ...['script', 'select', 'style', 'svg', 'template', 'textarea'],
]);

/** Theme classes of the table of contents, pagination, edit links, badges, code blocks… */
const skippedClasses = new Set([
  'hash-link',
  'theme-code-block',
  'table-of-contents',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'theme-doc-footer-edit-meta-row',
  'theme-doc-footer-tags-row',
  'theme-blog-footer-edit-meta-row',
  'theme-edit-this-page',
  'theme-last-updated',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-card-container',
]);

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Block elements whose text is not part of an enclosing `li`, `td` or `dd` record. */
const blockTags = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset'],
  ...['figure', ...headingTags, 'header', 'hr', 'main', 'ol', 'p', 'section', 'table', 'ul'],
]);

/** An attribute as text, as `getAttribute` reads it (hast stores a few as numbers). */
function attribute(element: Element | undefined, name: string): string | undefined {
  const value = element?.properties[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * Whether an element is left out of the index with all it contains: see
 * `skippedTags` and `skippedClasses`, tab labels, and hidden elements. It
 * runs for every element, several times: plain property checks, since
 * hast-util-select's `matches` would parse a selector on each call.
 */
function isSkipped(element: Element): boolean {
  const {className, role, hidden, ariaHidden} = element.properties;
  return (
    skippedTags.has(element.tagName) ||
    (Array.isArray(className) && className.some((name) => skippedClasses.has(String(name)))) ||
    role === 'tablist' ||
    // Inactive tab panels are `hidden` until a click; their text is real content.
    (hidden !== undefined && hidden !== false && role !== 'tabpanel') ||
    ariaHidden === 'true' ||
    /display\s*:\s*none/i.test(attribute(element, 'style') ?? '')
  );
}

function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An element's whole text as a reader sees it (innerText), on one line. */
function textOf(element: Element | undefined): string {
  return element ? cleanText(toText(element)) : '';
}

function elementChildren(parent: Element | Root): Element[] {
  const children: readonly RootContent[] = parent.children;
  return children.filter((child): child is Element => child.type === 'element');
}

/** The visible text of an element, without nested block elements (they are records of their own). */
function ownText(element: Element): string {
  const parts: string[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type === 'text') {
        parts.push(child.value);
      } else if (child.type === 'element') {
        if (child.tagName === 'br' || blockTags.has(child.tagName)) {
          parts.push(' ');
        } else if (!isSkipped(child)) {
          visit(child);
        }
      }
    }
  };
  visit(element);
  return cleanText(parts.join(''));
}

/**
 * The page title's `h1`: the first one inside `main` (anywhere without a
 * `main`) that is not inside a skipped element. The walk starts at the root
 * because a skipped ancestor above `main` hides the heading too.
 */
function findTitle(
  parent: Element | Root,
  main: Element | undefined,
  inMain = main === undefined,
): Element | undefined {
  for (const child of elementChildren(parent)) {
    if (isSkipped(child)) {
      continue;
    }
    if (inMain && child.tagName === 'h1') {
      return child;
    }
    const found = findTitle(child, main, inMain || child === main);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/* ------------------------------------------------------------------------ */
/* Records of one page                                                       */
/* ------------------------------------------------------------------------ */

/** Which plugin rendered the page, from the classes Docusaurus puts on `<html>`. */
type PageKind = 'docs' | 'blog' | 'page';

/** `docusaurus_tag`s of the blog's list pages (paginated lists, tags, authors). */
const listTags = new Set([
  'blog_posts_list',
  'blog_tags_list',
  'blog_tags_posts',
  'blog_authors_list',
  'blog_authors_posts',
  'doc_tags_list',
  'doc_tag_doc_list',
]);

/**
 * `<meta>` contents by `name` (or `property`); the first one wins. Only the
 * head is read: Docusaurus writes the page's meta tags there, and a walk of
 * the whole page for them took a tenth of the indexing time.
 */
function metaValues(tree: Root): Map<string, string> {
  const values = new Map<string, string>();
  const head = select('head', tree);
  for (const meta of head ? selectAll('meta', head) : []) {
    const key = attribute(meta, 'name') ?? attribute(meta, 'property');
    const content = attribute(meta, 'content');
    if (key && content !== undefined && !values.has(key)) {
      values.set(key, content);
    }
  }
  return values;
}

/** Why a page is left out of the index, or undefined if it is indexed. */
function skipReason(
  route: string,
  htmlClasses: readonly string[],
  tag: string,
): string | undefined {
  if (/(^|\/)404\.html$/.test(route)) {
    return 'not-found page';
  }
  // The search page, not the pages that ask web search engines to leave
  // them out (`robots` noindex: the unmaintained docs versions), which the
  // site's own search still finds, for readers of those versions.
  if (htmlClasses.includes('search-page-wrapper')) {
    return 'search page';
  }
  if (listTags.has(tag)) {
    return 'list page';
  }
  if (htmlClasses.includes('plugin-blog') && !htmlClasses.includes('blog-post-page')) {
    return 'list page';
  }
  if (htmlClasses.includes('plugin-docs') && !htmlClasses.includes('docs-doc-page')) {
    return 'list page';
  }
  return undefined;
}

/** The element whose text is indexed: the Markdown of a doc or blog post, or `<main>`. */
function contentRoot(tree: Root, main: Element | undefined, kind: PageKind): Element | undefined {
  if (kind === 'docs') {
    return select('.theme-doc-markdown', tree) ?? main;
  }
  if (kind === 'blog') {
    return select('article .markdown', tree) ?? (main && select('article', main)) ?? main;
  }
  return main;
}

/** The text of the last breadcrumb before the current page: the doc's deepest category. */
function breadcrumbCategory(tree: Root): string | null {
  const nav = select('nav.theme-doc-breadcrumbs', tree);
  const items = nav ? selectAll('li.breadcrumbs__item:not(.breadcrumbs__item--active)', nav) : [];
  return (
    items
      .map(textOf)
      .filter((text) => text !== '')
      .pop() ?? null
  );
}

/** The document title without the site-title suffix (`Intro | Squirrels` → `Intro`). */
function documentTitle(tree: Root): string | null {
  return textOf(select('title', tree)).replace(/\s+\|\s+[^|]*$/, '') || null;
}

/**
 * The records of one built page: a `lvl1` record for its title, one record
 * per heading with an id (`lvl2`..`lvl6`), and one `content` record per
 * paragraph, list item, definition and table row (its last cell, after the
 * row's other cells). Each record carries the headings above it and the id of
 * the nearest one as its anchor.
 *
 * Returns no records for pages that must not be found: the search page,
 * the 404 page, and list pages (blog pagination, tags, authors, archive;
 * docs tag lists). Pages that ask web search engines to leave them out
 * (`robots` noindex, such as the unmaintained docs versions) are indexed:
 * the site's own search serves their readers.
 *
 * @param html  The page as written to the build directory.
 * @param route The page's path, including the base URL, such as `/docs/docs/intro`.
 */
export function extractRecords(html: string, route: string): SearchRecord[] {
  // A spec-compliant parser: the production build's minifier leaves out
  // optional end tags (`</li>`, `</p>`, `</td>`, `</tr>`, `</tbody>`…), which
  // only the HTML parsing rules put back where browsers do.
  const tree = fromHtml(html);
  const meta = metaValues(tree);
  const htmlElement = select('html', tree);
  const classes = htmlElement?.properties.className;
  const htmlClasses = Array.isArray(classes) ? classes.map(String) : [];
  const language =
    meta.get('docsearch:language') ??
    meta.get('docusaurus_locale') ??
    attribute(htmlElement, 'lang') ??
    'en';
  const tag = meta.get('docsearch:docusaurus_tag') ?? meta.get('docusaurus_tag') ?? 'default';
  if (skipReason(route, htmlClasses, tag) !== undefined) {
    return [];
  }
  const kind: PageKind = htmlClasses.includes('plugin-docs')
    ? 'docs'
    : htmlClasses.includes('plugin-blog')
      ? 'blog'
      : 'page';
  const main = select('main', tree);
  const contentElement = contentRoot(tree, main, kind);
  if (!contentElement) {
    return [];
  }

  const titleElement = findTitle(tree, main);
  const title = (titleElement ? ownText(titleElement) : '') || documentTitle(tree);
  const lvl0 =
    (kind === 'docs' ? breadcrumbCategory(tree) : null) ??
    (textOf(select('a.navbar__item.navbar__link--active', tree)) || null) ??
    (kind === 'docs' ? fallbackSection : kind === 'blog' ? blogSection : title);

  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  // The anchor of each heading level, so a heading without an id inherits its parent's.
  const anchors: (string | null)[] = [null, null, null, null, null, null, null];
  let anchor: string | null = null;
  const seen = new Set<string>();

  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${route}#${anchor}` : route;
    const key = `${url}\u0000${type}\u0000${content ?? hierarchy[type === 'content' ? 'lvl1' : type]}`;
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    records.push({
      url,
      url_without_anchor: route,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
    });
  };

  if (title) {
    push('lvl1', null);
  }

  const visit = (parent: Element) => {
    const children = elementChildren(parent);
    for (const child of children) {
      if (isSkipped(child) || child === titleElement) {
        continue;
      }
      if (headingTags.has(child.tagName)) {
        const level = Number(child.tagName.slice(1));
        const text = ownText(child);
        if (text === '') {
          continue;
        }
        for (let deeper = level; deeper <= 6; deeper++) {
          hierarchy[headingLevels[deeper - 1] ?? 'lvl6'] = null;
          anchors[deeper] = null;
        }
        hierarchy[headingLevels[level - 1] ?? 'lvl6'] = text;
        anchors[level] = attribute(child, 'id') || null;
        anchor = anchors.slice(0, level + 1).reduce<string | null>((a, b) => b ?? a, null);
        push(headingLevels[level - 1] ?? 'lvl6', null);
        continue;
      }
      const text = contentText(child, children);
      if (text) {
        push('content', text);
      }
      visit(child);
    }
  };
  visit(contentElement);
  return records;
}

/** The text of a content element (`p`, `li`, `dd`, the last `td` of a row), or null. */
function contentText(element: Element, siblings: readonly Element[]): string | null {
  // A definition and a table row are found by what labels them: the `dt`
  // before the `dd`; the cells before the last one of a row (its name, and
  // the type, default or error code between: `413 · query_result_too_large`).
  let labels: Element[] = [];
  if (element.tagName === 'dd') {
    const term = siblings
      .slice(0, siblings.indexOf(element))
      .reverse()
      .find((sibling) => sibling.tagName === 'dt');
    labels = term ? [term] : [];
  } else if (element.tagName === 'td') {
    const cells = siblings.filter((cell) => cell.tagName === 'td' || cell.tagName === 'th');
    if (cells[cells.length - 1] !== element) {
      return null;
    }
    labels = cells.slice(0, -1);
  } else if (element.tagName !== 'p' && element.tagName !== 'li') {
    return null;
  }
  const text = ownText(element);
  const labelText = labels
    .map((label) => ownText(label))
    .filter(Boolean)
    .join(' · ');
  return text ? (labelText ? `${labelText}: ${text}` : text) : null;
}

/* ------------------------------------------------------------------------ */
/* Index files                                                               */
/* ------------------------------------------------------------------------ */

/**
 * Packs the records of one (language, docusaurus_tag) pair, or of one tier of
 * it, into the compact file format described in `types.ts`. Records that carry
 * their `position` (a tier's) keep it in the `skipped` column.
 */
export function compactRecords(
  language: string,
  docusaurusTag: string,
  records: readonly SearchRecord[],
  tier?: IndexTier,
): SearchIndexFile {
  const pages: CompactPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: CompactSection[] = [];
  const sectionIndex = new Map<string, number>();
  const columns: SearchIndexFile['records'] = {section: [], type: '', content: []};
  const skipped: number[] = [];
  /** The position after each page's last record so far. */
  const nextPositions = new Map<number, number>();
  let previousSection = 0;
  for (const record of records) {
    const pageKey = `${record.url_without_anchor}\u0000${record.hierarchy.lvl0 ?? ''}`;
    let page = pageIndex.get(pageKey);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(pageKey, page);
      pages.push(
        record.pageRank
          ? [record.url_without_anchor, record.hierarchy.lvl0, record.pageRank]
          : [record.url_without_anchor, record.hierarchy.lvl0],
      );
    }
    const levels = headingLevels.map((key) => record.hierarchy[key]);
    while (levels.length > 0 && levels[levels.length - 1] === null) {
      levels.pop();
    }
    const section: CompactSection = [page, record.anchor, ...levels];
    const sectionKey = JSON.stringify(section);
    let index = sectionIndex.get(sectionKey);
    if (index === undefined) {
      index = sections.length;
      sectionIndex.set(sectionKey, index);
      sections.push(section);
    }
    columns.section.push(index - previousSection);
    previousSection = index;
    columns.type += String(recordTypeCodes.indexOf(record.type));
    columns.content.push(record.content);
    const next = nextPositions.get(page) ?? 0;
    const position = record.position ?? next;
    skipped.push(position - next);
    nextPositions.set(page, position + 1);
  }
  if (records.some((record) => record.position !== undefined)) {
    columns.skipped = skipped;
  }
  return {
    v: 2,
    language,
    docusaurus_tag: docusaurusTag,
    ...(tier ? {tier} : {}),
    pages,
    sections,
    records: columns,
  };
}

/**
 * Splits the records of one (language, docusaurus_tag) pair, in page order,
 * into its two tiers (see `IndexTier`), each record with its `position` in
 * its page. The head holds every heading (the page's title among them) and
 * each page's first paragraph: for this site about a quarter of the records
 * and an eighth of the gzipped bytes, and the page a query means is among the
 * first three hits for 84 % of the relevance suite's queries (all of them
 * with the text).
 */
export function splitTiers(records: readonly SearchRecord[]): Record<IndexTier, SearchRecord[]> {
  const tiers: Record<IndexTier, SearchRecord[]> = {head: [], text: []};
  const counts = new Map<string, number>();
  const summarised = new Set<string>();
  for (const record of records) {
    const page = record.url_without_anchor;
    const position = counts.get(page) ?? 0;
    counts.set(page, position + 1);
    let tier: IndexTier = 'head';
    if (record.type === 'content') {
      tier = summarised.has(page) ? 'text' : 'head';
      summarised.add(page);
    }
    tiers[tier].push({...record, position});
  }
  return tiers;
}

/** A language or tag as a file-name part: letters, digits, `.`, `_` and `-` only. */
export function fileNamePart(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]/g, '_') || '_';
}

/**
 * The MiniSearch index of a head file's records, as the engine builds it
 * (`SearchIndexFile.index`): the engine loads it when the reader first
 * searches instead of indexing the head, a large part of the worker's work
 * before its first answer on a phone. The text tier has none: it is indexed
 * behind the head, a slice at a time, after the first answer.
 */
export function prebuiltIndex(file: SearchIndexFile): NonNullable<SearchIndexFile['index']> {
  const engine = new LocalSearchEngine({siteOrigin: ''});
  engine.add(file);
  return engine.serializedIndex();
}

/** One index file ready to write: its name, its JSON text and its manifest entry. */
export type IndexFileOutput = {name: string; json: string; entry: SearchManifestEntry};

/**
 * Groups records by (language, docusaurus_tag), splits each group into its
 * tiers (`splitTiers`) and serializes one compact file per tier that has
 * records, named `<language>.<tag>.<tier>.<hash8>.json` after the SHA-256 of
 * its JSON. Groups are sorted by language, then tag; the head before the text.
 */
export function buildIndexFiles(records: readonly SearchRecord[]): IndexFileOutput[] {
  const groups = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const key = `${record.language}\u0000${record.docusaurus_tag}`;
    const group = groups.get(key) ?? [];
    group.push(record);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, group]) => {
      const [language = '', docusaurusTag = ''] = key.split('\u0000');
      const tiers = splitTiers(group);
      return indexTiers
        .filter((tier) => tiers[tier].length > 0)
        .map((tier) => {
          const file = compactRecords(language, docusaurusTag, tiers[tier], tier);
          if (tier === 'head') {
            file.index = prebuiltIndex(file);
          }
          const json = JSON.stringify(file);
          const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
          const name = `${fileNamePart(language)}.${fileNamePart(docusaurusTag)}.${tier}.${hash}.json`;
          return {
            name,
            json,
            entry: {
              language,
              docusaurus_tag: docusaurusTag,
              tier,
              file: name,
              pages: file.pages.length,
              records: file.records.section.length,
            },
          };
        });
    });
}

export type WriteSearchIndexOptions = {
  /** The build directory (`postBuild`'s `outDir`). */
  outDir: string;
  /** Every route of the build, with the base URL (`postBuild`'s `routesPaths`). */
  routesPaths: readonly string[];
  /** The site's base URL; it is not part of the file paths in `outDir`. */
  baseUrl?: string;
  /**
   * `siteConfig.trailingSlash`: whether Docusaurus wrote `<route>/index.html`
   * (true) or `<route>.html` (false). Undefined accepts either.
   */
  trailingSlash?: boolean;
  /** Directory under `outDir` for the index files. */
  indexDir?: string;
  /** The plugin's `pageRanks` option: route prefix (without the base URL) → rank. */
  pageRanks?: PageRanks;
};

/** Route prefixes (without the base URL, such as `/docs/docs/`) and the rank of their pages. */
export type PageRanks = Readonly<Record<string, number>>;

/** The rank of a route's page: that of the longest prefix of `pageRanks` it starts with, else 0. */
export function pageRankOf(route: string, pageRanks: PageRanks = {}, baseUrl = '/'): number {
  const permalink = withoutBaseUrl(route, baseUrl);
  let best: {length: number; rank: number} = {length: -1, rank: 0};
  for (const [prefix, rank] of Object.entries(pageRanks)) {
    if (permalink.startsWith(prefix) && prefix.length > best.length) {
      best = {length: prefix.length, rank};
    }
  }
  return best.rank;
}

/**
 * The HTML that Docusaurus wrote for a route. It writes `/` to `index.html`
 * and `/404.html` to `404.html` whatever `trailingSlash` says, but
 * readOutputHTMLFile would look for `<outDir>.html` and `404.html/index.html`
 * when it is false and true: for those it gets undefined, which tries both.
 */
async function readRouteHTML(
  route: string,
  {outDir, baseUrl = '/', trailingSlash}: WriteSearchIndexOptions,
): Promise<string> {
  const permalink = withoutBaseUrl(route, baseUrl);
  const fixedName = permalink === '/' || /\.html?$/i.test(permalink);
  try {
    const html = await readOutputHTMLFile(permalink, outDir, fixedName ? undefined : trailingSlash);
    return html.toString('utf8');
  } catch (cause) {
    // Every route of `postBuild` was rendered to a file (the 404 page and
    // noindex pages too): a missing one means a broken build, and an index
    // without the page would hide it.
    throw new Error(`local-search: no HTML file for route ${route} in ${outDir}.`, {cause});
  }
}

/**
 * Reads every built page, extracts its records and writes the index:
 * `<outDir>/<indexDir>/<language>.<tag>.<hash8>.json` per (language,
 * docusaurus_tag) pair and `<outDir>/<indexDir>/manifest.json`. The index
 * directory is emptied first, so files of earlier builds do not linger.
 * Fails, naming the route, when a route has no HTML file.
 */
export async function writeSearchIndex(options: WriteSearchIndexOptions): Promise<SearchManifest> {
  const {outDir, routesPaths, indexDir = searchIndexDir} = options;
  const records: SearchRecord[] = [];
  // Sorted, so that the files' content (and so their names) does not depend on route order.
  for (const route of [...new Set(routesPaths)].sort()) {
    const pageRank = pageRankOf(route, options.pageRanks, options.baseUrl);
    for (const record of extractRecords(await readRouteHTML(route, options), route)) {
      records.push(pageRank ? {...record, pageRank} : record);
    }
  }

  const files = buildIndexFiles(records);
  const directory = path.join(outDir, indexDir);
  await rm(directory, {recursive: true, force: true});
  await mkdir(directory, {recursive: true});
  await Promise.all(files.map(({name, json}) => writeFile(path.join(directory, name), json)));
  const manifest: SearchManifest = {v: 1, files: files.map(({entry}) => entry)};
  await writeFile(path.join(directory, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}
