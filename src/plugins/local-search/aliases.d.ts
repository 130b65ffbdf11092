/// <reference types="@docusaurus/theme-search-algolia" />

/**
 * The aliases the plugin adds in `configureWebpack` (see `index.ts`): the
 * stock Algolia theme components, imported by file path because
 * `@theme-original` inside a plugin theme resolves to the plugin itself.
 */
declare module '@local-search/AlgoliaSearchBar' {
  import type {ComponentType} from 'react';

  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}

declare module '@local-search/AlgoliaSearchPage' {
  import type {ComponentType} from 'react';

  const SearchPage: ComponentType;
  export default SearchPage;
}
