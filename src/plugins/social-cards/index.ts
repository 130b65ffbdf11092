import {existsSync} from 'node:fs';
import {copyFile, mkdir} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

import {blogContent, docsContent, type BlogPost, type LoadedVersion} from '../../site/content';
import {cardFile, postPages, versionCard, versionPages} from '../../site/pages';
import {sitePath} from '../../site/urls';

import {cardDrawing, cardFonts, cardKey, loadAssets, type CardAssets} from './card';
import {drawInWorkers, type DrawJob} from './pool';
import type {CardContent, CardPage} from './types';

export const socialCardsPluginName = 'squirrels-social-cards';

/** The parts of a loaded docs version the cards read. */
export type DocsVersionInput = Pick<LoadedVersion, 'path' | 'label' | 'isLast' | 'sidebars'> & {
  docs: readonly Pick<LoadedVersion['docs'][number], 'id' | 'permalink' | 'title' | 'unlisted'>[];
};

/** The parts of a blog post the cards read. */
export type BlogPostInput = {
  metadata: Pick<BlogPost['metadata'], 'permalink' | 'title' | 'date' | 'unlisted'>;
};

/** A post's date as its card shows it: `June 22, 2024`. */
const postDate = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A docs version as the cards read it: its pages and sidebars, and its banner. */
export type CardVersionInput = DocsVersionInput & Pick<LoadedVersion, 'banner'>;

/**
 * The cards of an unmaintained version (the docs plugin's `unmaintained`
 * banner, from `config/versions.ts`): one card for all its listed pages,
 * which names the version, not the page. Those pages are out of search
 * engines (noindex) and rarely shared; one drawing instead of one a page
 * takes 80 drawings off every cold build. Each page still has its card at its
 * own path, a copy of that one.
 */
export function versionCards(version: CardVersionInput, baseUrl: string): CardPage[] {
  return versionPages(version, baseUrl).pages.flatMap((page): CardPage[] =>
    page.card === undefined ? [] : [{permalink: page.permalink, ...versionCard(version.label)}],
  );
}

/**
 * Every page with a card of its own (`src/site/pages.ts`: the listed docs of
 * every version and the listed posts), and the line above its title: a doc's
 * section and, for a version other than the latest, the version's label; a
 * post's section and date.
 */
export function cardPages(
  versions: readonly CardVersionInput[],
  posts: readonly BlogPostInput[],
  baseUrl: string,
): CardPage[] {
  const docs = versions.flatMap((version) =>
    version.banner === 'unmaintained'
      ? versionCards(version, baseUrl)
      : versionPages(version, baseUrl).pages.flatMap((page): CardPage[] =>
          page.card === undefined
            ? []
            : [
                {
                  permalink: page.permalink,
                  title: page.title,
                  section: version.isLast ? page.section : `${page.section} · ${version.label}`,
                },
              ],
        ),
  );
  const blog = postPages(posts, baseUrl).flatMap(({card, permalink, title, section, post}) =>
    card === undefined
      ? []
      : [
          {
            permalink,
            title,
            section: `${section} · ${postDate.format(new Date(post.metadata.date))}`,
          },
        ],
  );
  return [...docs, ...blog];
}

/**
 * Worker threads for the cards: one core is left to the main thread, where
 * the other plugins' postBuild (Markdown twins, search index) runs at the
 * same time. On two cores one worker draws as fast as two, which would only
 * share the second core with each other, and the build's peak memory is one
 * worker (about 90 MB) lower.
 */
