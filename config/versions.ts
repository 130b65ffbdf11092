/**
 * The docs versions and what we promise for each. `docusaurus.config.ts`
 * derives the docs plugin's version options from this, and the /versions page
 * shows it. Keys are docs plugin version names (`current` is `docs/`).
 */
export type DocsVersionPolicy = {
  /** Label in the version dropdown and in URLs of older versions. */
  label: string;
  /** `latest` is the version readers get by default; `unmaintained` shows a banner. */
  status: 'latest' | 'unmaintained';
  /** The Squirrels releases the version's docs describe. */
  releases: string;
  /** What sets this version apart, in one sentence. */
  summary: string;
};

export const docsVersions = {
  current: {
    label: '0.5.x',
    status: 'latest',
    releases: '0.5.0 to 0.5.4',
    summary:
      'Source, seed and build models that fill a DuckDB virtual data lake, an MCP server beside the REST API, and Squirrels Studio.',
  },
  '0.4.x': {
    label: '0.4.x',
    status: 'unmaintained',
    releases: '0.4.0 and 0.4.1',
    summary:
      'Dbview and federate models in SQL or Python that run on every request, seeds, dashboards and authentication, served as a REST API.',
  },
} as const satisfies Record<string, DocsVersionPolicy>;

export type DocsVersionName = keyof typeof docsVersions;

/** The version readers get by default. */
export const lastVersion: DocsVersionName = 'current';

/** The docs plugin's `versions` option. */
export function docsPluginVersions(): Record<
  string,
  {label: string; banner: 'none' | 'unmaintained'}
> {
  return Object.fromEntries(
    Object.entries(docsVersions).map(([name, policy]) => [
      name,
      {label: policy.label, banner: policy.status === 'unmaintained' ? 'unmaintained' : 'none'},
    ]),
  );
}
