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
