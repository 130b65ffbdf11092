import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import type {PageEntry} from './types';

export type {PageEntry} from './types';

/** File name of the index under `.docusaurus/squirrels-page-index/default/`. */
export const pageIndexFileName = 'page-index.json';

type SidebarItem = {
  type: string;
  label?: string;
  link?: {type: string; permalink?: string; title?: string};
  items?: SidebarItem[];
};

/** The parts of the docs plugin's content that the index reads. */
export type DocsInput = {
  loadedVersions: readonly {
    label: string;
    path: string;
    docs: readonly {title: string; permalink: string; unlisted: boolean}[];
    sidebars: Readonly<Record<string, readonly unknown[]>>;
  }[];
};

/** The parts of the blog plugin's content that the index reads. */
export type BlogInput = {
  blogPosts: readonly {metadata: {title: string; permalink: string; unlisted: boolean}}[];
};

/** The generated-index category pages of a sidebar tree, which are not docs. */
function generatedIndexPages(items: SidebarItem[]): {title: string; path: string}[] {
  return items.flatMap((item) => {
    const own =
      item.type === 'category' && item.link?.type === 'generated-index' && item.link.permalink
        ? [{title: item.link.title ?? item.label ?? '', path: item.link.permalink}]
        : [];
    return [...own, ...generatedIndexPages(item.items ?? [])];
  });
}

/** "Docs" or "References", from the first path segment after the version prefix. */
function docsArea(permalink: string, versionPath: string): string {
  const rest = permalink.slice(versionPath.length).replace(/^\/+/, '');
  return rest.startsWith('references') ? 'References' : 'Docs';
}

/**
 * Lists every docs page (all versions), generated-index category page and
 * blog post with its title. Pure, so it can be tested without a build.
 */
export function collectPages(
  docs: DocsInput | undefined,
  blog: BlogInput | undefined,
): PageEntry[] {
  const entries: PageEntry[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    const label = version.label;
    for (const doc of version.docs) {
      if (doc.unlisted) {
        continue;
      }
      entries.push({
        title: doc.title,
        path: doc.permalink,
        section: `${docsArea(doc.permalink, version.path)} ${label}`,
      });
    }
    for (const sidebar of Object.values(version.sidebars)) {
      for (const page of generatedIndexPages(sidebar as SidebarItem[])) {
        entries.push({...page, section: `${docsArea(page.path, version.path)} ${label}`});
      }
    }
  }
  for (const post of blog?.blogPosts ?? []) {
    if (post.metadata.unlisted) {
      continue;
    }
    entries.push({title: post.metadata.title, path: post.metadata.permalink, section: 'Blog'});
  }
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.path)) {
      return false;
    }
    seen.add(entry.path);
    return true;
  });
}

/**
 * Writes the list of the site's pages (title, path, section) to a generated
 * JSON module. The not-found page imports it lazily to suggest pages whose
 * path or title resemble the missing one; no other page downloads it.
 */
export default function pageIndexPlugin(): Plugin {
  return {
    name: 'squirrels-page-index',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      await actions.createData(pageIndexFileName, JSON.stringify(collectPages(docs, blog)));
    },
  };
}
