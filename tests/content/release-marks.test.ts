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
  releaseLines,
  releaseNotesDir,
  releasesWithNotes,
  versionNotesAdmonitionsOf,
  versionNotesHeadingsOf,
  type ParsedPage,
} from '../support/releaseMarks';
import {sidebarsOf} from '../support/sidebars';

/**
 * The marks of what changed between the patch releases of a line and the
 * release notes stay in step (CONTRIBUTING.md, "Mark what changed between
 * releases"), in the current docs and in every frozen line that kept its notes
 * as pages (config/versions.ts, `releaseNotes`): every mention of a release of
 * the line is a link to its notes, every notes item link resolves, and each
 * notes page links back to every page that marks it.
 *
 * A new line starts clean: right after `npm run cut-version`, the current docs
 * take the next line, whose releases nobody has marked yet, and the first test
 * asks for the notes page of its .0 release, which the maintainer writes.
 */

/** A Markdown link from one file of the site to another, by relative path. */
function relativeLink(from: string, to: string): string {
  const link = path.posix.relative(path.posix.dirname(from), to);
  return link.startsWith('.') ? link : `./${link}`;
}

/** `0.5.3` as numbers, to sort releases of several lines. */
const releaseNumbers = (release: string) => release.split('.').map(Number);
const newestFirst = (a: string, b: string) => {
  const [x, y] = [releaseNumbers(a), releaseNumbers(b)];
  const index = x.findIndex((part, i) => part !== y[i]);
  return index === -1 ? 0 : (y[index] ?? 0) - (x[index] ?? 0);
};

const lines = releaseLines();

test('the current docs follow the release-marks rule', () => {
  assert.equal(lines[0]?.version, 'current', 'config/versions.ts names releaseNotes for current');
});

for (const line of lines) {
  const version = line.version === 'current' ? `the current docs (${line.line})` : line.version;
  const pages = listFiles(line.dir, ['.md', '.mdx']);
  const notesDir = releaseNotesDir(line);
  const notesPages = pages.filter((file) => {
    const name = path.posix.basename(file, '.md');
    return path.posix.dirname(file) === notesDir && releasesWithNotes(line).includes(name);
  });
  const parsed = new Map<string, ParsedPage>(pages.map((file) => [file, parsePage(file)]));
  const page = (file: string): ParsedPage => {
    const found = parsed.get(file);
    assert.ok(found, `${file} is a page of ${version}`);
    return found;
  };

  describe(`release notes of ${version}`, () => {
    test(`every release from ${line.line}.0 to the newest has a notes page`, () => {
      const releases = releasesWithNotes(line);
      // The .0 release at least: a line is cut when its first release ships.
      const newest = Number(releases.at(-1)?.split('.').at(-1) ?? 0);
      const expected = Array.from({length: newest + 1}, (_, patch) => `${line.line}.${patch}`);
      assert.deepEqual(
        releases,
        expected,
        `a release between ${line.line}.0 and the newest has no notes in ${notesDir}`,
      );
    });

    test('the docs sidebar lists the notes newest first, after the upgrade guides', () => {
      const ids = [...walkSidebars(sidebarsOf(line.version))]
        .filter((entry) => entry.sidebar === 'docs' && entry.kind === 'doc')
        .map((entry) => entry.id ?? '')
        .filter((id) => id.startsWith('docs/releases/'));
      // The notes of every line the version keeps, its own and earlier ones.
      const notes = pages
        .filter((file) => path.posix.dirname(file) === notesDir)
        .map((file) => path.posix.basename(file, '.md'))
        .filter((name) => /^\d+\.\d+\.\d+$/.test(name))
        .sort(newestFirst)
        .map((release) => `docs/releases/${release}`);
      const guides = ids.filter((id) => id.startsWith('docs/releases/upgrade-from-'));
      assert.ok(guides.length > 0, 'the sidebar lists an upgrade guide');
      assert.deepEqual(ids, ['docs/releases/index', ...guides, ...notes]);
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
            parsed.has(link.target) &&
            !headingIdsOf(page(link.target)).has(link.anchor)
          ) {
            broken.push(`line ${link.line}: ${link.url} (no heading #${link.anchor})`);
          }
        }
        assert.deepEqual(broken, [], 'links of the release notes that do not resolve');
      });
    }
  });

  describe(`marks of what changed between ${line.line} releases in ${version}`, () => {
    for (const file of inScope(pages)) {
      test(`${file}: every mention of a ${line.line} release links to its notes`, () => {
        const self = path.posix.basename(file, '.md');
        const bare = bareMentionsOf(line, page(file))
          .filter(
            (mention) => !(file === notesFileOf(line, mention.release) && mention.release === self),
          )
          .map(
            (mention) =>
              `line ${mention.line}: ${mention.release}` +
              (mention.kind === 'other-link'
                ? ' inside the text of a link to another page'
                : ` is plain text: write [${mention.release}](${relativeLink(file, notesFileOf(line, mention.release))})`),
          );
        assert.deepEqual(bare, [], 'release mentions that are not marks');
      });

      test(`${file}: version notes are info admonitions, not sections`, () => {
        assert.deepEqual(
          versionNotesHeadingsOf(page(file)).map((number) => `line ${number}`),
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
        for (const [release, marked] of marksOf(line, page(file))) {
          const notes = notesFileOf(line, release);
          if (!parsed.has(notes)) {
            missing.push(`${file} line ${marked.join(', ')}: ${release} has no notes page`);
            continue;
          }
          const linked = linksOf(page(notes)).some((link) => link.target === file);
          if (!linked) {
            missing.push(
              `${notes} does not link to ${file}, which marks ${release} (line ${marked.join(', ')})`,
            );
          }
        }
      }
      assert.deepEqual(missing, [], 'marks without a back-link from their notes');
    });
  });
}
