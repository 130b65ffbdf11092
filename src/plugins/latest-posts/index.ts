import type {Plugin} from '@docusaurus/types';

import type {LatestPost, LatestPostsData} from './types';

export type {LatestPost, LatestPostsData} from './types';

/** Plugin name, the id for `usePluginData`. */
export const latestPostsPluginName = 'squirrels-latest-posts';

/** The parts of a blog post's metadata the strip reads. */
export type BlogPostInput = {
  metadata: {
    title: string;
    permalink: string;
    date: Date | string;
    description: string;
    readingTime?: number;
    unlisted: boolean;
    frontMatter: {draft?: boolean};
  };
};

export type LatestPostsOptions = {
  /** How many posts the strip shows. */
  count: number;
  /** Id of the blog plugin instance to read. */
  blogPluginId: string;
};

/**
 * The newest `count` posts that readers can find: unlisted posts and drafts
 * are left out (a development server loads drafts). Newest first; posts of
 * the same day keep the blog's order.
 */
export function latestPosts(posts: readonly BlogPostInput[], count: number): LatestPost[] {
  return posts
    .filter(({metadata}) => !metadata.unlisted && !metadata.frontMatter.draft)
    .map(({metadata}, order) => ({metadata, order, time: new Date(metadata.date).getTime()}))
    .sort((a, b) => b.time - a.time || a.order - b.order)
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
      const blog = allContent['docusaurus-plugin-content-blog']?.[blogPluginId] as
        {blogPosts: readonly BlogPostInput[]} | undefined;
      if (!blog) {
        throw new Error(
          `${latestPostsPluginName}: no blog plugin with id "${blogPluginId}"; the home page lists its posts.`,
        );
      }
      const data: LatestPostsData = {posts: latestPosts(blog.blogPosts, count)};
      actions.setGlobalData(data);
    },
  };
}
