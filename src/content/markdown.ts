/**
 * The one way the site's code reads a Markdown or MDX page outside the MDX
 * loader: the Markdown twins (src/plugins/markdown-twins), the scaffolds
 * (scaffold.ts) and the tests (tests/support/content.ts). The front matter
 * goes through Docusaurus' own parser, the body through the remark parsers
 * Docusaurus builds on (CommonMark with GFM and directives, plus MDX for
 * `.mdx` files), so code blocks and sections come from the syntax tree the
 * way the page is built, never from regular expressions over the text.
 */
// The synchronous parser that DEFAULT_PARSE_FRONT_MATTER of @docusaurus/utils wraps in a
// promise (listed in config/upstream.ts): tests must know their pages when they are declared.
import {parseFileContentFrontMatter} from '@docusaurus/utils/lib/markdownUtils';
import type {Code, Heading, Nodes, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Position} from 'unist';
import {visit} from 'unist-util-visit';

/** Whether a file is read as MDX (`.mdx`) rather than CommonMark (anything else). */
export function isMdx(filePath: string): boolean {
  return /\.mdx$/i.test(filePath);
}

const processorFor = (mdx: boolean) => {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkDirective);
  return mdx ? processor.use(remarkMdx) : processor;
};
const markdownProcessor = processorFor(false);
const mdxProcessor = processorFor(true);

/** A page's source and its syntax tree, in which the front matter is the `yaml` node. */
export type MarkdownTree = {
  /** The file the source came from, as the caller names it; its extension picks the syntax. */
  filePath: string;
  source: string;
  tree: Root;
};

/** Parses a page's source as Markdown, or as MDX when `filePath` ends in `.mdx`. */
export function parseMarkdown(source: string, filePath: string): MarkdownTree {
  const processor = isMdx(filePath) ? mdxProcessor : markdownProcessor;
  return {filePath, source, tree: processor.parse(source)};
}

/**
 * A page's front matter, as Docusaurus reads it before it builds the page
 * (`DEFAULT_PARSE_FRONT_MATTER`, which the site's `markdown.parseFrontMatter`
 * hook also calls, is this parser in a promise); `{}` for a page without any.
 */
export function parseFrontMatter(source: string): Record<string, unknown> {
  return parseFileContentFrontMatter(source).frontMatter;
}

/**
 * The text after the front matter, as Docusaurus's parser gives it: without
 * the blank lines around it. For many generated files at once, where a
 * syntax tree is more than the caller needs (the llms-full.txt files).
 */
export function contentAfterFrontMatter(source: string): string {
  return parseFileContentFrontMatter(source).content;
}

/** A page read as the build reads it: front matter and syntax tree. */
export type MarkdownPage = MarkdownTree & {frontMatter: Record<string, unknown>};

export function parseMarkdownPage(source: string, filePath: string): MarkdownPage {
  return {...parseMarkdown(source, filePath), frontMatter: parseFrontMatter(source)};
}

/** Where the body starts in the source: after the front matter block, or 0 without one. */
function bodyStart({tree}: MarkdownTree): number {
  const [first] = tree.children;
  return first?.type === 'yaml' ? (first.position?.end.offset ?? 0) : 0;
}

/** The source after the front matter block (from the line break that closes it). */
export function bodyOf(page: MarkdownTree): string {
  return page.source.slice(bodyStart(page));
}

/** A code block of a page, fenced with backticks or tildes, at any depth. */
export type CodeBlock = {
  /** The word after the opening fence (`python`), or undefined. */
  lang: string | undefined;
  /** The rest of the opening fence's line (`title="squirrels.yml" {2}`), or undefined. */
  meta: string | undefined;
  /** The `title="..."` (or `title='...'`) of the meta string, as the theme's CodeBlock reads it. */
  title: string | undefined;
  /** The code, without the fences and without the indentation of the fence. */
  value: string;
  /** From the opening fence to the closing one; lines count from the top of the file. */
  position: Position;
};

