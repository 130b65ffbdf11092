import assert from 'node:assert/strict';
import {existsSync, statSync} from 'node:fs';
import {describe, it} from 'node:test';

import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {
  buildDir,
  buildFile,
  builtPagePaths,
  builtSiteOrigin,
  readBuiltPage,
  requireBuild,
  withoutBase,
} from '../support/build';
import {htmlFileCandidates} from '../../src/site/paths';

/**
 * The structured data of every built page (`<script type="application/ld+json">`):
 * each URL of the site it names is a page or a file of the build, breadcrumbs
 * included. URLs of other sites (schema.org, GitHub) are not checked here.
 * Run `npm run build` first.
 */

/** Every string in a JSON value, with where it sits (`itemListElement.1.item`). */
function strings(value: unknown, at = ''): {at: string; text: string}[] {
  if (typeof value === 'string') {
    return [{at, text: value}];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => strings(item, at ? `${at}.${index}` : String(index)));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/** Whether a site path names a file of the build (`/img/logo.svg`) or a page (its HTML file). */
function inBuild(sitePath: string): boolean {
  const file = buildFile(sitePath);
  if (!sitePath.endsWith('/') && existsSync(file) && statSync(file).isFile()) {
    return true;
  }
  return htmlFileCandidates(sitePath).some((candidate) => existsSync(buildFile(candidate)));
}

describe('structured data', () => {
  it('names only pages and files of the build, on every page', () => {
    requireBuild();
    const origin = builtSiteOrigin();
    let blocks = 0;
    let urls = 0;
    const broken: string[] = [];
    for (const page of [...builtPagePaths(), '/404']) {
      const tree = readBuiltPage(page);
      for (const script of selectAll('script[type="application/ld+json"]', tree)) {
        blocks += 1;
        for (const {at, text} of strings(JSON.parse(toText(script)) as unknown)) {
          if (!text.startsWith(`${origin}/`) && text !== origin) {
            continue;
          }
          urls += 1;
          const sitePath = withoutBase(text);
          if (!inBuild(sitePath)) {
            broken.push(`${page}: ${at} = ${text}`);
          }
        }
      }
    }
    assert.ok(blocks > 100, `only ${blocks} JSON-LD blocks in ${buildDir}`);
    assert.ok(urls > blocks, `only ${urls} URLs of the site in ${blocks} JSON-LD blocks`);
    assert.deepEqual(
      broken,
      [],
      `${broken.length} URLs in structured data name no page of the build`,
    );
  });
});
