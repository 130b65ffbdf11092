import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {isDeepStrictEqual} from 'node:util';
import {describe, it} from 'node:test';

import type {Root} from 'hast';
import {select, selectAll} from 'hast-util-select';

import {
  buildFile,
  builtPagePaths,
  builtSiteOrigin,
  classesOf,
  readBuiltPage,
} from '../support/build';
import {blogPostFiles, docIdOf, docsTrees, listFiles, readContent} from '../support/content';
import {baseUrl} from '../support/site';
import {docsVersions, type DocsVersionPolicy} from '../../config/versions';
import {cardAlt, versionCard} from '../../src/site/pages';

/**
 * The link-preview image of every page of the build (src/plugins/social-cards
 * draws the cards, src/components/SocialCardMeta points at them): a docs page
 * or a post shows its own card, `img/social/<path>.png`, 1200 × 630, whose
 * text alternative (`og:image:alt`, `twitter:image:alt`) is the page's title
 * as its source's front matter gives it, the title drawn on the card; every
 * other page shows the site's default card, `img/social-card.png`, with no
 * text alternative of a page's. Run `npm run build` first.
 */

/** The tags a link preview reads, by name: `og:*` are properties, `twitter:*` names. */
const previewTags = [
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:image',
  'twitter:image:alt',
] as const;

type Preview = Partial<Record<(typeof previewTags)[number], string | string[]>>;

/** The preview tags of a built page: a tag's content, or every content when it is there more than once. */
function previewOf(tree: Root): Preview {
  const preview: Preview = {};
  for (const key of previewTags) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    const contents = selectAll(`meta[${attribute}="${key}"]`, tree).map((meta) =>
      String(meta.properties.content),
    );
    if (contents.length > 0) {
      preview[key] = contents.length === 1 ? contents[0] : contents;
    }
  }
  return preview;
}

/** The source of each doc, by version and doc id (the `docs-doc-id-…` class of its page). */
const docSources = new Map<string, string>(
  docsTrees.flatMap(({version, dir}) =>
    listFiles(dir, ['.md', '.mdx']).map((file): [string, string] => [
      `${version} ${docIdOf(file.slice(dir.length + 1))}`,
      file,
    ]),
  ),
);

/** The docs versions whose pages show the version's one card, by name, with their labels (config/versions.ts). */
const versionPolicies: Record<string, DocsVersionPolicy> = docsVersions;
const unmaintainedVersions = new Map<string, string>(
  Object.entries(versionPolicies)
    .filter(([, policy]) => policy.status === 'unmaintained')
    .map(([name, {label}]) => [name, label]),
);

/** The docs version name of a built docs page (`docs-version-0.4.x`), or undefined. */
function docsVersionOf(tree: Root): string | undefined {
  const html = select('html', tree);
  const version = (html ? classesOf(html) : []).find((name) => name.startsWith('docs-version-'));
  return version?.slice('docs-version-'.length);
}

/** The source of a built page that has a card of its own (a doc or a post), or undefined. */
function cardSourceOf(sitePath: string, tree: Root): string | undefined {
  const html = select('html', tree);
  const classes = html ? classesOf(html) : [];
  const docId = classes.find((name) => name.startsWith('docs-doc-id-'));
  if (docId) {
    const version = classes.find((name) => name.startsWith('docs-version-'));
    const key = `${version?.slice('docs-version-'.length)} ${docId.slice('docs-doc-id-'.length)}`;
    const file = docSources.get(key);
    assert.ok(file, `${sitePath}: no source for the doc ${key}`);
    return file;
  }
  if (classes.includes('blog-post-page')) {
    const post = blogPostFiles().find(({page}) => page === sitePath);
    assert.ok(post, `${sitePath}: no post of blog/ at this path`);
    return post.file;
  }
  return undefined;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('social cards', () => {
  it('every docs page and post shows its own card, described by its title; every other page the default card', () => {
    const origin = `${builtSiteOrigin()}${baseUrl}`;
    const defaultCard = `${origin}img/social-card.png`;
    const wrong = builtPagePaths().flatMap((sitePath) => {
      const tree = readBuiltPage(sitePath);
      const source = cardSourceOf(sitePath, tree);
      let expected: Preview;
      if (source) {
        const {title} = readContent(source).frontMatter;
        assert.equal(typeof title, 'string', `${source}: a title in the front matter`);
        const card = `${origin}img/social${sitePath}.png`;
        const version = docsVersionOf(tree);
        // A page of an unmaintained version shows, and describes, the version's card.
        const unmaintained = version === undefined ? undefined : unmaintainedVersions.get(version);
        const alt = unmaintained === undefined ? String(title) : cardAlt(versionCard(unmaintained));
        expected = {
          'og:image': card,
          'og:image:width': '1200',
          'og:image:height': '630',
          'og:image:alt': alt,
          'twitter:card': 'summary_large_image',
          'twitter:image': card,
          'twitter:image:alt': alt,
        };
      } else {
        expected = {
          'og:image': defaultCard,
          'twitter:card': 'summary_large_image',
          'twitter:image': defaultCard,
        };
      }
      const actual = previewOf(tree);
      return isDeepStrictEqual(actual, expected)
        ? []
        : [`${sitePath}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];
    });
    assert.deepEqual(wrong, []);
  });

  it('every card a page points at is a 1200 x 630 PNG of the build', () => {
    const origin = `${builtSiteOrigin()}${baseUrl}`;
    const images = new Set(
      builtPagePaths().flatMap((sitePath) =>
        selectAll('meta[property="og:image"]', readBuiltPage(sitePath)).map((meta) =>
          String(meta.properties.content),
        ),
      ),
    );
    const wrong = [...images].flatMap((image) => {
      const file = buildFile(`/${image.slice(origin.length)}`);
      if (!image.startsWith(origin) || !existsSync(file)) {
        return [`${image}: not a file of the build`];
      }
      const size = pngSize(file);
      return size[0] === 1200 && size[1] === 630 ? [] : [`${image}: ${size.join(' x ')}`];
    });
    assert.deepEqual(wrong, []);
  });
});
