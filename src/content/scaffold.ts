/**
 * `npm run new:doc` and `npm run new:post`: create a docs page or a blog post
 * with complete front matter, and put a new docs page in its sidebar. Every
 * check runs before anything is written, so a refused command changes nothing.
 */
import {existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import yaml from 'js-yaml';

import {walkSidebars} from '../site/sidebars';
import {removePrefix} from '../site/urls';
import {itemAt} from '../utils/itemAt';

import {contentKindOf, frontMatterProblems, readBlogVocabulary} from './frontMatter';
import {parseFrontMatter} from './markdown';

/** A refused command: the message says what was wrong and what to do. */
export class ScaffoldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaffoldError';
  }
}

/** What a scaffold did, for the command to print. */
export type ScaffoldResult = {
  /** The new file, relative to the site directory. */
  file: string;
  /** The page's path on the site, without the base URL. */
  route: string;
  /** One line per thing done or left for the writer. */
  report: string[];
};

/** The comment that opens every new page; the content tests fail while it is there. */
export const scaffoldMarker = 'Written by npm run new:';

/**
 * The two sidebars and the files that declare them. Each is named after the
 * folder under docs/ whose pages it lists (`docs/docs/`, `docs/references/`).
 */
const fileOfSidebar: Record<string, string> = {
  docs: 'sidebars.ts',
  references: 'sidebarsReferences.ts',
};

type SidebarItem = string | {type: string; id?: string; label?: string; items?: SidebarItem[]};

function posix(file: string): string {
  return file.split(path.sep).join('/');
}

function frontMatterBlock(fields: Record<string, unknown>): string {
  const body = yaml.dump(fields, {lineWidth: -1, flowLevel: 1, quotingType: '"'});
  return `---\n${body}---\n`;
}

function guidance(extension: '.md' | '.mdx', lines: string[]): string {
  const text = lines.map((line) => `  ${line}`).join('\n');
  return extension === '.mdx' ? `{/*\n${text}\n*/}\n` : `<!--\n${text}\n-->\n`;
}

function checkFrontMatter(file: string, fields: Record<string, unknown>, siteDir: string): void {
  const kind = contentKindOf(file);
  if (!kind) {
    throw new ScaffoldError(`${file} is not a docs page or a blog post`);
  }
  const problems = frontMatterProblems(kind, fields, readBlogVocabulary(siteDir));
  if (problems.length > 0) {
    throw new ScaffoldError(
      problems.map((problem) => `${problem.field}: ${problem.message}`).join('\n'),
    );
  }
}

// ---------------------------------------------------------------------------
// Docs pages

export type NewDocOptions = {
  siteDir: string;
  /** The doc id (`docs/guides/caching`) or its file (`docs/docs/guides/caching.mdx`). */
  target: string;
  title: string;
  description: string;
  sidebarLabel?: string;
};

