import {createMatcher} from '@docusaurus/utils';

/**
 * The `paths` that match one of the comma-separated globs of `only`; all of
 * them when `only` is unset or blank. The globs are Docusaurus's own (its
 * `createMatcher`, micromatch underneath): `*` matches within one path
 * segment, `**` whole segments, and a trailing `/**` the path above them
 * too (`/blog/**` is the blog and everything under it). Throws when globs
 * are given and none matches, so a mistyped filter fails instead of running
 * nothing.
 */
export function selectPaths(paths: string[], only: string | undefined): string[] {
  const globs = (only ?? '')
    .split(',')
    .map((glob) => glob.trim())
    .filter(Boolean);
  if (globs.length === 0) {
    return paths;
  }
  const matches = createMatcher(globs);
  const selected = paths.filter((path) => matches(path));
  if (selected.length === 0) {
    throw new Error(`No path matches ${globs.join(', ')}`);
  }
  return selected;
}
