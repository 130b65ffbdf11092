import {readFileSync} from 'node:fs';
import path from 'node:path';

import {itemAt} from '../../src/utils/itemAt';
import {siteDir} from './content';
import {baseUrl} from './site';

/** Site paths (`/docs/docs/intro`) listed in the built sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(siteDir, 'build', 'sitemap.xml'), 'utf8');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => itemAt(match, 1));
  return urls.map((url) => {
    const pathname = new URL(url).pathname;
    const withinSite = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : pathname;
    return withinSite || '/';
  });
}
