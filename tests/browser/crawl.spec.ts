import {devices, type Page} from '@playwright/test';

import {
  axeViolations,
  brokenInPageAnchors,
  colourRules,
  colourViolations,
  imagesWithoutAlt,
  unsafeExternalLinks,
} from '../support/checks';
import {
  emptySideScrolls,
  horizontalOverflow,
  overflowWidths,
  phoneScreen,
  resizeWindow,
  titleLimit,
  titleTop,
  waitForWindowSize,
} from '../support/layout';
import {selectPaths} from '../support/only';
import {disableTransitions, waitForHydration} from '../support/page';
import {allRoutes, routeGroups} from '../support/routes';
import {builtPagePaths} from '../support/build';
import {siteUrl} from '../support/site';
import {expect, test} from '../support/test';

/**
 * The whole-site crawl: every page of the build (the sitemap's and the
 * pages it leaves out: the search page, the 0.4.x docs), every route the spec
 * requires (tests/data/routes.json) and the not-found page, each visited
 * once and checked for errors, its layout on small screens, broken anchors,
 * unlabelled images and links, and axe violations in light mode, and of the
 * colour rules in dark mode (the whole page on a sample with every kind of
 * page shell, `main` on the others; the colour rules on the texts whose
 * colours no earlier page of the worker passed: see colourViolations).
 *
 * CRAWL_ONLY=<globs> crawls only the paths matching one of the
 * comma-separated globs (`*` within a segment, `**` across segments; the
 * not-found page is `/no-such-page`), e.g. CRAWL_ONLY=/,/blog/** or
 * CRAWL_ONLY='/docs/docs/concepts/*'. It fails when nothing matches.
 */
const paths = [...new Set([...builtPagePaths(), ...allRoutes])].sort();
const notFoundPath = '/no-such-page';
const crawled = selectPaths([...paths, notFoundPath], process.env.CRAWL_ONLY);

/** The window axe checks pages in: the project's desktop browser. */
const desktopScreen = devices['Desktop Chrome'].viewport;

// Pages open on a phone, for the layout checks; see crawlPage.
test.use({colorScheme: 'light', viewport: phoneScreen});

/**
 * Pages whose whole document axe checks: the first page (in path order) of
 * each part of the site, taken as its first three path segments
 * (`/docs/references/python`, `/docs/0.4.x/releases`, `/blog/tags`…), so
 * every kind of navbar, sidebar, table of contents and footer is checked,
 * with axe's page-level rules (landmarks, skip link, title, language). On
 * the other pages axe checks `main`, where pages differ: the shell around it
 * is the same components with other labels, and checking it on 230 pages
 * took a fifth of the crawl.
 */
const wholePageSample = new Set<string>([
  // The first page of some parts is a category index; add a doc page of each
  // docs tree, whose shell has breadcrumbs, a table of contents and a footer.
  '/docs/docs/concepts/parameters',
  '/docs/references/python/parameters/SingleSelectParameter',
  '/docs/0.4.x/docs/intro',
  '/docs/0.4.x/references/python/parameters/SingleSelectParameter',
]);
const sampledParts = new Set<string>();
for (const path of paths) {
  const part = path.split('/').slice(0, 4).join('/');
  if (!sampledParts.has(part)) {
    sampledParts.add(part);
    wholePageSample.add(path);
  }
}

/**
 * The only exceptions to the checks, each with its reason. Everything else
 * is fixed in the site rather than excluded here.
 */
const exceptions: Record<string, {axeRules?: string[]; externalLinks?: string[]; reason: string}> =
  {
    '/blog/archive': {
      axeRules: ['heading-order', 'landmark-no-duplicate-banner', 'landmark-unique'],
      reason:
        "theme-classic's BlogArchivePage puts year headings (h3) right under the h1 and its hero in a top-level <header>, which duplicates the announcement bar's banner role. The component is not safe to eject and a wrapper cannot change its markup.",
    },
    '/search': {
      externalLinks: ['https://www.algolia.com/'],
      reason:
        "The stock search page keeps its 'Powered by Algolia' credit in the DOM; in local mode src/plugins/local-search hides it (display: none), so no reader sees or reaches the link, which has no external-link icon.",
    },
  };

