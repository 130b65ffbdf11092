import {createHash} from 'node:crypto';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {HTMLElement, parse, TextNode, type Node} from 'node-html-parser';

import {
  recordTypeCodes,
  type CompactPage,
  type CompactRecord,
  type Hierarchy,
  type RecordType,
  type SearchIndexFile,
  type SearchManifest,
  type SearchManifestEntry,
  type SearchRecord,
} from './types';

/* ------------------------------------------------------------------------ */
/* Optional end tags                                                         */
/* ------------------------------------------------------------------------ */

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content is text up to their end tag. */
const rawTextElements = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'noscript',
  'iframe',
  'xmp',
  'noembed',
  'noframes',
]);

/** Start tags that close an open `<p>` (HTML spec, "in body" insertion mode). */
const closesParagraph = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dd',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'ul',
]);

/** Elements that end the search for an open `<p>` ("button scope"). */
const buttonScope = new Set([
  'applet',
  'button',
  'caption',
  'html',
  'marquee',
  'object',
  'table',
  'td',
  'template',
  'th',
]);

/** Elements that end the search for an open `<li>`, `<dt>` or `<dd>`. */
const listScope = new Set([
  ...buttonScope,
  'article',
  'aside',
  'blockquote',
  'body',
  'details',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'header',
  'main',
  'menu',
  'nav',
  'ol',
  'section',
  'ul',
]);

const tableScope = new Set(['html', 'table', 'template']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const markupPattern =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Whether a start tag's attribute text ends in a self-closing `/` (not an unquoted value such as `href=/`). */
function isSelfClosing(attributes: string): boolean {
  const unquoted = attributes.replace(/"[^"]*"|'[^']*'/g, '""').trimEnd();
  if (!unquoted.endsWith('/')) {
    return false;
  }
  const lastToken = unquoted.split(/\s+/).pop() ?? '';
  return lastToken === '/' || lastToken.endsWith('""/') || !lastToken.includes('=');
}

/**
 * Writes out the end tags that HTML lets a minifier leave out (`</li>`,
 * `</p>`, `</td>`, `</tr>`, `</tbody>`…), following the HTML parsing rules
 * for them, and drops stray end tags. The production build's minifier omits
 * them, and node-html-parser would otherwise nest table rows inside cells and
 * paragraphs inside paragraphs.
 */
export function closeOptionalTags(html: string): string {
  const out: string[] = [];
  const stack: string[] = [];
  const closeFrom = (index: number) => {
    while (stack.length > index) {
      out.push(`</${stack.pop()}>`);
    }
  };
  const findOpen = (names: ReadonlySet<string>, boundaries: ReadonlySet<string>): number => {
    for (let index = stack.length - 1; index >= 0; index--) {
      const name = stack[index] ?? '';
      if (names.has(name)) {
        return index;
      }
      if (boundaries.has(name)) {
        return -1;
      }
    }
    return -1;
  };
  const closeIfOpen = (names: ReadonlySet<string>, boundaries: ReadonlySet<string>) => {
    const index = findOpen(names, boundaries);
    if (index >= 0) {
      closeFrom(index);
    }
  };

  const pattern = new RegExp(markupPattern.source, 'g');
  let last = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    out.push(html.slice(last, match.index));
    last = pattern.lastIndex;
    const [text, slash, rawName, attributes = ''] = match;
    if (rawName === undefined) {
      out.push(text);
      continue;
    }
    const name = rawName.toLowerCase();

    if (slash) {
      let index: number;
      if (name === 'p') {
        index = findOpen(new Set(['p']), buttonScope);
      } else if (name === 'li' || name === 'dt' || name === 'dd') {
        index = findOpen(new Set([name]), listScope);
      } else if (['td', 'th', 'tr', 'thead', 'tbody', 'tfoot'].includes(name)) {
        index = findOpen(new Set([name]), tableScope);
      } else {
        index = stack.lastIndexOf(name);
      }
      if (index >= 0) {
        closeFrom(index);
      }
      continue;
    }

    if (closesParagraph.has(name)) {
      closeIfOpen(new Set(['p']), buttonScope);
    }
    if (name === 'li') {
      closeIfOpen(new Set(['li']), listScope);
    } else if (name === 'dt' || name === 'dd') {
      closeIfOpen(new Set(['dt', 'dd']), listScope);
    } else if (name === 'td' || name === 'th') {
      closeIfOpen(new Set(['td', 'th']), new Set([...tableScope, 'tr']));
    } else if (name === 'tr') {
      closeIfOpen(new Set(['tr']), new Set([...tableScope, 'thead', 'tbody', 'tfoot']));
    } else if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
      closeIfOpen(new Set(['thead', 'tbody', 'tfoot']), tableScope);
    } else if (name === 'option' || name === 'optgroup') {
      if (stack[stack.length - 1] === 'option') {
        closeFrom(stack.length - 1);
      }
      if (name === 'optgroup' && stack[stack.length - 1] === 'optgroup') {
        closeFrom(stack.length - 1);
      }
    } else if (headingTags.has(name) && headingTags.has(stack[stack.length - 1] ?? '')) {
      closeFrom(stack.length - 1);
    }

    const selfClosing = isSelfClosing(attributes);
    // `<a href=/>` is a link to "/", not a self-closed tag: keep the slash in the value.
    out.push(!selfClosing && attributes.trimEnd().endsWith('/') ? `${text.slice(0, -1)} >` : text);
    if (voidElements.has(name) || selfClosing) {
      continue;
    }
    if (rawTextElements.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'gi');
      end.lastIndex = last;
      const endMatch = end.exec(html);
      const stop = endMatch ? endMatch.index : html.length;
      out.push(html.slice(last, stop), `</${name}>`);
      last = endMatch ? end.lastIndex : html.length;
      pattern.lastIndex = last;
      continue;
    }
    stack.push(name);
  }
  out.push(html.slice(last));
  closeFrom(0);
  return out.join('');
}

