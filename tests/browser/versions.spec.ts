import {escapeRegexp} from '@docusaurus/utils';
import {expect, test, type Page} from '@playwright/test';

import {docsVersions, type DocsVersionPolicy} from '../../config/versions';
import cutVersions from '../../versions.json';
import {phoneScreen} from '../support/layout';
import {openPage} from '../support/page';

/** The version dropdown (stock behaviour plus "All versions"), /versions and the 0.4.x banner. */

const versionDropdown = (page: Page) =>
  page
    .locator('nav.navbar .dropdown')
    .filter({has: page.locator('a', {hasText: /^0\.[45]\.x$/})})
    .first();

async function chooseVersion(page: Page, label: string): Promise<void> {
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: label}).click();
}

/** The theme's storage key, before the per-site namespace suffix. */
const preferredVersionKey = 'docs-preferred-version-default';

const preferredVersion = (page: Page) =>
  page.evaluate((preferredVersionKey) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith(preferredVersionKey));
    return key ? localStorage.getItem(key) : null;
  }, preferredVersionKey);

test('switching version keeps the page when it exists in the other version', async ({page}) => {
  await openPage(page, '/docs/references/cli/compile');
  await chooseVersion(page, '0.4.x');
  await expect(page).toHaveURL(/\/docs\/0\.4\.x\/references\/cli\/compile$/);
  await expect(versionDropdown(page).locator('> a')).toHaveText('0.4.x');
  expect(await preferredVersion(page)).toBe('0.4.x');

  await chooseVersion(page, '0.5.x');
  await expect(page).toHaveURL(/\/docs\/references\/cli\/compile$/);
  expect(await preferredVersion(page)).toBe('current');
});

test("switching version from a page the other version lacks opens that version's main doc", async ({
  page,
}) => {
  await openPage(page, '/docs/docs/concepts/models-build');
  await chooseVersion(page, '0.4.x');
  await expect(page).toHaveURL(/\/docs\/0\.4\.x$/);
});

test('the remembered version is used on pages outside the docs', async ({page}) => {
  await openPage(page, '/docs/0.4.x/docs/intro');
  await chooseVersion(page, '0.4.x');
  await openPage(page, '/blog');
  await expect(versionDropdown(page).locator('> a')).toHaveText('0.4.x');
});

test('a remembered version that no longer exists is cleared', async ({page}) => {
  // Learn the namespaced storage key from a real choice first.
  await openPage(page, '/docs/docs/intro');
  await chooseVersion(page, '0.4.x');
  const storedKey = await page.evaluate(
    (prefix) => Object.keys(localStorage).find((item) => item.startsWith(prefix)),
    preferredVersionKey,
  );
  expect(storedKey).toBeTruthy();
  await page.evaluate((name) => localStorage.setItem(name, '0.1.x'), storedKey ?? '');
  await openPage(page, '/blog');
  await expect.poll(() => preferredVersion(page)).toBeNull();
  await expect(versionDropdown(page).locator('> a')).toHaveText('0.5.x');
});

