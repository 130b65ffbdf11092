import path from 'node:path';

import type {BlogPostInput, DocInput, VersionInput} from './types';

/**
 * The fake site the plugin's tests read (`index.test.ts`, `llms.test.ts`):
 * two versions and a blog shaped like the site's, with their sources.
 */

export const siteUrl = 'https://example.com';

export function doc(
  id: string,
  permalink: string,
  source: string,
  extra: Partial<DocInput> = {},
): DocInput {
  return {
    id,
    source: `@site/${source}`,
    permalink,
    title: `Title of ${id}`,
    description: `About ${id}`,
    unlisted: false,
    ...extra,
  };
}

export type FakeContent = {
  versions: VersionInput[];
  blogPosts: BlogPostInput[];
  sources: Record<string, string>;
};

/** Two versions and a blog, shaped like the site's: home pages, index docs, a generated index, a page in no sidebar. */
export function fakeContent(baseUrl = '/', site = '/site'): FakeContent {
  const p = (route: string) => `${baseUrl}${route}`;
  const current: VersionInput = {
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
      doc(
        'docs/concepts/parameters',
        p('docs/docs/concepts/parameters'),
        'docs/docs/concepts/parameters.md',
      ),
      doc('docs/start/install', p('docs/docs/start/install'), 'docs/docs/start/install.mdx'),
      doc('docs/start/index', p('docs/docs/start/'), 'docs/docs/start/index.md'),
      doc('docs/intro', p('docs/docs/intro'), 'docs/docs/intro.md'),
      doc('landing', p('docs/'), 'docs/landing.mdx'),
      doc('docs/hidden', p('docs/docs/hidden'), 'docs/docs/hidden.md', {unlisted: true}),
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
            title: 'Concepts',
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
      ],
    },
  };
  const old: VersionInput = {
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
  };
  const post = (slug: string, date: string, unlisted = false): BlogPostInput => ({
    metadata: {
      source: `@site/blog/${date}-${slug}.md`,
      permalink: p(`blog/${slug}`),
      title: `Post ${slug}`,
      description: `Post about ${slug}`,
      date: new Date(date),
      unlisted,
    },
  });
  return {
    versions: [current, old],
    blogPosts: [
      post('welcome', '2024-06-22'),
      post('benchmark', '2024-12-09'),
      post('secret', '2025-01-01', true),
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
      'versioned_docs/version-0.4.x/landing.mdx': 'Old docs.\n',
      'versioned_docs/version-0.4.x/docs/intro.md': 'Old intro, see [landing](../landing.mdx).\n',
      'blog/2024-06-22-welcome.md': 'Hello.\n\n<!-- truncate -->\n\nMore.\n',
      'blog/2024-12-09-benchmark.md': 'Fast.\n',
      'blog/2025-01-01-secret.md': 'Secret.\n',
    },
  };
}
