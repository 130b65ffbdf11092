import type {Page} from '@playwright/test';
import {siteUrl} from './site';

/** Resolves once React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/** Opens a site path on the production build and waits for hydration. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await waitForHydration(page);
}

/**
 * Turns off CSS transitions, so that what a test measures (a colour, a box)
 * is the final state as soon as a change is applied, not a frame of the way
 * to it.
 */
export async function disableTransitions(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
}

/**
 * Resolves once the idle callbacks the page has registered so far have run
 * (browsers run them in order): the work a page starts when idle, such as
 * the search worker, has begun.
 */
export async function afterIdleCallbacks(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 10_000})),
  );
}
