import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import type {DocsVersionPolicy} from '../../config/versions';
import {applyRepointed, CutError, planCut, repointedLinks, withPolicies} from './cut';

/** Two made-up versions as the site has them before a cut: 9.2.x current, 9.1.x frozen. */
const before = (): Record<string, DocsVersionPolicy> => ({
  current: {
    label: '9.2.x',
    status: 'latest',
    releases: '9.2.0 to 9.2.3',
    summary: 'The 9.2 line.',
    releaseNotes: 'docs/releases/index',
  },
  '9.1.x': {
    label: '9.1.x',
    status: 'unmaintained',
    releases: '9.1.0',
    summary: 'The 9.1 line.',
    upgradeGuide: {version: 'current', id: 'docs/releases/upgrade-from-9.1'},
  },
});

describe('planCut', () => {
  test('freezes the current line as maintained and moves upgrade guides to the frozen copy', () => {
    const plan = planCut(before(), ['9.1.x'], {
      label: '9.3.x',
      summary: ' The 9.3 line. ',
      fixesUntil: '2030-06-30',
    });
    assert.equal(plan.frozen, '9.2.x');
    // In the order config/versions.ts writes the keys.
    assert.deepEqual(
      Object.values(plan.policies).map((policy) => Object.keys(policy)),
      [
        ['label', 'status', 'releases', 'summary', 'releaseNotes'],
        ['label', 'status', 'fixesUntil', 'releases', 'summary', 'releaseNotes'],
        ['label', 'status', 'releases', 'summary', 'upgradeGuide'],
      ],
    );
    assert.deepEqual(plan.policies, {
      current: {
        label: '9.3.x',
        status: 'latest',
        releases: '9.3.0',
        summary: 'The 9.3 line.',
        releaseNotes: 'docs/releases/index',
      },
      '9.2.x': {
        label: '9.2.x',
        releases: '9.2.0 to 9.2.3',
        summary: 'The 9.2 line.',
        releaseNotes: 'docs/releases/index',
        status: 'maintained',
        fixesUntil: '2030-06-30',
      },
      '9.1.x': {
        label: '9.1.x',
        releases: '9.1.0',
        summary: 'The 9.1 line.',
        upgradeGuide: {version: '9.2.x', id: 'docs/releases/upgrade-from-9.1'},
        status: 'unmaintained',
      },
    });
  });

  test('the next cut makes the maintained line unmaintained', () => {
    const once = planCut(before(), ['9.1.x'], {
      label: '9.3.x',
      summary: 'The 9.3 line.',
      fixesUntil: '2030-06-30',
    });
    const twice = planCut(once.policies, ['9.2.x', '9.1.x'], {
      label: '9.4.x',
      summary: 'The 9.4 line.',
      releases: '9.4.0 and 9.4.1',
      fixesUntil: '2031-01-31',
    });
    assert.equal(twice.frozen, '9.3.x');
    assert.equal(twice.policies['9.3.x']?.status, 'maintained');
    assert.equal(twice.policies['9.2.x']?.status, 'unmaintained');
    assert.equal('fixesUntil' in (twice.policies['9.2.x'] ?? {}), false);
    assert.equal(twice.policies.current?.releases, '9.4.0 and 9.4.1');
    assert.deepEqual(Object.keys(twice.policies), ['current', '9.3.x', '9.2.x', '9.1.x']);
  });

  test('without an end date the frozen line is unmaintained', () => {
    const plan = planCut(before(), ['9.1.x'], {label: '9.3.x', summary: 'The 9.3 line.'});
    assert.equal(plan.policies['9.2.x']?.status, 'unmaintained');
  });

  test('refuses a label that is no new line, an empty summary and a bad date', () => {
    const cut =
      (label: string, summary = 'A line.', fixesUntil?: string) =>
      () =>
        planCut(before(), ['9.1.x'], {label, summary, fixesUntil});
    assert.throws(
      cut('9.3'),
      (error) => error instanceof CutError && /not a release line/.test(error.message),
    );
    assert.throws(cut('9.2.x'), /9\.2\.x is already a docs version/);
    assert.throws(cut('9.1.x'), /9\.1\.x is already a docs version/);
    assert.throws(cut('9.3.x', '  '), /summary/);
    assert.throws(
      cut('9.3.x', 'A line.', '2030-02-30'),
      /9\.2\.x is maintained until "2030-02-30"/,
    );
  });
});

describe('withPolicies', () => {
  const source = [
    "import x from 'y';",
    '',
    'export const docsVersions = {',
    "  current: {label: '9.2.x'},",
    '} as const satisfies Record<string, DocsVersionPolicy>;',
    '',
    "export const lastVersion = 'current';",
    '',
  ].join('\n');

  test('replaces the policies and keeps the rest of the module', () => {
    const policies = planCut(before(), ['9.1.x'], {
      label: '9.3.x',
      summary: 'The 9.3 line.',
    }).policies;
    const written = withPolicies(source, policies);
    assert.ok(written.startsWith("import x from 'y';\n\nexport const docsVersions = {\n"));
    assert.ok(
      written.endsWith(
        "} as const satisfies Record<string, DocsVersionPolicy>;\n\nexport const lastVersion = 'current';\n",
      ),
    );
    const literal = written.slice(written.indexOf('= ') + 2, written.indexOf(' as const'));
    assert.deepEqual(JSON.parse(literal), policies);
  });

  test('refuses a module whose layout changed', () => {
    assert.throws(() => withPolicies(source.replace('as const ', ''), {}), /no longer has one/);
  });
});

describe('repointedLinks', () => {
  const file = 'versioned_docs/version-9.1.x/landing.mdx';
  const source = [
    'See [the guide](../../docs/docs/releases/upgrade-from-9.1.md#steps) and',
    '[an old page](./docs/intro.md), [a site page](/blog) and',
    '[the notes](../../docs/docs/releases/9.2.0.md).',
    '',
    '```md',
    '[in code](../../docs/docs/intro.md)',
    '```',
    '',
  ].join('\n');

  test('points links into the current docs at the frozen copy, keeping anchors, and nothing else', () => {
    const links = repointedLinks(source, file, 'versioned_docs/version-9.2.x');
    assert.deepEqual(
      links.map(({url}) => url),
      [
        '../version-9.2.x/docs/releases/upgrade-from-9.1.md#steps',
        '../version-9.2.x/docs/releases/9.2.0.md',
      ],
    );
    assert.equal(
      applyRepointed(source, links),
      source
        .replace(
          '../../docs/docs/releases/upgrade-from-9.1.md#steps',
          '../version-9.2.x/docs/releases/upgrade-from-9.1.md#steps',
        )
        .replace(
          '(../../docs/docs/releases/9.2.0.md)',
          '(../version-9.2.x/docs/releases/9.2.0.md)',
        ),
    );
  });
});
