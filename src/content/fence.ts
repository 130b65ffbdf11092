import type {Element} from 'hast';

/** A fenced code block as remark-rehype leaves it: `<pre><code class="language-x">`. */
export type Fence = {
  /** The `code` element, whose properties reach the theme's CodeBlock as props. */
  code: Element;
  /** The fence's language (`python`, `mermaid`), without `language-`. */
  language: string;
  /** The code as written. */
  text: string;
};

/**
 * The fence an element is, or undefined: a `pre` whose one child is a `code`
 * with a `language-*` class. Shared by the rehype plugins that draw diagrams
 * (src/rehype/mermaid-svg) and highlight code (src/plugins/code-highlight).
 */
export function fenceOf(pre: Element): Fence | undefined {
  if (pre.tagName !== 'pre' || pre.children.length !== 1) {
    return undefined;
  }
  const [code] = pre.children;
  if (code?.type !== 'element' || code.tagName !== 'code') {
    return undefined;
  }
  const classes = code.properties.className;
  const language = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  if (!language) {
    return undefined;
  }
  const text = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  return {code, language: language.slice('language-'.length), text};
}
