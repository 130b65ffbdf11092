/**
 * Every file of an installed package that the site ejects, wraps, imports from a `lib/` folder,
 * copies or relies on, and the local files to re-check when it changes. The sha256 of each, as
 * last checked, is in `upstream.sha256.json`; `upstream.test.ts` fails, naming the files, when an
 * upgrade changes one, and `npm run upstream:update` records the installed files after review
 * (README.md, "Upgrading Docusaurus or DocSearch"). The list is a typed module so that the
 * compiler checks each entry and a comment can say why the site depends on the file; the hashes
 * are JSON so that the update script rewrites them whole, without editing code.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * How the local files depend on the upstream file.
 * - `ejected`: the local file is the upstream source with our changes (swizzle --eject);
 *   DocItem/Layout and DocItem/Content mark theirs `// CUSTOM CODE` … `// CUSTOM CODE END`.
 * - `replaced`: the local file takes the upstream file's place, written anew, keeping part of its
 *   markup or role.
 * - `wrapped`: the local file renders the upstream component through `@theme-original` (or
 *   spreads its map, or the plugin object the upstream file creates), and depends on its props
 *   and markup (or the plugin's lifecycle methods).
 * - `imported from lib`: the site imports or aliases the file by its path in the package, or
 *   through the package's `internal` entry point.
 * - `copied`: local code does what the upstream file does, or reproduces its markup.
 * - `relied on`: local code depends on the file's markup, class names or behaviour, which no
 *   public API promises.
 */
export type UpstreamKind =
  'ejected' | 'replaced' | 'wrapped' | 'imported from lib' | 'copied' | 'relied on';

export type UpstreamFile = {
  /** The npm package that ships the file. */
  readonly package: string;
  /**
   * The package that depends on `package`, when the site does not depend on it directly: it is
   * then resolved from that package's folder, as the bundler resolves it.
   */
  readonly via?: string;
  /** The file's path inside the package. */
  readonly path: string;
  readonly kind: UpstreamKind;
  /** The site's files to re-check when the upstream file changes, from the repository root. */
  readonly local: readonly string[];
  /**
   * When the local files work around an upstream defect: the upstream change after which they can
   * go (the issue to watch and how to check). The report repeats it when the file changes.
   */
  readonly dropWhen?: string;
};

/** What `upstream.sha256.json` holds: the packages' versions and the files' hashes, as checked. */
export type RecordedHashes = {
  /** The installed version of each package when the hashes were recorded. */
  versions: Record<string, string>;
  /** sha256 (hex) of each upstream file, by {@link upstreamKey}. */
  sha256: Record<string, string>;
};

const classic = '@docusaurus/theme-classic';
const algolia = '@docusaurus/theme-search-algolia';
const codeBlock = 'src/plugins/code-highlight/theme/CodeBlock/index.tsx';
const localSearch = 'src/plugins/local-search';
const blog = '@docusaurus/plugin-content-blog';
const sitemap = 'config/sitemap.ts';

/** When src/plugins/stable-runtime can go (its README says more). */
const stableRuntimeDropWhen =
  'Rspack fixes https://github.com/web-infra-dev/rspack/issues/14089 (open with Rspack 1.7.12: ' +
  'it minifies the runtime chunk while it holds provisional content hashes, which depend on the ' +
  'build folder, and SWC names variables after character frequencies). With that release ' +
  'installed, take the plugin out of docusaurus.config.ts and build one commit in three folders ' +
  'of different names and depths: if runtime~main.*.js is the same in all three, delete ' +
  'src/plugins/stable-runtime and its two entries here (@docusaurus/bundler lib/minification.js, ' +
  '@rspack/core package.json).';

