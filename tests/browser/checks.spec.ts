import {
  axeViolations,
  colourRules,
  colourViolations,
  brokenInPageAnchors,
  imagesWithoutAlt,
  unsafeExternalLinks,
} from '../support/checks';
import {disableTransitions, waitForHydration} from '../support/page';
import {siteUrl} from '../support/site';
import {expect, test} from '../support/test';

/**
 * The crawl's checks must be able to fail: each one is run here on a real
 * page after a deliberately broken element has been added to it.
 */
test.beforeEach(async ({page}) => {
  await page.goto(siteUrl('/docs/docs/intro'));
  await waitForHydration(page);
});

async function inject(page: import('@playwright/test').Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', markup);
  }, html);
}

test('the page is clean before anything is broken', async ({page}) => {
  expect(await imagesWithoutAlt(page)).toEqual([]);
  expect(await brokenInPageAnchors(page)).toEqual([]);
  expect(await unsafeExternalLinks(page)).toEqual([]);
});

test('an image without alt is reported', async ({page}) => {
  await inject(page, '<img src="/img/logo.svg">');
  expect(await imagesWithoutAlt(page)).toHaveLength(1);
});

test('a link to a missing anchor is reported', async ({page}) => {
  await inject(page, '<a href="#no-such-heading">jump</a>');
  expect(await brokenInPageAnchors(page)).toEqual(['#no-such-heading']);
});

test('an external link without target, rel or icon is reported', async ({page}) => {
  await inject(
    page,
    '<a href="https://example.com/a">a</a><a href="https://example.com/b" target="_blank">b</a><a href="https://example.com/c" target="_blank" rel="noopener noreferrer">c</a>',
  );
  const problems = await unsafeExternalLinks(page);
  expect(problems).toHaveLength(3);
  expect(problems.join('\n')).toMatch(
    /no target="_blank"[\s\S]*rel is[\s\S]*no external-link icon/,
  );
});

test('an axe violation is reported', async ({page}) => {
  await inject(page, '<button class="icon-only"></button>');
  expect((await axeViolations(page)).join('\n')).toMatch(/^button-name \(critical\)/m);
});

test('axe within main reports what is in main, and not what is outside it', async ({page}) => {
  await inject(page, '<button class="icon-only"></button>');
  await page.evaluate(() => {
    document
      .querySelector('footer.footer')
      ?.insertAdjacentHTML('beforeend', '<img src="/img/logo.svg">');
  });
  const withinMain = (await axeViolations(page, [], {within: 'main'})).join('\n');
  expect(withinMain).toMatch(/^button-name \(critical\)/m);
  expect(withinMain).not.toMatch(/image-alt/);
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt/m);
});

test('the colour rules alone report low contrast, and nothing else', async ({page}) => {
  await inject(
    page,
    '<button class="icon-only"></button><p style="color:#777;background:#888">faint text</p>',
  );
  const colourOnly = (await axeViolations(page, [], {only: colourRules})).join('\n');
  expect(colourOnly).toMatch(/^color-contrast \(serious\)/m);
  expect(colourOnly).not.toMatch(/button-name/);
});

test('the crawl checks colours once per signature, over their own backgrounds, and a failure every time', async ({
  page,
}) => {
  const checked = new Set<string>();
  // #767676 on white passes (4.5:1); on #ddd it does not.
  await inject(page, '<p id="grey-on-page" style="color:#767676">grey text on the page</p>');
  expect(await colourViolations(page, [], {within: 'main', checked})).toEqual([]);
  const known = checked.size;
  expect(known).toBeGreaterThan(0);
  // Every text of main is known now: another on the same colours adds nothing.
  await inject(page, '<p style="color:#767676">more grey text on the page</p>');
  expect(await colourViolations(page, [], {within: 'main', checked})).toEqual([]);
  expect(checked.size).toBe(known);
  // The same text colour over another background is another signature, and fails.
  await inject(
    page,
    '<div style="background:#ddd"><p style="color:#767676">grey on grey</p></div>',
  );
  const failures = await colourViolations(page, [], {within: 'main', checked});
  expect(failures.join('\n')).toMatch(/^color-contrast \(serious\)/m);
  // A failing text is never taken as known: it fails again.
  expect(await colourViolations(page, [], {within: 'main', checked})).toEqual(failures);
  // Dark mode gives the page's texts other colours: checked again. Without
  // transitions, as the crawl switches, axe reads the dark colours and not a
  // link or button on its way to them.
  await disableTransitions(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForSelector('html[data-theme="dark"]', {state: 'attached'});
  await page.evaluate(() => document.querySelector('div[style*="#ddd"]')?.remove());
  expect(await colourViolations(page, [], {within: 'main', checked})).toEqual([
    expect.stringMatching(/^color-contrast \(serious\): #grey-on-page/),
  ]);
});

test.describe(() => {
  test.use({expectedProblems: /deliberate error|no-such-file|status of 404/});

  test('console errors and failed same-origin requests are reported', async ({page, problems}) => {
    await page.evaluate(async () => {
      console.error('deliberate error');
      await fetch('/no-such-file.js').catch(() => undefined);
    });
    // The error logged, the failed request, and the browser's own console line for it.
    await expect
      .poll(() => [...problems].sort())
      .toEqual([
        expect.stringMatching(/^HTTP 404: .*\/no-such-file\.js$/),
        expect.stringMatching(/^console error: Failed to load resource: .*status of 404/),
        expect.stringMatching(/^console error: deliberate error/),
      ]);
  });
});

test.describe(() => {
  test.use({expectedProblems: /aborted-on-purpose/});

  test('a request aborted while the page stays is reported; requests cut short by leaving the page are not', async ({
    page,
    problems,
  }) => {
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await page.route('**/aborted-on-purpose.json', (route) => route.abort('aborted'));
    await page.evaluate(() => fetch('/aborted-on-purpose.json').catch(() => undefined));
    await expect
      .poll(() => problems.join('\n'))
      .toMatch(/request failed: .*aborted-on-purpose\.json \(net::ERR_ABORTED\)/);
    // A request still under way when the page moves on is cancelled by the browser.
    await page.route('**/slow-on-purpose.json', () => undefined);
    await page.evaluate(() => void fetch('/slow-on-purpose.json').catch(() => undefined));
    await page.goto(siteUrl('/blog'));
    await waitForHydration(page);
    expect(problems.join('\n')).not.toMatch(/slow-on-purpose/);
  });
});

test('a test whose page reports a problem fails, though its own checks pass', async ({
  page,
  problems,
}) => {
  // The failure is expected: it comes from the `problems` fixture, after the test.
  test.fail();
  await page.evaluate(() => console.error('deliberate error'));
  await expect.poll(() => problems).toEqual([expect.stringMatching(/deliberate error/)]);
});
