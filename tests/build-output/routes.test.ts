import assert from 'node:assert/strict';
import {it} from 'node:test';

import {selectAll} from 'hast-util-select';

import {builtPagePaths, builtSitemapPaths, readBuiltPage} from '../support/build';
import {allRoutes} from '../support/routes';

/**
 * Every route the spec requires (tests/data/routes.json) is a page of the
 * build, and in the sitemap unless the page asks search engines to leave it
 * out (`<meta name="robots" content="noindex…">`: the search page, the
 * unmaintained docs versions). Run `npm run build` first.
 */
it('every required route is a page of the build', () => {
  const pages = new Set(builtPagePaths());
  assert.deepEqual(
    allRoutes.filter((path) => !pages.has(path)),
    [],
    'required routes with no page in the build',
  );
});

it('every required route is in the sitemap, unless its page says noindex', () => {
  const inSitemap = new Set(builtSitemapPaths());
  const noindex = (path: string) =>
    selectAll('meta[name="robots"]', readBuiltPage(path)).some((meta) =>
      String(meta.properties.content ?? '').includes('noindex'),
    );
  assert.deepEqual(
    allRoutes.filter((path) => !inSitemap.has(path) && !noindex(path)),
    [],
    'required routes missing from sitemap.xml',
  );
});
