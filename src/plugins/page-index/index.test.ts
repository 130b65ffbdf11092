import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {PageEntry} from '../../site/pageEntry';
import {fallbackSection} from '../../site/pages';
import pageIndexPlugin, {
  collectPages,
  pageIndexFileName,
  type PostInput,
  type VersionInput,
} from './index';

const versions: VersionInput[] = [
  {
    label: '0.5.x',
    path: '/docs',
    docs: [
      {id: 'landing', title: 'Squirrels', permalink: '/docs/', unlisted: false},
      {
        id: 'docs/concepts/parameters',
        title: 'Parameters',
        permalink: '/docs/docs/concepts/parameters',
        unlisted: false,
      },
      {
        id: 'docs/concepts/models-sql',
        title: 'SQL models',
        permalink: '/docs/docs/concepts/models-sql',
        unlisted: false,
      },
      {
        id: 'references/cli/build',
        title: 'sqrl build',
        permalink: '/docs/references/cli/build',
        unlisted: false,
      },
      {id: 'docs/intro', title: 'Introduction', permalink: '/docs/docs/intro', unlisted: false},
      {id: 'docs/tba', title: 'To be announced', permalink: '/docs/docs/tba', unlisted: false},
      {id: 'docs/secret', title: 'Hidden draft', permalink: '/docs/docs/secret', unlisted: true},
    ],
    sidebars: {
      docs: [
        {type: 'doc', id: 'docs/intro'},
        {
          type: 'category',
          label: 'Concepts',
          collapsed: false,
          collapsible: true,
          link: {
            type: 'generated-index',
            slug: '/docs/concepts',
            permalink: '/docs/docs/concepts',
            title: 'Concepts',
          },
          items: [
            {type: 'doc', id: 'docs/concepts/parameters'},
            {
              type: 'category',
              label: 'Models',
              collapsed: true,
              collapsible: true,
              link: {type: 'doc', id: 'docs/concepts/models'},
              items: [{type: 'doc', id: 'docs/concepts/models-sql'}],
            },
            {type: 'doc', id: 'docs/secret'},
          ],
        },
      ],
      references: [
        {
          type: 'category',
          label: 'CLI',
          collapsed: false,
          collapsible: true,
          link: {
            type: 'generated-index',
            slug: '/references/cli',
            permalink: '/docs/references/cli',
          },
          items: [{type: 'doc', id: 'references/cli/build'}],
        },
      ],
    },
  },
  {
    label: '0.4.x',
    path: '/docs/0.4.x',
    docs: [
      {
        id: 'references/python/project/SquirrelsProject',
        title: 'SquirrelsProject',
        permalink: '/docs/0.4.x/references/python/project/SquirrelsProject',
        unlisted: false,
      },
      {
        id: 'releases/0.4',
        title: 'Version 0.4',
        permalink: '/docs/0.4.x/releases/0.4',
        unlisted: false,
      },
    ],
    sidebars: {
      references: [
        {
          type: 'category',
          label: 'Python classes',
          collapsed: false,
          collapsible: true,
          items: [{type: 'doc', id: 'references/python/project/SquirrelsProject'}],
        },
      ],
      releases: [{type: 'doc', id: 'releases/0.4'}],
    },
  },
];

const posts: PostInput[] = [
  {
    metadata: {
      title: 'Welcome',
      permalink: '/blog/welcome',
      unlisted: false,
      date: new Date('2024-06-22'),
    },
  },
  {
    metadata: {
      title: 'Unlisted post',
      permalink: '/blog/unlisted',
      unlisted: true,
      date: new Date('2025-01-01'),
    },
  },
];

