/**
 * The page kinds `npm run bench` measures, with the path of the same kind of
 * page on the previous public site (squirrels-analytics.github.io), or null
 * where it has none. Both sites keep Docusaurus' `/docs/docs/…` and
 * `/docs/references/…` layout and the post's `slug`, so today every path maps
 * to itself; a path that changes goes here and nowhere else.
 */
export const pageKinds = {
  home: {path: '/', previous: '/'},
  intro: {path: '/docs/docs/intro', previous: '/docs/docs/intro'},
  concept: {
    path: '/docs/docs/concepts/parameters',
    previous: '/docs/docs/concepts/parameters',
  },
  cli: {path: '/docs/references/cli/run', previous: '/docs/references/cli/run'},
  python: {
    path: '/docs/references/python/parameters/SingleSelectParameter',
    previous: '/docs/references/python/parameters/SingleSelectParameter',
  },
  rest: {
    path: '/docs/references/rest/datasets-dashboards',
    previous: '/docs/references/rest/datasets-dashboards',
  },
  post: {path: '/blog/1brc-postgres', previous: '/blog/1brc-postgres'},
  blog: {path: '/blog', previous: '/blog'},
} as const satisfies Record<string, {path: string; previous: string | null}>;

export type PageKind = keyof typeof pageKinds;

export const kinds = Object.keys(pageKinds) as PageKind[];

/** The previous site's path for a kind, or null when it has no such page. */
export function previousPath(kind: PageKind): string | null {
  const {previous} = pageKinds[kind] as {previous: string | null};
  return previous;
}
