import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {walkSidebars} from '../../src/site/sidebars';
import {inScope, listFiles, siteDir} from '../support/content';
import {
  bareMentionsOf,
  headingIdsOf,
  linksOf,
  marksOf,
  notesFileOf,
  parsePage,
  releaseNotesDir,
  releasesWithNotes,
  versionNotesAdmonitionsOf,
  versionNotesHeadingsOf,
  type ParsedPage,
} from '../support/releaseMarks';
import {sidebarsOf} from '../support/sidebars';

/**
 * The marks of what changed between 0.5 releases and the release notes stay
 * in step (CONTRIBUTING.md, "Mark what changed between releases"): every
 * mention of a release is a link to its notes, every notes item link
 * resolves, and each notes page links back to every page that marks it.
 */
const pages = listFiles('docs', ['.md', '.mdx']);
const notesPages = pages.filter((file) => /^docs\/docs\/releases\/0\.5\.\d+\.md$/.test(file));
const parsed = new Map<string, ParsedPage>(pages.map((file) => [file, parsePage(file)]));

/** A Markdown link from one file of the site to another, by relative path. */
function relativeLink(from: string, to: string): string {
  const link = path.posix.relative(path.posix.dirname(from), to);
  return link.startsWith('.') ? link : `./${link}`;
}

function page(file: string): ParsedPage {
  const found = parsed.get(file);
  assert.ok(found, `${file} is a page of the current docs`);
  return found;
}

describe('release notes of the current line', () => {
  test('every release from 0.5.0 to the newest has a notes page', () => {
    const releases = releasesWithNotes();
    // 0.5.0 at least, with no notes page at all.
    const newest = Number(releases.at(-1)?.split('.')[2] ?? 0);
    const expected = Array.from({length: newest + 1}, (_, patch) => `0.5.${patch}`);
    assert.deepEqual(
      releases,
      expected,
      `a release between 0.5.0 and the newest has no notes in ${releaseNotesDir}`,
    );
  });

  test('the docs sidebar lists the notes newest first, after the upgrade guide', () => {
    const ids = [...walkSidebars(sidebarsOf('current'))]
      .filter((entry) => entry.sidebar === 'docs' && entry.kind === 'doc')
      .map((entry) => entry.id ?? '')
      .filter((id) => id.startsWith('docs/releases/'));
    const newestFirst = releasesWithNotes()
      .reverse()
      .map((release) => `docs/releases/${release}`);
    assert.deepEqual(ids, [
      'docs/releases/index',
      'docs/releases/upgrade-from-0.4',
      ...newestFirst,
    ]);
  });

  for (const file of inScope(notesPages)) {
    test(`${file}: every link resolves to a page and a heading of it`, () => {
      const broken: string[] = [];
      for (const link of linksOf(page(file))) {
        if (!link.target) {
          continue;
        }
        if (!existsSync(path.join(siteDir, link.target))) {
          broken.push(`line ${link.line}: ${link.url} (no such file)`);
        } else if (
          link.anchor &&
          link.target.startsWith('docs/') &&
          !headingIdsOf(page(link.target)).has(link.anchor)
        ) {
          broken.push(`line ${link.line}: ${link.url} (no heading #${link.anchor})`);
        }
      }
      assert.deepEqual(broken, [], 'links of the release notes that do not resolve');
    });
  }
});

describe('marks of what changed between 0.5 releases', () => {
  for (const file of inScope(pages)) {
    test(`${file}: every mention of a 0.5 release links to its notes`, () => {
      const self = path.posix.basename(file, '.md');
      const bare = bareMentionsOf(page(file))
        .filter((mention) => !(file === notesFileOf(mention.release) && mention.release === self))
        .map(
          (mention) =>
            `line ${mention.line}: ${mention.release}` +
            (mention.kind === 'other-link'
              ? ' inside the text of a link to another page'
              : ` is plain text: write [${mention.release}](${relativeLink(file, notesFileOf(mention.release))})`),
        );
      assert.deepEqual(bare, [], 'release mentions that are not marks');
    });

    test(`${file}: version notes are info admonitions, not sections`, () => {
      assert.deepEqual(
        versionNotesHeadingsOf(page(file)).map((line) => `line ${line}`),
        [],
        'write :::info[Version notes] beside the behaviour instead of a "Version notes" heading',
      );
      assert.deepEqual(
        versionNotesAdmonitionsOf(page(file))
          .filter((admonition) => admonition.type !== 'info')
          .map((admonition) => `line ${admonition.line}: ${admonition.type}`),
        [],
        'Version notes admonitions are :::info',
      );
    });
  }

  test('each notes page links back to every page that marks its release', () => {
    const missing: string[] = [];
    for (const file of pages) {
      if (notesPages.includes(file)) {
        continue;
      }
      for (const [release, lines] of marksOf(page(file))) {
        const notes = notesFileOf(release);
        if (!parsed.has(notes)) {
          missing.push(`${file} line ${lines.join(', ')}: ${release} has no notes page`);
          continue;
        }
        const linked = linksOf(page(notes)).some((link) => link.target === file);
        if (!linked) {
          missing.push(
            `${notes} does not link to ${file}, which marks ${release} (line ${lines.join(', ')})`,
          );
        }
      }
    }
    assert.deepEqual(missing, [], 'marks without a back-link from their notes');
  });
});
