import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import UPNG from 'upng-js';

import {cardKey, loadAssets, taglineSize, titleSize} from './card';
import {palettePng} from './draw.mjs';
import {
  cardPages,
  cardThreads,
  defaultCardFile,
  siteDefaultCard,
  versionCards,
  type DocsVersionInput,
} from './index';
import {versionPages} from '../../site/pages';
import {decodedPng} from './decodedPng';

const siteDir = path.join(__dirname, '..', '..', '..');
const site = {url: 'https://squirrels-analytics.github.io', title: 'Squirrels'};
const tagline = 'REST APIs and MCP servers for data analytics, in Python and SQL';

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
  it('name the page’s section, and the version when it is not the latest', () => {
    // The section is the page model's (src/site/pages.test.ts); the card adds the version.
    const docsOf = (version: Omit<DocsVersionInput, 'docs'>, ids: string[]) =>
      ids.map((id) => ({
        id,
        permalink: id === '' ? version.path : `${version.path}/${id}`,
        title: `Title of ${id}`,
        unlisted: false,
      }));
    const cases = [
      {
        ...current,
        docs: docsOf(current, [
          '',
          'docs/intro',
          'docs/concepts/models-seed',
          'references/cli/run',
          'docs/tba',
        ]),
      },
      // 0.4.x while it is maintained: a card a page.
      {
        ...old,
        banner: null,
        docs: docsOf(old, ['', 'docs/topics/seeds', 'releases/version-0.4']),
      },
    ];
    for (const version of cases) {
      const suffix = version.isLast ? '' : ` · ${version.label}`;
      const expected = versionPages(version, '/').pages.map(({permalink, title, section}) => ({
        permalink,
        title,
        section: `${section}${suffix}`,
      }));
      assert.equal(expected.length, version.docs.length);
      assert.deepEqual(cardPages([version], [], '/'), expected, version.label);
    }
    assert.equal(
      cardPages([{...old, banner: null, docs: docsOf(old, ['docs/topics/seeds'])}], [], '/')[0]
        ?.section,
      'Developer topics · 0.4.x',
    );
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
});

describe('palette PNGs', () => {
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
      const ours = decodedPng(palettePng(rgba, width, height, 256));
      // The same pixels as upng-js, which premultiplies alpha as we do (so
      // half-transparent colours round the same way).
      const theirs = decodedPng(
        Buffer.from(UPNG.encode([rgba.slice().buffer], width, height, 256)),
      );
      assert.deepEqual(ours.pixels, theirs.pixels, `${count} colours`);
      // A palette entry a colour, and transparent black, at 1, 2, 4 or 8 bits a pixel.
      assert.equal(ours.paletteSize, count + 1, `${count} colours`);
      assert.equal(ours.depth, depth, `${count} colours`);
    }
  });
});

describe('the default card', () => {
  const assets = loadAssets(siteDir, site);

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
});
