import type {Element} from 'hast';

type Parent = {children: unknown[]};

function hasChildren(node: unknown): node is Parent {
  return (
    typeof node === 'object' && node !== null && Array.isArray((node as Partial<Parent>).children)
  );
}

/**
 * Every element of a hast tree in document order, inside MDX's JSX elements
 * (`<TabItem>`) too, which hast's own types do not list as parents. Shared by
 * the rehype plugins that highlight code (src/plugins/code-highlight) and
 * stack reference tables (src/rehype/stacked-tables).
 */
export function* elementsOf(node: Parent): Generator<Element> {
  for (const child of node.children) {
    if ((child as {type?: string}).type === 'element') {
      yield child as Element;
    }
    if (hasChildren(child)) {
      yield* elementsOf(child);
    }
  }
}
