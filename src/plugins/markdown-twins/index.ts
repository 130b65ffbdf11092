import {access, mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {List, PhrasingContent, Root, RootContent} from 'mdast';

import {htmlFileCandidates} from './htmlFiles';
import {convertWithCache} from './cache';
import {frontMatter, linkList, renderMarkdown, type LinkResolver} from './convert';
import type {
  BlogPostInput,
  CollectedContent,
  IndexItem,
  LlmsSection,
  MarkdownTwinsOptions,
  SidebarItemInput,
  TwinPage,
  VersionInput,
  VersionPages,
} from './types';

export type * from './types';

export const markdownTwinsPluginName = 'squirrels-markdown-twins';

/** The sections of this site's llms.txt files. */
export const defaultOptions: MarkdownTwinsOptions = {
  docsPluginId: 'default',
  blogPluginId: 'default',
  sections: {
    current: [
      {title: 'Getting started', paths: ['', 'docs/intro', 'docs/start']},
      {title: 'Concepts', paths: ['docs/concepts']},
      {title: 'Guides', paths: ['docs/guides']},
      {title: 'CLI reference', paths: ['references/cli']},
      {title: 'Python reference', paths: ['references/python']},
      {title: 'REST reference', paths: ['references/rest']},
    ],
    '0.4.x': [
      {title: 'Getting started', paths: ['', 'docs/intro', 'docs/tutorial']},
      {title: 'Developer topics', paths: ['docs/topics']},
      {title: 'Frontend topics', paths: ['docs/frontend']},
      {title: 'CLI reference', paths: ['references/cli']},
      {title: 'Python reference', paths: ['references/python']},
      {title: 'Release notes', paths: ['releases']},
    ],
  },
  blogSection: 'Blog',
};

/** Heading of the pages that no section claims (llms.txt's name for what a reader may skip). */
export const optionalSection = 'Optional';

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** `@site/docs/intro.md` → `docs/intro.md`. */
function siteRelative(source: string, siteDir: string): string {
  const relative = source.startsWith('@site/')
    ? source.slice('@site/'.length)
    : path.relative(siteDir, source);
  return relative.split(path.sep).join('/');
}

/** A site path without the base URL and without slashes at the ends: `/docs/docs/intro` → `docs/docs/intro`. */
export function sitePath(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const relative = permalink.startsWith(base) ? permalink.slice(base.length) : permalink;
  return trimSlashes(relative);
}

/** The twin's file under the build directory: `/docs/docs/intro` → `docs/docs/intro.md`, `/docs` → `docs.md`. */
export function twinFile(permalink: string, baseUrl: string): string {
  const relative = sitePath(permalink, baseUrl) || 'index';
  let decoded = relative;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    // Written as it is when it is not valid percent-encoding.
  }
  return `${decoded}.md`;
}

