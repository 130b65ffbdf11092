/**
 * The search box that shows the moment the reader taps the search button or
 * presses its shortcut, while DocSearch's modal code is still on its way: on
 * a phone on slow 4G that code (112 KB of gzipped JavaScript) takes more than
 * a second to arrive and run. The reader types into this box; when the modal
 * mounts, it gets what was typed as its `initialQuery` (the stock SearchBar
 * lets props override its own), and anything typed while it mounted, then the
 * box goes. See "Before the reader asks" in the plugin's README.
 *
 * The box's input is uncontrolled: what it holds is only ever what the reader
 * typed. A controlled input lost the key typed between the modal's render and
 * its focus: React flushed the modal's effects while handling that key's
 * `input` event, before rendering the key into the box's value; DocSearch
 * focused its own input then, the blur made React restore the box to the
 * value it had last rendered, and the hand-over read the box without the key.
 */
import {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {createPortal, flushSync} from 'react-dom';
import translations from '@theme/SearchTranslations';

/**
 * Whether DocSearch's modal has mounted once on this page: its code is then
 * loaded, and the stock SearchBar opens the modal at once, with no need for
 * this box.
 */
let modalCodeLoaded = false;

/** The modal's search box, as DocSearch renders it. */
const modalInput = '.DocSearch-Modal .DocSearch-Input';

/** Whether a key event's target takes text, as the stock shortcut handler tells. */
function typingInto(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName))
  );
}

/** Whether a key opens the modal, as DocSearch's `useDocSearchKeyboardEvents` reads it. */
function opensModal(event: KeyboardEvent): boolean {
  return (
    ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') ||
    (event.key === '/' && !typingInto(event))
  );
}

/**
 * Puts `text` in a React-controlled input as typing would: React reads a
 * change by comparing the input's value with the one it last saw, which the
 * input's own `value` setter records, so the value is set through the
 * prototype's setter after the recorded one is cleared, then `input` fires.
 */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  input.value = '';
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Runs the modal's query again, as if the reader had typed it again, keeping
 * the caret where it was: for when the engine holds more than when it was
 * answered (the text tier has arrived).
 */
export function searchAgain(): void {
  const box = document.querySelector<HTMLInputElement>(modalInput);
  if (!box || box.value.trim() === '') {
    return;
  }
  const {selectionStart, selectionEnd} = box;
  typeInto(box, box.value);
  box.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * Moves what the reader typed in `from` into `to`, with the caret (or the
 * selection) where it was. React renders `to` again after the `input` event
 * (first back to its old value, then to the new one), which puts the caret
 * at the end; the caret is set again once that is done, in the same task, so
 * before the next keystroke.
 */
function handOver(from: HTMLInputElement, to: HTMLInputElement): void {
  const text = from.value;
  const {selectionStart, selectionEnd, selectionDirection} = from;
  const start = selectionStart ?? text.length;
  const end = selectionEnd ?? start;
  const direction = selectionDirection ?? undefined;
  if (text !== to.value) {
    typeInto(to, text);
  }
  to.setSelectionRange(start, end, direction);
  queueMicrotask(() => {
    if (to.value === text && (to.selectionStart !== start || to.selectionEnd !== end)) {
      to.setSelectionRange(start, end, direction);
    }
  });
}

/** Closes DocSearch's modal through its own Escape shortcut, which it listens for on `window`. */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape'}));
}

type Props = {
  /**
   * Called with what the reader has typed, '' once the modal has it: for the
   * modal's `initialQuery`. A low-priority update, so the modal mounting
   * does not wait for it; what it missed is typed into the modal's box.
   */
  onTyped: (text: string) => void;
};

/**
 * The box, in a portal, while it shows. Its own component, so that showing
 * it on a tap renders it alone, not the SearchBar around it.
 */
