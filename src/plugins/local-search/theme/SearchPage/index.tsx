/**
 * Wraps the stock Algolia SearchPage (through the `@local-search/AlgoliaSearchPage` alias): "No results were found" only once the engine has answered, an announced searching state, an error notice when the local index cannot be fetched, a label on the version select, and one `main` landmark.
 * It also tells crawlers to leave the page out of their results (`name="robots"`: the stock page writes `property="robots"`, which crawlers do not read, and Docusaurus leaves the page out of the sitemap only for the former) and gives it a description.
 * Why: the stock page says "No results were found" on its first render, before it searches, and its spinner says nothing to screen readers; it has no error state (its client, `client/liteClientShim`, keeps a failed search pending and records the failure, which this shows); its version <select> has no accessible name; and it renders <main> only around results, leaving an empty page without a main landmark.
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import AlgoliaSearchPage from '@local-search/AlgoliaSearchPage';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import {getLocalSearchClient, type LocalSearchClient} from '../../client/searchClient';

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

/** Marks the stock "No results were found" once the engine has answered the page's query; `client/local-search.css` hides it until then. */
const answeredMark = 'data-local-search-answered';
/** Marks what this wrapper adds to the page's status line. */
const addedMark = 'data-local-search-added';

/**
 * Keeps the page's outcome true and announced. The stock page shows "No
 * results were found" whenever it is not loading, also on its first render
 * for `?q=`, before its first search has even begun; the CSS hides that text
 * until the engine has answered the query, in a search begun since the page
 * opened. The page's status line ("N documents found", the stock results
 * column) becomes a live region, which also says, for screen readers only,
 * "Searching..." while the page waits (its spinner shows) and "No results
 * were found" once it is true. A failure says nothing here: the error
 * notice is an alert.
 */
function useSearchStatus(client: LocalSearchClient, searchingText: string): void {
  const [openedAt] = useState(() => client.progress.nextId());
  useEffect(() => {
    const wrapper = document.querySelector(contentWrapper);
    const status = wrapper?.querySelector('[class*="searchResultsColumn"]');
    if (!wrapper || !status) {
      return undefined;
    }
    status.setAttribute('role', 'status');
    const update = () => {
      const query = new URLSearchParams(window.location.search).get('q') ?? '';
      const answer = client.progress.forQuery('page', query);
      const answered = answer?.state === 'answered' && answer.id >= openedAt;
      const noResults = wrapper.querySelector('.container > p');
      if (noResults && noResults.hasAttribute(answeredMark) !== answered) {
        noResults.toggleAttribute(answeredMark, answered);
      }
      let said = '';
      if (client.progress.latest('page')?.state !== 'failed') {
        if (noResults && answered) {
          said = noResults.textContent ?? '';
        } else if (noResults || wrapper.querySelector('[class*="loadingSpinner"]')) {
          said = searchingText;
        }
      }
      let added = status.querySelector(`:scope > [${addedMark}]`);
      if (!said) {
        added?.remove();
      } else if (added?.textContent !== said) {
        added ??= status.appendChild(document.createElement('span'));
        added.className = 'local-search-visually-hidden';
        added.setAttribute(addedMark, '');
        added.textContent = said;
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(wrapper, {childList: true, subtree: true, characterData: true});
    const unsubscribe = client.progress.subscribe(update);
    return () => {
      observer.disconnect();
      unsubscribe();
      status.removeAttribute('role');
      status.querySelector(`:scope > [${addedMark}]`)?.remove();
    };
  }, [client, openedAt, searchingText]);
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
  useSearchStatus(client, translations.modal?.askAiScreen?.preToolCallText ?? 'Searching...');
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
