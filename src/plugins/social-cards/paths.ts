/**
 * Where a page's social card lives, shared by the plugin (which writes it)
 * and the theme's metadata wrappers (which point og:image at it). Kept free
 * of Node imports so the browser bundle can use it.
 */

/** Folder of the cards under the build directory (and under the base URL). */
export const cardsDir = 'img/social';

/**
 * The card's path relative to the build directory:
 * `/docs/docs/intro` → `img/social/docs/docs/intro.png`; the site root
 * `/` → `img/social/index.png`.
 */
export function cardFile(permalink: string, baseUrl: string): string {
  const withinSite = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink;
  const trimmed = withinSite.replace(/^\/+|\/+$/g, '');
  return `${cardsDir}/${trimmed || 'index'}.png`;
}

/** The card's absolute URL, for og:image. */
export function cardUrl(permalink: string, siteUrl: string, baseUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrl}${cardFile(permalink, baseUrl)}`;
}
