import axe, {type RunOptions} from 'axe-core';
import type {Page} from '@playwright/test';

import {origin} from './site';

/**
 * Everything a page reports as broken while a test runs: console errors and
 * warnings (with the URL they come from, such as the resource that failed to
 * load), uncaught exceptions, and same-origin requests that fail (but those
 * cancelled because the page navigated away). Tests get
 * it through the `problems` fixture (./test.ts).
 */
export function watchPage(page: Page, {allow404 = false} = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const text = message.text();
      if (allow404 && /status of 404/.test(text)) {
        return;
      }
      const {url} = message.location();
      problems.push(`console ${message.type()}: ${text}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // From the start of a main-frame navigation to the new page's DOMContentLoaded.
  let navigating = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      navigating = true;
    }
  });
  page.on('domcontentloaded', () => {
    navigating = false;
  });
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(origin)) {
      return;
    }
    const error = request.failure()?.errorText ?? '';
    // Requests the browser cancels while the page navigates away (the search
    // worker's downloads at idle, when a test opens the next page) are what
    // every browser does on leaving a page, not failures of the site.
    if (error === 'net::ERR_ABORTED' && navigating) {
      return;
    }
    problems.push(`request failed: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (
      response.url().startsWith(origin) &&
      response.status() >= 400 &&
      !(allow404 && isDocument)
    ) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/** Images without an alt attribute (decorative images need alt=""). */
export async function imagesWithoutAlt(page: Page): Promise<string[]> {
  return page
    .locator('img:not([alt])')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
}

/** Links to `#id` on the same page whose target does not exist. */
export async function brokenInPageAnchors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const here = window.location.pathname;
    const broken: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'))) {
      const url = new URL(link.href, window.location.href);
      const id = decodeURIComponent(url.hash.slice(1));
      if (url.origin === window.location.origin && url.pathname === here && id) {
        if (!document.getElementById(id)) {
          broken.push(link.getAttribute('href') ?? '');
        }
      }
    }
    return broken;
  });
}

/**
 * External links that do not open in a new tab safely or do not tell the
 * reader so (the external-link icon with its "(opens in new tab)" label).
 */
export async function unsafeExternalLinks(page: Page, allowed: string[] = []): Promise<string[]> {
  return page.evaluate((allowedUrls) => {
    const problems: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const url = new URL(link.href, window.location.href);
      if (
        !/^https?:$/.test(url.protocol) ||
        url.origin === window.location.origin ||
        allowedUrls.includes(link.href)
      ) {
        continue;
      }
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      if (link.target !== '_blank') {
        problems.push(`${link.href}: no target="_blank"`);
      } else if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
        problems.push(`${link.href}: rel is "${rel.join(' ')}"`);
      } else if (!link.querySelector('svg[aria-label="(opens in new tab)"]')) {
        problems.push(`${link.href}: no external-link icon with its label`);
      }
    }
    return problems;
  }, allowed);
}

/** The axe-core rules whose result depends on colours: all that can differ in dark mode. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Violations of every axe-core rule but `disabledRules`, or of the `only`
 * rules when given, formatted one per line. With `within`, only the first
 * element matching that selector is checked (the whole page when none
 * does); axe then skips its page-level rules.
 *
 * This drives axe-core itself rather than through @axe-core/playwright,
 * which injected the 600 kB script again on each call and finished every
 * run in a new blank page. Here the script goes into each frame once per
 * document, and axe describes the failing elements only (`resultTypes`),
 * not every passing one with its selector and HTML. The rules that run and
 * the violations they report are the same; the crawl's two runs a page took
 * a third of the time (20 pages: 13.5 s of axe against 39 s).
 */
export async function axeViolations(
  page: Page,
  disabledRules: string[] = [],
  {only, within}: {only?: string[]; within?: string} = {},
): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) {
      await frame.evaluate(axe.source);
    }
  }
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(only
      ? {runOnly: {type: 'rule', values: only.filter((rule) => !disabledRules.includes(rule))}}
      : {rules: Object.fromEntries(disabledRules.map((rule) => [rule, {enabled: false}]))}),
  };
  const violations = await page.evaluate(
    async ({selector, runOptions}) => {
      const {axe: inPage} = window as unknown as {axe: typeof import('axe-core')};
      const context = (selector && document.querySelector(selector)) || document;
      return (await inPage.run(context, runOptions)).violations;
    },
    {selector: within, runOptions: options},
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`,
    ),
  );
}
