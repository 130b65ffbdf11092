import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {Root} from 'hast';
import {selectAll} from 'hast-util-select';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {VFile} from 'vfile';

import {parseMarkdown} from '../../content/markdown';
import rehypeStackedTables from './index';

const table = [
  '| Name | Type | Default | Description |',
  '|---|---|---|---|',
  '| `project_path` | `str` | `"."` | Folder that holds `squirrels.yml`. |',
  '| `log_level` | `str \\| None` | `None` | Level of the log records. |',
  '',
].join('\n');

/**
 * Runs Markdown (MDX for a .mdx path), read as the site reads it
 * (src/content/markdown.ts), through remark-rehype and the plugin.
 */
async function transform(markdown: string, path: string): Promise<Root> {
  const processor = unified()
    .use(remarkRehype, {passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm']})
    .use(rehypeStackedTables, {include: (file) => file.includes('/references/')});
  return processor.run(parseMarkdown(markdown, path).tree, new VFile({path, value: markdown}));
}

const elements = (tree: Root, tagName: string) => selectAll(tagName, tree);

describe('rehypeStackedTables', () => {
  it("labels each body cell with its column's header and marks the table", async () => {
    const tree = await transform(table, '/site/docs/references/python/SquirrelsProject.md');
    const [stacked] = elements(tree, 'table');
    assert.equal(stacked?.properties.dataStacked, true);
    assert.equal(stacked?.properties.role, 'none');
    const cells = elements(tree, 'td');
    assert.deepEqual(
      cells.slice(0, 4).map((cell) => cell.properties.dataLabel),
      ['Name', 'Type', 'Default', 'Description'],
    );
    assert.ok(cells.every((cell) => cell.properties.role === 'cell'));
    assert.ok(elements(tree, 'th').every((cell) => cell.properties.role === 'columnheader'));
    assert.ok(elements(tree, 'tr').every((row) => row.properties.role === 'row'));
  });

  it('takes the header text without its Markdown (code spans)', async () => {
    const tree = await transform(
      '| Status | `error` | When |\n|---|---|---|\n| 404 | `not_found` | No such dataset. |\n',
      '/site/versioned_docs/version-0.4.x/references/rest/index.md',
    );
    assert.deepEqual(
      elements(tree, 'td').map((cell) => cell.properties.dataLabel),
      ['Status', 'error', 'When'],
    );
  });

  it('stacks the tables inside MDX elements such as a TabItem', async () => {
    const tree = await transform(
      `<Tabs>\n<TabItem value="a">\n\n${table}\n</TabItem>\n</Tabs>\n`,
      '/site/docs/references/cli/run.mdx',
    );
    assert.equal(tree.children[0]?.type, 'mdxJsxFlowElement');
    const [stacked] = elements(tree, 'table');
    assert.equal(stacked?.properties.dataStacked, true);
    assert.deepEqual(
      elements(tree, 'td')
        .slice(0, 4)
        .map((cell) => cell.properties.dataLabel),
      ['Name', 'Type', 'Default', 'Description'],
    );
  });

  it('leaves the tables of other pages alone', async () => {
    const tree = await transform(table, '/site/docs/docs/concepts/parameters.md');
    const [plain] = elements(tree, 'table');
    assert.equal(plain?.properties.dataStacked, undefined);
    assert.ok(elements(tree, 'td').every((cell) => cell.properties.dataLabel === undefined));
  });
});
