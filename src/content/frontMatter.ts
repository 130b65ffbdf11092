/**
 * The front matter every docs page and blog post must have, checked while the
 * site builds (see `markdown.parseFrontMatter` in docusaurus.config.ts), by
 * the content tests, and by the `new:doc` and `new:post` scaffolds before they
 * write a file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import type {ParseFrontMatter} from '@docusaurus/types';

/** Search engines show about 160 characters of a description; shorter ones say too little. */
export const descriptionLength = {min: 50, max: 160} as const;

/** What a file is, by where it lives in the site. */
export type ContentKind = 'doc' | 'post';

/** The tags and authors a post may name, from `blog/tags.yml` and `blog/authors.yml`. */
export type BlogVocabulary = {tags: ReadonlySet<string>; authors: ReadonlySet<string>};

export type FrontMatterProblem = {field: string; message: string};

/**
 * The kind of a Markdown file from its path relative to the site directory,
 * or undefined for files the rules do not cover (pages, partials whose name
 * starts with `_`, files outside the content folders).
 */
export function contentKindOf(relativePath: string): ContentKind | undefined {
  const segments = relativePath.split(/[\\/]/);
  if (!/\.mdx?$/.test(relativePath) || segments.some((segment) => segment.startsWith('_'))) {
    return undefined;
  }
  const [root, , plugin] = segments;
  if (root === 'docs' || root === 'versioned_docs') {
    return 'doc';
  }
  if (root === 'blog') {
    return 'post';
  }
  // Translated content: i18n/<locale>/docusaurus-plugin-content-{docs,blog}/...
  if (root === 'i18n' && plugin === 'docusaurus-plugin-content-docs') {
    return 'doc';
  }
  if (root === 'i18n' && plugin === 'docusaurus-plugin-content-blog') {
    return 'post';
  }
  return undefined;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? value
    : undefined;
}

/** Everything wrong with one file's front matter; empty when it is fine. */
export function frontMatterProblems(
  kind: ContentKind,
  frontMatter: Record<string, unknown>,
  blog: BlogVocabulary,
): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  const {title, description, tags, authors} = frontMatter;

  if (typeof title !== 'string' || !title.trim()) {
    problems.push({field: 'title', message: 'is required: the page title, in a few words'});
  }

  if (typeof description !== 'string' || !description.trim()) {
    problems.push({
      field: 'description',
      message: `is required: one sentence of ${descriptionLength.min} to ${descriptionLength.max} characters for search results and link previews`,
    });
  } else if (
    description.length < descriptionLength.min ||
    description.length > descriptionLength.max
  ) {
    problems.push({
      field: 'description',
      message: `is ${description.length} characters long; keep it between ${descriptionLength.min} and ${descriptionLength.max} so search results show it whole`,
    });
  }

  if (tags !== undefined) {
    const names = stringList(tags);
    if (!names) {
      problems.push({field: 'tags', message: 'must be a list of tag keys, such as [duckdb]'});
    } else if (kind === 'doc' && names.length > 0) {
      problems.push({
        field: 'tags',
        message: `names ${names.join(', ')}, but docs pages have no tags; only blog posts do (blog/tags.yml)`,
      });
    } else {
      for (const name of names.filter((tag) => !blog.tags.has(tag))) {
        problems.push({
          field: 'tags',
          message: `names the unknown tag "${name}"; use one of ${[...blog.tags].join(', ')}, or add it to blog/tags.yml with a label and a description`,
        });
      }
    }
  }

  if (kind === 'post') {
    const names = stringList(authors) ?? (typeof authors === 'string' ? [authors] : undefined);
    if (!names || names.length === 0) {
      problems.push({
        field: 'authors',
        message: `is required: a list of author keys from blog/authors.yml (${[...blog.authors].join(', ')})`,
      });
    } else {
      for (const name of names.filter((author) => !blog.authors.has(author))) {
        problems.push({
          field: 'authors',
          message: `names the unknown author "${name}"; use one of ${[...blog.authors].join(', ')}, or add an organisation author to blog/authors.yml`,
        });
      }
    }
  } else if (authors !== undefined) {
    problems.push({
      field: 'authors',
      message: 'is for blog posts only; docs pages have no authors',
    });
  }

  return problems;
}

/** One error for a file, naming the file and every field at fault. */
export class FrontMatterError extends Error {
  constructor(file: string, problems: FrontMatterProblem[]) {
    super(
      [
        `Front matter of ${file} is not valid:`,
        ...problems.map((problem) => `  - ${problem.field}: ${problem.message}`),
      ].join('\n'),
    );
    this.name = 'FrontMatterError';
  }
}

function yamlKeys(file: string): Set<string> {
  const parsed = yaml.load(readFileSync(file, 'utf8'));
  return new Set(parsed && typeof parsed === 'object' ? Object.keys(parsed) : []);
}

/** The blog's tags and authors as the site directory defines them. */
export function readBlogVocabulary(siteDir: string): BlogVocabulary {
  return {
    tags: yamlKeys(path.join(siteDir, 'blog', 'tags.yml')),
    authors: yamlKeys(path.join(siteDir, 'blog', 'authors.yml')),
  };
}

/**
 * Docusaurus' `markdown.parseFrontMatter` hook: parses as usual, then throws
 * a {@link FrontMatterError} for a docs page or post whose front matter
 * breaks the rules, which fails the build.
 */
export function validatingFrontMatterParser(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const file = path.relative(siteDir, params.filePath).split(path.sep).join('/');
    const kind = contentKindOf(file);
    if (kind) {
      // Read each time, so `npm start` sees tags and authors added while it runs.
      const problems = frontMatterProblems(kind, result.frontMatter, readBlogVocabulary(siteDir));
      if (problems.length > 0) {
        throw new FrontMatterError(file, problems);
      }
    }
    return result;
  };
}
