import {expect, test} from '@playwright/test';

import {watchForErrors, waitForHydration} from '../support/page';
import {routeGroups} from '../support/routes';
import {siteUrl} from '../support/site';

for (const {area, paths} of routeGroups) {
  test.describe(area, () => {
    for (const path of paths) {
      test(`${path} renders its page`, async ({page}) => {
        const problems = watchForErrors(page);
        const response = await page.goto(siteUrl(path));
        expect(response?.status(), 'HTTP status').toBe(200);
        await waitForHydration(page);

        await expect(page).toHaveTitle(/^\S.* \| Squirrels$/);
        const heading = page.locator('main h1, header h1');
        await expect(heading.first()).toBeVisible();
        await expect(heading.first()).not.toHaveText(/^\s*$/);
        await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);

        expect(problems).toEqual([]);
      });
    }
  });
}

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto(siteUrl('/docs/docs/no-such-page'));
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/not found/i);
  await expect(page).toHaveTitle(/ \| Squirrels$/);
});