/* ------------------------------------------------------------------------ */
/* Text of the DOM                                                           */
/* ------------------------------------------------------------------------ */

/** Elements never read: code, scripts, widgets, navigation, page chrome. */
const skippedTags = new Set([
  'button',
  'footer',
  'form',
  'iframe',
  'input',
  'math',
  'nav',
  'noscript',
  'pre',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
]);

/** Theme classes of the table of contents, pagination, edit links, badges, code blocks… */
const skippedClasses = [
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
];

/** Block elements whose text is not part of an enclosing `li`, `td` or `dd` record. */
const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'ol',
  'p',
  'section',
  'table',
  'ul',
]);

function tagOf(element: HTMLElement): string {
  return (element.rawTagName ?? '').toLowerCase();
}

/** Elements left out of the index: see `skippedTags`, `skippedClasses`, and hidden elements. */
function isSkipped(element: HTMLElement): boolean {
  if (skippedTags.has(tagOf(element))) {
    return true;
  }
  if (skippedClasses.some((name) => element.classList.contains(name))) {
    return true;
  }
  const role = element.getAttribute('role');
  if (role === 'tablist') {
    return true;
  }
  // Inactive tab panels are `hidden` until a click; their text is real content.
  if (element.hasAttribute('hidden') && role !== 'tabpanel') {
    return true;
  }
  if (element.getAttribute('aria-hidden') === 'true') {
    return true;
  }
  return /display\s*:\s*none/i.test(element.getAttribute('style') ?? '');
}

