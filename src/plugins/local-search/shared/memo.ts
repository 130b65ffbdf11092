/**
 * Memoises `load` per key, forgetting a failure: the promise of each key is
 * kept, except that when it rejects (and is still the one kept) it is
 * dropped, so the next call for that key calls `load` again. A failed
 * download is retried by the next search instead of failing every search.
 * Without a key (`memoizeUntilFailure(() => …)`) it keeps one promise.
 * `forget(key)` drops a key's promise once its value is no longer needed
 * (the next call loads again), so the memo does not keep it alive.
 */
export function memoizeUntilFailure<T, K = void>(load: (key: K) => Promise<T>): Memoized<T, K> {
  const promises = new Map<K, Promise<T>>();
  const memoized = (key: K) => {
    let promise = promises.get(key);
    if (!promise) {
      const loading = load(key);
      promises.set(key, loading);
      loading.catch(() => {
        if (promises.get(key) === loading) {
          promises.delete(key);
        }
      });
      promise = loading;
    }
    return promise;
  };
  return Object.assign(memoized, {forget: (key: K) => void promises.delete(key)});
}

/** A memoised `load` (see `memoizeUntilFailure`). */
export type Memoized<T, K> = ((key: K) => Promise<T>) & {forget(key: K): void};
