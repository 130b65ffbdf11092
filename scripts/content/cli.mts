/** What `new:doc` and `new:post` share: argument errors, the description prompt, output. */
import {createInterface} from 'node:readline/promises';

import {descriptionLength} from '../../src/content/frontMatter';
import {ScaffoldError, type ScaffoldResult} from '../../src/content/scaffold';

/** The description from the command line, or asked for when a person is at the terminal. */
export async function descriptionFrom(given: string | undefined, usage: string): Promise<string> {
  if (given !== undefined) {
    return given;
  }
  if (!process.stdin.isTTY) {
    throw new ScaffoldError(`a description is required (as the third argument)\n${usage}`);
  }
  const prompt = createInterface({input: process.stdin, output: process.stdout});
  try {
    return await prompt.question(
      `Description (${descriptionLength.min} to ${descriptionLength.max} characters, shown in search results and link previews):\n> `,
    );
  } finally {
    prompt.close();
  }
}

/** Runs a scaffold, printing what it did, or the reason it refused and exit code 1. */
export async function runScaffold(name: string, scaffold: () => Promise<ScaffoldResult>) {
  try {
    const result = await scaffold();
    for (const line of result.report) {
      console.log(`${name}: ${line}`);
    }
    console.log(`${name}: preview it with npm start at http://localhost:3000${result.route}`);
  } catch (error) {
    // Compared by name: a copy of the class loaded through another module
    // system would fail instanceof.
    const {name: errorName, code} = error as {name?: string; code?: string};
    if (errorName === ScaffoldError.name || code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${name}: ${(error as Error).message}\nNothing was changed.`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
