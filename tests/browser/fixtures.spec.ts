import {expect, test} from '@playwright/test';

import {waitForHydration} from '../support/page';
import {fixturesGtagId, fixturesUrl} from '../support/site';

/**
 * Tests that need the fixtures build (`npm run build:fixtures`): test-only
 * pages from tests/fixtures/shell-pages, and Google Analytics switched on
 * with a made-up GTAG_ID whose script is stubbed here.
 */

test.describe('crash fallback', () => {
  test('a render error shows the fallback, and "Try again" renders the page again', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.squirrelsCrashFixture = true;
    });
    await page.goto(fixturesUrl('/__fixtures/crash'));
    await waitForHydration(page);

    const main = page.locator('main');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(main).toContainText('Fixture render error: the crash fixture was asked to fail.');
    // The shell survives: the navbar is still there around the fallback.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    const report = page.getByRole('link', {name: /report the crash/i});
    await expect(report).toHaveAttribute('href', /issues\/new\?.*crash/);

    await page.evaluate(() => {
      window.squirrelsCrashFixture = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('#crash-fixture-content')).toHaveText(
      'The crash fixture rendered without an error.',
    );
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  });

  test('without a render error the page shows its content', async ({page}) => {
    await page.goto(fixturesUrl('/__fixtures/crash'));
    await waitForHydration(page);
    await expect(page.locator('#crash-fixture-content')).toBeVisible();
  });
});

test.describe('scroll after navigation', () => {
  test('a link with a hash scrolls to its target on the new page', async ({page}) => {
    await page.goto(fixturesUrl('/__fixtures/navigation'));
    await waitForHydration(page);
    await page.locator('#to-hash').click();
    await expect(page).toHaveURL(/#declaring-parameters-in-yaml$/);
    const target = page.locator('#declaring-parameters-in-yaml');
    await expect(target).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
});

test.describe('Google Analytics with GTAG_ID set', () => {
  type DataLayerEntry = unknown[];

  test('loads the tag with IP anonymisation and sends one page view per route change', async ({
    page,
  }) => {
    const scriptRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({contentType: 'text/javascript', body: '/* gtag.js stub */'});
    });
    await page.goto(fixturesUrl('/docs/docs/intro'));
    await waitForHydration(page);
    expect(scriptRequests).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${fixturesGtagId}`,
    ]);

    const dataLayer = () =>
      page.evaluate(
        () =>
          (window as unknown as {dataLayer: ArrayLike<unknown>[]}).dataLayer.map((entry) =>
            Array.from(entry),
          ) as DataLayerEntry[],
      );
    const pageViews = async () =>
      (await dataLayer()).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');

    const config = (await dataLayer()).find((entry) => entry[0] === 'config');
    expect(config).toEqual(['config', fixturesGtagId, {anonymize_ip: true}]);
    expect(await pageViews()).toHaveLength(0);

    await page
      .locator('.theme-doc-sidebar-container')
      .getByRole('link', {name: /install/i})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/docs\/start\/install$/);
    await expect.poll(pageViews).toHaveLength(1);
    const pagePaths = (await dataLayer()).filter((entry) => entry[0] === 'set');
    expect(pagePaths.at(-1)).toEqual([
      'set',
      'page_path',
      expect.stringMatching(/\/docs\/docs\/start\/install$/),
    ]);

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(pageViews).toHaveLength(2);
  });
});