/** The twin's site path with the base URL, for links. */
export function twinHref(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${sitePath(permalink, baseUrl) || 'index'}.md`;
}

function docPage(doc: VersionInput['docs'][number], siteDir: string): TwinPage {
  return {
    kind: 'doc',
    permalink: doc.permalink,
    title: doc.title,
    description: doc.description,
    unlisted: doc.unlisted,
    source: siteRelative(doc.source, siteDir),
  };
}

/**
 * The pages of one docs version in reading order: the version's home page,
 * then each sidebar in turn (a category's own page before its items), then
 * the docs that no sidebar lists, by path.
 */
export function versionPages(version: VersionInput, siteDir: string): TwinPage[] {
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages = new Map<string, TwinPage>();
  const add = (page: TwinPage) => {
    if (!pages.has(page.permalink)) {
      pages.set(page.permalink, page);
    }
  };
  const addDoc = (id: string) => {
    const doc = docsById.get(id);
    if (doc) {
      add(docPage(doc, siteDir));
    }
  };
  const indexItems = (items: readonly SidebarItemInput[]): IndexItem[] =>
    items.flatMap((item): IndexItem[] => {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = docsById.get(item.id);
        return doc && !doc.unlisted
          ? [
              {
                title: item.label ?? doc.title,
                permalink: doc.permalink,
                description: doc.description,
              },
            ]
          : [];
      }
      if (item.type !== 'category') {
        return [];
      }
      const {link} = item;
      if (link?.type === 'doc') {
        const doc = docsById.get(link.id);
        return doc && !doc.unlisted
          ? [{title: item.label, permalink: doc.permalink, description: doc.description}]
          : [];
      }
      if (link?.type === 'generated-index') {
        return [{title: item.label, permalink: link.permalink, description: link.description}];
      }
      return [{title: item.label, items: indexItems(item.items)}];
    });
  const walk = (items: readonly SidebarItemInput[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        addDoc(item.id);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') {
          addDoc(item.link.id);
        } else if (item.link?.type === 'generated-index') {
          add({
            kind: 'generated-index',
            permalink: item.link.permalink,
            title: item.link.title ?? item.label,
            description: item.link.description ?? '',
            unlisted: false,
            items: indexItems(item.items),
          });
        }
        walk(item.items);
      }
    }
  };

  const home = version.docs.find(
    ({permalink}) => trimSlashes(permalink) === trimSlashes(version.path),
  );
  if (home) {
    add(docPage(home, siteDir));
  }
  for (const sidebar of Object.values(version.sidebars)) {
    walk(sidebar);
  }
  [...version.docs]
    .sort((a, b) => a.permalink.localeCompare(b.permalink))
    .forEach((doc) => add(docPage(doc, siteDir)));
  return [...pages.values()];
}

/** Gathers the docs of every version and the blog posts, from the content of the docs and blog plugins. */
export function collectContent(
  allContent: Record<string, Record<string, unknown> | undefined>,
  options: MarkdownTwinsOptions,
  siteDir: string,
): CollectedContent {
  const docs = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId] as
    {loadedVersions: VersionInput[]} | undefined;
  if (!docs) {
    throw new Error(
      `${markdownTwinsPluginName}: no docs plugin with id "${options.docsPluginId}"; the twins are made from its docs.`,
    );
  }
  const blog = allContent['docusaurus-plugin-content-blog']?.[options.blogPluginId] as
    {blogPosts: BlogPostInput[]} | undefined;
  const versions: VersionPages[] = docs.loadedVersions.map((version) => ({
    versionName: version.versionName,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    banner: version.banner,
    pages: versionPages(version, siteDir),
  }));
  const blogPosts: TwinPage[] = (blog?.blogPosts ?? [])
    .map(({metadata}, order) => ({metadata, order, time: new Date(metadata.date).getTime()}))
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .map(({metadata}) => ({
      kind: 'blog-post',
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      unlisted: metadata.unlisted,
      source: siteRelative(metadata.source, siteDir),
    }));
  const contentRoots = docs.loadedVersions
    .map(({contentPath}) => contentPath)
    .filter((contentPath): contentPath is string => Boolean(contentPath))
    .map((contentPath) => siteRelative(contentPath, siteDir));
  return {versions, blogPosts, contentRoots};
}

/**
 * Docusaurus' `applyTrailingSlash`: the permalink of a doc whose slug ends
 * with `/` (`/docs/`, an `index.md`) is served at `/docs` when
 * `trailingSlash` is false, and every path ends with `/` when it is true.
 */
export function applyTrailingSlash(
  permalink: string,
  trailingSlash: boolean | undefined,
  baseUrl: string,
): string {
  if (trailingSlash === undefined || permalink === baseUrl) {
    return permalink;
  }
  const [, pathname = permalink, rest = ''] = /^([^?#]*)(.*)$/.exec(permalink) ?? [];
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return `${trailingSlash && !trimmed.endsWith('/') ? `${trimmed}/` : trimmed}${rest}`;
}

/** The collected content with every permalink as the build serves it. */
export function withServedPermalinks(
  content: CollectedContent,
  trailingSlash: boolean | undefined,
  baseUrl: string,
): CollectedContent {
  const fix = (permalink: string) => applyTrailingSlash(permalink, trailingSlash, baseUrl);
  const fixItems = (items: readonly IndexItem[]): IndexItem[] =>
    items.map((item) => ({
      ...item,
      ...(item.permalink === undefined ? {} : {permalink: fix(item.permalink)}),
      ...(item.items === undefined ? {} : {items: fixItems(item.items)}),
    }));
  const fixPage = (page: TwinPage): TwinPage => ({
    ...page,
    permalink: fix(page.permalink),
    ...(page.items === undefined ? {} : {items: fixItems(page.items)}),
  });
  return {
    ...content,
    versions: content.versions.map((version) => ({...version, pages: version.pages.map(fixPage)})),
    blogPosts: content.blogPosts.map(fixPage),
  };
}

/**
 * Resolves a link to a source file the way Docusaurus does: relative to the
 * linking file, then from the root of the docs folder it belongs to (then of
 * the others).
 */
export function createLinkResolver(content: CollectedContent, siteUrl: string): LinkResolver {
  const bySource = new Map<string, string>();
  for (const page of [...content.versions.flatMap(({pages}) => pages), ...content.blogPosts]) {
    if (page.source) {
      bySource.set(page.source, page.permalink);
    }
  }
  return (from, target) => {
    let decoded = target;
    try {
      decoded = decodeURIComponent(target);
    } catch {
      // Looked up as written.
    }
    const candidates = decoded.startsWith('@site/')
      ? [decoded.slice('@site/'.length)]
      : [
          path.posix.join(path.posix.dirname(from), decoded),
          ...(decoded.startsWith('.')
            ? []
            : [...content.contentRoots]
                .sort((a, b) => Number(from.startsWith(`${b}/`)) - Number(from.startsWith(`${a}/`)))
                .map((root) => path.posix.join(root, decoded))),
        ];
    for (const candidate of candidates) {
      const permalink = bySource.get(candidate);
      if (permalink !== undefined) {
        return `${siteUrl}${permalink}`;
      }
    }
    return null;
  };
}

/** The twin of a generated index page: its description and the pages of its category. */
export function generatedIndexMarkdown(page: TwinPage, siteUrl: string): string {
  const toList = (items: readonly IndexItem[]): List =>
    linkList(
      items.map(({title, permalink, description, items: children}) => ({
        title,
        url: permalink === undefined ? undefined : `${siteUrl}${permalink}`,
        description: description || undefined,
        children: children && children.length > 0 ? toList(children) : undefined,
      })),
    );
  const tree: Root = {
    type: 'root',
    children: [
      frontMatter(page.title, page.description || undefined),
      {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]},
      ...(page.description
        ? [
            {
              type: 'paragraph' as const,
              children: [{type: 'text' as const, value: page.description}],
            },
          ]
        : []),
      ...(page.items && page.items.length > 0 ? [toList(page.items)] : []),
    ],
  };
  return renderMarkdown(tree);
}

/** The section of a version's llms.txt that lists `page`, or {@link optionalSection}. */
export function sectionOf(
  page: TwinPage,
  version: Pick<VersionPages, 'path'>,
  sections: readonly LlmsSection[],
  baseUrl: string,
): string {
  const relative = trimSlashes(
    sitePath(page.permalink, baseUrl).slice(sitePath(version.path, baseUrl).length),
  );
  const section = sections.find(({paths}) =>
    paths.some(
      (prefix) => relative === prefix || (prefix !== '' && relative.startsWith(`${prefix}/`)),
    ),
  );
  return section?.title ?? optionalSection;
}

type SiteFacts = {title: string; tagline: string; siteUrl: string; baseUrl: string};

function versionSummary(version: VersionPages, site: SiteFacts): string {
  const status = version.isLast
    ? 'the current release line'
    : version.banner === 'unreleased'
      ? 'a version not yet released'
      : 'an earlier release line that is no longer maintained';
  const tagline = site.tagline.trim().replace(/\.?$/, '.');
  return `${site.tagline ? `${tagline} ` : ''}Documentation of ${site.title} ${version.label}, ${status}.`;
}

/** Where a version's llms.txt and llms-full.txt go: the site root for the default version, its own path otherwise. */
export function llmsDirectory(
  version: Pick<VersionPages, 'path' | 'isLast'>,
  baseUrl: string,
): string {
  return version.isLast ? '' : sitePath(version.path, baseUrl);
}

const fileUrl = (directory: string, name: string, site: SiteFacts) =>
  `${site.siteUrl}${site.baseUrl}${directory ? `${directory}/` : ''}${name}`;

/**
 * A version's llms.txt (https://llmstxt.org): title, summary, then one list
 * per section of links to the twins, in reading order; the blog posts for
 * the default version; pages no section claims last, under `## Optional`.
 */
export function llmsTxt(
  version: VersionPages,
  others: readonly VersionPages[],
  blogPosts: readonly TwinPage[],
  sections: readonly LlmsSection[],
  blogSection: string,
  site: SiteFacts,
): string {
  const listed = version.pages.filter(({unlisted}) => !unlisted);
  const titles = [...sections.map(({title}) => title), optionalSection];
  const groups = new Map<string, TwinPage[]>(titles.map((title) => [title, []]));
  for (const page of listed) {
    groups.get(sectionOf(page, version, sections, site.baseUrl))?.push(page);
  }
  if (version.isLast) {
    groups.set(
      blogSection,
      blogPosts.filter(({unlisted}) => !unlisted),
    );
    titles.splice(titles.length - 1, 0, blogSection);
  }
  const directory = llmsDirectory(version, site.baseUrl);
  const text = (value: string): PhrasingContent => ({type: 'text', value});
  const link = (label: string, url: string): PhrasingContent => ({
    type: 'link',
    url,
    children: [text(label)],
  });
  const prose: PhrasingContent[] = [
    text(
      'Each link leads to the Markdown version of a page; its HTML page has the same URL without ',
    ),
    {type: 'inlineCode', value: '.md'},
    text('. '),
    link('llms-full.txt', fileUrl(directory, 'llms-full.txt', site)),
    text(' holds the documentation pages of this list in one file.'),
  ];
  const otherVersions = others.filter((other) => other !== version);
  if (otherVersions.length > 0) {
    prose.push(text(' Other versions: '));
    otherVersions.forEach((other, index) => {
      prose.push(
        ...(index > 0 ? [text(', ')] : []),
        link(other.label, fileUrl(llmsDirectory(other, site.baseUrl), 'llms.txt', site)),
      );
    });
    prose.push(text('.'));
  }
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'heading',
        depth: 1,
        children: [text(version.isLast ? site.title : `${site.title} ${version.label}`)],
      },
      {
        type: 'blockquote',
        children: [{type: 'paragraph', children: [text(versionSummary(version, site))]}],
      },
      {type: 'paragraph', children: prose},
      ...titles.flatMap((title): RootContent[] => {
        const pages = groups.get(title) ?? [];
        return pages.length === 0
          ? []
          : [
              {type: 'heading', depth: 2, children: [{type: 'text', value: title}]},
              linkList(
                pages.map((page) => ({
                  title: page.title,
                  url: `${site.siteUrl}${twinHref(page.permalink, site.baseUrl)}`,
                  description: page.description || undefined,
                })),
              ),
            ];
      }),
    ],
  };
  return renderMarkdown(tree);
}

