import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, resolveMarkdownLinkPathname} from '@docusaurus/utils';
import type {List, Root} from 'mdast';

import {blogContent, docsContent} from '../../site/content';
import {postPages, versionPages as pagesOfVersion, type VersionPage} from '../../site/pages';
import {absoluteUrl, applyTrailingSlash, normalizeSiteUrl} from '../../site/urls';
import {convertWithCache} from './cache';
import {frontMatter, linkList, renderMarkdown, type LinkResolver} from './convert';
import {llmsFiles, type SiteFacts} from './llms';
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
};

/** `@site/docs/intro.md` → `docs/intro.md`; an absolute path → relative to the site. */
function siteRelative(source: string, siteDir: string): string {
  const relative = source.startsWith('@site/')
    ? aliasedSitePathToRelativePath(source)
    : path.relative(siteDir, source);
  return relative.split(path.sep).join('/');
}

/**
 * The pages of one docs version in reading order, each with its section and
 * twin (`src/site/pages.ts`): the version's home page, then each sidebar in
 * turn (a category's own page before its items), then the docs that no
 * sidebar lists, by path. A generated index lists the pages of its category.
 */
export function versionPages(
  version: VersionInput,
  siteDir: string,
  baseUrl: string,
): {sections: string[]; pages: TwinPage[]} {
  const {sections, pages} = pagesOfVersion(version, baseUrl);
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const listedDoc = (id: string) => {
    const doc = docsById.get(id);
    return doc && !doc.unlisted ? doc : undefined;
  };
  const indexItems = (items: readonly SidebarItemInput[]): IndexItem[] =>
    items.flatMap((item): IndexItem[] => {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = listedDoc(item.id);
        return doc
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
        const doc = listedDoc(link.id);
        return doc
          ? [{title: item.label, permalink: doc.permalink, description: doc.description}]
          : [];
      }
      if (link?.type === 'generated-index') {
        return [{title: item.label, permalink: link.permalink, description: link.description}];
      }
      return [{title: item.label, items: indexItems(item.items)}];
    });
  const twinPage = (
    page: VersionPage<VersionInput['docs'][number], SidebarItemInput>,
  ): TwinPage => {
    const {permalink, title, unlisted, section, sectionFrom, twin} = page;
    const facts = {permalink, title, unlisted, section, sectionFrom, twin};
    if (page.kind === 'doc') {
      return {
        kind: 'doc',
        ...facts,
        description: page.doc.description,
        source: siteRelative(page.doc.source, siteDir),
      };
    }
    const {category} = page;
    const link = category.type === 'category' ? category.link : undefined;
    return {
      kind: 'generated-index',
      ...facts,
      description: (link?.type === 'generated-index' ? link.description : undefined) ?? '',
      items: category.type === 'category' ? indexItems(category.items) : [],
    };
  };
  return {sections, pages: pages.map(twinPage)};
}

/** Gathers the docs of every version and the blog posts (newest first). */
export function collectPages(
  docs: {loadedVersions: readonly VersionInput[]},
  blogPosts: readonly BlogPostInput[],
  siteDir: string,
  baseUrl: string,
): CollectedContent {
  const versions: VersionPages[] = docs.loadedVersions.map((version) => ({
    versionName: version.versionName,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    banner: version.banner,
    ...versionPages(version, siteDir, baseUrl),
  }));
  const twinPosts: TwinPage[] = postPages(blogPosts, baseUrl).map(
    ({permalink, title, unlisted, section, sectionFrom, twin, post}) => ({
      kind: 'blog-post',
      permalink,
      title,
      unlisted,
      section,
      sectionFrom,
      twin,
      description: post.metadata.description,
      source: siteRelative(post.metadata.source, siteDir),
    }),
  );
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
    return permalink === null ? null : absoluteUrl(siteUrl, permalink);
  };
}

/** The twin of a generated index page: its description and the pages of its category. */
export function generatedIndexMarkdown(page: TwinPage, siteUrl: string): string {
  const toList = (items: readonly IndexItem[]): List =>
    linkList(
      items.map(({title, permalink, description, items: children}) => ({
        title,
        url: permalink === undefined ? undefined : absoluteUrl(siteUrl, permalink),
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
  context: Pick<LoadContext, 'siteDir' | 'baseUrl'>,
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
      loaded = collectPages(docs, blog.blogPosts, context.siteDir, context.baseUrl);
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

      const made = {converted: 0, fromCache: 0, generated: 0};
      const twinOfPage = await Promise.all(
        pages.map(async (page): Promise<[TwinPage, string]> => {
          if (!page.source) {
            made.generated += 1;
            return [page, generatedIndexMarkdown(page, site.siteUrl)];
          }
          const source = await readFile(path.join(context.siteDir, page.source), 'utf8');
          const {markdown, fromCache} = await convertWithCache(
            source,
            {
              sourcePath: page.source,
              title: page.title,
              description: page.description,
              pageUrl: absoluteUrl(site.siteUrl, page.permalink),
              siteUrl: site.siteUrl,
              baseUrl: site.baseUrl,
              resolveLink,
              logger: {warn: (message) => logger.warn(`${markdownTwinsPluginName}: ${message}`)},
            },
            cacheDir,
          );
          made[fromCache ? 'fromCache' : 'converted'] += 1;
          return [page, markdown];
        }),
      );
      const twins = new Map(twinOfPage.map(([page, markdown]) => [page.permalink, markdown]));

      const files = new Map<string, string>([
        ...twinOfPage.map(([page, markdown]): [string, string] => [page.twin.file, markdown]),
        ...llmsFiles(content, twins, site),
      ]);

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
