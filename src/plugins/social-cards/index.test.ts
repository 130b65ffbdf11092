import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
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
  taglineSize,
  titleSize,
} from './card';
import {flatBackground, palettePng} from './draw.mjs';
import socialCardsPlugin, {
  cardPages,
  cardThreads,
  defaultCardFile,
  siteDefaultCard,
  versionCards,
  writeCards,
  type DocsVersionInput,
} from './index';
import {cardFile, fallbackSection} from '../../site/pages';
import {drawInWorkers} from './pool';
import {itemAt} from '../../utils/itemAt';

const siteDir = path.join(__dirname, '..', '..', '..');
const site = {url: 'https://squirrels-analytics.github.io', title: 'Squirrels'};
const tagline = 'REST APIs and MCP servers for data analytics, in Python and SQL';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

type Sidebars = DocsVersionInput['sidebars'];
const doc = (id: string) => ({type: 'doc', id}) as const;
const category = (label: string, items: Sidebars[string]) =>
  ({type: 'category', label, items, collapsed: false, collapsible: true}) as const;

/** Sidebars shaped like the site's, as the docs plugin loads them. */
const currentSidebars: Sidebars = {
  docs: [
    doc('docs/intro'),
    category('Getting started', [doc('docs/start/install')]),
    category('Concepts', [
      doc('docs/concepts/parameters'),
      category('Data models', [doc('docs/concepts/models-seed')]),
    ]),
  ],
  references: [
    category('CLI', [doc('references/cli/run')]),
    category('Python API', [doc('references/python/parameters/DateParameter')]),
  ],
};
const oldSidebars: Sidebars = {
  docs: [doc('docs/intro'), category('Developer topics', [doc('docs/topics/seeds')])],
  releases: [doc('releases/version-0.4')],
};
const current = {
  path: '/docs',
  label: '0.5.x',
  isLast: true,
  banner: null,
  sidebars: currentSidebars,
};
const old = {
  path: '/docs/0.4.x',
  label: '0.4.x',
  isLast: false,
  banner: 'unmaintained',
  sidebars: oldSidebars,
} as const;

describe('card paths', () => {
  it('put the default card where themeConfig.image points, under the build directory', () => {
    assert.equal(defaultCardFile('img/social-card.png', '/'), 'img/social-card.png');
    assert.equal(defaultCardFile('/img/social-card.png', '/'), 'img/social-card.png');
    assert.equal(defaultCardFile('img/social-card.png', '/squirrels/'), 'img/social-card.png');
    assert.equal(defaultCardFile('/squirrels/img/card.PNG', '/squirrels/'), 'img/card.PNG');
    // Not drawn: no image, an image on another site, or not a PNG.
    assert.equal(defaultCardFile(undefined, '/'), undefined);
    assert.equal(defaultCardFile('https://example.org/card.png', '/'), undefined);
    assert.equal(defaultCardFile('//example.org/card.png', '/'), undefined);
    assert.equal(defaultCardFile('img/social-card.jpg', '/'), undefined);
  });
});

describe('card sections', () => {
  it('name the section of the sidebars, and the version when it is not the latest', () => {
    const section = (id: string, version: Omit<DocsVersionInput, 'docs'> = current) => {
      const permalink = id === '' ? version.path : `${version.path}/${id}`;
      const docs = [{id, permalink, title: 'T', unlisted: false}];
      const [card] = cardPages([{...version, banner: null, docs}], [], '/');
      return card?.section;
    };
    assert.equal(section('docs/concepts/parameters'), 'Concepts');
    assert.equal(section('docs/concepts/models-seed'), 'Concepts');
    assert.equal(section('docs/start/install'), 'Getting started');
    assert.equal(section('docs/intro'), 'Getting started');
    assert.equal(section(''), 'Getting started');
    assert.equal(section('references/cli/run'), 'CLI reference');
    assert.equal(section('references/python/parameters/DateParameter'), 'Python API reference');
    assert.equal(section('docs/tba'), fallbackSection);
    assert.equal(section('docs/topics/seeds', old), 'Developer topics · 0.4.x');
    assert.equal(section('releases/version-0.4', old), 'Release notes · 0.4.x');
  });

  it('date blog posts', () => {
    const post = {
      permalink: '/blog/welcome',
      title: 'W',
      date: new Date('2024-06-22T00:00:00Z'),
      unlisted: false,
    };
    assert.deepEqual(cardPages([], [{metadata: post}], '/'), [
      {permalink: '/blog/welcome', title: 'W', section: 'Blog · June 22, 2024'},
    ]);
  });

  it('cover listed docs of every version and listed posts', () => {
    const pages = cardPages(
      [
        {
          ...current,
          docs: [
            {id: 'docs/intro', permalink: '/docs/docs/intro', title: 'Intro', unlisted: false},
          ],
        },
        {
          ...old,
          docs: [
            {
              id: 'docs/intro',
              permalink: '/docs/0.4.x/docs/intro',
              title: 'Intro',
              unlisted: false,
            },
            {
              id: 'docs/hidden',
              permalink: '/docs/0.4.x/docs/hidden',
              title: 'Hidden',
              unlisted: true,
            },
          ],
        },
      ],
      [
        {
          metadata: {
            permalink: '/blog/w',
            title: 'W',
            date: new Date('2024-01-01'),
            unlisted: false,
          },
        },
        {
          metadata: {
            permalink: '/blog/draft',
            title: 'Draft',
            date: new Date('2024-02-01'),
            unlisted: true,
          },
        },
      ],
      '/',
    );
    assert.deepEqual(
      pages.map(({permalink}) => permalink),
      ['/docs/docs/intro', '/docs/0.4.x/docs/intro', '/blog/w'],
    );
    // The unmaintained version's page shows the version's card.
    assert.deepEqual(pages[1], {
      permalink: '/docs/0.4.x/docs/intro',
      title: 'Docs for version 0.4.x',
      section: 'No longer maintained',
    });
  });

  it('give all the pages of an unmaintained version one card, and other versions one a page', () => {
    const docs = [
      {id: 'docs/intro', permalink: '/docs/0.4.x/docs/intro', title: 'Intro', unlisted: false},
      {
        id: 'docs/topics/seeds',
        permalink: '/docs/0.4.x/docs/topics/seeds',
        title: 'Seeds',
        unlisted: false,
      },
    ];
    const cards = versionCards({...old, docs}, '/');
    assert.deepEqual(
      cards.map(({permalink}) => permalink),
      docs.map(({permalink}) => permalink),
    );
    const assets = loadAssets(siteDir, site);
    assert.equal(new Set(cards.map((card) => cardKey(card, assets))).size, 1);
    // The same version while it is maintained (no banner, or a newer one's), page by page.
    for (const banner of [null, 'unreleased'] as const) {
      const perPage = cardPages([{...old, banner, docs}], [], '/');
      assert.deepEqual(
        perPage.map(({title, section}) => [title, section]),
        [
          ['Intro', 'Getting started · 0.4.x'],
          ['Seeds', 'Developer topics · 0.4.x'],
        ],
      );
    }
  });
});

