import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {
  bodyOf,
  codeBlocksOf,
  parseFrontMatter,
  parseMarkdown,
  proseOf,
  type CodeBlock,
  type MarkdownPage,
  type MarkdownTree,
} from '../../src/content/markdown';
import {removePrefix} from '../../src/site/urls';

/** The site's root folder: tests run from it (npm scripts, Playwright). */
export const siteDir = process.cwd();

/** A Markdown or MDX file of the site, read as the build reads it (src/content/markdown.ts). */
export type ContentFile = MarkdownPage & {
  /** Path relative to the site directory, with forward slashes. */
  file: string;
  /** The source after the front matter. */
  body: string;
};

/** The docs trees: the current version and each archived version. */
export const docsTrees: {version: string; dir: string}[] = [
  {version: 'current', dir: 'docs'},
  ...(JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[]).map(
    (version) => ({version, dir: `versioned_docs/version-${version}`}),
  ),
];

/**
 * The content files `npm run check` asks about (`CONTENT_FILES`, comma
 * separated, relative to the site), or undefined for every file.
 */
const contentScope = process.env.CONTENT_FILES
  ? new Set(process.env.CONTENT_FILES.split(',').filter(Boolean))
  : undefined;

/** Whether `CONTENT_FILES` limits the per-file content tests. */
export const isScoped = contentScope !== undefined;

/** The files among `files` that the per-file content tests check: all, or those of `CONTENT_FILES`. */
export function inScope(files: readonly string[]): string[] {
  return contentScope ? files.filter((file) => contentScope.has(file)) : [...files];
}

export function listFiles(dir: string, extensions: string[]): string[] {
  const root = path.join(siteDir, dir);
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (extensions.some((extension) => entry.endsWith(extension))) {
        found.push(path.relative(siteDir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

const trees = new Map<string, MarkdownTree>();

/** A file of the site and its syntax tree, parsed once per test process. */
export function readMarkdown(file: string): MarkdownTree {
  let tree = trees.get(file);
  if (!tree) {
    tree = parseMarkdown(readFileSync(path.join(siteDir, file), 'utf8'), file);
    trees.set(file, tree);
  }
  return tree;
}

/** A file of the site with its front matter, syntax tree and body. */
export function readContent(file: string): ContentFile {
  const page = readMarkdown(file);
  return {
    ...page,
    file,
    frontMatter: parseFrontMatter(page.source),
    body: bodyOf(page),
  };
}

/**
 * The doc id Docusaurus derives from a file path inside a docs tree:
 * extension and number prefixes (`98-`) dropped.
 */
export function docIdOf(fileInTree: string): string {
  return fileInTree
    .replace(/\.mdx?$/, '')
    .split('/')
    .map((segment) => segment.replace(/^\d+-/, ''))
    .join('/');
}

/** Words of prose in a page (or in some of its nodes): no code blocks, imports or tags. */
export function proseWords(page: MarkdownTree, nodes?: Parameters<typeof proseOf>[1]): string[] {
  const prose = proseOf(page, nodes).replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word));
}

/** A code block of a page, with the page it is on. */
export type FileCodeBlock = CodeBlock & {file: string};

/** Every fenced code block of the files, in order. */
export function codeBlocksIn(files: readonly string[]): FileCodeBlock[] {
  return files.flatMap((file) =>
    codeBlocksOf(readMarkdown(file)).map((block) => ({...block, file})),
  );
}

/** A post of `blog/` and the site path it is published at (before the base URL). */
export type BlogPostFile = ContentFile & {page: string; listed: boolean};

/**
 * Every post of `blog/`, with its page: `/blog/` and the front matter's slug,
 * else the file name without its date. `listed` is false for drafts and
 * unlisted posts, which the feeds and lists leave out.
 */
export function blogPostFiles(): BlogPostFile[] {
  return listFiles('blog', ['.md', '.mdx']).map((file) => {
    const content = readContent(file);
    const {slug, draft, unlisted} = content.frontMatter;
    const name = path
      .basename(file)
      .replace(/\.mdx?$/, '')
      .replace(/^\d{4}-\d{2}-\d{2}-/, '');
    return {
      ...content,
      page: `/blog/${typeof slug === 'string' ? removePrefix(slug, '/') : name}`,
      listed: !draft && !unlisted,
    };
  });
}
