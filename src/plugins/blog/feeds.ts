import type {BlogPost, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {DocusaurusConfig, HtmlTagObject} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {applyTrailingSlash, blogPostContainerID} from '@docusaurus/utils-common';
import {Feed} from 'feed';
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select} from 'hast-util-select';
import {toHtml} from 'hast-util-to-html';
import {visit} from 'unist-util-visit';
import {js2xml, xml2js, type ElementCompact} from 'xml-js';

/**
 * The blog's three feeds, written from the posts and their built pages:
 * RSS 2.0 and Atom 1.0 through the `feed` library that the stock blog plugin
 * uses, and JSON Feed 1.1, which that library does not write (its JSON is
 * version 1, without `feed_url` or `date_published`). Each feed names its own
 * address (RSS `atom:link rel="self"`, Atom `link rel="self"`, JSON
 * `feed_url`), and each post's content stands alone: links and images are
 * absolute, and the icons that point into the page's SVG sprite
 * (`<use href="#theme-svg-external-link">`) carry the drawing itself. RSS
 * items name their authors in `dc:creator`: RSS's own `<author>` must be an
 * e-mail address, which the site's authors do not publish, so the `feed`
 * library writes none.
 */

export type FeedType = 'rss' | 'atom' | 'json';

/** File name, media type and title suffix of each feed. */
export const feedFiles: Record<FeedType, {file: string; type: string; label: string}> = {
  rss: {file: 'rss.xml', type: 'application/rss+xml', label: 'RSS Feed'},
  atom: {file: 'atom.xml', type: 'application/atom+xml', label: 'Atom Feed'},
  json: {file: 'feed.json', type: 'application/feed+json', label: 'JSON Feed'},
};

/** A post as the feeds show it. */
export type FeedPost = {
  url: string;
  title: string;
  description: string;
  date: Date;
  authors: {name: string; url?: string; imageURL?: string}[];
  tags: string[];
  contentHtml: string;
};

/** What the feeds say about the blog as a whole. */
export type FeedChannel = {
  title: string;
  description: string;
  copyright: string;
  language: string;
  blogUrl: string;
  favicon?: string;
  /** The absolute URL of each feed written. */
  feedUrls: Partial<Record<FeedType, string>>;
};

/** The posts the feeds list: not drafts or unlisted, newest first, at most `limit`. */
export function postsForFeeds(posts: BlogPost[], limit: PluginOptions['feedOptions']['limit']) {
  const listed = posts.filter(
    ({metadata}) => !metadata.frontMatter.draft && !metadata.frontMatter.unlisted,
  );
  return typeof limit === 'number' ? listed.slice(0, limit) : listed;
}

/** The `<symbol>`s and other elements with an id in a page, by id. */
function elementsById(tree: Root): Map<string, Element> {
  const found = new Map<string, Element>();
  visit(tree, 'element', (element: Element) => {
    if (typeof element.properties.id === 'string') {
      found.set(element.properties.id, element);
    }
  });
  return found;
}

/**
 * A post's content from its built page (the post container's children),
 * ready for a feed: links and images absolute, `srcset` dropped (a feed
 * reader uses `src`), and each `<svg>` that draws a sprite symbol of the page
 * given that symbol's drawing (or dropped when the page has no such symbol).
 */
export function feedContentHtml(pageHtml: string, pageUrl: string): string {
  const page = fromHtml(pageHtml);
  const container = select(`#${blogPostContainerID}`, page);
  if (!container) {
    throw new Error(`${pageUrl}: the built page has no #${blogPostContainerID}`);
  }
  const ids = elementsById(page);
  const content: Root = {type: 'root', children: structuredClone(container.children)};
  const absolute = (value: unknown) => String(new URL(String(value), pageUrl));

  visit(content, 'element', (element: Element, index, parent) => {
    const {properties} = element;
    if (element.tagName === 'a' && typeof properties.href === 'string') {
      properties.href = absolute(properties.href);
    }
    if (element.tagName === 'img') {
      if (properties.src !== undefined) {
        properties.src = absolute(properties.src);
      }
      delete properties.srcSet;
      delete properties.sizes;
    }
    if (element.tagName !== 'svg') {
      return undefined;
    }
    const uses = element.children.filter(
      (child): child is Element => child.type === 'element' && child.tagName === 'use',
    );
    if (uses.length === 0) {
      return undefined;
    }
    const drawn: ElementContent[] = [];
    for (const use of uses) {
      const href = String(use.properties.href ?? use.properties.xLinkHref ?? '');
      const symbol = href.startsWith('#') ? ids.get(href.slice(1)) : undefined;
      if (!symbol || symbol.tagName !== 'symbol') {
        // An icon whose drawing the feed cannot carry is left out.
        parent?.children.splice(index ?? 0, 1);
        return index;
      }
      element.properties.viewBox ??= symbol.properties.viewBox;
      drawn.push(...structuredClone(symbol.children));
    }
    element.children = [
      ...element.children.filter((child) => !uses.includes(child as Element)),
      ...drawn,
    ];
    return undefined;
  });
  return toHtml(content);
}