/** The title a code block's meta string gives it: `parseCodeBlockTitle` of @docusaurus/theme-common. */
function titleOf(meta: string | undefined): string | undefined {
  return meta ? /title=(["'])(.*?)\1/.exec(meta)?.[2] : undefined;
}

/** Whether a `code` node is fenced, rather than indented by four spaces (which CommonMark also reads as code). */
function isFenced(node: Code, source: string): boolean {
  const start = node.position?.start.offset;
  return start !== undefined && (source[start] === '`' || source[start] === '~');
}

const noPosition: Position = {start: {line: 0, column: 0}, end: {line: 0, column: 0}};

/**
 * Every fenced code block of a page (or of some of its nodes), in document
 * order: at the top level, in lists, block quotes, admonitions and MDX
 * elements such as `<TabItem>`.
 */
export function codeBlocksOf(
  page: MarkdownTree,
  nodes: readonly Nodes[] = page.tree.children,
): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const node of nodes) {
    visit(node, 'code', (code: Code) => {
      if (isFenced(code, page.source)) {
        blocks.push({
          lang: code.lang ?? undefined,
          meta: code.meta ?? undefined,
          title: titleOf(code.meta ?? undefined),
          value: code.value,
          position: code.position ?? noPosition,
        });
      }
    });
  }
  return blocks;
}

/** A heading of the page's top level and what follows it, up to the next heading of its depth or higher. */
export type Section = {
  heading: Heading;
  depth: Heading['depth'];
  /** The heading's text (`Next steps`), without its markup. */
  title: string;
  /** The nodes under the heading, subsections included. */
  children: RootContent[];
};

/** The content of a page: its top-level nodes but the front matter and MDX imports and exports. */
function contentOf(page: MarkdownTree): RootContent[] {
  return page.tree.children.filter((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
}

/**
 * The sections of a page at one heading depth (2: the `##` sections), in
 * order. Headings nested in lists, admonitions or MDX elements do not open a
 * section, as they do not in the page's outline.
 */
export function sectionsOf(page: MarkdownTree, depth: Heading['depth'] = 2): Section[] {
  const sections: Section[] = [];
  let current: Section | undefined;
  for (const node of contentOf(page)) {
    if (node.type === 'heading' && node.depth <= depth) {
      current =
        node.depth === depth
          ? {heading: node, depth: node.depth, title: toString(node).trim(), children: []}
          : undefined;
      if (current) {
        sections.push(current);
      }
    } else {
      current?.children.push(node);
    }
  }
  return sections;
}

/** The content of a page before its first heading of `depth` or higher: its opening. */
export function openingOf(page: MarkdownTree, depth: Heading['depth'] = 2): RootContent[] {
  const content = contentOf(page);
  const first = content.findIndex((node) => node.type === 'heading' && node.depth <= depth);
  return first === -1 ? content : content.slice(0, first);
}

/**
 * The Markdown source of some of a page's nodes (all its content by default),
 * from the first one's start to the last one's end, with each code block and
 * each MDX import or export in them replaced by a space: what the writer
 * wrote as prose, with its markup.
 */
export function proseOf(page: MarkdownTree, nodes: readonly Nodes[] = contentOf(page)): string {
  const start = nodes.at(0)?.position?.start.offset;
  const end = nodes.at(-1)?.position?.end.offset;
  if (start === undefined || end === undefined) {
    return '';
  }
  const left: {from: number; to: number}[] = [];
  for (const node of nodes) {
    visit(node, (child) => {
      const from = child.position?.start.offset;
      const to = child.position?.end.offset;
      if (
        (child.type === 'code' || child.type === 'mdxjsEsm') &&
        from !== undefined &&
        to !== undefined
      ) {
        left.push({from, to});
      }
    });
  }
  let prose = '';
  let at = start;
  for (const {from, to} of left) {
    prose += `${page.source.slice(at, from)} `;
    at = to;
  }
  return prose + page.source.slice(at, end);
}