test('the dropdown ends with "All versions", which opens the versions page', async ({page}) => {
  await openPage(page, '/docs/docs/intro');
  const entries = versionDropdown(page).locator('.dropdown__menu a');
  await expect(entries).toHaveText(['0.5.x', '0.4.x', 'All versions']);
  await chooseVersion(page, 'All versions');
  await expect(page).toHaveURL(/\/versions$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docs versions');
});

test('the versions page lists each version with its status and links', async ({page}) => {
  await openPage(page, '/versions');
  const latest = page.getByRole('article', {name: '0.5.x'});
  await expect(latest).toContainText('Latest');
  await expect(latest.getByRole('link', {name: 'Docs'})).toHaveAttribute(
    'href',
    /\/docs\/docs\/intro$/,
  );
  await expect(latest.getByRole('link', {name: 'References'})).toHaveAttribute(
    'href',
    /\/docs\/references\//,
  );
  await expect(latest.getByRole('link', {name: 'Release notes'})).toHaveAttribute(
    'href',
    /\/docs\/docs\/releases$/,
  );
  await expect(latest.getByRole('link', {name: 'Upgrade guide'})).toHaveCount(0);

  const older = page.getByRole('article', {name: '0.4.x'});
  await expect(older).toContainText('Unmaintained');
  await expect(older.getByRole('link', {name: 'Docs'})).toHaveAttribute(
    'href',
    /\/docs\/0\.4\.x\//,
  );
  await expect(older.getByRole('link', {name: 'References'})).toHaveAttribute(
    'href',
    /\/docs\/0\.4\.x\/references\//,
  );
  await expect(older.getByRole('link', {name: 'Upgrade guide'})).toHaveAttribute(
    'href',
    /\/docs\/docs\/releases\/upgrade-from-0\.4$/,
  );
  await older.getByRole('link', {name: 'Release notes'}).click();
  await expect(page).toHaveURL(/\/docs\/0\.4\.x\/releases\//);
});

test('the upgrade guide and the release notes are reachable from the 0.4.x landing page and the sidebar', async ({
  page,
}) => {
  await openPage(page, '/docs/0.4.x');
  await page.getByRole('link', {name: 'Upgrade from 0.4 to 0.5'}).click();
  await expect(page).toHaveURL(/\/docs\/docs\/releases\/upgrade-from-0\.4$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Upgrade from 0.4 to 0.5');

  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const notes = ['0.5.4', '0.5.3', '0.5.2', '0.5.1', '0.5.0'];
  await expect(sidebar.getByRole('link', {name: /^0\.5\.\d$/})).toHaveText(notes);
  await sidebar.getByRole('link', {name: '0.5.3'}).click();
  await expect(page).toHaveURL(/\/docs\/docs\/releases\/0\.5\.3$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Squirrels 0.5.3 release notes');
});

test('0.4.x pages carry the unmaintained banner linking to the same page in 0.5.x', async ({
  page,
}) => {
  await openPage(page, '/docs/0.4.x/references/cli/run');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await banner.getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/docs\/references\/cli\/run$/);

  await openPage(page, '/docs/docs/intro');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

/**
 * On a phone the navbar's items live in the menu that the navbar's toggle
 * opens, the version dropdown among them ("Versions", collapsed). Choosing a
 * version there opens the page in that version with the menu closed, and
 * remembers the choice as on a desktop.
 */
test.describe('the version menu on a phone', () => {
  test.use({viewport: phoneScreen});

  // The newest archived version (versions.json lists them newest first), by
  // its name in URLs and its label in the menu.
  const [archived = ''] = cutVersions;
  const policies: Record<string, DocsVersionPolicy> = docsVersions;
  const label = policies[archived]?.label ?? archived;
  const escaped = escapeRegexp(archived);

  test('choosing a version opens it, closes the menu and is remembered', async ({page}) => {
    expect(archived, 'an archived version in versions.json').not.toBe('');
    await openPage(page, '/docs/docs/intro');
    const navbar = page.locator('nav.navbar');
    const menu = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    // On a docs page the menu opens on the docs sidebar; the navbar's items are one step back.
    await menu.getByRole('button', {name: /back to main menu/i}).click();
    // The version dropdown holds the current page, so it opens expanded.
    const versionEntry = menu.getByRole('link', {name: label, exact: true});
    await expect(versionEntry).toBeVisible();
    await versionEntry.click();

    await expect(page).toHaveURL(new RegExp(`/docs/${escaped}/docs/intro$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menu).toBeHidden();
    expect(await preferredVersion(page)).toBe(archived);

    // The remembered version leads the menu's docs link from a page outside the docs.
    await openPage(page, '/blog');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(menu.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      new RegExp(`/docs/${escaped}/`),
    );
  });
});
