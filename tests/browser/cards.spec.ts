import {readFileSync} from 'node:fs';

import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {builtCardPagePaths, htmlFileOf, parseHtml} from '../support/build';
import {openPage} from '../support/page';
import {expect, test} from '../support/test';
import {siteVersions, versionOfPath, type SiteVersion} from '../support/versions';

/**
 * The cards of a generated category index page (DocCardList) show each doc's
 * description. src/plugins/docs moved those descriptions from the version's
 * metadata, which every page of the version loads, to the category pages'
 * own props: once React has hydrated the page, the cards must say what the
 * server wrote, with no hydration error (the watched page fails the test).
 */

/** A built category index page of a docs version (a page with cards): its site path and HTML. */
function categoryPageOf(version: SiteVersion): {sitePath: string; html: string} | undefined {
  const sitePath = builtCardPagePaths().find((page) => versionOfPath(page) === version);
  return sitePath === undefined
    ? undefined
    : {sitePath, html: readFileSync(htmlFileOf(sitePath), 'utf8')};
}

const cardDescriptions = 'article [class*="cardDescription"]';

for (const version of siteVersions) {
  test(`the cards of a ${version.label} category page keep their docs' descriptions after hydration`, async ({
    page,
  }) => {
    const category = categoryPageOf(version);
    expect(category, `a category page with cards under ${version.path}`).toBeDefined();
    const {sitePath, html} = category ?? {sitePath: '', html: ''};
    const served = selectAll(cardDescriptions, parseHtml(html)).map((node) => toText(node));
    // Docs' descriptions, not only the "N items" of subcategories.
    expect(served.filter((text) => !/^\d+ items?$/.test(text)).length).toBeGreaterThan(1);
    await openPage(page, sitePath);
    await expect(page.locator(cardDescriptions)).toHaveText(served);
  });
}
