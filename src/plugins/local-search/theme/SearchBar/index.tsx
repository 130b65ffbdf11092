/**
 * Wraps the stock Algolia SearchBar (through the `@local-search/AlgoliaSearchBar` alias) so the DocSearch modal queries the local index instead of Algolia.
 * Why: `transformSearchClient` swaps in the local client; our "See all N results" footer shows the current query's count (DocSearch 4.3.2–4.7.0 adds counts across keystrokes); the "No results" screen says "Searching..." until the engine has answered, and gets its error state, suggestions and report link (`noResultsScreen.ts`); the button gets a name that holds what it shows and loads the index on interest (`button.ts`); a search box shows at once on a tap, before the modal's code has loaded (`shell.tsx`); and the modal's query runs again when the text tier arrives.
 */
import {startTransition, useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
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

import {getLocalSearchClient, type LocalSearchClient} from '../../client/searchClient';
import {useButtonTranslations, useWarmupOnInterest} from './button';
import {useMissingResultsUrl, useSearchStates, useSuggestions} from './noResultsScreen';
import SearchShell, {searchAgain} from './shell';

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
function ResultsFooter({
  state,
  client,
}: {
  state: FooterState;
  client: LocalSearchClient;
}): ReactNode {
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

export default function SearchBarWrapper(props: Props): ReactNode {
  const buttonTranslations = useButtonTranslations();
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
  // The filters whose text tier has arrived (see `warmup`).
  const complete = useRef(new Set<string>());
  // Loads the head of the index, then the text: when the text arrives, the
  // modal's query (answered from the head) runs again, once per filters.
  const warmup = useCallback(
    () =>
      void client.warmup(facetFilters).then(() => {
        if (!complete.current.has(filtersKey)) {
          complete.current.add(filtersKey);
          searchAgain();
        }
      }),
    [client, facetFilters, filtersKey],
  );
  useWarmupOnInterest(warmup);
  // What the reader typed in the box shown before the modal's code arrived.
  const [typed, setTyped] = useState('');
  const onTyped = useCallback((text: string) => startTransition(() => setTyped(text)), []);
  const fillSuggestionsSoon = useSuggestions(
    client,
    translations.modal?.noResultsScreen?.suggestedQueryText ?? '',
  );
  // DocSearch calls this when the modal mounts: start loading the index then
  // (if the button's warmup has not), so the first keystroke is answered
  // sooner.
  const transformSearchClient = useCallback(() => {
    warmup();
    return {
      ...client,
      search: (request: Parameters<LocalSearchClient['searchOrEmpty']>[0]) =>
        client.searchOrEmpty(request).then((response) => {
          fillSuggestionsSoon();
          return response;
        }),
    };
  }, [client, warmup, fillSuggestionsSoon]);
  // "No results" only once the engine has answered: until then the searching
  // state, and the error screen while the index cannot be loaded.
  useSearchStates(client);
  const getMissingResultsUrl = useMissingResultsUrl();
  const resultsFooterComponent = useMemo(
    () =>
      function LocalResultsFooter({state}: {state: FooterState}): ReactNode {
        return <ResultsFooter state={state} client={client} />;
      },
    [client],
  );
  return (
    <>
      <AlgoliaSearchBar
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={getMissingResultsUrl}
        translations={buttonTranslations}
        {...(searchPagePath ? {resultsFooterComponent} : {})}
        {...(typed === '' ? {} : {initialQuery: typed})}
        {...props}
      />
      <SearchShell onTyped={onTyped} />
    </>
  );
}
