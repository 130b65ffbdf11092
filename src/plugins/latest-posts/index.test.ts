import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {LatestPostsData} from '../../site/latestPosts';
import latestPostsPlugin, {latestPosts, type BlogPostInput} from './index';

function post(
  title: string,
  date: string,
  extra: Partial<BlogPostInput['metadata']> = {},
): BlogPostInput {
  return {
    metadata: {
      title,
      permalink: `/blog/${title.toLowerCase()}`,
      date: new Date(date),
      description: `About ${title}`,
      readingTime: 3.5,
      unlisted: false,
      frontMatter: {},
      ...extra,
    },
  };
}

/** Runs the plugin on these posts, as the blog plugin lists them, and returns what it publishes. */
async function publish(blogPosts: BlogPostInput[], count?: number): Promise<LatestPostsData> {
  let published: unknown;
  const plugin = latestPostsPlugin({}, count === undefined ? {} : {count});
  await plugin.allContentLoaded?.({
    allContent: {'docusaurus-plugin-content-blog': {default: {blogPosts}}},
    actions: {setGlobalData: (data: unknown) => (published = data)} as never,
  });
  return published as LatestPostsData;
}

describe('latestPosts', () => {
  it('keeps the first posts of a newest-first list, with what the strip shows', () => {
    const posts = [post('New', '2024-12-09'), post('Mid', '2024-06-22'), post('Old', '2024-01-01')];
    assert.deepEqual(latestPosts(posts, 2), [
      {
        title: 'New',
        permalink: '/blog/new',
        date: '2024-12-09T00:00:00.000Z',
        description: 'About New',
        readingTime: 3.5,
      },
      {
        title: 'Mid',
        permalink: '/blog/mid',
        date: '2024-06-22T00:00:00.000Z',
        description: 'About Mid',
        readingTime: 3.5,
      },
    ]);
  });

  it('leaves out unlisted posts and drafts, and keeps the order it is given', () => {
    const posts = [
      post('Hidden', '2025-01-01', {unlisted: true}),
      post('Draft', '2025-01-02', {frontMatter: {draft: true}}),
      post('First', '2024-05-05'),
      post('Second', '2024-05-05', {readingTime: undefined}),
    ];
    const latest = latestPosts(posts, 5);
    assert.deepEqual(
      latest.map(({title}) => title),
      ['First', 'Second'],
    );
    assert.equal('readingTime' in (latest[1] ?? {}), false);
    assert.deepEqual(latestPosts(posts, 0), []);
  });
});

describe('latestPostsPlugin', () => {
  it('publishes the newest posts of the blog plugin as global data', async () => {
    const {posts} = await publish([post('A', '2024-01-01'), post('B', '2024-02-01')], 1);
    assert.deepEqual(
      posts.map(({title}) => title),
      ['B'],
    );
  });

  it('sorts the blog’s posts newest first, keeping the blog order on the same day, three by default', async () => {
    const {posts} = await publish([
      post('Old', '2024-01-01'),
      post('First', '2024-05-05'),
      post('Draft', '2025-01-02', {frontMatter: {draft: true}}),
      post('Second', '2024-05-05'),
      post('Hidden', '2025-01-01', {unlisted: true}),
      post('New', '2024-12-09'),
    ]);
    assert.deepEqual(
      posts.map(({title}) => title),
      ['New', 'First', 'Second'],
    );
  });

  it('fails the build, naming itself, when the blog is missing', async () => {
    const plugin = latestPostsPlugin({});
    await assert.rejects(
      async () =>
        plugin.allContentLoaded?.({allContent: {}, actions: {setGlobalData: () => {}} as never}),
      /squirrels-latest-posts: no content from the blog plugin with id "default"/,
    );
    await assert.rejects(
      async () =>
        latestPostsPlugin({}, {blogPluginId: 'news'}).allContentLoaded?.({
          allContent: {'docusaurus-plugin-content-blog': {default: {blogPosts: []}}},
          actions: {setGlobalData: () => {}} as never,
        }),
      /no content from the blog plugin with id "news"/,
    );
  });
});
