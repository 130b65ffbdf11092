import type {Page} from '@playwright/test';

import {underBaseUrl} from '../../src/site/urls';
import {newestPostPage} from '../support/blog';
import {openPage} from '../support/page';
import {baseUrl, origin, siteUrl} from '../support/site';
import {expect, test} from '../support/test';

/**
 * The page actions (copy as Markdown, view as Markdown, open in ChatGPT,
 * Claude or Perplexity) on docs pages and blog posts, the "last updated" date, the edit
 * link and the feedback row. The social cards' tags are checked on every page
 * by tests/build-output/social-cards.test.ts.
 */

const docPath = '/docs/docs/concepts/parameters';
const postPath = newestPostPage();
const siteOrigin = 'https://squirrels-analytics.github.io';
const docsRepository = 'https://github.com/squirrels-analytics/squirrels-analytics.github.io';

const actions = (page: Page) => page.getByRole('group', {name: 'Page actions'});

for (const pagePath of [docPath, postPath]) {
  test(`${pagePath}: "Copy page" puts the page's Markdown on the clipboard`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    await openPage(page, pagePath);
    const title = page.getByRole('heading', {level: 1});
    const before = await title.boundingBox();

    // By keyboard: the button is reachable with Tab and pressed with Enter.
    const copy = actions(page).getByRole('button', {name: 'Copy page'});
    await copy.focus();
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(actions(page).getByRole('status')).toHaveText('Page copied as Markdown');

    const twin = await (await page.request.get(siteUrl(`${pagePath}.md`))).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(twin).toMatch(/^---\ntitle: /);
    // The confirmation does not move the page.
    expect(await title.boundingBox()).toEqual(before);
  });
}

/** Opens the page actions' menu with a pointer and returns it. */
async function openMenu(page: Page) {
  await actions(page).getByRole('button', {name: 'More page actions'}).click();
  const menu = page.getByRole('menu', {name: 'Page as Markdown'});
  await expect(menu).toBeVisible();
  return menu;
}

test('"View as Markdown" and the assistants, in the menu, point at the Markdown twin', async ({
  page,
}) => {
  await openPage(page, docPath);
  const menu = await openMenu(page);
  const view = menu.getByRole('menuitem', {name: 'View as Markdown'});
  const twinPath = `${underBaseUrl(docPath, baseUrl)}.md`;
  await expect(view).toHaveAttribute('href', twinPath);
  const response = await page.request.get(siteUrl(`${docPath}.md`));
  expect(response.status()).toBe(200);

  const twinUrl = `${siteOrigin}${twinPath}`;
  for (const [name, host] of [
    ['Open in ChatGPT', 'https://chatgpt.com/'],
    ['Open in Claude', 'https://claude.ai/new'],
    ['Open in Perplexity', 'https://www.perplexity.ai/search'],
  ] as const) {
    const link = menu.getByRole('menuitem', {name: new RegExp(`^${name} \\(opens in new tab\\)`)});
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(host), href).toBe(true);
    expect(new URL(href).searchParams.get('q')).toContain(twinUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  // A press elsewhere closes it.
  await page.getByRole('heading', {level: 1}).click();
  await expect(menu).toHaveCount(0);
});

test('Escape closes the page actions menu opened with a click, and gives the focus back to its button', async ({
  page,
}) => {
  await openPage(page, docPath);
  const toggle = actions(page).getByRole('button', {name: 'More page actions'});
  const menu = page.getByRole('menu', {name: 'Page as Markdown'});
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // The same after the pointer has moved into the menu without focusing an item.
  await toggle.click();
  await menu.getByRole('menuitem').first().hover();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('the page actions menu works from the keyboard as a menu button', async ({page}) => {
  await openPage(page, docPath);
  const toggle = actions(page).getByRole('button', {name: 'More page actions'});
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Tab reaches "Copy page", then the menu button.
  await actions(page).getByRole('button', {name: 'Copy page'}).focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();

  // Enter opens the menu on its first item; the arrows, Home and End move through it.
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', {name: 'Page as Markdown'});
  await expect(toggle).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // ArrowUp opens it on the last item; Tab leaves and closes it.
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);

  // Space opens it too; its items are links, which Enter follows as any link.
  await toggle.focus();
  await page.keyboard.press(' ');
  await expect(items.nth(0)).toBeFocused();
  expect(await items.evaluateAll((links) => links.map((link) => link.tagName))).toEqual([
    'A',
    'A',
    'A',
    'A',
  ]);
});

test("the page actions sit on the breadcrumbs' row, and the title starts in the first quarter of a phone", async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 812});
  await openPage(page, docPath);
  const group = await actions(page).boundingBox();
  const crumbs = await page.getByRole('navigation', {name: 'Breadcrumbs'}).boundingBox();
  const title = await page.getByRole('heading', {level: 1}).boundingBox();
  expect(group && crumbs && title).toBeTruthy();
  // One row: the control's top is level with the breadcrumbs', and the title is under both.
  expect(Math.abs((group?.y ?? 0) - (crumbs?.y ?? 0))).toBeLessThanOrEqual(4);
  expect(title?.y ?? 0).toBeGreaterThan((group?.y ?? 0) + (group?.height ?? 0));
  expect(title?.y ?? 0).toBeLessThanOrEqual(812 / 4);
});

test('a docs page shows when it was last updated, an edit link and the feedback row', async ({
  page,
}) => {
  await openPage(page, docPath);
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+/);
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
    'href',
    `${docsRepository}/edit/main/docs/docs/concepts/parameters.md`,
  );

  const feedback = page.getByRole('complementary', {name: 'Was this page helpful?'});
  for (const [answer, expected] of [
    ['Yes', 'Yes'],
    ['No', 'No'],
  ] as const) {
    const href = (await feedback
      .getByRole('link', {name: new RegExp(`^${answer}\\b`)})
      .getAttribute('href')) as string;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`${docsRepository}/issues/new`);
    expect(url.searchParams.get('title')).toBe('Docs feedback: Widget parameters');
    expect(url.searchParams.get('body')).toContain(
      `${siteOrigin}${underBaseUrl(docPath, baseUrl)}`,
    );
    expect(url.searchParams.get('body')).toContain(`Was it helpful? ${expected}`);
  }
});
