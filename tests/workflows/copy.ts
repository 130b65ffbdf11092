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
