/**
 * Wraps the stock Algolia SearchBar (through the `@local-search/AlgoliaSearchBar` alias) so the DocSearch modal queries the local index instead of Algolia.
 * Why: `transformSearchClient` swaps in the local client; our "See all N results" footer shows the current query's count (DocSearch 4.3.2–4.7.0 adds counts across keystrokes); and the modal's error screen stays up when the index cannot be fetched (DocSearch 4.7.0 resets it at once).
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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

/** Puts `node` after a space, unless it follows one already. */
function spaceBefore(node: Element): void {
  const previous = node.previousSibling;
  if (previous?.nodeType !== Node.TEXT_NODE || previous.textContent !== ' ') {
    node.before(' ');
  }
}

/**
 * The search button's translations, with an accessible name that holds what
 * the button shows. DocSearch names it "Search (Control+k)" while it shows
 * "Search" and the key caps "Ctrl K" (or "⌘ K" on Apple systems): a speech
 * user who says what they see ("click Search Ctrl K") matches no name (WCAG
 * 2.5.3, axe's `label-content-name-mismatch`). DocSearch appends the
 * shortcut to `buttonAriaLabel`, so the name becomes "Search Ctrl K
 * (Control+k)". The caps show once DocSearch has read the platform after
 * mounting, with the same test as here; until then the name is "Search".
 *
 * The button's parts have no text between them, so a tool that reads its
 * text (axe does) reads "SearchCtrlK", one word. Spaces go between them: the
 * parts are flex items, so the spaces take no room on screen.
 */
function useButtonTranslations(): typeof translations {
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  useEffect(() => {
    if (apple === null) {
      return;
    }
    for (const button of Array.from(document.querySelectorAll('.DocSearch-Button'))) {
      for (const part of Array.from(
        button.querySelectorAll(
          '.DocSearch-Button-Keys, .DocSearch-Button-Key + .DocSearch-Button-Key',
        ),
      )) {
        spaceBefore(part);
      }
    }
  }, [apple]);
  return useMemo(() => {
    const label = translations.button?.buttonText ?? 'Search';
    const keys = apple === null ? '' : ` ${apple ? '⌘' : 'Ctrl'} K`;
    return {...translations, button: {...translations.button, buttonAriaLabel: `${label}${keys}`}};
  }, [apple]);
}

/**
 * Starts downloading and indexing what the modal will search as soon as the
 * reader shows interest: the pointer, focus or a touch on the button, or the
 * modal's shortcuts (Ctrl/Cmd+K, and "/" outside a text field), as the stock
 * SearchBar starts loading the modal's code then. Without this the download
 * waits until the modal's code has loaded and the modal has mounted (about
 * 60 ms after the shortcut on this machine). Opening the modal starts it
 * too, in `transformSearchClient`; starting twice loads once.
 */
function useWarmupOnInterest(warmup: () => void): void {
  useEffect(() => {
    const buttons = Array.from(document.querySelectorAll('.DocSearch-Button'));
    const events = ['pointerenter', 'focus', 'touchstart'] as const;
    for (const button of buttons) {
      for (const event of events) {
        button.addEventListener(event, warmup, {once: true, passive: true});
      }
    }
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing =
        target?.isContentEditable ||
        ['INPUT', 'SELECT', 'TEXTAREA'].includes(target?.tagName ?? '');
      if (
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !typing)
      ) {
        warmup();
      }
    };
    window.addEventListener('keydown', onKey, {capture: true});
    return () => {
      window.removeEventListener('keydown', onKey, {capture: true});
      for (const button of buttons) {
        for (const event of events) {
          button.removeEventListener(event, warmup);
        }
      }
    };
  }, [warmup]);
}

/** Marks the list of queries this wrapper put on a "No results" screen. */
const suggestionsMark = 'data-local-search-suggestions';

/**
 * Types `text` into the modal's search box the way the stock "Try searching
 * for" buttons do (lower case, then a space), so the modal searches for it.
 */
function searchFor(text: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue) {
    return;
  }
  // React reads the new value from the native setter and the input event.
  setValue.call(input, `${text.toLowerCase()} `);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** An SVG element with these attributes. */
function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [attribute, value] of Object.entries(attributes)) {
    element.setAttribute(attribute, value);
  }
  return element;
}

