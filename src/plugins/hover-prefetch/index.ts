import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Linked pages are fetched when the reader shows interest in a link (hover,
 * focus, touch), not as soon as the link scrolls into view. Docusaurus's
 * `<Link>` does both; on a docs page the sidebar, table of contents and
 * footer make the in-view prefetch download the chunks of 50 to 150 pages on
 * every visit. The client module turns that prefetch off and leaves the
 * preload on interest as it is (see client.ts).
 */
export default function hoverPrefetchPlugin(): Plugin {
  return {
    name: 'squirrels-hover-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
