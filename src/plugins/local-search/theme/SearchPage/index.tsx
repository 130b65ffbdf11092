/**
 * Wraps the stock Algolia SearchPage (through the `@local-search/AlgoliaSearchPage` alias) and adds an error notice when the local index cannot be fetched.
 * Why: the stock page has no error state; its client (`client/liteClientShim`) keeps a failed search pending and records the failure, which this shows.
 */
import {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import AlgoliaSearchPage from '@local-search/AlgoliaSearchPage';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {getLocalSearchClient, type LocalSearchStatus} from '../../client/lazyClient';

const serverStatus: LocalSearchStatus = {error: null};

/**
 * Shows `message` in an alert after the page's search form while `active`.
 * The stock page renders its own layout, so the notice is placed in its DOM.
 */
function useNotice(active: boolean, message: string): void {
  useEffect(() => {
    const form = active ? document.querySelector('.search-page-wrapper .main-wrapper form') : null;
    if (!form) {
      return undefined;
    }
    const notice = document.createElement('div');
    notice.className = 'alert alert--danger margin-bottom--md';
    notice.setAttribute('role', 'alert');
    notice.textContent = message;
    form.after(notice);
    return () => notice.remove();
  }, [active, message]);
}

export default function SearchPageWrapper(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const client = getLocalSearchClient(baseUrl);
  const {error} = useSyncExternalStore(client.subscribe, client.getStatus, () => serverStatus);
  useNotice(
    error !== null,
    translate({
      id: 'localSearch.searchPage.fetchError',
      message: 'Unable to fetch results. Check your connection and try again.',
      description: 'Shown on the search page when the local search index cannot be downloaded',
    }),
  );
  return <AlgoliaSearchPage />;
}
