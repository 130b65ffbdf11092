/**
 * The search button: its accessible name, and loading the index as soon as
 * the reader shows interest in it.
 */
import {useEffect, useMemo, useState} from 'react';
import translations from '@theme/SearchTranslations';

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
export function useButtonTranslations(): typeof translations {
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

/** The events on the search button that show interest in it. */
const interestEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Starts downloading and indexing what the modal will search as soon as the
 * reader shows interest: the pointer, focus or a touch on the button, or the
 * modal's shortcuts (Ctrl/Cmd+K, and "/" outside a text field), as the stock
 * SearchBar starts loading the modal's code then. Without this the download
 * waits until the modal's code has loaded and the modal has mounted (about
 * 60 ms after the shortcut on this machine). Opening the modal starts it
 * too, in `transformSearchClient`; starting twice loads once.
 *
 * The listeners are on `window`, in the capture phase, so that they run
 * before React's: on a tap, the pointerdown that precedes the touchstart can
 * hold the main thread for hundreds of milliseconds at 4× (a render, or the
 * hydration of a page that has not finished), and the worker started before
 * it works meanwhile. `warmup` is called once.
 */
export function useWarmupOnInterest(warmup: () => void): void {
  useEffect(() => {
    let done = false;
    const stop = () => {
      done = true;
      for (const type of interestEvents) {
        window.removeEventListener(type, onButton, {capture: true});
      }
      window.removeEventListener('keydown', onKey, {capture: true});
    };
    const interested = () => {
      if (!done) {
        stop();
        warmup();
      }
    };
    function onButton(event: Event): void {
      if (event.target instanceof Element && event.target.closest('.DocSearch-Button')) {
        interested();
      }
    }
    function onKey(event: KeyboardEvent): void {
      const target = event.target as HTMLElement | null;
      const typing =
        target?.isContentEditable ||
        ['INPUT', 'SELECT', 'TEXTAREA'].includes(target?.tagName ?? '');
      if (
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !typing)
      ) {
        interested();
      }
    }
    for (const type of interestEvents) {
      window.addEventListener(type, onButton, {capture: true, passive: true});
    }
    window.addEventListener('keydown', onKey, {capture: true});
    return stop;
  }, [warmup]);
}
