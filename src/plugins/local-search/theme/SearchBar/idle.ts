/**
 * Starting the search before the reader asks for it: once the page has
 * loaded and the browser is idle, the search worker starts and builds the
 * current version's index off the main thread, so that on a phone the first
 * keystroke finds it built. See "Before the reader asks" in the plugin's README
 * for what this costs and saves.
 */
import {useEffect} from 'react';

/** The Network Information API's hints (Chromium-based browsers only). */
export type ConnectionHints = {saveData?: boolean; effectiveType?: string};

/**
 * Whether the reader's browser asks for less data: Save-Data (a data saver
 * is on) or a connection that Chromium rates 3G or slower. Browsers without
 * the API (Firefox, Safari) give no hint, and get the preload.
 */
export function wantsLessData(connection: ConnectionHints | undefined): boolean {
  return (
    connection?.saveData === true ||
    ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '')
  );
}

/** How long the browser may wait for idle time before the warmup runs anyway. */
export const idleTimeoutMs = 5000;

/**
 * Runs `warmup` once the page has loaded and the main thread is idle, unless
 * the reader's browser asks for less data. Runs again for a new `warmup`
 * (another docs version's filters), which loads only what is not loaded yet.
 */
export function useWarmupWhenIdle(warmup: () => void): void {
  useEffect(() => {
    if (wantsLessData((navigator as Navigator & {connection?: ConnectionHints}).connection)) {
      return undefined;
    }
    let cancel: () => void = () => undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(warmup, {timeout: idleTimeoutMs});
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        // Safari before 18 has no requestIdleCallback: a second after the load.
        const handle = window.setTimeout(warmup, 1000);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') {
      whenIdle();
    } else {
      window.addEventListener('load', whenIdle, {once: true});
    }
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [warmup]);
}
