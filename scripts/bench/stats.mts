/** Small numeric helpers for `npm run bench` (see run.mts). */

import {itemAt} from '../../src/utils/itemAt';

export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('median of no values: a bench figure needs at least one sample.');
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? itemAt(sorted, middle)
    : (itemAt(sorted, middle - 1) + itemAt(sorted, middle)) / 2;
}

/** The median of each numeric field over samples of the same shape. */
export function medianOfEach<T extends Record<string, number>>(samples: readonly T[]): T {
  const [first] = samples;
  if (!first) {
    throw new Error('medianOfEach of no samples: a bench figure needs at least one sample.');
  }
  const keys = Object.keys(first) as (keyof T)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as T;
}

/**
 * Runs `measure` on each subject in turn, `runs` times round (A, B, A, B, …),
 * so that a machine that slows down or speeds up during the bench weighs on
 * every subject alike. Returns the samples of each subject, in run order.
 */
export async function alternate<S extends string, R>(
  subjects: readonly S[],
  runs: number,
  measure: (subject: S, run: number) => R | Promise<R>,
): Promise<Record<S, R[]>> {
  const samples = {} as Record<S, R[]>;
  for (const subject of subjects) {
    samples[subject] = [];
  }
  for (let run = 0; run < runs; run++) {
    for (const subject of subjects) {
      samples[subject].push(await measure(subject, run));
    }
  }
  return samples;
}

/** `value` rounded to `digits` decimals. */
export function round(value: number, digits = 0): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

/** Ours ÷ previous with two decimals, or `–` when there is nothing to divide by. */
export function ratio(
  ours: number | null | undefined,
  previous: number | null | undefined,
): string {
  if (ours == null || previous == null || previous === 0) {
    return '–';
  }
  return (ours / previous).toFixed(2);
}
