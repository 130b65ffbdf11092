/**
 * `npm run screenshots`: pictures of the built site for people to look at
 * before they merge a change, not a test. The first screen of one page of
 * each kind, on a phone (375 × 812) and a desktop (1440 × 900), in light and
 * dark mode, taken with headless Chromium from `build/` (`BUILD_DIR` for
 * another build), served by `docusaurus serve` on a free port. Written to
 * `test-results/screenshots/<kind>-<screen>-<mode>.png` (ignored by git);
 * `-- --full-page` takes whole pages instead.
 *
 *   npm run build && npm run screenshots
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';

import {chromium} from '@playwright/test';

import {listedPostsNewestFirst} from '../tests/support/blog';
import {normalizeBaseUrl} from '../src/site/urls';
import {chromiumArgs, testBrowserPath} from '../tests/support/site';

const siteDir = process.cwd();
const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');
const outDir = path.join(siteDir, 'test-results', 'screenshots');
const fullPage = process.argv.includes('--full-page');
const host = '127.0.0.1';
const baseUrl = normalizeBaseUrl(process.env.BASE_URL ?? '/');

const newestPost = listedPostsNewestFirst()[0];

/**
 * One page of each kind the site has, by the shell and content it shows,
 * with what to wait for beyond hydration when the page fills in later.
 */
const pages: Record<string, {path: string; ready?: string}> = {
  home: {path: '/'},
  'docs-home': {path: '/docs'},
  guide: {path: '/docs/docs/guides/mcp'},
  concept: {path: '/docs/docs/concepts/parameters'},
  'category-index': {path: '/docs/docs/concepts'},
  'cli-command': {path: '/docs/references/cli/build'},
  'python-class': {path: '/docs/references/python/SquirrelsProject'},
  rest: {path: '/docs/references/rest/datasets-dashboards'},
  'older-version': {path: '/docs/0.4.x/docs/intro'},
  blog: {path: '/blog'},
  ...(newestPost ? {post: {path: newestPost.page}} : {}),
  search: {path: '/search?q=parameters', ready: 'main article'},
  versions: {path: '/versions'},
  'not-found': {path: '/no-such-page'},
};

const screens = {
  phone: {width: 375, height: 812},
  desktop: {width: 1440, height: 900},
} as const;

const modes = ['light', 'dark'] as const;

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (exited()) {
      throw new Error('docusaurus serve stopped before it answered');
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within a minute`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'sitemap.xml'))) {
    throw new Error(`No production build in ${buildDir}: run npm run build first.`);
  }
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const server = spawn(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--dir', buildDir, '--host', host, '--port', String(port), '--no-open'],
    {stdio: 'ignore'},
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  const browser = await chromium.launch({executablePath: testBrowserPath(), args: chromiumArgs});
  try {
    await waitForServer(`${origin}${baseUrl}`, () => exited);
    mkdirSync(outDir, {recursive: true});
    for (const [kind, {path: pagePath, ready}] of Object.entries(pages)) {
      for (const [screen, viewport] of Object.entries(screens)) {
        for (const colorScheme of modes) {
          const page = await browser.newPage({viewport, colorScheme});
          await page.goto(`${origin}${baseUrl}${pagePath.replace(/^\//, '')}`);
          await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
          await page.waitForSelector(`html[data-theme="${colorScheme}"]`, {state: 'attached'});
          if (ready) {
            await page.waitForSelector(ready);
          }
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(outDir, `${kind}-${screen}-${colorScheme}.png`);
          await page.screenshot({path: file, fullPage});
          await page.close();
          console.log(`${path.relative(siteDir, file)}  ${pagePath}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
