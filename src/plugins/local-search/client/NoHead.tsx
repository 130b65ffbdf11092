import type {ReactNode} from 'react';

/**
 * Stands in for `@docusaurus/Head` inside the stock Algolia SearchBar only
 * (index.ts): that component's one use of Head is a preconnect to
 * `https://<appId>-dsn.algolia.net`, which in local mode names a host that
 * does not exist, so every page would open a connection to nowhere.
 */
export default function NoHead(): ReactNode {
  return null;
}
