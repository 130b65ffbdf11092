import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {it} from 'node:test';

import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';

import {keptIds} from './index';

/**
 * Which ids the theme and the site's code give different messages in
 * different files (`npm run test:site`: it parses every theme file, about two
 * seconds). Without the table, each file shows its own message, so such an id
 * must stay in it, or be left out on purpose (README.md).
 */

const siteDir = path.join(__dirname, '..', '..', '..');

/** Where `write-translations` finds the English strings of this site: its code and the themes'. */
const codeDirs = [
  'src',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/theme-search-algolia/lib/theme',
].map((dir) => path.join(siteDir, dir));

it('keeps exactly the ids whose message differs between files, and the table has no other ids', async () => {
  const files = await globTranslatableSourceFiles(codeDirs);
  const extracted = await extractAllSourceCodeFileTranslations(
    files.filter((file) => !/\.test\.tsx?$/.test(file)),
    getBabelOptions({isServer: true}),
  );
  const messages = new Map<string, Set<string>>();
  for (const {translations} of extracted) {
    for (const [id, {message}] of Object.entries(translations)) {
      messages.set(id, (messages.get(id) ?? new Set()).add(message));
    }
  }
  const table = JSON.parse(readFileSync(path.join(siteDir, 'i18n/en/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  assert.deepEqual(
    Object.keys(table).filter((id) => !messages.has(id)),
    [],
    'ids of i18n/en/code.json found in no code scanned here',
  );
  assert.deepEqual(
    Object.entries(table)
      .filter(([id, {message}]) => [...(messages.get(id) ?? [])].some((m) => m !== message))
      .map(([id]) => id)
      .sort(),
    [...keptIds].sort(),
  );
});
