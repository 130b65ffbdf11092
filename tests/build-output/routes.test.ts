import assert from 'node:assert/strict';
import {it} from 'node:test';

import {builtSitemapPaths} from '../support/build';
import {allRoutes} from '../support/routes';

/**
 * Every route the spec requires (tests/data/routes.json) is in the built
 * sitemap, so the sitemap-driven checks and search engines reach it. Run
 * `npm run build` first.
 */
it('every required route is in the sitemap', () => {
  const inSitemap = new Set(builtSitemapPaths());
  assert.deepEqual(
    allRoutes.filter((path) => !inSitemap.has(path)),
    [],
    'required routes missing from sitemap.xml',
  );
});
