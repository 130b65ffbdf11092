import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {
  docsPluginVersions,
  docsVersions,
  versionPolicyProblems,
  type DocsVersionPolicy,
} from './versions';

const policy = (label: string, status: DocsVersionPolicy['status']): DocsVersionPolicy => ({
  label,
  status,
  releases: `${label.replace(/x$/, '0')}`,
  summary: `The ${label} release line.`,
});

describe('versionPolicyProblems', () => {
  test('the committed versions agree with their policies', () => {
    assert.deepEqual(versionPolicyProblems(['0.4.x']), []);
  });

  test('a version just cut, without a policy, is named with what to do', () => {
    const problems = versionPolicyProblems(['0.5.x', '0.4.x']);
    assert.equal(problems.length, 1);
    const [problem] = problems;
    assert.ok(problem, 'one problem');
    assert.match(problem, /versions\.json lists "0\.5\.x" but config\/versions\.ts has no policy/);
    assert.match(problem, /give current the label of the new release line/);
  });

  test('an archived version must lose its policy too', () => {
    const problems = versionPolicyProblems([]);
    assert.equal(problems.length, 1);
    const [problem] = problems;
    assert.ok(problem, 'one problem');
    assert.match(problem, /policy for "0\.4\.x", which versions\.json does not list/);
  });

  test('labels are unique and exactly lastVersion is latest', () => {
    const policies = {
      current: policy('0.5.x', 'latest'),
      '0.5.x': policy('0.5.x', 'latest'),
    };
    const problems = versionPolicyProblems(['0.5.x'], policies, 'current');
    assert.equal(problems.length, 2);
    const [labels, latest] = problems;
    assert.ok(labels && latest, 'two problems');
    assert.match(labels, /current and 0\.5\.x are both labelled "0\.5\.x"/);
    assert.match(latest, /lastVersion is "current".*now: current, 0\.5\.x/);
  });

  test('a cut version with its own policy and a new current label is fine', () => {
    const policies = {
      current: policy('0.6.x', 'latest'),
      '0.5.x': policy('0.5.x', 'unmaintained'),
    };
    assert.deepEqual(versionPolicyProblems(['0.5.x'], policies, 'current'), []);
  });
});

describe('docsPluginVersions', () => {
  test('labels every version, and puts a banner and noindex on unmaintained ones', () => {
    assert.deepEqual(docsPluginVersions(['0.4.x']), {
      current: {label: '0.5.x', banner: 'none', noIndex: false},
      '0.4.x': {label: '0.4.x', banner: 'unmaintained', noIndex: true},
    });
  });

  test('fails the build while versions.json and the policies disagree', () => {
    assert.throws(
      () => docsPluginVersions(['0.5.x', '0.4.x']),
      /Docs versions do not match their policies:\n- versions\.json lists "0\.5\.x"/,
    );
  });
});

describe('the English translation files', () => {
  test('carry the label of every version (npm run write-translations -- --locale en --override)', () => {
    for (const [name, policy] of Object.entries(docsVersions)) {
      const file = name === 'current' ? 'current.json' : `version-${name}.json`;
      const messages = JSON.parse(
        readFileSync(path.join('i18n/en/docusaurus-plugin-content-docs', file), 'utf8'),
      ) as Record<string, {message: string}>;
      assert.equal(messages['version.label']?.message, policy.label, file);
    }
  });
});
