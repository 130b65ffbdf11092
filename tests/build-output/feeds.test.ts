import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {parseAtomFeed, parseJsonFeed, parseRssFeed} from 'feedsmith';
import {selectAll} from 'hast-util-select';

import {
  buildFile,
  builtSiteOrigin,
  builtPagePaths,
  parseHtml,
  readBuildFile,
  readBuiltPage,
  requireBuild,
} from '../support/build';
import {blogAuthorNames, listedPostsNewestFirst} from '../support/blog';
import {existsSync} from 'node:fs';

/**
 * The blog's feeds as a feed reader takes them: RSS, Atom and JSON Feed 1.1,
 * read with a real feed parser (feedsmith). Each lists every post of `blog/`
 * (not drafts or unlisted ones), newest first, with the day of publication
 * and the authors its source gives, names its own address, and carries
 * content that stands alone (absolute links, no icon drawn from a sprite the
 * feed lacks). Every page advertises the three with their media types. Run
 * `npm run build` first.
 */

/** What a feed must say of each post of blog/: address, day and authors, newest first. */
function expectedItems(): {url: string; day: string; authors: string[]}[] {
  const names = blogAuthorNames();
  return listedPostsNewestFirst().map((post) => ({
    url: `${builtSiteOrigin()}${post.page}`,
    day: post.date,
    authors: post.authors.map((key) => names[key] ?? `unknown author ${key}`),
  }));
}

/** The UTC day of a feed's date, or the text when it is not a date. */
function dayOf(date: string | undefined): string {
  const time = Date.parse(date ?? '');
  return Number.isNaN(time) ? `not a date: ${date}` : new Date(time).toISOString().slice(0, 10);
}

/** What is wrong with a post's content in a feed: relative links and sprite icons. */
function contentProblems(html: string): string[] {
  const tree = parseHtml(html, {fragment: true});
  // Every post links somewhere: content without links is not what the feed should carry.
  assert.ok(selectAll('a[href]', tree).length > 0, `no links in ${html.slice(0, 80)}`);
  return [
    ...selectAll('a[href]', tree)
      .map((a) => String(a.properties.href))
      .filter((href) => !/^(https?:|mailto:)/.test(href))
      .map((href) => `relative link ${href}`),
    ...selectAll('img', tree)
      .map((img) => String(img.properties.src))
      .filter((src) => !/^https?:/.test(src))
      .map((src) => `relative image ${src}`),
    ...selectAll('use', tree).map(
      (use) => `icon from a sprite: ${String(use.properties.href ?? use.properties.xLinkHref)}`,
    ),
  ];
}

/** A post as a feed gives it: its address, its date of publication, its authors' names and its HTML. */
type FeedPost = {
  url: string | undefined;
  date: string | undefined;
  authors: (string | undefined)[];
  html: string;
};

/**
 * The three feeds, each read with its parser into the address it names itself
 * by and its posts, and the address it must name (from the site's origin).
 */
