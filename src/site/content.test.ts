import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {AllContent} from '@docusaurus/types';

import {blogContent, docsContent, postsNewestFirst, type BlogPost} from './content';

const docs = {loadedVersions: [{versionName: 'current'}]};
const blog = {blogPosts: [{metadata: {title: 'Welcome'}}]};

const allContent: AllContent = {
  'docusaurus-plugin-content-docs': {default: docs, api: {loadedVersions: []}},
  'docusaurus-plugin-content-blog': {default: blog, news: {blogPosts: []}},
};

describe('docsContent', () => {
  it('returns the content of the docs plugin, by id', () => {
    assert.equal(docsContent(allContent, 'a-plugin'), docs);
    assert.deepEqual(docsContent(allContent, 'a-plugin', 'api'), {loadedVersions: []});
  });

  it('fails naming the reader and the plugin id when the content is missing', () => {
    assert.throws(
      () => docsContent({}, 'squirrels-page-index'),
      /^Error: squirrels-page-index: no content from the docs plugin with id "default"/,
    );
    assert.throws(
      () => docsContent(allContent, 'squirrels-page-index', 'missing'),
      /^Error: squirrels-page-index: no content from the docs plugin with id "missing"/,
    );
  });

  it('fails when the content is not the docs plugin’s', () => {
    for (const content of [null, undefined, 'docs', {}, {loadedVersions: 'current'}, blog]) {
      assert.throws(
        () => docsContent({'docusaurus-plugin-content-docs': {default: content}}, 'my-reader'),
        /^Error: my-reader: no content from the docs plugin/,
        JSON.stringify(content),
      );
    }
  });
});

describe('blogContent', () => {
  it('returns the content of the blog plugin, by id', () => {
    assert.equal(blogContent(allContent, 'a-plugin'), blog);
    assert.deepEqual(blogContent(allContent, 'a-plugin', 'news'), {blogPosts: []});
  });

  it('fails naming the reader and the plugin id when the content is missing', () => {
    assert.throws(
      () => blogContent({}, 'squirrels-latest-posts'),
      /^Error: squirrels-latest-posts: no content from the blog plugin with id "default"/,
    );
    assert.throws(
      () => blogContent(allContent, 'squirrels-latest-posts', 'missing'),
      /^Error: squirrels-latest-posts: no content from the blog plugin with id "missing"/,
    );
  });

  it('fails when the content is not the blog plugin’s', () => {
    for (const content of [null, undefined, 'blog', {}, {blogPosts: {}}, docs]) {
      assert.throws(
        () => blogContent({'docusaurus-plugin-content-blog': {default: content}}, 'my-reader'),
        /^Error: my-reader: no content from the blog plugin/,
        JSON.stringify(content),
      );
    }
  });
});

describe('postsNewestFirst', () => {
  const post = (title: string, date: Date | string) =>
    ({metadata: {title, date}}) as unknown as BlogPost;
  const titles = (posts: readonly BlogPost[]) => posts.map(({metadata}) => metadata.title);

  it('orders the posts by date, newest first', () => {
    const posts = [
      post('Old', new Date('2024-01-01')),
      post('New', new Date('2024-12-09')),
      post('Mid', '2024-06-22T00:00:00.000Z'),
    ];
    assert.deepEqual(titles(postsNewestFirst({blogPosts: posts})), ['New', 'Mid', 'Old']);
    assert.deepEqual(titles(posts), ['Old', 'New', 'Mid'], 'the blog’s own list is not sorted');
  });

  it('keeps the blog plugin’s order for posts of the same date', () => {
    const posts = [
      post('First', '2024-05-05'),
      post('Later', '2024-06-01'),
      post('Second', new Date('2024-05-05')),
      post('Third', '2024-05-05'),
    ];
    assert.deepEqual(titles(postsNewestFirst({blogPosts: posts})), [
      'Later',
      'First',
      'Second',
      'Third',
    ]);
    assert.deepEqual(postsNewestFirst({blogPosts: []}), []);
  });
});
