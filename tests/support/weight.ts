import {gzipSync} from 'node:zlib';

import type {Page} from '@playwright/test';

export type ResourceKind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'other';

export type PageWeight = {
  requests: number;
  bytes: Record<ResourceKind, {raw: number; gzip: number}>;
  /** Paths of the same-origin scripts the page loaded (`/assets/js/main.1234.js`). */
  scripts: string[];
};

function kindOf(resourceType: string): ResourceKind {
  switch (resourceType) {
    case 'document':
    case 'script':
    case 'stylesheet':
    case 'image':
    case 'font':
      return resourceType;
    default:
      return 'other';
  }
}

/**
 * Loads a page in a fresh context and adds up what a first visit downloads
 * from the site: bytes per kind of resource, raw and gzipped (the static
 * server under test does not compress, so gzip sizes are computed here),
 * and which scripts it loaded.
 */
export async function measureFirstVisit(page: Page, url: string): Promise<PageWeight> {
  const weight: PageWeight = {
    requests: 0,
    bytes: {
      document: {raw: 0, gzip: 0},
      script: {raw: 0, gzip: 0},
      stylesheet: {raw: 0, gzip: 0},
      image: {raw: 0, gzip: 0},
      font: {raw: 0, gzip: 0},
      other: {raw: 0, gzip: 0},
    },
    scripts: [],
  };
  const pending: Promise<void>[] = [];
  const {origin} = new URL(url);
  page.on('response', (response) => {
    if (!response.url().startsWith(origin) || response.status() >= 300) {
      return;
    }
    pending.push(
      response.body().then((body) => {
        const kind = kindOf(response.request().resourceType());
        weight.requests += 1;
        weight.bytes[kind].raw += body.length;
        weight.bytes[kind].gzip += gzipSync(body, {level: 9}).length;
        if (kind === 'script') {
          weight.scripts.push(new URL(response.url()).pathname);
        }
      }),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await Promise.all(pending);
  return weight;
}
