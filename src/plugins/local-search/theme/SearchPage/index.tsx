/**
 * Wraps the stock Algolia SearchPage (through the `@local-search/AlgoliaSearchPage` alias): an error notice when the local index cannot be fetched, a label on the version select, and one `main` landmark.
 * It also tells crawlers to leave the page out of their results (`name="robots"`: the stock page writes `property="robots"`, which crawlers do not read, and Docusaurus leaves the page out of the sitemap only for the former) and gives it a description.
 * Why: the stock page has no error state (its client, `client/liteClientShim`, keeps a failed search pending and records the failure, which this shows); its version <select> has no accessible name; and it renders <main> only around results, leaving an empty page without a main landmark.
 */
import {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import AlgoliaSearchPage from '@local-search/AlgoliaSearchPage';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {getLocalSearchClient} from '../../client/lazyClient';

/** The class the stock page gives <html>, and the layout's wrapper of the page content. */
const pageWrapper = '.search-page-wrapper';
const contentWrapper = `${pageWrapper} .main-wrapper`;

/**
 * Shows `message` in an alert after the page's search form while `active`.
 * The stock page renders its own layout, so the notice is placed in its DOM.
 */
function useNotice(active: boolean, message: string): void {
  useEffect(() => {
    const form = active ? document.querySelector(`${pageWrapper} form`) : null;
    if (!form) {
      return undefined;
    }
    const notice = document.createElement('div');
    notice.className = 'alert alert--danger margin-bottom--md';
    notice.setAttribute('role', 'alert');
    // client/local-search.css hides the page's spinner while this is shown.
    notice.setAttribute('data-local-search-error', '');
    notice.textContent = message;
    form.after(notice);
    return () => notice.remove();
  }, [active, message]);
}

/**
 * Names the version selects and keeps exactly one main landmark: the stock
 * page wraps only its results in <main>, so until a query matches, the
 * layout wrapper takes the `main` role, and gives it back when <main> shows.
 */
function useAccessibleStructure(versionLabel: string): void {
  useEffect(() => {
    const wrapper = document.querySelector(contentWrapper);
    if (!wrapper) {
      return undefined;
    }
    const apply = () => {
      wrapper.querySelectorAll('form select:not([aria-label])').forEach((select) => {
        select.setAttribute('aria-label', versionLabel);
      });
      if (wrapper.querySelector('main')) {
        wrapper.removeAttribute('role');
      } else if (wrapper.getAttribute('role') !== 'main') {
        wrapper.setAttribute('role', 'main');
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(wrapper, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      wrapper.removeAttribute('role');
    };
  }, [versionLabel]);
}

export default function SearchPageWrapper(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const client = getLocalSearchClient(baseUrl);
  const failed = useSyncExternalStore(
    client.progress.subscribe,
    () => client.progress.latest('page')?.state === 'failed',
    () => false,
  );
  useNotice(
    failed,
    translate({
      id: 'localSearch.searchPage.fetchError',
      message: 'Unable to fetch results. Check your connection and try again.',
      description: 'Shown on the search page when the local search index cannot be downloaded',
    }),
  );
  useAccessibleStructure(
    translate({
      id: 'localSearch.searchPage.versionLabel',
      message: 'Documentation version to search',
      description: 'The accessible name of the version select on the search page',
    }),
  );
  return (
    <>
      <Head>
        {/* Search engines leave a results page out of their results; the Internet
            Archive's crawler may keep it. Lighthouse's "is-crawlable" fails only a
            page that every crawler it knows is asked to skip. */}
        <meta name="robots" content="noindex, follow" />
        <meta name="archive.org_bot" content="index, follow" />
        <meta
          name="description"
          content={translate({
            id: 'theme.SearchPage.description',
            message: 'Search the Squirrels documentation, references and blog.',
            description: 'The meta description of the search page',
          })}
        />
      </Head>
      <AlgoliaSearchPage />
    </>
  );
}
