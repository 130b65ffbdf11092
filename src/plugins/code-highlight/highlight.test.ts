import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';
import {highlightLines, loadLanguages, tokenCss} from './highlight';

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
});
