import {readFileSync} from 'node:fs';

import type {Page} from '@playwright/test';

import {axeViolations} from '../support/checks';
import {afterIdleCallbacks, disableTransitions, openPage} from '../support/page';
import {
  askAiClass,
  docSearchStylesheetFile,
  namesAskAi,
} from '../../src/plugins/local-search/askAiCss';
import type {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import {buildDir, searchWorkerScript} from '../support/build';
import {
  countAs,
  facetFiltersOf,
  loadBuiltEngine,
  relevanceCases,
  searchAs,
  shownOrder,
  type RelevanceCase,
} from '../support/search-relevance';
import {phoneScreen} from '../support/layout';
import {fixturesOrigin, fixturesUrl, origin} from '../support/site';
import {expect, test} from '../support/test';

/**
 * The local search (src/plugins/local-search) behind the stock DocSearch
 * modal and /search page: opening, hits, navigation, contextual search by
 * docs version, the "See all N results" count, failures, and no requests off
 * the machine.
 */

/** In the prose of docs/ (0.5.x) only: not in versioned_docs/version-0.4.x, the blog or pages. */
const currentOnlyWord = 'buildtime';
/** In the prose of versioned_docs/version-0.4.x only (0.4's old settings file, environcfg.yml). */
const oldOnlyWord = 'environcfg';
/** In the current docs, on several pages. */
const commonWord = 'placeholder';

/**
 * A case of the relevance suite (tests/data/search-queries.json) whose first
 * hit, from a page of `version`, is a blog post.
 */
function postFirstFrom(version: RelevanceCase['version']): RelevanceCase {
  const found = relevanceCases().find(
    (relevanceCase) =>
      relevanceCase.first &&
      relevanceCase.version === version &&
      relevanceCase.expect.startsWith('/blog/'),
  );
  if (!found) {
    throw new Error(`tests/data/search-queries.json: no first-hit case of a post from ${version}`);
  }
  return found;
}

/** `/blog/x` → a pattern for an address that ends with it. */
const endingWith = (sitePath: string) =>
  new RegExp(`${sitePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

let engine: LocalSearchEngine | undefined;
/** The engine over the index of the build under test, in Node: what the page should show. */
const builtEngine = () => (engine ??= loadBuiltEngine(buildDir));

/** DocSearch's own stylesheet, as the stock SearchBar imports it with the modal. */
const docSearchStylesheet = () => readFileSync(docSearchStylesheetFile(), 'utf8');

/** Results the search page shows at first and adds at each scroll (the stock page's hitsPerPage). */
const searchPageSize = 15;

/** The search page's "No results were found" paragraph (its live region may say the same). */
const noResultsParagraph = (page: Page) => page.locator('p', {hasText: 'No results were found'});

/**
 * How long a fresh page's first answer may take: the index loads only on
 * interest (the text tier behind the head, and a word found only in the
 * text waits for it), or only once a test releases it; the engine indexes it
 * then, on a machine that other jobs may keep busy. A tolerance, not a
 * measurement.
 */
const afterRelease = {timeout: 20_000};

const currentPage = '/docs/docs/intro';
const oldPage = '/docs/0.4.x/docs/intro';

/** Records every request that leaves the site under test, but for the `allowed` URL prefixes. */
function watchOffsiteRequests(page: Page, siteOrigin = origin, allowed: string[] = []): string[] {
  const offsite: string[] = [];
  const local = [siteOrigin, 'data:', 'blob:', ...allowed];
  page.on('request', (request) => {
    const url = request.url();
    if (!local.some((prefix) => url.startsWith(prefix))) {
      offsite.push(url);
    }
  });
  return offsite;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
/** What the modal shows under its search box (its live region, for screen readers, is beside it). */
const dropdown = (page: Page) => modal(page).locator('.DocSearch-Dropdown');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => modal(page).locator('.DocSearch-Hit');

async function openModal(page: Page): Promise<void> {
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await expect(modalInput(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await openModal(page);
  await modalInput(page).fill(query);
}

let offsite: string[];

test.beforeEach(({page}) => {
  offsite = watchOffsiteRequests(page);
});

test.afterEach(() => {
  expect(offsite, 'requests off 127.0.0.1').toEqual([]);
});

test('Ctrl+K, / and a click on the navbar button open the modal; Escape closes it', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  // Closing focuses the navbar button, where `/` is left alone (stock
  // behaviour), but Ctrl+K works anywhere.
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  await openModal(page);
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

test('typing a word shows hits grouped by section, with the word marked', async ({page}) => {
  await openPage(page, currentPage);
  await search(page, commonWord);
  await expect(hits(page).first()).toBeVisible();
  await expect(modal(page).locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
  await expect(hits(page).locator('mark').first()).toHaveText(new RegExp(commonWord, 'i'));
  // No Algolia branding in local mode.
  await expect(modal(page).locator('.DocSearch-Logo')).toBeHidden();
  // Nor Ask AI, which needs Algolia's servers.
  await expect(modal(page).getByText(/Ask AI/)).toHaveCount(0);
});

/** Every class of an element in the modal's container, now. */
const classesInModal = (page: Page) =>
  page
    .locator('.DocSearch-Container')
    .evaluate((container) => [
      ...new Set(
        [container, ...Array.from(container.querySelectorAll('*'))].flatMap((element) =>
          Array.from(element.classList),
        ),
      ),
    ]);

/** The selectors of every rule of the page's stylesheets, inside at-rules and layers too. */
const pageSelectors = (page: Page) =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          selectors.push(rule.selectorText);
        }
        if ('cssRules' in rule) {
          walk((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      walk(sheet.cssRules);
    }
    return selectors;
  });

test("the modal's screens keep their styles, and render nothing of the Ask AI styles local mode leaves out", async ({
  page,
}) => {
  await openPage(page, currentPage);
  await openModal(page);
  const rendered = new Set(await classesInModal(page));
  await modalInput(page).fill(commonWord);
  await expect(hits(page).first()).toBeVisible();
  (await classesInModal(page)).forEach((name) => rendered.add(name));
  await modalInput(page).fill(farMisspelling);
  await expectNoResultsScreen(page, farMisspelling, afterRelease);
  (await classesInModal(page)).forEach((name) => rendered.add(name));

  const docSearchClasses = [...rendered].filter((name) => name.startsWith('DocSearch'));
  expect(docSearchClasses).toEqual(
    expect.arrayContaining(['DocSearch-Hit', 'DocSearch-NoResults']),
  );
  expect(docSearchClasses.filter((name) => askAiClass.test(`.${name}`))).toEqual([]);
  // Each class the screens render that DocSearch's stylesheet styles is still styled.
  const styledUpstream = (name: string) =>
    new RegExp(`\\.${name}(?![\\w-])`).test(docSearchStylesheet());
  const selectors = await pageSelectors(page);
  const unstyled = docSearchClasses
    .filter(styledUpstream)
    .filter(
      (name) => !selectors.some((selector) => new RegExp(`\\.${name}(?![\\w-])`).test(selector)),
    );
  expect(unstyled).toEqual([]);
  // What was left out is really gone from the page.
  expect(selectors.filter((selector) => namesAskAi(selector))).toEqual([]);
});

test('Enter on a hit navigates in the app, without a full reload', async ({page}) => {
  await openPage(page, '/');
  await page.evaluate(() => {
    (window as Window & {searchMarker?: number}).searchMarker = 42;
  });
  await search(page, commonWord);
  await expect(hits(page).first()).toBeVisible();
  const target = await hits(page).first().locator('a').getAttribute('href');
  expect(target).toMatch(/^\/(?!\/)/);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}${target}`);
  expect(await page.evaluate(() => (window as Window & {searchMarker?: number}).searchMarker)).toBe(
    42,
  );
});

