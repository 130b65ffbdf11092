/**
 * npm run cut-version -- <new line> --summary "<one sentence>" (--fixes-until YYYY-MM-DD | --unmaintained) [--releases "<releases>"]
 *
 * Freezes the current docs under their release line and makes `docs/` the
 * new line (CONTRIBUTING.md, "Cut a version"): runs `docs:version`, formats
 * versions.json, rewrites the policies in config/versions.ts
 * (scripts/versions/cut.ts), re-points the older versions' links into the
 * current docs to the frozen copy, and regenerates the English translation
 * files. It then lists what is left to write by hand.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {docsVersions, type DocsVersionPolicy} from '../config/versions';
import {applyRepointed, CutError, planCut, repointedLinks, withPolicies} from './versions/cut';

const usage =
  'Usage: npm run cut-version -- <new line> --summary "<one sentence>" (--fixes-until YYYY-MM-DD | --unmaintained) [--releases "<releases>"]\n' +
  '  <new line> is the label the current docs take, such as 0.6.x; the current docs are frozen under their own label.\n' +
  '  --fixes-until: the last day the frozen line gets fixes (it stays indexed, with a "maintained" banner);\n' +
  '  --unmaintained: it gets no more fixes (banner, noindex).';

function run(command: string, args: string[]): void {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit'});
  if (result.status !== 0) {
    throw new CutError(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
}

try {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {
      summary: {type: 'string'},
      releases: {type: 'string'},
      'fixes-until': {type: 'string'},
      unmaintained: {type: 'boolean'},
    },
  });
  const [label, ...extra] = positionals;
  if (
    !label ||
    extra.length > 0 ||
    values.summary === undefined ||
    (values['fixes-until'] === undefined) === !values.unmaintained
  ) {
    throw new CutError(usage);
  }
  const cutVersions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
  const policies: Record<string, DocsVersionPolicy> = docsVersions;
  // Decide everything before changing anything, so that bad input changes nothing.
  const {frozen, policies: next} = planCut(policies, cutVersions, {
    label,
    summary: values.summary,
    releases: values.releases,
    fixesUntil: values['fixes-until'],
  });

  run('npx', ['docusaurus', 'docs:version', frozen]);
  run('npx', ['prettier', '--write', 'versions.json']);

  const config = 'config/versions.ts';
  writeFileSync(config, withPolicies(readFileSync(config, 'utf8'), next));
  run('npx', ['prettier', '--write', config]);

  const frozenDir = `versioned_docs/version-${frozen}`;
  for (const older of cutVersions) {
    const dir = `versioned_docs/version-${older}`;
    const pages = readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.posix.join(dir, name.split(path.sep).join('/')));
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      const links = repointedLinks(source, file, frozenDir);
      if (links.length > 0) {
        writeFileSync(file, applyRepointed(source, links));
        console.log(`${file}: ${links.length} link(s) into docs/ now point into ${frozenDir}/`);
      }
    }
  }

  run('npm', ['run', 'write-translations', '--', '--locale', 'en', '--override']);

  const notes = `docs/docs/releases/${label.replace(/x$/, '0')}.md`;
  console.log(
    [
      '',
      `Froze ${frozen} in ${frozenDir}/; docs/ is now ${label}.`,
      `${frozen} is ${values['fixes-until'] ? `maintained until ${values['fixes-until']}` : 'unmaintained'} (config/versions.ts).`,
      'Left to you (CONTRIBUTING.md, "Cut a version"):',
      `- write the release notes ${notes} and list them in sidebars.ts after the upgrade guides;`,
      `- write the upgrade guide from ${frozen} and name it as the upgradeGuide of '${frozen}' in config/versions.ts;`,
      '- update the words of the current docs that name the line (docs/landing.mdx, the announcement bar), then run npm test.',
      'Review with: git status && git diff -- config versioned_docs',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof CutError) {
    console.error(`cut-version: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
