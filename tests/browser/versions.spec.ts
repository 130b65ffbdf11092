import {escapeRegexp} from '@docusaurus/utils';
import {expect, test, type Page} from '@playwright/test';

import {docsVersions, type DocsVersionPolicy} from '../../config/versions';
import cutVersions from '../../versions.json';
import {phoneScreen} from '../support/layout';
import {openPage} from '../support/page';
import {releaseLines, releasesWithNotes} from '../support/releaseMarks';
import {
  latestVersion,
  newerVersion,
  olderVersions,
  oldestVersion,
  siteVersions,
  type SiteVersion,
} from '../support/versions';

/**
 * The version dropdown (stock behaviour plus "All versions"), /versions and
 * the banners of older versions, for the versions of versions.json and their
 * policies in config/versions.ts (tests/support/versions.ts).
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A page path of the site, matched at the end of the URL. */
const endsWith = (path: string) => new RegExp(`${escaped(path)}$`);

const labels = new RegExp(`^(${siteVersions.map(({label}) => escaped(label)).join('|')})$`);

const versionDropdown = (page: Page) =>
  page
    .locator('nav.navbar .dropdown')
    .filter({has: page.locator('a', {hasText: labels})})
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
  for (const older of olderVersions) {
    await chooseVersion(page, older.label);
    await expect(page).toHaveURL(endsWith(`${older.path}/references/cli/compile`));
    await expect(versionDropdown(page).locator('> a')).toHaveText(older.label);
    expect(await preferredVersion(page)).toBe(older.name);
  }

  await chooseVersion(page, latestVersion.label);
  await expect(page).toHaveURL(/\/docs\/references\/cli\/compile$/);
  expect(await preferredVersion(page)).toBe('current');
});

test("switching version from a page the other version lacks opens that version's main doc", async ({
  page,
}) => {
  await openPage(page, '/docs/docs/concepts/models-build');
  await chooseVersion(page, oldestVersion.label);
  await expect(page).toHaveURL(endsWith(oldestVersion.path));
});

test('the remembered version is used on pages outside the docs', async ({page}) => {
  for (const older of olderVersions) {
    await openPage(page, `${older.path}/docs/intro`);
    await chooseVersion(page, older.label);
    await openPage(page, '/blog');
    await expect(versionDropdown(page).locator('> a')).toHaveText(older.label);
  }
});

test('a remembered version that no longer exists is cleared', async ({page}) => {
  // Learn the namespaced storage key from a real choice first.
  await openPage(page, '/docs/docs/intro');
  await chooseVersion(page, oldestVersion.label);
  const storedKey = await page.evaluate(
    (prefix) => Object.keys(localStorage).find((item) => item.startsWith(prefix)),
    preferredVersionKey,
  );
  expect(storedKey).toBeTruthy();
  await page.evaluate((name) => localStorage.setItem(name, '0.1.x'), storedKey ?? '');
  await openPage(page, '/blog');
  await expect.poll(() => preferredVersion(page)).toBeNull();
  await expect(versionDropdown(page).locator('> a')).toHaveText(latestVersion.label);
});