test('a click on a hit navigates in the app too', async ({page}) => {
  await openPage(page, '/');
  await page.evaluate(() => {
    (window as Window & {searchMarker?: number}).searchMarker = 7;
  });
  await search(page, currentOnlyWord);
  const hit = hits(page).nth(1).locator('a');
  await expect(hit).toBeVisible(afterRelease);
  const target = await hit.getAttribute('href');
  expect(target).toMatch(/^\/(?!\/)/);
  await hit.click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}${target}`);
  expect(await page.evaluate(() => (window as Window & {searchMarker?: number}).searchMarker)).toBe(
    7,
  );
});

test('hits whose URL matches externalUrlRegex open with a full page load', async ({page}) => {
  // The fixtures build sets externalUrlRegex to '/blog/' (docusaurus.config.ts)
  // and turns analytics on: answer Google's script here, off the network.
  offsite = watchOffsiteRequests(page, fixturesOrigin, ['https://www.googletagmanager.com/']);
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({contentType: 'text/javascript', body: ''}),
  );
  await page.goto(fixturesUrl('/docs/docs/intro'));
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.evaluate(() => {
    (window as Window & {searchMarker?: number}).searchMarker = 9;
  });
  const post = postFirstFrom('current');
  await search(page, post.query);
  const first = hits(page).first().locator('a');
  await expect(first).toHaveAttribute('href', endingWith(post.expect));
  // Left as an absolute URL, as DocSearch gives another site's hits.
  expect(await first.getAttribute('href')).toMatch(new RegExp(`^${fixturesOrigin}/`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endingWith(post.expect));
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  expect(
    await page.evaluate(() => (window as Window & {searchMarker?: number}).searchMarker),
  ).toBeUndefined();
});

test('on a 0.4.x page, search covers 0.4.x and not 0.5.x', async ({page}) => {
  await openPage(page, oldPage);
  await search(page, oldOnlyWord);
  await expect(hits(page).first()).toBeVisible();
  // Blog posts and pages are searched from every docs version.
  const post = postFirstFrom('0.4.x');
  await modalInput(page).fill(post.query);
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', endingWith(post.expect));
  await modalInput(page).fill(currentOnlyWord);
  await expect(modal(page).locator('.DocSearch-NoResults')).toContainText(
    `No results found for "${currentOnlyWord}"`,
  );
});

test('on a 0.5.x page, search covers 0.5.x and not 0.4.x', async ({page}) => {
  await openPage(page, currentPage);
  await search(page, currentOnlyWord);
  await expect(hits(page).first()).toBeVisible(afterRelease);
  await modalInput(page).fill(oldOnlyWord);
  await expect(modal(page).locator('.DocSearch-NoResults')).toContainText(
    `No results found for "${oldOnlyWord}"`,
  );
});

test('"See all N results" shows the count of the query typed, key by key, as the search page does', async ({
  page,
}) => {
  // The search page's count for the word, first: the modal's footer must
  // come to the same count once the last keystroke is answered (DocSearch's
  // own count adds up every keystroke's and would overshoot).
  await openPage(page, `/search?q=${commonWord}`);
  const found = page.getByText(/^\d+ documents? found$/);
  await expect(found).toBeVisible();
  const pageCount = Number((await found.textContent())?.match(/\d+/)?.[0]);
  expect(pageCount).toBe(countAs(builtEngine(), commonWord, 'current'));

  await openPage(page, '/');
  await openModal(page);
  // Key by key, each keystroke answered before the next: the modal redraws
  // its results, and the footer's link to the search page for that query,
  // only once the query's hits have come.
  const footer = modal(page).locator('.DocSearch-HitsFooter a');
  for (let typed = 1; typed <= commonWord.length; typed++) {
    await modalInput(page).press(commonWord.charAt(typed - 1));
    await expect(footer).toHaveAttribute('href', new RegExp(`\\?q=${commonWord.slice(0, typed)}$`));
  }
  await expect(footer).toHaveText(`See all ${pageCount} results`);

  await footer.click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${commonWord}$`));
  await expect(found).toHaveText(`${pageCount} documents found`);
});

/** In no page of either version: a query that finds nothing. */
const nonsense = 'qxzvwq';
/** Three letters off "connections": beyond the typo tolerance, so nothing is found. */
const farMisspelling = 'conectionzz';

