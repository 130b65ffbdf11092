import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Pages opened by their file's name (`/docs/docs/intro.html`, which GitHub
 * Pages serves as it serves `/docs/docs/intro`) hydrate like any other. The
 * client module rewrites such an address to the route's own path before
 * React starts (see client.ts).
 */
export default function htmlPathsPlugin(): Plugin {
  return {
    name: 'squirrels-html-paths',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
