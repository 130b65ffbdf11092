/**
 * The modal's "No results" screen, as the stock DocSearch screen cannot be
 * told to show it: the searching state until the engine has answered, the
 * error screen while the index cannot be fetched, the "Try searching for"
 * list a first query gets none of, and the "Let us know." link. DocSearch
 * renders the screen; these hooks add to its markup.
 */
import {useCallback, useEffect, useMemo} from 'react';
import translations from '@theme/SearchTranslations';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {LocalSearchClient} from '../../client/searchClient';
import {
  isStalled,
  noResultsScreenState,
  readState,
  stallThreshold,
  type NoResultsScreenState,
} from './screenState';

/** Marks a "No results" screen with what it stands for (`screenState.ts`); `client/local-search.css` shows each. */
const screenMark = 'data-local-search-screen';
/** Marks what this wrapper adds to a screen. */
const addedMark = 'data-local-search-added';
/** The class of text for screen readers only (`client/local-search.css`). */
const visuallyHidden = 'local-search-visually-hidden';

/** The texts of the searching and error states: DocSearch's own, as the site translates them. */
type StateTexts = {searching: string; errorTitle: string; errorHelp: string};

function useStateTexts(): StateTexts {
  const {titleText = '', helpText = ''} = translations.modal?.errorScreen ?? {};
  // The word DocSearch's Ask AI screen shows while it searches.
  const searching = translations.modal?.askAiScreen?.preToolCallText ?? 'Searching...';
  return useMemo(
    () => ({searching, errorTitle: titleText, errorHelp: helpText}),
    [searching, titleText, helpText],
  );
}

/** A paragraph the wrapper adds to a screen or to the live region. */
function line(text: string, className?: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  if (className) {
    paragraph.className = className;
  }
  paragraph.textContent = text;
  return paragraph;
}

/**
 * DocSearch's loading icon (the one its search box shows while stalled),
 * drawn as the screens' icons are: bigger, with a stroke as heavy as theirs
 * and the turning arc at full strength (the viewBox leaves room for the
 * thicker stroke).
 */
function loadingIcon(): HTMLDivElement {
  const icon = document.createElement('div');
  icon.className = 'DocSearch-Screen-Icon';
  const svg = svgElement('svg', {
    class: 'local-search-loading-icon',
    viewBox: '-1 -1 40 40',
    stroke: 'currentColor',
    'aria-hidden': 'true',
  });
  const group = svgElement('g', {transform: 'translate(1 1)', 'stroke-width': '3', fill: 'none'});
  const arc = svgElement('path', {d: 'M36 18c0-9.94-8.06-18-18-18'});
  arc.append(
    svgElement('animateTransform', {
      attributeName: 'transform',
      type: 'rotate',
      from: '0 18 18',
      to: '360 18 18',
      dur: '1s',
      repeatCount: 'indefinite',
    }),
  );
  group.append(svgElement('circle', {'stroke-opacity': '.3', cx: '18', cy: '18', r: '18'}), arc);
  svg.append(group);
  icon.append(svg);
  return icon;
}

/**
 * Marks a screen with its state and gives it that state's content: the
 * searching state's icon and word (shown once `searching`, laid out but
 * invisible while `waiting`), or the error screen's title and help text
 * under the screen's own icon. The stock content shows only for `no-results`.
 */
function applyState(screen: Element, state: NoResultsScreenState, texts: StateTexts): void {
  const previous = screen.getAttribute(screenMark);
  if (previous === state) {
    return;
  }
  screen.setAttribute(screenMark, state);
  const searchingLike = (value: string | null) => value === 'searching' || value === 'waiting';
  if (searchingLike(previous) && searchingLike(state)) {
    return;
  }
  screen.querySelectorAll(`:scope > [${addedMark}]`).forEach((added) => added.remove());
  const added =
    state === 'error'
      ? [line(texts.errorTitle, 'DocSearch-Title'), line(texts.errorHelp, 'DocSearch-Help')]
      : searchingLike(state)
        ? [loadingIcon(), line(texts.searching, 'DocSearch-Title')]
        : [];
  for (const element of added) {
    element.setAttribute(addedMark, '');
    screen.append(element);
  }
}

