import {readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {blogPostFiles, siteDir, type BlogPostFile} from './content';

/**
 * The blog as its sources define it (`blog/`, `blog/authors.yml`,
 * `blog/tags.yml`), for the tests that compare the blog's pages, lists and
 * feeds with it: which posts readers get, in which order, with which
 * authors and tags. No test names a post of its own.
 */

/** A post readers get (not a draft, not unlisted), with what the lists and feeds show of it. */
export type ListedPost = BlogPostFile & {
  title: string;
  /** Day of publication, `YYYY-MM-DD`: the front matter's `date`, else the file name's. */
  date: string;
  /** Keys of `blog/authors.yml`. */
  authors: string[];
  /** Keys of `blog/tags.yml`. */
  tags: string[];
};

function stringList(value: unknown, file: string, field: string): string[] {
  const list = typeof value === 'string' ? [value] : (value ?? []);
  if (!Array.isArray(list) || !list.every((item): item is string => typeof item === 'string')) {
    throw new Error(`${file}: ${field} is not a key or a list of keys of blog/${field}.yml`);
  }
  return list;
}

function dayOf(post: BlogPostFile): string {
  const {date} = post.frontMatter;
  if (date instanceof Date) {
    return date.toISOString().slice(0, 10);
  }
  const day = (typeof date === 'string' ? date : path.basename(post.file)).match(
    /^\d{4}-\d{2}-\d{2}/,
  )?.[0];
  if (!day) {
    throw new Error(`${post.file}: no date in the front matter or the file name`);
  }
  return day;
}

/**
 * The posts readers get, newest first, as the blog lists them (posts of the
 * same day in the order of their files, which the blog plugin keeps).
 */
export function listedPostsNewestFirst(): ListedPost[] {
  return blogPostFiles()
    .filter(({listed}) => listed)
    .map((post): ListedPost => {
      const {title} = post.frontMatter;
      if (typeof title !== 'string') {
        throw new Error(`${post.file}: no title in the front matter`);
      }
      return {
        ...post,
        title,
        date: dayOf(post),
        authors: stringList(post.frontMatter.authors, post.file, 'authors'),
        tags: stringList(post.frontMatter.tags, post.file, 'tags'),
      };
    })
    .map((post, order) => ({post, order}))
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.order - b.order)
    .map(({post}) => post);
}

function readYamlMap<T>(file: string): Record<string, T> {
  return yaml.load(readFileSync(path.join(siteDir, file), 'utf8')) as Record<string, T>;
}

/** The authors' names by key (`blog/authors.yml`). */
export function blogAuthorNames(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(readYamlMap<{name: string}>('blog/authors.yml')).map(([key, {name}]) => [
      key,
      name,
    ]),
  );
}

/** The tags' labels by key (`blog/tags.yml`). */
export function blogTagLabels(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(readYamlMap<{label: string}>('blog/tags.yml')).map(([key, {label}]) => [
      key,
      label,
    ]),
  );
}

/** The page of the newest post: the post a test opens when any post will do. */
export function newestPostPage(): string {
  const [newest] = listedPostsNewestFirst();
  if (!newest) {
    throw new Error('blog/ has no post readers get');
  }
  return newest.page;
}
