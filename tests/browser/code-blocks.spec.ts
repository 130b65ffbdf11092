import {expect, test, type Page} from '@playwright/test';

import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {openPage} from '../support/page';
import {siteUrl} from '../support/site';

/**
 * Code blocks are highlighted while the site builds (src/plugins/code-highlight):
 * the browser gets the tokens as HTML and no Prism. These checks hold the
 * reader's view of that: coloured tokens in both colour modes, without
 * JavaScript and after a client-side navigation, highlighted lines without
 * their magic comments, and a copy button that copies the code as written.
 */

const page = '/docs/docs/concepts/parameters';

/** A theme's colour for a token type, as the browser reports it. */
function rgb(theme: typeof lightCodeTheme, type: string): string {
  const style = [...theme.styles]
    .reverse()
    .find((entry) => entry.types.includes(type) && !entry.languages);
  const hex = (style?.style.color ?? '').replace('#', '');
  const [r, g, b] = [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const keywordColour = (browserPage: Page) =>
  browserPage
    .locator('article .theme-code-block.language-python .token.keyword')
    .first()
    .evaluate((element) => getComputedStyle(element).color);

test('no Prism reaches the browser', async ({page: browserPage}) => {
  const scripts = new Map<string, Promise<string>>();
  browserPage.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(response.url(), response.text());
    }
  });
  await openPage(browserPage, page);
  await browserPage.waitForLoadState('networkidle');
  // Every script the page loaded, as its own resource timing lists them, was
  // read (and so was the search worker's, which the page's timing leaves out).
  const loaded = await browserPage.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) => entry instanceof PerformanceResourceTiming && entry.initiatorType === 'script',
      )
      .map((entry) => entry.name),
  );
  expect(loaded.filter((url) => !scripts.has(url))).toEqual([]);
  const bodies = await Promise.all(scripts.values());
  // Strings of Prism's core that no minifier renames.
  for (const signature of ['disableWorkerMessageHandler', 'before-tokenize']) {
    expect(bodies.filter((script) => script.includes(signature))).toEqual([]);
  }
});

test('tokens take the colours of the code theme of each colour mode', async ({
  page: browserPage,
}) => {
  await openPage(browserPage, page);
  expect(await keywordColour(browserPage)).toBe(rgb(lightCodeTheme, 'keyword'));
  // The same markup serves both modes: the colour-mode switch only sets this attribute.
  await browserPage.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await keywordColour(browserPage)).toBe(rgb(darkCodeTheme, 'keyword'));
});

test('code is highlighted without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const noScript = await context.newPage();
  await noScript.goto(siteUrl(page));
  await expect(noScript.locator('article .theme-code-block .token.keyword').first()).toBeVisible();
  expect(await keywordColour(noScript)).toBe(rgb(lightCodeTheme, 'keyword'));
  await context.close();
});

test('code is highlighted after a client-side navigation', async ({page: browserPage}) => {
  await openPage(browserPage, '/docs/docs/intro');
  await browserPage
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Widget parameters', exact: true})
    .click();
  await expect(browserPage).toHaveURL(new RegExp(`${page}$`));
  await expect(
    browserPage.locator('article .theme-code-block .token.keyword').first(),
  ).toBeVisible();
});

test('a magic comment highlights its line and is not shown or copied', async ({
  page: browserPage,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(browserPage, page);
  const block = browserPage
    .locator('article .theme-code-block')
    .filter({
      has: browserPage.locator('.theme-code-block-highlighted-line', {
        hasText: 'SELECT DISTINCT district',
      }),
    })
    .first();
  // The block of the data-source example, whose query line is marked with highlight-next-line.
  await expect(block.locator('.theme-code-block-highlighted-line')).toHaveCount(1);
  await expect(block.locator('.theme-code-block-highlighted-line')).toContainText(
    'SELECT DISTINCT district',
  );
  await expect(block).not.toContainText('highlight-next-line');
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await browserPage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('SELECT DISTINCT district');
  expect(copied).not.toContain('highlight-next-line');
  // Every line of the block is one line of the copied code.
  expect(copied.split('\n').length).toBe(await block.locator('.token-line').count());
});
