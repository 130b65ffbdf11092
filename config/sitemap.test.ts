import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {RouteConfig} from '@docusaurus/types';

import {siteFilesOf, withLastmod} from './sitemap';

const siteUrl = 'https://example.org';
const dates: Record<string, string> = {
  '/site/blog/old.md': '2024-01-02',
  '/site/blog/new.mdx': '2025-03-04',
  '/site/src/pages/index.tsx': '2025-01-01',
  '/site/src/pages/versions.tsx': '2025-02-02',
};
const vcs = {
  getFileLastUpdateInfo: async (file: string) =>
    dates[file] ? {timestamp: Date.parse(`${dates[file]}T12:00:00Z`), author: 'x'} : null,
};

const route = (routePath: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({
  path: routePath,
  component: '@theme/Page',
  ...extra,
});

const post = (file: string) => ({
  content: {__import: true, path: `@site/${file}`, query: {truncated: true}},
});

const routes: RouteConfig[] = [
  route('/', {modules: {content: '@site/src/pages/index.tsx'}}),
  route('/blog', {
    modules: {
      sidebar: '@generated/blog/sidebar.json',
      items: [post('blog/new.mdx'), post('blog/old.md')],
    },
  }),
  route('/blog/old', {modules: {content: '@site/blog/old.md?truncated=true'}}),
  route('/blog/tags'),
  route('/blog/tags/intro', {modules: {items: [post('blog/old.md')]}}),
  route('/blog/archive', {
    props: {archive: {blogPosts: [{metadata: {source: '@site/blog/new.mdx'}}]}},
  }),
  route('/versions', {metadata: {sourceFilePath: 'src/pages/versions.tsx'}}),
  route('/docs', {
    props: {
      version: {
        docsSidebars: {
          docs: [
            {type: 'link', href: '/docs/intro', label: 'Intro'},
            {
              type: 'category',
              label: 'Python',
              href: '/docs/python/',
              collapsed: true,
              collapsible: true,
              items: [{type: 'link', href: '/docs/Project', label: 'Project'}],
            },
          ],
        },
      },
    },
    routes: [route('/docs/intro'), route('/docs/python')],
  }),
  route('/docs/concepts', {modules: {categoryGeneratedIndex: '@generated/docs/concepts.json'}}),
  route('/elsewhere'),
];

const item = (routePath: string, lastmod: string | null = null) => ({
  url: `${siteUrl}${routePath}`,
  lastmod,
  changefreq: null,
  priority: null,
});

describe('sitemap lastmod', () => {
  it("finds the site's files a route loads or lists, without queries", () => {
    const at = (routePath: string) => {
      const found = routes.find((candidate) => candidate.path === routePath);
      assert.ok(found, routePath);
      return found;
    };
    assert.deepEqual(siteFilesOf(at('/blog'), '/site'), [
      '/site/blog/new.mdx',
      '/site/blog/old.md',
    ]);
    assert.deepEqual(siteFilesOf(at('/blog/old'), '/site'), ['/site/blog/old.md']);
    assert.deepEqual(siteFilesOf(at('/blog/archive'), '/site'), ['/site/blog/new.mdx']);
  });

  it('dates each page from its files, a list from its newest post, a category from its sidebar pages, the rest from the pages under them', async () => {
    const items = [
      item('/'),
      item('/blog'),
      item('/blog/old'),
      item('/blog/tags'),
      item('/blog/tags/intro'),
      item('/blog/archive'),
      item('/docs/intro', '2023-05-06'),
      item('/docs/concepts'),
      item('/docs/concepts/a', '2023-07-08'),
      item('/versions'),
      item('/docs/python'),
      item('/docs/Project', '2022-02-02'),
      item('/elsewhere'),
    ];
    const dated = await withLastmod(items, routes, {
      siteDir: '/site',
      siteUrl,
      trailingSlash: false,
      baseUrl: '/',
      vcs,
    });
    assert.deepEqual(
      Object.fromEntries(dated.map(({url, lastmod}) => [url.slice(siteUrl.length), lastmod])),
      {
        '/': '2025-01-01',
        '/blog': '2025-03-04',
        '/blog/old': '2024-01-02',
        '/blog/tags': '2024-01-02',
        '/blog/tags/intro': '2024-01-02',
        '/blog/archive': '2025-03-04',
        '/docs/intro': '2023-05-06',
        '/docs/concepts': '2023-07-08',
        '/docs/concepts/a': '2023-07-08',
        '/versions': '2025-02-02',
        '/docs/python': '2022-02-02',
        '/docs/Project': '2022-02-02',
        '/elsewhere': null,
      },
    );
  });
});
