import {iconContrasts, phoneScreen} from '../support/layout';
import {disableTransitions, openPage} from '../support/page';
import {expect, test} from '../support/test';

/**
 * The contrast of the icons and icon buttons that axe does not measure (it
 * only measures text): at least 3:1, the WCAG AA minimum for graphics, in
 * both colour modes. (Every page's layout on small screens is checked by the
 * crawl, crawl.spec.ts, in its visit of the page.)
 */

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
        await disableTransitions(page);
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
