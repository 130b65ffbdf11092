import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import UPNG from 'upng-js';

import {
  cardDrawing,
  cardFonts,
  cardHeight,
  cardKey,
  cardWidth,
  loadAssets,
  renderCard,
} from './card';
import {flatBackground, palettePng} from './draw.mjs';
import socialCardsPlugin, {writeCards, type CardVersionInput} from './index';
import {cardFile} from '../../site/pages';
import {drawInWorkers} from './pool';
import {decodedPng} from './decodedPng';

/**
 * Cards drawn with satori, resvg and the palette encoder, on this thread and in
 * the plugin's worker threads (`npm run test:site`: each card costs about half a
 * CPU-second, each pool of threads more). index.test.ts tests which pages get
 * which card, the cards' keys and the PNG encoder on small images.
 */

const siteDir = path.join(__dirname, '..', '..', '..');
const site = {url: 'https://squirrels-analytics.github.io', title: 'Squirrels'};
const tagline = 'REST APIs and MCP servers for data analytics, in Python and SQL';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** The latest docs version, with one page in its sidebar, as the docs plugin loads it. */
const current: Omit<CardVersionInput, 'docs'> = {
  path: '/docs',
  label: '0.5.x',
  isLast: true,
  banner: null,
  sidebars: {docs: [{type: 'doc', id: 'docs/intro'}]},
};

