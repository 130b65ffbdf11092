import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toText} from 'hast-util-to-text';

import {workerNotStarted} from '../../src/plugins/local-search/shared/protocol';
import {htmlFileCandidates, routeOfHtmlFile} from '../../src/site/paths';
import {withoutBaseUrl} from '../../src/site/urls';
import {siteDir} from './content';
import {baseUrl} from './site';

/**
 * Reading the production build from Node tests (tests/build-output), without
 * a browser or a server. Paths are site paths without the base URL
 * (`/docs/docs/intro`).
 */

/** The build the tests read: `BUILD_DIR` (absolute, or relative to the site), else `build`. */
export const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');

/** Whether buildDir holds a finished build: sitemap.xml is written in postBuild, after every page. */
export function hasBuild(): boolean {
  return existsSync(path.join(buildDir, 'sitemap.xml'));
}

/** Throws, saying what to do, unless buildDir holds a finished build. */
export function requireBuild(): void {
  if (!hasBuild()) {
    throw new Error(
      `No production build in ${buildDir} (no sitemap.xml): run npm run build first.`,
    );
  }
}

/** A file of the build by its site path: `/llms.txt`, `/docs/docs/intro.md`. */
export function buildFile(sitePath: string): string {
  return path.join(buildDir, sitePath);
}

/**
 * The file name of the search worker's script in the build's `assets/js`:
 * the one script holding the worker's own answer `workerNotStarted`. Chunks
 * are named by id (src/plugins/numbered-chunks), so the name says nothing.
 */
export function searchWorkerScript(): string {
  if (workerScript !== undefined) {
    return workerScript;
  }
  requireBuild();
  const jsDir = buildFile('/assets/js');
  const scripts = readdirSync(jsDir).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(path.join(jsDir, file), 'utf8').includes(workerNotStarted),
  );
  assert.equal(
    scripts.length,
    1,
    `one search worker script in ${jsDir}, found ${scripts.join(', ')}`,
  );
  workerScript = scripts[0] as string;
  return workerScript;
}

let workerScript: string | undefined;

/** A text file of the build (`/llms.txt`). */
export function readBuildFile(sitePath: string): string {
  requireBuild();
  return readFileSync(buildFile(sitePath), 'utf8');
}

/** The HTML file of a page, where src/site/paths.ts says the build writes it. */
export function htmlFileOf(sitePath: string): string {
  requireBuild();
  const candidates = htmlFileCandidates(sitePath);
  const file = candidates.map(buildFile).find((candidate) => existsSync(candidate));
  if (!file) {
    throw new Error(`${sitePath}: none of ${candidates.join(', ')} in ${buildDir}`);
  }
  return file;
}

/**
 * HTML parsed into a hast tree, the one way the tests read HTML: a whole
 * document (with the optional tags a minifier leaves out put back, as a
 * browser does), or with `fragment` a piece of one (a feed item's content).
 * Query it with hast-util-select and read its text with hast-util-to-text.
 */
export function parseHtml(html: string, {fragment = false}: {fragment?: boolean} = {}): Root {
  return fromHtml(html, {fragment});
}

/** A built page, parsed (`/404` is the not-found page). */
export function readBuiltPage(sitePath: string): Root {
  return parseHtml(readFileSync(htmlFileOf(sitePath), 'utf8'));
}

/**
 * Site paths listed in the build's sitemap.xml (of BUILD_DIR).
 */
export function builtSitemapPaths(): string[] {
  requireBuild();
  const xml = readFileSync(buildFile('/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    return withoutBaseUrl(new URL(match[1] ?? '').pathname, baseUrl);
  });
}

/**
 * Site paths of every page of the build: every HTML file but 404.html, by
 * the route it serves. The sitemap lists fewer: not the pages that ask
 * search engines to leave them out (the search page, the unmaintained docs
 * versions), which readers still open and the checks still read.
 */
export function builtPagePaths(): string[] {
  requireBuild();
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== '404.html')
    .map((file) => routeOfHtmlFile(file))
    .sort();
}

/**
 * The built pages that show doc cards (a generated category index, its
 * `DocCardList`), by site path: the pages whose cards' descriptions
 * `src/plugins/docs` hands over.
 */
export function builtCardPagePaths(): string[] {
  return builtPagePaths().filter((sitePath) =>
    readFileSync(htmlFileOf(sitePath), 'utf8').includes('cardContainer_'),
  );
}

/** The site's origin (`https://host`), as the build's sitemap gives it: Docusaurus writes its entries from the site's url. */
export function builtSiteOrigin(): string {
  const firstLoc = readBuildFile('/sitemap.xml').match(/<loc>([^<]+)<\/loc>/)?.[1];
  assert.ok(firstLoc, 'the sitemap lists no URL');
  return new URL(firstLoc).origin;
}

/** `https://host/base/docs/x` → `/docs/x`. */
export function withoutBase(url: string): string {
  return withoutBaseUrl(new URL(url).pathname, baseUrl);
}

/** The classes of an element. */
export function classesOf(element: Element): string[] {
  const {className} = element.properties;
  return Array.isArray(className) ? className.map(String) : [];
}

/**
 * Whether an element is hidden from a reader without JavaScript, its
 * ancestors aside. Stylesheets are not evaluated, except for the one rule of
 * the theme that depends on JavaScript: the inline script that sets
 * `data-theme` does not run, so of a ThemedComponent (themed images, logos)
 * only the light variant shows.
 */
function hiddenWithoutJs(element: Element, parent: Root | Element, accessible: boolean): boolean {
  const {properties, tagName} = element;
  const style = String(properties.style ?? '').replace(/\s+/g, '');
  const classes = classesOf(element);
  const inDetails = parent.type === 'element' && parent.tagName === 'details';
  return (
    Boolean(properties.hidden) ||
    ['template', 'script', 'style', 'head'].includes(tagName) ||
    /(^|;)(display:none|visibility:hidden)(;|!|$)/i.test(style) ||
    // The content of a closed <details>, but for its summary.
    (inDetails && !parent.properties.open && tagName !== 'summary') ||
    (tagName === 'dialog' && !properties.open) ||
    (classes.some((name) => name.startsWith('themedComponent_')) &&
      !classes.some((name) => name.startsWith('themedComponent--light_'))) ||
    // Left out of the accessibility tree, as role queries (getByRole) do.
    (accessible && properties.ariaHidden === 'true')
  );
}

/**
 * A copy of a tree without what a reader without JavaScript does not see.
 * With `accessible`, also without `aria-hidden` subtrees, as a screen reader
 * and Playwright's role queries see the page.
 */
export function visibleWithoutJs<T extends Root | Element>(
  node: T,
  {accessible = false}: {accessible?: boolean} = {},
): T {
  type Child = RootContent | ElementContent;
  const children = (node.children as Child[]).flatMap((child): Child[] => {
    if (child.type !== 'element') {
      return [child];
    }
    return hiddenWithoutJs(child, node, accessible) ? [] : [visibleWithoutJs(child, {accessible})];
  });
  return {...node, children} as T;
}

/** Text with runs of white space as one space, trimmed (as Playwright compares text). */
export function normalisedText(node: Root | Element): string {
  return toText(node).replace(/\s+/g, ' ').trim();
}
