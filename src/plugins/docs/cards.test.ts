import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

import {withCardDescriptions} from './cards';

/** A docs version's routes as the docs plugin adds them: the version, its sidebar root, a doc and two category pages. */
function versionRoutes(): RouteConfig {
  const version = {
    version: 'current',
    docs: {
      'concepts/project': {id: 'concepts/project', title: 'Project', description: 'The files.', sidebar: 'docs'},
      'concepts/models': {id: 'concepts/models', title: 'Models', description: 'Data models.', sidebar: 'docs'},
      'guides/deploy': {id: 'guides/deploy', title: 'Deploy', description: 'To production.', sidebar: 'docs'},
      intro: {id: 'intro', title: 'Introduction', sidebar: 'docs'},
    },
    docsSidebars: {
      docs: [
        {type: 'link', href: '/docs/intro', label: 'Introduction', docId: 'intro'},
        {
          type: 'category',
          label: 'Concepts',
          href: '/docs/concepts',
          collapsible: true,
          collapsed: true,
          items: [
            {type: 'link', href: '/docs/concepts/project', label: 'Project', docId: 'concepts/project'},
            {
              type: 'category',
              label: 'Models',
              href: '/docs/concepts/more',
              collapsible: true,
              collapsed: true,
              items: [{type: 'link', href: '/docs/concepts/models', label: 'Models', docId: 'concepts/models'}],
            },
            {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
          ],
        },
      ],
    },
  } as unknown as PropVersionMetadata;
  const categoryPage = (permalink: string): RouteConfig => ({
    path: permalink,
    component: '@theme/DocCategoryGeneratedIndexPage',
    exact: true,
    props: {categoryGeneratedIndex: {title: 'x', permalink, slug: permalink}},
  });
  return {
    path: '/docs',
    component: '@theme/DocVersionRoot',
    props: {version},
    routes: [
      {
        path: '/docs',
        component: '@theme/DocRoot',
        routes: [
          {path: '/docs/intro', component: '@theme/DocItem', exact: true, modules: {content: 'intro.md'}},
          categoryPage('/docs/concepts'),
          categoryPage('/docs/concepts/more'),
        ],
      },
    ],
  };
}

describe('withCardDescriptions', () => {
  const route = withCardDescriptions(versionRoutes());
  const version = route.props?.version as PropVersionMetadata;
  const pages = route.routes?.[0]?.routes ?? [];

  it("takes the descriptions out of the version's metadata and keeps the rest", () => {
    assert.deepEqual(version.docs['concepts/project'], {
      id: 'concepts/project',
      title: 'Project',
      sidebar: 'docs',
    });
    assert.ok(Object.values(version.docs).every((doc) => !('description' in doc)));
    assert.deepEqual(
      version.docsSidebars,
      (versionRoutes().props?.version as PropVersionMetadata).docsSidebars,
    );
  });

  it("gives each category page the descriptions of its own cards' docs", () => {
    assert.deepEqual(pages[1]?.props?.cardDescriptions, {'concepts/project': 'The files.'});
    assert.deepEqual(pages[2]?.props?.cardDescriptions, {'concepts/models': 'Data models.'});
    assert.deepEqual(pages[1]?.props?.categoryGeneratedIndex, versionRoutes().routes?.[0]?.routes?.[1]?.props?.categoryGeneratedIndex);
  });

  it('leaves doc pages and routes of other plugins as they are', () => {
    assert.deepEqual(pages[0], versionRoutes().routes?.[0]?.routes?.[0]);
    const other: RouteConfig = {path: '/blog', component: '@theme/BlogListPage', exact: true};
    assert.deepEqual(withCardDescriptions(other), other);
  });

  it("does not change the docs plugin's own route objects", () => {
    const original = versionRoutes();
    withCardDescriptions(original);
    assert.deepEqual(original, versionRoutes());
  });
});
