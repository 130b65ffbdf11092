import type {Plugin} from '@docusaurus/types';

import {blogContent, docsContent, type BlogPost, type LoadedVersion} from '../../site/content';
import type {PageEntry} from '../../site/pageEntry';
import {versionSections, walkSidebars} from '../../site/sidebars';

export const pageIndexPluginName = 'squirrels-page-index';

/** File name of the index under `.docusaurus/squirrels-page-index/default/`. */
export const pageIndexFileName = 'page-index.json';

/** The parts of a loaded docs version that the index reads. */
export type VersionInput = Pick<LoadedVersion, 'label' | 'path' | 'sidebars'> & {
  docs: readonly Pick<LoadedVersion['docs'][number], 'id' | 'title' | 'permalink' | 'unlisted'>[];
};

/** The parts of a blog post that the index reads. */
export type PostInput = {metadata: Pick<BlogPost['metadata'], 'title' | 'permalink' | 'unlisted'>};

/**
 * Lists every docs page (all versions), generated-index category page and
 * blog post with its title and section. Pure, so it can be tested without a
 * build.
 */
export function collectPages(
  versions: readonly VersionInput[],
  posts: readonly PostInput[],
): PageEntry[] {
  const entries: PageEntry[] = [];
  for (const version of versions) {
    const sections = versionSections(version.sidebars);
    const sectionOf = (section: string | undefined) =>
      section === undefined ? version.label : `${section} · ${version.label}`;
    for (const doc of version.docs) {
      if (doc.unlisted) {
        continue;
      }
      const isHome = doc.permalink.replace(/\/+$/, '') === version.path.replace(/\/+$/, '');
      entries.push({
        title: doc.title,
        path: doc.permalink,
        section: sectionOf(isHome ? sections.titles[0] : sections.byDocId.get(doc.id)),
      });
    }
    for (const entry of walkSidebars(version.sidebars)) {
      if (entry.kind === 'generated-index' && entry.path !== undefined) {
        entries.push({
          title: entry.title ?? entry.path,
          path: entry.path,
          section: sectionOf(entry.section),
        });
      }
    }
  }
  for (const post of posts) {
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
    name: pageIndexPluginName,
    async allContentLoaded({allContent, actions}) {
      const docs = docsContent(allContent, pageIndexPluginName);
      const blog = blogContent(allContent, pageIndexPluginName);
      await actions.createData(
        pageIndexFileName,
        JSON.stringify(collectPages(docs.loadedVersions, blog.blogPosts)),
      );
    },
  };
}
