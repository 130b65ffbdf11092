/**
 * The rehearsal of the next version cut (CONTRIBUTING.md, "Cut a version"),
 * in a temporary copy of the repository, as a maintainer does it: run
 * `npm run cut-version` for the next release line, write the one page it
 * leaves to a person (the new line's .0 release notes), then run the unit,
 * content and build-output suites on the copy, which must pass with three
 * versions, and read what the frozen pages kept.
 *
 * Part of `npm run test:workflows`; it takes several minutes (the copy's unit
 * and content suites, one build and the build-output suite).
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import type {Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {docsVersions, formatDay, releaseLineOf} from '../../config/versions';
import type {SearchManifest} from '../../src/plugins/local-search/shared/types';
import {repointedLinks} from '../../scripts/versions/cut';
import {parseHtml} from '../support/build';
import {commitArgs, notCopied, translatedVersionLabel} from './copy';

const repo = process.cwd();
const frozen = docsVersions.current.label;
const frozenLine = releaseLineOf(frozen);
const [major, minor] = frozenLine.split('.').map(Number);
assert.ok(major !== undefined && minor !== undefined, frozen);
const nextLine = `${major}.${minor + 1}`;
const nextLabel = `${nextLine}.x`;
const fixesUntil = '2031-06-30';
const before_ = JSON.parse(readFileSync(path.join(repo, 'versions.json'), 'utf8')) as string[];

let site = '';

function run(command: string, args: string[]): {status: number | null; output: string} {
  const result = spawnSync(command, args, {
    cwd: site,
    // Without the variable \`node --test\` sets for its children, so that the copy's suites run
    // as they do for a maintainer and report their own exit code.
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'NODE_TEST_CONTEXT'),
      ),
      CI: 'true',
    },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

function succeed(command: string, args: string[]): string {
  const result = run(command, args);
  // The failed tests of a suite, with their messages, then the end of the output.
  const failures = result.output
    .split('\n')
    .filter((line) => /^\s*not ok |^\s+(error|expected|actual):|^\s+[+-] /.test(line))
    .slice(0, 300)
    .join('\n');
  assert.equal(
    result.status,
    0,
    `${command} ${args.join(' ')} failed:\n${failures}\n…\n${result.output.slice(-3000)}`,
  );
  return result.output;
}

const file = (relative: string) => path.join(site, relative);
const read = (relative: string) => readFileSync(file(relative), 'utf8');
const html = (route: string): Root => parseHtml(read(path.join('build', `${route}.html`)));

/**
 * The release notes of the new line's first release, as the maintainer writes them: the shape
 * of the current notes pages (CONTRIBUTING.md, "Mark what changed between releases"), which
 * the content tests hold to the depth of every docs page.
 */
const notes = `---
title: "Squirrels ${nextLine}.0 release notes"
description: "What Squirrels ${nextLine}.0 adds and changes, and what a ${frozenLine} project changes to run on it."
sidebar_label: "${nextLine}.0"
---

Squirrels ${nextLine}.0 is the first release of the ${nextLabel} line. These notes list what it adds
and what it changes, and say what a project written for the ${frozen} line must change before it
runs on the new release. The documentation of the ${frozen} line stays online under its own label in
the version menu, and it keeps getting fixes for as long as its banner says, so a project that
cannot upgrade yet still has pages that match the release it runs.

Read the notes from top to bottom before you upgrade a project that serves clients. The first
section gives the commands that install the release and check the installed version. The next
sections describe the changes one at a time: each item names the command, the class or the
endpoint that changed, says what a project or a client has to do about it, and links the
reference page that documents the new behaviour. When an item does not concern your project, you
can skip it; when it does, make the change it describes, then build the project again and run the
tests you have for its datasets before you deploy it. Clients that call the REST API or the MCP
server need no change unless an item below says otherwise, and the items that concern them say so
in their first sentence, so a team that only maintains clients can read those alone.

## Upgrade from ${frozenLine}

Upgrade the package in the project's virtual environment, then check the version that the
command-line tool reports before you build the project again.

\`\`\`bash
source .venv/bin/activate
pip install --upgrade "squirrels==${nextLine}.0"
sqrl --version
\`\`\`

## New

- **The commands of the new line.** Every option of \`sqrl build\` and \`sqrl run\` is described on
  its reference page ([CLI reference](../../references/cli/index.md)).

## Changed

- **Behaviour that differs from ${frozen}.** Each change names what a project must edit, with a link
  to the page that explains it ([Python API](../../references/python/index.md)).

## Next steps

- [Release notes](./index.md)
- [Introduction](../intro.md)
`;

