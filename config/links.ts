/** External addresses the site points to, kept in one place. */
export const links = {
  sourceRepository: 'https://github.com/squirrels-analytics/squirrels',
  issues: 'https://github.com/squirrels-analytics/squirrels/issues',
  discord: 'https://discord.gg/AXYn9rxTgP',
  /** The repository of this documentation site. */
  docsRepository: 'https://github.com/squirrels-analytics/squirrels-analytics.github.io',
  pypi: 'https://pypi.org/project/squirrels/',
} as const;
