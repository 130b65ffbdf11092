/**
 * Where the build writes a page's HTML, for the tests that read the build.
 * A page's Markdown twin and social card are in `pages.ts`. Kept free of
 * Node imports.
 */
import {sitePath, underBaseUrl} from './urls';

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
