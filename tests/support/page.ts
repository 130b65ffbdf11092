import type {Page} from '@playwright/test';

/**
 * Collects what a page reports as broken while a test runs: console errors
 * and uncaught exceptions.
 */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}
