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
import {palettePng} from './draw.mjs';
import socialCardsPlugin, {
  cardPages,
  defaultCardFile,
  siteDefaultCard,
  writeCards,
  type DocsVersionInput,
} from './index';
import {cardFile, fallbackSection} from '../../site/pages';
import {drawInWorkers} from './pool';

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
const current = {path: '/docs', label: '0.5.x', isLast: true, sidebars: currentSidebars};
const old = {path: '/docs/0.4.x', label: '0.4.x', isLast: false, sidebars: oldSidebars};

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
      const [card] = cardPages([{...version, docs}], [], '/');
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

  it('writes the same bytes as upng-js', async () => {
    const drawing = cardDrawing(page, assets);
    const svg = await satori(drawing.tree as never, {
      width: drawing.width,
      height: drawing.height,
      fonts: cardFonts(assets),
    });
    const image = new Resvg(svg, {fitTo: {mode: 'width', value: drawing.width}}).render();
    const pixels = new Uint8Array(image.pixels);
    const expected = Buffer.from(
      UPNG.encode([pixels.slice().buffer], image.width, image.height, drawing.colours),
    );
    assert.ok(palettePng(pixels, image.width, image.height, drawing.colours).equals(expected));
  });

  it('writes the same bytes as upng-js for images of 1 to 300 colours, at every bit depth', () => {
    const [width, height] = [37, 11];
    for (const count of [1, 2, 9, 40, 300]) {
      const rgba = new Uint8Array(width * height * 4);
      for (let pixel = 0; pixel < width * height; pixel++) {
        const colour = (pixel * 7) % count;
        rgba.set(
          [colour * 13, 255 - colour, (colour * 5) % 256, colour % 3 ? 255 : 128],
          pixel * 4,
        );
      }
      const expected = Buffer.from(UPNG.encode([rgba.slice().buffer], width, height, 256));
      const png = palettePng(rgba, width, height, 256);
      assert.ok(png.equals(expected), `${count} colours`);
      // IHDR bit depth: 1, 2, 4 or 8 bits a pixel, as few as the palette allows.
      assert.equal(png.readUInt8(24), expected.readUInt8(24));
    }
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
