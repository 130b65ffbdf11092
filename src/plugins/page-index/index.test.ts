import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {collectPages, type BlogInput, type DocsInput} from './index';

const docs: DocsInput = {
  loadedVersions: [
    {
      label: '0.5.x',
      path: '/docs',
      docs: [
        {title: 'Parameters', permalink: '/docs/docs/concepts/parameters', unlisted: false},
        {title: 'sqrl build', permalink: '/docs/references/cli/build', unlisted: false},
        {title: 'Hidden draft', permalink: '/docs/docs/secret', unlisted: true},
      ],
      sidebars: {
        docs: [
          {
            type: 'category',
            label: 'Concepts',
            link: {type: 'generated-index', permalink: '/docs/docs/concepts', title: 'Concepts'},
            items: [
              {
                type: 'category',
                label: 'Models',
                link: {type: 'doc', id: 'docs/concepts/models'},
                items: [],
              },
            ],
          },
        ],
      },
    },
    {
      label: '0.4.x',
      path: '/docs/0.4.x',
      docs: [
        {
          title: 'SquirrelsProject',
          permalink: '/docs/0.4.x/references/python/project/SquirrelsProject',
          unlisted: false,
        },
      ],
      sidebars: {},
    },
  ],
};

const blog: BlogInput = {
  blogPosts: [
    {metadata: {title: 'Welcome', permalink: '/blog/welcome', unlisted: false}},
    {metadata: {title: 'Unlisted post', permalink: '/blog/unlisted', unlisted: true}},
  ],
};

describe('collectPages', () => {
  it('lists docs of every version, generated-index pages and blog posts with a section', () => {
    assert.deepEqual(collectPages(docs, blog), [
      {title: 'Parameters', path: '/docs/docs/concepts/parameters', section: 'Docs 0.5.x'},
      {title: 'sqrl build', path: '/docs/references/cli/build', section: 'References 0.5.x'},
      {title: 'Concepts', path: '/docs/docs/concepts', section: 'Docs 0.5.x'},
      {
        title: 'SquirrelsProject',
        path: '/docs/0.4.x/references/python/project/SquirrelsProject',
        section: 'References 0.4.x',
      },
      {title: 'Welcome', path: '/blog/welcome', section: 'Blog'},
    ]);
  });

  it('leaves out unlisted docs and posts', () => {
    const paths = collectPages(docs, blog).map((entry) => entry.path);
    assert.ok(!paths.includes('/docs/docs/secret'));
    assert.ok(!paths.includes('/blog/unlisted'));
  });

  it('works without a blog or docs plugin', () => {
    assert.deepEqual(collectPages(undefined, undefined), []);
  });
});
