import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import latestPostsPlugin, {latestPosts, type BlogPostInput, type LatestPostsData} from './index';

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

describe('latestPosts', () => {
  it('keeps the newest posts, newest first, with what the strip shows', () => {
    const posts = [post('Old', '2024-01-01'), post('New', '2024-12-09'), post('Mid', '2024-06-22')];
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

  it('leaves out unlisted posts and drafts, and keeps the blog order on the same day', () => {
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
  });
});

describe('latestPostsPlugin', () => {
  it('publishes the posts of the blog plugin as global data', async () => {
    let published: unknown;
    const plugin = latestPostsPlugin({}, {count: 1});
    await plugin.allContentLoaded?.({
      allContent: {
        'docusaurus-plugin-content-blog': {
          default: {blogPosts: [post('A', '2024-01-01'), post('B', '2024-02-01')]},
        },
      },
      actions: {setGlobalData: (data: unknown) => (published = data)} as never,
    });
    assert.deepEqual(
      (published as LatestPostsData).posts.map(({title}) => title),
      ['B'],
    );
  });

  it('fails the build when the blog is missing', async () => {
    const plugin = latestPostsPlugin({});
    await assert.rejects(
      async () =>
        plugin.allContentLoaded?.({allContent: {}, actions: {setGlobalData: () => {}} as never}),
      /no blog plugin/,
    );
  });
});
