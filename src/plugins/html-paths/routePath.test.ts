import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {routePathOf, type RouteLike} from './routePath';

const routes: RouteLike[] = [
  {path: '/404.html', exact: true},
  {
    path: '/docs',
    routes: [
      {path: '/docs/docs/intro', exact: true},
      {path: '/docs/legacy.html', exact: true},
    ],
  },
  {path: '/', exact: true},
];

describe('routePathOf', () => {
  it("turns the address of a page's HTML file into its route's path", () => {
    assert.equal(routePathOf('/docs/docs/intro.html', routes), '/docs/docs/intro');
    assert.equal(routePathOf('/blog/index.html', routes), '/blog');
    assert.equal(routePathOf('/index.html', routes), '/');
  });

  it('leaves route paths, and routes registered with .html at any depth', () => {
    assert.equal(routePathOf('/docs/docs/intro', routes), null);
    assert.equal(routePathOf('/404.html', routes), null);
    assert.equal(routePathOf('/docs/legacy.html', routes), null);
    assert.equal(routePathOf('/docs/page.htm', routes), null);
  });
});