/** The texts of section 8 of the spec on the modal's "No results" screen, and its links. */
async function expectNoResultsScreen(
  page: Page,
  query: string,
  answered: {timeout?: number} = {},
): Promise<void> {
  const screen = modal(page).locator('.DocSearch-NoResults');
  // The title shown: while the engine has not answered, the screen holds the
  // searching state's title instead, and the stock one hidden.
  await expect(screen.locator('.DocSearch-Title').filter({visible: true})).toHaveText(
    `No results found for "${query}"`,
    answered,
  );
  await expect(screen.getByText('Try searching for:', {exact: true})).toBeVisible();
  await expect(screen.locator('button.DocSearch-Prefill').first()).toBeVisible();
  await expect(screen.getByText(/^Believe this query should return results\?/)).toBeVisible();
  const report = screen.getByRole('link', {name: 'Let us know.'});
  await expect(report).toBeVisible();
  const href = new URL((await report.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(
    'https://github.com/squirrels-analytics/squirrels-analytics.github.io/issues/new',
  );
  expect(href.searchParams.get('title')).toContain(`"${query}"`);
  expect(href.searchParams.get('body')).toContain(`"${query}"`);
  await expect(report).toHaveAttribute('target', '_blank');
}

test('a query that finds nothing shows the spec\'s "No results" texts, straight away and after another query', async ({
  page,
}) => {
  await openPage(page, currentPage);
  // Straight away: the first query of the modal finds nothing. Nothing in the
  // head, so it waits for the text, which no earlier answer has brought.
  await search(page, nonsense);
  await expectNoResultsScreen(page, nonsense, afterRelease);
  // After a query with hits.
  await modalInput(page).fill(commonWord);
  await expect(hits(page).first()).toBeVisible();
  await modalInput(page).fill(farMisspelling);
  await expectNoResultsScreen(page, farMisspelling);
  // The added suggestions and the underlined "Let us know." link pass axe, in
  // both themes. DocSearch's modal has its own <header> and <footer>, a
  // second banner and contentinfo beside the page's (stock markup, not ours).
  const stockModalLandmarks = ['landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo'];
  expect(await axeViolations(page, stockModalLandmarks, {within: '.DocSearch-Modal'})).toEqual([]);
  // No colour transitions, so axe measures the dark colours, not a frame between.
  await disableTransitions(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page, stockModalLandmarks, {within: '.DocSearch-Modal'})).toEqual([]);
});

/** What the modal and the search page show while the engine has not answered (DocSearch's own word). */
const searchingText = 'Searching...';

/**
 * Holds the search index's downloads (the worker's too) until the test calls
 * `release`, and for at least 3 s: a slow network or a busy device, as
 * readers saw it in issue 40. The test checks what the reader sees meanwhile.
 */
async function holdSearchIndex(page: Page): Promise<{release: () => Promise<void>}> {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let heldSince: number | undefined;
  await page.route('**/search-index/*.json', async (route) => {
    heldSince ??= Date.now();
    await opened;
    await route.fallback();
  });
  return {
    async release() {
      const held = Date.now() - (heldSince ?? Date.now());
      if (held < 3000) {
        await page.waitForTimeout(3000 - held);
      }
      await page.evaluate(() => {
        (window as Window & {searchIndexReleased?: boolean}).searchIndexReleased = true;
      });
      open();
    },
  };
}

/** One change in what search shows: its visible outcomes, and whether the index was released yet. */
type SearchScreen = {shown: string[]; released: boolean};

/**
 * Records, at every change of the DOM, what the modal and the search page
 * show: "Searching...", a "No results" text, the error screen, hits. A
 * MutationObserver's callback runs before the browser paints the change, so
 * a screen shown for a single frame is recorded too. Call before the page loads.
 */
async function recordSearchScreens(page: Page): Promise<() => Promise<SearchScreen[]>> {
  await page.addInitScript(() => {
    const screens: {shown: string[]; released: boolean}[] = [];
    const scope = window as Window & {
      searchScreens?: typeof screens;
      searchIndexReleased?: boolean;
    };
    scope.searchScreens = screens;
    const outcomes: [RegExp, string][] = [
      [/^Searching\.\.\.$/, 'searching'],
      [/^No results (found for|were found)/, 'no results'],
      [/^Unable to fetch results/, 'error'],
    ];
    const visible = (element: Element) =>
      element.checkVisibility({checkOpacity: true, checkVisibilityCSS: true});
    let last = '';
    const look = () => {
      const shown: string[] = [];
      for (const root of Array.from(
        document.querySelectorAll('.DocSearch-Modal, .search-page-wrapper .main-wrapper'),
      )) {
        for (const element of Array.from(root.querySelectorAll('p, div'))) {
          const text = element.textContent?.trim() ?? '';
          const outcome = outcomes.find(([pattern]) => pattern.test(text));
          // The innermost element that says it, once, if it can be seen.
          if (
            outcome &&
            !Array.from(element.children).some((child: Element) =>
              outcome[0].test(child.textContent?.trim() ?? ''),
            ) &&
            visible(element)
          ) {
            shown.push(`${outcome[1]}: ${text}`);
          }
        }
        if (Array.from(root.querySelectorAll('.DocSearch-Hit, article')).some(visible)) {
          shown.push('hits');
        }
      }
      const key = JSON.stringify(shown);
      if (key !== last) {
        last = key;
        screens.push({shown, released: scope.searchIndexReleased === true});
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () =>
    page.evaluate(() => (window as Window & {searchScreens?: SearchScreen[]}).searchScreens ?? []);
}

/** The screens recorded before the index was released that showed a "No results" text or the error screen. */
function untimelyOutcomes(screens: SearchScreen[]): SearchScreen[] {
  return screens.filter(
    ({shown, released}) => !released && shown.some((text) => /^(no results|error):/.test(text)),
  );
}

/** The modal's searching state: shown, said in its live region, and nothing else said. */
async function expectModalSearching(page: Page): Promise<void> {
  await expect(modal(page).getByText(/No results found for/)).toBeHidden();
  await expect(modal(page).getByText(/Unable to fetch results/)).toBeHidden();
  await expect(dropdown(page).getByText(searchingText, {exact: true})).toBeVisible();
  await expect(modal(page).getByRole('status')).toHaveText(searchingText);
}

test.describe('while the index loads', () => {
  test('the modal says it is searching, never "No results", then shows the hits', async ({
    page,
  }) => {
    const screens = await recordSearchScreens(page);
    const index = await holdSearchIndex(page);
    await openPage(page, currentPage);
    await openModal(page);
    // Nothing asked yet: the start screen, neither searching nor "No results".
    await expect(modal(page).getByText(searchingText, {exact: true})).toHaveCount(0);
    await expect(modal(page).getByText(/No results found for/)).toHaveCount(0);
    // The reader types at once, key by key.
    await modalInput(page).pressSequentially(commonWord);
    await expectModalSearching(page);
    // DocSearch's own loading state too: its stalled status and loading icon.
    await expect(
      page.locator('.DocSearch-Container--Stalled .DocSearch-LoadingIndicator'),
    ).toBeVisible();
    if (process.env.SEARCH_SCREENSHOTS) {
      await page.screenshot({path: 'test-results/search-searching-modal.png'});
    }
    // No colour transitions, so axe measures the final colours.
    await disableTransitions(page);
    const stockModalLandmarks = [
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
    ];
    expect(await axeViolations(page, stockModalLandmarks, {within: '.DocSearch-Modal'})).toEqual(
      [],
    );

    await index.release();
    await expect(hits(page).first()).toBeVisible(afterRelease);
    await expect(modal(page).getByText(searchingText, {exact: true})).toHaveCount(0);
    await expect(modal(page).getByRole('status')).not.toHaveText(searchingText);
    const seen = await screens();
    expect(untimelyOutcomes(seen)).toEqual([]);
    expect(
      seen.some(({shown, released}) => !released && shown.includes(`searching: ${searchingText}`)),
    ).toBe(true);
    // Once answered, the modal never said "No results" for a word with hits.
    expect(seen.filter(({shown}) => shown.some((text) => text.startsWith('no results')))).toEqual(
      [],
    );
  });

  test('a query that finds nothing says "No results" only once the engine has answered it', async ({
    page,
  }) => {
    const screens = await recordSearchScreens(page);
    const index = await holdSearchIndex(page);
    await openPage(page, currentPage);
    await search(page, nonsense);
    await expectModalSearching(page);
    await index.release();
    await expect(dropdown(page).getByText(`No results found for "${nonsense}"`)).toBeVisible(
      afterRelease,
    );
    await expectNoResultsScreen(page, nonsense);
    await expect(modal(page).getByRole('status')).toHaveText(`No results found for "${nonsense}"`);
    await expect(modal(page).getByText(searchingText, {exact: true})).toHaveCount(0);
    expect(untimelyOutcomes(await screens())).toEqual([]);
  });

  test('typing fast: an answer to an older query never shows "No results" for the newer one', async ({
    page,
  }) => {
    const screens = await recordSearchScreens(page);
    const index = await holdSearchIndex(page);
    await openPage(page, currentPage);
    await openModal(page);
    // Each key is a query; all wait for the index, then are answered in
    // order: the older ones, with no hits, come before the last, which has.
    await modalInput(page).pressSequentially(nonsense);
    await modalInput(page).press('ControlOrMeta+a');
    await modalInput(page).pressSequentially(commonWord);
    await expectModalSearching(page);
    await index.release();
    // The last query's hits: the footer links to the search page for it.
    await expect(modal(page).locator('.DocSearch-HitsFooter a')).toHaveAttribute(
      'href',
      new RegExp(`\\?q=${commonWord}$`),
      afterRelease,
    );
    await expect(hits(page).first()).toBeVisible();
    const seen = await screens();
    expect(untimelyOutcomes(seen)).toEqual([]);
    // Every "No results" shown named a query that has none.
    const claimed = seen.flatMap(({shown}) =>
      shown.flatMap(
        (text) => text.match(/^no results: No results found for "(.*)"$/)?.slice(1) ?? [],
      ),
    );
    expect(claimed.filter((query) => countAs(builtEngine(), query, 'current') > 0)).toEqual([]);
  });

  test('the search page keeps its spinner, says it is searching, and never "No results" before the answer', async ({
    page,
  }) => {
    const screens = await recordSearchScreens(page);
    const index = await holdSearchIndex(page);
    await openPage(page, `/search?q=${commonWord}`);
    const spinner = page.locator('.search-page-wrapper [class*="loadingSpinner"]');
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(searchingText);
    await expect(page.getByText('No results were found')).toBeHidden();
    if (process.env.SEARCH_SCREENSHOTS) {
      await page.screenshot({path: 'test-results/search-searching-page.png'});
    }
    await index.release();
    const count = countAs(builtEngine(), commonWord, 'current');
    await expect(page.locator('main article').first()).toBeVisible(afterRelease);
    await expect(page.getByRole('status')).toHaveText(`${count} documents found`);
    await expect(spinner).toHaveCount(0);
    expect(untimelyOutcomes(await screens())).toEqual([]);
  });

  test('the search page says "No results were found" only once the engine has answered', async ({
    page,
  }) => {
    const screens = await recordSearchScreens(page);
    const index = await holdSearchIndex(page);
    await openPage(page, `/search?q=${nonsense}`);
    await expect(page.getByRole('status')).toHaveText(searchingText);
    await expect(page.getByText('No results were found')).toBeHidden();
    await index.release();
    await expect(noResultsParagraph(page)).toBeVisible(afterRelease);
    await expect(page.getByRole('status')).toHaveText('No results were found');
    expect(untimelyOutcomes(await screens())).toEqual([]);
  });
});

test('the search button is named by what it shows: "Search Ctrl K", then the shortcut', async ({
  page,
}) => {
  await openPage(page, currentPage);
  const button = page.locator('.DocSearch-Button');
  await expect(button.locator('kbd')).toHaveCount(2);
  await expect(button).toHaveAccessibleName('Search Ctrl K (Control+k)');
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  expect(
    await axeViolations(page, [], {only: ['label-content-name-mismatch'], within: '.navbar'}),
  ).toEqual([]);
});

test('"Try searching for" offers the spelling the index knows, and searches for it when picked', async ({
  page,
}) => {
  await openPage(page, currentPage);
  await search(page, farMisspelling);
  const offered = modal(page).locator('.DocSearch-NoResults button.DocSearch-Prefill');
  await expect(offered.first()).toHaveText('connections', afterRelease);
  await offered.first().click();
  await expect(modalInput(page)).toHaveValue('connections ');
  await expect(modalInput(page)).toBeFocused();
  await expect(
    hits(page).locator('a[href$="/docs/docs/concepts/connections"]').first(),
  ).toBeVisible();
  // Nothing like the query in the index: the biggest sections of this version.
  await modalInput(page).fill(nonsense);
  await expect(offered).toHaveText(builtEngine().suggest(nonsense, facetFiltersOf('current')));
  await offered.first().click();
  await expect(hits(page).first()).toBeVisible();
});

/** The addresses of the search index files a realm (the page, or a worker) downloaded. */
async function indexDownloads(realm: {
  evaluate: <T>(fn: () => T | Promise<T>) => Promise<T>;
}): Promise<string[]> {
  const names = await realm.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  return names.filter((name) => name.includes('/search-index/'));
}

test('the engine runs in a worker: it downloads the index, the page only renders the hits and primes the head', async ({
  page,
}) => {
  const started = page.waitForEvent('worker');
  await openPage(page, currentPage);
  await search(page, currentOnlyWord);
  await expect(hits(page).first()).toBeVisible(afterRelease);
  const worker = await started;
  expect(worker.url()).toMatch(workerScriptUrl());
  // MiniSearch and the engine are in the worker's script: it fetches no other
  // script (with importScripts) before it can ask for the index.
  const scripts = await worker.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(scripts.filter((name) => name.includes('/assets/js/'))).toEqual([]);
  const downloaded = await indexDownloads(worker);
  expect(downloaded.some((name) => name.endsWith('/search-index/manifest.json'))).toBe(true);
  expect(downloaded.some((name) => /\/search-index\/en\.docs-default-current\./.test(name))).toBe(
    true,
  );
  // The page asks only for the manifest and the heads, ahead of the worker
  // (client/prime.ts), which reads them too.
  const primed = await indexDownloads(page);
  expect(primed.filter((name) => !/\/manifest\.json$|\.head\.[0-9a-f]+\.json$/.test(name))).toEqual(
    [],
  );
  expect(primed.length).toBeGreaterThan(0);
  expect(downloaded).toEqual(expect.arrayContaining(primed));
  // The /search page asks the same worker.
  await page.keyboard.press('Escape');
  await openPage(page, `/search?q=${currentOnlyWord}`);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await indexDownloads(page)).toEqual([]);
});

/** When a realm (the page, or a worker) fetched each search index file: name, start and end. */
async function indexTimings(realm: {
  evaluate: <T>(fn: () => T | Promise<T>) => Promise<T>;
}): Promise<{name: string; start: number; end: number}[]> {
  const entries = await realm.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      ({name, startTime, responseEnd}) => ({name, start: startTime, end: responseEnd}),
    ),
  );
  return entries.filter(({name}) => /\/search-index\/[^/]+\.(head|text)\./.test(name));
}

const indexFile = (tag: string, tier: 'head' | 'text') =>
  expect.stringMatching(new RegExp(`/search-index/en\\.${tag}\\.${tier}\\.`));

/** Waits until the worker has fetched these index files (`indexFile`), among others. */
async function expectIndexFiles(
  worker: Parameters<typeof indexTimings>[0],
  files: readonly ReturnType<typeof indexFile>[],
): Promise<void> {
  await expect
    .poll(async () => (await indexTimings(worker)).map(({name}) => name))
    .toEqual(expect.arrayContaining([...files]));
}

/** In the current docs' titles and headings: found in the head of the index. */
const headWord = 'parameters';

/** The search worker's script, in an address or a message: its file is named by its chunk id. */
function workerScriptUrl(): RegExp {
  return new RegExp(`/assets/js/${searchWorkerScript().replaceAll('.', '\\.')}\\b`);
}

/**
 * Holds the scripts the page asks for from now on (the modal's code among
 * them) until `release`, but those whose URL matches `except`.
 */
async function holdScripts(page: Page, except?: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    if (!except?.test(route.request().url())) {
      await released;
    }
    await route.continue();
  });
  return release;
}

