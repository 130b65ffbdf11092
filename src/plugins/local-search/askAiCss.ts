/**
 * A PostCSS plugin that takes the styles of DocSearch's Ask AI out of the
 * site's stylesheet in local mode, where the modal never offers Ask AI (it
 * needs Algolia's servers; `index.ts` refuses `askAi`).
 *
 * Docusaurus puts every stylesheet of the client bundle into one file, the
 * modal's lazily imported `@docsearch/css` included, so every page of every
 * first visit downloads the Ask AI screens' styles before it can render
 * (2.2 KB of the file's 25.2 KB gzip, measured on the build of 2026-11-29).
 * Hosted mode does not load this plugin and keeps them.
 */
import {createRequire} from 'node:module';

import type {AtRule, Plugin, Root, Rule} from 'postcss';

/**
 * The file of DocSearch's stylesheet that the stock SearchBar imports with the
 * modal (`@docsearch/react/style` → `@docsearch/css`), resolved from the Algolia
 * theme as the bundler resolves it: for the tests, which hold the plugin to it.
 */
export function docSearchStylesheetFile(): string {
  const fromHere = createRequire(__filename);
  return createRequire(fromHere.resolve('@docusaurus/theme-search-algolia')).resolve(
    '@docsearch/css/dist/style.css',
  );
}

/**
 * The classes that DocSearch 4.7.0's modal (`dist/esm/DocSearchModal.js`)
 * renders only with Ask AI on: its screens (`AskAiScreen-…`, the
 * conversation's start and history, the error of a thread too deep), the
 * answer's Markdown and code blocks (rendered from the assistant's reply), the
 * conversation menu in the search box (shown only while Ask AI is active), the
 * button that stops streaming, the Ask AI hit and the no-results screen that
 * offers it (`…AskAi…`, `…AskAI…`). `DocSearc[hk]`: one Ask AI rule of
 * 4.7.0's stylesheet is misspelled `.DocSearck-AskAiScreen-MessageContent-Stopped`.
 */
export const askAiClass =
  /\.DocSearc[hk]-(?:[A-Za-z-]*AskA[iI]|NewConversationScreen|Conversation-History|ThreadDepthError|Markdown-Content|CodeSnippet|Menu|StopStreaming|StreamingIndicator)/;

/** Where the rules may come from: DocSearch's own stylesheets, never the site's. */
const docSearchCss = /[\\/]@docsearch[\\/]css[\\/]/;

/** Whether a selector can only match inside Ask AI's markup (a class of it, outside any `:not()`). */
export function namesAskAi(selector: string): boolean {
  return askAiClass.test(selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, ''));
}

/** The animation names a rule's declarations use (`animation`, `animation-name`). */
function animationsOf(rule: Rule): string[] {
  const names: string[] = [];
  rule.walkDecls(/^(?:-webkit-)?animation(?:-name)?$/, (declaration) => {
    names.push(...declaration.value.split(/[\s,]+/));
  });
  return names;
}

/**
 * Drops, from `@docsearch/css` only, each selector that names an Ask AI
 * class, each rule left without selectors, the `@keyframes` that only dropped
 * rules used, and the at-rules (`@media`…) left empty.
 */
export function dropAskAiCss(): Plugin {
  return {
    postcssPlugin: 'squirrels-drop-ask-ai-css',
    Once(root: Root) {
      if (!docSearchCss.test(root.source?.input.file ?? '')) {
        return;
      }
      // Collected first, then changed: a tree that Docusaurus' cascade-layers
      // plugin has wrapped in `@layer` shares its node array with a copy of the
      // root, so removing a rule during a walk would skip the next one.
      const rules: Rule[] = [];
      root.walkRules((rule) => {
        const parent = rule.parent as AtRule | undefined;
        if (!(parent?.type === 'atrule' && parent.name.endsWith('keyframes'))) {
          rules.push(rule);
        }
      });
      const droppedAnimations = new Set<string>();
      const keptAnimations = new Set<string>();
      for (const rule of rules) {
        const kept = rule.selectors.filter((selector) => !namesAskAi(selector));
        const animations = animationsOf(rule);
        if (kept.length === 0) {
          animations.forEach((name) => droppedAnimations.add(name));
          rule.remove();
          continue;
        }
        animations.forEach((name) => keptAnimations.add(name));
        if (kept.length < rule.selectors.length) {
          rule.selectors = kept;
        }
      }
      const atRules: AtRule[] = [];
      root.walkAtRules((atRule) => {
        atRules.push(atRule);
      });
      // Innermost first, so that an at-rule emptied by its children's removal goes too.
      for (const atRule of atRules.reverse()) {
        const unused =
          atRule.name.endsWith('keyframes') &&
          droppedAnimations.has(atRule.params) &&
          !keptAnimations.has(atRule.params);
        if (unused || (atRule.nodes !== undefined && atRule.nodes.length === 0)) {
          atRule.remove();
        }
      }
    },
  };
}
