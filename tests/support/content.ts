import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {splitFrontMatter} from '../../src/content/frontMatter';
import {removePrefix} from '../../src/site/urls';

/** The site's root folder: tests run from it (npm scripts, Playwright). */
export const siteDir = process.cwd();

/** A Markdown or MDX file of the site, split into front matter and body. */
export type ContentFile = {
  /** Path relative to the site directory, with forward slashes. */
  file: string;
  frontMatter: Record<string, unknown>;
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

export function readContent(file: string): ContentFile {
  return {file, ...splitFrontMatter(readFileSync(path.join(siteDir, file), 'utf8'))};
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

/** The body without fenced code blocks. */
export function withoutCode(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ');
}

/** Words of prose: the body without code blocks, imports and markup. */
export function proseWords(body: string): string[] {
  const prose = withoutCode(body)
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word));
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
