import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {DrawFont, Drawing} from './draw.mjs';
import type {CardPage} from './types';

/** Open Graph's recommended size. */
export const cardWidth = 1200;
export const cardHeight = 630;

/** What every card shares: fonts, the logo and the site's host name. */
export type CardAssets = {
  regular: Buffer;
  bold: Buffer;
  /** The logo as a data URL. */
  logo: string;
  host: string;
};

/** Loads the Inter fonts (from @fontsource/inter) and the site logo. */
export function loadAssets(siteDir: string, siteUrl: string): CardAssets {
  const fonts = path.dirname(require.resolve('@fontsource/inter/package.json'));
  const font = (weight: number) =>
    readFileSync(path.join(fonts, 'files', `inter-latin-${weight}-normal.woff`));
  const logo = readFileSync(path.join(siteDir, 'static', 'img', 'logo.svg'));
  return {
    regular: font(400),
    bold: font(700),
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    host: new URL(siteUrl).host,
  };
}

/** A content hash of what a card shows and how: the same card is never drawn twice. */
export function cardKey(page: CardPage, assets: CardAssets): string {
  return createHash('sha256')
    .update(JSON.stringify([cardDesignVersion, page.title, page.section, assets.host]))
    .update(assets.logo)
    .update(assets.bold)
    .update(assets.regular)
    .digest('hex')
    .slice(0, 16);
}

/** Change when the layout below changes, so cached cards are drawn again. */
const cardDesignVersion = 4;

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
 * One card as data: the logo and name at the top; the section, the title and
 * the site's host below. Plain objects, so a worker thread can receive it.
 */
export function cardDrawing(page: CardPage, assets: CardAssets): Drawing {
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
      box({alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700}, [
        {type: 'img', props: {src: assets.logo, width: 72, height: 72}},
        'Squirrels',
      ]),
      // An explicit width, or satori measures the title as one line and it overflows.
      box({flexDirection: 'column', gap: 18, width: cardWidth - 2 * 72}, [
        box({fontSize: 30, fontWeight: 700, color: '#9a3412'}, page.section),
        box(
          {
            fontSize: titleSize(page.title),
            fontWeight: 700,
            lineHeight: `${Math.round(titleSize(page.title) * 1.15)}px`,
            width: '100%',
          },
          page.title,
        ),
        box({fontSize: 28, fontWeight: 400, color: '#57534e'}, assets.host),
      ]),
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
export async function renderCard(page: CardPage, assets: CardAssets): Promise<Buffer> {
  const {drawPng} = await import('./draw.mjs');
  return drawPng(cardDrawing(page, assets), cardFonts(assets));
}
