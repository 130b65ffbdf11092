import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, resolveMarkdownLinkPathname} from '@docusaurus/utils';
import type {List, PhrasingContent, Root, RootContent} from 'mdast';

import {blogContent, docsContent, postsNewestFirst} from '../../site/content';
import {twinFile, twinHref} from '../../site/pages';
import {versionSections, walkSidebars} from '../../site/sidebars';
import {applyTrailingSlash, normalizeSiteUrl, sitePath, trimSlashes} from '../../site/urls';
import {convertWithCache} from './cache';
import {frontMatter, linkList, renderMarkdown, type LinkResolver} from './convert';
import type {
  BlogPostInput,
  CollectedContent,
  IndexItem,
  MarkdownTwinsOptions,
  SidebarItemInput,
  TwinPage,
  VersionInput,
  VersionPages,
} from './types';

export type * from './types';

export const markdownTwinsPluginName = 'squirrels-markdown-twins';

export const defaultOptions: MarkdownTwinsOptions = {
  docsPluginId: 'default',
  blogPluginId: 'default',
  blogSection: 'Blog',
};

/** Heading of the pages that no section claims (llms.txt's name for what a reader may skip). */
export const optionalSection = 'Optional';

/** `@site/docs/intro.md` → `docs/intro.md`; an absolute path → relative to the site. */
function siteRelative(source: string, siteDir: string): string {
  const relative = source.startsWith('@site/')
    ? aliasedSitePathToRelativePath(source)
    : path.relative(siteDir, source);
  return relative.split(path.sep).join('/');
}

function docPage(
  doc: VersionInput['docs'][number],
  siteDir: string,
  section: string | undefined,
): TwinPage {
  return {
    kind: 'doc',
    permalink: doc.permalink,
    title: doc.title,
    description: doc.description,
    unlisted: doc.unlisted,
    source: siteRelative(doc.source, siteDir),
    ...(section === undefined ? {} : {section}),
  };
}

/**
 * The pages of one docs version in reading order, each with its section
 * (`src/site/sidebars.ts`): the version's home page, then each sidebar in
 * turn (a category's own page before its items), then the docs that no
 * sidebar lists, by path.
 */
export function versionPages(version: VersionInput, siteDir: string): TwinPage[] {
  const sections = versionSections(version.sidebars);
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
      add(docPage(doc, siteDir, sections.byDocId.get(id)));
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
  const home = version.docs.find(
    ({permalink}) => trimSlashes(permalink) === trimSlashes(version.path),
  );
  if (home) {
    add(docPage(home, siteDir, sections.titles[0]));
  }
  for (const entry of walkSidebars(version.sidebars)) {
    const {item} = entry;
    if (entry.kind === 'doc' && entry.id !== undefined) {
      addDoc(entry.id);
    } else if (item.type === 'category' && item.link?.type === 'generated-index') {
      add({
        kind: 'generated-index',
        permalink: item.link.permalink,
        title: item.link.title ?? item.label,
        description: item.link.description ?? '',
        unlisted: false,
        items: indexItems(item.items),
        section: entry.section,
      });
    }
  }
  [...version.docs]
    .sort((a, b) => a.permalink.localeCompare(b.permalink))
    .forEach((doc) => add(docPage(doc, siteDir, undefined)));
  return [...pages.values()];
}