function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The visible text of an element, without nested block elements (they are records of their own). */
function ownText(element: HTMLElement): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    for (const child of node.childNodes) {
      if (child instanceof TextNode) {
        parts.push(child.text);
      } else if (child instanceof HTMLElement) {
        const tag = tagOf(child);
        if (tag === 'br' || blockTags.has(tag)) {
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

function elementChildren(element: HTMLElement): HTMLElement[] {
  return element.childNodes.filter((child): child is HTMLElement => child instanceof HTMLElement);
}

/** Whether an element lies inside a skipped element. */
function isInsideSkipped(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentNode ?? null) {
    if (isSkipped(node)) {
      return true;
    }
  }
  return false;
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

function metaValues(root: HTMLElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const meta of root.querySelectorAll('meta')) {
    const key = meta.getAttribute('name') ?? meta.getAttribute('property');
    const content = meta.getAttribute('content');
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
  meta: ReadonlyMap<string, string>,
  tag: string,
): string | undefined {
  if (/(^|\/)404\.html$/.test(route)) {
    return 'not-found page';
  }
  if (/\bnoindex\b/i.test(meta.get('robots') ?? '')) {
    return 'robots noindex';
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
function contentRoot(root: HTMLElement, kind: PageKind): HTMLElement | null {
  const main = root.querySelector('main');
  if (kind === 'docs') {
    return root.querySelector('.theme-doc-markdown') ?? main;
  }
  if (kind === 'blog') {
    return root.querySelector('article .markdown') ?? main?.querySelector('article') ?? main;
  }
  return main;
}

/** The text of the last breadcrumb before the current page: the doc's deepest category. */
function breadcrumbCategory(root: HTMLElement): string | null {
  const items = root
    .querySelectorAll('nav.theme-doc-breadcrumbs li.breadcrumbs__item')
    .filter((item) => !item.classList.contains('breadcrumbs__item--active'))
    .map((item) => cleanText(item.text))
    .filter((text) => text !== '');
  return items[items.length - 1] ?? null;
}

function activeNavbarLabel(root: HTMLElement): string | null {
  const link = root.querySelector('a.navbar__item.navbar__link--active');
  const label = link ? cleanText(link.text) : '';
  return label === '' ? null : label;
}

/** The document title without the site-title suffix (`Intro | Squirrels` → `Intro`). */
function documentTitle(root: HTMLElement): string | null {
  const title = cleanText(root.querySelector('title')?.text ?? '');
  const bare = title.replace(/\s+\|\s+[^|]*$/, '');
  return bare === '' ? null : bare;
}

const levelKeys = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function emptyHierarchy(lvl0: string | null): Hierarchy {
  return {lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/**
 * The records of one built page: a `lvl1` record for its title, one record
 * per heading with an id (`lvl2`..`lvl6`), and one `content` record per
 * paragraph, list item, definition and table row (its last cell, after the
 * row's first cell). Each record carries the headings above it and the id of
 * the nearest one as its anchor.
 *
 * Returns no records for pages that must not be found: `robots` noindex
 * (such as the search page), the 404 page, and list pages (blog pagination,
 * tags, authors, archive; docs tag lists).
 *
 * @param html  The page as written to the build directory.
 * @param route The page's path, including the base URL, such as `/docs/docs/intro`.
 */
export function extractRecords(html: string, route: string): SearchRecord[] {
  const root = parse(closeOptionalTags(html), {
    comment: false,
    blockTextElements: {script: false, style: false, noscript: false, pre: false},
  });
  const meta = metaValues(root);
  const htmlElement = root.querySelector('html');
  const htmlClasses = (htmlElement?.getAttribute('class') ?? '').split(/\s+/);
  const language =
    meta.get('docsearch:language') ??
    meta.get('docusaurus_locale') ??
    htmlElement?.getAttribute('lang') ??
    'en';
  const tag = meta.get('docsearch:docusaurus_tag') ?? meta.get('docusaurus_tag') ?? 'default';
  if (skipReason(route, htmlClasses, meta, tag) !== undefined) {
    return [];
  }
  const kind: PageKind = htmlClasses.includes('plugin-docs')
    ? 'docs'
    : htmlClasses.includes('plugin-blog')
      ? 'blog'
      : 'page';
  const contentElement = contentRoot(root, kind);
  if (!contentElement) {
    return [];
  }

  const titleElement =
    (root.querySelector('main') ?? root)
      .querySelectorAll('h1')
      .find((heading) => !isInsideSkipped(heading)) ?? null;
  const title = (titleElement ? ownText(titleElement) : '') || documentTitle(root);
  const lvl0 =
    (kind === 'docs' ? breadcrumbCategory(root) : null) ??
    activeNavbarLabel(root) ??
    (kind === 'docs' ? 'Documentation' : kind === 'blog' ? 'Blog' : title);

  const records: SearchRecord[] = [];
  const hierarchy = emptyHierarchy(lvl0);
  hierarchy.lvl1 = title;
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

  const visit = (element: HTMLElement) => {
    for (const child of elementChildren(element)) {
      if (isSkipped(child)) {
        continue;
      }
      const name = tagOf(child);
      if (headingTags.has(name)) {
        if (child === titleElement) {
          continue;
        }
        const level = Number(name.slice(1));
        const text = ownText(child);
        if (text === '') {
          continue;
        }
        for (let deeper = level; deeper <= 6; deeper++) {
          hierarchy[levelKeys[deeper - 1] ?? 'lvl6'] = null;
          anchors[deeper] = null;
        }
        hierarchy[levelKeys[level - 1] ?? 'lvl6'] = text;
        anchors[level] = child.getAttribute('id') || null;
        anchor = anchors.slice(0, level + 1).reduce<string | null>((a, b) => b ?? a, null);
        push(levelKeys[level - 1] ?? 'lvl6', null);
        continue;
      }
      const text = contentText(child, name);
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
function contentText(element: HTMLElement, name: string): string | null {
  if (name === 'p' || name === 'li') {
    return ownText(element) || null;
  }
  if (name === 'dd') {
    const text = ownText(element);
    const siblings = elementChildren(element.parentNode);
    const before = siblings.slice(0, siblings.indexOf(element)).reverse();
    const term = before.find((sibling) => tagOf(sibling) === 'dt');
    const termText = term ? ownText(term) : '';
    return text ? (termText ? `${termText}: ${text}` : text) : null;
  }
  if (name === 'td') {
    const cells = elementChildren(element.parentNode).filter((cell) =>
      ['td', 'th'].includes(tagOf(cell)),
    );
    if (cells[cells.length - 1] !== element) {
      return null;
    }
    const text = ownText(element);
    const first = cells.length > 1 && cells[0] ? ownText(cells[0]) : '';
    return text ? (first ? `${first}: ${text}` : text) : null;
  }
  return null;
}

/* ------------------------------------------------------------------------ */
/* Index files                                                               */
/* ------------------------------------------------------------------------ */

/**
 * Packs the records of one (language, docusaurus_tag) pair into the compact
 * file format described in `types.ts`.
 */
export function compactRecords(
  language: string,
  docusaurusTag: string,
  records: readonly SearchRecord[],
): SearchIndexFile {
  const pages: CompactPage[] = [];
  const pageIndex = new Map<string, number>();
  const compact: CompactRecord[] = records.map((record) => {
    const pageKey = `${record.url_without_anchor}\u0000${record.hierarchy.lvl0 ?? ''}`;
    let page = pageIndex.get(pageKey);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(pageKey, page);
      pages.push([record.url_without_anchor, record.hierarchy.lvl0]);
    }
    const levels = levelKeys.map((key) => record.hierarchy[key]);
    while (levels.length > 0 && levels[levels.length - 1] === null) {
      levels.pop();
    }
    return [page, recordTypeCodes.indexOf(record.type), record.anchor, record.content, ...levels];
  });
  return {v: 1, language, docusaurus_tag: docusaurusTag, pages, records: compact};
}

/** A language or tag as a file-name part: letters, digits, `.`, `_` and `-` only. */
export function fileNamePart(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]/g, '_') || '_';
}

/** One index file ready to write: its name, its JSON text and its manifest entry. */
export type IndexFileOutput = {name: string; json: string; entry: SearchManifestEntry};

/**
 * Groups records by (language, docusaurus_tag) and serializes one compact
 * file per group, named `<language>.<tag>.<hash8>.json` after the SHA-256
 * of its JSON. Groups are sorted by language, then tag.
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
    .map(([key, group]) => {
      const [language = '', docusaurusTag = ''] = key.split('\u0000');
      const file = compactRecords(language, docusaurusTag, group);
      const json = JSON.stringify(file);
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
      const name = `${fileNamePart(language)}.${fileNamePart(docusaurusTag)}.${hash}.json`;
      return {
        name,
        json,
        entry: {
          language,
          docusaurus_tag: docusaurusTag,
          file: name,
          pages: file.pages.length,
          records: file.records.length,
        },
      };
    });
}

/**
 * The files a route may have been written to: `<route>.html` with
 * `trailingSlash: false`, `<route>/index.html` otherwise.
 */
export function htmlFileCandidates(route: string, baseUrl = '/'): string[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let relative = route.startsWith(base) ? route.slice(base.length) : route.replace(/^\/+/, '');
  relative = relative.split(/[?#]/)[0] ?? '';
  if (relative === '') {
    return ['index.html'];
  }
  if (/\.html?$/i.test(relative)) {
    return [relative];
  }
  if (relative.endsWith('/')) {
    return [`${relative}index.html`];
  }
  return [`${relative}.html`, `${relative}/index.html`];
}

async function readFirst(outDir: string, candidates: readonly string[]): Promise<string | null> {
  for (const candidate of candidates) {
    for (const name of new Set([candidate, safeDecode(candidate)])) {
      try {
        return await readFile(path.join(outDir, name), 'utf8');
      } catch {
        // Try the next way the route may have been written.
      }
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export type WriteSearchIndexOptions = {
  /** The build directory (`postBuild`'s `outDir`). */
  outDir: string;
  /** Every route of the build, with the base URL (`postBuild`'s `routesPaths`). */
  routesPaths: readonly string[];
  /** The site's base URL; it is not part of the file paths in `outDir`. */
  baseUrl?: string;
  /** Directory under `outDir` for the index files. */
  indexDir?: string;
};

/**
 * Reads every built page, extracts its records and writes the index:
 * `<outDir>/<indexDir>/<language>.<tag>.<hash8>.json` per (language,
 * docusaurus_tag) pair and `<outDir>/<indexDir>/manifest.json`. The index
 * directory is emptied first, so files of earlier builds do not linger.
 */
export async function writeSearchIndex({
  outDir,
  routesPaths,
  baseUrl = '/',
  indexDir = 'search-index',
}: WriteSearchIndexOptions): Promise<SearchManifest> {
  const routes = [...new Set(routesPaths)].sort();
  const pages: SearchRecord[][] = new Array<SearchRecord[]>(routes.length);
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const index = next++;
      const route = routes[index] ?? '';
      const html = await readFirst(outDir, htmlFileCandidates(route, baseUrl));
      pages[index] = html === null ? [] : extractRecords(html, route);
    }
  };
  await Promise.all(Array.from({length: 8}, worker));

  const files = buildIndexFiles(pages.flat());
  const directory = path.join(outDir, indexDir);
  await rm(directory, {recursive: true, force: true});
  await mkdir(directory, {recursive: true});
  await Promise.all(files.map(({name, json}) => writeFile(path.join(directory, name), json)));
  const manifest: SearchManifest = {v: 1, files: files.map(({entry}) => entry)};
  await writeFile(path.join(directory, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}
