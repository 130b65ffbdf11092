import {expect, test as base} from '@playwright/test';

import {watchPage} from './checks';

type Options = {
  /** The test opens pages meant to answer 404: their document's 404 is not a problem. */
  allow404: boolean;
  /** Problems the test causes on purpose, by their text; they do not fail it. */
  expectedProblems: RegExp | undefined;
};

type Fixtures = {
  /**
   * What goes wrong in the test's page (console errors and warnings,
   * uncaught exceptions, failed same-origin requests: see watchPage), as it
   * happens. A test may read it or add to it; it does not have to check it.
   */
  problems: string[];
};

/**
 * Playwright's `test`, with the test's page watched: after the test, any
 * problem seen in its page (but the expected ones) fails it. The problems
 * are attached to the report, and listed among the errors, also when the
 * test failed before the end: an early failure does not hide them.
 */
export const test = base.extend<Options & Fixtures>({
  allow404: [false, {option: true}],
  expectedProblems: [undefined, {option: true}],
  problems: [
    async ({page, allow404, expectedProblems}, use, testInfo) => {
      const problems = watchPage(page, {allow404});
      await use(problems);
      const unexpected = problems.filter((problem) => !expectedProblems?.test(problem));
      if (unexpected.length > 0) {
        await testInfo.attach('page problems', {body: unexpected.join('\n')});
        // Thrown after the test, this is one more error: the test's own, if
        // it failed, is kept and reported first.
        expect(unexpected, 'problems in the page (console, page errors, requests)').toEqual([]);
      }
    },
    {auto: true},
  ],
});

export {expect};