const feeds: {
  name: string;
  file: string;
  read: (text: string) => {self: unknown; posts: FeedPost[]};
  self: (origin: string) => unknown;
}[] = [
  {
    name: 'RSS 2.0 lists every post, newest first, with its day and authors and names itself (atom:link rel="self")',
    file: '/blog/rss.xml',
    read: (text) => {
      const feed = parseRssFeed(text);
      return {
        self: feed.atom?.links,
        // RSS's own <author> must be an e-mail address; readers take dc:creator.
        posts: (feed.items ?? []).map((item) => ({
          url: item.link,
          date: item.pubDate,
          authors: item.dc?.creators ?? [],
          html: item.content?.encoded ?? '',
        })),
      };
    },
    self: (origin) => [{href: `${origin}/blog/rss.xml`, rel: 'self', type: 'application/rss+xml'}],
  },
  {
    name: 'Atom 1.0 lists every post, newest first, with its day of publication and authors and names itself',
    file: '/blog/atom.xml',
    read: (text) => {
      const feed = parseAtomFeed(text);
      return {
        self: (feed.links ?? []).filter((link) => link.rel === 'self'),
        posts: (feed.entries ?? []).map((entry) => ({
          url: entry.id,
          date: entry.published,
          authors: (entry.authors ?? []).map((author) => author.name),
          html: entry.content?.value ?? '',
        })),
      };
    },
    self: (origin) => [{href: `${origin}/blog/atom.xml`, rel: 'self'}],
  },
  {
    name: 'JSON Feed names itself, and lists, dates and credits every post, newest first',
    file: '/blog/feed.json',
    read: (text) => {
      const json: unknown = JSON.parse(text);
      const feed = parseJsonFeed(json);
      return {
        self: feed.feed_url,
        posts: (feed.items ?? []).map((item) => ({
          url: item.url,
          date: item.date_published,
          authors: (item.authors ?? []).map((author) => author.name),
          html: item.content_html ?? '',
        })),
      };
    },
    self: (origin) => `${origin}/blog/feed.json`,
  },
];

describe('blog feeds', () => {
  for (const feed of feeds) {
    it(feed.name, () => {
      requireBuild();
      const {self, posts} = feed.read(readBuildFile(feed.file));
      assert.deepEqual(self, feed.self(builtSiteOrigin()));
      assert.deepEqual(
        posts.map(({url, date, authors}) => ({url, day: dayOf(date), authors})),
        expectedItems(),
      );
      for (const post of posts) {
        assert.deepEqual(contentProblems(post.html), [], String(post.url));
      }
    });
  }

  it('Atom gives each post its content, as HTML', () => {
    const entries = parseAtomFeed(readBuildFile('/blog/atom.xml')).entries ?? [];
    for (const entry of entries) {
      assert.equal(entry.content?.type, 'html', `${entry.id}: content type`);
      assert.ok(entry.content?.value, `${entry.id}: content`);
    }
  });

  it('JSON Feed is version 1.1, links to the blog, and dates each post in full, as RSS does', () => {
    const raw = JSON.parse(readBuildFile('/blog/feed.json')) as {version?: string};
    assert.equal(raw.version, 'https://jsonfeed.org/version/1.1');
    const feed = parseJsonFeed(raw);
    assert.equal(feed.home_page_url, `${builtSiteOrigin()}/blog`);
    const rss = parseRssFeed(readBuildFile('/blog/rss.xml'));
    for (const item of feed.items ?? []) {
      assert.match(item.date_published ?? '', /^\d{4}-\d{2}-\d{2}T/, `${item.url}: date_published`);
      const inRss = rss.items?.find((rssItem) => rssItem.link === item.url);
      assert.equal(
        new Date(item.date_published ?? '').getTime(),
        Date.parse(inRss?.pubDate ?? ''),
        `${item.url}: the same date as in RSS`,
      );
    }
  });

  it('every page advertises the three feeds with their media types', () => {
    const expected = [
      {type: 'application/rss+xml', href: '/blog/rss.xml'},
      {type: 'application/atom+xml', href: '/blog/atom.xml'},
      {type: 'application/feed+json', href: '/blog/feed.json'},
    ];
    for (const {href} of expected) {
      assert.ok(existsSync(buildFile(href)), `${href} is in the build`);
    }
    const wrong = builtPagePaths().flatMap((page) => {
      // Other alternates (the page's Markdown twin) are not feeds.
      const links = selectAll('link[rel="alternate"][type]', readBuiltPage(page))
        .map((link) => ({type: String(link.properties.type), href: String(link.properties.href)}))
        .filter(({type}) => type !== 'text/markdown');
      return JSON.stringify(links) === JSON.stringify(expected)
        ? []
        : [`${page}: ${JSON.stringify(links)}`];
    });
    assert.deepEqual(wrong, []);
  });
});