const shellInput = (page: Page) => page.locator('#local-search-shell-input');

test.describe('before the reader asks', () => {
  /** Waits for the page's idle callbacks and network, then checks that no worker started and no index file loaded. */
  async function expectNothingLoaded(page: Page): Promise<void> {
    await afterIdleCallbacks(page);
    await page.waitForLoadState('networkidle');
    expect(page.workers()).toEqual([]);
    expect(await indexDownloads(page)).toEqual([]);
  }

  test('before any interest nothing of the search loads: no worker, no index', async ({page}) => {
    await openPage(page, currentPage);
    await afterIdleCallbacks(page);
    await expectNothingLoaded(page);
  });

  test('a pointer moving and clicking elsewhere on the page loads nothing of the search', async ({
    page,
  }) => {
    await openPage(page, currentPage);
    await page.waitForLoadState('networkidle');
    const paragraph = page.locator('article p').first();
    await paragraph.hover();
    await paragraph.click();
    await page.locator('nav.navbar a.navbar__brand').hover();
    await expectNothingLoaded(page);
  });

  test("a pointerdown on the button starts the worker and the head's download before any chunk has loaded", async ({
    page,
  }) => {
    await openPage(page, currentPage);
    // Every script but the worker's waits: the modal's code, and any chunk of the search client.
    const release = await holdScripts(page, workerScriptUrl());
    const started = page.waitForEvent('worker');
    await page.locator('.DocSearch-Button').dispatchEvent('pointerdown', {pointerType: 'touch'});
    const worker = await started;
    await expectIndexFiles(worker, [
      indexFile('default', 'head'),
      indexFile('docs-default-current', 'head'),
    ]);
    await expect(modalInput(page)).toHaveCount(0);
    release();
  });

  test('interest loads the head of the index; the text comes once the modal has answered from it, and a query about the text finds it', async ({
    page,
  }) => {
    const started = page.waitForEvent('worker');
    await openPage(page, currentPage);
    await page.locator('.DocSearch-Button').hover();
    const worker = await started;
    const heads = [indexFile('default', 'head'), indexFile('docs-default-current', 'head')];
    await expectIndexFiles(worker, heads);
    // No text before the reader's first answer: it would share the worker with their first keystrokes.
    await page.waitForLoadState('networkidle');
    expect((await indexTimings(worker)).filter(({name}) => name.includes('.text.'))).toEqual([]);
    await search(page, headWord);
    await expect(hits(page).first()).toBeVisible();
    await expectIndexFiles(worker, [
      ...heads,
      indexFile('default', 'text'),
      indexFile('docs-default-current', 'text'),
    ]);
    const timings = await indexTimings(worker);
    const headTimings = timings.filter(({name}) => name.includes('.head.'));
    const texts = timings.filter(({name}) => name.includes('.text.'));
    // The text does not share the line with the head: it is asked for once the head is in.
    expect(Math.min(...texts.map(({start}) => start))).toBeGreaterThanOrEqual(
      Math.max(...headTimings.map(({end}) => end)),
    );
    // Nothing of the other version.
    expect(timings.map(({name}) => name)).not.toContainEqual(
      indexFile('docs-default-0.4.x', 'head'),
    );
    await modalInput(page).fill(currentOnlyWord);
    await expect(hits(page).first()).toBeVisible(afterRelease);
  });

  test("a tap shows a focused search box before the modal's code has arrived; what is typed there reaches the modal", async ({
    page,
  }) => {
    await openPage(page, currentPage);
    const release = await holdScripts(page);
    await page.locator('.DocSearch-Button').click();
    await expect(shellInput(page)).toBeFocused();
    await expect(shellInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(modalInput(page)).toHaveCount(0);
    await page.keyboard.type(headWord.slice(0, 5));
    release();
    await expect(modalInput(page)).toBeFocused();
    await expect(modalInput(page)).toHaveValue(headWord.slice(0, 5));
    await expect(shellInput(page)).toHaveCount(0);
    await page.keyboard.type(headWord.slice(5));
    await expect(modalInput(page)).toHaveValue(headWord);
    await expect(hits(page).first()).toBeVisible();
  });

  test('Escape in that box before the modal has mounted closes the search for good', async ({
    page,
  }) => {
    await openPage(page, currentPage);
    const release = await holdScripts(page);
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('.DocSearch-Modal')) {
          document.documentElement.dataset.modalMounted = 'true';
          observer.disconnect();
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('.DocSearch-Button').click();
    await expect(shellInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shellInput(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-modal-mounted', 'true');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
  });

  test('with Save-Data on, interest loads the head only; a query it cannot answer loads the text', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {saveData: true, effectiveType: '4g'},
      });
    });
    const started = page.waitForEvent('worker');
    await openPage(page, currentPage);
    await search(page, headWord);
    await expect(hits(page).first()).toBeVisible();
    const worker = await started;
    const names = async () => (await indexTimings(worker)).map(({name}) => name);
    expect(await names()).toContainEqual(indexFile('docs-default-current', 'head'));
    expect(await names()).not.toContainEqual(indexFile('docs-default-current', 'text'));
    await modalInput(page).fill(currentOnlyWord);
    // The hits of this query, not the ones still shown of the one before.
    await expect(
      hits(page)
        .locator('mark')
        .filter({hasText: new RegExp(`^${currentOnlyWord}$`, 'i')})
        .first(),
    ).toBeVisible(afterRelease);
    expect(await names()).toContainEqual(indexFile('docs-default-current', 'text'));
  });
});

