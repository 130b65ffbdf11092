/**
 * Where the searches of each UI stand: which the engine has answered, which
 * wait for it (the index may still be downloading), which failed. The modal
 * and the /search page read it to show their searching state, their "No
 * results" text and their error only when each is true.
 */

/** The UI that asked: the DocSearch modal, or the /search page (algoliasearch-helper). */
export type SearchUi = 'modal' | 'page';

/** One search, as far as it has gone. */
export type SearchProgress = {
  /** Increases with each search of the client, whichever UI asked. */
  readonly id: number;
  readonly query: string;
  readonly state: 'searching' | 'answered' | 'failed';
  /** The hits the engine found for the first query of the request, once answered. */
  readonly hits: number | null;
  /**
   * When this UI began waiting for the engine (`performance.now()`): the start
   * of the oldest of its searches still unanswered, so a reader who keeps
   * typing has waited since the first key.
   */
  readonly waitingSince: number;
};

export type SearchProgressTracker = {
  /** Records a new search; returns what to call when it ends. */
  begin: (ui: SearchUi, query: string) => (outcome: {hits: number} | 'failed') => void;
  /** The latest search of `ui`, or `null` before its first. */
  latest: (ui: SearchUi) => SearchProgress | null;
  /** The latest search of `ui` for `query`, or `null` when it never searched for it. */
  forQuery: (ui: SearchUi, query: string) => SearchProgress | null;
  /** The id the next search will take. */
  nextId: () => number;
  subscribe: (listener: () => void) => () => void;
};

/** How many queries of each UI `forQuery` remembers. */
const rememberedQueries = 50;

export function createSearchProgress(
  now: () => number = () => performance.now(),
): SearchProgressTracker {
  let nextId = 1;
  const latest = new Map<SearchUi, SearchProgress>();
  const byQuery: Record<SearchUi, Map<string, SearchProgress>> = {
    modal: new Map(),
    page: new Map(),
  };
  const listeners = new Set<() => void>();

  function store(ui: SearchUi, search: SearchProgress): void {
    const queries = byQuery[ui];
    // Only a query's latest search speaks for it: an older one that ends
    // later (answered while the reader typed on) is not that query's answer.
    const current = queries.get(search.query);
    if (current && current.id > search.id) {
      return;
    }
    queries.delete(search.query);
    queries.set(search.query, search);
    if (queries.size > rememberedQueries) {
      const oldest = queries.keys().next();
      if (!oldest.done) {
        queries.delete(oldest.value);
      }
    }
    if ((latest.get(ui)?.id ?? 0) <= search.id) {
      latest.set(ui, search);
    }
    listeners.forEach((listener) => listener());
  }

  return {
    begin(ui, query) {
      const previous = latest.get(ui);
      const search: SearchProgress = {
        id: nextId++,
        query,
        state: 'searching',
        hits: null,
        waitingSince: previous?.state === 'searching' ? previous.waitingSince : now(),
      };
      store(ui, search);
      return (outcome) =>
        store(ui, {
          ...search,
          ...(outcome === 'failed' ? {state: 'failed'} : {state: 'answered', hits: outcome.hits}),
        });
    },
    latest: (ui) => latest.get(ui) ?? null,
    forQuery: (ui, query) => byQuery[ui].get(query) ?? null,
    nextId: () => nextId,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