/** Doc id and file extension from what the writer typed. */
export function parseDocTarget(target: string): {id: string; extension: '.md' | '.mdx'} {
  let id = posix(target.trim()).replace(/^\.\//, '');
  if (/^versioned_docs\//.test(id)) {
    throw new ScaffoldError(
      `${target}: older versions only receive corrections; add new pages to the current docs (docs/docs/ or docs/references/)`,
    );
  }
  // `docs/docs/...` and `docs/references/...` are file paths from the site root.
  id = id.replace(/^docs\/(?=(docs|references)\/)/, '');
  const extension = id.endsWith('.mdx') ? '.mdx' : '.md';
  id = id.replace(/\.mdx?$/, '');
  const segments = id.split('/');
  const folder = itemAt(segments, 0);
  const rest = segments.slice(1);
  if (!Object.hasOwn(fileOfSidebar, folder) || rest.length === 0) {
    throw new ScaffoldError(
      `${target}: a docs page lives under docs/ (the Docs sidebar, as in docs/guides/caching) or references/ (the References sidebar, as in references/cli/build)`,
    );
  }
  const badSegment = rest.find((segment) => !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(segment));
  if (badSegment !== undefined) {
    throw new ScaffoldError(
      `${target}: "${badSegment}" is not a valid path segment; use letters, digits, "-" and "_", as in docs/guides/data-freshness`,
    );
  }
  return {id, extension};
}

async function loadSidebars(siteDir: string): Promise<Record<string, SidebarItem[]>> {
  const module = (await import(pathToFileURL(path.join(siteDir, 'sidebars.ts')).href)) as {
    default: Record<string, SidebarItem[]> | {default: Record<string, SidebarItem[]>};
  };
  const sidebars = module.default;
  return 'default' in sidebars && !Array.isArray(sidebars.default)
    ? (sidebars.default as Record<string, SidebarItem[]>)
    : (sidebars as Record<string, SidebarItem[]>);
}

/** Where a new page goes: the category labels down to its list, and its siblings there. */
type Placement = {labels: readonly string[]; siblings: string[]};

/**
 * The item list that holds most of the new page's siblings (docs of the same
 * folder); on a tie, the deeper list, then the first.
 */
function findPlacement(sidebarName: string, items: SidebarItem[], folder: string): Placement {
  const lists = new Map<readonly SidebarItem[], Placement>();
  for (const entry of walkSidebars({[sidebarName]: items})) {
    const isListedDoc = typeof entry.item === 'string' || entry.item.type === 'doc';
    if (entry.kind !== 'doc' || !isListedDoc || entry.id === undefined) {
      continue;
    }
    if (path.posix.dirname(entry.id) === folder) {
      const placement = lists.get(entry.list) ?? {labels: entry.labels, siblings: []};
      placement.siblings.push(entry.id);
      lists.set(entry.list, placement);
    }
  }
  let best: Placement = {labels: [], siblings: []};
  for (const placement of lists.values()) {
    const more = placement.siblings.length - best.siblings.length;
    if (more > 0 || (more === 0 && placement.labels.length > best.labels.length)) {
      best = placement;
    }
  }
  return best;
}

/** Adds `id` after `after` in whichever sidebar file spells `after` as a line of its own. */
function insertAfter(siteDir: string, after: string, id: string): string | undefined {
  for (const file of Object.values(fileOfSidebar)) {
    const full = path.join(siteDir, file);
    if (!existsSync(full)) {
      continue;
    }
    const source = readFileSync(full, 'utf8');
    const line = new RegExp(`^([ \\t]*)'${after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}',$`, 'gm');
    const [match, ...others] = source.matchAll(line);
    if (match && others.length === 0) {
      const end = (match.index ?? 0) + match[0].length;
      writeFileSync(full, `${source.slice(0, end)}\n${match[1]}'${id}',${source.slice(end)}`);
      return file;
    }
  }
  return undefined;
}

export async function createDoc(options: NewDocOptions): Promise<ScaffoldResult> {
  const {siteDir} = options;
  const {id, extension} = parseDocTarget(options.target);
  const file = `docs/${id}${extension}`;
  for (const existing of [`docs/${id}.md`, `docs/${id}.mdx`, `docs/${id}/index.md`]) {
    if (existsSync(path.join(siteDir, existing))) {
      throw new ScaffoldError(`${existing} already exists; pick another path or edit that page`);
    }
  }
  const fields: Record<string, unknown> = {
    title: options.title.trim(),
    description: options.description.trim(),
    ...(options.sidebarLabel ? {sidebar_label: options.sidebarLabel.trim()} : {}),
  };
  checkFrontMatter(file, fields, siteDir);

  // Where the page goes in its sidebar, worked out before anything is written.
  // parseDocTarget checked that the id starts with a sidebar's folder.
  const sidebarName = itemAt(id.split('/'), 0);
  const sidebars = await loadSidebars(siteDir);
  const placement = findPlacement(sidebarName, sidebars[sidebarName] ?? [], path.posix.dirname(id));
  const where = placement.labels.filter(Boolean).join(' › ') || 'top level';

  const contents = [
    frontMatterBlock(fields),
    guidance(extension, [
      `${scaffoldMarker}doc. Write the page here, then delete this comment.`,
      'Say what the page is for before how to do it: second person, present tense, short sentences.',
      'Code fences carry a language and, when they show a file, its path: ```python title="pyconfigs/parameters.py"',
      'Link to other pages by file path (../concepts/parameters.md) so links follow the docs version.',
      'Preview with npm start; check with npm test. CONTRIBUTING.md has the rest.',
    ]),
  ].join('\n');
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  writeFileSync(path.join(siteDir, file), contents);

  const report = [`Created ${file}`];
  const last = placement.siblings.at(-1);
  const sidebarFile = last ? insertAfter(siteDir, last, id) : undefined;
  if (last && sidebarFile) {
    report.push(
      `Added '${id}' to the ${sidebarName} sidebar in ${sidebarFile} (${where}), after '${last}'; move it if another place reads better`,
    );
  } else if (last) {
    report.push(
      `Add '${id}' to the ${sidebarName} sidebar yourself, in ${fileOfSidebar[sidebarName]}: ${where}, after '${last}' (a helper builds that list, so it could not be edited here)`,
    );
  } else {
    report.push(
      `No sidebar category holds pages of docs/${path.posix.dirname(id)}/ yet: add '${id}' to the ${sidebarName} sidebar in ${fileOfSidebar[sidebarName]}, in a new category or next to related pages; the content tests fail until a sidebar lists it`,
    );
  }
  return {file, route: `/docs/${id}`, report};
}

// ---------------------------------------------------------------------------
// Blog posts

export type NewPostOptions = {
  siteDir: string;
  slug: string;
  title: string;
  description: string;
  tags: string[];
  authors: string[];
  /** YYYY-MM-DD; the post's date and the start of its file name. */
  date: string;
  extension: '.md' | '.mdx';
};

/** The slug each existing post is published under. */
async function existingSlugs(siteDir: string): Promise<Map<string, string>> {
  const slugs = new Map<string, string>();
  const blogDir = path.join(siteDir, 'blog');
  for (const entry of readdirSync(blogDir)) {
    if (!/\.mdx?$/.test(entry)) {
      continue;
    }
    const file = path.join(blogDir, entry);
    const frontMatter = parseFrontMatter(readFileSync(file, 'utf8'));
    const slug =
      typeof frontMatter.slug === 'string'
        ? removePrefix(frontMatter.slug, '/')
        : entry.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
    slugs.set(slug, `blog/${entry}`);
  }
  return slugs;
}

export async function createPost(options: NewPostOptions): Promise<ScaffoldResult> {
  const {siteDir, slug, date, extension} = options;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new ScaffoldError(
      `"${slug}" is not a valid slug; use lower-case words joined by "-", as in duckdb-1-2-upgrade`,
    );
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new ScaffoldError(`"${date}" is not a date; write it as YYYY-MM-DD`);
  }
  const taken = (await existingSlugs(siteDir)).get(slug);
  if (taken) {
    throw new ScaffoldError(`${taken} already uses the slug "${slug}"; pick another`);
  }
  const file = `blog/${date}-${slug}${extension}`;
  const fields: Record<string, unknown> = {
    slug,
    title: options.title.trim(),
    description: options.description.trim(),
    authors: options.authors,
    tags: options.tags,
  };
  checkFrontMatter(file, fields, siteDir);

  const truncate = extension === '.mdx' ? '{/* truncate */}' : '<!-- truncate -->';
  const contents = [
    frontMatterBlock(fields),
    guidance(extension, [
      `${scaffoldMarker}post. Write the post here, then delete this comment.`,
      'The paragraphs above the truncate marker are the excerpt on /blog and in the feeds.',
      'Posts are signed by an organisation author from blog/authors.yml, never a person.',
      'Preview with npm start; check with npm test. CONTRIBUTING.md has the rest.',
    ]),
    `${truncate}\n`,
  ].join('\n');
  writeFileSync(path.join(siteDir, file), contents);
  return {
    file,
    route: `/blog/${slug}`,
    report: [
      `Created ${file}`,
      options.tags.length === 0
        ? `It has no tags; add some from blog/tags.yml (${[...readBlogVocabulary(siteDir).tags].join(', ')}) with --tags or in its front matter`
        : `Tagged ${options.tags.join(', ')}`,
    ],
  };
}