describe('card threads', () => {
  it('leave one core to the main thread, and are at least one', () => {
    assert.equal(cardThreads(1), 1);
    assert.equal(cardThreads(2), 1);
    assert.equal(cardThreads(4), 3);
  });
});

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

  it('are keyed by what they show', () => {
    const page = {permalink: '/x', title: 'A', section: 'Concepts'};
    assert.equal(cardKey(page, assets), cardKey({...page, permalink: '/y'}, assets));
    assert.notEqual(cardKey(page, assets), cardKey({...page, title: 'B'}, assets));
    assert.notEqual(cardKey(page, assets), cardKey({...page, section: 'Guides'}, assets));
  });

  it('shrink long titles', () => {
    assert.ok(titleSize('a'.repeat(80)) < titleSize('a'.repeat(50)));
    assert.ok(titleSize('a'.repeat(50)) < titleSize('Short'));
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

  /** The RGBA pixels of a PNG, as upng-js decodes it, with its bit depth and palette size. */
  const decoded = (png: Buffer) => {
    const image = UPNG.decode(new Uint8Array(png).buffer);
    return {
      pixels: new Uint8Array(itemAt(UPNG.toRGBA8(image), 0)),
      depth: image.depth,
      paletteSize: (image.tabs.PLTE?.length ?? 0) / 3,
    };
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
      const ours = decoded(palettePng(pixels, image.width, image.height, drawing.colours));
      const theirs = decoded(
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

  it('writes images of 1 to 40 colours without loss, at the fewest bits a pixel', () => {
    const [width, height] = [37, 11];
    for (const [count, depth] of [
      [1, 1],
      [2, 2],
      [9, 4],
      [40, 8],
    ] as const) {
      const rgba = new Uint8Array(width * height * 4);
      for (let pixel = 0; pixel < width * height; pixel++) {
        const colour = (pixel * 7) % count;
        rgba.set(
          [colour * 13, 255 - colour, (colour * 5) % 256, colour % 3 ? 255 : 128],
          pixel * 4,
        );
      }
      const ours = decoded(palettePng(rgba, width, height, 256));
      // The same pixels as upng-js, which premultiplies alpha as we do (so
      // half-transparent colours round the same way).
      const theirs = decoded(Buffer.from(UPNG.encode([rgba.slice().buffer], width, height, 256)));
      assert.deepEqual(ours.pixels, theirs.pixels, `${count} colours`);
      // A palette entry a colour, and transparent black, at 1, 2, 4 or 8 bits a pixel.
      assert.equal(ours.paletteSize, count + 1, `${count} colours`);
      assert.equal(ours.depth, depth, `${count} colours`);
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

  it('is keyed by the tagline and the site title, apart from any page card', () => {
    const key = cardKey({tagline}, assets);
    assert.notEqual(key, cardKey({tagline: 'Another tagline'}, assets));
    assert.notEqual(key, cardKey({tagline}, {...assets, name: 'Chipmunks'}));
    assert.notEqual(key, cardKey({permalink: '/', title: tagline, section: ''}, assets));
    assert.ok(taglineSize('a'.repeat(120)) < taglineSize(tagline));
  });

  it('goes where themeConfig.image points, unless a static file is there', () => {
    const config = {...site, tagline, themeConfig: {image: 'img/social-card.png'}};
    assert.deepEqual(siteDefaultCard(siteDir, '/', config), {file: 'img/social-card.png', tagline});
    assert.equal(siteDefaultCard(siteDir, '/', {...config, themeConfig: {}}), undefined);
    const dir = mkdtempSync(path.join(tmpdir(), 'social-cards-static-'));
    try {
      mkdirSync(path.join(dir, 'img'));
      writeFileSync(path.join(dir, 'img', 'social-card.png'), 'made by hand');
      assert.equal(siteDefaultCard(siteDir, '/', {...config, staticDirectories: [dir]}), undefined);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
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
