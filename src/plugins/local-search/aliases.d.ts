/// <reference types="@docusaurus/theme-search-algolia" />

/**
 * The aliases the plugin adds in `configureWebpack` (see `index.ts`): the
 * stock Algolia theme components, imported by file path because
 * `@theme-original` inside a plugin theme resolves to the plugin itself, and
 * `@theme-init/SearchBar` to theme-classic's placeholder SearchBar (README,
 * "Why the stock components are reached by file path").
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