/** Typed into the box before the modal's code has come: a query with hits in the current docs. */
const handoffQuery = 'caching results';

/** Marks the script that renders DocSearch's modal (the stock SearchBar loads it on the tap). */
const modalCodeMarker = 'DocSearch-Modal';

/**
 * Holds the scripts the page asks for from now on (the modal's code among
 * them) until `release`. `beforeModalCode` is run in the page as the modal's
 * code arrives, before it: a key the reader types then. The modal's code
 * comes in several chunks, and that script is let through after the others
 * have run: in a task between it and the last of them, React would handle the
 * key before it renders the modal, so the moment would not be the one meant.
 */
async function holdModalCode(
  page: Page,
  beforeModalCode?: string,
): Promise<{release: () => void; modalCodeRuns: () => number}> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let modalCodeRuns = 0;
  // The ids of the other chunks held for the page (files are `<chunk id>.<hash>.js`); not the
  // search worker's script, which runs in the worker.
  const others: string[] = [];
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const chunk = /\/(\w+)\.[0-9a-f]+\.js$/.exec(route.request().url())?.[1];
    const response = beforeModalCode === undefined ? undefined : await route.fetch();
    const body = await response?.text();
    const isModalCode = body?.includes(modalCodeMarker) ?? false;
    if (chunk && !isModalCode && body && pageChunk.test(body)) {
      others.push(chunk);
    }
    await released;
    if (response === undefined || body === undefined) {
      await route.continue();
      return;
    }
    if (!isModalCode) {
      await route.fulfill({response, body});
      return;
    }
    modalCodeRuns += 1;
    await page.waitForFunction(
      (ids) => {
        const pushed = (window as ChunkWindow).webpackChunksquirrels_docs ?? [];
        return ids.every((id) => pushed.some(([chunkIds]) => chunkIds.map(String).includes(id)));
      },
      [...others],
    );
    await route.fulfill({response, body: `${beforeModalCode};\n${body}`});
  });
  return {release, modalCodeRuns: () => modalCodeRuns};
}

