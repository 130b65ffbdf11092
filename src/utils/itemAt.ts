/**
 * `items[index]` where the index is known to be in range: throws instead of
 * returning `undefined` (which `noUncheckedIndexedAccess` makes the type of
 * every indexed read), so a broken invariant fails loudly rather than
 * carrying an empty string on.
 */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) {
    throw new RangeError(`No item at index ${index} of ${items.length}.`);
  }
  return item;
}
