/**
 * The modal's "No results" screen, as the stock DocSearch screen cannot be
 * told to show it: the error screen while the index cannot be fetched, the
 * "Try searching for" list a first query gets none of, and the "Let us
 * know." link. DocSearch renders the screen; these hooks add to its markup.
 */
import {useCallback, useEffect} from 'react';
import translations from '@theme/SearchTranslations';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {LazySearchClient} from '../../client/lazyClient';

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
export function useErrorScreen(active: boolean): void {
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
export function useSuggestions(client: LazySearchClient, label: string): () => void {
  const fill = useCallback(() => fillSuggestions(client, label), [client, label]);
  useEffect(() => {
    let modalObserver: MutationObserver | null = null;
    let observed: Element | null = null;
    // Follows the modal's container, whichever element it is now: a new one
    // (the modal closed and opened again) is observed in place of the old.
    const watch = () => {
      const container = document.querySelector('.DocSearch-Container');
      if (container === observed) {
        return;
      }
      modalObserver?.disconnect();
      modalObserver = null;
      observed = container;
      if (container) {
        modalObserver = new MutationObserver(fill);
        modalObserver.observe(container, {childList: true, subtree: true, characterData: true});
        fill();
      }
    };
    // The stock SearchBar puts an empty portal element under <body> when the
    // modal opens, and renders the modal into it once the modal's code has
    // loaded: the container appears inside that element, later. Watching
    // <body>'s children only missed it, and the list then depended on the
    // answer arriving after the screen had rendered.
    const bodyObserver = new MutationObserver(watch);
    bodyObserver.observe(document.body, {childList: true, subtree: true});
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
export function useMissingResultsUrl(): ({query}: {query: string}) => string {
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
