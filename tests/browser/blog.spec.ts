import type {Page} from '@playwright/test';

import {blogAuthorNames, blogTagLabels, listedPostsNewestFirst} from '../support/blog';
import {openPage} from '../support/page';
import {siteUrl} from '../support/site';
import {textOutside} from '../support/svg';
import {expect, test} from '../support/test';

/**
 * The blog: the benchmark chart of the 1BRC post (drawn from its numbers, in
 * both colour modes, on a phone and a desktop), the feeds as well-formed XML
 * and JSON, the author and tag pages, and the sidebar of recent posts. The
 * posts, authors and tags expected are those of `blog/` (tests/support/blog.ts).
 */

/** The posts readers get, newest first. */
const posts = listedPostsNewestFirst();
/** Their addresses' paths, base URL included. */
const postPaths = posts.map(({page}) => new URL(siteUrl(page)).pathname);
const postsBy = (author: string) => posts.filter(({authors}) => authors.includes(author));
const postsTagged = (tag: string) => posts.filter(({tags}) => tags.includes(tag));
/** The tags the posts carry. */
const tags = [...new Set(posts.flatMap((post) => post.tags))].sort();

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
    expect(parsed.items, file).toBe(posts.length);
    expect(
      parsed.links.map((link) => new URL(link).pathname),
      file,
    ).toEqual(postPaths);
  }
  const json = (await (await request.get(siteUrl('/blog/feed.json'))).json()) as {
    items: {url: string}[];
  };
  expect(json.items.map((item) => new URL(item.url).pathname)).toEqual(postPaths);
});

/** The titles of the posts a list page shows, in order. */
const listedTitles = (page: Page) =>
  page
    .locator('article header h2 a')
    .allTextContents()
    .then((titles) => titles.map((title) => title.trim()));

test('the authors page lists every author, and each author’s page their posts', async ({page}) => {
  await openPage(page, '/blog/authors');
  const names = blogAuthorNames();
  const authors = Object.keys(names).filter((key) => postsBy(key).length > 0);
  for (const key of authors) {
    await expect(page.getByRole('link', {name: names[key]}).first()).toBeVisible();
  }
  // Let the idle prefetch of linked pages finish: leaving the page aborts it,
  // which the watcher would report as failed requests.
  await page.waitForLoadState('networkidle');
  for (const key of authors) {
    await openPage(page, `/blog/authors/${key}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(names[key] ?? key);
    expect(await listedTitles(page)).toEqual(postsBy(key).map(({title}) => title));
  }
  const avatar = page.locator('img[src$="/img/logo.svg"]').first();
  await expect(avatar).toBeVisible();
});

test('the tags page lists every tag with its label, and each tag page its posts', async ({
  page,
}) => {
  const labels = blogTagLabels();
  await openPage(page, '/blog/tags');
  const tagLinks = page.locator('main a[href*="/blog/tags/"]');
  expect(
    (await tagLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      .map((href) => href.replace(/^.*\/blog\/tags\//, ''))
      .sort(),
  ).toEqual(tags);
  for (const tag of tags) {
    await expect(page.locator(`a[href$="/blog/tags/${tag}"]`)).toContainText(labels[tag] ?? tag);
  }
  for (const tag of tags) {
    await openPage(page, `/blog/tags/${tag}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(labels[tag] ?? tag);
    expect(await listedTitles(page)).toEqual(postsTagged(tag).map(({title}) => title));
  }
});

test('the blog sidebar lists every post, newest first', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, posts.at(-1)?.page ?? '/blog');
  const sidebar = page.getByRole('navigation', {name: /Blog recent posts navigation/i});
  const links = await sidebar
    .getByRole('link')
    .evaluateAll((elements) => elements.map((link) => link.getAttribute('href') ?? ''));
  expect(links.map((href) => new URL(href, siteUrl('/')).pathname)).toEqual(postPaths);
});
