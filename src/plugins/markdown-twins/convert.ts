import type {
  Blockquote,
  Code,
  Heading,
  List,
  ListItem,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import {parseMarkdown} from '../../content/markdown';
import {absoluteUrl as onSite, withBaseUrl} from '../../site/urls';

/**
 * Part of the key of every cached twin (cache.ts), with the text of this
 * file and of the path helpers it calls (`src/site/urls.ts`). Raise it when the output changes for a reason outside this file: an
 * upgrade of remark or unified, say.
 */
export const converterVersion = 1;

/** Receives what the converter cannot render faithfully. */
export type Logger = {warn: (message: string) => void};

/**
 * Turns a relative link to a Markdown source file into the absolute URL of
 * its page, or `null` when no page was built from that file. `sourcePath` is
 * the linking file and `target` the link's path without `#anchor` or
 * `?query`, both as written (`../concepts/parameters.md`).
 */
export type LinkResolver = (sourcePath: string, target: string) => string | null;

export type ConvertOptions = {
  /** Path of the source file relative to the site directory; `.mdx` is parsed as MDX, anything else as CommonMark. */
  sourcePath: string;
  /** The page title, as Docusaurus computed it. */
  title: string;
  /** The page description, as Docusaurus computed it. */
  description?: string;
  /** Absolute URL of the HTML page, for `#anchor` links and relative URLs. */
  pageUrl: string;
  /** `siteConfig.url`: scheme and host, no path. */
  siteUrl: string;
  /** `siteConfig.baseUrl`, with slashes on both ends. */
  baseUrl: string;
  resolveLink: LinkResolver;
  logger?: Logger;
};

/** Docusaurus' admonition keywords and the words their blockquotes start with. */
export const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
type Directive = Extract<
  RootContent,
  {type: 'containerDirective' | 'leafDirective' | 'textDirective'}
>;
type Expression = Extract<RootContent, {type: 'mdxFlowExpression' | 'mdxTextExpression'}>;

type Context = {
  options: ConvertOptions;
  /** `lineOffset`: lines between the start of `node` and the problem. */
  warn: (message: string, node?: Nodes, lineOffset?: number) => void;
  /** Depth of the last heading before the node being converted (1: the page title). */
  headingDepth: number;
};

/** Plain CommonMark + GFM out: no MDX, no directives, so nothing is escaped for them. */
const stringifier = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  })
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkFrontmatter, ['yaml']);

/** Serialises a Markdown tree the way the twins are written. */
export function renderMarkdown(tree: Root): string {
  return stringifier.stringify(tree);
}

/**
 * Converts one doc or blog post source file (Markdown or MDX) into plain
 * Markdown for readers that are not browsers: front matter with only `title`
 * and `description`, the title as `# heading`, no imports, components turned
 * into their Markdown equivalent and every link absolute. See README.md for
 * the rules.
 */
export function convertToMarkdown(source: string, options: ConvertOptions): string {
  const {tree} = parseMarkdown(source, options.sourcePath);
  const context: Context = {
    options,
    headingDepth: 1,
    warn: (message, node, lineOffset = 0) => {
      const start = node?.position?.start.line;
      const line = start === undefined ? undefined : start + lineOffset;
      options.logger?.warn(`${options.sourcePath}${line ? `:${line}` : ''}: ${message}`);
    },
  };
  const body = transformNodes(
    tree.children.filter((node) => node.type !== 'yaml'),
    context,
  );
  const first = body[0];
  const hasTitle = first?.type === 'heading' && first.depth === 1;
  const root: Root = {
    type: 'root',
    children: [
      frontMatter(options.title, options.description),
      ...(hasTitle ? [] : [heading(1, [text(options.title)])]),
      ...body,
    ],
  };
  return renderMarkdown(root);
}

/** A YAML front matter node with `title` and, when there is one, `description`. */
export function frontMatter(title: string, description?: string): RootContent {
  const lines = [`title: ${yamlString(title)}`];
  if (description) {
    lines.push(`description: ${yamlString(description)}`);
  }
  return {type: 'yaml', value: lines.join('\n')};
}

