import {expect, test, type Page} from '@playwright/test';

import {openPage} from '../support/page';

/**
 * The site's own look (src/css/custom.css, config/prism.ts): palette,
 * typography, code blocks, sidebar width and external-link icons, in light
 * and dark mode.
 */

const schemes = ['light', 'dark'] as const;

async function open(page: Page, path: string, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await openPage(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

/** WCAG contrast ratio of two `rgb(...)` colours, computed in the page. */
function contrastScript(): void {
  const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = parse(colour).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  /** The colour actually behind an element: the first opaque background up the tree. */
  (window as unknown as {backdrop: (element: Element) => string}).backdrop = (element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        return colour;
      }
    }
    return 'rgb(255, 255, 255)';
  };
  (window as unknown as {contrast: (a: string, b: string) => number}).contrast = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  };
}

const brand = {light: 'rgb(168, 74, 6)', dark: 'rgb(245, 163, 92)'};

for (const scheme of schemes) {
  test.describe(`${scheme} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript(contrastScript);
    });

    test('prose links use the brand colour with AA contrast', async ({page}) => {
      await open(page, '/docs/docs/start/install', scheme);
      const link = page.locator('article .markdown a[href^="http"]').first();
      const [colour, ratio] = await link.evaluate((element) => {
        const background = (window as unknown as {backdrop: (node: Element) => string}).backdrop(
          element,
        );
        const foreground = getComputedStyle(element).color;
        const contrast = (window as unknown as {contrast: (a: string, b: string) => number})
          .contrast;
        return [foreground, contrast(foreground, background)] as const;
      });
      expect(colour).toBe(brand[scheme]);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });

    test('every code token is readable against its code block', async ({page}) => {
      await open(page, '/docs/docs/concepts/parameters', scheme);
      const worst = await page.evaluate(() => {
        const contrast = (window as unknown as {contrast: (a: string, b: string) => number})
          .contrast;
        let lowest = {ratio: Infinity, text: ''};
        for (const block of Array.from(document.querySelectorAll('.theme-code-block pre'))) {
          const background = getComputedStyle(block).backgroundColor;
          for (const token of Array.from(block.querySelectorAll('.token'))) {
            const ratio = contrast(getComputedStyle(token).color, background);
            if (token.textContent?.trim() && ratio < lowest.ratio) {
              lowest = {ratio, text: token.textContent};
            }
          }
        }
        return lowest;
      });
      expect(worst.ratio, `lowest-contrast token: ${worst.text}`).toBeGreaterThanOrEqual(4.5);
    });
  });
}

test('typography: system fonts, a tall prose line and a code font stack', async ({page}) => {
  await open(page, '/docs/docs/concepts/parameters', 'light');
  const metrics = await page.evaluate(() => {
    const paragraph = document.querySelector<HTMLElement>('article .markdown > p');
    const code = document.querySelector<HTMLElement>('.theme-code-block code');
    if (!paragraph || !code) {
      throw new Error('the page has no paragraph or code block');
    }
    const prose = getComputedStyle(paragraph);
    return {
      body: getComputedStyle(document.body).fontFamily,
      lineRatio: parseFloat(prose.lineHeight) / parseFloat(prose.fontSize),
      code: getComputedStyle(code).fontFamily,
      codeSize: parseFloat(getComputedStyle(code).fontSize),
    };
  });
  expect(metrics.body).toMatch(/^system-ui/);
  expect(metrics.lineRatio).toBeGreaterThanOrEqual(1.7);
  expect(metrics.code).toMatch(/^ui-monospace/);
  expect(metrics.codeSize).toBeGreaterThanOrEqual(13);
});

for (const path of [
  '/docs/references/python/parameter_options/NumberRangeParameterOption',
  '/docs/0.4.x/references/python/dateutils/DayIdxOfCalendarUnit',
]) {
  test(`the sidebar fits long class names on one line (${path})`, async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await open(page, path, 'light');
    const active = page.locator('.theme-doc-sidebar-menu .menu__link--active').last();
    await expect(active).toBeVisible();
    const lines = await active.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight);
      const content =
        element.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom);
      return Math.round(content / lineHeight);
    });
    expect(lines, `"${await active.textContent()}" wraps`).toBe(1);
  });
}

test('links to other sites in prose carry the external-link icon and label', async ({page}) => {
  await open(page, '/docs/docs/start/install', 'light');
  const external = page.locator('article .markdown a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link.locator('svg')).toHaveCount(1);
    await expect(link).toHaveAccessibleName(/\(opens in new tab\)/);
  }
});
