/**
 * Typos between two words, counting a dropped, added or changed letter and
 * two neighbouring letters swapped as one each (optimal string alignment),
 * as readers make them: `dashbaord` is one typo from `dashboard`. Stops
 * counting above `limit` and returns `limit + 1`. Shared by the offline
 * search (typo tolerance) and the 404 page's suggestions (similar paths).
 */
export function typoDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) {
      return limit + 1;
    }
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}
