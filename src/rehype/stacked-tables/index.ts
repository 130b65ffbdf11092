import type {Element, ElementContent, Root} from 'hast';
import {toText} from 'hast-util-to-text';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

/**
 * A rehype plugin for the docs: each Markdown table of the pages it is given
 * (every docs page, docusaurus.config.ts) is marked `data-stacked`, and each body cell gets its
 * column's header as `data-label`. Below a phone's width, the site's CSS
 * (src/css/custom.css, "Stacked tables") shows each row as a block: the
 * first cell with the middle ones after it, labelled, on one line, and the
 * last cell (the description) under them. Other tables keep their scroll
 * container.
 *
 * A table drawn as blocks loses its table semantics in some browsers, so the
 * rows and cells carry explicit ARIA roles. HTML allows a role on a `tr`,
 * `th` or `td` only when its `table` has a role other than table, grid or
 * treegrid: the `table` says `role="none"`, and the Markdown table component
 * (src/components/ScrollableTable) puts it in a `<div role="table">`, which
 * is also the element that scrolls and takes the focus on a wide screen (a
 * focusable element cannot be `none`).
 */

export type Options = {
  /** Whether the tables of the page in this file are stacked on a phone. */
  include: (filePath: string) => boolean;
};

const childElements = (node: Element, tagName?: string): Element[] =>
  node.children.filter(
    (child: ElementContent): child is Element =>
      child.type === 'element' && (!tagName || child.tagName === tagName),
  );

/** The rows of a table, in its head and body, and of the table itself. */
function rowsOf(table: Element): {head: Element[]; body: Element[]} {
  const head = childElements(table, 'thead').flatMap((thead) => childElements(thead, 'tr'));
  const body = [
    ...childElements(table, 'tr'),
    ...childElements(table, 'tbody').flatMap((tbody) => childElements(tbody, 'tr')),
  ];
  return {head, body};
}

/** Marks one table; false when it has no header row to label its cells with. */
export function stackTable(table: Element): boolean {
  const {head, body} = rowsOf(table);
  const labels = head[0] ? childElements(head[0]).map((cell) => toText(cell).trim()) : [];
  if (labels.length < 2) {
    return false;
  }
  table.properties.dataStacked = true;
  table.properties.role = 'none';
  for (const group of childElements(table)) {
    if (group.tagName === 'thead' || group.tagName === 'tbody') {
      group.properties.role = 'rowgroup';
    }
  }
  for (const row of head) {
    row.properties.role = 'row';
    for (const cell of childElements(row)) {
      cell.properties.role = 'columnheader';
    }
  }
  for (const row of body) {
    row.properties.role = 'row';
    for (const [index, cell] of childElements(row).entries()) {
      cell.properties.role = 'cell';
      const label = labels[index];
      if (label) {
        cell.properties.dataLabel = label;
      }
    }
  }
  return true;
}

export default function rehypeStackedTables(options: Options) {
  return (tree: Root, file: VFile): void => {
    if (!file.path || !options.include(file.path)) {
      return;
    }
    // Every table, inside MDX elements such as <TabItem> too.
    visit(tree, 'element', (element: Element) => {
      if (element.tagName === 'table') {
        stackTable(element);
      }
    });
  };
}
