import path from 'node:path';

import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import postcss from 'postcss';
import Tinypool from 'tinypool';
import {SKIP, visit} from 'unist-util-visit';

/**
 * Turns the text of one ```mermaid fence into an SVG string at build time.
 * beautiful-mermaid lays the diagram out without a DOM. Mermaid's own parser
 * checks the syntax first, because beautiful-mermaid skips the lines it cannot
 * read instead of failing.
 */

/** A diagram drawn for the page, with the size it was laid out at. */
export type RenderedDiagram = {
  /** The `<svg>` element, with `role="img"`, a `<title>` and no fixed size. */
  svg: Element;
  /** Natural width and height in CSS pixels (the `viewBox` size). */
  width: number;
  height: number;
  /** The accessible name, from the diagram's `accTitle:` line. */
  title: string;
};

/** A diagram that cannot be drawn; `line` counts from the fence's first line. */
export class DiagramError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'DiagramError';
  }
}

/**
 * Colours come from the site's CSS variables, so one SVG serves the light and
 * the dark theme; beautiful-mermaid mixes its greys from the first two.
 */
const colours = {
  bg: 'var(--ifm-background-color)',
  fg: 'var(--ifm-font-color-base)',
  accent: 'var(--ifm-color-primary)',
  // Edge labels and secondary text at AA contrast in both themes (the
  // default mix, 40 % of the text colour, is too faint).
  muted: 'var(--ifm-color-emphasis-700)',
  transparent: true,
  // Tighter than beautiful-mermaid's defaults (40, 40), so that a tall
  // flowchart stays within a screen or two and the margins don't eat a phone.
  padding: 12,
  layerSpacing: 28,
} as const;

/** Mermaid's accessibility lines, which beautiful-mermaid would draw as nodes. */
const accessibilityLine = /^\s*(accTitle|accDescr)\s*:\s*(.*)$/;

export type Accessibility = {title?: string; description?: string; diagram: string};

/** Takes the `accTitle:` and `accDescr:` lines out of a diagram's source. */
export function splitAccessibility(source: string): Accessibility {
  const found: Accessibility = {diagram: ''};
  const kept: string[] = [];
  for (const line of source.split('\n')) {
    const match = accessibilityLine.exec(line);
    if (match?.[1] === 'accTitle') {
      found.title = match[2]?.trim();
    } else if (match?.[1] === 'accDescr') {
      found.description = match[2]?.trim();
    } else {
      kept.push(line);
    }
  }
  found.diagram = kept.join('\n');
  return found;
}

/** What draw-worker.mjs answers for one diagram. */
type DrawReply = {svg?: string; syntaxError?: string; drawError?: string};

let pool: Tinypool | undefined;

/** How long the drawing thread waits for another diagram before it stops. */
export const drawThreadIdleMs = 3000;

/** How many drawing threads are running now: 0 or 1. */
export function drawThreads(): number {
  return pool?.threads.length ?? 0;
}

/**
 * Mermaid and beautiful-mermaid run in a worker thread (draw-worker.mjs says
 * why), in a pool of one (tinypool, as for the social cards). It starts with
 * the first diagram, and tinypool lets an idle thread hold nothing open, so
 * it never keeps a build or a test alive. It stops once no diagram has come
 * for {@link drawThreadIdleMs}: pages compile in a burst at the start of the
 * bundling, so in a build the thread is gone long before the pages are
 * rendered, and Mermaid's memory no longer adds to the build's peak, which
 * comes while the pages are rendered (SSG). A diagram that comes later, as
 * in `docusaurus start` after an edit, starts a new thread (about half a
 * second to load Mermaid).
 */
