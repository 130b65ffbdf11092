import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {toHtml} from 'hast-util-to-html';
import {toText} from 'hast-util-to-text';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {VFile} from 'vfile';

import {parseMarkdown} from '../../content/markdown';
import rehypeTableCodeBreaks from './index';

/** Markdown read as the site reads it (src/content/markdown.ts), through remark-rehype and the plugin. */
async function transform(markdown: string): Promise<Root> {
  const path = '/site/docs/docs/concepts/environment.md';
  const processor = unified().use(remarkRehype).use(rehypeTableCodeBreaks);
  return processor.run(parseMarkdown(markdown, path).tree, new VFile({path, value: markdown}));
}

const page = [
  'Set `SQRL_SECRET__KEY` in `.env.local`.',
  '',
  '| Variable | Default |',
  '|---|---|',
  '| `SQRL_PERMISSIONS__ELEVATED_ACCESS_LEVEL` | `{project_path}/target/auth.sqlite` |',
  '| `--full-refresh` and `0.5.4` | plain_text_with_underscores |',
  '',
].join('\n');

describe('rehypeTableCodeBreaks', () => {
  it('lets a name in a table cell break after its separators, and nowhere else', async () => {
    const tree = await transform(page);
    const [name, path, flag] = selectAll('td code', tree).map((code) => toHtml(code));
    assert.equal(
      name,
      '<code data-breaks>SQRL_<wbr>PERMISSIONS__<wbr>ELEVATED_<wbr>ACCESS_<wbr>LEVEL</code>',
    );
    assert.equal(
      path,
      '<code data-breaks>{project_<wbr>path}/<wbr>target/<wbr>auth.<wbr>sqlite</code>',
    );
    // Not after a leading run of separators: `--` never ends a line alone.
    assert.equal(flag, '<code data-breaks>--full-<wbr>refresh</code>');
  });

  it('leaves code outside tables, and text outside code, as they were', async () => {
    const tree = await transform(page);
    assert.equal(selectAll('p code wbr', tree).length, 0);
    assert.match(toHtml(tree), /<td>plain_text_with_underscores<\/td>/);
  });

  it('adds no text: the cells read the same', async () => {
    const tree = await transform(page);
    const cells = selectAll('td', tree).map((cell) => toText(cell));
    assert.deepEqual(cells, [
      'SQRL_PERMISSIONS__ELEVATED_ACCESS_LEVEL',
      '{project_path}/target/auth.sqlite',
      '--full-refresh and 0.5.4',
      'plain_text_with_underscores',
    ]);
  });
});
