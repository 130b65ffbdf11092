/**
 * The site's path helpers: slashes at the ends of a path, and the base URL
 * added or taken off. Built on `@docusaurus/utils-common`, the helpers
 * Docusaurus validates its own config with, so the site and Docusaurus agree
 * on what a base URL is. Kept free of Node imports: the theme, the search
 * worker and the plugins all use it. Write no other slash helper: add it here.
 */
import {
  addLeadingSlash,
  addTrailingSlash,
  removePrefix,
  removeTrailingSlash,
} from '@docusaurus/utils-common';

export {
  addLeadingSlash,
  addTrailingSlash,
  applyTrailingSlash,
  removePrefix,
  removeSuffix,
  removeTrailingSlash,
} from '@docusaurus/utils-common';

/** A base URL as Docusaurus validates `baseUrl`: `docs`, `/docs` and `/docs/` → `/docs/`; `` → `/`. */
export function normalizeBaseUrl(baseUrl: string): string {
  return addLeadingSlash(addTrailingSlash(baseUrl));
}

/** A site's origin as Docusaurus validates `url`: `https://example.org/` → `https://example.org`. */
export function normalizeSiteUrl(siteUrl: string): string {
  return removeTrailingSlash(siteUrl);
}

/** A path without its slash at either end: `/docs/intro/` → `docs/intro`. */
export function trimSlashes(path: string): string {
  return removeTrailingSlash(removePrefix(path, '/'));
}

/** A route without the base URL, from the site's root: `/site/docs/x` → `/docs/x`, `/site/` → `/`. */
export function withoutBaseUrl(route: string, baseUrl: string): string {
  return addLeadingSlash(removePrefix(route, normalizeBaseUrl(baseUrl)));
}

/** A site path without the base URL and without slashes at the ends: `/site/docs/intro/` → `docs/intro`. */
export function sitePath(route: string, baseUrl: string): string {
  return trimSlashes(withoutBaseUrl(route, baseUrl));
}

/** A site path under the base URL: `/docs/x` or `docs/x` → `/site/docs/x`; `/` → `/site/`. */
export function underBaseUrl(path: string, baseUrl: string): string {
  return `${normalizeBaseUrl(baseUrl)}${removePrefix(path, '/')}`;
}

/**
 * Docusaurus' `useBaseUrl` for a path from the site's root: the base URL is
 * added once, so a path that already starts with it stays as it is
 * (`/site/docs/x` with `/site/` stays; `/site` becomes `/site/`).
 */
export function withBaseUrl(path: string, baseUrl: string): string {
  const base = normalizeBaseUrl(baseUrl);
  if (base === '/' || path.startsWith(base)) {
    return path;
  }
  return path === removeTrailingSlash(base) ? base : underBaseUrl(path, base);
}

/** The absolute URL of a path from the site's root (base URL included): `https://example.org` + `/site/x`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${normalizeSiteUrl(siteUrl)}${addLeadingSlash(path)}`;
}
