import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {codeBlocksOf, proseOf, sectionsOf} from '../../src/content/markdown';
import {docIdOf, listFiles, proseWords, readMarkdown} from '../support/content';
import {sidebarDocIds} from '../support/sourcePages';

/**
 * The quality bar of the current (0.5.x) learning pages under docs/docs/:
 * depth of prose, a complete example, links to the references, a closing
 * "Next steps" section, and diagrams where the issue asks for them.
 */
const pages = listFiles('docs/docs', ['.md', '.mdx']);

/** Minimum words of prose (outside code blocks) per page. */
function minimumWords(file: string): number {
  if (file.endsWith('/start/tutorial.md') || file.endsWith('/start/tutorial.mdx')) {
    return 1500;
  }
  if (/\/(concepts|guides)\//.test(file)) {
    return 400;
  }
  return 250;
}

/** Pages that must carry a Mermaid diagram, and what it shows. */
const diagrams: Record<string, string> = {
  'docs/docs/concepts/models.md': 'the model layers and their dependencies',
  'docs/docs/concepts/context.md': 'the path of a request through parameters, context and models',
  'docs/docs/concepts/user.md': 'the auth and scope rules',
};

describe('current docs depth', () => {
  test('the pages under docs/docs are the pages of the docs sidebar', () => {
    assert.deepEqual(
      pages.map((file) => docIdOf(file.slice('docs/'.length))).sort(),
      sidebarDocIds('current', 'docs').sort(),
    );
  });

  for (const file of pages) {
    const content = readMarkdown(file);
    const isCategory = /\/index\.mdx?$/.test(file);

    test(`${file} has enough prose`, () => {
      const words = proseWords(content).length;
      const minimum = isCategory ? 150 : minimumWords(file);
      assert.ok(words >= minimum, `${words} words of prose, needs ${minimum}`);
    });

    test(`${file} ends with where to go next`, () => {
      const last = sectionsOf(content, 2).at(-1);
      assert.ok(last, 'no h2 sections');
      assert.match(last.title, /^(Next steps|Where to go next)$/, 'last section');
      assert.match(
        proseOf(content, last.children),
        /\]\([^)]+\.mdx?(#[\w-]+)?\)/,
        'the last section links to pages',
      );
    });

    if (!isCategory) {
      test(`${file} has a complete example`, () => {
        const examples = codeBlocksOf(content).filter(
          (block) => block.lang !== 'text' && block.value.split('\n').length >= 3,
        );
        assert.ok(examples.length > 0, 'no code example of three lines or more');
      });

      test(`${file} links to the references`, () => {
        assert.match(
          proseOf(content),
          /\]\((\.\.\/)+references\/(cli|python|rest)\/[^)]+\.md(#[\w-]+)?\)/,
          'link the reference pages of the commands, classes or endpoints the page uses',
        );
      });
    }

    test(`${file}: titled code blocks name a file`, () => {
      const titles = codeBlocksOf(content)
        .map((block) => block.title)
        .filter((title): title is string => title !== undefined);
      const notPaths = titles.filter(
        (title) => !/^[\w.~$-][\w./{}<>~$-]*\.\w+$|^\.env$/.test(title),
      );
      assert.deepEqual(notPaths, [], 'code block titles are file paths');
    });
  }

  for (const [file, what] of Object.entries(diagrams)) {
    test(`${file} has a diagram of ${what}`, () => {
      const mermaid = codeBlocksOf(readMarkdown(file)).filter((block) => block.lang === 'mermaid');
      assert.ok(mermaid.length > 0, 'no mermaid diagram');
    });
  }
});