/** A YAML scalar: plain when that reads back as the same string, JSON-quoted otherwise. */
export function yamlString(value: string): string {
  const plain =
    /^[A-Za-z0-9][^\n]*$/.test(value) &&
    !/[:#]\s|[:#]$|\s#|["'{}[\]&*!|>%@`]|\s$/.test(value) &&
    !/^(?:true|false|yes|no|on|off|null|y|n|~|[-+.\d][\d._eE+-]*)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const heading = (depth: number, children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth: Math.min(Math.max(depth, 1), 6) as Heading['depth'],
  children,
});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function childrenOf(node: Nodes): RootContent[] {
  return 'children' in node ? (node.children as RootContent[]) : [];
}

function setChildren(node: Nodes, children: RootContent[]): void {
  if ('children' in node) {
    (node as {children: RootContent[]}).children = children;
  }
}

function transformNodes(nodes: readonly RootContent[], context: Context): RootContent[] {
  return nodes.flatMap((node) => transformNode(node, context));
}

function transformChildren(node: Nodes, context: Context): void {
  setChildren(node, transformNodes(childrenOf(node), context));
}

function transformNode(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node, context);
    case 'html':
      // `<!-- truncate -->` and other comments; other raw HTML is Markdown too.
      return /^<!--[\s\S]*-->$/.test(node.value.trim()) ? [] : [node];
    case 'heading':
      context.headingDepth = node.depth;
      transformChildren(node, context);
      return [node];
    case 'code':
      return code(node);
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, node.type === 'image' ? 'image' : 'link', node, context);
      transformChildren(node, context);
      return [node];
    case 'text': {
      const stray = /(?:^|\n)[ \t]*:{3,}(?:[ \t]|$)/.exec(node.value);
      if (stray) {
        const before = node.value.slice(0, stray.index + (stray[0].startsWith('\n') ? 1 : 0));
        context.warn(
          'a line starting with ":::" closes no admonition (a closing ":::" must stand alone on its line); the admonition runs on to the end of its container',
          node,
          before.split('\n').length - 1,
        );
      }
      return [node];
    }
    case 'containerDirective':
    case 'leafDirective':
    case 'textDirective':
      return directive(node, context);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, context);
    default:
      transformChildren(node, context);
      return [node];
  }
}

function expression(node: Expression, context: Context): RootContent[] {
  const program = node.data?.estree;
  const commentOnly = program
    ? program.body.length === 0
    : /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
  if (!commentOnly) {
    context.warn(`dropped the JavaScript expression {${node.value.trim()}}`, node);
  }
  return [];
}

const magicComment =
  /^\s*(?:\/\/|#|--|%|;|<!--|\/\*|\{\/\*)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** Keeps the language; the `title` meta becomes a `File:` line; highlight comments go. */
function code(node: Code): RootContent[] {
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(node.meta ?? '');
  const file = title ? (title[1] ?? title[2] ?? title[3] ?? '') : '';
  const result: Code = {
    type: 'code',
    lang: node.lang ?? null,
    meta: null,
    value: node.value
      .split('\n')
      .filter((line) => !magicComment.test(line))
      .join('\n'),
  };
  return file ? [paragraph([text('File: '), {type: 'inlineCode', value: file}]), result] : [result];
}

function directive(node: Directive, context: Context): RootContent[] {
  if (node.type === 'containerDirective') {
    const keyword = admonitionLabels[node.name];
    const [first, ...rest] = node.children;
    const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const labelNodes = hasLabel ? first.children : [];
    const content = transformNodes(hasLabel ? rest : node.children, context);
    if (keyword === undefined) {
      context.warn(`:::${node.name} is not an admonition; kept its content`, node);
      return content;
    }
    const label: PhrasingContent[] = [
      {
        type: 'strong',
        children: [
          ...(labelNodes.length > 0
            ? (transformNodes(labelNodes, context) as PhrasingContent[])
            : [text(keyword)]),
          text(':'),
        ],
      },
    ];
    const head = content[0];
    const children: Blockquote['children'] =
      head?.type === 'paragraph'
        ? [
            paragraph([...label, text(' '), ...head.children]),
            ...(content.slice(1) as Blockquote['children']),
          ]
        : [paragraph(label), ...(content as Blockquote['children'])];
    return [{type: 'blockquote', children}];
  }
  // A leaf or text directive nobody handles is text Docusaurus would print back.
  context.warn(
    `unknown directive ${node.type === 'leafDirective' ? '::' : ':'}${node.name}; kept it as text`,
    node,
  );
  const marker = text(`${node.type === 'leafDirective' ? '::' : ':'}${node.name}`);
  const label = transformNodes(node.children, context) as PhrasingContent[];
  const phrasing = label.length > 0 ? [marker, text('['), ...label, text(']')] : [marker];
  return node.type === 'leafDirective' ? [paragraph(phrasing)] : phrasing;
}

function jsxElement(node: JsxElement, context: Context): RootContent[] {
  const flow = node.type === 'mdxJsxFlowElement';
  switch (node.name) {
    case 'Tabs':
      if (flow) {
        return tabs(node, context);
      }
      break;
    case 'BenchmarkChart':
      if (flow) {
        return benchmarkChart(node, context);
      }
      break;
    case 'Link':
    case 'a': {
      const href = stringAttribute(node, node.name === 'Link' ? 'to' : 'href', context);
      if (href !== undefined && !flow) {
        const children = transformNodes(node.children, context) as PhrasingContent[];
        return [{type: 'link', url: absoluteUrl(href, 'link', node, context), children}];
      }
      break;
    }
    case 'kbd':
    case 'code':
      if (!flow) {
        return [{type: 'inlineCode', value: plainText(node)}];
      }
      break;
    case 'br':
      if (!flow) {
        return [{type: 'break'}];
      }
      break;
    default:
      break;
  }
  context.warn(`<${node.name ?? ''}> has no Markdown form; kept its text`, node);
  return transformNodes(node.children, context);
}

/** Each `<TabItem>` becomes a heading one level below the enclosing one, then its content. */
function tabs(node: JsxElement, context: Context): RootContent[] {
  const base = context.headingDepth;
  const result: RootContent[] = [];
  node.children.forEach((child, index) => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      result.push(...transformNode(child, context));
      return;
    }
    const label =
      stringAttribute(child, 'label', context) ??
      stringAttribute(child, 'value', context) ??
      `Tab ${index + 1}`;
    const depth = base + 1;
    result.push(
      depth <= 6
        ? heading(depth, [text(label)])
        : paragraph([{type: 'strong', children: [text(label)]}]),
    );
    context.headingDepth = depth;
    result.push(...transformNodes(child.children, context));
    context.headingDepth = base;
  });
  return result;
}