/** A post as the feeds show it, from its metadata and its built page. */
export function feedPost(
  post: BlogPost,
  pageHtml: string,
  siteConfig: Pick<DocusaurusConfig, 'url' | 'baseUrl' | 'trailingSlash'>,
): FeedPost {
  const {metadata} = post;
  const url = applyTrailingSlash(normalizeUrl([siteConfig.url, metadata.permalink]), {
    trailingSlash: siteConfig.trailingSlash,
    baseUrl: siteConfig.baseUrl,
  });
  return {
    url,
    title: metadata.title,
    description: metadata.description,
    date: new Date(metadata.date),
    authors: metadata.authors.flatMap((author) =>
      author.name
        ? [
            {
              name: author.name,
              ...(author.url ? {url: author.url} : {}),
              ...(author.imageURL ? {imageURL: absoluteUrl(author.imageURL, siteConfig)} : {}),
            },
          ]
        : [],
    ),
    tags: metadata.tags.map((tag) => tag.label),
    contentHtml: feedContentHtml(pageHtml, url),
  };
}

function absoluteUrl(url: string, siteConfig: Pick<DocusaurusConfig, 'url'>): string {
  return String(new URL(url, siteConfig.url));
}

/** RSS 2.0 and Atom 1.0, through the `feed` library, with their self links. */
function xmlFeed(channel: FeedChannel, posts: FeedPost[]): Feed {
  const feed = new Feed({
    id: channel.blogUrl,
    link: channel.blogUrl,
    title: channel.title,
    description: channel.description,
    copyright: channel.copyright,
    language: channel.language,
    ...(channel.favicon ? {favicon: channel.favicon} : {}),
    updated: posts[0]?.date,
    feedLinks: channel.feedUrls,
  });
  for (const post of posts) {
    feed.addItem({
      id: post.url,
      link: post.url,
      title: post.title,
      description: post.description,
      content: post.contentHtml,
      date: post.date,
      published: post.date,
      author: post.authors.map(({name, url}) => ({name, ...(url ? {link: url} : {})})),
      category: post.tags.map((tag) => ({name: tag, term: tag})),
    });
  }
  return feed;
}

/**
 * Adds a `dc:creator` per author to each RSS item (the `dc` namespace is
 * declared by the `feed` library), through xml-js, the library's own XML
 * reader and writer.
 */
export function withCreators(rss: string, posts: FeedPost[]): string {
  const document = xml2js(rss, {compact: true}) as ElementCompact;
  const channel = (document.rss as ElementCompact | undefined)?.channel as
    | ElementCompact
    | undefined;
  const items = ([] as ElementCompact[]).concat(channel?.item ?? []);
  for (const item of items) {
    const link = (item.link as ElementCompact | undefined)?._text;
    const post = posts.find(({url}) => url === link);
    if (!post) {
      throw new Error(`RSS item ${String(link)} matches no post`);
    }
    item['dc:creator'] = post.authors.map(({name}) => ({_cdata: name}));
  }
  return js2xml(document, {compact: true, spaces: 4});
}

type JsonFeedAuthor = {name: string; url?: string; avatar?: string};

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export type JsonFeed = {
  version: 'https://jsonfeed.org/version/1.1';
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  favicon?: string;
  authors: JsonFeedAuthor[];
  items: {
    id: string;
    url: string;
    title: string;
    summary: string;
    content_html: string;
    date_published: string;
    authors: JsonFeedAuthor[];
    tags: string[];
  }[];
};

const jsonAuthor = ({name, url, imageURL}: FeedPost['authors'][number]): JsonFeedAuthor => ({
  name,
  ...(url ? {url} : {}),
  ...(imageURL ? {avatar: imageURL} : {}),
});

export function jsonFeed(channel: FeedChannel, posts: FeedPost[]): JsonFeed {
  const authors = new Map(
    posts.flatMap((post) => post.authors).map((author) => [author.name, jsonAuthor(author)]),
  );
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.blogUrl,
    feed_url: channel.feedUrls.json ?? '',
    description: channel.description,
    language: channel.language,
    ...(channel.favicon ? {favicon: channel.favicon} : {}),
    authors: [...authors.values()],
    items: posts.map((post) => ({
      id: post.url,
      url: post.url,
      title: post.title,
      summary: post.description,
      content_html: post.contentHtml,
      date_published: post.date.toISOString(),
      authors: post.authors.map(jsonAuthor),
      tags: post.tags,
    })),
  };
}

/** The text of each feed file, by feed type. */
export function feedTexts(
  channel: FeedChannel,
  posts: FeedPost[],
  types: FeedType[],
): Partial<Record<FeedType, string>> {
  const xml = xmlFeed(channel, posts);
  const writers: Record<FeedType, () => string> = {
    rss: () => withCreators(xml.rss2(), posts),
    atom: () => xml.atom1(),
    json: () => `${JSON.stringify(jsonFeed(channel, posts), null, 2)}\n`,
  };
  return Object.fromEntries(types.map((type) => [type, writers[type]()]));
}

/** The `<link rel="alternate">` of each feed, for every page's head. */
export function feedHeadTags(
  types: FeedType[],
  {baseUrl, routeBasePath, title}: {baseUrl: string; routeBasePath: string; title: string},
): HtmlTagObject[] {
  return types.map((type) => ({
    tagName: 'link',
    attributes: {
      rel: 'alternate',
      type: feedFiles[type].type,
      href: normalizeUrl([baseUrl, routeBasePath, feedFiles[type].file]),
      title: `${title} ${feedFiles[type].label}`,
    },
  }));
}
