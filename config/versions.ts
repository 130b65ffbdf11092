/**
 * The docs versions and what we promise for each. `docusaurus.config.ts`
 * derives the docs plugin's version options from this, and the /versions page
 * shows it. Keys are docs plugin version names (`current` is `docs/`).
 */
export type DocsVersionPolicy = {
  /** Label in the version dropdown and in URLs of older versions: the release line, `0.5.x`. */
  label: string;
  /** The Squirrels releases the version's docs describe. */
  releases: string;
  /** What sets this version apart, in one sentence. */
  summary: string;
  /**
   * The doc id of the version's release notes, when they are pages of its
   * `docs` sidebar rather than a `releases` sidebar of their own. The
   * release-marks rule (tests/content/release-marks.test.ts) covers the
   * versions that name it.
   */
  releaseNotes?: string;
  /**
   * The guide that moves a project of this version to the next line: the
   * version whose docs hold it and its doc id. Name a frozen version, not
   * `current`, once one holds it (`npm run cut-version` does so), so that the
   * link survives the current docs moving on.
   */
  upgradeGuide?: {version: string; id: string};
} & (
  | {
      /** The version readers get by default: indexed, no banner. */
      status: 'latest';
    }
  | {
      /**
       * The previous line, which still gets fixes: a banner on its pages says
       * until when and links to the latest version. It stays indexed by search
       * engines and in the sitemap, since readers still on that line search
       * for its pages, and its titles carry its version, so no two indexable
       * pages share a title. When `fixesUntil` has passed, make it
       * `unmaintained` (CONTRIBUTING.md, "Cut a version").
       */
      status: 'maintained';
      /** The last day the line gets fixes, `YYYY-MM-DD`. */
      fixesUntil: string;
    }
  | {
      /**
       * No more fixes: the stock "no longer actively maintained" banner, and
       * `noindex`, which also keeps its pages out of the sitemap, so that a
       * search finds the maintained page.
       */
      status: 'unmaintained';
    }
);

export type DocsVersionStatus = DocsVersionPolicy['status'];

export const docsVersions = {
  current: {
    label: '0.5.x',
    status: 'latest',
    releases: '0.5.0 to 0.5.4',
    summary:
      'Source, seed and build models that fill a DuckDB virtual data lake, an MCP server beside the REST API, and Squirrels Studio.',
    releaseNotes: 'docs/releases/index',
  },
  '0.4.x': {
    label: '0.4.x',
    status: 'unmaintained',
    releases: '0.4.0 and 0.4.1',
    summary:
      'Dbview and federate models in SQL or Python that run on every request, seeds, dashboards and authentication, served as a REST API.',
    upgradeGuide: {version: 'current', id: 'docs/releases/upgrade-from-0.4'},
  },
} as const satisfies Record<string, DocsVersionPolicy>;

export type DocsVersionName = keyof typeof docsVersions;

/** The version readers get by default. */
export const lastVersion: DocsVersionName = 'current';

/**
 * Problems between the versions `docs:version` cut (`versions.json`) and the
 * policies above, each with what to do about it. Empty when they agree.
 */
export function versionPolicyProblems(
  cutVersions: readonly string[],
  policies: Record<string, DocsVersionPolicy> = docsVersions,
  latest: string = lastVersion,
): string[] {
  const problems: string[] = [];
  const versionNames = new Set(['current', ...cutVersions]);
  for (const name of cutVersions.filter((version) => !(version in policies))) {
    problems.push(
      `versions.json lists "${name}" but config/versions.ts has no policy for it. ` +
        `Add '${name}': {label, status, releases, summary} to docsVersions, and give ` +
        `current the label of the new release line (CONTRIBUTING.md, "Cut a version").`,
    );
  }
  for (const name of Object.keys(policies)) {
    if (name !== 'current' && !cutVersions.includes(name)) {
      problems.push(
        `config/versions.ts has a policy for "${name}", which versions.json does not list. ` +
          `If you archived that version, remove its policy too (CONTRIBUTING.md, "Archive a version").`,
      );
    }
  }
  const byLabel = new Map<string, string[]>();
  for (const [name, policy] of Object.entries(policies)) {
    byLabel.set(policy.label, [...(byLabel.get(policy.label) ?? []), name]);
  }
  for (const [label, names] of byLabel) {
    if (names.length > 1) {
      problems.push(
        `${names.join(' and ')} are both labelled "${label}" in config/versions.ts; ` +
          `each version needs a label of its own.`,
      );
    }
  }
  const latestNames = Object.entries(policies)
    .filter(([, policy]) => policy.status === 'latest')
    .map(([name]) => name);
  if (latestNames.length !== 1 || latestNames[0] !== latest) {
    problems.push(
      `lastVersion is "${latest}", so that version and no other needs status 'latest' ` +
        `in config/versions.ts (now: ${latestNames.join(', ') || 'none'}).`,
    );
  }
  for (const [name, policy] of Object.entries(policies)) {
    if (!/^\d+\.\d+\.x$/.test(policy.label)) {
      problems.push(
        `${name} is labelled "${policy.label}" in config/versions.ts; a label names a release line, such as "0.5.x".`,
      );
    }
    if (policy.status === 'maintained' && !isDate(policy.fixesUntil)) {
      problems.push(
        `${name} is maintained until "${policy.fixesUntil}" in config/versions.ts; write the last day it gets fixes as YYYY-MM-DD.`,
      );
    }
    const guide = policy.upgradeGuide;
    if (guide && !versionNames.has(guide.version)) {
      problems.push(
        `the upgrade guide of ${name} is in version "${guide.version}", which versions.json does not list; ` +
          `name the version that holds ${guide.id} (CONTRIBUTING.md, "Cut a version").`,
      );
    }
  }
  return problems;
}

function isDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && date.toISOString().startsWith(text);
}

/** A `YYYY-MM-DD` day as readers see it: "June 30, 2027" (the same on the server and in browsers). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The release line a version label names: `0.5` for `0.5.x`. */
export function releaseLineOf(label: string): string {
  const match = /^(\d+\.\d+)\.x$/.exec(label);
  if (!match?.[1]) {
    throw new Error(`A docs version label names a release line, such as "0.5.x": "${label}"`);
  }
  return match[1];
}

/**
 * The docs plugin's `versions` option for the versions `docs:version` cut.
 * Throws, failing the build, when `versions.json` and the policies disagree.
 */
export function docsPluginVersions(
  cutVersions: readonly string[],
): Record<string, {label: string; banner: 'none' | 'unmaintained'; noIndex: boolean}> {
  const problems = versionPolicyProblems(cutVersions);
  if (problems.length > 0) {
    throw new Error(`Docs versions do not match their policies:\n- ${problems.join('\n- ')}`);
  }
  const policies: Record<string, DocsVersionPolicy> = docsVersions;
  return Object.fromEntries(
    ['current', ...cutVersions].map((name) => {
      const policy = policies[name];
      if (!policy) {
        throw new Error(
          `Docs version "${name}" has no policy in config/versions.ts, though versionPolicyProblems found none missing.`,
        );
      }
      return [
        name,
        {
          label: policy.label,
          // The plugin knows no "maintained" banner: src/theme/DocVersionBanner
          // draws that one from the policy.
          banner: policy.status === 'unmaintained' ? 'unmaintained' : 'none',
          // Out of search engines' results and the sitemap, so that a search
          // finds a maintained page; readers who land on it still get the
          // banner and the way to the current page.
          noIndex: policy.status === 'unmaintained',
        },
      ];
    }),
  );
}