test('the dropdown lists every version newest first, then "All versions", which opens the versions page', async ({
  page,
}) => {
  await openPage(page, '/docs/docs/intro');
  const entries = versionDropdown(page).locator('.dropdown__menu a');
  await expect(entries).toHaveText([...siteVersions.map(({label}) => label), 'All versions']);
  await chooseVersion(page, 'All versions');
  await expect(page).toHaveURL(/\/versions$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docs versions');
});

/** The text of a version's status badge on /versions. */
const badges: Record<SiteVersion['policy']['status'], string> = {
  latest: 'Latest',
  maintained: 'Maintained',
  unmaintained: 'Unmaintained',
};

/** The path of a doc of a version, for the doc ids of the policies (no slug of their own). */
function docPath(versionName: string, id: string): string {
  const version = siteVersions.find(({name}) => name === versionName);
  expect(version, `a docs version ${versionName}`).toBeDefined();
  return `${version?.path}/${id.replace(/\/index$/, '')}`;
}

test('the versions page lists each version with its status and links', async ({page}) => {
  await openPage(page, '/versions');
  await expect(page.getByRole('article')).toHaveCount(siteVersions.length);
  for (const version of siteVersions) {
    const card = page.getByRole('article', {name: version.label});
    await expect(card.locator('.badge')).toHaveText(badges[version.policy.status]);
    if (version.policy.status === 'maintained') {
      await expect(card).toContainText(/Fixes until \w+ \d+, \d{4}\./);
    }
    await expect(card.getByRole('link', {name: 'Docs'})).toHaveAttribute(
      'href',
      new RegExp(`${escaped(version.path)}/docs/intro$`),
    );
    await expect(card.getByRole('link', {name: 'References'})).toHaveAttribute(
      'href',
      new RegExp(`${escaped(version.path)}/references/`),
    );
    const {releaseNotes, upgradeGuide} = version.policy;
    await expect(card.getByRole('link', {name: 'Release notes'})).toHaveAttribute(
      'href',
      releaseNotes
        ? endsWith(docPath(version.name, releaseNotes))
        : new RegExp(`${escaped(version.path)}/releases/`),
    );
    const guide = card.getByRole('link', {name: 'Upgrade guide'});
    if (upgradeGuide) {
      await expect(guide).toHaveAttribute(
        'href',
        endsWith(docPath(upgradeGuide.version, upgradeGuide.id)),
      );
    } else {
      await expect(guide).toHaveCount(0);
    }
  }
  await page
    .getByRole('article', {name: oldestVersion.label})
    .getByRole('link', {name: 'Release notes'})
    .click();
  await expect(page).toHaveURL(new RegExp(`${escaped(oldestVersion.path)}/(docs/)?releases`));
});

for (const version of siteVersions.filter(({policy}) => policy.upgradeGuide)) {
  const newer = newerVersion(version);
  test(`the upgrade guide from ${version.line} and its release notes are reachable from the ${version.label} landing page and the sidebar`, async ({
    page,
  }) => {
    const guide = version.policy.upgradeGuide;
    expect(guide && newer).toBeTruthy();
    if (!guide || !newer) {
      return;
    }
    const guidePath = docPath(guide.version, guide.id);
    await openPage(page, version.path);
    await page.locator(`main a[href$="${guidePath}"]`).first().click();
    await expect(page).toHaveURL(endsWith(guidePath));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      `Upgrade from ${version.line} to ${newer.line}`,
    );

    // The notes of the line the guide leads to, in the version that holds the guide.
    const line = releaseLines().find(({version: name}) => name === guide.version);
    expect(line, `${guide.version} keeps its release notes as pages`).toBeDefined();
    const notes = line ? releasesWithNotes(line).reverse() : [];
    expect(notes.length).toBeGreaterThan(0);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(
      sidebar.getByRole('link', {name: new RegExp(`^${escaped(newer.line)}\\.\\d+$`)}),
    ).toHaveText(notes);
    const release = notes[1] ?? notes[0] ?? '';
    await sidebar.getByRole('link', {name: release, exact: true}).click();
    await expect(page).toHaveURL(endsWith(docPath(guide.version, `docs/releases/${release}`)));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      `Squirrels ${release} release notes`,
    );
  });
}

for (const version of olderVersions) {
  test(`${version.label} pages carry the ${version.policy.status} banner linking to the same page in ${latestVersion.label}`, async ({
    page,
  }) => {
    await openPage(page, `${version.path}/references/cli/run`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(
      version.policy.status === 'maintained'
        ? /which still gets fixes until \w+ \d+, \d{4}\./
        : 'no longer actively maintained',
    );
    await banner.getByRole('link', {name: 'latest version'}).click();
    await expect(page).toHaveURL(/\/docs\/references\/cli\/run$/);

    await openPage(page, '/docs/docs/intro');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
}

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