/** How a lazily loaded chunk of the page starts: it hands its modules to the runtime's list. */
const pageChunk = /^(?:"use strict";)?\(self\.webpackChunksquirrels_docs=/;

/** The page's window, with the chunks that the bundler's runtime has received (`output.chunkLoadingGlobal`). */
type ChunkWindow = Window & {
  webpackChunksquirrels_docs?: [Array<string | number>, ...unknown[]][];
};

/** The page's window, with the key typer that `watchHandOver` installs. */
type HandOverWindow = Window & {typeKeyInPage?: (key: string) => void};

/**
 * Watches the hand-over from the box to the modal, in the page. Installs
 * `window.typeKeyInPage(key)`, which types a key as typing does
 * (`beforeinput`, the text at the caret, `input`) into whatever has the focus
 * and records which (an input's id or class) in `<html data-key-typed-into>`.
 * Records what the modal's input holds as soon as it is in the page, after
 * React has rendered the modal and before its effects run (one of which is
 * DocSearch focusing that input), in `<html data-modal-rendered-with>`; and
 * types `keyAtRender` then, if given.
 */
async function watchHandOver(page: Page, keyAtRender?: string): Promise<void> {
  await page.evaluate((keyAtRender) => {
    const typeKey = (key: string) => {
      const focused = document.activeElement;
      document.documentElement.dataset.keyTypedInto =
        focused instanceof HTMLElement ? focused.id || focused.className : '';
      document.execCommand('insertText', false, key);
    };
    (window as HandOverWindow).typeKeyInPage = typeKey;
    new MutationObserver((_, observer) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (input) {
        observer.disconnect();
        document.documentElement.dataset.modalRenderedWith = input.value;
        if (keyAtRender !== undefined) {
          typeKey(keyAtRender);
        }
      }
    }).observe(document.body, {childList: true, subtree: true});
  }, keyAtRender);
}

