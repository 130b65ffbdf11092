import {
  docsVersions,
  lastVersion,
  releaseLineOf,
  type DocsVersionPolicy,
} from '../../config/versions';
import {docsTrees} from './content';

/**
 * The docs versions of the site as the tests see them, newest first: the
 * names versions.json lists after `current`, each with its policy from
 * config/versions.ts. Tests read versions from here instead of naming them,
 * so they keep passing after `npm run cut-version`.
 */
export type SiteVersion = {
  /** The docs plugin's name: `current`, or the label of a frozen version. */
  name: string;
  label: string;
  /** The release line, `0.5` for `0.5.x`. */
  line: string;
  policy: DocsVersionPolicy;
  /** Where its pages live, without the base URL: `/docs`, `/docs/0.4.x`. */
  path: string;
  /** Whether a site path (without the base URL) is one of its pages. */
  has: (path: string) => boolean;
};

const policies: Record<string, DocsVersionPolicy> = docsVersions;

export const siteVersions: SiteVersion[] = docsTrees.map(({version}) => {
  const policy = policies[version];
  if (!policy) {
    throw new Error(`config/versions.ts has no policy for docs version ${version}`);
  }
  const root = version === lastVersion ? '/docs' : `/docs/${policy.label}`;
  return {
    name: version,
    label: policy.label,
    line: releaseLineOf(policy.label),
    policy,
    path: root,
    has: (path: string) => path === root || path.startsWith(`${root}/`),
  };
});

function only(version: SiteVersion | undefined, what: string): SiteVersion {
  if (!version) {
    throw new Error(`the site has no ${what} docs version (versions.json, config/versions.ts)`);
  }
  return version;
}

/** The version readers get by default. */
export const latestVersion = only(
  siteVersions.find(({name}) => name === lastVersion),
  'latest',
);

/** The versions under `/docs/<label>`, newest first. */
export const olderVersions = siteVersions.filter(({name}) => name !== lastVersion);

/** The oldest version the site still serves. */
export const oldestVersion = only(olderVersions.at(-1), 'older');

/** The version a site path (without the base URL) belongs to: an older one's prefix, else the latest. */
export function versionOfPath(path: string): SiteVersion {
  return olderVersions.find(({has}) => has(path)) ?? latestVersion;
}

/** The version one line newer than `version`, if any. */
export function newerVersion(version: SiteVersion): SiteVersion | undefined {
  const index = siteVersions.indexOf(version);
  return index > 0 ? siteVersions[index - 1] : undefined;
}

/** A version label in text: `0.4.x`, `1.12.x`. */
export const versionLabelPattern = /^\d+\.\d+\.x$/;