/**
 * How the page lays out on small screens: on a 375 × 812 phone, the title
 * starts within the first quarter of the screen, announcement bar included;
 * nothing sticks out of `main` sideways at 320, 375 and 768 px (wide code
 * and tables scroll inside their own box), and nothing scrolls sideways
 * without content to show there: a table (stacked or not) is a tab stop
 * exactly when it has hidden content to scroll to.
 */
async function checkLayout(page: Page): Promise<void> {
  const top = await titleTop(page);
  expect(top, 'a visible h1').toBeDefined();
  expect(top, `h1 top at 375 × 812 (limit ${titleLimit} px)`).toBeLessThanOrEqual(titleLimit);
  for (const width of overflowWidths) {
    await resizeWindow(page, {width, height: phoneScreen.height});
    expect(await horizontalOverflow(page), `overflow at ${width} px`).toEqual([]);
    // A table's tab stop follows its overflow, measured again on resize: wait for it.
    await expect
      .poll(() => emptySideScrolls(page), {message: `scrolling over nothing at ${width} px`})
      .toEqual([]);
  }
}

async function checkPage(page: Page, path: string): Promise<void> {
  const exception = exceptions[path];
  await expect(page).toHaveTitle(/^\S.* \| Squirrels$/);
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(/^\s*$/);

  expect(await imagesWithoutAlt(page), 'images without alt').toEqual([]);
  expect(await brokenInPageAnchors(page), 'broken in-page anchors').toEqual([]);
  expect(await unsafeExternalLinks(page, exception?.externalLinks), 'external links').toEqual([]);

  const within = wholePageSample.has(path) ? undefined : 'main';
  const disabledRules = exception?.axeRules ?? [];
  expect(
    await axeViolations(page, [...disabledRules, ...colourRules], {within}),
    'axe, but the colour rules',
  ).toEqual([]);
  // The colour rules, on the texts whose colours have not passed on an
  // earlier page of this worker (colourViolations): most repeat from page to
  // page, and checking every text took most of axe's time.
  expect(await colourViolations(page, disabledRules, {within}), 'axe colours, light mode').toEqual(
    [],
  );
  // Switch to dark mode as a reader's system would. Transitions are off
  // (crawlPage), so the colours are final once the theme is applied.
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForSelector('html[data-theme="dark"]', {state: 'attached'});
  // Only the colour rules can give another answer in dark mode; the others
  // read the same DOM and ran above.
  expect(await colourViolations(page, disabledRules, {within}), 'axe colours, dark mode').toEqual(
    [],
  );
}

test('the whole-page axe sample covers every part of the site', () => {
  // Every area of the spec's route table (tests/data/routes.json) has a page in it.
  expect(
    routeGroups
      .filter(({paths: areaPaths}) => !areaPaths.some((path) => wholePageSample.has(path)))
      .map(({area}) => area),
  ).toEqual([]);
  for (const path of ['/', '/blog', '/search', '/versions', '/docs/docs/intro']) {
    expect(wholePageSample.has(path), path).toBe(true);
  }
});

/**
 * One visit of a page for all its checks. The page opens on the phone, where
 * a reader first sees it (at the top, announcement bar shown): the title's
 * place is measured there, as loaded (loading at 1280 px and resizing down
 * gave the same tops on the pages tried, but is not what a phone shows).
 * Then come the other small widths, then the desktop window where axe checks
 * the page. Each resize waits for React to render the page for the new width
 * (waitForWindowSize); after that, the desktop DOM was the same as when
 * loaded at 1280 px, on every page of the sitemap. Transitions are off, so a
 * resize or the switch to dark mode has no in-between frames to measure.
 */
async function crawlPage(page: Page, path: string): Promise<void> {
  await disableTransitions(page);
  await waitForWindowSize(page);
  await checkLayout(page);
  await resizeWindow(page, desktopScreen);
  await checkPage(page, path);
}

for (const path of crawled.filter((path) => path !== notFoundPath)) {
  test(`crawl ${path}`, async ({page}) => {
    const response = await page.goto(siteUrl(path));
    expect(response?.status(), 'HTTP status').toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    await crawlPage(page, path);
  });
}

if (crawled.includes(notFoundPath)) {
  test.describe(() => {
    test.use({allow404: true});
    test('crawl the not-found page', async ({page}) => {
      const response = await page.goto(siteUrl(notFoundPath));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await crawlPage(page, notFoundPath);
    });
  });
}
