import type {Element, Parents, Root} from 'hast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {fenceOf} from '../../content/fence';
import {DiagramError, renderDiagram} from './render';

/**
 * A rehype plugin for the docs, blog and pages: every ```mermaid fence becomes
 * an inline SVG drawn at build time, inside `<figure class="diagram">`. No
 * Mermaid code reaches the browser, the diagram shows without JavaScript, and
 * its text stays text. The Markdown source, and so the Markdown twins, keep
 * the fence. A fence that cannot be drawn fails the build with its file and
 * line.
 */

/** The text column of a 320 px phone, inside the page's side padding. */
const phoneColumn = 280;
/** The smallest scale at which a diagram's text stays readable. */
const minimumScale = 0.6;

/** The source of a ```mermaid fence, or undefined for any other element. */
function mermaidSource(node: Element): string | undefined {
  const fence = fenceOf(node);
  return fence?.language === 'mermaid' ? fence.text : undefined;
}

export default function rehypeMermaidSvg() {
  return async (tree: Root, file: VFile): Promise<void> => {
    // Every fence, in document order, inside MDX elements such as <TabItem> too.
    const fences: {node: Element; parent: Parents; index: number; source: string}[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      const source = mermaidSource(node);
      if (source !== undefined && parent && index !== undefined) {
        fences.push({node, parent, index, source});
      }
    });
    for (const [position, {node, parent, index, source}] of fences.entries()) {
      const fenceLine = node.position?.start.line ?? 0;
      let drawn;
      try {
        drawn = await renderDiagram(source, `diagram-${position + 1}`);
      } catch (error) {
        if (error instanceof DiagramError) {
          throw new Error(`${file.path}:${fenceLine + error.line}: ${error.message}`, {
            cause: error,
          });
        }
        throw error;
      }
      const canScroll = drawn.width * minimumScale > phoneColumn;
      const figure: Element = {
        type: 'element',
        tagName: 'figure',
        properties: {
          className: ['diagram'],
          style: `--diagram-width: ${drawn.width}px; --diagram-min-width: ${Math.round(drawn.width * minimumScale)}px`,
          // A figure that scrolls sideways on a phone joins the tab order, so
          // keyboard users can scroll it too.
          ...(canScroll ? {tabIndex: 0} : {}),
        },
        children: [drawn.svg],
        position: node.position,
      };
      parent.children[index] = figure;
    }
  };
}
