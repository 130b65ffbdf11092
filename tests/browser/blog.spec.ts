import type {Page} from '@playwright/test';

import {openPage} from '../support/page';
import {siteUrl} from '../support/site';
import {textOutside} from '../support/svg';
import {expect, test} from '../support/test';

/**
 * The blog: the benchmark chart of the 1BRC post (drawn from its numbers, in
 * both colour modes, on a phone and a desktop), the feeds as well-formed XML
 * and JSON, the author and tag pages, and the sidebar of recent posts.
 */

const postCount = 3;
const tags = ['duckdb', 'performance', 'postgresql', 'squirrels', 'welcome'];

/** The chart's bars and the table's rows, as numbers. */
async function chartNumbers(page: Page) {
  const figure = page.locator('figure').filter({has: page.locator('svg[role="img"]')});
  const bars = await figure
    .locator('svg rect')
    .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('data-value'))));
  const widths = await figure
    .locator('svg rect')
    .evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().width));
  const rows = (await figure.locator('tbody td').allTextContents()).map((text) =>
    Number(text.replace(/,/g, '')),
  );
  return {figure, bars, widths, rows};
}

for (const [name, viewport] of Object.entries({
  phone: {width: 360, height: 740},
  desktop: {width: 1280, height: 800},
})) {
  test(`the 1BRC post draws its timings as a chart with a table, ${name}`, async ({page}) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/blog/1brc-postgres');
    const {figure, bars, widths, rows} = await chartNumbers(page);
    const chart = figure.getByRole('img', {
      name: /Time of each step on one billion PostgreSQL rows/,
    });
    await expect(chart).toBeVisible();
    // The accessible description carries every number too.
    await expect(chart.locator('desc')).toContainText('419.71 s');

    expect(bars).toEqual([419.71, 434.19, 15.67, 41.84, 15.66]);
    expect(rows).toEqual(bars);
    // Bar lengths follow the numbers: the longest bar is the largest value.
    const ratio = (widths[2] ?? 0) / (widths[1] ?? 1);
    expect(ratio).toBeCloseTo(15.67 / 434.19, 2);
    // Labels stay inside the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // SVG text does not wrap: every label and value ends inside the chart.
    const clipped = await figure.locator('svg[role="img"]').evaluate(textOutside);
    expect(clipped).toEqual([]);

    // Theme-aware: the highlighted bar changes colour with the theme.
    const highlighted = figure.locator('svg rect').nth(2);
    const fill = () => highlighted.evaluate((rect) => getComputedStyle(rect).fill);
    const light = await fill();
    await page.emulateMedia({colorScheme: 'dark'});
    await page.waitForSelector('html[data-theme="dark"]', {state: 'attached'});
    expect(await fill()).not.toBe(light);
  });
}

test('RSS and Atom feeds are well-formed XML listing every post; the JSON feed parses', async ({
  page,
  request,
}) => {
  await openPage(page, '/blog');
  for (const [file, itemTag] of [
    ['blog/rss.xml', 'item'],
    ['blog/atom.xml', 'entry'],
  ] as const) {
    const response = await request.get(siteUrl(`/${file}`));
    expect(response.status(), file).toBe(200);
    const text = await response.text();
    const parsed = await page.evaluate(
      ([xml, tag]) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          items: doc.getElementsByTagName(tag).length,
          links: Array.from(doc.getElementsByTagName(tag)).map(
            (item) =>
              item.getElementsByTagName('link')[0]?.textContent ||
              item.getElementsByTagName('link')[0]?.getAttribute('href') ||
              '',
          ),
        };
      },
      [text, itemTag] as const,
    );
    expect(parsed.error, file).toBeNull();
    expect(parsed.items, file).toBe(postCount);
    expect(
      parsed.links.every((link) => /\/blog\/[\w-]+$/.test(link)),
      file,
    ).toBe(true);
  }
  const json = (await (await request.get(siteUrl('/blog/feed.json'))).json()) as {
    items: {title: string}[];
  };
  expect(json.items).toHaveLength(postCount);
});

test('the authors page and the team’s page list the posts', async ({page}) => {
  await openPage(page, '/blog/authors');
  const author = page.getByRole('link', {name: /The Squirrels team/}).first();
  await expect(author).toBeVisible();
  // Let the idle prefetch of linked pages finish: leaving the page aborts it,
  // which the watcher would report as failed requests.
  await page.waitForLoadState('networkidle');
  await openPage(page, '/blog/authors/squirrels-team');
  await expect(page.getByRole('heading', {level: 1})).toContainText('The Squirrels team');
  await expect(page.locator('article')).toHaveCount(postCount);
  const avatar = page.locator('img[src$="/img/logo.svg"]').first();
  await expect(avatar).toBeVisible();
});

test('the tags page lists every tag with its label, and each tag page its posts', async ({
  page,
}) => {
  await openPage(page, '/blog/tags');
  for (const tag of tags) {
    await expect(page.locator(`a[href$="/blog/tags/${tag}"]`)).toBeVisible();
  }
  await openPage(page, '/blog/tags/performance');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Performance');
  await expect(page.locator('article')).toHaveCount(1);
  await openPage(page, '/blog/tags/squirrels');
  await expect(page.locator('article')).toHaveCount(postCount);
});

test('the blog sidebar lists the recent posts, newest first', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/blog/welcome');
  const sidebar = page.getByRole('navigation', {name: /Blog recent posts navigation/i});
  await expect(sidebar.getByRole('link')).toHaveCount(postCount);
  await expect(sidebar.getByRole('link').first()).toHaveAttribute('href', /1brc-postgres$/);
});
