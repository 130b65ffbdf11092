import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {cardHeight, cardKey, cardWidth, loadAssets, renderCard, titleSize} from './card';
import socialCardsPlugin, {cardPages} from './index';
import {cardFile, cardUrl} from './paths';
import {docCard, postCard} from './sections';

const siteDir = path.join(__dirname, '..', '..', '..');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const current = {path: '/docs', label: '0.5.x', isLast: true};
const old = {path: '/docs/0.4.x', label: '0.4.x', isLast: false};

describe('card paths', () => {
  it('mirror the permalink under img/social, without the base URL', () => {
    assert.equal(cardFile('/docs/docs/intro', '/'), 'img/social/docs/docs/intro.png');
    assert.equal(cardFile('/squirrels/blog/welcome', '/squirrels/'), 'img/social/blog/welcome.png');
    assert.equal(cardFile('/docs/', '/'), 'img/social/docs.png');
    assert.equal(cardFile('/', '/'), 'img/social/index.png');
    assert.equal(
      cardUrl('/squirrels/docs', 'https://example.org/', '/squirrels/'),
      'https://example.org/squirrels/img/social/docs.png',
    );
  });
});

describe('card sections', () => {
  it('name the part of the docs, and the version when it is not the latest', () => {
    const section = (permalink: string, version = current) =>
      docCard({permalink, title: 'T'}, version).section;
    assert.equal(section('/docs/docs/concepts/parameters'), 'Concepts');
    assert.equal(section('/docs/docs/start/install'), 'Getting started');
    assert.equal(section('/docs/docs/intro'), 'Documentation');
    assert.equal(section('/docs/references/cli/run'), 'CLI reference');
    assert.equal(
      section('/docs/references/python/parameters/DateParameter'),
      'Python API reference',
    );
    assert.equal(section('/docs/references/rest/authentication'), 'REST API reference');
    assert.equal(section('/docs'), 'Documentation');
    assert.equal(section('/docs/0.4.x/docs/topics/seeds', old), 'Developer topics · 0.4.x');
    assert.equal(section('/docs/0.4.x/releases/version-0.4', old), 'Release notes · 0.4.x');
  });

  it('date blog posts', () => {
    assert.equal(
      postCard({permalink: '/blog/welcome', title: 'W', date: '2024-06-22T00:00:00Z'}).section,
      'Blog · June 22, 2024',
    );
  });

  it('cover listed docs of every version and listed posts', () => {
    const pages = cardPages(
      [
        {...current, docs: [{permalink: '/docs/docs/intro', title: 'Intro', unlisted: false}]},
        {
          ...old,
          docs: [
            {permalink: '/docs/0.4.x/docs/intro', title: 'Intro', unlisted: false},
            {permalink: '/docs/0.4.x/docs/hidden', title: 'Hidden', unlisted: true},
          ],
        },
      ],
      [{metadata: {permalink: '/blog/w', title: 'W', date: '2024-01-01', unlisted: false}}],
    );
    assert.deepEqual(
      pages.map(({permalink}) => permalink),
      ['/docs/docs/intro', '/docs/0.4.x/docs/intro', '/blog/w'],
    );
  });
});

describe('cards', () => {
  const assets = loadAssets(siteDir, 'https://squirrels-analytics.github.io');

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
        siteConfig: {url: 'https://squirrels-analytics.github.io'},
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
      for (const file of ['img/social/docs/docs/intro.png', 'img/social/blog/welcome.png']) {
        assert.deepEqual(pngSize(readFileSync(path.join(outDir, file))), [cardWidth, cardHeight]);
      }
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
