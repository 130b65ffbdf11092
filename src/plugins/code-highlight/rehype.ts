import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';

import {fenceOf} from '../../content/fence';
import {highlightLines, loadLanguages} from './highlight';

/** The name of the property that carries a block's highlighted lines. */
export const highlightedProperty = 'dataHighlighted';

/**
 * A rehype plugin for the docs, blog and pages: every fenced code block in a
 * language Prism knows gets its highlighted lines (`highlightLines`) as the
 * `data-highlighted` prop of its `code` element, which the site's CodeBlock
 * (this plugin's theme) renders as the block's lines. Blocks in other
 * languages are left alone and show as plain text, as they did with Prism
 * in the browser.
 */
export default function rehypeCodeHighlight(options: {languages?: readonly string[]} = {}) {
  // The grammars of `themeConfig.prism.additionalLanguages`.
  loadLanguages(options.languages ?? []);
  return (tree: Root): void => {
    // Every element, inside MDX elements such as <TabItem> too.
    visit(tree, 'element', (pre: Element) => {
      const fence = fenceOf(pre);
      if (!fence) {
        return;
      }
      const lines = highlightLines(fence.text, fence.language);
      // Nothing to add when Prism has no grammar: every line is plain text.
      if (lines.some((line) => line.includes('<span'))) {
        fence.code.properties[highlightedProperty] = lines.join('\n');
      }
    });
  };
}
