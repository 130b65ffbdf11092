import {createRequire} from 'node:module';

import {Prism} from 'prism-react-renderer';

import {escapeHtml} from './escape';

/**
 * Syntax highlighting for the build: Prism tokenises a code block once, in
 * Node, and the browser receives the result as HTML, so no tokeniser ships.
 * The tokens are the ones prism-react-renderer's `<Highlight>` makes (the
 * same Prism); only their colours move from inline styles to the CSS that
 * `tokenCss` writes.
 */

const require = createRequire(import.meta.url);

/** Grammars Prism needs on top of the ones prism-react-renderer bundles. */
export function loadLanguages(languages: readonly string[]): void {
  // Prism's language files register themselves on a global Prism.
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of languages) {
      if (!Prism.languages[language]) {
        require(`prismjs/components/prism-${language}`);
      }
    }
  } finally {
    scope.Prism = previous;
  }
}

type PrismToken = InstanceType<typeof Prism.Token>;
type PrismContent = string | PrismToken | (string | PrismToken)[];

/** A run of text with the class lists of the tokens around it, outermost first. */
type Segment = {text: string; stack: string[]};

function segmentsOf(content: PrismContent, stack: string[], out: Segment[]): void {
  if (typeof content === 'string') {
    out.push({text: content, stack});
  } else if (Array.isArray(content)) {
    for (const part of content) {
      segmentsOf(part, stack, out);
    }
  } else {
    const aliases = content.alias === undefined ? [] : [content.alias].flat();
    segmentsOf(content.content, [...stack, ['token', content.type, ...aliases].join(' ')], out);
  }
}

/**
 * The code's lines as HTML, with Prism's tokens as nested spans
 * (`<span class="token string">"<span class="token variable">$X</span>"</span>`)
 * as Prism's own HTML has them, so a nested token's colour wins over its
 * parent's through the cascade, as it does in prism-react-renderer. Plain
 * text stays bare; a token that spans lines is closed at each line's end and
 * reopened. Tokenised as the theme's CodeBlock does it: a final newline
 * dropped, an unknown language left as plain text.
 */
export function highlightLines(code: string, language: string): string[] {
  const source = code.replace(/\r?\n$/, '');
  const grammar = Prism.languages[language.toLowerCase()];
  const segments: Segment[] = [];
  segmentsOf(grammar ? Prism.tokenize(source, grammar) : source, [], segments);
  const lines: string[] = [];
  let html = '';
  let open: string[] = [];
  const closeTo = (depth: number) => {
    html += '</span>'.repeat(open.length - depth);
    open = open.slice(0, depth);
  };
  for (const {text, stack} of segments) {
    for (const [index, part] of text.split(/\r?\n/).entries()) {
      if (index > 0) {
        closeTo(0);
        lines.push(html);
        html = '';
      }
      if (!part) {
        continue;
      }
      let shared = 0;
      while (shared < open.length && open[shared] === stack[shared]) {
        shared++;
      }
      closeTo(shared);
      for (const classes of stack.slice(shared)) {
        html += `<span class="${classes}">`;
      }
      open = [...stack];
      html += escapeHtml(part);
    }
  }
  closeTo(0);
  lines.push(html);
  return lines;
}

type ColourMode = 'light' | 'dark';

/**
 * Where each mode's colours apply. Light is also the colour of a page whose
 * mode was never set: without JavaScript, the theme's script that sets
 * `data-theme` does not run.
 */
export const modeSelectors: Record<ColourMode, string> = {
  light: ":root:not([data-theme='dark'])",
  dark: "[data-theme='dark']",
};

/** A token type or language as a CSS class name (Prism's are words and hyphens). */
function className(type: string): string {
  if (!/^[A-Za-z][\w-]*$/.test(type)) {
    throw new Error(`Unexpected Prism token type in a code theme: ${JSON.stringify(type)}`);
  }
  return type;
}

/** A code theme as the site config holds it (every field optional). */
export type CodeTheme = {
  plain?: {color?: string; backgroundColor?: string};
  styles?: readonly (
    | {
        types?: readonly (string | undefined)[];
        languages?: readonly (string | undefined)[];
        style?: object;
      }
    | undefined
  )[];
};

function declarations(style: object): string {
  return Object.entries(style)
    .filter(([property, value]) => property !== 'backgroundColor' && typeof value === 'string')
    .map(
      ([property, value]) =>
        `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`,
    )
    .join(' ');
}

/**
 * The colours of both code themes as CSS: the block's text and background as
 * the `--prism-*` variables the theme's code-block styles read, and one rule
 * per theme entry for the token classes `highlightLines` writes, in the
 * theme's order so that later entries win as they do in prism-react-renderer.
 */
export function tokenCss(themes: Record<ColourMode, CodeTheme>): string {
  const rules: string[] = [];
  for (const [mode, theme] of Object.entries(themes) as [ColourMode, CodeTheme][]) {
    const root = modeSelectors[mode];
    rules.push(
      `${root} { --prism-color: ${theme.plain?.color ?? 'inherit'}; --prism-background-color: ${theme.plain?.backgroundColor ?? 'transparent'}; }`,
    );
    for (const entry of theme.styles ?? []) {
      const body = declarations(entry?.style ?? {});
      if (!entry || !body) {
        continue;
      }
      const languages = (entry.languages ?? []).filter((language) => language !== undefined);
      const scopes = languages.length
        ? languages.map((language) => ` .language-${className(language)}`)
        : [''];
      const types = (entry.types ?? []).filter((type) => type !== undefined);
      const selectors = scopes.flatMap((scope) =>
        types.map((type) => `${root}${scope} .token.${className(type)}`),
      );
      rules.push(`${selectors.join(',\n')} { ${body} }`);
    }
  }
  return `${rules.join('\n')}\n`;
}
