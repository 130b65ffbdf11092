import path from 'node:path';
import {describe} from 'node:test';

/**
 * `npm run test:unit`: runs the test files named on the command line in this
 * one Node process, each as a suite named by its path, in the order given.
 *
 * `node --test` starts a process for every file, and with tsx each start
 * costs about half a CPU-second before the first test: 49 small files spent
 * 60 CPU-seconds, most of it starting, against 11 in one process. Node 22's
 * `--experimental-test-isolation=none` does this; Node 20, which the site
 * supports, has no such flag.
 *
 * A file's top-level `before`, `beforeEach` and `after` hooks belong to its own
 * suite, as they belong to its process under `node --test`: the suite's
 * callback imports the file, and node:test registers what the import declares
 * in the suite that is running. A file that changes globals puts them back in
 * an `after` hook. Every file also runs alone with
 * `node --import tsx --test <file>`, as `npm run check` runs it.
 */
const files = process.argv.slice(2);
if (files.length === 0) {
  throw new Error(
    'Name the test files to run: node --import tsx tests/support/oneProcess.ts <files>',
  );
}
for (const file of files) {
  describe(file, async () => {
    await import(path.resolve(file));
  });
}
