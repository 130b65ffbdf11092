import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** One generated index per Python module, listing the module's members. */
function pythonModule(
  label: string,
  slug: string,
  description: string,
  items: SidebarItem[],
): SidebarItem {
  return {
    type: 'category',
    label,
    collapsed: true,
    link: {type: 'generated-index', title: label, slug, description},
    items,
  };
}

const python = (module: string, names: string[]): string[] =>
  names.map((name) => `references/python/${module}/${name}`);

/** The `references` sidebar of the current version: CLI, Python API, REST API. */
export const references: SidebarItem[] = [
  {
    type: 'category',
    label: 'CLI',
    collapsed: false,
    link: {type: 'doc', id: 'references/cli/index'},
    items: [
      'references/cli/new',
      'references/cli/init',
      'references/cli/get-file',
      'references/cli/deps',
      'references/cli/build',
      'references/cli/compile',
      'references/cli/duckdb',
      'references/cli/run',
    ],
  },
  {
    type: 'category',
    label: 'Python API',
    collapsed: false,
    link: {type: 'doc', id: 'references/python/index'},
    items: [
      pythonModule(
        'squirrels',
        'references/python/squirrels',
        'The top-level squirrels module. Its own class, SquirrelsProject, loads a project to build it, run datasets and render dashboards from Python or a notebook.',
        ['references/python/SquirrelsProject'],
      ),
      pythonModule(
        'squirrels.arguments',
        'references/python/arguments',
        'The types of the sqrl argument passed to the functions of your project files: connections, auth providers, parameters, context, models and dashboards.',
        python('arguments', [
          'ConnectionsArgs',
          'AuthProviderArgs',
          'ParametersArgs',
          'BuildModelArgs',
          'ContextArgs',
          'ModelArgs',
          'DashboardArgs',
        ]),
      ),
      pythonModule(
        'squirrels.auth',
        'references/python/auth',
        'Classes and the decorator you use in pyconfigs/user.py to add custom user fields and register OAuth or OpenID Connect login providers.',
        python('auth', ['CustomUserFields', 'RegisteredUser', 'ProviderConfigs', 'provider']),
      ),
      pythonModule(
        'squirrels.connections',
        'references/python/connections',
        'The connection class and connection types you use in pyconfigs/connections.py to reach your databases.',
        python('connections', ['ConnectionProperties', 'ConnectionTypeEnum']),
      ),
      pythonModule(
        'squirrels.parameters',
        'references/python/parameters',
        'The seven widget parameter classes: their factories for pyconfigs/parameters.py and the methods that read selections in context.py and models.',
        python('parameters', [
          'SingleSelectParameter',
          'MultiSelectParameter',
          'DateParameter',
          'DateRangeParameter',
          'NumberParameter',
          'NumberRangeParameter',
          'TextParameter',
        ]),
      ),
      pythonModule(
        'squirrels.parameter_options',
        'references/python/parameter_options',
        'Option classes that set the choices, bounds and defaults of widget parameters, optionally per user group or per parent selection.',
        python('parameter_options', [
          'SelectParameterOption',
          'DateParameterOption',
          'DateRangeParameterOption',
          'NumberParameterOption',
          'NumberRangeParameterOption',
          'TextParameterOption',
        ]),
      ),
      pythonModule(
        'squirrels.data_sources',
        'references/python/data_sources',
        'Data-source classes that build parameter options from a lookup table or query in a database, the seeds or the virtual data lake.',
        python('data_sources', [
          'SourceEnum',
          'SelectDataSource',
          'DateDataSource',
          'DateRangeDataSource',
          'NumberDataSource',
          'NumberRangeDataSource',
          'TextDataSource',
        ]),
      ),
      pythonModule(
        'squirrels.dashboards',
        'references/python/dashboards',
        'The return types of a dashboard function: a PNG image or an HTML page.',
        python('dashboards', ['PngDashboard', 'HtmlDashboard']),
      ),
      pythonModule(
        'squirrels.types',
        'references/python/types',
        'Classes for type hints: parameters, options, data sources, text values, dataset results and dashboards. Squirrels creates these objects and hands them to you.',
        python('types', [
          'Parameter',
          'ParameterOption',
          'DataSource',
          'ParameterConfigBase',
          'TextValue',
          'DatasetMetadata',
          'DatasetResult',
          'Dashboard',
        ]),
      ),
      pythonModule(
        'dateutils',
        'references/python/dateutils',
        'The dateutils package of Squirrels: enums, offsets, day-of-period modifiers and pipelines that turn one date into another, for context.py and models.',
        [
          ...python('dateutils', ['DayOfWeekEnum', 'MonthEnum']),
          {
            type: 'category',
            label: 'DayIdxOf… classes',
            collapsed: true,
            link: {type: 'doc', id: 'references/python/dateutils/DayIdxOf'},
            items: python('dateutils', [
              'DayIdxOfMonthsCycle',
              'DayIdxOfYear',
              'DayIdxOfQuarter',
              'DayIdxOfMonth',
              'DayIdxOfWeek',
            ]),
          },
          {
            type: 'category',
            label: 'Offset… classes',
            collapsed: true,
            link: {type: 'doc', id: 'references/python/dateutils/Offset'},
            items: python('dateutils', [
              'OffsetYears',
              'OffsetMonths',
              'OffsetWeeks',
              'OffsetDays',
            ]),
          },
          ...python('dateutils', [
            'DateModPipeline',
            'DateStringModifier',
            'TimestampModifier',
            'types',
          ]),
        ],
      ),
    ],
  },
  {
    type: 'category',
    label: 'REST API',
    collapsed: false,
    link: {type: 'doc', id: 'references/rest/index'},
    items: [
      'references/rest/authentication',
      'references/rest/user-management',
      'references/rest/project-metadata',
      'references/rest/data-management',
      'references/rest/datasets-dashboards',
      'references/rest/parameters',
    ],
  },
  {
    type: 'category',
    label: 'Error messages',
    collapsed: false,
    link: {type: 'doc', id: 'references/errors/index'},
    items: [
      'references/errors/project',
      'references/errors/parameters',
      'references/errors/requests',
      'references/errors/auth',
    ],
  },
];
