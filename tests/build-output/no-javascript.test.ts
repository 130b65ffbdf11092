import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {Element, Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {
  builtPagePaths,
  builtCardPagePaths,
  hasBuild,
  normalisedText,
  readBuiltPage,
  visibleWithoutJs,
} from '../support/build';
import {blogPostFiles} from '../support/content';
import {versionOfPath} from '../support/versions';

/**
 * Readers without JavaScript still get every docs page, blog post and the
 * home page: their main content is in the server-rendered HTML, with the
 * unmaintained-version banner on every page of an unmaintained version.
 * Read from the built HTML as Chromium with JavaScript off shows it
 * (visibleWithoutJs), so run `npm run build` first.
 */

// Without a build, the tests below still run and fail saying so.
const docPaths = hasBuild() ? builtPagePaths().filter((path) => path.startsWith('/docs')) : [];

/** Level-1 headings a reader or screen reader gets (what getByRole finds). */
function levelOneHeadings(tree: Root): Element[] {
  const accessible = visibleWithoutJs(tree, {accessible: true});
  return selectAll('h1, [role="heading"][aria-level="1"]', accessible);
}

/**
 * The text of `main`, close to its innerText: toText follows innerText on
 * the user-agent styles, here on the tree without hidden content. toText
 * also drops <noscript>, which Chromium without JavaScript shows: a
 * fallback message is not page content, so it must not count.
 */
function mainText(tree: Root): string {
  const mains = selectAll('main', tree);
  assert.equal(mains.length, 1, 'main elements');
  const main = visibleWithoutJs(mains[0] as Element);
  // The page's own words: its Markdown body (docs and posts), else the cards
  // of a category index. `main` also holds breadcrumbs, page actions, the
  // table of contents and the pager, which pass 200 characters on their own.
  const bodies = selectAll('.markdown', main);
  const content = bodies.length > 0 ? bodies : selectAll('article', main);
  return content
    .map((element) => toText(element))
    .join(' ')
    .trim();
}

describe('pages without JavaScript', async () => {
  const postPaths = blogPostFiles().map(({page}) => page);

  it('the home page renders without JavaScript', () => {
    const tree = readBuiltPage('/');
    assert.deepEqual(levelOneHeadings(tree).map(normalisedText), ['Squirrels']);
    // A link's accessible name: aria-label, else its text; matched as
    // getByRole({name}) does, case-insensitive substring.
    const getStarted = selectAll('a[href]', visibleWithoutJs(tree, {accessible: true})).filter(
      (link) => /get started/i.test(String(link.properties.ariaLabel ?? normalisedText(link))),
    );
    assert.equal(getStarted.length, 1, "visible 'Get started' links");
  });

  it("every card of a category index says what it leads to: its doc's description, or a category's number of items (src/plugins/docs)", () => {
    const cardPages = builtCardPagePaths();
    assert.ok(cardPages.length >= 2, `${cardPages.length} pages with cards`);
    // The stock card leaves out its description paragraph when it has no description.
    const descriptions = cardPages.flatMap((path) =>
      selectAll('article a[class*="cardContainer_"]', readBuiltPage(path)).map((card) => ({
        path,
        text: selectAll('[class*="cardDescription_"]', card)
          .map((description) => toText(description).trim())
          .join(''),
      })),
    );
    assert.deepEqual(
      descriptions.filter(({text}) => text.length === 0).map(({path}) => path),
      [],
      'pages with a card without a description',
    );
    const ofDocs = descriptions.filter(({text}) => !/^\d+ items?$/.test(text));
    assert.ok(ofDocs.length >= 20, `${ofDocs.length} cards with a doc's description`);
  });

  for (const path of [...docPaths, ...postPaths]) {
    it(`${path} renders without JavaScript`, () => {
      const tree = readBuiltPage(path);
      const headings = levelOneHeadings(tree);
      assert.equal(headings.length, 1, 'visible level-1 headings');
      assert.notEqual(normalisedText(headings[0] as Element), '', 'text of the h1');

      const text = mainText(tree);
      assert.ok(
        text.length > 200,
        `the page's content has ${text.length} characters of text, not over 200`,
      );

      // Every page of an unmaintained version says so, in the HTML itself.
      if (versionOfPath(path).policy.status === 'unmaintained') {
        const banners = selectAll('.theme-doc-version-banner', visibleWithoutJs(tree));
        assert.equal(banners.length, 1, 'visible .theme-doc-version-banner elements');
        assert.match(normalisedText(banners[0] as Element), /no longer actively maintained/);
      }
    });
  }
});
