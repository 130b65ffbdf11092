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

/** Puts axe-core into each frame of the page that does not hold it yet: once per document. */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) {
      await frame.evaluate(axe.source);
    }
  }
}

/**
 * What decides whether a text's colours pass axe's colour rules, read from
 * the computed styles and the layout: the text's own colour, size, weight,
 * shadow and decoration, its parent's colour (a link against the text around
 * it), and, for the element and each ancestor, what it paints or hides
 * beneath the text (background, opacity, blending, filters, clipping,
 * visibility); with what makes axe leave a text out (whether its own text
 * has a letter or digit, its box empty or off the page, its positioning).
 * Two texts with the same signature get the same answer: the same colours
 * over the same backgrounds. It cannot see an element that is not an
 * ancestor drawn under the text (a positioned box behind it, which no page of
 * the site has); axe reports text it finds covered as undecided, which is
 * checked again on every page.
 */
const colourSignature = `(() => {
  const own = ['color', '-webkit-text-fill-color', '-webkit-text-stroke-width', '-webkit-text-stroke-color', 'fill', 'font-size', 'font-weight', 'text-shadow', 'text-decoration-line', 'text-decoration-style', 'text-decoration-color', 'text-decoration-thickness', 'border-bottom-style', 'border-bottom-width', 'border-bottom-color', 'position'];
  const beneath = ['background-color', 'background-image', 'background-clip', 'opacity', 'mix-blend-mode', 'filter', 'backdrop-filter', 'clip', 'clip-path', 'mask-image', 'visibility', 'content-visibility'];
  const chains = new Map();
  const read = (element, names) => { const style = getComputedStyle(element); return names.map((name) => style.getPropertyValue(name)).join(';'); };
  const chain = (element) => {
    if (!element) return '';
    let known = chains.get(element);
    if (known === undefined) {
      known = read(element, beneath) + '<' + chain(element.parentElement);
      chains.set(element, known);
    }
    return known;
  };
  const attributes = (element) => ['disabled', 'aria-disabled', 'role', 'href'].map((name) => name === 'href' ? element.hasAttribute(name) : element.getAttribute(name)).join(',');
  const ownText = (element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && /[\\p{L}\\p{N}]/u.test(node.nodeValue));
  const box = (element) => {
    const rect = element.getBoundingClientRect();
    const page = document.documentElement;
    const empty = rect.width * rect.height === 0;
    const off = rect.right + scrollX <= 0 || rect.bottom + scrollY <= 0 || rect.left + scrollX >= page.scrollWidth || rect.top + scrollY >= page.scrollHeight;
    return (empty ? 'empty' : 'box') + (off ? ' off' : '');
  };
  return (element) => [element.tagName, attributes(element), ownText(element), box(element), read(element, own), element.parentElement ? read(element.parentElement, ['color', 'font-weight']) : '', chain(element)].join('|');
})()`;

/**
 * Signatures (colourSignature) of the texts that axe's colour rules passed,
 * or left out, in this test worker, in either colour mode: the crawl checks
 * each only once (colourViolations).
 */
const coloursChecked = new Set<string>();

/**
 * Violations of axe-core's colour rules (`colourRules`) on the texts of the
 * page (or of the first element matching `within`) whose signature
 * (colourSignature) is not in `checked` yet: one text of each, and `checked`
 * gains those that pass or that axe leaves out. A text the rules could not
 * decide on (axe's "incomplete": text over an image, or covered) is checked
 * again next time. Axe does not run when every signature is known. For the
 * crawl, where most texts repeat from page to page and the colour rules on
 * every text took most of axe's time: on the parameters page, contrast 1.5 s
 * and links in text 0.65 s, every rule together 2.3 s. Only the page's own
 * document's texts are read: the site has no frames.
 */
export async function colourViolations(
  page: Page,
  disabledRules: string[] = [],
  {within, checked = coloursChecked}: {within?: string; checked?: Set<string>} = {},
): Promise<string[]> {
  const rules = colourRules.filter((rule) => !disabledRules.includes(rule));
  if (rules.length === 0) {
    return [];
  }
  await injectAxe(page);
  const {violations, decided} = await page.evaluate(
    async ({selector, known, ruleIds, signatureSource}) => {
      const {axe: inPage} = window as unknown as {axe: typeof import('axe-core')};
      // A string, so that no bundler helper leaks into the page.
      const signatureOf = (0, eval)(signatureSource) as (element: Element) => string;
      const root = (selector && document.querySelector(selector)) || document.documentElement;
      const texts = new Set<Element>(Array.from(root.querySelectorAll('a[href]')));
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement && /\S/.test(node.nodeValue ?? '')) {
          texts.add(node.parentElement);
        }
      }
      // One text of each signature, by its SHA-256 (short keys to hand back).
      const firstOf = new Map<string, Element>();
      for (const element of Array.from(texts)) {
        // Axe leaves hidden text out too.
        if (!element.checkVisibility({visibilityProperty: true, contentVisibilityAuto: true})) {
          continue;
        }
        const signature = signatureOf(element);
        if (!firstOf.has(signature)) {
          firstOf.set(signature, element);
        }
      }
      const chosen = new Map<Element, string>();
      const signatures = new Set<string>(known);
      for (const [signature, element] of Array.from(firstOf)) {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(signature));
        const key = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('');
        if (!signatures.has(key)) {
          signatures.add(key);
          chosen.set(element, key);
        }
      }
      if (chosen.size === 0) {
        return {violations: [], decided: []};
      }
      const results = await inPage.run(
        {include: [...chosen.keys()]},
        {runOnly: {type: 'rule', values: ruleIds}, elementRef: true},
      );
      const open = new Set<Element>();
      for (const result of [...results.violations, ...results.incomplete]) {
        for (const node of result.nodes) {
          if (node.element) {
            open.add(node.element);
          }
        }
      }
      return {
        violations: results.violations.map(({id, impact, nodes}) => ({
          id,
          impact,
          targets: nodes.map((node) => node.target.join(' ')),
        })),
        decided: [...chosen].filter(([element]) => !open.has(element)).map(([, key]) => key),
      };
    },
    {selector: within, known: [...checked], ruleIds: rules, signatureSource: colourSignature},
  );
  for (const signature of decided) {
    checked.add(signature);
  }
  return violations.flatMap(({id, impact, targets}) =>
    targets.map((target) => `${id} (${impact}): ${target}`),
  );
}

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
  await injectAxe(page);
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