export default function SearchShell({onTyped}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** The reader closed the box before the modal mounted: close the modal when it does. */
  const cancelled = useRef(false);

  useEffect(() => {
    const show = () => {
      if (modalCodeLoaded || document.body.classList.contains('DocSearch--active')) {
        return;
      }
      cancelled.current = false;
      // Rendered and focused within the tap's own event, so that a phone
      // opens its keyboard.
      flushSync(() => setOpen(true));
      input.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (opensModal(event)) {
        show();
      }
    };
    // DocSearch focuses its box when the modal mounts: hand over to it.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || !target.matches(modalInput)) {
        return;
      }
      modalCodeLoaded = true;
      if (cancelled.current) {
        cancelled.current = false;
        // After the stock SearchBar's effects: its Escape handler learns
        // that the modal is open after the modal's own effects have run.
        setTimeout(closeModal, 0);
        return;
      }
      if (input.current) {
        handOver(input.current, target);
      }
      flushSync(() => setOpen(false));
      onTyped('');
    };
    const buttons = Array.from(document.querySelectorAll('.DocSearch-Button'));
    for (const button of buttons) {
      button.addEventListener('click', show);
    }
    window.addEventListener('keydown', onKey, {capture: true});
    document.addEventListener('focusin', onFocus, {capture: true});
    return () => {
      for (const button of buttons) {
        button.removeEventListener('click', show);
      }
      window.removeEventListener('keydown', onKey, {capture: true});
      document.removeEventListener('focusin', onFocus, {capture: true});
    };
  }, [onTyped]);

  const cancel = () => {
    cancelled.current = true;
    setOpen(false);
    onTyped('');
    document.querySelector<HTMLElement>('.DocSearch-Button')?.focus();
  };

  const searchBox = translations.modal?.searchBox;
  const label = searchBox?.searchInputLabel ?? 'Search';
  const cancelLabel = searchBox?.closeButtonAriaLabel ?? 'Cancel';
  return open
    ? createPortal(
        <div
          className="local-search-shell"
          onClick={(event) => event.target === event.currentTarget && cancel()}
        >
          <div
            className="local-search-shell-modal"
            role="dialog"
            aria-modal="true"
            aria-label={label}
            style={{'--docsearch-vh': `${window.innerHeight * 0.01}px`} as CSSProperties}
          >
            <header className="DocSearch-SearchBar">
              <form className="DocSearch-Form" onSubmit={(event) => event.preventDefault()}>
                <label className="DocSearch-MagnifierLabel" htmlFor="local-search-shell-input">
                  <svg
                    width="20"
                    height="20"
                    className="DocSearch-Search-Icon"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                  >
                    <circle
                      cx="11"
                      cy="11"
                      r="8"
                      stroke="currentColor"
                      fill="none"
                      strokeWidth="1.4"
                    />
                    <path
                      d="m21 21-4.3-4.3"
                      stroke="currentColor"
                      fill="none"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span className="DocSearch-VisuallyHiddenForAccessibility">{label}</span>
                </label>
                <input
                  ref={input}
                  id="local-search-shell-input"
                  className="local-search-shell-input"
                  type="search"
                  placeholder={searchBox?.placeholderText ?? 'Search docs'}
                  autoComplete="off"
                  autoCorrect="off"
                  autoCapitalize="off"
                  enterKeyHint="search"
                  spellCheck={false}
                  maxLength={512}
                  onChange={(event) => onTyped(event.currentTarget.value)}
                  onKeyDown={(event) => event.key === 'Escape' && cancel()}
                />
                <div className="DocSearch-Actions">
                  <button
                    type="button"
                    className="DocSearch-Action DocSearch-Close"
                    title={cancelLabel}
                    aria-label={cancelLabel}
                    onClick={cancel}
                  >
                    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                      <path
                        d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z"
                        stroke="currentColor"
                        fill="none"
                        fillRule="evenodd"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                </div>
              </form>
            </header>
          </div>
        </div>,
        document.body,
      )
    : null;
}
