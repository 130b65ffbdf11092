import path from 'node:path';

/**
 * The fake site that the tests of the page model (`src/site/pages.test.ts`)
 * and of the Markdown twins (`src/plugins/markdown-twins/index.test.ts`,
 * `llms.test.ts`) read: two docs versions and a blog shaped like the site's,
 * as the docs and blog plugins load them, with their sources. The current
 * version has a home page, docs at a sidebar's top level (`intro`, the
 * `glossary` of the references), a category with its own doc, one with a
 * generated index titled apart from its label, an unlisted doc in a sidebar, a
 * link item and a doc in no sidebar (`tba`).
 *
 * Written `as const`, so its versions and posts fit the shapes each subject
 * reads (the page model's `VersionInput`, the plugin's) without a type of
 * their own here.
 */

export const siteUrl = 'https://example.com';

/** A doc as the docs plugin loads it: `source` is `@site/` and the file under the site. */
function doc(id: string, permalink: string, source: string, unlisted = false) {
  return {
    id,
    source: `@site/${source}`,
    permalink,
    title: `Title of ${id}`,
    description: `About ${id}`,
    unlisted,
  };
}

/** A blog post as the blog plugin loads it, from `blog/<date>-<slug>.md`. */
function post(slug: string, date: string, permalink: string, unlisted = false) {
  return {
    metadata: {
      source: `@site/blog/${date}-${slug}.md`,
      permalink,
      title: `Post ${slug}`,
      description: `Post about ${slug}`,
      date: new Date(date),
      unlisted,
    },
  };
}

/** The current version (0.5.x) and 0.4.x, their permalinks under `baseUrl`, their folders under `site`. */
export function fakeVersions(baseUrl = '/', site = '/site') {
  const p = (route: string) => `${baseUrl}${route}`;
  const current = {
    versionName: 'current',
    label: '0.5.x',
    path: p('docs'),
    isLast: true,
    banner: null,
    contentPath: path.join(site, 'docs'),
    docs: [
      doc('tba', p('docs/tba'), 'docs/tba.md'),
      doc('references/cli/run', p('docs/references/cli/run'), 'docs/references/cli/run.md'),
      doc('references/cli/index', p('docs/references/cli/'), 'docs/references/cli/index.md'),
      doc('references/glossary', p('docs/references/glossary'), 'docs/references/glossary.md'),
      doc(
        'docs/concepts/parameters',
        p('docs/docs/concepts/parameters'),
        'docs/docs/concepts/parameters.md',
      ),
      doc('docs/start/install', p('docs/docs/start/install'), 'docs/docs/start/install.mdx'),
      doc('docs/start/index', p('docs/docs/start/'), 'docs/docs/start/index.md'),
      doc('docs/intro', p('docs/docs/intro'), 'docs/docs/intro.md'),
      doc('landing', p('docs/'), 'docs/landing.mdx'),
      doc('docs/hidden', p('docs/docs/hidden'), 'docs/docs/hidden.md', true),
    ],
    sidebars: {
      docs: [
        {type: 'doc', id: 'docs/intro'},
        {
          type: 'category',
          label: 'Getting started',
          link: {type: 'doc', id: 'docs/start/index'},
          items: [{type: 'doc', id: 'docs/start/install'}],
        },
        {
          type: 'category',
          label: 'Concepts',
          link: {
            type: 'generated-index',
            permalink: p('docs/docs/concepts'),
            title: 'Core concepts',
            description: 'The building blocks.',
          },
          items: [
            {type: 'doc', id: 'docs/concepts/parameters'},
            {type: 'doc', id: 'docs/hidden'},
          ],
        },
      ],
      references: [
        {
          type: 'category',
          label: 'CLI',
          link: {type: 'doc', id: 'references/cli/index'},
          items: [{type: 'doc', id: 'references/cli/run'}, {type: 'link'}],
        },
        {type: 'doc', id: 'references/glossary'},
      ],
    },
  } as const;
  const old = {
    versionName: '0.4.x',
    label: '0.4.x',
    path: p('docs/0.4.x'),
    isLast: false,
    banner: 'unmaintained',
    contentPath: path.join(site, 'versioned_docs/version-0.4.x'),
    docs: [
      doc('docs/intro', p('docs/0.4.x/docs/intro'), 'versioned_docs/version-0.4.x/docs/intro.md'),
      doc('landing', p('docs/0.4.x/'), 'versioned_docs/version-0.4.x/landing.mdx'),
    ],
    sidebars: {docs: [{type: 'doc', id: 'docs/intro'}]},
  } as const;
  return {current, old};
}

/** The whole fake site: both versions, three posts (one unlisted) and the source of every page. */
export function fakeContent(baseUrl = '/', site = '/site') {
  const {current, old} = fakeVersions(baseUrl, site);
  return {
    versions: [current, old],
    blogPosts: [
      post('welcome', '2024-06-22', `${baseUrl}blog/welcome`),
      post('benchmark', '2024-12-09', `${baseUrl}blog/benchmark`),
      post('secret', '2025-01-01', `${baseUrl}blog/secret`, true),
    ],
    sources: {
      'docs/landing.mdx':
        "---\ntitle: Landing\nslug: /\n---\n\nimport Link from '@docusaurus/Link';\n\nStart with the [intro](./docs/intro.md).\n",
      'docs/tba.md': 'Not yet.\n',
      'docs/docs/intro.md':
        '---\ntitle: Intro\n---\n\nSee [parameters](./concepts/parameters.md#yaml) and [the CLI](../references/cli/index.md).\n',
      'docs/docs/start/index.md': 'Four steps.\n',
      'docs/docs/start/install.mdx':
        '<Tabs>\n<TabItem value="pip" label="pip">\n\nRun pip.\n\n</TabItem>\n</Tabs>\n',
      'docs/docs/concepts/parameters.md': ':::tip\nUse YAML.\n:::\n',
      'docs/docs/hidden.md': 'Hidden.\n',
      'docs/references/cli/index.md': 'All commands.\n',
      'docs/references/cli/run.md': '```bash title="shell"\nsqrl run\n```\n',
      'docs/references/glossary.md': 'Words.\n',
      'versioned_docs/version-0.4.x/landing.mdx': 'Old docs.\n',
      'versioned_docs/version-0.4.x/docs/intro.md': 'Old intro, see [landing](../landing.mdx).\n',
      'blog/2024-06-22-welcome.md': 'Hello.\n\n<!-- truncate -->\n\nMore.\n',
      'blog/2024-12-09-benchmark.md': 'Fast.\n',
      'blog/2025-01-01-secret.md': 'Secret.\n',
    },
  };
}

export type FakeContent = ReturnType<typeof fakeContent>;