/** Gathers the docs of every version and the blog posts (newest first). */
export function collectPages(
  docs: {loadedVersions: readonly VersionInput[]},
  blogPosts: readonly BlogPostInput[],
  siteDir: string,
): CollectedContent {
  const versions: VersionPages[] = docs.loadedVersions.map((version) => ({
    versionName: version.versionName,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    banner: version.banner,
    sections: versionSections(version.sidebars).titles,
    pages: versionPages(version, siteDir),
  }));
  const twinPosts: TwinPage[] = blogPosts.map(({metadata}) => ({
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
  return {versions, blogPosts: twinPosts, contentRoots};
}

/** The collected content with every permalink as the build serves it (`trailingSlash`). */
export function withServedPermalinks(
  content: CollectedContent,
  trailingSlash: boolean | undefined,
  baseUrl: string,
): CollectedContent {
  const fix = (permalink: string) => applyTrailingSlash(permalink, {trailingSlash, baseUrl});
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
 * Resolves a link to a source file with Docusaurus' own resolver
 * (`resolveMarkdownLinkPathname`): relative to the linking file, then from
 * the root of the docs folder it belongs to, then from the site.
 */
export function createLinkResolver(
  content: CollectedContent,
  siteUrl: string,
  siteDir: string,
): LinkResolver {
  const sourceToPermalink = new Map<string, string>();
  for (const page of [...content.versions.flatMap(({pages}) => pages), ...content.blogPosts]) {
    if (page.source) {
      sourceToPermalink.set(`@site/${page.source}`, page.permalink);
    }
  }
  return (from, target) => {
    const root = content.contentRoots.find((candidate) => from.startsWith(`${candidate}/`));
    const permalink = resolveMarkdownLinkPathname(target, {
      sourceFilePath: path.join(siteDir, from),
      sourceToPermalink,
      contentPaths: {
        contentPath: path.join(siteDir, root ?? path.posix.dirname(from)),
        contentPathLocalized: undefined,
      },
      siteDir,
    });
    return permalink === null ? null : `${siteUrl}${permalink}`;
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
  blogSection: string,
  site: SiteFacts,
): string {
  const listed = version.pages.filter(({unlisted}) => !unlisted);
  const titles = [...version.sections, optionalSection];
  const groups = new Map<string, TwinPage[]>(titles.map((title) => [title, []]));
  for (const page of listed) {
    groups.get(page.section ?? optionalSection)?.push(page);
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

/** The twin made for a page; every page gets one before the llms files are written. */
function twinOf(twins: ReadonlyMap<string, string>, permalink: string): string {
  const twin = twins.get(permalink);
  if (twin === undefined) {
    throw new Error(`${markdownTwinsPluginName}: no twin was made for ${permalink}.`);
  }
  return twin;
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
        `Source: ${site.siteUrl}${page.permalink}\n\n${withoutFrontMatter(twinOf(twins, page.permalink))}`,
    );
  return [header, ...pages].join('\n');
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Writes a Markdown twin of every doc and blog post and an llms.txt and
 * llms-full.txt for each docs version (see README.md). The pages announce
 * their twins themselves (`src/components/MarkdownAlternate`).
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
      const docs = docsContent(allContent, markdownTwinsPluginName, settings.docsPluginId);
      const blog = blogContent(allContent, markdownTwinsPluginName, settings.blogPluginId);
      loaded = collectPages(docs, postsNewestFirst(blog), context.siteDir);
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
        siteUrl: normalizeSiteUrl(siteConfig.url),
        baseUrl: siteConfig.baseUrl,
      };
      const resolveLink = createLinkResolver(content, site.siteUrl, context.siteDir);
      const pages = [...content.versions.flatMap((version) => version.pages), ...content.blogPosts];

      const twins = new Map<string, string>();
      const made = {converted: 0, fromCache: 0, generated: 0};
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
        files.set(twinFile(page.permalink, site.baseUrl), twinOf(twins, page.permalink));
      }
      for (const version of content.versions) {
        const directory = llmsDirectory(version, site.baseUrl);
        files.set(
          path.posix.join(directory, 'llms.txt'),
          llmsTxt(version, content.versions, content.blogPosts, settings.blogSection, site),
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
      await Promise.all(
        [...files].map(async ([file, text]) => {
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, text);
        }),
      );
      // npm run bench reads this line to report the cost of the plugin.
      logger.info(
        `${markdownTwinsPluginName}: ${twins.size} twins (${made.converted} converted, ${made.fromCache} from the cache, ${made.generated} generated) and ${content.versions.length * 2} llms files in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    },
  };
}
