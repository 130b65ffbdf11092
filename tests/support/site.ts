import {existsSync} from 'node:fs';

import {normalizeBaseUrl, underBaseUrl} from '../../src/site/urls';

/**
 * Facts about the site under test that both the Playwright config and the
 * tests need: where it is served and which browser drives it.
 */

export const port = Number(process.env.TEST_PORT ?? 4173);
export const host = '127.0.0.1';
/** `BASE_URL` as docusaurus.config.ts reads it: `docs`, `/docs` and `/docs/` → `/docs/`. */
export const baseUrl = normalizeBaseUrl(process.env.BASE_URL ?? '/');
export const origin = `http://${host}:${port}`;

/** Absolute URL of a site path such as `/docs/docs/intro`. */
export function siteUrl(path: string): string {
  return `${origin}${underBaseUrl(path, baseUrl)}`;
}

/**
 * The full Chromium, as readers run it: `CHROMIUM_PATH`, else Debian's
 * `/usr/bin/chromium`, else `undefined` so that Playwright falls back to its
 * own browser. The benchmarks (Lighthouse) measure pages in it.
 */
export function chromiumPath(): string | undefined {
  return firstExecutable([process.env.CHROMIUM_PATH, '/usr/bin/chromium']);
}

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH`, else Debian's
 * `chromium-headless-shell`, else the full Chromium. The headless shell is
 * Chromium's own headless build, the one Playwright itself uses for headless
 * tests: the same engine without the desktop browser around it, so a page
 * loads in about half the time (20 pages of the crawl here: 7.0–8.9 s of
 * loading against 12.9–13.3 s).
 */
export function testBrowserPath(): string | undefined {
  return firstExecutable([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
  ]);
}

function firstExecutable(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/**
 * Flags for headless Chromium on our machines: no sandbox (root), and none of
 * the background connections that a machine without internet refuses.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The fixtures build (`npm run build:fixtures`): the same site with
 * DOCS_TEST_FIXTURES=1 (test-only pages) and a made-up GTAG_ID, served on the
 * next port.
 */
export const fixturesPort = port + 1;
export const fixturesOrigin = `http://${host}:${fixturesPort}`;
export const fixturesGtagId = 'G-FIXTURE01';

/** Absolute URL of a path of the fixtures build. */
export function fixturesUrl(path: string): string {
  return `${fixturesOrigin}${underBaseUrl(path, baseUrl)}`;
}
