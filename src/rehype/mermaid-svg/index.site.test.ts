import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {Element, Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {VFile} from 'vfile';

import {parseMarkdown} from '../../content/markdown';
import rehypeMermaidSvg from './index';
import {setTimeout as sleep} from 'node:timers/promises';

import {DiagramError, drawThreadIdleMs, drawThreads, renderDiagram} from './render';

/**
 * Diagrams drawn by the drawing thread, which loads Mermaid and
 * beautiful-mermaid (`npm run test:site`: each start of the thread costs
 * seconds, and one test waits for it to stop). index.test.ts tests what needs
 * no drawing.
 */

const flowchart = 'flowchart LR\n  accTitle: Two steps\n  request --> model\n';

/**
 * Runs Markdown (MDX for a .mdx path), read as the site reads it
 * (src/content/markdown.ts), through remark-rehype and the plugin.
 */
async function transform(markdown: string, path = 'docs/docs/page.md'): Promise<Root> {
  const processor = unified()
    .use(remarkRehype, {passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm']})
    .use(rehypeMermaidSvg);
  const file = new VFile({path, value: markdown});
  return processor.run(parseMarkdown(markdown, path).tree, file);
}

const textOf = (node: Element | undefined): string => (node ? toText(node) : '');
const elements = (node: Root | Element, tagName: string): Element[] => selectAll(tagName, node);

describe('renderDiagram', () => {
  it('stops its drawing thread once no diagram has come for a while', async () => {
    await renderDiagram(flowchart, 'd1');
    assert.equal(drawThreads(), 1);
    await sleep(drawThreadIdleMs + 1000);
    assert.equal(drawThreads(), 0, 'the thread that holds Mermaid is still running');
    await renderDiagram(flowchart, 'd1');
    assert.equal(drawThreads(), 1, 'a later diagram starts a new thread');
  });

  it('draws a named, unsized SVG whose labels are text', async () => {
    const {svg, width, height, title} = await renderDiagram(flowchart, 'd1');
    assert.equal(title, 'Two steps');
    assert.ok(width > 100 && height > 20, `${width} x ${height}`);
    assert.deepEqual(svg.properties.className, ['diagram-svg']);
    assert.equal(svg.properties.role, 'img');
    assert.deepEqual(svg.properties.ariaLabelledBy, ['d1-title']);
    assert.equal(svg.properties.width, undefined);
    assert.equal(svg.properties.height, undefined);
    assert.match(String(svg.properties.viewBox), /^0 0 [\d.]+ [\d.]+$/);
    const [first] = elements(svg, 'title');
    assert.equal(first?.properties.id, 'd1-title');
    assert.equal(textOf(first), 'Two steps');
    const labels = elements(svg, 'text').map(textOf);
    assert.ok(labels.includes('request') && labels.includes('model'), labels.join());
  });

  it('takes its colours from the theme, in style attributes, and calls no font server', async () => {
    const {svg} = await renderDiagram(flowchart, 'd1');
    const style = String(svg.properties.style);
    assert.match(style, /--bg:\s*var\(--ifm-background-color\)/);
    assert.match(style, /--fg:\s*var\(--ifm-font-color-base\)/);
    // beautiful-mermaid's derived colours and font, moved out of its <style> block.
    assert.match(style, /--_text: var\(--fg\)/);
    assert.match(style, /font-family: 'Inter'/);
    // No <style> element, which would apply to the whole page and cannot hydrate.
    assert.deepEqual(elements(svg, 'style'), []);
    assert.doesNotMatch(JSON.stringify(svg), /@import|fonts\.googleapis/);
  });

  it('keeps no whitespace between elements, only inside text', async () => {
    const {svg} = await renderDiagram(flowchart, 'd1');
    const blanks = (node: Element): number =>
      node.children.reduce(
        (count, child) =>
          count +
          (child.type === 'text' && child.value.trim() === '' ? 1 : 0) +
          (child.type === 'element' ? blanks(child) : 0),
        0,
      );
    assert.equal(blanks(svg), 0);
  });

  it("prefixes every id with the diagram's, and its references follow", async () => {
    const {svg} = await renderDiagram(
      'flowchart LR\n  accTitle: Build and request\n  subgraph atbuild [At build]\n    a --> b\n  end\n  b --> c\n',
      'diagram-2',
    );
    const ids = new Set<string>();
    const references: string[] = [];
    const walk = (node: Element) => {
      if (typeof node.properties.id === 'string') {
        ids.add(node.properties.id);
      }
      for (const value of Object.values(node.properties)) {
        for (const [, name] of String(value).matchAll(/url\(#([^)]+)\)/g)) {
          references.push(name ?? '');
        }
      }
      node.children.forEach((child) => child.type === 'element' && walk(child));
    };
    walk(svg);
    assert.ok(ids.size > 2, [...ids].join(', '));
    assert.deepEqual(
      [...ids].filter((id) => !id.startsWith('diagram-2-')),
      [],
    );
    assert.ok(references.length > 0, 'the arrows point at a marker');
    assert.deepEqual(
      references.filter((name) => !ids.has(name)),
      [],
    );
  });

  it('leaves out the datatype attribute, which HTML does not allow on SVG elements', async () => {
    const {svg} = await renderDiagram(
      'sequenceDiagram\n  accTitle: A request\n  participant C as Client\n  participant S as Server\n  C->>S: GET\n',
      'd3',
    );
    const attributes = (node: Element): string[] => [
      ...Object.keys(node.properties),
      ...node.children.flatMap((child) => (child.type === 'element' ? attributes(child) : [])),
    ];
    const names = attributes(svg);
    assert.ok(names.includes('className'));
    assert.deepEqual(
      names.filter((name) => name.toLowerCase() === 'datatype'),
      [],
    );
  });

  it('adds the description when the diagram has one', async () => {
    const {svg} = await renderDiagram(
      'sequenceDiagram\n  accTitle: A call\n  accDescr: The client asks, the server answers\n  Client->>Server: ask\n  Server-->>Client: answer\n',
      'd2',
    );
    assert.deepEqual(svg.properties.ariaLabelledBy, ['d2-title']);
    assert.deepEqual(svg.properties.ariaDescribedBy, ['d2-description']);
    const [description] = elements(svg, 'desc');
    assert.equal(description?.properties.id, 'd2-description');
    assert.equal(textOf(description), 'The client asks, the server answers');
  });

  it('fails on a syntax error with its line', async () => {
    await assert.rejects(
      renderDiagram('flowchart LR\n  accTitle: Broken\n  a --> b\n  b --> ]c\n', 'd3'),
      (error: unknown) =>
        error instanceof DiagramError && error.line === 4 && /syntax error/i.test(error.message),
    );
  });

  it('fails without an accessible name', async () => {
    await assert.rejects(
      renderDiagram('flowchart LR\n  a --> b\n', 'd4'),
      (error: unknown) => error instanceof DiagramError && /accTitle/.test(error.message),
    );
  });
});

describe('rehypeMermaidSvg', () => {
  it('replaces a mermaid fence with a figure holding the SVG, and leaves other code alone', async () => {
    const tree = await transform(
      `# Page\n\n\`\`\`mermaid\n${flowchart}\`\`\`\n\n\`\`\`python\nprint(1)\n\`\`\`\n`,
    );
    const [figure] = elements(tree, 'figure');
    assert.ok(figure, 'no figure');
    assert.deepEqual(figure.properties.className, ['diagram']);
    assert.match(
      String(figure.properties.style),
      /--diagram-width: \d+px; --diagram-min-width: \d+px/,
    );
    const [svg] = elements(figure, 'svg');
    assert.equal(svg?.properties.role, 'img');
    assert.equal(elements(tree, 'pre').length, 1, 'the python block stays a code block');
  });

  it('draws the fences inside MDX elements such as a TabItem', async () => {
    const tree = await transform(
      `<Tabs>\n<TabItem value="a">\n\n\`\`\`mermaid\n${flowchart}\`\`\`\n\n</TabItem>\n</Tabs>\n`,
      'docs/docs/page.mdx',
    );
    assert.equal(tree.children[0]?.type, 'mdxJsxFlowElement');
    assert.equal(elements(tree, 'figure').length, 1);
    assert.equal(elements(tree, 'pre').length, 0);
  });

  it('numbers the diagrams of a page, so their title ids differ', async () => {
    const tree = await transform(
      `\`\`\`mermaid\n${flowchart}\`\`\`\n\n\`\`\`mermaid\n${flowchart}\`\`\`\n`,
    );
    const ids = elements(tree, 'title').map((title) => title.properties.id);
    assert.deepEqual(ids, ['diagram-1-title', 'diagram-2-title']);
  });

  it('lets a wide diagram scroll with the keyboard, and not a narrow one', async () => {
    const wide =
      'flowchart LR\n  accTitle: A long chain\n  a1 --> a2 --> a3 --> a4 --> a5 --> a6 --> a7\n';
    const tree = await transform(
      `\`\`\`mermaid\n${flowchart}\`\`\`\n\n\`\`\`mermaid\n${wide}\`\`\`\n`,
    );
    const [narrow, long] = elements(tree, 'figure');
    assert.equal(narrow?.properties.tabIndex, undefined);
    assert.equal(long?.properties.tabIndex, 0);
  });

  it('fails the build naming the file and the line in it', async () => {
    await assert.rejects(
      transform(
        '# Page\n\nText.\n\n```mermaid\nflowchart LR\n  accTitle: Broken\n  a --> ]b\n```\n',
        'docs/docs/broken.md',
      ),
      /^Error: docs\/docs\/broken\.md:8: Mermaid syntax error/,
    );
  });
});