/**
 * Sets what the modal's live region says, when it changes: a screen reader
 * announces each change. The region is added to the modal empty, when the
 * modal opens, so that its first words are announced too.
 */
function say(modal: Element, lines: readonly string[]): void {
  let region = modal.querySelector(`:scope > [${addedMark}][role="status"]`);
  if (!region) {
    region = document.createElement('div');
    region.className = visuallyHidden;
    region.setAttribute('role', 'status');
    region.setAttribute(addedMark, '');
    modal.append(region);
  }
  const said = Array.from(region.children, (child) => child.textContent);
  if (said.length !== lines.length || said.some((text, index) => text !== lines[index])) {
    region.replaceChildren(...lines.map((text) => line(text)));
  }
}

/**
 * Keeps each "No results" screen of the modal true (see `screenState.ts`):
 * the stock screen once the engine has answered its query with no hits; the
 * searching state while the modal waits for the engine (the index may still
 * be downloading); DocSearch's error screen while the latest search has
 * failed. DocSearch cannot show the last two itself: it shows "No results"
 * for a query still loading, and cannot keep its error status (it sets it,
 * and autocomplete-core sets the status back to idle in the same turn).
 * `client/local-search.css` hides what a marked screen does not stand for.
 * A live region in the modal says the same: "Searching...", the "No
 * results" title, the error; or nothing while hits show.
 */
export function useSearchStates(client: LocalSearchClient): void {
  const texts = useStateTexts();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      const modal = document.querySelector('.DocSearch-Modal');
      if (!modal) {
        return;
      }
      const {progress} = client;
      const latest = progress.latest('modal');
      const now = performance.now();
      let lines: string[] = [];
      for (const screen of Array.from(modal.querySelectorAll('.DocSearch-NoResults'))) {
        const title = screen.querySelector(`:scope > .DocSearch-Title:not([${addedMark}])`);
        const query = title?.querySelector('strong')?.textContent ?? '';
        const state = noResultsScreenState({
          latest,
          shown: progress.forQuery('modal', query),
          now,
          previous: readState(screen.getAttribute(screenMark)),
        });
        applyState(screen, state, texts);
        lines = {
          'no-results': [title?.textContent ?? ''],
          error: [texts.errorTitle, texts.errorHelp],
          searching: [texts.searching],
          waiting: [],
        }[state];
      }
      // Hits, or the start screen, that DocSearch keeps while it loads.
      const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (
        !modal.querySelector('.DocSearch-NoResults') &&
        isStalled(latest, now) &&
        latest?.query === input?.value
      ) {
        lines = [texts.searching];
      }
      say(modal, lines);
      // The searching state shows once the wait passes DocSearch's threshold.
      if (latest?.state === 'searching' && !isStalled(latest, now)) {
        timer = setTimeout(update, latest.waitingSince + stallThreshold - now);
      }
    };
    const unsubscribe = client.progress.subscribe(update);
    const unwatch = watchModal(update);
    return () => {
      unsubscribe();
      unwatch();
      clearTimeout(timer);
    };
  }, [client, texts]);
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
function fillSuggestions(client: LocalSearchClient, label: string): void {
  const modal = document.querySelector('.DocSearch-Modal');
  for (const screen of Array.from(modal?.querySelectorAll('.DocSearch-NoResults') ?? [])) {
    if (screen.querySelector('.DocSearch-NoResults-Prefill-List') !== null) {
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
 * Calls `onChange` when the modal opens and whenever the DOM of the open
 * modal changes; returns what stops it.
 */
function watchModal(onChange: () => void): () => void {
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
      modalObserver = new MutationObserver(onChange);
      modalObserver.observe(container, {childList: true, subtree: true, characterData: true});
      onChange();
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
}

/**
 * Keeps the suggestions on the "No results" screen while the modal is open:
 * DocSearch renders the screen as soon as a query has no hits yet, before
 * the answer arrives, so the list is filled when the DOM changes and when an
 * answer arrives (the returned callback, which the modal's `search` calls).
 */
export function useSuggestions(client: LocalSearchClient, label: string): () => void {
  const fill = useCallback(() => fillSuggestions(client, label), [client, label]);
  useEffect(() => watchModal(fill), [fill]);
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
