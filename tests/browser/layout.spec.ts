import {expect, test} from '@playwright/test';

import {watchPage} from '../support/checks';
import {
  horizontalOverflow,
  iconContrasts,
  overflowWidths,
  phoneScreen,
  titleTop,
} from '../support/layout';
import {openPage} from '../support/page';
import {sitemapPaths} from '../support/sitemap';

/**
 * How every page of the sitemap lays out on small screens: nothing sticks
 * out of `main` sideways at 320, 375 and 768 px (wide code and tables scroll
 * inside their own box), and on a 375 × 812 phone the title starts within
 * the first quarter of the screen, announcement bar included. Then the
 * contrast of the icons and icon buttons that axe does not measure (it only
 * measures text): at least 3:1, the WCAG AA minimum for graphics, in both
 * colour modes.
 */

const titleLimit = phoneScreen.height / 4;

test.use({viewport: phoneScreen});

for (const path of sitemapPaths()) {
  test(`layout ${path}`, async ({page}) => {
    const problems = watchPage(page);
    await openPage(page, path);
    const top = await titleTop(page);
    expect(top, 'a visible h1').toBeDefined();
    expect(top, `h1 top at 375 × 812 (limit ${titleLimit} px)`).toBeLessThanOrEqual(titleLimit);
    for (const width of overflowWidths) {
      await page.setViewportSize({width, height: phoneScreen.height});
      expect(await horizontalOverflow(page), `overflow at ${width} px`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

/** Icons and icon buttons, by where they are: the announcement bar, the navbar, a page's controls. */
const icons = [
  '.theme-announcement-bar .close',
  '.navbar__toggle',
  '.navbar [class*="toggleButton"]',
  '.navbar a[title="Squirrels on GitHub"]',
  '.DocSearch-Button',
  '.DocSearch-Button-Key',
  '.navbar svg[class*="iconExternalLink"]',
  '[role="group"][aria-label="Page actions"] button',
  '.theme-doc-toc-mobile button',
  '.theme-code-block button',
  'main svg[class*="iconExternalLink"]',
  '.breadcrumbs__link svg',
  'header.hero button',
];

const contrastPages = ['/', '/docs/docs/concepts/parameters', '/blog/1brc-postgres'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [phoneScreen, {width: 1440, height: 900}]) {
    test(`icons reach 3:1 against their background, ${colorScheme}, ${viewport.width} px`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize(viewport);
      const measured: string[] = [];
      for (const path of contrastPages) {
        await openPage(page, path);
        // Code block buttons show on hover; measure them as a pointer user sees them.
        await page.addStyleTag({
          content: '*, *::before, *::after { transition: none !important; }',
        });
        const codeBlock = page.locator('.theme-code-block').first();
        if ((await codeBlock.count()) > 0) {
          await codeBlock.hover();
        }
        const contrasts = await iconContrasts(page, icons);
        measured.push(...contrasts.map(({name}) => `${path} ${name}`));
        expect(
          contrasts.filter(({ratio}) => ratio < 3),
          `${path}: icons under 3:1`,
        ).toEqual([]);
      }
      // The selectors still find the controls they are meant to check.
      for (const control of [
        '.theme-announcement-bar .close',
        '.DocSearch-Button',
        'Page actions',
      ]) {
        expect(
          measured.some((name) => name.includes(control)),
          `${control} measured`,
        ).toBe(true);
      }
    });
  }
}
