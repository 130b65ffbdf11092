import {waitForHydration} from '../support/page';
import {siteUrl} from '../support/site';
import {expect, test} from '../support/test';

// Every route of tests/data/routes.json is visited and checked by the crawl
// (crawl.spec.ts); this file covers what the crawl does not: unknown paths
// and the files it does not open (sitemap and feeds). Which posts the feeds
// list is checked against blog/ by blog.spec.ts and
// tests/build-output/feeds.test.ts.

// The pages this file opens are meant to answer 404.
test.use({allow404: true});

for (const path of ['/no-such-page', '/blog/no-such-post', '/docs/docs/no-such-page']) {
  test(`an unknown path (${path}) shows the not-found page`, async ({page}) => {
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/not found/i);
  });
}

test('the not-found page is titled like every other page', async ({page}) => {
  await page.goto(siteUrl('/no-such-page'));
  await waitForHydration(page);
  await expect(page).toHaveTitle('Page Not Found | Squirrels');
});

const feeds: [string, RegExp][] = [
  ['/sitemap.xml', /<urlset/],
  ['/blog/rss.xml', /<rss/],
  ['/blog/atom.xml', /<feed/],
  ['/blog/feed.json', /"version": "https:\/\/jsonfeed.org/],
];

for (const [path, marker] of feeds) {
  test(`${path} is served`, async ({request}) => {
    const response = await request.get(siteUrl(path));
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(marker);
  });
}
