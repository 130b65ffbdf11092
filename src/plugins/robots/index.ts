import {writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {underBaseUrl} from '../../site/urls';

/**
 * `robots.txt` for crawlers: every page may be crawled (pages that should
 * stay out of results say so with their own `robots` meta, which a crawler
 * can only read if it may fetch them), and where the sitemap is, as an
 * absolute URL built from the site's `url` and `baseUrl`.
 */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(underBaseUrl('sitemap.xml', baseUrl), siteUrl).href;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'squirrels-robots',
    async postBuild({outDir}) {
      const {url, baseUrl} = context.siteConfig;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));
    },
  };
}
