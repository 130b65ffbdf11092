import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {references} from './sidebarsReferences';

/**
 * Sidebars of the current version (0.5.x). `docs` holds the guide-style
 * pages under docs/docs/, `references` the reference pages under
 * docs/references/.
 */
const sidebars = {
  docs: [
    'docs/intro',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      link: {type: 'doc', id: 'docs/start/index'},
      items: [
        'docs/start/install',
        'docs/start/new-project',
        'docs/start/run-project',
        'docs/start/tutorial',
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: 'docs/concepts',
        title: 'Concepts',
        description:
          'The parts of a Squirrels project: files and settings, connections, users, parameters, context, macros, data models, dashboards, date utilities and Studio.',
      },
      items: [
        'docs/concepts/project',
        'docs/concepts/squirrels-yml',
        'docs/concepts/environment',
        'docs/concepts/connections',
        'docs/concepts/user',
        'docs/concepts/parameters',
        'docs/concepts/context',
        'docs/concepts/macros',
        'docs/concepts/column-types',
        {
          type: 'category',
          label: 'Data models',
          collapsed: false,
          link: {type: 'doc', id: 'docs/concepts/models'},
          items: [
            'docs/concepts/models-source',
            'docs/concepts/models-seed',
            'docs/concepts/models-build',
            'docs/concepts/models-dbview',
            'docs/concepts/models-federate',
          ],
        },
        'docs/concepts/dashboards',
        'docs/concepts/dateutils',
        'docs/concepts/studio',
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: 'docs/guides',
        title: 'Guides',
        description:
          'Guides to tasks: connect AI agents over MCP, deploy with Docker, keep data fresh, merge sources, run ML models, use a project from Python, stop SQL injection.',
      },
      items: [
        'docs/guides/mcp',
        'docs/guides/deploy',
        'docs/guides/data-freshness',
        'docs/guides/merge-data',
        'docs/guides/interact-in-python',
        'docs/guides/ml-models',
        'docs/guides/sql-injection',
      ],
    },
    {
      type: 'category',
      label: 'Release notes',
      collapsed: true,
      link: {type: 'doc', id: 'docs/releases/index'},
      // The upgrade guide first, then one page per release, newest first.
      items: [
        'docs/releases/upgrade-from-0.4',
        'docs/releases/0.5.4',
        'docs/releases/0.5.3',
        'docs/releases/0.5.2',
        'docs/releases/0.5.1',
        'docs/releases/0.5.0',
      ],
    },
  ],
  references,
} satisfies SidebarsConfig;

export default sidebars;
