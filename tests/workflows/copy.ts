/** Folders a checkout may hold that the workflow tests do not copy: they are no part of the repository's content. */
export const notCopied: ReadonlySet<string> = new Set([
  '.git',
  'node_modules',
  '.docusaurus',
  'build',
  'build-fixtures',
  'build-algolia',
  'build-quick',
  'test-results',
  'playwright-report',
  'reports',
]);

/** `git` arguments that commit everything staged in a copy, under the workflow tests' own name. */
export function commitArgs(message: string): string[] {
  return [
    '-c',
    'user.name=Workflow test',
    '-c',
    'user.email=workflows@example.invalid',
    'commit',
    '-q',
    '--no-verify',
    '-m',
    message,
  ];
}

/** The version label in a docs version's translation file (`i18n/<locale>/docusaurus-plugin-content-docs/<version>.json`). */
export function translatedVersionLabel(json: string): string | undefined {
  return (JSON.parse(json) as Record<string, {message: string}>)['version.label']?.message;
}
