/** The page index written at build time by src/plugins/page-index. */
declare module '@generated/squirrels-page-index/default/page-index.json' {
  import type {PageEntry} from '@site/src/site/pageEntry';

  const pages: PageEntry[];
  export default pages;
}