async function draw(source: string, diagram: string): Promise<DrawReply> {
  pool ??= new Tinypool({
    filename: path.join(__dirname, 'draw-worker.mjs'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: drawThreadIdleMs,
  });
  const reply: DrawReply = await pool.run({source, diagram, options: colours});
  return reply;
}

/** Mermaid reports "Parse error on line N", counting from the diagram's first line. */
function errorLine(message: string): number {
  const match = /on line (\d+)/.exec(message);
  return match ? Number(match[1]) : 1;
}

/** The text of a `<title>` or `<desc>` element. */
function textElement(tagName: string, id: string, text: string): Element {
  return {type: 'element', tagName, properties: {id}, children: [{type: 'text', value: text}]};
}

/** Elements whose text is content, not layout. */
const textElements = new Set(['text', 'tspan', 'title', 'desc']);

/**
 * Removes the line breaks and indentation between SVG elements. They mean
 * nothing in SVG, but React hydrates them as text nodes, and the browser's
 * parser and React's server output disagree on them (React error #418).
 */
function dropLayoutWhitespace(svg: Element): void {
  visit(svg, 'element', (element: Element) => {
    if (textElements.has(element.tagName)) {
      return SKIP;
    }
    // Filtered before visit goes down into the children.
    element.children = element.children.filter(
      (child) => !(child.type === 'text' && child.value.trim() === ''),
    );
    return undefined;
  });
}

/**
 * Moves beautiful-mermaid's `<style>` block into `style` attributes and
 * removes it. An inline `<style>` would apply to the whole page, and React
 * cannot hydrate one inside an SVG (its text differs between the server's
 * output and the browser's parse: React error #418). The block holds three
 * rules: the colour variables on `svg`, the font of `text`, the font of
 * `.mono`. Its web-font `@import`s go: the site serves Inter itself, and no
 * page may call a font CDN. A rule of any other kind fails the build, so a
 * new version of beautiful-mermaid cannot slip one past.
 */
function inlineStyles(svg: Element): void {
  const blocks = svg.children.filter(
    (node): node is Element => node.type === 'element' && node.tagName === 'style',
  );
  const declarations = new Map<string, string>();
  for (const block of blocks) {
    const css = block.children.map((node) => (node.type === 'text' ? node.value : '')).join('');
    postcss.parse(css).walkRules((rule) => {
      const text = rule.nodes
        .flatMap((node) => (node.type === 'decl' ? [`${node.prop}: ${node.value}`] : []))
        .join('; ');
      declarations.set(rule.selector.trim(), text);
    });
  }
  const unknown = [...declarations.keys()].filter(
    (selector) => !['svg', 'text', '.mono'].includes(selector),
  );
  if (unknown.length > 0) {
    throw new DiagramError(
      `beautiful-mermaid wrote style rules this plugin does not know: ${unknown.join(', ')}`,
      1,
    );
  }
  const append = (element: Element, css: string | undefined) => {
    if (css) {
      const own = element.properties.style ? `${String(element.properties.style)}; ` : '';
      element.properties.style = own + css;
    }
  };
  append(svg, declarations.get('svg'));
  // The svg's font reaches every text element by inheritance.
  append(svg, declarations.get('text'));
  visit(svg, 'element', (element: Element) => {
    const classes = element.properties.className;
    if (element !== svg && Array.isArray(classes) && classes.includes('mono')) {
      append(element, declarations.get('.mono'));
    }
  });
  svg.children = svg.children.filter((node) => !blocks.includes(node as Element));
}

/**
 * Gives every id in the drawing the diagram's prefix, and points the
 * references to them (`url(#…)` in attributes, `href="#…"`) at the new ids.
 * beautiful-mermaid names its arrow markers `arrowhead` in every diagram and
 * its subgraphs by their Mermaid ids, so two diagrams on one page, or a
 * subgraph and a heading, would share an id.
 */
function scopeIds(svg: Element, prefix: string): void {
  const renamed = new Map<string, string>();
  visit(svg, 'element', (element: Element) => {
    const id = element.properties.id;
    if (typeof id === 'string' && !id.startsWith(prefix)) {
      renamed.set(id, prefix + id);
      element.properties.id = prefix + id;
    }
  });
  const rename = (name: string) => renamed.get(name) ?? name;
  visit(svg, 'element', (element: Element) => {
    for (const [key, value] of Object.entries(element.properties)) {
      if (typeof value !== 'string') {
        continue;
      }
      if ((key === 'href' || key === 'xLinkHref') && value.startsWith('#')) {
        element.properties[key] = `#${rename(value.slice(1))}`;
      } else if (value.includes('url(#')) {
        element.properties[key] = value.replace(
          /url\(#([^)]+)\)/g,
          (_, name: string) => `url(#${rename(name)})`,
        );
      }
    }
  });
}

/**
 * Mermaid's RDFa-like `datatype` attribute on sequence-diagram groups, which
 * HTML does not allow on SVG elements; nothing reads it.
 */
function dropDatatype(svg: Element): void {
  visit(svg, 'element', (element: Element) => {
    delete element.properties.datatype;
    delete element.properties.dataType;
  });
}

/**
 * Draws one diagram as a hast `<svg>` element; `id` makes the ids of its
 * title, its description and its own elements unique on the page. Throws a DiagramError for a
 * Mermaid syntax error, a diagram without `accTitle:`, or one that
 * beautiful-mermaid cannot draw.
 */
export async function renderDiagram(source: string, id: string): Promise<RenderedDiagram> {
  const {title, description, diagram} = splitAccessibility(source);
  const drawn = await draw(source, diagram);
  if (drawn.syntaxError !== undefined) {
    throw new DiagramError(
      `Mermaid syntax error: ${drawn.syntaxError}`,
      errorLine(drawn.syntaxError),
    );
  }
  if (!title) {
    throw new DiagramError(
      'the diagram has no accessible name: add a line "accTitle: <what it shows>" below the diagram type',
      1,
    );
  }
  if (drawn.drawError !== undefined || drawn.svg === undefined) {
    throw new DiagramError(`beautiful-mermaid cannot draw this diagram: ${drawn.drawError}`, 1);
  }
  const markup = drawn.svg;

  const svg = fromHtml(markup, {fragment: true}).children.find(
    (node): node is Element => node.type === 'element' && node.tagName === 'svg',
  );
  const viewBox = String(svg?.properties.viewBox ?? '')
    .split(/\s+/)
    .map(Number);
  const [, , width, height] = viewBox;
  if (!svg || viewBox.length !== 4 || !width || !height) {
    throw new DiagramError('beautiful-mermaid drew no SVG with a viewBox', 1);
  }

  // The page sizes the drawing from its viewBox (see the .diagram-svg rules).
  delete svg.properties.width;
  delete svg.properties.height;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  svg.properties = {
    className: ['diagram-svg'],
    role: 'img',
    ariaLabelledBy: [titleId],
    ...(description ? {ariaDescribedBy: [descriptionId]} : {}),
    ...svg.properties,
  };
  dropLayoutWhitespace(svg);
  inlineStyles(svg);
  dropDatatype(svg);
  scopeIds(svg, `${id}-`);
  svg.children.unshift(
    textElement('title', titleId, title),
    ...(description ? [textElement('desc', descriptionId, description)] : []),
  );

  return {svg, width: Math.ceil(width), height: Math.ceil(height), title};
}
