import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {describe, test} from 'node:test';

import yaml from 'js-yaml';

import {codeBlocksIn, type CodeBlock} from '../support/codeblocks';
import {docsTrees, listFiles} from '../support/content';

const files = [
  ...docsTrees.flatMap(({dir}) => listFiles(dir, ['.md', '.mdx'])),
  ...listFiles('blog', ['.md', '.mdx']),
];
const blocks = codeBlocksIn(files);
const where = (block: CodeBlock) => `${block.file}, body line ${block.line}`;

/** Jinja in YAML templates (squirrels.yml, sources.yml) is rendered before parsing. */
function withoutJinja(source: string): string {
  return source
    .replace(/^\s*\{%.*%\}\s*$/gm, '')
    .replace(/\{\{.*?\}\}/g, 'jinja')
    .replace(/\{%.*?%\}/g, '');
}

const python3 = spawnSync('python3', ['--version']).status === 0;

describe('code blocks', () => {
  test('there are code blocks to check', () => {
    assert.ok(blocks.length > 100, `only ${blocks.length} code blocks found`);
  });

  test('every fenced code block names its language', () => {
    const bare = blocks.filter((block) => !block.language).map(where);
    assert.deepEqual(bare, []);
  });

  test('every yaml block parses', () => {
    const broken = blocks
      .filter((block) => block.language === 'yaml' || block.language === 'yml')
      .flatMap((block) => {
        try {
          yaml.load(withoutJinja(block.code));
          return [];
        } catch (error) {
          return [`${where(block)}: ${(error as Error).message.split('\n')[0]}`];
        }
      });
    assert.deepEqual(broken, []);
  });

  test('every json block parses', () => {
    const broken = blocks
      .filter((block) => block.language === 'json')
      .flatMap((block) => {
        try {
          JSON.parse(block.code);
          return [];
        } catch (error) {
          return [`${where(block)}: ${(error as Error).message}`];
        }
      });
    assert.deepEqual(broken, []);
  });

  test('every python and toml block parses', {skip: !python3 && 'python3 is not installed'}, () => {
    const python = blocks.filter((block) => block.language === 'python');
    const errors = JSON.parse(
      execFileSync('python3', ['tests/support/parse_python_blocks.py'], {
        input: JSON.stringify(python.map((block) => block.code)),
        encoding: 'utf8',
      }),
    ) as (string | null)[];
    const broken = python.flatMap((block, index) =>
      errors[index] ? [`${where(block)}: ${errors[index]}`] : [],
    );

    const toml = blocks.filter((block) => block.language === 'toml');
    const tomlErrors = toml.flatMap((block) => {
      const result = spawnSync(
        'python3',
        ['-c', 'import sys, tomllib; tomllib.loads(sys.stdin.read())'],
        {input: block.code, encoding: 'utf8'},
      );
      return result.status === 0
        ? []
        : [`${where(block)}: ${result.stderr.trim().split('\n').pop()}`];
    });
    assert.deepEqual([...broken, ...tomlErrors], []);
  });
});
