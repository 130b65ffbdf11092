import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {footer} from './config/footer';
import {links} from './config/links';
import {navbar} from './config/navbar';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {createSitemapItems} from './config/sitemap';
import {docsPluginVersions, lastVersion} from './config/versions';
import {validatingFrontMatterParser} from './src/content/frontMatter';
import {normalizeBaseUrl} from './src/site/urls';
import {algoliaThemeConfig} from './src/plugins/local-search';
// ```mermaid fences become inline SVG diagrams while the site builds.
import rehypeMermaidSvg from './src/rehype/mermaid-svg';
// Other fences are highlighted while the site builds, so no Prism ships.
import {rehypeCodeHighlight} from './src/plugins/code-highlight';
// The tables of every docs page read as blocks on a phone.
import rehypeStackedTables from './src/rehype/stacked-tables';
import rehypeTableCodeBreaks from './src/rehype/table-code-breaks';

// Environment, read once. Everything below derives from these values.
const siteUrl = process.env.SITE_URL ?? 'https://squirrels-analytics.github.io';
// `BASE_URL=docs` and `/docs/` both mean `/docs/`, as Docusaurus reads `baseUrl`.
const baseUrl = normalizeBaseUrl(process.env.BASE_URL ?? '/');
const gtagId = process.env.GTAG_ID || undefined;
// Hosted DocSearch when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME
// are all set; otherwise the local search plugin answers the same UI offline.
// Offline, the learning pages of the current version (docs/docs/: tutorial,
// concepts, guides) win ties with the references, which repeat their names;
// the release notes and the upgrade guide, which name every feature they
// change, lose ties with the pages that document those features; the error
// reference is for looking up a pasted message (a rank of -2 or less, see
// `lookupRank`), so its situation headings lose to the pages of the topic.
const search = algoliaThemeConfig(process.env, __dirname, {
  pageRanks: {'/docs/docs/': 1, '/docs/docs/releases/': -1, '/docs/references/errors/': -2},
});
// `npm run build:quick`: the current version and English only, without the
// postBuild extras (Markdown twins, social cards, the search index), for a
// writer's fast check; broken links and front matter still fail it.
const quick = process.env.DOCS_QUICK === '1';
// `npm run bench` only: every page, without what the site adds to a stock
// Docusaurus build (the build-time steps below, the twins, the cards and the
// search index), to show what the extras cost. Not a site for readers.
const withoutExtras = process.env.DOCS_WITHOUT_EXTRAS === '1';
// Test-only pages (tests/fixtures/shell-pages), for `npm run build:fixtures`.
const testFixtures = process.env.DOCS_TEST_FIXTURES === '1';
// "Last updated" dates come from git; outside a git work tree (a source
// archive, say) Docusaurus would fail the build, so the dates are left out.
const inGitWorkTree =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname}).status === 0;
// The versions `docs:version` cut; config/versions.ts says what each one is.
const cutVersions = JSON.parse(
  readFileSync(path.join(__dirname, 'versions.json'), 'utf8'),
) as string[];
const extraLocales = (process.env.DOCS_EXTRA_LOCALES ?? '')
  .split(',')
  .map((locale) => locale.trim())
  .filter(Boolean);

// Prism grammars beyond prism-react-renderer's own, for the build-time
// highlighter (and the theme's config, which validates them).
const codeLanguages = ['python', 'bash', 'yaml', 'sql', 'json', 'toml', 'ini'];
const rehypePlugins = withoutExtras
  ? []
  : [rehypeMermaidSvg, [rehypeCodeHighlight, {languages: codeLanguages}]];
// Tables read as blocks on a phone on every docs page: the references, the
// release pages and, since their settings and argument tables have the same
// shape (name, type, default, description), the learning pages.
const hasStackedTables = (file: string) => {
  const [root] = path.relative(__dirname, file).split(path.sep);
  return root === 'docs' || root === 'versioned_docs';
};
// Names and paths in table cells may break after their separators, so a
// table fits its column instead of scrolling sideways (every docs page).
const docsRehypePlugins = withoutExtras
  ? []
  : [...rehypePlugins, [rehypeStackedTables, {include: hasStackedTables}], rehypeTableCodeBreaks];

// The announcement bar's id changes whenever its text does, so readers who
// dismissed an older announcement see the new one.
const announcement = `Squirrels 0.5 serves every project as an MCP server too. <a href="${baseUrl}docs/docs/guides/mcp">Connect your AI agent</a>.`;
const announcementId = `announcement-${createHash('sha256').update(announcement).digest('hex').slice(0, 8)}`;

