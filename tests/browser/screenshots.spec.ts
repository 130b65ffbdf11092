import {mkdirSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';

import {openPage} from '../support/page';

/**
 * Screenshots for people to look at, not compared with anything: the first
 * screen of one page of each kind, on a phone and a desktop, in light and
 * dark mode, written to test-results/screenshots/ (the CI report keeps the
 * folder). Each test still fails if its page does not load.
 */

const outDir = path.join(__dirname, '..', '..', 'test-results', 'screenshots');

const pages = {
  home: '/',
  concept: '/docs/docs/concepts/parameters',
  'python-class': '/docs/references/python/SquirrelsProject',
  rest: '/docs/references/rest/datasets-dashboards',
  post: '/blog/1brc-postgres',
} as const;

const screens = {
  phone: {width: 375, height: 812},
  desktop: {width: 1440, height: 900},
} as const;

for (const [kind, pagePath] of Object.entries(pages)) {
  for (const [screen, viewport] of Object.entries(screens)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`screenshot of the ${kind} page, ${screen}, ${colorScheme}`, async ({page}) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({colorScheme});
        await openPage(page, pagePath);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await page.evaluate(() => document.fonts.ready);
        mkdirSync(outDir, {recursive: true});
        await page.screenshot({path: path.join(outDir, `${kind}-${screen}-${colorScheme}.png`)});
      });
    }
  }
}
