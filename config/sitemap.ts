import path from 'node:path';

import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig, VcsConfig} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, flattenRoutes, normalizeUrl} from '@docusaurus/utils';
import type {PluginOptions} from '@docusaurus/plugin-sitemap';

import {addTrailingSlash, applyTrailingSlash} from '../src/site/urls';

/**
 * The sitemap's `lastmod`: for every URL, the date of the last commit of the
 * source it is written from (Docusaurus's own git reader, so the same commit
 * always gives the same dates and the build stays deterministic).
 *
 * - A docs page has its date from the docs plugin (`showLastUpdateTime`).
 * - Any other page is dated from the site's files its route loads or lists:
 *   a post, its source; a page of `src/pages`, its component; a list of
 *   posts (the blog, a tag, an author, the archive), the newest of its posts.
 * - A page with no such file takes the newest date of the pages it lists:
 *   a docs category's generated index, the pages of its category in the
 *   sidebar; the list of tags or of authors, the pages under its address
 *   (`/blog/tags` → `/blog/tags/duckdb`…).
 * Outside a git work tree, pages have no date.
 */

type SitemapItem = Awaited<ReturnType<NonNullable<PluginOptions['createSitemapItems']>>>[number];
type CreateSitemapItems = NonNullable<PluginOptions['createSitemapItems']>;

/** The site's files (`@site/…`) a route's component, modules and props name, and its source file, as absolute paths. */
export function siteFilesOf(route: RouteConfig, siteDir: string): string[] {
  const found = new Set<string>();
  const source = route.metadata?.sourceFilePath;
  if (source) {
    found.add(path.resolve(siteDir, source));
  }
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('@site/')) {
        // A module may carry a query (`?truncated=true`): the file is the part before it.
        const file = aliasedSitePathToRelativePath(value.replace(/\?.*$/, ''));
        found.add(path.resolve(siteDir, file));
      }
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(walk);
    }
  };
  walk(route.component);
  walk(route.modules);
  walk(route.props);
  return [...found].sort();
}

/** Each docs sidebar category with a page of its own: its address, and the addresses of the pages in it. */
export function sidebarCategories(routes: RouteConfig[]): Map<string, string[]> {
  const categories = new Map<string, string[]>();
  const linksOf = (items: PropSidebarItem[]): string[] =>
    items.flatMap((item) =>
      item.type === 'category'
        ? [...(item.href ? [item.href] : []), ...linksOf(item.items)]
        : item.type === 'link'
          ? [item.href]
          : [],
    );
  const collect = (items: PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.href) {
          categories.set(item.href, linksOf(item.items));
        }
        collect(item.items);
      }
    }
  };
  // Parent routes included (flattenRoutes gives the leaves): the docs plugin's version route holds the sidebars.
  const everyRoute = (list: RouteConfig[]): RouteConfig[] =>
    list.flatMap((route) => [route, ...everyRoute(route.routes ?? [])]);
  for (const route of everyRoute(routes)) {
    const version = (route.props as {version?: PropVersionMetadata} | undefined)?.version;
    Object.values(version?.docsSidebars ?? {}).forEach(collect);
  }
  return categories;
}

const newest = (dates: (string | null | undefined)[]): string | null =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? null;

/** Fills in the lastmod of the items that have none; `lastmod` dates are YYYY-MM-DD. */
export async function withLastmod(
  items: SitemapItem[],
  routes: RouteConfig[],
  {
    siteDir,
    siteUrl,
    trailingSlash,
    baseUrl,
    vcs,
  }: {
    siteDir: string;
    siteUrl: string;
    trailingSlash: boolean | undefined;
    baseUrl: string;
    vcs: Pick<VcsConfig, 'getFileLastUpdateInfo'>;
  },
): Promise<SitemapItem[]> {
  const urlOf = (routePath: string) =>
    normalizeUrl([siteUrl, applyTrailingSlash(routePath, {trailingSlash, baseUrl})]);
  const routeByUrl = new Map(flattenRoutes(routes).map((route) => [urlOf(route.path), route]));
  const fileDates = new Map<string, Promise<string | null>>();
  const dateOf = (file: string) => {
    let date = fileDates.get(file);
    if (!date) {
      date = vcs
        .getFileLastUpdateInfo(file)
        .then((info) => (info ? new Date(info.timestamp).toISOString().slice(0, 10) : null));
      fileDates.set(file, date);
    }
    return date;
  };

  const dated = await Promise.all(
    items.map(async (item) => {
      if (item.lastmod) {
        return item;
      }
      const route = routeByUrl.get(item.url);
      const files = route ? siteFilesOf(route, siteDir) : [];
      return {...item, lastmod: newest(await Promise.all(files.map(dateOf)))};
    }),
  );
  // Pages with no file of their own: the newest of the pages they list.
  const dateByUrl = new Map(dated.map(({url, lastmod}) => [url, lastmod]));
  const categories = new Map(
    [...sidebarCategories(routes)].map(([href, links]) => [urlOf(href), links.map(urlOf)]),
  );
  return dated.map((item) => {
    if (item.lastmod) {
      return item;
    }
    const under = addTrailingSlash(item.url);
    const listed =
      categories.get(item.url) ?? dated.map(({url}) => url).filter((url) => url.startsWith(under));
    return {...item, lastmod: newest(listed.map((url) => dateByUrl.get(url)))};
  });
}

/** The sitemap plugin's `createSitemapItems`, for the site in `siteDir`. */
export function createSitemapItems(siteDir: string): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, routes, siteConfig}) =>
    withLastmod(await defaultCreateSitemapItems({routes, siteConfig}), routes, {
      siteDir,
      siteUrl: siteConfig.url,
      trailingSlash: siteConfig.trailingSlash,
      baseUrl: siteConfig.baseUrl,
      vcs: siteConfig.future.experimental_vcs,
    });
}