describe('cards', () => {
  const assets = loadAssets(siteDir, site);

  it('are 1200 x 630 PNG images', async () => {
    const png = await renderCard(
      {permalink: '/x', title: 'Widget parameters', section: 'Concepts'},
      assets,
    );
    assert.deepEqual(pngSize(png), [cardWidth, cardHeight]);
  });

  it('are palette PNGs of at most 30 KB, even with a long title', async () => {
    const png = await renderCard(
      {
        permalink: '/x',
        title: 'Querying a billion PostgreSQL rows 27x faster with Squirrels',
        section: 'Python API reference',
      },
      assets,
    );
    // IHDR colour type 3: indexed colour.
    assert.equal(png.readUInt8(25), 3);
    assert.ok(png.length <= 30_000, `${png.length} bytes`);
  });

  it('are written for every page after the build', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
    try {
      const plugin = socialCardsPlugin({
        siteDir,
        baseUrl: '/',
        siteConfig: {...site, tagline, themeConfig: {image: 'img/social-card.png'}},
      });
      await plugin.allContentLoaded?.({
        allContent: {
          'docusaurus-plugin-content-docs': {
            default: {
              loadedVersions: [
                {
                  ...current,
                  docs: [{permalink: '/docs/docs/intro', title: 'Introduction', unlisted: false}],
                },
              ],
            },
          },
          'docusaurus-plugin-content-blog': {
            default: {
              blogPosts: [
                {
                  metadata: {
                    permalink: '/blog/welcome',
                    title: 'Welcome',
                    date: '2024-06-22',
                    unlisted: false,
                  },
                },
              ],
            },
          },
        },
        actions: {} as never,
      });
      await plugin.postBuild?.({outDir} as never);
      for (const file of [
        'img/social/docs/docs/intro.png',
        'img/social/blog/welcome.png',
        'img/social-card.png',
      ]) {
        assert.deepEqual(pngSize(readFileSync(path.join(outDir, file))), [cardWidth, cardHeight]);
      }
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});

describe('drawing', () => {
  const assets = loadAssets(siteDir, site);
  const page = {
    permalink: '/docs/docs/concepts/parameters',
    title: 'Widget parameters and their options',
    section: 'Concepts',
  };

  it('quantises cards as upng-js does, each pixel within one level of it', async () => {
    const titles = [page.title, 'Introduction', 'sqrl compile', 'Querying a billion rows'];
    for (const title of titles) {
      const drawing = cardDrawing({...page, title}, assets);
      const svg = await satori(drawing.tree as never, {
        width: drawing.width,
        height: drawing.height,
        fonts: cardFonts(assets),
      });
      const image = new Resvg(svg, {fitTo: {mode: 'width', value: drawing.width}}).render();
      const pixels = new Uint8Array(image.pixels);
      const ours = decodedPng(palettePng(pixels, image.width, image.height, drawing.colours));
      const theirs = decodedPng(
        Buffer.from(
          UPNG.encode([pixels.slice().buffer], image.width, image.height, drawing.colours),
        ),
      );
      assert.equal(ours.depth, theirs.depth, title);
      assert.equal(ours.paletteSize, theirs.paletteSize, title);
      assert.equal(ours.pixels.length, theirs.pixels.length, title);
      const largest = ours.pixels.reduce(
        (most, value, i) => Math.max(most, Math.abs(value - (theirs.pixels[i] ?? Infinity))),
        0,
      );
      assert.ok(largest <= 1, `${title}: a channel differs by ${largest} levels`);
    }
  });

  it('fills the background with its gradient, not a pattern, and gets the same pixels', async () => {
    const drawing = cardDrawing(page, assets);
    const svg = await satori(drawing.tree as never, {
      width: drawing.width,
      height: drawing.height,
      fonts: cardFonts(assets),
    });
    const flat = flatBackground(svg, drawing.width, drawing.height);
    // Fails when satori writes its background otherwise: cards still draw, slower.
    assert.ok(svg.includes('<pattern'), 'satori draws the background through a pattern');
    assert.ok(!flat.includes('<pattern'), 'the pattern is gone');
    assert.match(flat, /<rect x="0" y="0" width="1200" height="630" fill="url\(#[\w-]+\)"\/>/);
    const options = {fitTo: {mode: 'width', value: drawing.width}} as const;
    const pixels = (source: string) => new Resvg(source, options).render().pixels;
    assert.ok(pixels(flat).equals(pixels(svg)));
    // Anything else is left as it is.
    const other = svg.replace('width="1" height="1"', 'width="0.5" height="0.5"');
    assert.equal(flatBackground(other, drawing.width, drawing.height), other);
  });

  it('gives the same bytes in a worker thread as on the main thread', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-cards-pool-'));
    try {
      const file = path.join(dir, 'card.png');
      await drawInWorkers(
        [{drawing: cardDrawing(page, assets), file, label: page.permalink}],
        cardFonts(assets),
      );
      assert.ok(readFileSync(file).equals(await renderCard(page, assets)));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('fails with the page of a card that cannot be written', async () => {
    await assert.rejects(
      drawInWorkers(
        [
          {
            drawing: cardDrawing(page, assets),
            file: path.join(tmpdir(), 'no-such-folder-for-cards', 'card.png'),
            label: page.permalink,
          },
        ],
        cardFonts(assets),
      ),
      /could not draw the card of \/docs\/docs\/concepts\/parameters: .*ENOENT/,
    );
  });
});

describe('the card cache', () => {
  const assets = loadAssets(siteDir, site);

  it('draws a card once, and again only when what it shows changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-cards-cache-'));
    try {
      const cacheDir = path.join(dir, 'cache');
      const alpha = {permalink: '/docs/a', title: 'Alpha', section: 'Concepts'};
      const beta = {permalink: '/docs/b', title: 'Beta', section: 'Concepts'};
      const pages = [
        alpha,
        beta,
        // Shows the same card as /docs/a: drawn once for both.
        {permalink: '/docs/0.4.x/a', title: 'Alpha', section: 'Concepts'},
      ];
      const write = (outDir: string, cards: typeof pages) =>
        writeCards(cards, {outDir: path.join(dir, outDir), baseUrl: '/', cacheDir, assets});

      assert.deepEqual(await write('first', pages), {cards: 3, drawn: 2, fromCache: 1});
      assert.deepEqual(await write('second', pages), {cards: 3, drawn: 0, fromCache: 3});
      const card = (outDir: string, permalink: string) =>
        readFileSync(path.join(dir, outDir, cardFile(permalink, '/')));
      for (const {permalink} of pages) {
        assert.ok(card('second', permalink).equals(card('first', permalink)), permalink);
      }
      assert.ok(card('second', '/docs/0.4.x/a').equals(card('second', '/docs/a')));

      const renamedBeta = {...beta, title: 'Beta, renamed'};
      const renamed = pages.map((page) => (page === beta ? renamedBeta : page));
      assert.deepEqual(await write('third', renamed), {cards: 3, drawn: 1, fromCache: 2});
      assert.ok(!card('third', '/docs/b').equals(card('first', '/docs/b')));
      assert.ok(card('third', '/docs/b').equals(await renderCard(renamedBeta, assets)));

      // A cached card is copied as it is, not drawn again.
      const cached = path.join(cacheDir, `${cardKey(alpha, assets)}.png`);
      writeFileSync(cached, 'cached bytes');
      assert.deepEqual(await write('fourth', pages), {cards: 3, drawn: 0, fromCache: 3});
      assert.equal(card('fourth', '/docs/a').toString(), 'cached bytes');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the default card', () => {
  const assets = loadAssets(siteDir, site);

  it('is a 1200 x 630 palette PNG of the site title and tagline', async () => {
    const png = await renderCard({tagline}, assets);
    assert.deepEqual(pngSize(png), [cardWidth, cardHeight]);
    assert.equal(png.readUInt8(25), 3);
    assert.ok(png.length <= 30_000, `${png.length} bytes`);
    const drawing = JSON.stringify(cardDrawing({tagline}, assets).tree);
    assert.ok(drawing.includes(`"${tagline}"`) && drawing.includes('"Squirrels"'));
    assert.ok(!drawing.includes('#9a3412'), 'no section line');
  });

  it('is written at its path and drawn once, and again only when the tagline changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-cards-default-'));
    try {
      const cacheDir = path.join(dir, 'cache');
      const page = {permalink: '/docs/a', title: 'Alpha', section: 'Concepts'};
      const write = (outDir: string, defaultTagline: string) =>
        writeCards([page], {
          outDir: path.join(dir, outDir),
          baseUrl: '/',
          cacheDir,
          assets,
          defaultCard: {file: 'img/social-card.png', tagline: defaultTagline},
        });
      const card = (outDir: string) => readFileSync(path.join(dir, outDir, 'img/social-card.png'));

      assert.deepEqual(await write('first', tagline), {cards: 2, drawn: 2, fromCache: 0});
      assert.deepEqual(pngSize(card('first')), [cardWidth, cardHeight]);
      assert.ok(card('first').equals(await renderCard({tagline}, assets)));
      assert.ok(existsSync(path.join(dir, 'first', cardFile(page.permalink, '/'))));

      assert.deepEqual(await write('second', tagline), {cards: 2, drawn: 0, fromCache: 2});
      assert.ok(card('second').equals(card('first')));

      assert.deepEqual(await write('third', 'Data APIs in Python and SQL'), {
        cards: 2,
        drawn: 1,
        fromCache: 1,
      });
      assert.ok(!card('third').equals(card('first')));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