/** The magnifier DocSearch puts before each of its own suggestions (16 px). */
function searchIcon(): SVGSVGElement {
  const stroke = {stroke: 'currentColor', fill: 'none'};
  const svg = svgElement('svg', {
    width: '16',
    height: '16',
    class: 'DocSearch-Search-Icon',
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
  });
  svg.append(
    svgElement('circle', {cx: '11', cy: '11', r: '8', ...stroke, 'stroke-width': '1.4'}),
    svgElement('path', {
      d: 'm21 21-4.3-4.3',
      ...stroke,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  return svg;
}

/**
 * Fills the "No results" screens of the open modal with a "Try searching
 * for" list when DocSearch has none to show. DocSearch offers the sections
 * of the hits of earlier queries, so a first query that finds nothing gets
 * no suggestions; this adds the engine's (a corrected query, or the biggest
 * sections; see `suggest` in `engine.ts`) in the stock markup, before
 * "Believe this query should return results?".
 */
function fillSuggestions(client: LazySearchClient, label: string): void {
  const modal = document.querySelector('.DocSearch-Modal');
  for (const screen of Array.from(modal?.querySelectorAll('.DocSearch-NoResults') ?? [])) {
    if (
      screen.hasAttribute(errorMark) ||
      screen.querySelector('.DocSearch-NoResults-Prefill-List') !== null
    ) {
      continue;
    }
    const query = screen.querySelector('.DocSearch-Title strong')?.textContent ?? '';
    const offered = client.suggestions(query) ?? [];
    if (offered.length === 0) {
      continue;
    }
    const list = document.createElement('div');
    list.className = 'DocSearch-NoResults-Prefill-List';
    list.setAttribute(suggestionsMark, '');
    const help = document.createElement('p');
    help.className = 'DocSearch-Help';
    help.textContent = `${label}:`;
    const items = document.createElement('div');
    items.className = 'DocSearch-NoResults-Prefill-List-Items';
    for (const text of offered) {
      const item = document.createElement('p');
      item.append(searchIcon());
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'DocSearch-Prefill';
      button.textContent = text;
      button.addEventListener('click', () => searchFor(text));
      item.append(button);
      items.append(item);
    }
    list.append(help, items);
    screen.insertBefore(list, screen.querySelector(':scope > .DocSearch-Help'));
  }
}

/**
 * Keeps the suggestions on the "No results" screen while the modal is open:
 * DocSearch renders the screen as soon as a query has no hits yet, before
 * the answer arrives, so the list is filled when the DOM changes and when an
 * answer arrives (the returned callback, which the modal's `search` calls).
 */
function useSuggestions(client: LazySearchClient, label: string): () => void {
  const fill = useCallback(() => fillSuggestions(client, label), [client, label]);
  useEffect(() => {
    let modalObserver: MutationObserver | null = null;
    const watch = () => {
      const modal = document.querySelector('.DocSearch-Modal');
      if (modal && !modalObserver) {
        modalObserver = new MutationObserver(fill);
        modalObserver.observe(modal, {childList: true, subtree: true});
        fill();
      } else if (!modal && modalObserver) {
        modalObserver.disconnect();
        modalObserver = null;
      }
    };
    // DocSearch renders the modal in a portal, straight under <body>.
    const bodyObserver = new MutationObserver(watch);
    bodyObserver.observe(document.body, {childList: true});
    watch();
    return () => {
      bodyObserver.disconnect();
      modalObserver?.disconnect();
    };
  }, [fill]);
  // After the answer, once React has rendered it.
  return useCallback(() => requestAnimationFrame(fill), [fill]);
}

/**
 * The "Let us know." link of the "No results" screen: a new issue in the
 * docs repository (the site's `organizationName`/`projectName` on GitHub),
 * its title and body filled in with the query and the page it was typed on.
 */
function useMissingResultsUrl(): ({query}: {query: string}) => string {
  const {
    siteConfig: {organizationName, projectName},
  } = useDocusaurusContext();
  return useCallback(
    ({query}: {query: string}) => {
      const page = typeof window === 'undefined' ? '' : window.location.pathname;
      const params = new URLSearchParams({
        title: `Search: no results for "${query}"`,
        body: [
          `Searching the docs for "${query}" found nothing${page ? ` (from ${page})` : ''}.`,
          '',
          'The page I expected to find:',
        ].join('\n'),
      });
      return `https://github.com/${organizationName}/${projectName}/issues/new?${params.toString()}`;
    },
    [organizationName, projectName],
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
  const warmup = useCallback(() => void client.warmup(facetFilters), [client, facetFilters]);
  useWarmupOnInterest(warmup);
  const fillSuggestionsSoon = useSuggestions(
    client,
    translations.modal?.noResultsScreen?.suggestedQueryText ?? '',
  );
  // DocSearch calls this when the modal mounts: start loading the index then
  // (if the button's warmup has not), so the first keystroke is answered
  // from it rather than with "No results".
  const transformSearchClient = useCallback(() => {
    void client.warmup(facetFilters);
    return {
      ...client,
      search: (request: Parameters<LazySearchClient['searchOrEmpty']>[0]) =>
        client.searchOrEmpty(request).then((response) => {
          fillSuggestionsSoon();
          return response;
        }),
    };
  }, [client, facetFilters, fillSuggestionsSoon]);
  // While the index cannot be loaded, the modal shows the error screen.
  const failed = useSyncExternalStore(
    client.subscribe,
    () => client.getStatus().error !== null,
    () => false,
  );
  useErrorScreen(failed);
  const getMissingResultsUrl = useMissingResultsUrl();
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
      getMissingResultsUrl={getMissingResultsUrl}
      translations={buttonTranslations}
      {...(searchPagePath ? {resultsFooterComponent} : {})}
      {...props}
    />
  );
}