const config = {
  title: 'Squirrels',
  tagline: 'REST APIs and MCP servers for data analytics, in Python and SQL',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  organizationName: 'squirrels-analytics',
  projectName: 'squirrels-analytics.github.io',
  trailingSlash: false,
  titleDelimiter: '|',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    format: 'detect',
    // Title, description, tags and authors of every docs page and post are
    // checked here; a bad value fails the build naming the file and field.
    parseFrontMatter: validatingFrontMatterParser(__dirname),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: quick ? ['en'] : ['en', ...extraLocales],
  },

  presets: [
    [
      'classic',
      {
        // The docs are src/plugins/docs: the stock plugin with its cards' descriptions moved.
        docs: false,
        // The blog is src/plugins/blog: the stock plugin with the site's own feeds.
        blog: false,
        pages: {rehypePlugins},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The date of the last commit of each page's source (config/sitemap.ts).
          lastmod: 'date',
          createSitemapItems: createSitemapItems(__dirname),
          changefreq: null,
          priority: null,
        },
        gtag: gtagId ? {trackingID: gtagId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The stock docs, whose version metadata leaves the cards' descriptions to the category pages.
    [
      './src/plugins/docs/index.ts',
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        showLastUpdateTime: inGitWorkTree,
        editUrl: `${links.docsRepository}/edit/main/`,
        lastVersion,
        versions: docsPluginVersions(cutVersions),
        ...(quick ? {onlyIncludeVersions: ['current']} : {}),
        rehypePlugins: docsRehypePlugins,
      } satisfies DocsOptions,
    ],
    // The stock blog, with feeds that name themselves and stand alone (JSON Feed 1.1).
    [
      './src/plugins/blog/index.ts',
      {
        showReadingTime: true,
        editUrl: `${links.docsRepository}/edit/main/`,
        blogTitle: 'Squirrels blog',
        blogDescription:
          'News, benchmarks and stories from the team behind the Squirrels framework.',
        blogSidebarTitle: 'Recent posts',
        blogSidebarCount: 'ALL',
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        rehypePlugins,
        feedOptions: {
          type: 'all',
          title: 'Squirrels blog',
          description: 'News, benchmarks and stories from the team behind the Squirrels framework.',
          copyright: 'Copyright © 2025 Squirrels Analytics',
        },
      } satisfies BlogOptions,
    ],
    './src/plugins/page-index/index.ts',
    // The CodeBlock and token colours for code highlighted at build time.
    './src/plugins/code-highlight/index.ts',
    // The same runtime chunk wherever the site is built (its README says why).
    './src/plugins/stable-runtime/index.ts',
    // The browser's route registry without the module paths only server rendering reads.
    './src/plugins/lean-registry/index.ts',
    // Lazily loaded chunks named by id, so the runtime holds no map of their names.
    './src/plugins/numbered-chunks/index.ts',
    // No table of English strings in the bundles: English is the code's own messages.
    './src/plugins/source-strings/index.ts',
    // Linked pages are fetched on hover or focus, not when they scroll into view.
    './src/plugins/hover-prefetch/index.ts',
    // A page opened by its .html file name gets its route's address before hydrating.
    './src/plugins/html-paths/index.ts',
    // The home page's latest-posts strip reads the blog through this.
    ['./src/plugins/latest-posts/index.ts', {count: 3}],
    // robots.txt, naming the sitemap.
    './src/plugins/robots/index.ts',
    ...(quick || withoutExtras
      ? []
      : [
          // A Markdown twin of every docs page and blog post, and llms.txt files.
          './src/plugins/markdown-twins/index.ts',
          // An Open Graph card for every docs page and blog post.
          './src/plugins/social-cards/index.ts',
          ...search.plugins,
        ]),
    ...(testFixtures ? ['./tests/fixtures/shell-pages/index.ts'] : []),
    // Browser source maps, only for `npm run bench`'s module sizes.
    ...(process.env.SOURCE_MAPS === '1' ? ['./src/plugins/source-maps/index.ts'] : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      // Docs pages and posts say `article` (src/theme/DocItem/Metadata, the blog's own).
      {property: 'og:type', content: 'website'},
      {
        name: 'keywords',
        content: 'squirrels, python, data analytics, rest api, mcp, duckdb',
      },
    ],
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: announcementId,
      content: announcement,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
      versionPersistence: 'localStorage',
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar,
    footer,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: codeLanguages,
    },
    algolia: {
      ...search.algolia,
      // The fixtures build treats blog URLs as another site's, so the tests
      // can check that such search hits open with a full page load.
      ...(testFixtures ? {externalUrlRegex: '/blog/'} : {}),
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