/** The modal's input holds `query`, and its hits and count are those of `query`. */
async function expectModalSearchedFor(page: Page, query: string): Promise<void> {
  await expect(modalInput(page)).toBeFocused();
  await expect(modalInput(page)).toHaveValue(query);
  const engine = builtEngine();
  const [first] = shownOrder(searchAs(engine, query, 'current'));
  expect(first, `the current docs have hits for "${query}"`).toBeDefined();
  const {pathname, hash} = new URL(first?.url ?? '');
  await expect(modal(page).locator('.DocSearch-HitsFooter a')).toHaveText(
    `See all ${countAs(engine, query, 'current')} results`,
    afterRelease,
  );
  await expect(hits(page).first().locator('a')).toHaveAttribute(
    'href',
    endingWith(`${pathname}${hash}`),
  );
}

/** A reader who opens the search with a click and types at 0 ms a key, and one who taps and types at 30 ms. */
const readers = [
  {
    name: 'on a desktop',
    context: {},
    keyDelayMs: 0,
    open: (page: Page) => page.locator('.DocSearch-Button').click(),
  },
  {
    name: 'on a phone',
    context: {viewport: phoneScreen, isMobile: true, hasTouch: true},
    keyDelayMs: 30,
    open: (page: Page) => page.locator('.DocSearch-Button').tap(),
  },
] as const;

/** Opens the search as `reader` does, and types `text` into the box at the reader's speed. */
async function typeIntoBox(
  page: Page,
  reader: (typeof readers)[number],
  text: string,
): Promise<void> {
  await reader.open(page);
  await expect(shellInput(page)).toBeFocused();
  await page.keyboard.type(text, {delay: reader.keyDelayMs});
}

test.describe("from the box to the modal: no key is lost while the modal's code arrives", () => {
  for (const reader of readers) {
    test.describe(reader.name, () => {
      test.use(reader.context);

      // Where the keys are typed is controlled: the first ones before the
      // modal's code is let through, one at a given moment of its arrival
      // (by the page itself), the rest once the modal has the focus.
      for (const typedBefore of [1, 8, handoffQuery.length - 1]) {
        const key = handoffQuery.charAt(typedBefore);
        test(`a key typed between the modal's render and its focus ("${key}" after ${typedBefore} keys)`, async ({
          page,
        }) => {
          await openPage(page, currentPage);
          const modalCode = await holdModalCode(page);
          await typeIntoBox(page, reader, handoffQuery.slice(0, typedBefore));
          await watchHandOver(page, key);
          modalCode.release();
          await expect(modalInput(page)).toBeFocused();
          // The moment was the one meant: the modal was in the page, the box
          // still had the focus.
          await expect(page.locator('html')).toHaveAttribute(
            'data-key-typed-into',
            'local-search-shell-input',
          );
          await page.keyboard.type(handoffQuery.slice(typedBefore + 1), {delay: reader.keyDelayMs});
          await expectModalSearchedFor(page, handoffQuery);
        });

        test(`a key typed as the modal's code arrives, before the modal renders ("${key}" after ${typedBefore} keys)`, async ({
          page,
        }) => {
          await openPage(page, currentPage);
          const modalCode = await holdModalCode(
            page,
            `window.typeKeyInPage(${JSON.stringify(key)})`,
          );
          await watchHandOver(page);
          await typeIntoBox(page, reader, handoffQuery.slice(0, typedBefore));
          modalCode.release();
          await expect(modalInput(page)).toBeFocused();
          expect(modalCode.modalCodeRuns()).toBe(1);
          const html = page.locator('html');
          await expect(html).toHaveAttribute('data-key-typed-into', 'local-search-shell-input');
          // The modal rendered before the box's last text reached its
          // `initialQuery` (a low-priority update), without that key.
          await expect(html).toHaveAttribute(
            'data-modal-rendered-with',
            handoffQuery.slice(0, typedBefore),
          );
          await page.keyboard.type(handoffQuery.slice(typedBefore + 1), {delay: reader.keyDelayMs});
          await expectModalSearchedFor(page, handoffQuery);
        });
      }

      // Real keys, at the reader's speed, with the modal's code let through
      // before the first, after the first and after the fifth: wherever its
      // render lands in the typing, the modal ends with every key in order.
      for (const releasedAfter of [0, 1, 5]) {
        test(`typing on while the modal's code arrives (let through after ${releasedAfter} keys)`, async ({
          page,
        }) => {
          await openPage(page, currentPage);
          const modalCode = await holdModalCode(page);
          await typeIntoBox(page, reader, handoffQuery.slice(0, releasedAfter));
          modalCode.release();
          await page.keyboard.type(handoffQuery.slice(releasedAfter), {delay: reader.keyDelayMs});
          await expectModalSearchedFor(page, handoffQuery);
        });
      }
    });
  }

  test('the caret goes with the text: a key typed after the hand-over lands where the caret was in the box', async ({
    page,
  }) => {
    const missing = handoffQuery.indexOf('a');
    const typo = handoffQuery.slice(0, missing) + handoffQuery.slice(missing + 1);
    await openPage(page, currentPage);
    const modalCode = await holdModalCode(page);
    await page.locator('.DocSearch-Button').click();
    await expect(shellInput(page)).toBeFocused();
    await page.keyboard.type(typo);
    await page.keyboard.press('Home');
    for (let step = 0; step < missing; step++) {
      await page.keyboard.press('ArrowRight');
    }
    modalCode.release();
    await expect(modalInput(page)).toBeFocused();
    await expect(modalInput(page)).toHaveValue(typo);
    await page.keyboard.type('a');
    await expectModalSearchedFor(page, handoffQuery);
  });
});