/** Drops the front matter of a twin. */
const withoutFrontMatter = (markdown: string) => markdown.replace(/^---\n[\s\S]*?\n---\n\n?/, '');

/** A version's llms-full.txt: a short header, then the twin of each page in reading order after a `Source:` line. */
export function llmsFullTxt(
  version: VersionPages,
  twins: ReadonlyMap<string, string>,
  site: SiteFacts,
): string {
  const header = renderMarkdown({
    type: 'root',
    children: [
      {
        type: 'heading',
        depth: 1,
        children: [{type: 'text', value: `${site.title} ${version.label} documentation`}],
      },
      {
        type: 'blockquote',
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                value: `${versionSummary(version, site)} Every page, in reading order, as Markdown.`,
              },
            ],
          },
        ],
      },
    ],
  });
  const pages = version.pages
    .filter(({unlisted}) => !unlisted)
    .map(
      (page) =>
        `Source: ${site.siteUrl}${page.permalink}\n\n${withoutFrontMatter(twins.get(page.permalink) ?? '')}`,
    );
  return [header, ...pages].join('\n');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Matches a `<link>` tag that announces a Markdown alternate, whatever its quoting. */
const markdownAlternate =
  /<link\b(?=[^>]*\brel=["']?alternate\b)(?=[^>]*\btype=["']?text\/markdown\b)[^>]*>/gi;

/**
 * Puts `<link rel="alternate" type="text/markdown" href>` at the end of the
 * page's `<head>`, replacing any Markdown alternate already there, so that
 * running twice leaves one.
 */
export function withAlternateLink(html: string, href: string): string {
  const tag = `<link rel="alternate" type="text/markdown" href="${escapeAttribute(href)}">`;
  const cleaned = html.replace(markdownAlternate, '');
  const end = cleaned.search(/<\/head>/i);
  if (end === -1) {
    throw new Error('no </head>');
  }
  return `${cleaned.slice(0, end)}${tag}${cleaned.slice(end)}`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Writes a Markdown twin of every doc and blog post, links each page to its
 * twin, and writes llms.txt and llms-full.txt for each docs version (see
 * README.md).
 */
export default function markdownTwinsPlugin(
  context: Pick<LoadContext, 'siteDir'>,
  options: Partial<MarkdownTwinsOptions> = {},
): Plugin {
  const settings: MarkdownTwinsOptions = {...defaultOptions, ...options};
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'markdown-twins');
  let loaded: CollectedContent | undefined;
  return {
    name: markdownTwinsPluginName,
    allContentLoaded({allContent}) {
      loaded = collectContent(allContent, settings, context.siteDir);
    },
    async postBuild({outDir, siteConfig}) {
      if (!loaded) {
        throw new Error(`${markdownTwinsPluginName}: postBuild ran before allContentLoaded.`);
      }
      const started = performance.now();
      const content = withServedPermalinks(loaded, siteConfig.trailingSlash, siteConfig.baseUrl);
      const site: SiteFacts = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        siteUrl: siteConfig.url.replace(/\/+$/, ''),
        baseUrl: siteConfig.baseUrl,
      };
      const resolveLink = createLinkResolver(content, site.siteUrl);
      const pages = [...content.versions.flatMap((version) => version.pages), ...content.blogPosts];

      const twins = new Map<string, string>();
      const made = {converted: 0, fromCache: 0, generated: 0};
      // Each conversion runs on its own, after its files are read, so the
      // other plugins' postBuild (local search) gets the event loop in between.
      await Promise.all(
        pages.map(async (page) => {
          if (!page.source) {
            twins.set(page.permalink, generatedIndexMarkdown(page, site.siteUrl));
            made.generated += 1;
            return;
          }
          const source = await readFile(path.join(context.siteDir, page.source), 'utf8');
          const {markdown, fromCache} = await convertWithCache(
            source,
            {
              sourcePath: page.source,
              title: page.title,
              description: page.description,
              pageUrl: `${site.siteUrl}${page.permalink}`,
              siteUrl: site.siteUrl,
              baseUrl: site.baseUrl,
              resolveLink,
              logger: {warn: (message) => logger.warn(`${markdownTwinsPluginName}: ${message}`)},
            },
            cacheDir,
          );
          twins.set(page.permalink, markdown);
          made[fromCache ? 'fromCache' : 'converted'] += 1;
        }),
      );

      const files = new Map<string, string>();
      for (const page of pages) {
        files.set(twinFile(page.permalink, site.baseUrl), twins.get(page.permalink) ?? '');
      }
      for (const version of content.versions) {
        // A version without sections of its own (one just cut from the current
        // docs) is laid out like the current version.
        const sections = settings.sections[version.versionName] ?? settings.sections.current ?? [];
        const directory = llmsDirectory(version, site.baseUrl);
        files.set(
          path.posix.join(directory, 'llms.txt'),
          llmsTxt(
            version,
            content.versions,
            content.blogPosts,
            sections,
            settings.blogSection,
            site,
          ),
        );
        files.set(path.posix.join(directory, 'llms-full.txt'), llmsFullTxt(version, twins, site));
      }

      // Nothing is written unless every file is new or already what it would be.
      const conflicts: string[] = [];
      await Promise.all(
        [...files].map(async ([file, text]) => {
          const existing = await readIfExists(path.join(outDir, file));
          if (existing !== null && existing !== text) {
            conflicts.push(file);
          }
        }),
      );
      if (conflicts.length > 0) {
        throw new Error(
          `${markdownTwinsPluginName}: refusing to overwrite ${conflicts.sort().join(', ')} in ${outDir}: ` +
            'another file of the build has the name of a Markdown twin or llms file. Rename or remove it.',
        );
      }
      const htmlFiles = await Promise.all(
        pages.map(async (page) => {
          for (const candidate of htmlFileCandidates(page.permalink, site.baseUrl)) {
            if (await exists(path.join(outDir, candidate))) {
              return candidate;
            }
          }
          return null;
        }),
      );
      const missing = pages
        .filter((_page, index) => htmlFiles[index] === null)
        .map(({permalink}) => permalink);
      if (missing.length > 0) {
        throw new Error(
          `${markdownTwinsPluginName}: no HTML file for ${missing.join(', ')} in ${outDir}.`,
        );
      }

      const pagesHtml = await Promise.all(
        pages.map(async (page, index) => {
          const file = path.join(outDir, htmlFiles[index] ?? '');
          const html = await readFile(file, 'utf8');
          try {
            return {
              file,
              html,
              updated: withAlternateLink(html, twinHref(page.permalink, site.baseUrl)),
            };
          } catch (error) {
            throw new Error(`${markdownTwinsPluginName}: ${file}: ${(error as Error).message}`, {
              cause: error,
            });
          }
        }),
      );

      await Promise.all(
        [...files].map(async ([file, text]) => {
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, text);
        }),
      );
      await Promise.all(
        pagesHtml
          .filter(({html, updated}) => updated !== html)
          .map(async ({file, updated}) => {
            // Other plugins read the pages during postBuild (local search):
            // a rename swaps the file whole, so they never see half of it.
            const temporary = `${file}.${process.pid}.twin-tmp`;
            await writeFile(temporary, updated);
            await rename(temporary, file);
          }),
      );
      // npm run bench reads this line to report the cost of the plugin.
      logger.info(
        `${markdownTwinsPluginName}: ${twins.size} twins (${made.converted} converted, ${made.fromCache} from the cache, ${made.generated} generated) and ${content.versions.length * 2} llms files in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    },
  };
}