type ChartBar = {label: string; value: number};

/** `<BenchmarkChart>`: its title in italics, then its numbers as a table, as the component's own table shows them. */
function benchmarkChart(node: JsxElement, context: Context): RootContent[] {
  const title = stringAttribute(node, 'title', context);
  const valueHeading = stringAttribute(node, 'valueHeading', context) ?? 'Value';
  const labelHeading = stringAttribute(node, 'labelHeading', context) ?? 'Step';
  const bars = attributeValue(node, 'bars', context);
  const valid =
    Array.isArray(bars) &&
    bars.every(
      (bar): bar is ChartBar =>
        typeof bar === 'object' &&
        bar !== null &&
        typeof (bar as Partial<ChartBar>).label === 'string' &&
        typeof (bar as Partial<ChartBar>).value === 'number',
    );
  const result: RootContent[] = title
    ? [paragraph([{type: 'emphasis', children: [text(title)]}])]
    : [];
  if (!valid) {
    context.warn(
      '<BenchmarkChart> without a literal bars={[{label, value}, …]} array; kept only its title',
      node,
    );
    return result;
  }
  const cell = (value: string): TableCell => ({type: 'tableCell', children: [text(value)]});
  const table: Table = {
    type: 'table',
    align: [null, 'right'],
    children: [
      {type: 'tableRow', children: [cell(labelHeading), cell(valueHeading)]},
      ...bars.map(({label, value}) => ({
        type: 'tableRow' as const,
        children: [cell(label), cell(value.toLocaleString('en', {maximumFractionDigits: 2}))],
      })),
    ],
  };
  return [...result, table];
}

function findAttribute(node: JsxElement, name: string) {
  return node.attributes.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/**
 * The value of a JSX attribute: a string as written, or a literal expression
 * (`{[{label: 'a', value: 1}]}`) read from its estree without running it.
 * `undefined` when absent or not a literal.
 */
function attributeValue(node: JsxElement, name: string, context: Context): unknown {
  const attribute = findAttribute(node, name);
  if (attribute?.type !== 'mdxJsxAttribute') {
    return undefined;
  }
  const {value} = attribute;
  if (value === null || value === undefined) {
    return true;
  }
  if (typeof value === 'string') {
    return value;
  }
  const statement = value.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') {
    context.warn(`<${node.name ?? ''} ${name}={…}> is not an expression`, node);
    return undefined;
  }
  try {
    return literal(statement.expression);
  } catch (error) {
    context.warn(`<${node.name ?? ''} ${name}={…}>: ${(error as Error).message}`, node);
    return undefined;
  }
}

