import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {
  docsPluginVersions,
  docsVersions,
  lastVersion,
  releaseLineOf,
  versionPolicyProblems,
  type DocsVersionPolicy,
} from './versions';

/**
 * The versions `docs:version` cut, as the build reads them. The tests below
 * work with the committed list and made-up lines, never with a version's name,
 * so they keep passing after `npm run cut-version`.
 */
const cutVersions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
const policies: Record<string, DocsVersionPolicy> = docsVersions;

const policy = (
  label: string,
  status: 'latest' | 'unmaintained',
  extra: Pick<DocsVersionPolicy, 'upgradeGuide'> = {},
): DocsVersionPolicy => ({
  label,
  status,
  releases: `${label.replace(/x$/, '0')}`,
  summary: `The ${label} release line.`,
  ...extra,
});

/** Three made-up versions as a cut leaves them: 9.3.x latest, 9.2.x maintained, 9.1.x not. */
const threeLines = (): Record<string, DocsVersionPolicy> => ({
  current: policy('9.3.x', 'latest'),
  '9.2.x': {...policy('9.2.x', 'latest'), status: 'maintained', fixesUntil: '2027-06-30'},
  '9.1.x': policy('9.1.x', 'unmaintained', {upgradeGuide: {version: '9.2.x', id: 'up'}}),
});

describe('versionPolicyProblems', () => {
  test('the committed versions agree with their policies', () => {
    assert.deepEqual(versionPolicyProblems(cutVersions), []);
  });

  test('a version just cut, without a policy, is named with what to do', () => {
    const problems = versionPolicyProblems(['9.9.x', ...cutVersions]);
    assert.equal(problems.length, 1);
    const [problem] = problems;
    assert.ok(problem, 'one problem');
    assert.match(problem, /versions\.json lists "9\.9\.x" but config\/versions\.ts has no policy/);
    assert.match(problem, /give current the label of the new release line/);
  });

  test('an archived version must lose its policy too', () => {
    const oldest = cutVersions.at(-1);
    assert.ok(oldest, 'versions.json lists a version');
    const problems = versionPolicyProblems(cutVersions.slice(0, -1));
    assert.ok(problems.length >= 1);
    assert.match(
      problems[0] ?? '',
      new RegExp(
        `policy for "${oldest.replace(/\./g, '\\.')}", which versions\\.json does not list`,
      ),
    );
  });

  test('labels are unique and exactly lastVersion is latest', () => {
    const policies = {
      current: policy('9.5.x', 'latest'),
      '9.5.x': policy('9.5.x', 'latest'),
    };
    const problems = versionPolicyProblems(['9.5.x'], policies, 'current');
    assert.equal(problems.length, 2);
    const [labels, latest] = problems;
    assert.ok(labels && latest, 'two problems');
    assert.match(labels, /current and 9\.5\.x are both labelled "9\.5\.x"/);
    assert.match(latest, /lastVersion is "current".*now: current, 9\.5\.x/);
  });

  test('three lines, latest, maintained and unmaintained, are fine', () => {
    assert.deepEqual(versionPolicyProblems(['9.2.x', '9.1.x'], threeLines(), 'current'), []);
  });

  test('a maintained line needs the last day of its fixes as a date', () => {
    const lines = threeLines();
    lines['9.2.x'] = {...policy('9.2.x', 'latest'), status: 'maintained', fixesUntil: 'June'};
    assert.deepEqual(versionPolicyProblems(['9.2.x', '9.1.x'], lines, 'current'), [
      '9.2.x is maintained until "June" in config/versions.ts; write the last day it gets fixes as YYYY-MM-DD.',
    ]);
    lines['9.2.x'] = {...policy('9.2.x', 'latest'), status: 'maintained', fixesUntil: '2027-02-30'};
    assert.equal(versionPolicyProblems(['9.2.x', '9.1.x'], lines, 'current').length, 1);
  });

  test('an upgrade guide lives in a version that exists', () => {
    const lines = threeLines();
    lines['9.1.x'] = policy('9.1.x', 'unmaintained', {upgradeGuide: {version: '9.0.x', id: 'up'}});
    const problems = versionPolicyProblems(['9.2.x', '9.1.x'], lines, 'current');
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? '', /upgrade guide of 9\.1\.x is in version "9\.0\.x"/);
  });

  test('a label names a release line', () => {
    const lines = {current: policy('latest', 'latest')};
    assert.match(versionPolicyProblems([], lines, 'current')[0] ?? '', /labelled "latest"/);
  });
});

describe('releaseLineOf', () => {
  test('reads the line of a label and refuses anything else', () => {
    assert.equal(releaseLineOf('0.5.x'), '0.5');
    assert.equal(releaseLineOf('1.12.x'), '1.12');
    assert.throws(() => releaseLineOf('0.5'), /names a release line/);
  });
});

describe('docsPluginVersions', () => {
  test('labels every version, and puts the stock banner and noindex on unmaintained ones only', () => {
    const options = docsPluginVersions(cutVersions);
    assert.deepEqual(Object.keys(options), ['current', ...cutVersions]);
    for (const [name, option] of Object.entries(options)) {
      const own = policies[name];
      assert.ok(own, name);
      const unmaintained = own.status === 'unmaintained';
      assert.deepEqual(option, {
        label: own.label,
        banner: unmaintained ? 'unmaintained' : 'none',
        noIndex: unmaintained,
      });
    }
    assert.equal(options[lastVersion]?.banner, 'none');
  });

  test('fails the build while versions.json and the policies disagree', () => {
    assert.throws(
      () => docsPluginVersions(['9.9.x', ...cutVersions]),
      /Docs versions do not match their policies:\n- versions\.json lists "9\.9\.x"/,
    );
  });
});

describe('the docs the policies name', () => {
  test('each release notes page and upgrade guide exists in the version that holds it', () => {
    const folder = (name: string) =>
      name === 'current' ? 'docs' : `versioned_docs/version-${name}`;
    const missing: string[] = [];
    for (const [name, own] of Object.entries(policies)) {
      const named = [
        ...(own.releaseNotes ? [{version: name, id: own.releaseNotes}] : []),
        ...(own.upgradeGuide ? [own.upgradeGuide] : []),
      ];
      for (const {version, id} of named) {
        const base = path.join(folder(version), id);
        if (!['.md', '.mdx'].some((extension) => existsSync(`${base}${extension}`))) {
          missing.push(`${name}: ${id} in ${version}`);
        }
      }
    }
    assert.deepEqual(missing, [], 'docs named in config/versions.ts that their version lacks');
  });
});

describe('the English translation files', () => {
  test('carry the label of every version (npm run write-translations -- --locale en --override)', () => {
    for (const [name, own] of Object.entries(docsVersions)) {
      const file = name === 'current' ? 'current.json' : `version-${name}.json`;
      const messages = JSON.parse(
        readFileSync(path.join('i18n/en/docusaurus-plugin-content-docs', file), 'utf8'),
      ) as Record<string, {message: string}>;
      assert.equal(messages['version.label']?.message, own.label, file);
    }
  });
});
