/**
 * Where the site puts things, for the plugins that write them, the theme
 * components that link to them and the tests that read them: a page's
 * Markdown twin, its social card and its HTML file. Kept free of Node
 * imports so the browser bundle can use it.
 */
import {absoluteUrl, sitePath, underBaseUrl} from './urls';

export {sitePath} from './urls';

/** The twin's file under the build directory: `/docs/docs/intro` → `docs/docs/intro.md`, `/` → `index.md`. */
export function twinFile(permalink: string, baseUrl: string): string {
  const relative = sitePath(permalink, baseUrl) || 'index';
  try {
    return `${decodeURIComponent(relative)}.md`;
  } catch {
    // Written as it is when it is not valid percent-encoding.
    return `${relative}.md`;
  }
}

/** The twin's path with the base URL, for links: `/docs/docs/intro` → `/docs/docs/intro.md`. */
export function twinHref(permalink: string, baseUrl: string): string {
  return underBaseUrl(`${sitePath(permalink, baseUrl) || 'index'}.md`, baseUrl);
}

/** Folder of the social cards under the build directory (and under the base URL). */
export const cardsDir = 'img/social';

/** The card's file under the build directory: `/docs/docs/intro` → `img/social/docs/docs/intro.png`, `/` → `img/social/index.png`. */
export function cardFile(permalink: string, baseUrl: string): string {
  return `${cardsDir}/${sitePath(permalink, baseUrl) || 'index'}.png`;
}

/** The card's absolute URL, for `og:image`. */
export function cardUrl(permalink: string, siteUrl: string, baseUrl: string): string {
  return absoluteUrl(siteUrl, underBaseUrl(cardFile(permalink, baseUrl), baseUrl));
}

/**
 * The files a route may have been written to, relative to the build
 * directory: `<route>.html` when `trailingSlash` is false,
 * `<route>/index.html` when it is true, and both (in that order) when it is
 * not set. A route that names an HTML file is its own file.
 */
export function htmlFileCandidates(route: string, baseUrl = '/'): string[] {
  const pathname = route.split(/[?#]/)[0] ?? '';
  const relative = sitePath(pathname, baseUrl);
  if (relative === '') {
    return ['index.html'];
  }
  if (/\.html?$/i.test(relative)) {
    return [relative];
  }
  if (pathname.endsWith('/')) {
    return [`${relative}/index.html`];
  }
  return [`${relative}.html`, `${relative}/index.html`];
}

/** The route a built HTML file serves: `docs/docs/intro.html` or `docs/docs/intro/index.html` → `/docs/docs/intro`. */
export function routeOfHtmlFile(file: string, baseUrl = '/'): string {
  const route = file
    .replace(/\\/g, '/')
    .replace(/(?:^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  // The home page keeps the base URL's slash (`/site/`), as Docusaurus' routes do.
  return underBaseUrl(route, baseUrl);
}
