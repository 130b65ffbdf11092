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

describe('blog feeds', () => {
  it('RSS 2.0 lists every post, newest first, with its day and authors and names itself (atom:link rel="self")', () => {
    requireBuild();
    const feed = parseRssFeed(readBuildFile('/blog/rss.xml'));
    assert.deepEqual(feed.atom?.links, [
      {href: `${builtSiteOrigin()}/blog/rss.xml`, rel: 'self', type: 'application/rss+xml'},
    ]);
    const items = feed.items ?? [];
    // RSS's own <author> must be an e-mail address; readers take dc:creator.
    assert.deepEqual(
      items.map((item) => ({
        url: item.link,
        day: dayOf(item.pubDate),
        authors: item.dc?.creators ?? [],
      })),
      expectedItems(),
    );
    for (const item of items) {
      assert.deepEqual(contentProblems(item.content?.encoded ?? ''), [], String(item.link));
    }
  });

  it('Atom 1.0 lists every post, newest first, with its day of publication and authors and names itself', () => {
    const feed = parseAtomFeed(readBuildFile('/blog/atom.xml'));
    assert.deepEqual(
      (feed.links ?? []).filter((link) => link.rel === 'self'),
      [{href: `${builtSiteOrigin()}/blog/atom.xml`, rel: 'self'}],
    );
    const entries = feed.entries ?? [];
    assert.deepEqual(
      entries.map((entry) => ({
        url: entry.id,
        day: dayOf(entry.published),
        authors: (entry.authors ?? []).map((author) => author.name),
      })),
      expectedItems(),
    );
    for (const entry of entries) {
      assert.equal(entry.content?.type, 'html', `${entry.id}: content type`);
      assert.ok(entry.content?.value, `${entry.id}: content`);
      assert.deepEqual(contentProblems(entry.content.value), [], String(entry.id));
    }
  });

  it('JSON Feed is version 1.1, names itself, and lists, dates and credits every post, newest first', () => {
    const raw = JSON.parse(readBuildFile('/blog/feed.json')) as {version?: string};
    assert.equal(raw.version, 'https://jsonfeed.org/version/1.1');
    const feed = parseJsonFeed(raw);
    assert.equal(feed.feed_url, `${builtSiteOrigin()}/blog/feed.json`);
    assert.equal(feed.home_page_url, `${builtSiteOrigin()}/blog`);
    const items = feed.items ?? [];
    assert.deepEqual(
      items.map((item) => ({
        url: item.url,
        day: dayOf(item.date_published),
        authors: (item.authors ?? []).map((author) => author.name),
      })),
      expectedItems(),
    );
    const rss = parseRssFeed(readBuildFile('/blog/rss.xml'));
    for (const item of items) {
      assert.match(item.date_published ?? '', /^\d{4}-\d{2}-\d{2}T/, `${item.url}: date_published`);
      const inRss = rss.items?.find((rssItem) => rssItem.link === item.url);
      assert.equal(
        new Date(item.date_published ?? '').getTime(),
        Date.parse(inRss?.pubDate ?? ''),
        `${item.url}: the same date as in RSS`,
      );
      assert.deepEqual(contentProblems(item.content_html ?? ''), [], String(item.url));
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
