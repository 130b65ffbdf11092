import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {installerTabs} from '../../tests/support/pageSamples';
import {
  bodyOf,
  codeBlocksOf,
  isMdx,
  openingOf,
  parseFrontMatter,
  parseMarkdown,
  parseMarkdownPage,
  proseOf,
  sectionsOf,
} from './markdown';

/**
 * A page written as the docs are: front matter, imports, the installer tabs
 * (tests/support/pageSamples.ts), tabs written indented with a heading inside,
 * admonitions, lists.
 */
const mdxPage = `---
title: Cache query results
description: Keep the results of slow queries.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Start here.

## Install

${installerTabs}

<Tabs groupId="os">
  <TabItem value="linux" label="Linux">

    \`\`\`bash
    sqrl build
    \`\`\`

## Inside a tab

  </TabItem>
</Tabs>

## Configure \`squirrels.yml\`

:::tip[Cache keys]

~~~yaml title='squirrels.yml'
cache: true
~~~

:::

1. Write the model:

   \`\`\`python title="models/cached.py" {2}
   def main():
       return 1
   \`\`\`

### A subsection

Text of the subsection.

## Next steps

See [parameters](../concepts/parameters.md).
`;

describe('isMdx', () => {
  test('.mdx files are MDX, anything else CommonMark', () => {
    assert.equal(isMdx('docs/docs/guides/cache.mdx'), true);
    assert.equal(isMdx('docs/docs/guides/cache.md'), false);
    assert.equal(isMdx('blog/post.MDX'), true);
  });
});

describe('parseFrontMatter', () => {
  test('reads the YAML block as Docusaurus does, dates included', async () => {
    assert.deepEqual(
      parseFrontMatter('---\ntitle: Cache\ntags: [duckdb]\ndate: 2024-06-22\n---\n\nBody.\n'),
      {title: 'Cache', tags: ['duckdb'], date: new Date('2024-06-22T00:00:00Z')},
    );
  });

  test('a file without front matter, or with an empty block, has none', async () => {
    assert.deepEqual(parseFrontMatter('# Title\n'), {});
    assert.deepEqual(parseFrontMatter('---\n---\nBody'), {});
  });

  test('a block that is not YAML fails, as it fails the build', async () => {
    assert.throws(() => parseFrontMatter('---\ntitle: : x\n---\nBody\n'));
  });

  test('parseMarkdownPage gives the front matter with the tree', async () => {
    const page = parseMarkdownPage(mdxPage, 'docs/docs/guides/cache.mdx');
    assert.equal(page.frontMatter.title, 'Cache query results');
    assert.equal(page.tree.children[0]?.type, 'yaml');
  });
});

describe('parseMarkdown', () => {
  test('reads .mdx as MDX: imports and JSX elements are nodes of their own', () => {
    const {tree} = parseMarkdown(mdxPage, 'page.mdx');
    const types = tree.children.map((node) => node.type);
    assert.deepEqual(types.slice(0, 4), ['yaml', 'mdxjsEsm', 'paragraph', 'heading']);
    assert.ok(types.includes('mdxJsxFlowElement'));
    assert.ok(types.includes('containerDirective'), 'admonitions are directives');
  });

  test('reads .md as CommonMark: JSX is HTML there, and braces are text', () => {
    const {tree} = parseMarkdown('<Tabs>\n\nText {x}.\n\n</Tabs>\n', 'page.md');
    assert.deepEqual(
      tree.children.map((node) => node.type),
      ['html', 'paragraph', 'html'],
    );
  });

  test('fails on MDX the build would refuse', () => {
    assert.throws(() => parseMarkdown('<Tabs>\n\nText\n', 'page.mdx'));
  });

  test('bodyOf is the source after the front matter', () => {
    assert.equal(bodyOf(parseMarkdown('---\ntitle: A\n---\n\nBody.\n', 'a.md')), '\n\nBody.\n');
    assert.equal(bodyOf(parseMarkdown('Body.\n', 'a.md')), 'Body.\n');
  });
});

