import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {describe, test} from 'node:test';

import yaml from 'js-yaml';

import {
  codeBlocksIn,
  docsTrees,
  inScope,
  isScoped,
  listFiles,
  blogPostFiles,
  type FileCodeBlock,
} from '../support/content';
import {docsPageFiles} from '../support/sourcePages';

const files = inScope([
  ...docsTrees.flatMap(({dir}) => listFiles(dir, ['.md', '.mdx'])),
  ...listFiles('blog', ['.md', '.mdx']),
]);
const blocks = codeBlocksIn(files);
const where = (block: FileCodeBlock) => `${block.file}:${block.position.start.line}`;

/** Jinja in YAML templates (squirrels.yml, sources.yml) is rendered before parsing. */
function withoutJinja(source: string): string {
  return source
    .replace(/^\s*\{%.*%\}\s*$/gm, '')
    .replace(/\{\{.*?\}\}/g, 'jinja')
    .replace(/\{%.*?%\}/g, '');
}

/**
 * Characters a code block line may hold: at 1440 px the docs column's code
 * block is 793 px wide, minus 2 × 16 px padding, over 8.64 px per character
 * of the 14.4 px monospace font (0.6 em): 88, black's own line length.
 */
const codeColumnChars = 88;

/**
 * Program output (`text`: logs, `--help`) is shown as the program prints it,
 * and Mermaid source is drawn as a diagram, so neither is held to the width.
 */
const unwrappedLanguages = new Set(['text', 'mermaid']);

const python3 = spawnSync('python3', ['--version']).status === 0;

describe('code blocks', () => {
  test(
    'reads every page of every docs version and every post',
    {
      skip: isScoped && 'CONTENT_FILES is set',
    },
    () => {
      assert.deepEqual(files, [
        ...docsTrees.flatMap(({version}) => docsPageFiles(version)),
        ...blogPostFiles().map(({file}) => file),
      ]);
    },
  );

  test('every fenced code block names its language', () => {
    const bare = blocks.filter((block) => !block.lang).map(where);
    assert.deepEqual(bare, []);
  });

  test(`no line of a signature or example is wider than the 1440 px column (${codeColumnChars} characters)`, () => {
    const long = blocks
      .filter((block) => !unwrappedLanguages.has(block.lang ?? ''))
      .flatMap((block) =>
        block.value
          .split('\n')
          .map((text, index) => ({text, index}))
          .filter(({text}) => text.length > codeColumnChars)
          // A JSON string alone on its line (its key on the line above) cannot be broken further.
          .filter(({text}) => !(block.lang === 'json' && /^\s*"(?:[^"\\]|\\.)*",?$/.test(text)))
          .map(
            ({text, index}) =>
              `${block.file}:${block.position.start.line + index + 1}: ${text.length} characters`,
          ),
      );
    assert.deepEqual(long, []);
  });

  test('every yaml block parses', () => {
    const broken = blocks
      .filter((block) => block.lang === 'yaml' || block.lang === 'yml')
      .flatMap((block) => {
        try {
          yaml.load(withoutJinja(block.value));
          return [];
        } catch (error) {
          return [`${where(block)}: ${(error as Error).message.split('\n')[0]}`];
        }
      });
    assert.deepEqual(broken, []);
  });

  test('every json block parses', () => {
    const broken = blocks
      .filter((block) => block.lang === 'json')
      .flatMap((block) => {
        try {
          JSON.parse(block.value);
          return [];
        } catch (error) {
          return [`${where(block)}: ${(error as Error).message}`];
        }
      });
    assert.deepEqual(broken, []);
  });

  test('every python and toml block parses', {skip: !python3 && 'python3 is not installed'}, () => {
    const python = blocks.filter((block) => block.lang === 'python');
    const errors = JSON.parse(
      execFileSync('python3', ['tests/support/parse_python_blocks.py'], {
        input: JSON.stringify(python.map((block) => block.value)),
        encoding: 'utf8',
      }),
    ) as (string | null)[];
    const broken = python.flatMap((block, index) =>
      errors[index] ? [`${where(block)}: ${errors[index]}`] : [],
    );

    const toml = blocks.filter((block) => block.lang === 'toml');
    const tomlErrors = toml.flatMap((block) => {
      const result = spawnSync(
        'python3',
        ['-c', 'import sys, tomllib; tomllib.loads(sys.stdin.read())'],
        {input: block.value, encoding: 'utf8'},
      );
      return result.status === 0
        ? []
        : [`${where(block)}: ${result.stderr.trim().split('\n').pop()}`];
    });
    assert.deepEqual([...broken, ...tomlErrors], []);
  });
});
