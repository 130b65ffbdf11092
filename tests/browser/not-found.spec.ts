import type {Page} from '@playwright/test';
import {select} from 'hast-util-select';

import type {PageEntry} from '../../src/site/pageEntry';
import {suggestPages} from '../../src/site/suggest';
import {builtPagePaths, classesOf, normalisedText, readBuiltPage} from '../support/build';
import {waitForHydration} from '../support/page';
import {baseUrl, siteUrl} from '../support/site';
import {
  latestVersion,
  oldestVersion,
  olderVersions,
  versionLabelPattern,
  versionOfPath,
} from '../support/versions';
import {expect, test} from '../support/test';

/** The helpful not-found page (src/theme/NotFound/Content). */

// The pages this file opens are meant to answer 404.
test.use({allow404: true});

/**
 * The pages the not-found page may suggest, as the build has them: every docs
 * page and category page of every version, and every post, with its title
 * (its h1) and its path with the base URL.
 */
function builtPageEntries(): PageEntry[] {
  return builtPagePaths().flatMap((sitePath): PageEntry[] => {
    const tree = readBuiltPage(sitePath);
    const html = select('html', tree);
    const classes = html ? classesOf(html) : [];
    const h1 = select('h1', tree);
    return (classes.includes('docs-doc-page') || classes.includes('blog-post-page')) && h1
      ? [{title: normalisedText(h1), path: `${baseUrl}${sitePath.slice(1)}`, section: ''}]
      : [];
  });
}

async function openMissing(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await waitForHydration(page);
}

const suggestionLinks = (page: Page) =>
  page
    .locator('section', {has: page.getByRole('heading', {name: 'Did you mean one of these?'})})
    .getByRole('link');

test('suggests the page a misspelt path was meant to reach', async ({page}) => {
  await openMissing(page, '/docs/docs/concept/parametrs');
  await expect(page.getByRole('main')).toContainText(
    'There is no page at /docs/docs/concept/parametrs.',
  );
  const links = suggestionLinks(page);
  await expect(links.first()).toHaveAttribute('href', /\/docs\/docs\/concepts\/parameters$/);
  expect(await links.count()).toBeLessThanOrEqual(5);
  // Exactly what src/site/suggest.ts ranks first among the pages of the build.
  expect(
    await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href'))),
  ).toEqual(
    suggestPages(`${baseUrl}docs/docs/concept/parametrs`, builtPageEntries(), {baseUrl}).map(
      ({path}) => path,
    ),
  );

  await links.first().click();
  await expect(page).toHaveURL(/\/docs\/docs\/concepts\/parameters$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/not found/i);
});

test('suggests pages of the version the path names', async ({page}) => {
  await openMissing(page, `${oldestVersion.path}/references/cli/compil`);
  await expect(suggestionLinks(page).first()).toHaveAttribute(
    'href',
    new RegExp(`${oldestVersion.path.replace(/\./g, '\\.')}/references/cli/compile$`),
  );
});

for (const path of [
  ...olderVersions.map((version) => `${version.path}/nothing`),
  '/docs/docs/nothing',
  '/nothing',
]) {
  test(`${path} hydrates without an error, its heading on screen from first paint, and the version of the path`, async ({
    page,
  }) => {
    // Counts the times the heading leaves the document once it has been in it.
    await page.addInitScript(() => {
      const state = {seen: false, removed: 0};
      (window as Window & {headingWatch?: typeof state}).headingWatch = state;
      new MutationObserver(() => {
        const present = document.querySelector('main h1') !== null;
        if (present) {
          state.seen = true;
        } else if (state.seen) {
          state.removed += 1;
          state.seen = false;
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await openMissing(page, path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const watch = await page.evaluate(
      () => (window as Window & {headingWatch?: {seen: boolean; removed: number}}).headingWatch,
    );
    expect(watch?.removed, 'times the heading left the page').toBe(0);
    // The version dropdown names the path's version once the page has hydrated.
    const version = path === '/nothing' ? latestVersion : versionOfPath(path);
    await expect(
      page
        .locator('.navbar .dropdown > .navbar__link')
        .filter({hasText: versionLabelPattern})
        .first(),
    ).toHaveText(version.label);
  });
}

test('suggests nothing for a path like no page, but still offers the way on', async ({page}) => {
  await openMissing(page, '/qwxz/zzkv');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByRole('heading', {name: 'Did you mean one of these?'})).toHaveCount(0);
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['Documentation', /\/docs$/],
    ['References', /\/docs\/references\/cli$/],
    ['Blog', /\/blog$/],
    ['Home page', /^\/$/],
  ] as const) {
    await expect(main.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
});

test('the search box starts with the words of the missing path and opens the search page', async ({
  page,
}) => {
  await openMissing(page, '/docs/docs/guides/deploy-with-kubernetes');
  const box = page.getByRole('searchbox', {name: 'Search the docs'});
  await expect(box).toHaveValue('guides deploy with kubernetes');
  await box.fill('deploy docker');
  await page.getByRole('main').getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=deploy\+docker$/);
});

test('an unknown docs path, which the docs plugin renders, is titled and helped too', async ({
  page,
}) => {
  // 404.html hydrates into the docs plugin's route, whose stock not-found
  // content sets no title; ours does.
  await openMissing(page, '/docs/docs/intr0');
  await expect(page).toHaveTitle('Page Not Found | Squirrels');
  await expect(suggestionLinks(page).first()).toHaveAttribute('href', /\/docs\/docs\/intro$/);
});
