/**
 * Path globs, as `CRAWL_ONLY` takes them: `*` matches within one path
 * segment, `**` across segments, and a trailing `/**` matches the path
 * above it too (`/blog/**` is the blog and everything under it).
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length;) {
    if (glob.startsWith('/**', i) && (i + 3 === glob.length || glob[i + 3] === '/')) {
      source += '(?:/.*)?'; // zero or more whole segments
      i += 3;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 2;
    } else if (glob[i] === '*') {
      source += '[^/]*';
      i += 1;
    } else {
      source += glob.charAt(i).replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * The `paths` that match one of the comma-separated globs of `only`; all of
 * them when `only` is unset or blank. Throws when globs are given and none
 * matches, so a mistyped filter fails instead of running nothing.
 */
export function selectPaths(paths: string[], only: string | undefined): string[] {
  const globs = (only ?? '')
    .split(',')
    .map((glob) => glob.trim())
    .filter(Boolean);
  if (globs.length === 0) {
    return paths;
  }
  const patterns = globs.map(globToRegExp);
  const selected = paths.filter((path) => patterns.some((pattern) => pattern.test(path)));
  if (selected.length === 0) {
    throw new Error(`No path matches ${globs.join(', ')}`);
  }
  return selected;
}
