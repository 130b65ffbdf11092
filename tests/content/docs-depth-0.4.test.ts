import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  codeBlocksOf,
  openingOf,
  parseMarkdown,
  proseOf,
  sectionsOf,
  type CodeBlock,
  type MarkdownTree,
} from '../../src/content/markdown';
import {docIdOf, listFiles, proseWords, readContent, readMarkdown} from '../support/content';
import {allRoutes} from '../support/routes';
import {sidebarDocIds} from '../support/sourcePages';

/**
 * The quality bar of the 0.4.x docs (versioned_docs/version-0.4.x/docs and
 * releases): depth of prose, a worked example on every topic and frontend
 * page, no 0.5-only feature described as if 0.4 had it, and release notes
 * that say what changed, how to upgrade and what the patch releases fixed.
 */
const root = 'versioned_docs/version-0.4.x';
const docsPages = listFiles(`${root}/docs`, ['.md', '.mdx']);
const releasePages = listFiles(`${root}/releases`, ['.md', '.mdx']);
const topicPages = docsPages.filter((file) => /\/docs\/(topics|frontend)\//.test(file));
const tutorial = `${root}/docs/tutorial.md`;

/** Minimum words of prose (outside code blocks). */
const minimumWords = {topic: 300, tutorial: 1000, release: 300};

/**
 * A worked example is code the reader writes or runs, long enough to do
 * something: at least three non-blank lines, and either titled with the file
 * it shows or in one of the languages a Squirrels project is written in. A
 * JSON response or a text tree shows a result, not how to get it.
 */
const exampleLanguages = new Set(['python', 'sql', 'yaml', 'bash']);

function isWorkedExample(block: CodeBlock): boolean {
  const lines = block.value.split('\n').filter((line) => line.trim() !== '').length;
  const titled = Boolean(block.title);
  return lines >= 3 && (titled || exampleLanguages.has(block.lang ?? ''));
}

/** Things that arrived in Squirrels 0.5: a 0.4.x page must not present them as 0.4 features. */
const fiveOnly: {term: string; pattern: RegExp}[] = [
  {term: 'sqrl new', pattern: /\bsqrl\s+new\b/},
  {term: 'sqrl build', pattern: /\bsqrl\s+build\b/},
  {term: 'build model', pattern: /\bbuild[ -]models?\b/i},
  {term: 'MCP', pattern: /\bmcp\b/i},
  {term: 'virtual data lake', pattern: /\bvirtual data lake\b/i},
  {term: 'VDL', pattern: /\bVDL\b/},
  {term: 'update_hints', pattern: /\bupdate_hints\b/},
];

/** An admonition of these kinds may name a 0.5-only thing if it points the reader to 0.5. */
const pointerAdmonition = /^(:{3,})(tip|info|note)\b[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
const pointsToFive = /\b0\.5\b|\]\(\/docs\/(docs|references)\//;

/** The 0.5-only terms a page's text mentions outside admonitions that point to 0.5. */
function fiveOnlyMentions(text: string): string[] {
  const kept = text.replace(pointerAdmonition, (block) => (pointsToFive.test(block) ? ' ' : block));
  return fiveOnly.filter(({pattern}) => pattern.test(kept)).map(({term}) => term);
}

/** What every release page must say, each in an h2 section of its own. */
const releaseSections: {what: string; heading: RegExp}[] = [
  {what: 'what changed', heading: /^New features\b/},
  {what: 'what a project must change to upgrade', heading: /^Upgrade\b/},
  {what: 'what the patch releases fixed', heading: /^Fixes\b.*\b\d+\.\d+\.[1-9]\d*\b/},
];

/** Patch versions (x.y.z with z > 0) named in the opening paragraph of a release page. */
function patchVersionsOf(page: MarkdownTree): string[] {
  const opening = proseOf(page, openingOf(page, 2));
  return [...new Set(opening.match(/\b\d+\.\d+\.[1-9]\d*\b/g) ?? [])];
}

describe('the checks of this file can fail', () => {
  test('a short block or a JSON response is not a worked example', () => {
    const block = (opening: string, code: string): CodeBlock => {
      const [found] = codeBlocksOf(parseMarkdown(`\`\`\`${opening}\n${code}\n\`\`\`\n`, 'x.md'));
      assert.ok(found, 'a code block');
      return found;
    };
    assert.equal(isWorkedExample(block('python', 'a = 1\nb = 2')), false);
    assert.equal(isWorkedExample(block('json', '{\n  "a": 1,\n  "b": 2\n}')), false);
    assert.equal(isWorkedExample(block('text', 'one\ntwo\nthree')), false);
    assert.equal(isWorkedExample(block('sql', 'SELECT a\nFROM t\nWHERE b')), true);
    assert.equal(isWorkedExample(block('text title="Dockerfile"', 'FROM x\nRUN y\nCMD z')), true);
  });

  test('0.5-only terms are found outside admonitions that point to 0.5', () => {
    assert.deepEqual(fiveOnlyMentions('Run `sqrl build` first.'), ['sqrl build']);
    assert.deepEqual(fiveOnlyMentions('```bash\nsqrl new bikeshare\n```'), ['sqrl new']);
    assert.deepEqual(fiveOnlyMentions('Write build models in SQL.'), ['build model']);
    assert.deepEqual(fiveOnlyMentions(':::note\nThe MCP server.\n:::'), ['MCP']);
    assert.deepEqual(fiveOnlyMentions(':::warning\nIn 0.5, see VDL.\n:::'), ['VDL']);
    assert.deepEqual(
      fiveOnlyMentions(':::tip\nIn 0.5, `update_hints` does this.\n:::\nAnd `update_hints` here.'),
      ['update_hints'],
    );
    assert.deepEqual(
      fiveOnlyMentions(':::tip\nSquirrels 0.5 adds a virtual data lake and `sqrl build`.\n:::'),
      [],
    );
    assert.deepEqual(
      fiveOnlyMentions(':::info\nSee [build models](/docs/docs/concepts/models-build).\n:::'),
      [],
    );
  });

  test('patch versions come from the opening paragraph', () => {
    const page = parseMarkdown('0.4.0 and 0.4.1 came out.\n\n## Fixes in 0.4.2\n', 'x.md');
    assert.deepEqual(patchVersionsOf(page), ['0.4.1']);
  });
});

describe('0.4.x docs depth', () => {
  test('the pages of the version are those of its docs sidebar and the release routes of the spec', () => {
    const idsOf = (files: string[]) =>
      files.map((file) => docIdOf(file.slice(root.length + 1))).sort();
    assert.deepEqual(idsOf(docsPages), sidebarDocIds('0.4.x', 'docs').sort());
    assert.ok(docsPages.includes(tutorial), `${tutorial} is missing`);
    // The releases sidebar lists its folder (autogenerated): the pages are the spec's routes.
    assert.deepEqual(
      idsOf(releasePages).map((id) => `/docs/0.4.x/${id}`),
      allRoutes.filter((route) => route.startsWith('/docs/0.4.x/releases/')).sort(),
    );
  });

  for (const file of topicPages) {
    const content = readMarkdown(file);

    test(`${file} has enough prose`, () => {
      const words = proseWords(content).length;
      assert.ok(
        words >= minimumWords.topic,
        `${words} words of prose, needs ${minimumWords.topic}`,
      );
    });

    test(`${file} has a worked example`, () => {
      const examples = codeBlocksOf(content).filter(isWorkedExample);
      assert.ok(
        examples.length > 0,
        'no titled code block or python/sql/yaml/bash block of three lines or more',
      );
    });
  }

  test(`${tutorial} has enough prose`, () => {
    const words = proseWords(readMarkdown(tutorial)).length;
    assert.ok(
      words >= minimumWords.tutorial,
      `${words} words of prose, needs ${minimumWords.tutorial}`,
    );
  });

  for (const file of [...docsPages, ...releasePages]) {
    test(`${file} presents no 0.5-only feature as part of 0.4`, async () => {
      const {frontMatter, body} = readContent(file);
      const mentions = fiveOnlyMentions(`${JSON.stringify(frontMatter)}\n${body}`);
      assert.deepEqual(
        mentions,
        [],
        'name these only in a :::tip, :::info or :::note that points to 0.5',
      );
    });
  }
});

describe('0.4.x release notes', () => {
  for (const file of releasePages) {
    const page = readMarkdown(file);
    const pageSections = sectionsOf(page, 2);

    test(`${file} has enough prose`, () => {
      const words = proseWords(page).length;
      assert.ok(
        words >= minimumWords.release,
        `${words} words of prose, needs ${minimumWords.release}`,
      );
    });

    for (const {what, heading} of releaseSections) {
      test(`${file} says ${what}`, () => {
        const section = pageSections.find(({title}) => heading.test(title));
        assert.ok(section, `no h2 heading matching ${heading}`);
        const words = proseWords(page, section.children).length;
        assert.ok(words >= 15, `the section "${section.title}" has only ${words} words`);
      });
    }

    test(`${file} has a fixes section for each patch release it names`, () => {
      const patches = patchVersionsOf(page);
      assert.ok(patches.length > 0, 'the opening paragraph names no patch release');
      const fixTitles = pageSections
        .map(({title}) => title)
        .filter((title) => /^Fixes\b/.test(title));
      const missing = patches.filter(
        (version) => !fixTitles.some((title) => title.includes(version)),
      );
      assert.deepEqual(missing, [], 'patch releases without an h2 "Fixes ..." section');
    });
  }
});