describe('codeBlocksOf', () => {
  const page = parseMarkdown(mdxPage, 'docs/docs/guides/cache.mdx');
  const blocks = codeBlocksOf(page);

  test('finds fences in tabs, admonitions and lists, in document order', () => {
    assert.deepEqual(
      blocks.map((block) => [block.lang, block.value]),
      [
        ['bash', 'pip install squirrels'],
        ['bash', 'uv add squirrels'],
        ['bash', 'sqrl build'],
        ['yaml', 'cache: true'],
        ['python', 'def main():\n    return 1'],
      ],
    );
  });

  test('gives the meta string and the title, in double or single quotes', () => {
    assert.deepEqual(
      blocks.map((block) => [block.meta, block.title]),
      [
        [undefined, undefined],
        [undefined, undefined],
        [undefined, undefined],
        ["title='squirrels.yml'", 'squirrels.yml'],
        ['title="models/cached.py" {2}', 'models/cached.py'],
      ],
    );
  });

  test('counts lines from the top of the file, front matter included', () => {
    const lines = mdxPage.split('\n');
    for (const block of blocks) {
      const line = lines[block.position.start.line - 1] ?? '';
      assert.match(line.trim(), /^(```|~~~)/, `line ${block.position.start.line}`);
      assert.match(lines[block.position.end.line - 1]?.trim() ?? '', /^(```|~~~)$/);
    }
  });

  test('a fence without a language has none; a longer fence holds shorter ones', () => {
    const [bare, outer, ...rest] = codeBlocksOf(
      parseMarkdown('```\nplain\n```\n\n````md\n```js\nx\n```\n````\n', 'a.md'),
    );
    assert.equal(bare?.lang, undefined);
    assert.equal(outer?.lang, 'md');
    assert.equal(outer?.value, '```js\nx\n```');
    assert.deepEqual(rest, []);
  });

  test('leaves out code indented by four spaces, which is no fence', () => {
    assert.deepEqual(codeBlocksOf(parseMarkdown('Text.\n\n    indented\n', 'a.md')), []);
  });

  test('reads only the nodes it is given', () => {
    const [, configure] = sectionsOf(page, 2);
    assert.ok(configure);
    assert.deepEqual(
      codeBlocksOf(page, configure.children).map((block) => block.lang),
      ['yaml', 'python'],
    );
  });
});

describe('sectionsOf and openingOf', () => {
  const page = parseMarkdown(mdxPage, 'docs/docs/guides/cache.mdx');

  test('the ## sections, titled without markup; headings in tabs open none', () => {
    assert.deepEqual(
      sectionsOf(page, 2).map((section) => [section.depth, section.title]),
      [
        [2, 'Install'],
        [2, 'Configure squirrels.yml'],
        [2, 'Next steps'],
      ],
    );
  });

  test('a section holds its subsections, up to the next heading of its depth', () => {
    const configure = sectionsOf(page, 2)[1];
    assert.deepEqual(
      configure?.children.map((node) => node.type),
      ['containerDirective', 'list', 'heading', 'paragraph'],
    );
    assert.deepEqual(
      sectionsOf(page, 3).map((section) => section.title),
      ['A subsection'],
    );
  });

  test('a ## line inside a code block is code, not a section', () => {
    const fenced = parseMarkdown('Intro.\n\n```md\n## Not a section\n```\n\n## Real\n', 'a.md');
    assert.deepEqual(
      sectionsOf(fenced, 2).map((section) => section.title),
      ['Real'],
    );
  });

  test('the opening is what comes before the first section, without imports', () => {
    assert.equal(proseOf(page, openingOf(page, 2)), 'Start here.');
    const none = parseMarkdown('## First\n\nText.\n', 'a.md');
    assert.deepEqual(openingOf(none, 2), []);
  });
});

describe('proseOf', () => {
  test('the source without front matter, imports and code blocks', () => {
    const page = parseMarkdown(
      "---\ntitle: A\n---\n\nimport X from './x';\n\nSee `code`.\n\n```py\nhidden = 1\n```\n\nEnd.\n",
      'a.mdx',
    );
    assert.equal(proseOf(page), 'See `code`.\n\n \n\nEnd.');
  });

  test('code in lists and tabs goes too', () => {
    const page = parseMarkdown(mdxPage, 'docs/docs/guides/cache.mdx');
    const prose = proseOf(page);
    assert.doesNotMatch(prose, /pip install|uv add|sqrl build|cache: true|def main/);
    assert.match(prose, /Write the model/);
    assert.match(prose, /\[parameters\]\(\.\.\/concepts\/parameters\.md\)/);
  });

  test('of no nodes is empty', () => {
    assert.equal(proseOf(parseMarkdown('', 'a.md')), '');
  });
});
