import {existsSync} from 'node:fs';
import {copyFile, mkdir} from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

import {cardDrawing, cardFonts, cardKey, loadAssets, type CardAssets} from './card';
import {cardFile} from './paths';
import {drawInWorkers, type DrawJob} from './pool';
import {docCard, postCard} from './sections';
import type {CardPage} from './types';

export {cardFile, cardUrl} from './paths';

type DocsVersionInput = {
  path: string;
  label: string;
  isLast: boolean;
  docs: readonly {permalink: string; title: string; unlisted: boolean}[];
};

type BlogPostInput = {
  metadata: {permalink: string; title: string; date: Date | string; unlisted: boolean};
};

/** Every docs page and blog post readers can reach, as cards. */
export function cardPages(
  versions: readonly DocsVersionInput[],
  posts: readonly BlogPostInput[],
): CardPage[] {
  return [
    ...versions.flatMap((version) =>
      version.docs.filter((doc) => !doc.unlisted).map((doc) => docCard(doc, version)),
    ),
    ...posts.filter(({metadata}) => !metadata.unlisted).map(({metadata}) => postCard(metadata)),
  ];
}

/** What {@link writeCards} did. */
export type CardsWritten = {cards: number; drawn: number; fromCache: number};

/**
 * Writes the card of every page into `outDir`: a card already in `cacheDir`
 * (by {@link cardKey}) is copied, the others are drawn in worker threads
 * into the cache first. Two pages that show the same card share one drawing.
 */
export async function writeCards(
  pages: readonly CardPage[],
  options: {
    outDir: string;
    baseUrl: string;
    cacheDir: string;
    assets: CardAssets;
    threads?: number;
  },
): Promise<CardsWritten> {
  const {outDir, baseUrl, cacheDir, assets} = options;
  await mkdir(cacheDir, {recursive: true});
  const cached = pages.map((page) => path.join(cacheDir, `${cardKey(page, assets)}.png`));
  const toDraw = new Map<string, DrawJob>();
  for (const [index, page] of pages.entries()) {
    const file = cached[index] ?? '';
    if (!toDraw.has(file) && !existsSync(file)) {
      toDraw.set(file, {drawing: cardDrawing(page, assets), file, label: page.permalink});
    }
  }
  await drawInWorkers([...toDraw.values()], cardFonts(assets), options.threads);
  await Promise.all(
    pages.map(async (page, index) => {
      const target = path.join(outDir, cardFile(page.permalink, baseUrl));
      await mkdir(path.dirname(target), {recursive: true});
      await copyFile(cached[index] ?? '', target);
    }),
  );
  return {cards: pages.length, drawn: toDraw.size, fromCache: pages.length - toDraw.size};
}

/**
 * Draws an Open Graph card (1200 x 630 PNG) for every docs page and blog
 * post after the build, into `build/img/social/`, with satori and resvg, in
 * worker threads. The theme's metadata wrappers point `og:image` and
 * `twitter:image` at it. Cards are cached by content under
 * `node_modules/.cache/social-cards`.
 */
export default function socialCardsPlugin(context: {
  siteDir: string;
  baseUrl: string;
  siteConfig: {url: string};
}): Plugin {
  let pages: CardPage[] = [];
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'social-cards');
  return {
    name: 'squirrels-social-cards',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: DocsVersionInput[]} | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as
        {blogPosts: BlogPostInput[]} | undefined;
      pages = cardPages(docs?.loadedVersions ?? [], blog?.blogPosts ?? []);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const {cards, drawn, fromCache} = await writeCards(pages, {
        outDir,
        baseUrl: context.baseUrl,
        cacheDir,
        assets: loadAssets(context.siteDir, context.siteConfig.url),
      });
      // npm run bench reads this line to report the cost of the cards.
      logger.info(
        `squirrels-social-cards: ${cards} cards (${drawn} drawn, ${fromCache} from the cache) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    },
  };
}
