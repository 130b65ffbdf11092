import {selectAll} from 'hast-util-select';

import {newestPostPage} from '../support/blog';
import {readBuiltPage} from '../support/build';
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

const contrastPages = ['/', '/docs/docs/concepts/parameters', newestPostPage()];

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

/**
 * Stacked reference tables (src/rehype/stacked-tables): on a phone their
 * rows are drawn as blocks, and the browser still gives a screen reader a
 * table of rows, column headers and cells; on a wider screen, a table wider
 * than the column scrolls inside the element that has the table role, which
 * keyboard users can focus.
 */
test.describe('stacked reference tables', () => {
  const referencePage = '/docs/references/rest/datasets-dashboards';

  test("keep a table's rows, headers and cells in the accessibility tree on a phone", async ({
    page,
  }) => {
    await page.setViewportSize(phoneScreen);
    await openPage(page, referencePage);
    await expect(page.locator('table[data-stacked] tr').first()).toHaveCSS('display', 'block');
    const dom = await page.evaluate(() => {
      const count = (selector: string) => document.querySelectorAll(selector).length;
      return {
        table: count('table[data-stacked]'),
        row: count('table[data-stacked] tr'),
        columnheader: count('table[data-stacked] th'),
        cell: count('table[data-stacked] td'),
      };
    });
    // Every table of the page, as the build wrote it, is stacked.
    expect(dom.table).toBe(selectAll('table', readBuiltPage(referencePage)).length);
    const cdp = await page.context().newCDPSession(page);
    const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {ignored: boolean; role?: {value: string}}[];
    };
    const exposed = (role: string) =>
      nodes.filter((node) => !node.ignored && node.role?.value === role).length;
    // The page has no other tables than the stacked ones.
    expect({
      table: exposed('table'),
      row: exposed('row'),
      columnheader: exposed('columnheader'),
      cell: exposed('cell'),
    }).toEqual(dom);
  });

  test('scroll inside their table-role wrapper, which takes the focus, when wider than the column', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1024, height: 900});
    // Its class names have no break places (src/rehype/table-code-breaks), so the table is wider than the column.
    await openPage(page, '/docs/references/python/types/Parameter');
    const wide = page.locator('div[role="table"][tabindex="0"]').first();
    await expect(wide).toBeVisible();
    await expect(wide.locator('table')).not.toHaveAttribute('tabindex');
    await wide.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
