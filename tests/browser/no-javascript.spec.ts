import {expect, test} from '@playwright/test';

import {listFiles, readContent} from '../support/content';
import {sitemapPaths} from '../support/sitemap';
import {siteUrl} from '../support/site';

/**
 * Readers without JavaScript still get every docs page, blog post and the
 * home page: their main content is in the server-rendered HTML, with the
 * unmaintained-version banner on every 0.4.x page.
 */
test.use({javaScriptEnabled: false});

const postPaths = listFiles('blog', ['.md', '.mdx']).map(
  (file) => `/blog/${readContent(file).frontMatter.slug as string}`,
);
const docPaths = sitemapPaths().filter((path) => path.startsWith('/docs'));

test('the home page renders without JavaScript', async ({page}) => {
  await page.goto(siteUrl('/'), {waitUntil: 'domcontentloaded'});
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Squirrels');
  await expect(page.getByRole('link', {name: 'Get started'})).toBeVisible();
});

for (const path of [...docPaths, ...postPaths]) {
  test(`${path} renders without JavaScript`, async ({page}) => {
    await page.goto(siteUrl(path), {waitUntil: 'domcontentloaded'});
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const main = page.locator('main');
    const text = (await main.innerText()).trim();
    expect(text.length, 'characters of main content').toBeGreaterThan(200);
    // Every page of the unmaintained version says so, in the HTML itself.
    if (/^\/docs\/0\.4\.x(\/|$)/.test(path)) {
      await expect(page.locator('.theme-doc-version-banner')).toContainText(
        'no longer actively maintained',
      );
    }
  });
}
