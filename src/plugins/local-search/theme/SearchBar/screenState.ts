/**
 * What a "No results" screen of the modal stands for. DocSearch 4.7.0 renders
 * that screen for any query without hits yet, whatever its status: when the
 * dropdown first appears, it does so on the first keystroke, while the
 * search is still loading, and then keeps the screen while loading (its
 * ScreenState is memoized to skip those renders). With a local index still
 * downloading, the screen would say "No results" for seconds before the
 * hits. `noResultsScreen.ts` marks each screen with this state.
 */
import type {SearchProgress} from '../../client/progress';

/**
 * How long a search may wait before the modal says it is searching: the
 * `stallThreshold` after which DocSearch shows its own loading icon
 * (autocomplete-core's default, which DocSearch keeps). A quicker answer
 * shows without a flash of the searching state in between.
 */
export const stallThreshold = 300;

/**
 * - `no-results`: the engine answered the screen's query with no hits; the stock screen.
 * - `error`: the modal's latest search failed; DocSearch's error screen.
 * - `searching`: the modal has waited for the engine longer than `stallThreshold`.
 * - `waiting`: the engine has not answered the screen's query, for less
 *   than that: the searching state, not shown yet.
 */
export type NoResultsScreenState = 'no-results' | 'error' | 'searching' | 'waiting';

const states: readonly NoResultsScreenState[] = ['no-results', 'error', 'searching', 'waiting'];

/** A state read back from a screen's mark, or `null` when it has none. */
export function readState(mark: string | null): NoResultsScreenState | null {
  return states.find((state) => state === mark) ?? null;
}

/** Whether the modal has waited for the engine longer than `stallThreshold`. */
export function isStalled(latest: SearchProgress | null, now: number): boolean {
  return latest?.state === 'searching' && now - latest.waitingSince >= stallThreshold;
}

/**
 * The state of a screen that shows `shown`, the latest search of its query
 * (`null` when none), while `latest` is the modal's latest search. The screen
 * may name an older query than the latest: DocSearch keeps it while loading.
 * `previous` is the screen's state so far: once shown, the searching state
 * stays until the screen has something true to say, so that it does not
 * blink out in the moment between an answer with hits and DocSearch
 * replacing the screen with them.
 */
export function noResultsScreenState({
  latest,
  shown,
  now,
  previous = null,
}: {
  latest: SearchProgress | null;
  shown: SearchProgress | null;
  now: number;
  previous?: NoResultsScreenState | null;
}): NoResultsScreenState {
  if (latest?.state === 'failed') {
    return 'error';
  }
  if (isStalled(latest, now)) {
    return 'searching';
  }
  if (shown?.state === 'answered' && shown.hits === 0) {
    return 'no-results';
  }
  // Not answered yet, or answered with hits that DocSearch is about to show.
  return previous === 'searching' ? 'searching' : 'waiting';
}
