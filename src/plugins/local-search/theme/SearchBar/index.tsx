/**
 * Wraps the stock Algolia SearchBar (through the `@local-search/AlgoliaSearchBar` alias) so the DocSearch modal queries the local index instead of Algolia.
 * Why: `transformSearchClient` swaps in the local client; our "See all N results" footer shows the current query's count (DocSearch 4.3.2–4.7.0 adds counts across keystrokes); and the modal's error screen stays up when the index cannot be fetched (DocSearch 4.7.0 resets it at once).
 */
import {useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode} from 'react';
import AlgoliaSearchBar from '@local-search/AlgoliaSearchBar';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';

import {getLocalSearchClient, type LazySearchClient} from '../../client/lazyClient';

type Props = Record<string, unknown>;

type FooterState = {query: string; context: {nbHits?: number}};

/**
 * Closes the modal the way its Escape shortcut does: the stock SearchBar
 * listens for Escape on `window` and runs its own `closeModal`, which is not
 * reachable from a footer component.
 */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape'}));
}

/**
 * The stock footer ("See all N results", linking to the search page), with
 * the count the local client gave for the query shown. DocSearch's own
 * `state.context.nbHits` adds up the counts of every query typed since the
 * modal opened.
 */
function ResultsFooter({state, client}: {state: FooterState; client: LazySearchClient}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const count = client.hitCount(state.query) ?? client.lastHitCount();
  return (
    <Link to={createSearchLink(state.query)} onClick={closeModal}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** Marks the modal's "No results" screen while it stands for the error screen, and the text put in it. */
const errorMark = 'data-local-search-error';

/**
 * While the last search failed, turns the modal's "No results" screen into
 * DocSearch's own error screen: its title and help text (the stock
 * translations), under the screen's icon. The client answers a failed search
 * with no hits because DocSearch 4.7.0 cannot keep its error status: it sets
 * it, and autocomplete-core sets the status back to idle in the same turn.
 * `client/local-search.css` hides the "No results" text of a marked screen.
 */
function useErrorScreen(active: boolean): void {
  const {titleText = '', helpText = ''} = translations.modal?.errorScreen ?? {};
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const marked = new Set<Element>();
    const mark = () => {
      for (const screen of Array.from(
        document.querySelectorAll(`.DocSearch-NoResults:not([${errorMark}])`),
      )) {
        screen.setAttribute(errorMark, '');
        for (const [className, text] of [
          ['DocSearch-Title', titleText],
          ['DocSearch-Help', helpText],
        ] as const) {
          const line = document.createElement('p');
          line.className = className;
          line.setAttribute(errorMark, '');
          line.textContent = text;
          screen.append(line);
        }
        marked.add(screen);
      }
    };
    mark();
    // The modal renders a new "No results" screen as the reader types.
    const observer = new MutationObserver(mark);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      for (const screen of marked) {
        screen.removeAttribute(errorMark);
        screen.querySelectorAll(`:scope > [${errorMark}]`).forEach((line) => line.remove());
      }
    };
  }, [active, titleText, helpText]);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {
    algolia: {searchPagePath},
  } = useAlgoliaThemeConfig();
  const client = getLocalSearchClient(baseUrl);
  // The hook returns new arrays on each render; keep one per distinct value.
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const filtersKey = JSON.stringify(contextualFilters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const facetFilters = useMemo(() => contextualFilters, [filtersKey]);
  // DocSearch calls this when the modal mounts: start loading the index then,
  // so the first keystroke is answered from it rather than with "No results".
  const transformSearchClient = useCallback(() => {
    void client.warmup(facetFilters);
    return {...client, search: client.searchOrEmpty};
  }, [client, facetFilters]);
  // While the index cannot be loaded, the modal shows the error screen.
  const failed = useSyncExternalStore(
    client.subscribe,
    () => client.getStatus().error !== null,
    () => false,
  );
  useErrorScreen(failed);
  const resultsFooterComponent = useMemo(
    () =>
      function LocalResultsFooter({state}: {state: FooterState}): ReactNode {
        return <ResultsFooter state={state} client={client} />;
      },
    [client],
  );
  return (
    <AlgoliaSearchBar
      transformSearchClient={transformSearchClient}
      {...(searchPagePath ? {resultsFooterComponent} : {})}
      {...props}
    />
  );
}
