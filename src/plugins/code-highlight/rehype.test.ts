import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {Element, Root} from 'hast';
import {select} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {parseMarkdown} from '../../content/markdown';
import {parseHtml} from '../../../tests/support/build';

import rehypeCodeHighlight, {highlightedProperty} from './rehype';

/** Markdown read as the site reads it (src/content/markdown.ts), through remark-rehype and the plugin. */
async function transform(markdown: string): Promise<Root> {
  const processor = unified()
    .use(remarkRehype)
    .use(rehypeCodeHighlight, {languages: ['bash']});
  return processor.run(parseMarkdown(markdown, 'page.md').tree);
}

function codeElements(tree: Root): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (element: Element) => {
    if (element.tagName === 'code') {
      found.push(element);
    }
  });
  return found;
}

describe('rehypeCodeHighlight', () => {
  it("gives a fence's code element its highlighted lines, one per line", async () => {
    const [code] = codeElements(
      await transform('```bash\nsqrl build\nsqrl run --port 8000\n```\n'),
    );
    const lines = String(code?.properties[highlightedProperty]).split('\n');
    assert.equal(lines.length, 2);
    const option = select(
      'span.token.parameter.variable',
      parseHtml(lines[1] ?? '', {fragment: true}),
    );
    assert.equal(option && toText(option), '--port');
  });

  it('leaves fences without a grammar and inline code alone', async () => {
    const tree = await transform('```dotenv\nKEY=1\n```\n\nRun `sqrl run`.\n');
    assert.deepEqual(
      codeElements(tree).map((code) => code.properties[highlightedProperty]),
      [undefined, undefined],
    );
  });

  it('finds fences inside MDX elements such as a TabItem', () => {
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: {className: ['language-python']},
      children: [{type: 'text', value: 'import squirrels\n'}],
    };
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          attributes: [],
          children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}],
        },
      ],
    } as unknown as Root;
    rehypeCodeHighlight({languages: []})(tree);
    assert.equal(
      code.properties[highlightedProperty],
      '<span class="token keyword">import</span> squirrels',
    );
  });
});