export const upstreamFiles: readonly UpstreamFile[] = [
  // Ejected: upstream's source with our changes in CUSTOM CODE blocks.
  {
    package: classic,
    path: 'src/theme/DocItem/Layout/index.tsx',
    kind: 'ejected',
    local: ['src/theme/DocItem/Layout/index.tsx'],
  },
  {
    package: classic,
    path: 'src/theme/DocItem/Layout/styles.module.css',
    kind: 'ejected',
    local: ['src/theme/DocItem/Layout/styles.module.css'],
  },
  {
    package: classic,
    path: 'src/theme/DocItem/Content/index.tsx',
    kind: 'ejected',
    local: ['src/theme/DocItem/Content/index.tsx'],
  },
  {
    package: classic,
    path: 'src/theme/EditThisPage/index.tsx',
    kind: 'ejected',
    local: ['src/theme/EditThisPage/index.tsx'],
  },

  // Replaced: our own component under the stock name.
  {
    package: classic,
    path: 'src/theme/ErrorPageContent.tsx',
    kind: 'replaced',
    local: ['src/theme/ErrorPageContent/index.tsx'],
  },
  {
    package: classic,
    path: 'src/theme/NotFound/Content/index.tsx',
    kind: 'replaced',
    local: ['src/theme/NotFound/Content/index.tsx'],
  },
  {
    package: classic,
    path: 'src/theme/CodeBlock/index.tsx',
    kind: 'replaced',
    local: [codeBlock],
  },
  // The client module that loads Prism on every page, swapped for an empty one by its path.
  {
    package: classic,
    path: 'lib/prism-include-languages.js',
    kind: 'replaced',
    local: [
      'src/plugins/code-highlight/index.ts',
      'src/plugins/code-highlight/client/no-prism-languages.ts',
    ],
  },

  // Copied: the stock string code block's markup, which our CodeBlock renders itself.
  ...[
    'src/theme/CodeBlock/Content/String.tsx',
    'src/theme/CodeBlock/Layout/index.tsx',
    'src/theme/CodeBlock/Container/index.tsx',
    'src/theme/CodeBlock/Content/index.tsx',
    'src/theme/CodeBlock/Line/index.tsx',
  ].map((file): UpstreamFile => ({
    package: classic,
    path: file,
    kind: 'copied',
    local: [codeBlock, 'src/plugins/code-highlight/theme/CodeBlock/styles.module.css'],
  })),
  // The grammars of `prism.additionalLanguages`, loaded at build time instead.
  {
    package: classic,
    path: 'src/theme/prism-include-languages.ts',
    kind: 'copied',
    local: ['src/plugins/code-highlight/highlight.ts'],
  },
  // Docusaurus's JS minimizer, which the plugin sets up again, split in two.
  {
    package: '@docusaurus/bundler',
    path: 'lib/minification.js',
    kind: 'copied',
    local: ['src/plugins/stable-runtime/index.ts'],
    dropWhen: stableRuntimeDropWhen,
  },
  // Rspack's SWC minimizer is native code, with no JS file to hash: the package's manifest
  // changes with each release, so every Rspack upgrade is a prompt to check the issue the
  // stable-runtime plugin works around.
  {
    package: '@rspack/core',
    path: 'package.json',
    kind: 'relied on',
    local: ['src/plugins/stable-runtime/index.ts', 'src/plugins/stable-runtime/README.md'],
    dropWhen: stableRuntimeDropWhen,
  },

  // The blog (src/plugins/blog) is the stock blog plugin with the site's own feeds.
  // Wrapped: the plugin spreads the stock plugin object and replaces its `postBuild` (which
  // writes the stock feeds) and `injectHtmlTags` (which advertises them); any other change to the
  // feeds' lifecycle, or a new method that touches them, must be carried into index.ts.
  {
    package: blog,
    path: 'lib/index.js',
    kind: 'wrapped',
    local: ['src/plugins/blog/index.ts'],
  },
  // Wrapped: src/plugins/docs spreads the stock docs plugin and passes its `contentLoaded` an
  // `addRoute` that edits the routes (`lib/routes.js`, below): a change to the plugin's lifecycle
  // must be carried into index.ts.
  {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/index.js',
    kind: 'wrapped',
    local: ['src/plugins/docs/index.ts'],
  },
  // Relied on: a doc's card reads its description from the version's metadata (`useDocById`)
  // only when the sidebar item has none (theme-classic's `DocCard`, `item.description ??
  // doc?.description`), so src/theme/DocCard can hand it the description that src/plugins/docs
  // gave the category page.
  {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/client/docsUtils.js',
    kind: 'relied on',
    local: ['src/plugins/docs/cards.ts', 'src/theme/DocCard/index.tsx'],
  },
  // Copied: the stock feeds, which the site's replace: feeds.ts copies their head tags (rel,
  // href, title suffixes), the feed's fields and title defaults, which posts are listed (no drafts,
  // no unlisted, `limit`) and each item's shape (absolute links and images, tags as categories).
  {
    package: blog,
    path: 'lib/feed.js',
    kind: 'copied',
    local: ['src/plugins/blog/feeds.ts', 'src/plugins/blog/index.ts'],
  },
  // Relied on: the stock options and their defaults; every feed option is followed by the feeds or
  // refused by options.ts (options.test.ts reads this schema).
  {
    package: blog,
    path: 'lib/options.js',
    kind: 'relied on',
    local: ['src/plugins/blog/options.ts', 'src/plugins/blog/feeds.ts'],
  },

  // Imported from lib: the synchronous front-matter parser that DEFAULT_PARSE_FRONT_MATTER
  // wraps, so the site's one Markdown reader parses front matter as the build does.
  {
    package: '@docusaurus/utils',
    path: 'lib/markdownUtils.js',
    kind: 'imported from lib',
    local: ['src/content/markdown.ts'],
  },

  // Imported from lib: theme-common's internal entry point (`@docusaurus/theme-common/internal`),
  // which Docusaurus keeps for its own themes and may change in any release: the announcement
  // bar's state (`useAnnouncementBar`), the code block's metadata, context and word wrap
  // (`createCodeBlockMetadata`, `CodeBlockContextProvider`, `useCodeWordWrap`) and the phone
  // menu's state (`useNavbarMobileSidebar`, which the version dropdown closes).
  {
    package: '@docusaurus/theme-common',
    path: 'lib/internal.js',
    kind: 'imported from lib',
    local: [
      'src/theme/AnnouncementBar/index.tsx',
      codeBlock,
      'src/theme/NavbarItem/DocsVersionDropdownNavbarItem/index.tsx',
    ],
  },

  // Imported from lib: the stock code block styles, so our blocks look the same.
  ...['Container', 'Content', 'Layout', 'Line'].map((part): UpstreamFile => ({
    package: classic,
    path: `lib/theme/CodeBlock/${part}/styles.module.css`,
    kind: 'imported from lib',
    local: [codeBlock],
  })),
  // The stock search bar and page, aliased by file path and wrapped in local mode.
  {
    package: algolia,
    path: 'lib/theme/SearchBar/index.js',
    kind: 'imported from lib',
    local: [
      `${localSearch}/index.ts`,
      `${localSearch}/theme/SearchBar/index.tsx`,
      `${localSearch}/theme/SearchBar/shell.tsx`,
      `${localSearch}/client/NoHead.tsx`,
    ],
  },
  {
    package: algolia,
    path: 'lib/theme/SearchPage/index.js',
    kind: 'imported from lib',
    local: [
      `${localSearch}/index.ts`,
      `${localSearch}/theme/SearchPage/index.tsx`,
      `${localSearch}/client/liteClientShim.ts`,
      // Its "No results were found" paragraph, its spinner and its results column.
      `${localSearch}/client/local-search.css`,
    ],
  },

  // Relied on: what config/sitemap.ts reads to date every URL, which no public API promises.
  // The items of `defaultCreateSitemapItems`: each URL made from its route's path as `urlOf`
  // makes it (a URL it cannot match to a route gets no date), `lastmod` as YYYY-MM-DD with
  // `lastmod: 'date'` (compared and mixed with the site's own dates) and null for a route
  // without a date.
  {
    package: '@docusaurus/plugin-sitemap',
    path: 'lib/createSitemapItem.js',
    kind: 'relied on',
    local: [sitemap],
  },
  // Route module shapes, where `siteFilesOf` finds a page's `@site/` sources: a post's
  // `modules.content` and `metadata.sourceFilePath`, a list's `modules.items[].content.path`
  // (with its `truncated` query), the archive's `props.archive.blogPosts[].metadata.source`.
  {
    package: blog,
    path: 'lib/routes.js',
    kind: 'relied on',
    local: [sitemap],
  },
  // The version route's `props.version.docsSidebars`, where `sidebarCategories` finds each
  // category's pages (upstream plans to move it to route context), and each doc route's
  // `metadata.lastUpdatedAt`, the dates of the docs pages. src/plugins/docs relies on the same
  // tree: `props.version.docs` and the category pages' `props.categoryGeneratedIndex`.
  {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/routes.js',
    kind: 'relied on',
    local: [sitemap, 'src/plugins/docs/cards.ts'],
  },
  // A JSX page's `component` and an MDX page's `modules.content`: its `@site/src/pages` source.
  {
    package: '@docusaurus/plugin-content-pages',
    path: 'lib/routes.js',
    kind: 'relied on',
    local: [sitemap],
  },
  // `future.experimental_vcs`, the git reader the sitemap dates pages with: an experimental flag
  // (Docusaurus renames such flags as they stabilise, as it did `experimental_faster`), and what
  // it is when the config leaves it unset (with `future.faster`, the `default-v2` preset).
  {
    package: '@docusaurus/core',
    path: 'lib/server/configValidation.js',
    kind: 'relied on',
    local: [sitemap],
  },
  // `default-v2`: the eager git reader in production builds, fixed dates in development and tests.
  {
    package: '@docusaurus/utils',
    path: 'lib/vcs/vcsDefaultV2.js',
    kind: 'relied on',
    local: [sitemap],
  },
  // The eager git reader: the whole history read once, files looked up by absolute path, null for
  // a file git does not know, and an error for every file outside a git work tree.
  {
    package: '@docusaurus/utils',
    path: 'lib/vcs/vcsGitEager.js',
    kind: 'relied on',
    local: [sitemap],
  },
  // Imported from lib: the code generator of the route registry, whose entries
  // src/plugins/lean-registry rewrites in the browser bundle (each entry's three items) and whose
  // test generates a registry with it.
  {
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegenRoutes.js',
    kind: 'imported from lib',
    local: ['src/plugins/lean-registry/loader.mjs', 'src/plugins/lean-registry/index.test.ts'],
  },
  // Relied on: the browser reads a registry entry's second item, the module path, only as
  // react-loadable's `modules`, which only server rendering (`Loadable.Capture`) reports; so
  // src/plugins/lean-registry can leave it out of the browser bundle.
  {
    package: '@docusaurus/core',
    path: 'lib/client/exports/ComponentCreator.js',
    kind: 'relied on',
    local: ['src/plugins/lean-registry/loader.mjs'],
  },
  {
    package: 'react-loadable',
    via: '@docusaurus/core',
    path: 'lib/index.js',
    kind: 'relied on',
    local: ['src/plugins/lean-registry/loader.mjs'],
  },
  // Relied on: the browser finds a route's chunks only through the chunk names of
  // `@generated/routesChunkNames` (ComponentCreator above, to load them; the prefetch below),
  // and those names only key the registry and `__webpack_require__.gca`; so
  // src/plugins/lean-registry can shorten them in the browser's copies of both files.
  {
    package: '@docusaurus/core',
    path: 'lib/client/docusaurus.js',
    kind: 'relied on',
    local: ['src/plugins/lean-registry/loader.mjs'],
  },
  // Relied on: the client bundle's chunk file names (`output.chunkFilename`), which
  // src/plugins/numbered-chunks replaces, and the name-to-id map that prefetching reads,
  // which that plugin keeps and which src/plugins/lean-registry fills with short names.
  {
    package: '@docusaurus/core',
    path: 'lib/webpack/base.js',
    kind: 'relied on',
    local: ['src/plugins/numbered-chunks/index.ts'],
  },
  {
    package: '@docusaurus/core',
    path: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    kind: 'relied on',
    local: ['src/plugins/numbered-chunks/index.ts', 'src/plugins/lean-registry/loader.mjs'],
  },
  // Relied on: the browser and the server read the string table only through the request
  // `@generated/codeTranslations`, and `translate()` shows the code's own message for an id the
  // table lacks; so src/plugins/source-strings can put a table of a few ids in its place.
  {
    package: '@docusaurus/core',
    path: 'lib/client/exports/Translate.js',
    kind: 'relied on',
    local: ['src/plugins/source-strings/index.ts'],
  },
  {
    package: '@docusaurus/core',
    path: 'lib/client/docusaurusContext.js',
    kind: 'relied on',
    local: ['src/plugins/source-strings/index.ts'],
  },

  // Relied on: markup, class names and behaviour of the search UI.
  {
    package: algolia,
    path: 'lib/theme/SearchPage/styles.module.css',
    kind: 'relied on',
    local: [`${localSearch}/client/local-search.css`, `${localSearch}/theme/SearchPage/index.tsx`],
  },
  {
    package: '@docsearch/react',
    via: algolia,
    path: 'dist/esm/DocSearchModal.js',
    kind: 'relied on',
    local: [
      `${localSearch}/theme/SearchBar/index.tsx`,
      `${localSearch}/theme/SearchBar/noResultsScreen.ts`,
      // When DocSearch renders the "No results" screen (any query still
      // loading, kept while loading) and its stall threshold.
      `${localSearch}/theme/SearchBar/screenState.ts`,
      `${localSearch}/theme/SearchBar/shell.tsx`,
      `${localSearch}/client/searchClient.ts`,
      `${localSearch}/client/local-search.css`,
      // The classes it renders only with Ask AI on, whose styles local mode leaves out.
      `${localSearch}/askAiCss.ts`,
    ],
  },
  // The shortcuts that open the modal, which the box shown before it reads the same way.
  {
    package: '@docsearch/react',
    via: algolia,
    path: 'dist/esm/useDocSearchKeyboardEvents.js',
    kind: 'relied on',
    local: [`${localSearch}/theme/SearchBar/shell.tsx`],
  },
  {
    package: '@docsearch/react',
    via: algolia,
    path: 'dist/esm/DocSearchButton.js',
    kind: 'relied on',
    local: [`${localSearch}/theme/SearchBar/button.ts`],
  },
  {
    package: '@docsearch/css',
    via: algolia,
    path: 'dist/style.css',
    kind: 'relied on',
    // askAiCss.ts takes its Ask AI rules out in local mode.
    local: [`${localSearch}/client/local-search.css`, `${localSearch}/askAiCss.ts`],
  },
  // How the cascade-layers plugin wraps a stylesheet in `@layer`: the wrapped tree shares its
  // node array with a copy of the root, so askAiCss.ts collects the rules before removing any
  // (its test wraps DocSearch's stylesheet with this plugin).
  {
    package: '@docusaurus/plugin-css-cascade-layers',
    via: '@docusaurus/preset-classic',
    path: 'lib/postCssPlugin.js',
    kind: 'relied on',
    local: [`${localSearch}/askAiCss.ts`, `${localSearch}/askAiCss.test.ts`],
  },
  // theme-classic's placeholder SearchBar (it renders `@docusaurus/Noop`), which makes the
  // `@local-search/AlgoliaSearchBar` path alias necessary: the first theme to provide a component
  // takes `@theme-init/…`, so `@theme-init/SearchBar` is this placeholder, not the Algolia theme's
  // SearchBar, and `@theme-original/SearchBar` in the plugin's theme is the plugin's own.
  {
    package: classic,
    path: 'lib/theme/SearchBar.js',
    kind: 'relied on',
    local: [`${localSearch}/index.ts`, `${localSearch}/aliases.d.ts`],
    dropWhen:
      'theme-classic no longer ships a SearchBar (this file is missing): `@theme-init/SearchBar` ' +
      "is then the Algolia theme's, and the wrapper can import it instead of the alias.",
  },
  // The inline script that hides a dismissed announcement bar before hydration.
  {
    package: classic,
    path: 'src/inlineScripts.ts',
    kind: 'relied on',
    local: ['src/theme/AnnouncementBar/index.tsx'],
  },
  // The phone menu's dropdown, which hands each entry the menu's close action before the entry's
  // own props, so a version entry's own onClick replaces it and the menu stays open over the new
  // page. The version dropdown's wrapper closes the menu itself (the stock version entries'
  // onClick is in the wrapped file listed below).
  {
    package: classic,
    path: 'src/theme/NavbarItem/DropdownNavbarItem/Mobile/index.tsx',
    kind: 'relied on',
    local: ['src/theme/NavbarItem/DocsVersionDropdownNavbarItem/index.tsx'],
    dropWhen:
      "the mobile dropdown calls an entry's own onClick and the menu's close action both; then " +
      'remove useCloseMenuOnVersionChoice from the version dropdown wrapper',
  },

  // Wrapped: our component renders the stock one (or spreads its map).
  ...[
    ['AnnouncementBar/index.tsx', 'AnnouncementBar/index.tsx'],
    ['Blog/Pages/BlogAuthorsListPage/index.tsx', 'Blog/Pages/BlogAuthorsListPage/index.tsx'],
    ['Blog/Pages/BlogAuthorsPostsPage/index.tsx', 'Blog/Pages/BlogAuthorsPostsPage/index.tsx'],
    ['BlogLayout/index.tsx', 'BlogLayout/index.tsx'],
    ['BlogPostItem/Header/index.tsx', 'BlogPostItem/Header/index.tsx'],
    ['BlogPostPage/Metadata/index.tsx', 'BlogPostPage/Metadata/index.tsx'],
    ['BlogTagsListPage/index.tsx', 'BlogTagsListPage/index.tsx'],
    ['DocBreadcrumbs/StructuredData/index.tsx', 'DocBreadcrumbs/StructuredData/index.tsx'],
    ['DocCard/index.tsx', 'DocCard/index.tsx'],
    ['DocCategoryGeneratedIndexPage/index.tsx', 'DocCategoryGeneratedIndexPage/index.tsx'],
    ['DocItem/Footer/index.tsx', 'DocItem/Footer/index.tsx'],
    ['DocItem/Metadata/index.tsx', 'DocItem/Metadata/index.tsx'],
    ['DocVersionBanner/index.tsx', 'DocVersionBanner/index.tsx'],
    ['MDXComponents/A/index.tsx', 'MDXComponents/A/index.tsx'],
    ['MDXComponents/Code.tsx', 'MDXComponents/Code/index.tsx'],
    ['MDXComponents/index.tsx', 'MDXComponents/index.tsx'],
    ['NavbarItem/ComponentTypes.tsx', 'NavbarItem/ComponentTypes.tsx'],
    [
      'NavbarItem/DocsVersionDropdownNavbarItem.tsx',
      'NavbarItem/DocsVersionDropdownNavbarItem/index.tsx',
    ],
  ].map(([upstream, local]): UpstreamFile => ({
    package: classic,
    path: `src/theme/${upstream}`,
    kind: 'wrapped',
    local: [`src/theme/${local}`],
  })),
];

