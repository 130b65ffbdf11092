import type {Element, ElementContent, Root, Text} from 'hast';
import {visit} from 'unist-util-visit';

/**
 * A rehype plugin for the docs: inside the inline code of a table cell, a
 * line may break after a separator (`_`, `/`, `.`, `-`, `,`, `=`, `:`) that
 * follows a name's character (not a space, not the leading `--` of a flag),
 * marked with `<wbr>`. Without it, a cell holding
 * `SQRL_PERMISSIONS__ELEVATED_ACCESS_LEVEL` or a path cannot be narrower
 * than the whole name, so the browser's table layout squeezed the
 * description column and the table scrolled sideways on a 1440 px screen
 * (the settings table of the environment page by 331 px, 14 tables in all);
 * breaking anywhere (`overflow-wrap: anywhere`) cut names in the middle of a
 * word. A `<wbr>` is no text: search, copy and the Markdown twins read the
 * names whole. The code element is marked `data-breaks`, so that the site's
 * MDX `code` component (src/theme/MDXComponents/Code) keeps it inline: the
 * stock one takes any child that is not a string for a code block.
 */

/** Places to break: after a run of separators that follows something else than a space. */
const breakAfter = /(?<=[^\s_/.,=:-][_/.,=:-]+)(?![_/.,=:-])(?=\S)/gu;

/** A text node split at its break places, with a `<wbr>` between the parts. */
function withBreaks(text: Text): ElementContent[] {
  const parts = text.value.split(breakAfter);
  if (parts.length < 2) {
    return [text];
  }
  return parts.flatMap((value, index): ElementContent[] => [
    ...(index > 0
      ? [{type: 'element', tagName: 'wbr', properties: {}, children: []} as Element]
      : []),
    {type: 'text', value},
  ]);
}

function breakCode(code: Element): void {
  const before = code.children.length;
  code.children = code.children.flatMap((child) =>
    child.type === 'text' ? withBreaks(child) : child,
  );
  if (code.children.length !== before) {
    // Read by src/theme/MDXComponents/Code, which keeps such code inline.
    code.properties.dataBreaks = true;
  }
  for (const child of code.children) {
    if (child.type === 'element') {
      breakCode(child);
    }
  }
}

export default function rehypeTableCodeBreaks() {
  return (tree: Root): void => {
    visit(tree, 'element', (cell: Element) => {
      if (cell.tagName !== 'td' && cell.tagName !== 'th') {
        return;
      }
      visit(cell, 'element', (code: Element) => {
        if (code.tagName === 'code') {
          breakCode(code);
          return 'skip';
        }
        return undefined;
      });
    });
  };
}
