import assert from 'node:assert/strict';
import {it} from 'node:test';

/**
 * One row of a table of calls: the arguments, the result the call must
 * return and, where the row needs one, why it is there.
 */
export type Call<A extends readonly unknown[], R> = readonly [args: A, expected: R, why?: string];

/**
 * Table-driven tests of a function: a test per row, named after the call and
 * its expected result (`sitePath("/site/docs/", "/site/") is "docs"`), that
 * calls `fn` with the row's arguments and requires that result (strict deep
 * equality). Call it inside a `describe` that says what the rows show.
 */
export function testCalls<A extends readonly unknown[], R>(
  fn: (...args: A) => R,
  rows: readonly Call<A, R>[],
): void {
  if (!fn.name) {
    throw new Error('testCalls names its tests after the function: pass a named function');
  }
  for (const [args, expected, why] of rows) {
    const call = `${fn.name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
    it(`${call} is ${JSON.stringify(expected)}${why === undefined ? '' : ` (${why})`}`, () => {
      assert.deepEqual(fn(...args), expected);
    });
  }
}
