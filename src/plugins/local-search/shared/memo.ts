/**
 * Memoises `load` per key, forgetting a failure: the promise of each key is
 * kept, except that when it rejects (and is still the one kept) it is
 * dropped, so the next call for that key calls `load` again. A failed
 * download is retried by the next search instead of failing every search.
 * Without a key (`memoizeUntilFailure(() => …)`) it keeps one promise.
 */
export function memoizeUntilFailure<T, K = void>(
  load: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  const promises = new Map<K, Promise<T>>();
  return (key) => {
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
}
