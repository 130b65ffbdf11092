import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {watchPage} from '../support/checks';
import {openPage} from '../support/page';
import {baseUrl, origin, siteUrl} from '../support/site';

/**
 * The page actions (copy as Markdown, view as Markdown, open in ChatGPT or
 * Claude) on docs pages and blog posts, the "last updated" date, the edit
 * link and the feedback row, and each page's own social card.
 */

const docPath = '/docs/docs/concepts/parameters';
const postPath = '/blog/1brc-postgres';
const siteOrigin = 'https://squirrels-analytics.github.io';
const docsRepository = 'https://github.com/squirrels-analytics/squirrels-analytics.github.io';
const buildDir = path.join(__dirname, '..', '..', 'build');

const actions = (page: Page) => page.getByRole('group', {name: 'Page actions'});

for (const pagePath of [docPath, postPath]) {
  test(`${pagePath}: "Copy page" puts the page's Markdown on the clipboard`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    const problems = watchPage(page);
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
    expect(problems).toEqual([]);
  });
}

test('"View as Markdown" and the assistants point at the Markdown twin', async ({page}) => {
  const problems = watchPage(page);
  await openPage(page, docPath);
  const view = actions(page).getByRole('link', {name: 'View as Markdown'});
  await expect(view).toHaveAttribute('href', `${baseUrl}${docPath.slice(1)}.md`);
  const response = await page.request.get(siteUrl(`${docPath}.md`));
  expect(response.status()).toBe(200);

  const twinUrl = `${siteOrigin}${baseUrl}${docPath.slice(1)}.md`;
  for (const [name, host] of [
    ['Open in ChatGPT', 'https://chatgpt.com/'],
    ['Open in Claude', 'https://claude.ai/new'],
  ] as const) {
    const link = actions(page).getByRole('link', {name: new RegExp(`^${name}`)});
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(host), href).toBe(true);
    expect(new URL(href).searchParams.get('q')).toContain(twinUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  expect(problems).toEqual([]);
});

test('a docs page shows when it was last updated, an edit link and the feedback row', async ({
  page,
}) => {
  const problems = watchPage(page);
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
    expect(url.searchParams.get('body')).toContain(`${siteOrigin}${baseUrl}${docPath.slice(1)}`);
    expect(url.searchParams.get('body')).toContain(`Was it helpful? ${expected}`);
  }
  expect(problems).toEqual([]);
});

/** The content of a meta tag of a built HTML file. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*(?:property|name)=["']?${key}["']?[^>]*>`))?.[0];
  return tag
    ?.match(/content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/)
    ?.slice(1)
    .find(Boolean);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test('docs pages and posts have their own 1200 x 630 social card; the home page the default', () => {
  const html = (pagePath: string) =>
    readFileSync(
      path.join(buildDir, `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`),
      'utf8',
    );
  for (const pagePath of [docPath, postPath, '/docs/0.4.x/docs/topics/seeds']) {
    const page = html(pagePath);
    const image = meta(page, 'og:image');
    expect(image, pagePath).toBe(`${siteOrigin}${baseUrl}img/social${pagePath}.png`);
    expect(meta(page, 'twitter:image'), pagePath).toBe(image);
    expect(meta(page, 'twitter:card'), pagePath).toBe('summary_large_image');
    expect(meta(page, 'og:image:alt'), pagePath).toBeTruthy();
    expect(pngSize(path.join(buildDir, 'img', 'social', `${pagePath.slice(1)}.png`))).toEqual([
      1200, 630,
    ]);
  }
  expect(meta(html('/'), 'og:image')).toBe(`${siteOrigin}${baseUrl}img/social-card.png`);
});