test.describe('where no worker can run', () => {
  test('without Worker, search runs on the main thread', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'Worker', {value: undefined});
    });
    await openPage(page, currentPage);
    await search(page, currentOnlyWord);
    await expect(hits(page).first()).toBeVisible(afterRelease);
    expect(page.workers()).toEqual([]);
    expect(await indexDownloads(page)).toContainEqual(
      expect.stringMatching(/\/search-index\/manifest\.json$/),
    );
    await modalInput(page).fill(nonsense);
    await expectNoResultsScreen(page, nonsense);
  });

  test.describe(() => {
    // The worker's script is blocked on purpose.
    test.use({expectedProblems: workerScriptUrl()});

    test("when the worker's script cannot load, search runs on the main thread", async ({page}) => {
      await page.route(workerScriptUrl(), (route) => route.abort());
      await openPage(page, currentPage);
      await search(page, currentOnlyWord);
      await expect(hits(page).first()).toBeVisible(afterRelease);
      expect(await indexDownloads(page)).toContainEqual(
        expect.stringMatching(/\/search-index\/manifest\.json$/),
      );
    });
  });
});

test('/search?q= lists results, keeps q in the URL and follows the version select', async ({
  page,
}) => {
  await openPage(page, `/search?q=${currentOnlyWord}`);
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  // One main landmark and a named version select, with or without results.
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('combobox', {name: 'Documentation version to search'})).toBeVisible();
  await expect(results.first().locator('.search-result-match').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${currentOnlyWord}`));
  // Algolia's credit is hidden in local mode.
  await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeHidden();

  await page.locator('form select').selectOption({label: '0.4.x'});
  await expect(noResultsParagraph(page)).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('searchbox').fill(oldOnlyWord);
  await expect(results.first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${oldOnlyWord}`));
});

test('/search loads more results as the reader scrolls', async ({page}) => {
  await openPage(page, `/search?q=${commonWord}`);
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  const total = Number(
    (await page.getByText(/^\d+ documents? found$/).textContent())?.match(/\d+/)?.[0],
  );
  const expected = countAs(builtEngine(), commonWord, 'current');
  expect(total).toBe(expected);
  await expect(results).toHaveCount(Math.min(searchPageSize, expected));
  await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
  await expect(results).toHaveCount(Math.min(2 * searchPageSize, expected));
});

test.describe(() => {
  // The index's requests fail on purpose; nothing else may go wrong.
  test.use({expectedProblems: /search-index/});

  test('when the index cannot be fetched, the modal and the search page show an error, and nothing else fails', async ({
    page,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort());

    await openPage(page, currentPage);
    await search(page, commonWord);
    // DocSearch's error screen: its title and help text, and nothing of the
    // "No results" screen it stands in for (see the plugin's README).
    const screen = modal(page).locator('.DocSearch-Dropdown');
    await expect(screen.getByText('Unable to fetch results', {exact: true})).toBeVisible();
    await expect(
      screen.getByText('You might want to check your network connection.', {exact: true}),
    ).toBeVisible();
    await expect(screen.getByText(/No results found for/)).toBeHidden();
    if (process.env.SEARCH_SCREENSHOTS) {
      await page.screenshot({path: 'test-results/search-error-modal.png'});
    }
    // It stays up while the reader types on: once the next keystroke's search
    // has failed too (the client tries to download the index again).
    await modalInput(page).press('End');
    const retried = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/search-index/'),
    );
    await modalInput(page).pressSequentially('s');
    await retried;
    await expect(modal(page).locator('.DocSearch-Title strong')).toHaveText(`${commonWord}s`);
    await expect(screen.getByText('Unable to fetch results', {exact: true})).toBeVisible();
    await expect(screen.getByText(/No results found for/)).toBeHidden();
    // The next search tries again.
    await page.unroute('**/search-index/**');
    await modalInput(page).fill(currentOnlyWord);
    // A word of the text alone: the text downloads and is indexed first.
    await expect(hits(page).first()).toBeVisible(afterRelease);
    await page.keyboard.press('Escape');
    await page.route('**/search-index/**', (route) => route.abort());

    // A fresh page load, so nothing is cached in memory.
    await page.goto('about:blank');
    await openPage(page, `/search?q=${commonWord}`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    // The notice replaces the spinner of the search that cannot finish.
    const spinner = page.locator('.search-page-wrapper [class*="loadingSpinner"]');
    await expect(spinner).toHaveCount(1);
    await expect(spinner).toBeHidden();

    // The next search tries again.
    await page.unroute('**/search-index/**');
    await page.getByRole('searchbox').fill(currentOnlyWord);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('after a failed search, the next one shows the searching state, not the error, until it is answered', async ({
    page,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await openPage(page, currentPage);
    await search(page, commonWord);
    await expect(dropdown(page).getByText('Unable to fetch results', {exact: true})).toBeVisible();
    await expect(modal(page).getByText(searchingText, {exact: true})).toHaveCount(0);
    await expect(modal(page).getByRole('status')).toContainText('Unable to fetch results');

    // The network comes back, slowly: the retry waits for the index.
    await page.unroute('**/search-index/**');
    const index = await holdSearchIndex(page);
    await modalInput(page).press('End');
    await modalInput(page).pressSequentially('s');
    await expectModalSearching(page);
    await index.release();
    await expect(hits(page).first()).toBeVisible(afterRelease);
    await expect(modal(page).getByText('Unable to fetch results', {exact: true})).toHaveCount(0);

    // The search page: the error notice while its search has failed, the
    // searching state (and no notice) while the next one waits.
    await page.keyboard.press('Escape');
    await page.goto('about:blank');
    await page.unroute('**/search-index/*.json');
    await page.route('**/search-index/**', (route) => route.abort());
    await openPage(page, `/search?q=${commonWord}`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('status')).not.toHaveText(searchingText);
    await page.unroute('**/search-index/**');
    const again = await holdSearchIndex(page);
    await page.getByRole('searchbox').fill(currentOnlyWord);
    await expect(page.getByRole('status')).toHaveText(searchingText);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await again.release();
    await expect(page.locator('main article').first()).toBeVisible(afterRelease);
  });
});