describe(
  `npm run cut-version -- ${nextLabel}, in a copy of the repository`,
  {timeout: 1_800_000},
  () => {
    before(() => {
      site = mkdtempSync(path.join(tmpdir(), 'squirrels-docs-cut-'));
      cpSync(repo, site, {
        recursive: true,
        filter: (source) => !notCopied.has(path.relative(repo, source).split(path.sep)[0] ?? ''),
      });
      symlinkSync(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
      // A repository of its own, as a maintainer's checkout is ("Last updated" reads git).
      succeed('git', ['init', '-q']);
      succeed('git', ['add', '-A']);
      succeed('git', commitArgs('copy of the site'));
    });

    after(() => {
      if (site && process.env.KEEP_WORKFLOW_SITE !== '1') {
        rmSync(site, {recursive: true, force: true});
      }
    });

    test('refuses bad input and changes nothing', () => {
      const refused = run('npm', ['run', '-s', 'cut-version', '--', nextLabel, '--summary', 'x']);
      assert.equal(refused.status, 1);
      assert.match(refused.output, /Usage: npm run cut-version/);
      const same = run('npm', [
        'run',
        '-s',
        'cut-version',
        '--',
        frozen,
        '--summary',
        'x',
        '--unmaintained',
      ]);
      assert.equal(same.status, 1);
      assert.match(same.output, /is already a docs version/);
      assert.equal(succeed('git', ['status', '--porcelain']).trim(), '');
    });

    test(`freezes ${frozen}, makes docs/ ${nextLabel}, and lists what is left`, () => {
      const output = succeed('npm', [
        'run',
        '-s',
        'cut-version',
        '--',
        nextLabel,
        '--summary',
        `The ${nextLabel} release line of Squirrels.`,
        '--fixes-until',
        fixesUntil,
      ]);
      assert.match(
        output,
        new RegExp(
          `write the release notes docs/docs/releases/${nextLine.replace('.', '\\.')}\\.0\\.md`,
        ),
      );
      assert.deepEqual(JSON.parse(read('versions.json')), [frozen, ...before_]);
      succeed('npx', ['prettier', '--check', 'versions.json', 'config/versions.ts']);
      assert.ok(existsSync(file(`versioned_docs/version-${frozen}/docs/intro.md`)));
      const policies = read('config/versions.ts');
      assert.match(
        policies,
        new RegExp(`label: '${nextLabel.replace(/\./g, '\\.')}',\\n\\s+status: 'latest'`),
      );
      assert.match(policies, new RegExp(`status: 'maintained',\\n\\s+fixesUntil: '${fixesUntil}'`));
      // Older versions' links into the current docs now point into the frozen copy.
      const intoCurrent = before_.flatMap((older) =>
        readdirSync(file(`versioned_docs/version-${older}`), {recursive: true, encoding: 'utf8'})
          .filter((name) => /\.mdx?$/.test(name))
          .map((name) => `versioned_docs/version-${older}/${name.split(path.sep).join('/')}`)
          .filter(
            (page) =>
              repointedLinks(read(page), page, `versioned_docs/version-${frozen}`).length > 0,
          ),
      );
      assert.deepEqual(intoCurrent, [], 'pages of older versions that link into docs/');
      const labelOf = (name: string) =>
        translatedVersionLabel(read(`i18n/en/docusaurus-plugin-content-docs/${name}.json`));
      assert.equal(labelOf('current'), nextLabel);
      assert.equal(labelOf(`version-${frozen}`), frozen);
    });

    test(`the maintainer writes the ${nextLine}.0 notes and lists them after the upgrade guides`, () => {
      writeFileSync(file(`docs/docs/releases/${nextLine}.0.md`), notes);
      const sidebars = read('sidebars.ts');
      const guides = [...sidebars.matchAll(/^( +)'docs\/releases\/upgrade-from-[^']+',\n/gm)].at(
        -1,
      );
      assert.ok(guides?.index !== undefined, 'sidebars.ts lists an upgrade guide');
      const at = guides.index + guides[0].length;
      writeFileSync(
        file('sidebars.ts'),
        `${sidebars.slice(0, at)}${guides[1]}'docs/releases/${nextLine}.0',\n${sidebars.slice(at)}`,
      );
      // Committed, as CONTRIBUTING says: the sitemap dates each page from its last commit.
      succeed('git', ['add', '-A']);
      succeed('git', commitArgs(`Cut ${frozen}; docs/ is ${nextLabel}`));
    });

    test('the unit and content suites pass on the cut copy', () => {
      succeed('npm', ['run', '-s', 'test:unit']);
      succeed('npm', ['run', '-s', 'test:content']);
    });

    describe('built with three versions', () => {
      before(() => {
        succeed('npm', ['run', '-s', 'build']);
      });

      test('the build-output suite passes on the cut copy', () => {
        succeed('npm', ['run', '-s', 'test:build-output']);
      });

      test(`the dropdown and /versions show ${nextLabel}, ${frozen} and the older versions`, () => {
        const labels = [nextLabel, frozen, ...before_];
        const links = selectAll(
          '.navbar__items:not(.navbar__items--right) .dropdown .dropdown__menu a',
          html('docs/docs/intro'),
        ).map((link) => toText(link).trim());
        assert.deepEqual(links, [...labels, 'All versions']);
        const versions = html('versions');
        const cards = selectAll('main article', versions).map((card) => ({
          label: toText(select('h2', card) ?? card)
            .replace(/\u200b/g, '')
            .trim(),
          badge: toText(select('.badge', card) ?? card).trim(),
        }));
        assert.deepEqual(cards, [
          {label: nextLabel, badge: 'Latest'},
          {label: frozen, badge: 'Maintained'},
          ...before_.map((label) => ({label, badge: 'Unmaintained'})),
        ]);
        assert.match(toText(versions), new RegExp(`Fixes until ${formatDay(fixesUntil)}\\.`));
      });

      test(`the ${frozen} pages keep their banner, title, twin, card, llms.txt and search index`, () => {
        const page = html(`docs/${frozen}/references/cli/run`);
        const banner = toText(select('.theme-doc-version-banner', page) ?? page);
        assert.match(
          banner,
          new RegExp(`which still gets fixes until ${formatDay(fixesUntil)}\\.`),
        );
        assert.match(banner, new RegExp(`latest version \\(${nextLabel.replace(/\./g, '\\.')}\\)`));
        assert.match(
          toText(select('title', page) ?? page),
          new RegExp(`\\(${frozen.replace(/\./g, '\\.')}\\) \\| Squirrels$`),
        );
        assert.ok(
          !selectAll('meta[name=robots]', page).some((meta) =>
            String(meta.properties.content).includes('noindex'),
          ),
        );
        assert.ok(existsSync(file(`build/docs/${frozen}/references/cli/run.md`)), 'twin');
        assert.ok(
          existsSync(file(`build/img/social/docs/${frozen}/references/cli/run.png`)),
          'card',
        );
        assert.match(
          read(`build/docs/${frozen}/llms.txt`),
          new RegExp(`^# Squirrels ${frozen.replace(/\./g, '\\.')}\n`),
        );
        const manifest = JSON.parse(read('build/search-index/manifest.json')) as SearchManifest;
        const tags = new Set(manifest.files.map((entry) => entry.docusaurus_tag));
        assert.ok(tags.has(`docs-default-${frozen}`), [...tags].join(', '));
        assert.equal(select('.theme-doc-version-banner', html('docs/docs/intro')), undefined);
      });

      test(`the older versions link the upgrade guide in ${frozen}, which keeps it`, () => {
        for (const [name, policy] of Object.entries(docsVersions)) {
          const guide = 'upgradeGuide' in policy ? policy.upgradeGuide : undefined;
          if (!guide || name === 'current') {
            continue;
          }
          const target = `/docs/${frozen}/${guide.id}`;
          const hrefs = (route: string) =>
            selectAll('main a', html(route)).map((link) => String(link.properties.href));
          assert.ok(
            hrefs(`docs/${name}`).includes(target),
            `the ${name} home page links ${target}`,
          );
          assert.ok(hrefs('versions').includes(target), `the ${name} card links ${target}`);
        }
      });
    });
  },
);