/** The installed upstream file, or why it cannot be read. */
export type InstalledFile =
  | {found: true; version: string; file: string; sha256: string}
  | {found: false; version: string | null; problem: string};

/** This folder: from `import.meta.url`, as `__dirname` is wrong when an ES module (the update script) imports this file through tsx. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository's root folder. */
export const siteDir = path.resolve(here, '..');

/** Where the hashes are recorded. */
export const recordedHashesFile = path.join(here, 'upstream.sha256.json');

/** An upstream file's name in the record and in messages: its package and its path. */
export function upstreamKey(entry: Pick<UpstreamFile, 'package' | 'path'>): string {
  return `${entry.package}/${entry.path}`;
}

/**
 * The folder of the installed package `name` as Node finds it from `fromDir`: the first of the
 * `node_modules` folders Node searches (`require.resolve.paths`) that holds it. Not
 * `require.resolve('<name>/package.json')`, which packages with `exports` (DocSearch,
 * theme-search-algolia) refuse.
 */
export function packageDir(name: string, fromDir: string): string | null {
  const require = createRequire(path.join(fromDir, 'package.json'));
  for (const folder of require.resolve.paths(name) ?? []) {
    if (existsSync(path.join(folder, name, 'package.json'))) {
      return path.join(folder, name);
    }
  }
  return null;
}

