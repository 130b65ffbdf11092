import {expect, test} from '@playwright/test';

import {codeBlocksIn} from '../support/codeblocks';
import {listFiles} from '../support/content';
import {openPage} from '../support/page';

/**
 * Mermaid diagrams (@docusaurus/theme-mermaid): every ```mermaid fence of the
 * current docs renders as an SVG diagram, in light and in dark mode, without
 * a Mermaid syntax error.
 */

const blocks = codeBlocksIn(listFiles('docs/docs', ['.md', '.mdx'])).filter(
  (block) => block.language === 'mermaid',
);

/** docs/docs/concepts/models.md -> /docs/docs/concepts/models */
const routeOf = (file: string) => `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;

const pages = new Map<string, number>();
for (const block of blocks) {
  pages.set(routeOf(block.file), (pages.get(routeOf(block.file)) ?? 0) + 1);
}

test('the docs have diagrams', () => {
  expect(pages.size).toBeGreaterThanOrEqual(3);
});

for (const [route, count] of pages) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${route} renders its ${count} diagram(s) in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await openPage(page, route);
      const diagrams = page.locator('article .docusaurus-mermaid-container svg');
      await expect(diagrams).toHaveCount(count);
      for (const diagram of await diagrams.all()) {
        await expect(diagram).toBeVisible();
        // Mermaid draws an error diagram ("Syntax error in text") instead of throwing.
        await expect(diagram).not.toContainText(/syntax error/i);
        const box = await diagram.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(100);
      }
    });
  }
}

test('a diagram follows the colour mode when the reader switches it', async ({page}) => {
  const [route] = [...pages.keys()];
  await page.emulateMedia({colorScheme: 'light'});
  await openPage(page, route);
  const diagram = page.locator('article .docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  const lightFill = await diagram
    .locator('.node rect, .node polygon, .actor')
    .first()
    .evaluate((node) => getComputedStyle(node).fill);
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
    .poll(async () =>
      diagram
        .locator('.node rect, .node polygon, .actor')
        .first()
        .evaluate((node) => getComputedStyle(node).fill),
    )
    .not.toBe(lightFill);
});
