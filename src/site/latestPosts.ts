/** One blog post as the home page's latest-posts strip shows it. */
export type LatestPost = {
  title: string;
  /** Site path of the post, with the base URL. */
  permalink: string;
  /** Publication date, ISO 8601. */
  date: string;
  description: string;
  /** Minutes, when the blog shows reading times. */
  readingTime?: number;
};

/** The plugin's global data (`usePluginData('squirrels-latest-posts')`). */
export type LatestPostsData = {posts: LatestPost[]};