export function cardThreads(cores: number = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** What {@link writeCards} did. */
export type CardsWritten = {cards: number; drawn: number; fromCache: number};

/** The parts of `siteConfig` the plugin reads. */
type SiteConfigInput = {
  url: string;
  title: string;
  tagline?: string;
  themeConfig?: {image?: unknown};
  staticDirectories?: string[];
};

/** The site's default card: where it goes under `outDir`, and the tagline it shows. */
export type DefaultCard = {file: string; tagline: string};

/**
 * Writes the card of every page, and the site's default card if given, into
 * `outDir`: a card already in `cacheDir` (by {@link cardKey}) is copied, the
 * others are drawn in worker threads into the cache first. Two pages that
 * show the same card share one drawing.
 */
export async function writeCards(
  pages: readonly CardPage[],
  options: {
    outDir: string;
    baseUrl: string;
    cacheDir: string;
    assets: CardAssets;
    defaultCard?: DefaultCard;
    threads?: number;
  },
): Promise<CardsWritten> {
  const {outDir, baseUrl, cacheDir, assets, defaultCard} = options;
  const cards: {card: CardContent; target: string; label: string}[] = pages.map((page) => ({
    card: page,
    target: cardFile(page.permalink, baseUrl),
    label: page.permalink,
  }));
  if (defaultCard) {
    cards.push({
      card: {tagline: defaultCard.tagline},
      target: defaultCard.file,
      label: `the site (${defaultCard.file})`,
    });
  }
  await mkdir(cacheDir, {recursive: true});
  const withCache = cards.map((card) => ({
    ...card,
    cached: path.join(cacheDir, `${cardKey(card.card, assets)}.png`),
  }));
  const toDraw = new Map<string, DrawJob>();
  for (const {card, label, cached: file} of withCache) {
    if (!toDraw.has(file) && !existsSync(file)) {
      toDraw.set(file, {drawing: cardDrawing(card, assets), file, label});
    }
  }
  await drawInWorkers([...toDraw.values()], cardFonts(assets), options.threads);
  await Promise.all(
    withCache.map(async ({target, cached}) => {
      const file = path.join(outDir, target);
      await mkdir(path.dirname(file), {recursive: true});
      await copyFile(cached, file);
    }),
  );
  return {cards: cards.length, drawn: toDraw.size, fromCache: cards.length - toDraw.size};
}

/**
 * Where the site's default card goes, relative to the build directory: the
 * path of `themeConfig.image` as Docusaurus links it (`img/social-card.png`,
 * with or without a leading slash or the base URL). Undefined when the image
 * is not set, is on another site, or is not a PNG.
 */
export function defaultCardFile(image: unknown, baseUrl: string): string | undefined {
  if (typeof image !== 'string' || /^(?:[A-Za-z]+:)?\/\//.test(image)) {
    return undefined;
  }
  const file = sitePath(image, baseUrl);
  return /\.png$/i.test(file) ? file : undefined;
}

/**
 * The site's default card, at the path `themeConfig.image` names, unless that
 * image is not a PNG of this site or a static directory holds a file there
 * (which Docusaurus copies, and which then stays the default card).
 */
export function siteDefaultCard(
  siteDir: string,
  baseUrl: string,
  siteConfig: SiteConfigInput,
): DefaultCard | undefined {
  const file = defaultCardFile(siteConfig.themeConfig?.image, baseUrl);
  const staticDirs = siteConfig.staticDirectories ?? ['static'];
  if (!file || staticDirs.some((dir) => existsSync(path.resolve(siteDir, dir, file)))) {
    return undefined;
  }
  return {file, tagline: siteConfig.tagline ?? ''};
}

/**
 * Draws an Open Graph card (1200 x 630 PNG) for every docs page and blog
 * post after the build, into `build/img/social/`, with satori and resvg, in
 * worker threads. The theme's metadata wrappers point `og:image` and
 * `twitter:image` at it. It also draws the site's default card, for the
 * other pages, at the path `themeConfig.image` names (`img/social-card.png`).
 * Cards are cached by content under `node_modules/.cache/social-cards`.
 */
export default function socialCardsPlugin(context: {
  siteDir: string;
  baseUrl: string;
  siteConfig: SiteConfigInput;
}): Plugin {
  let pages: CardPage[] = [];
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'social-cards');
  return {
    name: socialCardsPluginName,

    async allContentLoaded({allContent}) {
      const docs = docsContent(allContent, socialCardsPluginName);
      const blog = blogContent(allContent, socialCardsPluginName);
      pages = cardPages(docs.loadedVersions, blog.blogPosts, context.baseUrl);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const {cards, drawn, fromCache} = await writeCards(pages, {
        outDir,
        baseUrl: context.baseUrl,
        cacheDir,
        assets: loadAssets(context.siteDir, context.siteConfig),
        defaultCard: siteDefaultCard(context.siteDir, context.baseUrl, context.siteConfig),
        threads: cardThreads(),
      });
      // npm run bench reads this line to report the cost of the cards.
      logger.info(
        `squirrels-social-cards: ${cards} cards (${drawn} drawn, ${fromCache} from the cache) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    },
  };
}
