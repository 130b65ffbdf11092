import type {Plugin} from '@docusaurus/types';

import {blogContent, postsNewestFirst, type BlogPost} from '../../site/content';
import type {LatestPost, LatestPostsData} from '../../site/latestPosts';

/** Plugin name, the id for `usePluginData`. */
export const latestPostsPluginName = 'squirrels-latest-posts';

/** The parts of a blog post's metadata the strip reads. */
export type BlogPostInput = {
  metadata: Pick<
    BlogPost['metadata'],
    'title' | 'permalink' | 'date' | 'description' | 'readingTime' | 'unlisted'
  > & {frontMatter: Pick<BlogPost['metadata']['frontMatter'], 'draft'>};
};

export type LatestPostsOptions = {
  /** How many posts the strip shows. */
  count: number;
  /** Id of the blog plugin instance to read. */
  blogPluginId: string;
};

/**
 * The first `count` posts, given newest first, that readers can find:
 * unlisted posts and drafts are left out (a development server loads drafts).
 */
export function latestPosts(posts: readonly BlogPostInput[], count: number): LatestPost[] {
  return posts
    .filter(({metadata}) => !metadata.unlisted && !metadata.frontMatter.draft)
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
      ...(metadata.readingTime === undefined ? {} : {readingTime: metadata.readingTime}),
    }));
}

/**
 * Publishes the newest blog posts as global data, so the home page lists
 * them from the blog plugin's own content instead of a copy of their titles.
 */
export default function latestPostsPlugin(
  _context: unknown,
  options: Partial<LatestPostsOptions> = {},
): Plugin {
  const {count = 3, blogPluginId = 'default'} = options;
  return {
    name: latestPostsPluginName,
    async allContentLoaded({allContent, actions}) {
      const blog = blogContent(allContent, latestPostsPluginName, blogPluginId);
      const data: LatestPostsData = {posts: latestPosts(postsNewestFirst(blog), count)};
      actions.setGlobalData(data);
    },
  };
}
