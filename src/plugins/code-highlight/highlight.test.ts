import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import postcss from 'postcss';
import {visit} from 'unist-util-visit';

import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';
import {classesOf, parseHtml} from '../../../tests/support/build';
import {codeBlocksIn, docsTrees, listFiles} from '../../../tests/support/content';
import {docsPageFiles} from '../../../tests/support/sourcePages';
import {highlightLines, loadLanguages, modeSelectors, tokenCss, type CodeTheme} from './highlight';

const languages = ['python', 'bash', 'yaml', 'sql', 'json', 'toml', 'ini'];
loadLanguages(languages);

describe('highlightLines', () => {
  it('wraps tokens in Prism classes, escapes text and keeps plain text bare', () => {
    assert.deepEqual(highlightLines('if a < b:\n    return "x"\n', 'python'), [
      '<span class="token keyword">if</span> a <span class="token operator">&lt;</span> b<span class="token punctuation">:</span>',
      '    <span class="token keyword">return</span> <span class="token string">"x"</span>',
    ]);
  });

  it('nests a token inside the token that holds it, as Prism does', () => {
    assert.deepEqual(highlightLines('echo "$name"', 'bash'), [
      '<span class="token builtin class-name">echo</span> <span class="token string">"<span class="token variable">$name</span>"</span>',
    ]);
  });

  it('closes a token that spans lines at each line end and reopens it', () => {
    assert.deepEqual(highlightLines('x = """a\nb"""', 'python'), [
      'x <span class="token operator">=</span> <span class="token triple-quoted-string string">"""a</span>',
      '<span class="token triple-quoted-string string">b"""</span>',
    ]);
  });

  it('gives an empty line as an empty string', () => {
    assert.deepEqual(highlightLines('a = 1\n\nb = 2', 'python').at(1), '');
  });

  it('merges neighbouring tokens of the same types into one span', () => {
    const [line] = highlightLines('x = ()', 'python');
    assert.equal(
      line,
      'x <span class="token operator">=</span> <span class="token punctuation">()</span>',
    );
  });

  it('leaves a language without a grammar as escaped plain text', () => {
    assert.deepEqual(highlightLines('KEY=<value>\n', 'dotenv'), ['KEY=&lt;value&gt;']);
  });

  it('knows the grammars the config adds (bash is not bundled with prism-react-renderer)', () => {
    assert.match(
      highlightLines('sqrl run --port 8000', 'bash')[0] ?? '',
      /class="token parameter variable">--port/,
    );
  });
});

type Rule = {selectors: string[]; color: string; order: number};

function rulesOf(css: string, mode: keyof typeof modeSelectors): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    const color = rule.nodes.find((node) => node.type === 'decl' && node.prop === 'color');
    if (color?.type === 'decl') {
      const selectors = rule.selectors.filter((selector) =>
        selector.startsWith(modeSelectors[mode]),
      );
      rules.push({selectors, color: color.value, order: rules.length});
    }
  });
  return rules;
}

/** The colour the CSS gives one element's classes: the most specific matching rule, then the last. */
function ruleColour(rules: Rule[], classes: string[], language: string): string | undefined {
  let best: {specificity: number; order: number; color: string} | undefined;
  for (const rule of rules) {
    for (const selector of rule.selectors) {
      const needed = [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1] ?? '');
      const scope = needed.find((name) => name.startsWith('language-'));
      const own = needed.filter((name) => !name.startsWith('language-'));
      if (
        !own.every((name) => classes.includes(name)) ||
        (scope && scope !== `language-${language}`)
      ) {
        continue;
      }
      if (
        !best ||
        needed.length > best.specificity ||
        (needed.length === best.specificity && rule.order > best.order)
      ) {
        best = {specificity: needed.length, order: rule.order, color: rule.color};
      }
    }
  }
  return best?.color;
}

/** Each piece of text of a highlighted line with the classes of its spans, outermost first. */
function textRuns(html: string): {text: string; stack: string[][]}[] {
  const runs: {text: string; stack: string[][]}[] = [];
  const tree = parseHtml(html, {fragment: true});
  // Visited parents first: each element's stack is its parent's and its own classes.
  const stacks = new Map<unknown, string[][]>([[tree, []]]);
  visit(tree, (node, _index, parent) => {
    const above = (parent && stacks.get(parent)) || [];
    if (node.type === 'text') {
      runs.push({text: node.value, stack: above});
    } else if (node.type === 'element') {
      const classes = classesOf(node);
      stacks.set(node, classes.length ? [...above, classes] : above);
    }
  });
  return runs;
}

/** The colour prism-react-renderer's `<Highlight>` gave a token (its themeToDict and getTokenProps). */
function inlineColour(theme: CodeTheme, types: string[], language: string): string | undefined {
  const dictionary: Record<string, Record<string, string>> = {};
  for (const entry of theme.styles ?? []) {
    if (!entry || (entry.languages && !entry.languages.includes(language))) {
      continue;
    }
    for (const type of entry.types ?? []) {
      if (type) {
        dictionary[type] = {...dictionary[type], ...(entry.style as Record<string, string>)};
      }
    }
  }
  const merged = Object.assign({}, ...types.map((type) => dictionary[type])) as {color?: string};
  return merged.color;
}

describe('tokenCss', () => {
  const css = tokenCss({light: lightCodeTheme, dark: darkCodeTheme});

  it('sets the block colours of both modes as the variables the theme reads', () => {
    assert.match(
      css,
      /:root:not\(\[data-theme='dark'\]\) \{ --prism-color: #[0-9a-f]{6}; --prism-background-color: #ffffff; \}/,
    );
    assert.match(
      css,
      /\[data-theme='dark'\] \{ --prism-color: #[0-9a-f]{6}; --prism-background-color: #1E1E1E; \}/,
    );
  });

  it('scopes language-specific theme entries to that language', () => {
    assert.match(css, /\[data-theme='dark'\] \.language-markup \.token\.tag \{ color: /);
  });

  it("colours every token of every docs code block as prism-react-renderer's inline styles did", () => {
    const files = docsTrees.flatMap(({dir}) => listFiles(dir, ['.md', '.mdx']));
    assert.deepEqual(
      files,
      docsTrees.flatMap(({version}) => docsPageFiles(version)),
    );
    const blocks = codeBlocksIn(files).flatMap(({lang, value}) =>
      lang && languages.includes(lang) ? [{language: lang, code: value}] : [],
    );
    const differences: string[] = [];
    for (const [mode, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      const rules = rulesOf(css, mode);
      const seen = new Set<string>();
      for (const block of blocks) {
        for (const line of highlightLines(block.code, block.language)) {
          for (const {stack} of textRuns(line)) {
            // prism-react-renderer's token types: every enclosing token's, outermost first.
            const types = stack.flat().filter((name) => name !== 'token');
            const key = `${block.language} ${stack.map((classes) => classes.join('.')).join(' > ')}`;
            if (seen.has(key) || types.length === 0) {
              continue;
            }
            seen.add(key);
            const expected = inlineColour(theme, types, block.language)?.toLowerCase();
            // The cascade: the innermost span with a colour of its own wins.
            const actual = stack
              .map((classes) => ruleColour(rules, classes, block.language))
              .filter((colour) => colour !== undefined)
              .at(-1)
              ?.toLowerCase();
            if (expected !== actual) {
              differences.push(`${mode} ${key}: ${actual} instead of ${expected}`);
            }
          }
        }
      }
    }
    assert.deepEqual(differences, []);
  });
});
