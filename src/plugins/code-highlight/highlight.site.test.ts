import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import postcss from 'postcss';
import {visit} from 'unist-util-visit';

import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';
import {classesOf, parseHtml} from '../../../tests/support/build';
import {codeBlocksIn, docsTrees, listFiles} from '../../../tests/support/content';
import {docsPageFiles} from '../../../tests/support/sourcePages';
import {highlightLines, loadLanguages, modeSelectors, tokenCss, type CodeTheme} from './highlight';

/**
 * The code-colour CSS against every code block of the docs (`npm run
 * test:site`: it highlights them all, about 15 CPU-seconds). highlight.test.ts
 * tests the highlighting and the CSS on small samples.
 */

const languages = ['python', 'bash', 'yaml', 'sql', 'json', 'toml', 'ini'];
loadLanguages(languages);

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