function stringAttribute(node: JsxElement, name: string, context: Context): string | undefined {
  const value = attributeValue(node, name, context);
  return typeof value === 'string' ? value : undefined;
}

type EstreeNode = {type: string} & Record<string, unknown>;

const isEstreeNode = (value: unknown): value is EstreeNode =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as {type?: unknown}).type === 'string';

/** The value of a literal JavaScript expression: arrays, objects, strings, numbers, booleans, `null`. */
export function literal(node: unknown): unknown {
  if (!isEstreeNode(node)) {
    throw new Error('not a literal value');
  }
  switch (node.type) {
    case 'Literal':
      if (node.regex !== undefined || typeof node.value === 'bigint') {
        throw new Error('not a literal value');
      }
      return node.value;
    case 'ArrayExpression':
      return (node.elements as unknown[]).map((element) => literal(element));
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as unknown[]).map((property) => {
          if (
            !isEstreeNode(property) ||
            property.type !== 'Property' ||
            property.computed ||
            property.kind !== 'init'
          ) {
            throw new Error('only plain object properties are read');
          }
          const key = property.key;
          const name = isEstreeNode(key)
            ? key.type === 'Identifier'
              ? key.name
              : key.value
            : undefined;
          if (typeof name !== 'string' && typeof name !== 'number') {
            throw new Error('only plain object keys are read');
          }
          return [String(name), literal(property.value)];
        }),
      );
    case 'UnaryExpression': {
      const argument = literal(node.argument);
      if (typeof argument === 'number' && (node.operator === '-' || node.operator === '+')) {
        return node.operator === '-' ? -argument : argument;
      }
      throw new Error(`the operator ${String(node.operator)} is not read`);
    }
    case 'TemplateLiteral': {
      const [quasi] = node.quasis as {value: {cooked: string}}[];
      if ((node.expressions as unknown[]).length === 0 && quasi) {
        return quasi.value.cooked;
      }
      throw new Error('template literals with expressions are not read');
    }
    default:
      throw new Error(`${node.type} is not a literal value`);
  }
}

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'yaml') {
    return node.value;
  }
  return childrenOf(node)
    .map((child) => plainText(child))
    .join('');
}

/**
 * The absolute URL of a link or image: `https:` and other schemes stay;
 * `#anchor` points into the HTML page; `/path` gets the site URL and base URL;
 * a relative `.md`/`.mdx` file goes through the resolver, with its anchor;
 * other relative links resolve against the page URL.
 */
function absoluteUrl(url: string, kind: 'link' | 'image', node: Nodes, context: Context): string {
  const {siteUrl, baseUrl, pageUrl, resolveLink, sourcePath} = context.options;
  if (url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    return url;
  }
  if (url.startsWith('#')) {
    return `${pageUrl}${url}`;
  }
  if (url.startsWith('/')) {
    return onSite(siteUrl, withBaseUrl(url, baseUrl));
  }
  const split = /^([^?#]*)(.*)$/.exec(url);
  const target = split?.[1] ?? url;
  const suffix = split?.[2] ?? '';
  if (/\.mdx?$/i.test(target)) {
    const resolved = resolveLink(sourcePath, target);
    if (resolved === null) {
      context.warn(
        `no page was built from the linked file ${target}; kept the link as written`,
        node,
      );
      return url;
    }
    return `${resolved}${suffix}`;
  }
  if (kind === 'image') {
    context.warn(
      `the relative image ${url} is bundled under a hashed name; kept it as written`,
      node,
    );
    return url;
  }
  return new URL(url, pageUrl).href;
}

/** A bullet list of `[title](url): description` items, the form of llms.txt and of generated indexes. */
export function linkList(
  items: readonly {title: string; url?: string; description?: string; children?: List}[],
): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map(({title, url, description, children}): ListItem => {
      const label: PhrasingContent = url
        ? {type: 'link', url, children: [text(title)]}
        : text(title);
      const line = paragraph(description ? [label, text(`: ${description}`)] : [label]);
      return {type: 'listItem', spread: false, children: children ? [line, children] : [line]};
    }),
  };
}
