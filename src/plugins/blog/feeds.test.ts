import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {xml2js} from 'xml-js';

import {feedContentHtml, feedHeadTags, feedTexts, jsonFeed, type FeedChannel} from './feeds';

const page = (content: string) =>
  `<!doctype html><html><body><svg style="display:none"><symbol id="icon-out" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol></svg>` +
  `<main><div id="__blog-post-container">${content}</div><a href="/elsewhere">not content</a></main></body></html>`;

describe('feedContentHtml', () => {
  it('keeps the post container only, with absolute links and images', () => {
    const html = feedContentHtml(
      page('<p><a href="/docs/intro">Intro</a> <a href="#part">part</a> <img src="/img/a.png" srcset="/img/a@2x.png 2x" alt="A"></p>'),
      'https://example.org/blog/post',
    );
    assert.equal(
      html,
      '<p><a href="https://example.org/docs/intro">Intro</a> <a href="https://example.org/blog/post#part">part</a> <img src="https://example.org/img/a.png" alt="A"></p>',
    );
  });

  it("draws a sprite icon from the page's symbol, and drops one whose symbol is missing", () => {
    const html = feedContentHtml(
      page('<a href="https://x.org">x<svg width="13"><use href="#icon-out"></use></svg></a><svg><use href="#gone"></use></svg>'),
      'https://example.org/blog/post',
    );
    assert.equal(
      html,
      '<a href="https://x.org/">x<svg width="13" viewBox="0 0 24 24"><path d="M1 1h2"></path></svg></a>',
    );
  });

  it('fails on a page without the post container', () => {
    assert.throws(() => feedContentHtml('<p>no post</p>', 'https://example.org/blog/p'), /__blog-post-container/);
  });
});

const channel: FeedChannel = {
  title: 'Blog',
  description: 'News',
  copyright: '©',
  language: 'en',
  blogUrl: 'https://example.org/blog',
  feedUrls: {json: 'https://example.org/blog/feed.json'},
};

describe('jsonFeed', () => {
  it('writes JSON Feed 1.1: feed_url, date_published, authors of the feed and of each item', () => {
    const feed = jsonFeed(channel, [
      {
        url: 'https://example.org/blog/p',
        title: 'P',
        description: 'About P',
        date: new Date('2024-12-09T00:00:00Z'),
        authors: [{name: 'Team', url: 'https://example.org/team', imageURL: 'https://example.org/t.png'}],
        tags: ['duckdb'],
        contentHtml: '<p>P</p>',
      },
    ]);
    assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
    assert.equal(feed.feed_url, 'https://example.org/blog/feed.json');
    assert.deepEqual(feed.authors, [
      {name: 'Team', url: 'https://example.org/team', avatar: 'https://example.org/t.png'},
    ]);
    assert.deepEqual(feed.items[0], {
      id: 'https://example.org/blog/p',
      url: 'https://example.org/blog/p',
      title: 'P',
      summary: 'About P',
      content_html: '<p>P</p>',
      date_published: '2024-12-09T00:00:00.000Z',
      authors: feed.authors,
      tags: ['duckdb'],
    });
  });
});

describe('feedHeadTags', () => {
  it('advertises each feed with its registered media type', () => {
    const tags = feedHeadTags(['rss', 'atom', 'json'], {baseUrl: '/', routeBasePath: 'blog', title: 'Blog'});
    assert.deepEqual(
      tags.map(({attributes}) => [attributes?.type, attributes?.href]),
      [
        ['application/rss+xml', '/blog/rss.xml'],
        ['application/atom+xml', '/blog/atom.xml'],
        ['application/feed+json', '/blog/feed.json'],
      ],
    );
  });
});

describe('RSS', () => {
  it("names each item's authors in dc:creator and changes nothing else", () => {
    const post = {
      url: 'https://example.org/blog/p',
      title: 'P & Q',
      description: 'About <P>',
      date: new Date('2024-12-09T00:00:00Z'),
      authors: [{name: 'The team'}, {name: 'Ana'}],
      tags: ['duckdb'],
      contentHtml: '<p>P &amp; <code>q</code></p>',
    };
    const rss = feedTexts(channel, [post], ['rss']).rss ?? '';
    const {rss: document} = xml2js(rss, {compact: true}) as {
      rss: {channel: {item: Record<string, unknown>}};
    };
    const {'dc:creator': creators, ...item} = document.channel.item;
    assert.deepEqual(creators, [{_cdata: 'The team'}, {_cdata: 'Ana'}]);
    assert.deepEqual(item, {
      title: {_cdata: 'P & Q'},
      link: {_text: 'https://example.org/blog/p'},
      guid: {_text: 'https://example.org/blog/p'},
      pubDate: {_text: 'Mon, 09 Dec 2024 00:00:00 GMT'},
      description: {_cdata: 'About <P>'},
      'content:encoded': {_cdata: '<p>P &amp; <code>q</code></p>'},
      category: {_text: 'duckdb'},
    });
  });
});
