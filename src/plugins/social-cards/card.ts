import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {DrawFont, Drawing} from './draw.mjs';
import type {CardContent} from './types';

/** Open Graph's recommended size. */
export const cardWidth = 1200;
export const cardHeight = 630;

/** What every card shares: fonts, the logo, the site's title and its host name. */
export type CardAssets = {
  regular: Buffer;
  bold: Buffer;
  /** The logo as a data URL. */
  logo: string;
  /** The site's title (`siteConfig.title`), beside the logo. */
  name: string;
  host: string;
};

/** Loads the Inter fonts (from @fontsource/inter) and the site logo. */
export function loadAssets(siteDir: string, site: {url: string; title: string}): CardAssets {
  const fonts = path.dirname(require.resolve('@fontsource/inter/package.json'));
  const font = (weight: number) =>
    readFileSync(path.join(fonts, 'files', `inter-latin-${weight}-normal.woff`));
  const logo = readFileSync(path.join(siteDir, 'static', 'img', 'logo.svg'));
  return {
    regular: font(400),
    bold: font(700),
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    name: site.title,
    host: new URL(site.url).host,
  };
}

/** A content hash of what a card shows and how: the same card is never drawn twice. */
export function cardKey(card: CardContent, assets: CardAssets): string {
  const shows = 'tagline' in card ? ['site', card.tagline] : ['page', card.title, card.section];
  return createHash('sha256')
    .update(JSON.stringify([cardDesignVersion, ...shows, assets.name, assets.host]))
    .update(assets.logo)
    .update(assets.bold)
    .update(assets.regular)
    .digest('hex')
    .slice(0, 16);
}

/** Change when the layout below or the drawing (draw.mjs) changes, so cached cards are drawn again. */
const cardDesignVersion = 7;

/** Colours of a card's palette. */
const paletteColours = 256;

type Node = {
  type: string;
  props: {style?: Record<string, unknown>; children?: unknown; [key: string]: unknown};
};

const box = (style: Record<string, unknown>, children: unknown): Node => ({
  type: 'div',
  props: {style: {display: 'flex', ...style}, children},
});

/** Size of the site's title and the logo beside it: small on page cards, large on the default card. */
const brandSizes = {
  page: {logo: 72, gap: 20, fontSize: 36},
  site: {logo: 128, gap: 32, fontSize: 96},
};

/** Title size that keeps long titles on three lines at most. */
export function titleSize(title: string): number {
  if (title.length > 70) {
    return 54;
  }
  if (title.length > 40) {
    return 64;
  }
  return 76;
}

/**
 * Tagline size of the default card: three lines at most up to 110 characters
 * (this site's takes two), four up to about 200.
 */
export function taglineSize(tagline: string): number {
  return tagline.length > 110 ? 44 : 56;
}

/**
 * One card as data: the logo and the site's title at the top; below, a page
 * card's section, title and the site's host, or the default card's tagline
 * and host under a larger logo and title. Plain objects, so a worker thread
 * can receive it.
 */
export function cardDrawing(card: CardContent, assets: CardAssets): Drawing {
  const brand = brandSizes['tagline' in card ? 'site' : 'page'];
  const lines = (text: string, fontSize: number, more: Record<string, unknown> = {}) =>
    box(
      {
        fontSize,
        fontWeight: 700,
        lineHeight: `${Math.round(fontSize * 1.15)}px`,
        width: '100%',
        ...more,
      },
      text,
    );
  const host = box({fontSize: 28, fontWeight: 400, color: '#57534e'}, assets.host);
  const tree = box(
    {
      width: cardWidth,
      height: cardHeight,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: 'linear-gradient(135deg, #fff7ed 0%, #fde7d1 100%)',
      color: '#1c1917',
      fontFamily: 'Inter',
    },
    [
      box({alignItems: 'center', gap: brand.gap, fontSize: brand.fontSize, fontWeight: 700}, [
        {type: 'img', props: {src: assets.logo, width: brand.logo, height: brand.logo}},
        assets.name,
      ]),
      // An explicit width, or satori measures the title as one line and it overflows.
      box(
        {flexDirection: 'column', gap: 18, width: cardWidth - 2 * 72},
        'tagline' in card
          ? [
              ...(card.tagline
                ? [lines(card.tagline, taglineSize(card.tagline), {textWrap: 'balance'})]
                : []),
              host,
            ]
          : [
              box({fontSize: 30, fontWeight: 700, color: '#9a3412'}, card.section),
              lines(card.title, titleSize(card.title)),
              host,
            ],
      ),
    ],
  );
  // A card is a few flat colours and anti-aliased text: a 256-colour palette
  // PNG looks the same as resvg's full-colour one at about a third of the
  // bytes (link previews fetch it on every share).
  return {tree, width: cardWidth, height: cardHeight, colours: paletteColours};
}

/** The fonts of the cards, for satori. Make them once and draw every card with them. */
export function cardFonts(assets: CardAssets): DrawFont[] {
  return [
    {name: 'Inter', data: assets.regular, weight: 400, style: 'normal'},
    {name: 'Inter', data: assets.bold, weight: 700, style: 'normal'},
  ];
}

/**
 * Draws one card on this thread. The plugin draws in worker threads
 * (pool.ts), with the same code (draw.mjs). Imported when called, so that the
 * build's main thread, which draws nothing, never loads satori and resvg.
 */
export async function renderCard(card: CardContent, assets: CardAssets): Promise<Buffer> {
  const {drawPng} = await import('./draw.mjs');
  return drawPng(cardDrawing(card, assets), cardFonts(assets));
}
