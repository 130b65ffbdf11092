import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {describe, it} from 'node:test';

import {buildFile, readBuildFile} from '../support/build';
import {baseUrl} from '../support/site';

/**
 * What the build tells crawlers (src/plugins/robots): `robots.txt` lets them
 * in and names the sitemap by the absolute URL its own entries use.
 * Run `npm run build` first.
 */
describe('robots.txt', () => {
  it('lets every crawler in and points at the sitemap of the build', () => {
    const robots = readBuildFile('/robots.txt');
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Allow: \/$/m);
    assert.doesNotMatch(robots, /^Disallow:/m);
    const sitemapLines = robots.match(/^Sitemap: (.+)$/gm) ?? [];
    assert.equal(sitemapLines.length, 1, robots);
    const sitemapUrl = new URL(sitemapLines[0]?.replace(/^Sitemap: /, '') ?? '');
    assert.equal(sitemapUrl.pathname, `${baseUrl}sitemap.xml`);
    assert.ok(existsSync(buildFile('/sitemap.xml')), 'the sitemap it names is in the build');
    // The same origin as the sitemap's own entries, which Docusaurus builds from the site's url.
    const firstLoc = readBuildFile('/sitemap.xml').match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '';
    assert.equal(sitemapUrl.origin, new URL(firstLoc).origin);
  });
});