describe('collectPages', () => {
  it('lists docs of every version and generated-index pages in reading order, then blog posts, each with its section', () => {
    assert.deepEqual(collectPages(versions, posts, '/'), [
      {title: 'Squirrels', path: '/docs/', section: 'Getting started · 0.5.x'},
      {title: 'Introduction', path: '/docs/docs/intro', section: 'Getting started · 0.5.x'},
      {title: 'Concepts', path: '/docs/docs/concepts', section: 'Concepts · 0.5.x'},
      {title: 'Parameters', path: '/docs/docs/concepts/parameters', section: 'Concepts · 0.5.x'},
      {title: 'SQL models', path: '/docs/docs/concepts/models-sql', section: 'Concepts · 0.5.x'},
      {title: 'CLI', path: '/docs/references/cli', section: 'CLI reference · 0.5.x'},
      {title: 'sqrl build', path: '/docs/references/cli/build', section: 'CLI reference · 0.5.x'},
      {
        title: 'To be announced',
        path: '/docs/docs/tba',
        section: `${fallbackSection} · 0.5.x`,
      },
      {
        title: 'SquirrelsProject',
        path: '/docs/0.4.x/references/python/project/SquirrelsProject',
        section: 'Python classes reference · 0.4.x',
      },
      {title: 'Version 0.4', path: '/docs/0.4.x/releases/0.4', section: 'Release notes · 0.4.x'},
      {title: 'Welcome', path: '/blog/welcome', section: 'Blog'},
    ]);
  });

  it('takes the sections from the sidebars: a new category is a new section', () => {
    const [current] = versions;
    assert.ok(current);
    const withGuides: VersionInput = {
      ...current,
      sidebars: {
        ...current.sidebars,
        docs: [
          ...(current.sidebars.docs ?? []),
          {
            type: 'category',
            label: 'Guides',
            collapsed: false,
            collapsible: true,
            items: [{type: 'doc', id: 'docs/tba'}],
          },
        ],
      },
    };
    const tba = collectPages([withGuides], [], '/').find(({path}) => path === '/docs/docs/tba');
    assert.equal(tba?.section, 'Guides · 0.5.x');
  });

  it('leaves out unlisted docs and posts', () => {
    const paths = collectPages(versions, posts, '/').map((entry) => entry.path);
    assert.ok(!paths.includes('/docs/docs/secret'));
    assert.ok(!paths.includes('/blog/unlisted'));
  });

  it('lists a page once, and nothing without docs or posts', () => {
    const [current] = versions;
    assert.ok(current);
    const twice = collectPages([current, current], [], '/');
    assert.deepEqual(twice, collectPages([current], [], '/'));
    assert.deepEqual(collectPages([], [], '/'), []);
  });
});

describe('pageIndexPlugin', () => {
  it('writes the page index from the docs and blog plugins', async () => {
    const written: [string, string][] = [];
    await pageIndexPlugin({baseUrl: '/'}).allContentLoaded?.({
      allContent: {
        'docusaurus-plugin-content-docs': {default: {loadedVersions: versions}},
        'docusaurus-plugin-content-blog': {default: {blogPosts: posts}},
      },
      actions: {
        createData: async (name: string, data: string) => {
          written.push([name, data]);
          return name;
        },
      } as never,
    });
    assert.equal(written.length, 1);
    assert.equal(written[0]?.[0], pageIndexFileName);
    assert.deepEqual(
      JSON.parse(written[0]?.[1] ?? '') as PageEntry[],
      collectPages(versions, posts, '/'),
    );
  });

  it('fails the build, naming itself, without the docs or blog plugin', async () => {
    const actions = {createData: async () => ''} as never;
    await assert.rejects(
      async () => pageIndexPlugin({baseUrl: '/'}).allContentLoaded?.({allContent: {}, actions}),
      /squirrels-page-index: no content from the docs plugin with id "default"/,
    );
    await assert.rejects(
      async () =>
        pageIndexPlugin({baseUrl: '/'}).allContentLoaded?.({
          allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions: versions}}},
          actions,
        }),
      /squirrels-page-index: no content from the blog plugin with id "default"/,
    );
  });
});
