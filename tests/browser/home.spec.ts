import type {Page} from '@playwright/test';

import {listedPostsNewestFirst} from '../support/blog';
import {waitForWindowSize} from '../support/layout';
import {openPage} from '../support/page';
import {origin, siteUrl} from '../support/site';
import {expect, test} from '../support/test';

/**
 * The home page on a phone-sized and a desktop-sized screen: the hero and its
 * calls to action, the terminal panel and its copy button, the code tour,
 * the feature cards, the latest-posts strip (from the blog's own data), no
 * horizontal overflow, no layout shift and no image without dimensions.
 */

const viewports = {
  phone: {width: 320, height: 640},
  desktop: {width: 1280, height: 800},
};

/** Posts on a page of the blog list: the blog plugin's default `postsPerPage`, which the site keeps. */
const blogPostsPerPage = 10;
/** Posts in the home page's strip: the `count` docusaurus.config.ts gives src/plugins/latest-posts. */
const latestPostsCount = 3;

/** The commands the terminal panel shows, in order (Squirrels 0.5). */
const quickStartCommands = [
  'pip install squirrels',
  'sqrl new bikeshare --use-defaults',
  'cd bikeshare',
  'sqrl build',
  'sqrl run',
];

/** Feature card → the concept page it links to. */
const featureCards: Record<string, string> = {
  Connections: '/docs/docs/concepts/connections',
  'Data models on DuckDB': '/docs/docs/concepts/models',
  'Widget parameters': '/docs/docs/concepts/parameters',
  'Users and access scopes': '/docs/docs/concepts/user',
  'Dashboards in Python': '/docs/docs/concepts/dashboards',
  'An MCP server for AI agents': '/docs/docs/guides/mcp',
  'Squirrels Studio': '/docs/docs/concepts/studio',
  'Python API': '/docs/docs/guides/interact-in-python',
};

/**
 * Cumulative layout shift since the page started loading, once nothing that
 * could still move it is pending: the page's images and fonts are loaded,
 * React has rendered it for the window's width, and a frame has been drawn
 * since (shifts are recorded as frames are drawn).
 */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  await waitForWindowSize(page);
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({type: 'layout-shift', buffered: true});
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .reduce((total, entry) => total + entry.value, 0);
  });
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`home page, ${name}`, () => {
    test.use({viewport});

    test('hero, calls to action, and no layout shift, overflow or unsized image', async ({
      page,
    }) => {
      await openPage(page, '/');
      const hero = page.locator('header.hero');
      await expect(hero.getByRole('heading', {level: 1, name: 'Squirrels'})).toBeVisible();
      await expect(hero.getByText('REST APIs and MCP servers for data analytics')).toBeVisible();
      await expect(hero.getByRole('link', {name: 'Get started'})).toHaveAttribute(
        'href',
        /\/docs\/docs\/start$/,
      );
      await expect(hero.getByRole('link', {name: 'Read the docs'})).toHaveAttribute(
        'href',
        /\/docs$/,
      );
      // Both calls to action are in the first screen.
      for (const link of ['Get started', 'Read the docs']) {
        await expect(hero.getByRole('link', {name: link})).toBeInViewport();
      }

      expect(await layoutShift(page)).toBe(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      const unsized = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main img'))
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.getAttribute('src')),
      );
      expect(unsized).toEqual([]);
    });

    test('the terminal panel shows the first commands and copies them', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
      await openPage(page, '/');
      const panel = page.getByLabel('Quick start commands');
      const shown = (await panel.locator('code').allTextContents()).map((line) =>
        line.split('\n')[1]?.replace(/^\$\s*/, ''),
      );
      expect(shown).toEqual(quickStartCommands);

      await page.getByRole('button', {name: 'Copy the commands'}).click();
      await expect(page.getByRole('button', {name: 'Commands copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        quickStartCommands.join('\n'),
      );
      await expect(page.getByRole('button', {name: 'Copy the commands'})).toBeVisible({
        timeout: 5000,
      });
    });

    test('the code tour shows a parameter, a model and the REST call', async ({page}) => {
      await openPage(page, '/');
      const tour = page.getByRole('region', {name: 'From a parameter to an API in three files'});
      const steps = tour.getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText('pyconfigs/parameters.py');
      await expect(steps.nth(0)).toContainText('SingleSelectParameter');
      await expect(steps.nth(1)).toContainText('models/federates/trip_counts.sql');
      await expect(steps.nth(1)).toContainText('prms["group_by"]');
      await expect(steps.nth(2)).toContainText(
        '/api/squirrels/v0/project/bikeshare/v1/dataset/trip-counts',
      );
      await expect(steps.nth(2)).toContainText('-d group_by=month');
      await expect(steps.nth(2)).toContainText('"trip_count"');
      // Long code lines scroll inside their block, not the page.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // On a 1440 px desktop, no line of the tour is cut off at the right edge of its block.
      if (viewport.width >= 1200) {
        await page.setViewportSize({width: 1440, height: 900});
        const cut = await tour
          .locator('pre')
          .evaluateAll((blocks) =>
            blocks
              .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
              .map((pre) => pre.textContent?.slice(0, 40)),
          );
        expect(cut).toEqual([]);
      }
    });

    test('the feature cards link to their concept pages', async ({page, request}) => {
      await openPage(page, '/');
      const section = page.getByRole('region', {name: 'What you get with Squirrels'});
      // Every link but the heading's own anchor is a card.
      const cards = section.locator('a:not(.hash-link)');
      await expect(cards).toHaveCount(Object.keys(featureCards).length);
      for (const [title, path] of Object.entries(featureCards)) {
        const card = section.getByRole('link', {name: new RegExp(`^${title}`)});
        await expect(card).toHaveAttribute('href', new RegExp(`${path}$`));
        expect((await request.get(siteUrl(path))).status(), path).toBe(200);
      }
    });

    test('the latest-posts strip lists the newest posts, as the blog does', async ({page}) => {
      await openPage(page, '/blog');
      const blogTitles = (await page.locator('article header h2 a').allTextContents()).map((text) =>
        text.trim(),
      );
      // The blog's first page: the newest posts of blog/, as many as it holds.
      const newest = listedPostsNewestFirst().map(({title}) => title);
      expect(blogTitles).toEqual(newest.slice(0, blogPostsPerPage));

      await openPage(page, '/');
      const strip = page.getByRole('region', {name: 'From the blog'});
      const titles = (await strip.getByRole('heading', {level: 3}).allTextContents()).map((text) =>
        text.trim(),
      );
      expect(titles).toEqual(blogTitles.slice(0, latestPostsCount));
      await expect(strip.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/);
      await strip.getByRole('link', {name: titles[0]}).click();
      await expect(page.getByRole('heading', {level: 1, name: titles[0]})).toBeVisible();
    });
  });
}
