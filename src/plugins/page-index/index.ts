import type {LoadContext, Plugin} from '@docusaurus/types';

import {blogContent, docsContent, type BlogPost, type LoadedVersion} from '../../site/content';
import type {PageEntry} from '../../site/pageEntry';
import {postPages, versionPages} from '../../site/pages';

export const pageIndexPluginName = 'squirrels-page-index';

/** File name of the index under `.docusaurus/squirrels-page-index/default/`. */
export const pageIndexFileName = 'page-index.json';

/** The parts of a loaded docs version that the index reads. */
export type VersionInput = Pick<LoadedVersion, 'label' | 'path' | 'sidebars'> & {
  docs: readonly Pick<LoadedVersion['docs'][number], 'id' | 'title' | 'permalink' | 'unlisted'>[];
};

/** The parts of a blog post that the index reads. */
export type PostInput = {
  metadata: Pick<BlogPost['metadata'], 'title' | 'permalink' | 'unlisted' | 'date'>;
};

/**
 * Lists every docs page (all versions) and generated-index category page, in
 * reading order, then the blog posts, newest first, each with its title and
 * section (`src/site/pages.ts`; a docs page's also names its version).
 * Unlisted pages are left out. Pure, so it can be tested without a build.
 */
export function collectPages(
  versions: readonly VersionInput[],
  posts: readonly PostInput[],
  baseUrl: string,
): PageEntry[] {
  const pages = [
    ...versions.flatMap((version) =>
      versionPages(version, baseUrl).pages.map((page) => ({
        ...page,
        section: `${page.section} · ${version.label}`,
      })),
    ),
    ...postPages(posts, baseUrl),
  ];
  const seen = new Set<string>();
  return pages.flatMap(({title, permalink, section, unlisted}) => {
    if (unlisted || seen.has(permalink)) {
      return [];
    }
    seen.add(permalink);
    return [{title, path: permalink, section}];
  });
}

/**
 * Writes the list of the site's pages (title, path, section) to a generated
 * JSON module. The not-found page imports it lazily to suggest pages whose
 * path or title resemble the missing one; no other page downloads it.
 */
export default function pageIndexPlugin(context: Pick<LoadContext, 'baseUrl'>): Plugin {
  return {
    name: pageIndexPluginName,
    async allContentLoaded({allContent, actions}) {
      const docs = docsContent(allContent, pageIndexPluginName);
      const blog = blogContent(allContent, pageIndexPluginName);
      await actions.createData(
        pageIndexFileName,
        JSON.stringify(collectPages(docs.loadedVersions, blog.blogPosts, context.baseUrl)),
      );
    },
  };
}
