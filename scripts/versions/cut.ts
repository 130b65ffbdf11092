/**
 * The parts of `npm run cut-version` (scripts/cut-version.mts) that decide
 * what changes, without touching files: the policies after the cut, their
 * source for config/versions.ts, and the links of older frozen pages that
 * pointed into the current docs.
 */
import path from 'node:path';

import type {Link} from 'mdast';
import {visit} from 'unist-util-visit';

import {releaseLineOf, versionPolicyProblems, type DocsVersionPolicy} from '../../config/versions';
import {parseMarkdown} from '../../src/content/markdown';

export class CutError extends Error {}

export type CutOptions = {
  /** The label the current docs take: the new release line, `0.6.x`. */
  label: string;
  /** What sets the new line apart, in one sentence (the /versions card). */
  summary: string;
  /** The releases the new line's docs describe; its .0 release by default. */
  releases?: string;
  /** The last day the frozen line gets fixes (`maintained`), or undefined to make it `unmaintained`. */
  fixesUntil?: string;
};

/** What a cut decides: the frozen version's name and every version's policy, newest first. */
export type CutPlan = {frozen: string; policies: Record<string, DocsVersionPolicy>};

/**
 * The policies after freezing the current docs under their label: the current
 * docs take the new line as `latest`; the frozen line keeps its policy as
 * `maintained` until `fixesUntil` (else `unmaintained`); a line that was
 * maintained before becomes `unmaintained`, since only the previous line gets
 * fixes; upgrade guides that lived in the current docs now live in the
 * frozen copy, which keeps them.
 */
export function planCut(
  policies: Record<string, DocsVersionPolicy>,
  cutVersions: readonly string[],
  options: CutOptions,
): CutPlan {
  const current = policies.current;
  if (!current) {
    throw new CutError('config/versions.ts has no policy for the current docs');
  }
  const frozen = current.label;
  releaseLineOf(frozen);
  let line: string;
  try {
    line = releaseLineOf(options.label);
  } catch {
    throw new CutError(`"${options.label}" is not a release line; write it as 0.6.x`);
  }
  if (options.label === frozen || cutVersions.includes(options.label)) {
    throw new CutError(`${options.label} is already a docs version; give the new release line`);
  }
  if (!options.summary.trim()) {
    throw new CutError('give the new line a one-sentence summary with --summary');
  }
  const {label, releases, summary, releaseNotes, upgradeGuide} = current;
  const common = {label, releases, summary, ...(releaseNotes ? {releaseNotes} : {})};
  const moved = (guide: DocsVersionPolicy['upgradeGuide']) =>
    guide && {
      upgradeGuide: {...guide, version: guide.version === 'current' ? frozen : guide.version},
    };
  const next: Record<string, DocsVersionPolicy> = {
    current: {
      label: options.label,
      status: 'latest',
      releases: options.releases ?? `${line}.0`,
      summary: options.summary.trim(),
      ...(releaseNotes ? {releaseNotes} : {}),
    },
    [frozen]: options.fixesUntil
      ? {...common, ...moved(upgradeGuide), status: 'maintained', fixesUntil: options.fixesUntil}
      : {...common, ...moved(upgradeGuide), status: 'unmaintained'},
  };
  for (const name of cutVersions) {
    const policy = policies[name];
    if (!policy) {
      throw new CutError(`versions.json lists ${name}, which has no policy in config/versions.ts`);
    }
    // Older than the frozen line: unmaintained, a maintained one's date dropped.
    next[name] = {
      label: policy.label,
      releases: policy.releases,
      summary: policy.summary,
      ...(policy.releaseNotes ? {releaseNotes: policy.releaseNotes} : {}),
      ...moved(policy.upgradeGuide),
      status: 'unmaintained',
    };
  }
  for (const [name, policy] of Object.entries(next)) {
    next[name] = inWrittenOrder(policy);
  }
  const problems = versionPolicyProblems([frozen, ...cutVersions], next, 'current');
  if (problems.length > 0) {
    throw new CutError(`the policies after the cut would not hold:\n- ${problems.join('\n- ')}`);
  }
  return {frozen, policies: next};
}

/** The keys of a policy in the order config/versions.ts writes them, so that a cut's diff is small. */
const keyOrder = [
  'label',
  'status',
  'fixesUntil',
  'releases',
  'summary',
  'releaseNotes',
  'upgradeGuide',
] as const;

function inWrittenOrder(policy: DocsVersionPolicy): DocsVersionPolicy {
  const entries = Object.entries(policy).sort(
    ([a], [b]) =>
      keyOrder.indexOf(a as (typeof keyOrder)[number]) -
      keyOrder.indexOf(b as (typeof keyOrder)[number]),
  );
  return Object.fromEntries(entries) as DocsVersionPolicy;
}

/** The source of config/versions.ts with `docsVersions` replaced by `policies` (run Prettier after). */
export function withPolicies(source: string, policies: Record<string, DocsVersionPolicy>): string {
  const start = source.indexOf('export const docsVersions = {');
  const endMarker = '} as const satisfies Record<string, DocsVersionPolicy>;';
  const end = source.indexOf(endMarker, start);
  if (start === -1 || end === -1 || source.indexOf(endMarker, end + 1) !== -1) {
    throw new CutError(
      `config/versions.ts no longer has one "export const docsVersions = {…${endMarker}"; update scripts/versions/cut.ts`,
    );
  }
  return (
    source.slice(0, start) +
    `export const docsVersions = ${JSON.stringify(policies, null, 2).replace(/\n}$/, '\n')}` +
    source.slice(end)
  );
}

/** A link's new URL, and where it is in the source. */
export type Repointed = {start: number; end: number; url: string};

/**
 * The links of a page of an older frozen version (`file`, relative to the
 * site) that point into the current docs (`docs/…`), re-pointed to the same
 * file in the version just frozen (`frozenDir`), which holds what they meant:
 * the current docs move on after the cut, and the frozen copy does not.
 */
export function repointedLinks(source: string, file: string, frozenDir: string): Repointed[] {
  const {tree} = parseMarkdown(source, file);
  const found: Repointed[] = [];
  visit(tree, 'link', (node: Link) => {
    const match = /^([^#?:]+\.mdx?)((?:#.*)?)$/.exec(node.url);
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (!match?.[1] || node.url.startsWith('/') || start === undefined || end === undefined) {
      return;
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
    if (!target.startsWith('docs/')) {
      return;
    }
    const moved = path.posix.join(frozenDir, target.slice('docs/'.length));
    const url = `${path.posix.relative(path.posix.dirname(file), moved)}${match[2] ?? ''}`;
    // The URL's place inside the link's source: after the text's closing bracket.
    const urlStart = source.indexOf(`](${node.url}`, start);
    if (urlStart === -1 || urlStart > end) {
      return;
    }
    found.push({start: urlStart + 2, end: urlStart + 2 + node.url.length, url});
  });
  return found;
}

/** `source` with each link's URL replaced. */
export function applyRepointed(source: string, links: readonly Repointed[]): string {
  return [...links]
    .sort((a, b) => b.start - a.start)
    .reduce((text, link) => text.slice(0, link.start) + link.url + text.slice(link.end), source);
}
