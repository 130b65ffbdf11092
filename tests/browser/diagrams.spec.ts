import {expect, test, type Page} from '@playwright/test';
import {selectAll} from 'hast-util-select';

import {builtPagePaths, readBuiltPage} from '../support/build';
import {codeBlocksIn, listFiles} from '../support/content';
import {openPage} from '../support/page';
import {siteUrl} from '../support/site';
import {textOutside} from '../support/svg';

/**
 * Diagrams: every ```mermaid fence of the current docs is drawn into the
 * page as an SVG while the site builds (src/rehype/mermaid-svg). Each one is
 * named for screen readers, keeps its labels as text, follows the colour mode,
 * fits a phone by scrolling inside its figure, shows without JavaScript, and
 * no Mermaid code reaches the browser.
 */

const blocks = codeBlocksIn(listFiles('docs/docs', ['.md', '.mdx'])).filter(
  (block) => block.lang === 'mermaid',
);

/** docs/docs/concepts/models.md -> /docs/docs/concepts/models */
const routeOf = (file: string) => `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;

/** The names and descriptions the diagrams declare (`accTitle:`, `accDescr:`), by route. */
const titles = new Map<string, string[]>();
const descriptions = new Map<string, string[]>();
for (const block of blocks) {
  const route = routeOf(block.file);
  const line = (key: string) =>
    new RegExp(`^\\s*${key}:\\s*(.+)$`, 'm').exec(block.value)?.[1]?.trim() ?? '';
  titles.set(route, [...(titles.get(route) ?? []), line('accTitle')]);
  descriptions.set(route, [...(descriptions.get(route) ?? []), line('accDescr')]);
}

const diagramsOf = (page: Page) => page.locator('article figure.diagram > svg[role="img"]');

test('the built pages draw exactly the diagrams of the sources, each with an accessible name', () => {
  // Diagrams per page of docs/docs, as the build drew them (figure.diagram > svg).
  const drawn = new Map(
    builtPagePaths()
      .filter((path) => path.startsWith('/docs/docs/'))
      .map((path) => [path, selectAll('figure.diagram > svg', readBuiltPage(path)).length] as const)
      .filter(([, count]) => count > 0),
  );
  expect(drawn).toEqual(new Map([...titles].map(([route, names]) => [route, names.length])));
  for (const names of titles.values()) {
    expect(names.every((name) => name.length > 10)).toBe(true);
  }
});

for (const [route, names] of titles) {
  test(`${route} shows its ${names.length} diagram(s), named and with text labels`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.url());
      }
    });
    await openPage(page, route);
    const diagrams = diagramsOf(page);
    await expect(diagrams).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const diagram = diagrams.nth(index);
      await expect(diagram).toBeVisible();
      await expect(diagram).toHaveAccessibleName(name);
      if (descriptions.get(route)?.[index]) {
        await expect(diagram).toHaveAccessibleDescription(descriptions.get(route)?.[index] ?? '');
      }
      // Labels are text, which readers can select and search, and each fits
      // inside the drawing.
      expect(await diagram.locator('text').count()).toBeGreaterThan(2);
      const clipped = await diagram.evaluate(textOutside);
      expect(clipped).toEqual([]);
      const box = await diagram.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
    }
    // No Mermaid runtime among the scripts: its diagram registry and error
    // text appear in every Mermaid bundle.
    const bodies = await Promise.all(
      scripts.map(async (url) => (await page.request.get(url)).text()),
    );
    expect(bodies.filter((body) => /flowchart-v2|Syntax error in text/.test(body))).toEqual([]);
  });
}

test('a diagram follows the colour mode when the reader switches it', async ({page}) => {
  const [route] = [...titles.keys()];
  await page.emulateMedia({colorScheme: 'light'});
  await openPage(page, route ?? '/');
  const label = diagramsOf(page).first().locator('text').first();
  const lightFill = await label.evaluate((text) => getComputedStyle(text).fill);
  // The toggle cycles through system, light and dark modes.
  const toggle = page.getByRole('button', {name: /dark and light mode|system mode|color mode/i});
  for (let click = 0; click < 3; click++) {
    if ((await page.locator('html').getAttribute('data-theme')) === 'dark') {
      break;
    }
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => label.evaluate((text) => getComputedStyle(text).fill))
    .not.toBe(lightFill);
});

test.describe('on a 320 px phone', () => {
  test.use({viewport: {width: 320, height: 640}});

  test('wide diagrams scroll inside their figure, not the page', async ({page}) => {
    for (const route of titles.keys()) {
      await openPage(page, route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
      for (const figure of await page.locator('article figure.diagram').all()) {
        const {scrolls, focusable} = await figure.evaluate((element) => ({
          scrolls: element.scrollWidth > element.clientWidth + 1,
          focusable: element.tabIndex === 0,
        }));
        // A figure that scrolls must be reachable with the keyboard.
        expect(!scrolls || focusable, route).toBe(true);
      }
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every diagram is in the served page', async ({page}) => {
    for (const [route, names] of titles) {
      await page.goto(siteUrl(route));
      await expect(diagramsOf(page), route).toHaveCount(names.length);
      await expect(diagramsOf(page).first()).toBeVisible();
    }
  });
});

test('a link to a heading below a diagram lands on the heading', async ({page}) => {
  await page.goto(siteUrl('/docs/docs/concepts/context#placeholders'));
  await page.waitForLoadState('load');
  const heading = page.locator('h2#placeholders, h3#placeholders').first();
  await expect(heading).toBeVisible();
  // The heading sits at the top of the viewport, below the sticky navbar.
  await expect
    .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
    .toBeLessThan(200);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
});
