/** A route of `@generated/routes`, as far as this module reads it. */
export type RouteLike = {
  path?: string | readonly string[];
  exact?: boolean;
  routes?: readonly RouteLike[];
};

/** Whether some route, at any depth, has exactly this path and is exact. */
function hasExactRoute(routes: readonly RouteLike[], pathname: string): boolean {
  return routes.some(
    (route) =>
      (route.exact === true && [route.path].flat().includes(pathname)) ||
      hasExactRoute(route.routes ?? [], pathname),
  );
}

/**
 * The route path to show for an address that names a page's HTML file:
 * `/docs/intro.html` → `/docs/intro`, `/blog/index.html` → `/blog`, or null
 * when the address is already a route's (a route registered with `.html`,
 * such as `/404.html`, keeps it) or names no HTML file. The same rule as
 * Docusaurus's `normalizeLocation`, which renders the route but leaves the
 * address, so the preloading before hydration misses the page's chunks.
 */
export function routePathOf(pathname: string, routes: readonly RouteLike[]): string | null {
  if (!/\.html$/.test(pathname) || hasExactRoute(routes, pathname)) {
    return null;
  }
  return pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}
