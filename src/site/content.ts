/**
 * Reads the docs and blog plugins' content for the site's own plugins,
 * typed as those plugins publish it. Each reader fails with the asking
 * plugin's name when the content is missing, instead of letting a plugin
 * build an empty index, twin set or card set.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {AllContent} from '@docusaurus/types';

export type {DocsContent, BlogContent, BlogPost};
export type {LoadedVersion} from '@docusaurus/plugin-content-docs';

const docsPluginName = 'docusaurus-plugin-content-docs';
const blogPluginName = 'docusaurus-plugin-content-blog';

function isDocsContent(value: unknown): value is DocsContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'loadedVersions' in value &&
    Array.isArray(value.loadedVersions)
  );
}

function isBlogContent(value: unknown): value is BlogContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'blogPosts' in value &&
    Array.isArray(value.blogPosts)
  );
}

/** The docs plugin's content (every loaded version), for the plugin named `reader`. */
export function docsContent(
  allContent: AllContent,
  reader: string,
  pluginId = 'default',
): DocsContent {
  const content = allContent[docsPluginName]?.[pluginId];
  if (!isDocsContent(content)) {
    throw new Error(
      `${reader}: no content from the docs plugin with id "${pluginId}"; it reads that plugin's docs.`,
    );
  }
  return content;
}

/** The blog plugin's content, for the plugin named `reader`. */
export function blogContent(
  allContent: AllContent,
  reader: string,
  pluginId = 'default',
): BlogContent {
  const content = allContent[blogPluginName]?.[pluginId];
  if (!isBlogContent(content)) {
    throw new Error(
      `${reader}: no content from the blog plugin with id "${pluginId}"; it reads that plugin's posts.`,
    );
  }
  return content;
}

/** The blog's posts, newest first (by date, then in the blog plugin's order). */
export function postsNewestFirst<P extends {metadata: Pick<BlogPost['metadata'], 'date'>}>(blog: {
  blogPosts: readonly P[];
}): P[] {
  return blog.blogPosts
    .map((post, order) => ({post, order, time: new Date(post.metadata.date).getTime()}))
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .map(({post}) => post);
}
