import type {RouteConfig} from '@docusaurus/types';
import type {
  PropSidebarItem,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';

/** What a generated category index page gets besides its own props: its cards' descriptions, by doc id. */
export type CardDescriptions = Readonly<Record<string, string>>;

/**
 * The routes of a docs version, with the descriptions of its docs moved from
 * the version's metadata, which every page of the version loads, to the
 * generated category index pages, the only pages that show them (a card per
 * doc of the category). Other routes are returned as they are.
 */
export function withCardDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (version === undefined) {
    return withChildren(route, withCardDescriptions);
  }
  const descriptions = new Map<string, string>();
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description, ...doc}]) => {
      if (description) {
        descriptions.set(id, description);
      }
      return [id, doc];
    }),
  );
  const categories = categoriesByPermalink(Object.values(version.docsSidebars).flat());
  const addDescriptions = (child: RouteConfig): RouteConfig => {
    const index = child.props?.categoryGeneratedIndex as {permalink: string} | undefined;
    const category = index && categories.get(index.permalink);
    return {
      ...withChildren(child, addDescriptions),
      ...(category && {
        props: {...child.props, cardDescriptions: cardDescriptionsOf(category, descriptions)},
      }),
    };
  };
  return {
    ...withChildren(route, addDescriptions),
    props: {...route.props, version: {...version, docs}},
  };
}

/** A copy of a route whose child routes, if any, are changed by `change`. */
function withChildren(route: RouteConfig, change: (child: RouteConfig) => RouteConfig): RouteConfig {
  return route.routes === undefined ? {...route} : {...route, routes: route.routes.map(change)};
}

/** Every category with a page of its own in these sidebar items, at any depth, by its page's address. */
function categoriesByPermalink(
  items: readonly PropSidebarItem[],
  found = new Map<string, readonly PropSidebarItem[]>(),
): Map<string, readonly PropSidebarItem[]> {
  for (const item of items) {
    if (item.type === 'category') {
      if (item.href !== undefined) {
        found.set(item.href, item.items);
      }
      categoriesByPermalink(item.items, found);
    }
  }
  return found;
}

/** The descriptions of the docs a category's cards show: its own items' (DocCardList shows one level). */
function cardDescriptionsOf(
  items: readonly PropSidebarItem[],
  descriptions: ReadonlyMap<string, string>,
): CardDescriptions {
  return Object.fromEntries(
    items.flatMap((item) => {
      const description = item.type === 'link' && item.docId && descriptions.get(item.docId);
      return description ? [[item.docId, description]] : [];
    }),
  );
}