function packageVersion(dir: string): string {
  const {version} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof version === 'string' ? version : 'unknown';
}

/** Reads an upstream file from the installed packages and hashes it. */
export function installedFile(entry: UpstreamFile, root = siteDir): InstalledFile {
  let from = root;
  if (entry.via) {
    const viaDir = packageDir(entry.via, root);
    if (!viaDir) {
      return {found: false, version: null, problem: `${entry.via} is not installed`};
    }
    from = viaDir;
  }
  const dir = packageDir(entry.package, from);
  if (!dir) {
    return {found: false, version: null, problem: `${entry.package} is not installed`};
  }
  const version = packageVersion(dir);
  const file = path.join(dir, entry.path);
  if (!existsSync(file)) {
    return {found: false, version, problem: `${entry.path} is missing from the package`};
  }
  const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
  return {found: true, version, file, sha256};
}

export function readRecordedHashes(file = recordedHashesFile): RecordedHashes {
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedHashes;
}

/**
 * Records the installed version of every listed upstream file (`npm run upstream:update`), after
 * a maintainer has re-checked the local files. Fails, writing nothing, when a file is missing.
 */
export function recordInstalledHashes(file = recordedHashesFile, root = siteDir): RecordedHashes {
  const record: RecordedHashes = {versions: {}, sha256: {}};
  const missing: string[] = [];
  for (const entry of upstreamFiles) {
    const installed = installedFile(entry, root);
    if (!installed.found) {
      missing.push(`${upstreamKey(entry)}: ${installed.problem}`);
      continue;
    }
    record.versions[entry.package] = installed.version;
    record.sha256[upstreamKey(entry)] = installed.sha256;
  }
  if (missing.length > 0) {
    throw new Error(
      `Cannot record the upstream hashes; fix config/upstream.ts first:\n${missing.join('\n')}`,
    );
  }
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/**
 * What differs between the installed upstream files and the record, as one message naming each
 * file, its package and installed version and the local files to re-check, or `null` when every
 * file is as recorded.
 */
export function upstreamReport(
  entries: readonly UpstreamFile[],
  recorded: RecordedHashes,
  root = siteDir,
): string | null {
  const lines: string[] = [];
  let count = 0;
  for (const entry of entries) {
    const key = upstreamKey(entry);
    const installed = installedFile(entry, root);
    const checked = recorded.versions[entry.package];
    const installedAs =
      installed.version === null
        ? `${entry.package} (not installed)`
        : `${entry.package}@${installed.version}`;
    let problem: string;
    if (!installed.found) {
      problem = `missing: ${installed.problem}`;
    } else if (recorded.sha256[key] === undefined) {
      problem = 'no hash recorded yet';
    } else if (recorded.sha256[key] !== installed.sha256) {
      problem = `changed since ${checked ?? 'the recorded version'}`;
    } else {
      continue;
    }
    count += 1;
    lines.push(`- ${installedAs} ${entry.path} (${entry.kind}): ${problem}`);
    lines.push(`    re-check: ${entry.local.join(', ')}`);
    if (entry.dropWhen !== undefined) {
      lines.push(`    drop when: ${entry.dropWhen}`);
    }
    if (installed.found && checked !== undefined && checked !== installed.version) {
      lines.push(
        `    compare:  npm diff --diff=${entry.package}@${checked} --diff=${entry.package}@${installed.version} ${entry.path}`,
      );
    }
  }
  const listed = new Set(entries.map(upstreamKey));
  for (const key of Object.keys(recorded.sha256).filter(
    (recordedKey) => !listed.has(recordedKey),
  )) {
    count += 1;
    lines.push(`- ${key}: recorded but no longer listed in config/upstream.ts`);
  }
  if (count === 0) {
    return null;
  }
  return [
    `${count} upstream file${count === 1 ? '' : 's'} the site ejects, wraps, imports or copies ` +
      `${count === 1 ? 'differs' : 'differ'} from the versions it was last checked against ` +
      '(config/upstream.sha256.json):',
    ...lines,
    '',
    'For each file, read what changed upstream (the compare command, when the version changed) and carry it into the local ' +
      'files to re-check (an ejected file: take the new upstream source and re-apply its CUSTOM ' +
      'CODE blocks); fix the entry in config/upstream.ts when a file moved or went away. Then ' +
      'record the installed files with `npm run upstream:update` and commit ' +
      'config/upstream.sha256.json. See src/theme/README.md, "Upgrading Docusaurus or DocSearch".',
  ].join('\n');
}
