import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import {PostCssPluginWrapInLayer} from '@docusaurus/plugin-css-cascade-layers/lib/postCssPlugin.js';
import postcss, {type AcceptedPlugin} from 'postcss';

import {askAiClass, docSearchStylesheetFile, dropAskAiCss, namesAskAi} from './askAiCss';

const docSearchCssFile = docSearchStylesheetFile();
const docSearchCss = readFileSync(docSearchCssFile, 'utf8');

function run(css: string, from: string, before: AcceptedPlugin[] = []): string {
  return postcss([...before, dropAskAiCss()]).process(css, {from}).css;
}

/** Every selector of a stylesheet, outside `@keyframes`, each with its at-rules around it. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const around: string[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
      const atRule = parent as postcss.AtRule;
      around.unshift(`@${atRule.name} ${atRule.params}`);
    }
    if (!around.some((at) => at.startsWith('@keyframes'))) {
      selectors.push(...rule.selectors.map((selector) => [...around, selector].join(' ')));
    }
  });
  return selectors;
}

const keyframes = (css: string) =>
  [...css.matchAll(/@keyframes\s+([\w-]+)/g)].map(([, name]) => name).sort();

describe('dropAskAiCss', () => {
  it("takes every Ask AI selector out of DocSearch's stylesheet and keeps every other one", () => {
    const out = run(docSearchCss, docSearchCssFile);
    const before = selectorsOf(docSearchCss);
    const after = selectorsOf(out);
    assert.ok(before.some(namesAskAi), 'the stylesheet has Ask AI rules to drop');
    assert.deepEqual(after.filter(namesAskAi), []);
    assert.deepEqual(
      after,
      before.filter((selector) => !namesAskAi(selector)),
    );
    // The declarations stay with the selectors they belonged to.
    assert.match(
      out,
      /\.DocSearch-LoadingIndicator,\s*\.DocSearch-MagnifierLabel\s*\{[^}]*display:\s*flex/,
    );
    assert.ok(
      out.length < docSearchCss.length * 0.7,
      `${out.length} of ${docSearchCss.length} characters`,
    );
  });

  it('drops the keyframes only the dropped rules used, and at-rules left empty', () => {
    const out = run(docSearchCss, docSearchCssFile);
    // slideDown animates only the Ask AI "thread too deep" error; fade-in also the search box's actions.
    assert.ok(keyframes(docSearchCss).includes('slideDown'));
    assert.deepEqual(
      keyframes(out),
      keyframes(docSearchCss).filter((name) => name !== 'slideDown'),
    );
    const css = '@media (max-width: 768px) { .DocSearch-AskAiScreen-Body { width: 100% } }';
    assert.equal(run(css, docSearchCssFile).trim(), '');
  });

  it('works on the stylesheet as Docusaurus hands it over, wrapped in a cascade layer', () => {
    const layered = [PostCssPluginWrapInLayer({layers: {'docusaurus.docsearch': () => true}})];
    const out = run(docSearchCss, docSearchCssFile, layered);
    assert.match(out, /^@layer docusaurus\.docsearch/);
    assert.deepEqual(
      selectorsOf(out).map((selector) => selector.replace(/^@layer \S+ /, '')),
      selectorsOf(run(docSearchCss, docSearchCssFile)),
    );
  });

  it('trims a selector list, keeps a class under :not(), and leaves other stylesheets alone', () => {
    const css =
      '.DocSearch-Hit a, .DocSearch-Hit--AskAI { display: block }\n' +
      '.DocSearch-Hit:not(.DocSearch-Hit--AskAI) { color: red }';
    assert.equal(
      run(css, docSearchCssFile),
      '.DocSearch-Hit a { display: block }\n.DocSearch-Hit:not(.DocSearch-Hit--AskAI) { color: red }',
    );
    assert.equal(run(css, '/site/src/css/custom.css'), css);
    assert.equal(run(css, '/site/node_modules/@docsearch/cssx/x.css'), css);
  });

  it('knows the Ask AI classes by name, and none of the search screens', () => {
    for (const name of [
      'AskAiScreen-Body',
      'AskAi-Return',
      'Hit--AskAI',
      'Hit-AskAIButton-title',
      'NoResults--withAskAi',
      'NewConversationScreen-Title',
      'Conversation-History',
      'ThreadDepthError-Link',
      'Markdown-Content',
      'CodeSnippet-CopyButton',
      'Menu-item',
      'StopStreaming',
    ]) {
      assert.ok(askAiClass.test(`.DocSearch-${name}`), name);
    }
    for (const name of [
      'Hit',
      'Hit-action-button',
      'Hits',
      'NoResults',
      'NoResults-Prefill-List',
      'Prefill',
      'StartScreen',
      'ErrorScreen',
      'LoadingIndicator',
      'Action',
      'Actions',
      'Footer',
      'Commands',
    ]) {
      assert.ok(!askAiClass.test(`.DocSearch-${name}`), name);
    }
  });
});
