import {expect, test, type Page} from '@playwright/test';

import {newestPostPage} from '../support/blog';
import {openPage, waitForHydration} from '../support/page';
import {origin} from '../support/site';
import {latestVersion} from '../support/versions';

/**
 * The page shell's behaviours (SPEC sections 2, 4 and 9) on the production
 * build: announcement bar, hiding navbar, mobile sidebar, dropdowns, colour
 * mode, breadcrumbs, titles, progress bar, scrolling, `.html` paths, and no
 * third-party requests when analytics is off.
 */

const longDoc = '/docs/docs/concepts/parameters';

test.describe('announcement bar', () => {
  test('closes, stays closed after a reload, and returns when its id changes', async ({page}) => {
    await openPage(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

    // The bar remembers the id of the announcement the reader dismissed.
    // Pretend that was an older announcement: the current one must show.
    const idKey = await page.evaluate(() =>
      Object.keys(localStorage).find((key) => key.startsWith('docusaurus.announcement.id')),
    );
    expect(idKey, 'the dismissed announcement id is stored').toBeTruthy();
    await page.evaluate((key) => localStorage.setItem(key, 'announcement-older'), idKey ?? '');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('navbar', () => {
  test('hides when scrolling down and comes back when scrolling up', async ({page}) => {
    await openPage(page, longDoc);
    const navbar = page.locator('nav.navbar');
    const navbarBottom = () =>
      navbar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom));
    expect(await navbarBottom()).toBeGreaterThan(0);

    // Scroll the way a reader does, in steps: the theme compares the position
    // at each scroll event with the one before, so wait for each step's event.
    await page.evaluate(() => {
      const counted = window as Window & {scrollEvents?: number};
      counted.scrollEvents = 0;
      window.addEventListener(
        'scroll',
        () => (counted.scrollEvents = (counted.scrollEvents ?? 0) + 1),
      );
    });
    const scrollEvents = () =>
      page.evaluate(() => (window as Window & {scrollEvents?: number}).scrollEvents ?? 0);
    await page.mouse.move(640, 400);
    for (let step = 0; step < 4; step++) {
      const before = await scrollEvents();
      await page.mouse.wheel(0, 300);
      await expect.poll(scrollEvents).toBeGreaterThan(before);
    }
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -300);
    await expect.poll(navbarBottom).toBeGreaterThan(0);
  });

  test('dropdowns close on an outside click and when focus leaves them', async ({page}) => {
    await openPage(page, '/docs/docs/intro');
    const dropdown = page
      .locator('.navbar .dropdown')
      .filter({hasText: latestVersion.label})
      .first();
    const toggle = dropdown.locator('> a.navbar__link');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.mouse.click(640, 500);
    await expect(dropdown).not.toHaveClass(/dropdown--show/);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('a.navbar__brand').focus();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });
});

test.describe('mobile sidebar (below 996 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('shows the primary menu, the docs menu and a way back, and closes at desktop width', async ({
    page,
  }) => {
    await openPage(page, longDoc);
    const navbar = page.locator('nav.navbar');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar__items .navbar__link').first()).toBeHidden();
    const repositoryLink = page.locator('.navbar__items a[title="Squirrels on GitHub"]');
    await expect(repositoryLink).toBeHidden();

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    // On a docs page the sidebar opens on the docs (secondary) menu.
    await expect(sidebar.locator('.navbar-sidebar__item.menu').last()).toContainText(
      'Widget parameters',
    );
    const back = sidebar.getByRole('button', {name: /back to main menu/i});
    await expect(back).toBeVisible();

    await back.click();
    const primary = sidebar.locator('.navbar-sidebar__items');
    await expect(primary).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    for (const label of ['Docs', 'References', 'Blog']) {
      await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(sidebar.getByRole('link', {name: /Squirrels on GitHub/})).toBeVisible();

    await page.setViewportSize({width: 1280, height: 844});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar__items .navbar__link').first()).toBeVisible();
    await expect(repositoryLink).toBeVisible();
  });
});

test.describe('colour mode', () => {
  const toggle = (page: Page) =>
    page.getByRole('button', {name: /switch between dark and light mode/i});

  test('starts light for a reader with a light or no system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'no-preference'});
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('follows a dark system preference until the reader chooses', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  });

  test('the toggle cycles system, light, dark and the choice persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await openPage(page, '/');
    const html = page.locator('html');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    await expect(html).toHaveAttribute('data-theme', 'light');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.emulateMedia({colorScheme: 'light'});
    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('page furniture', () => {
  test('docs pages show breadcrumbs ending at the current page', async ({page}) => {
    await openPage(page, longDoc);
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
    await expect(breadcrumbs.getByRole('link', {name: 'Concepts'})).toBeVisible();
    await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toHaveText(
      (await page.getByRole('heading', {level: 1}).textContent()) ?? '',
    );
  });

  for (const path of [longDoc, '/docs/references/cli/build', newestPostPage(), '/versions']) {
    test(`the title of ${path} is "<heading> | Squirrels"`, async ({page}) => {
      await openPage(page, path);
      const heading = (await page.getByRole('heading', {level: 1}).textContent())?.trim();
      await expect(page).toHaveTitle(`${heading} | Squirrels`);
    });
  }

  test('the title changes with client-side navigation', async ({page}) => {
    await openPage(page, '/docs/docs/intro');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(/^Squirrels blog \| Squirrels$/);
  });
});

test.describe('navigation', () => {
  test('a thin progress bar shows while a slow route loads', async ({page}) => {
    await openPage(page, '/');
    // From now on, every script the next route needs is held back until the
    // bar has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(6);
    release();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
  });

  test('after navigating to another page the view starts at the top', async ({page}) => {
    await openPage(page, longDoc);
    for (let step = 0; step < 5; step++) {
      await page.mouse.wheel(0, 400);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .locator('.theme-doc-sidebar-container')
      .locator('a[href$="/docs/docs/concepts/context"]')
      .click();
    await expect(page).toHaveURL(/\/concepts\/context$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const [path, heading] of [
    ['/docs/docs/intro.html', /introduction/i],
    ['/blog/index.html', /blog/i],
  ] as const) {
    test(`${path} shows the page without the .html suffix`, async ({page}) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    });
  }
});

test.describe('privacy without GTAG_ID', () => {
  test('no request leaves the site while reading and navigating', async ({page}) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) {
        outside.push(url);
      }
    });
    await openPage(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(/\/docs\//);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await openPage(page, longDoc);
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
    expect(outside).toEqual([]);
  });
});
