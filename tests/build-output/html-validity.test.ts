import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

import {routeOfHtmlFile} from '../../src/site/paths';
import {buildDir, requireBuild} from '../support/build';

/**
 * Every built page checked by the W3C Nu Html Checker, the validator that
 * validator.w3.org/nu runs, from the vnu-jar package, offline. It runs on
 * Java, which .ci/run installs when the machine lacks it
 * (scripts/ensure-java.sh). Errors fail the test; warnings do not.
 *
 * The errors of stock Docusaurus markup that only an ejected component could
 * change are allowed, each by its message and the pages it may appear on,
 * with the reason; src/theme/README.md lists them too. An allowance no page
 * needs any more fails the test, so the list cannot outlive its reason.
 * Run `npm run build` first.
 */

type NuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

type Allowance = {
  /** The checker's message. */
  message: RegExp;
  /** The pages (site paths) it may appear on. */
  pages: RegExp;
  /** The stock component that writes the markup, and why it stays. */
  reason: string;
};

const stockMarkup: Allowance[] = [
  {
    message: /^The heading “h3” \(with computed level 3\) follows the heading “h1”/,
    pages: /^\/blog\/archive$/,
    reason:
      'theme-classic BlogArchivePage titles each year with an h3 under the page h1; only ejecting the page could change the level',
  },
  {
    message:
      /^Every active “role=tab” element must have a corresponding “role=tabpanel” element\.$/,
    pages: /^\/docs\//,
    reason:
      'theme-classic Tabs gives its tabs and panels no ids, so no aria-controls ties a tab to its panel; only ejecting Tabs could add them',
  },
];

/** The page of a file the checker names (`file:/…/build/docs/intro.html` → `/docs/intro`). */
const sitePathOf = (url: string): string =>
  routeOfHtmlFile(path.relative(buildDir, fileURLToPath(url)));

const vnuJar = path.join(
  path.dirname(createRequire(__filename).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

async function checkBuild(): Promise<NuMessage[]> {
  try {
    await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', '--skip-non-html', buildDir],
      {maxBuffer: 256 * 1024 * 1024},
    );
    return [];
  } catch (error) {
    const {code, stderr} = error as {code?: number | string; stderr?: string};
    if (code === 'ENOENT') {
      throw new Error('No Java runtime: run scripts/ensure-java.sh (as .ci/run does)');
    }
    // The checker exits with 1 when it reports errors; its report is JSON on stderr.
    return (JSON.parse(stderr ?? '') as {messages: NuMessage[]}).messages;
  }
}

describe('HTML validity', () => {
  it('the Nu Html Checker finds no errors on any page but those of stock markup', async () => {
    requireBuild();
    const messages = await checkBuild();
    const used = new Set<Allowance>();
    const errors = messages.filter((message) => {
      if (message.type === 'info') {
        return false;
      }
      const page = message.url ? sitePathOf(message.url) : '';
      const allowance = stockMarkup.find(
        (entry) => entry.message.test(message.message) && entry.pages.test(page),
      );
      if (allowance) {
        used.add(allowance);
        return false;
      }
      return true;
    });
    const report = errors
      .slice(0, 40)
      .map(
        ({url, lastLine, message, extract}) =>
          `${url ? sitePathOf(url) : '(no page)'}:${lastLine ?? '?'}: ${message}\n    ${(extract ?? '').replace(/\s+/g, ' ')}`,
      )
      .join('\n');
    assert.equal(errors.length, 0, `${errors.length} errors, the first ones:\n${report}`);
    const unused = stockMarkup.filter((entry) => !used.has(entry)).map(({message}) => message);
    assert.deepEqual(unused, [], 'allowances no page needs any more: remove them');
  });
});
