import {copyFileSync, existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

import {cardKey, loadAssets, renderCard} from './card';
import {cardFile} from './paths';
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

/**
 * Draws an Open Graph card (1200 x 630 PNG) for every docs page and blog
 * post after the build, into `build/img/social/`, with satori and resvg. The
 * theme's metadata wrappers point `og:image` and `twitter:image` at it.
 * Cards are cached by content under `node_modules/.cache/social-cards`.
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
      const assets = loadAssets(context.siteDir, context.siteConfig.url);
      mkdirSync(cacheDir, {recursive: true});
      let drawn = 0;
      for (const page of pages) {
        const target = path.join(outDir, cardFile(page.permalink, context.baseUrl));
        const cached = path.join(cacheDir, `${cardKey(page, assets)}.png`);
        if (!existsSync(cached)) {
          writeFileSync(cached, await renderCard(page, assets));
          drawn += 1;
        }
        mkdirSync(path.dirname(target), {recursive: true});
        copyFileSync(cached, target);
      }
      // npm run bench reads this line to report the cost of the cards.
      logger.info(
        `squirrels-social-cards: ${pages.length} cards (${drawn} drawn, ${pages.length - drawn} from the cache) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    },
  };
}
