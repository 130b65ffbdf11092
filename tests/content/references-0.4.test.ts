import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import reference from '../data/reference-0.4.json';
import {bodyOf, codeBlocksOf, proseOf, type MarkdownTree} from '../../src/content/markdown';
import {listFiles, readMarkdown, siteDir} from '../support/content';

/**
 * Completeness of the 0.4.x references: every CLI option and every public
 * Python class of Squirrels 0.4 listed in tests/data/reference-0.4.json, with
 * its methods, properties, attributes and constructor arguments, appears on
 * its page under versioned_docs/version-0.4.x/references.
 */

type PythonEntry = {
  module: string;
  name: string;
  page: string;
  members: string[];
  attributes?: string[];
  arguments?: string[];
};

type GroupEntry = PythonEntry & {classes: string[]};

const pythonDir = 'versioned_docs/version-0.4.x/references/python';
const python: PythonEntry[] = reference.python;
const groups: GroupEntry[] = reference.pythonGroupPages;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole identifier, not part of a longer one: `Create` is not found in `CreateSimple`. */
const word = (name: string) => new RegExp(`(?<![\\w])${escape(name)}(?![\\w])`);

function page(file: string): MarkdownTree {
  assert.ok(existsSync(path.join(siteDir, file)), `${file} does not exist`);
  return readMarkdown(file);
}

/** The names of `names` that the page body never mentions. */
function missingFrom(content: MarkdownTree, names: string[]): string[] {
  const body = bodyOf(content);
  return names.filter((name) => !word(name).test(body));
}

function assertPythonPage(content: MarkdownTree, entry: PythonEntry) {
  const blocks = codeBlocksOf(content).filter((block) => block.lang === 'python');
  const [root] = entry.module.split('.');
  assert.ok(root, `a module name: ${entry.module}`);
  assert.ok(
    blocks.some((block) => new RegExp(`^(from|import) ${escape(root)}\\b`, 'm').test(block.value)),
    `no python block imports from ${root}`,
  );
  assert.match(bodyOf(content), word(entry.name), 'the class name');
  assert.deepEqual(
    missingFrom(content, entry.members),
    [],
    'public methods and properties missing',
  );
  assert.deepEqual(missingFrom(content, entry.attributes ?? []), [], 'public attributes missing');
  assert.deepEqual(
    missingFrom(content, entry.arguments ?? []),
    [],
    'constructor arguments missing',
  );
  assert.match(proseOf(content), /^\|.*\|\s*$/m, 'a table of arguments or members');
}

describe('0.4.x CLI reference', () => {
  for (const [command, {page: file, options}] of Object.entries(reference.cli)) {
    test(`${command}: every argument, choice and option is documented`, () => {
      const prose = proseOf(page(file));
      const missing = options.filter(
        (option) => !new RegExp(`\`${escape(option)}(\\s[^\`]*)?\``).test(prose),
      );
      assert.deepEqual(missing, [], `not in ${file} as inline code`);
    });
  }

  test('every CLI page is listed', () => {
    const listed = new Set(Object.values(reference.cli).map((entry) => entry.page));
    const pages = listFiles('versioned_docs/version-0.4.x/references/cli', ['.md', '.mdx']);
    assert.deepEqual(
      pages.filter((file) => !listed.has(file)),
      [],
    );
  });
});

describe('0.4.x Python reference', () => {
  for (const entry of python) {
    test(`${entry.module}.${entry.name}: page, import, name, members and table`, () => {
      assertPythonPage(page(entry.page), entry);
    });
  }

  for (const group of groups) {
    test(`${group.module}.${group.name}: shared page names every subclass`, () => {
      const content = page(group.page);
      assertPythonPage(content, group);
      assert.deepEqual(missingFrom(content, group.classes), [], 'subclasses missing');
    });
  }

  test('the Python reference pages are exactly the pages of the listed classes', () => {
    const documented = [...new Set([...python, ...groups].map((entry) => entry.page))].sort();
    const pages = listFiles(pythonDir, ['.md', '.mdx']).filter(
      (file) => !/\/index\.mdx?$/.test(file),
    );
    assert.deepEqual(pages, documented);
  });

  test('each class is listed once, and only public names or private group bases', () => {
    const names = python.map((entry) => `${entry.module}.${entry.name}`);
    assert.equal(new Set(names).size, names.length, 'duplicate entries');
    assert.deepEqual(
      python.filter((entry) => entry.name.startsWith('_')).map((entry) => entry.name),
      [],
    );
    assert.ok(groups.every((group) => group.name.startsWith('_')));
  });
});
