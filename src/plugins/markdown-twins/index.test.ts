import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, it, mock} from 'node:test';

import logger from '@docusaurus/logger';

import {fakeContent, siteUrl} from '../../../tests/support/fakeSite';
import markdownTwinsPlugin, {
  collectPages,
  createLinkResolver,
  withServedPermalinks,
  type BlogPostInput,
  type CollectedContent,
  type TwinPage,
  type VersionInput,
} from './index';

/** The HTML files the build writes for the fake site (tests/support/fakeSite.ts; trailingSlash: false). */
const htmlFiles = [
  'docs.html',
  'docs/tba.html',
  'docs/references/cli.html',
  'docs/references/cli/run.html',
  'docs/references/glossary.html',
  'docs/docs/concepts.html',
  'docs/docs/concepts/parameters.html',
  'docs/docs/start.html',
  'docs/docs/start/install/index.html',
  'docs/docs/intro.html',
  'docs/docs/hidden.html',
  'docs/0.4.x.html',
  'docs/0.4.x/docs/intro.html',
  'blog/welcome.html',
  'blog/benchmark.html',
  'blog/secret.html',
];

const page = (name: string) =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>${name}</title></head><body><main>${name}</main></body></html>`;

let siteDir: string;
let outDir: string;

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), {recursive: true});
    await writeFile(path.join(root, file), text);
  }
}

/** The plugin's input: the docs and blog plugins' content. */
const allContentOf = ({
  versions,
  blogPosts,
}: {
  versions: readonly VersionInput[];
  blogPosts: readonly BlogPostInput[];
}) => ({
  'docusaurus-plugin-content-docs': {default: {loadedVersions: versions}},
  'docusaurus-plugin-content-blog': {default: {blogPosts}},
});

/**
 * Loads the fake content into the plugin, after `editCurrent` changed the
 * current version (its sidebars, say), and returns the plugin's postBuild.
 */
async function build(
  baseUrl = '/',
  editCurrent: (version: VersionInput) => VersionInput = (version) => version,
) {
  const {versions, blogPosts, sources} = fakeContent(baseUrl, siteDir);
  await writeTree(siteDir, sources);
  const plugin = markdownTwinsPlugin({siteDir, baseUrl});
  await plugin.allContentLoaded?.({
    allContent: allContentOf({
      versions: versions.map((version) => (version.isLast ? editCurrent(version) : version)),
      blogPosts,
    }),
    actions: {} as never,
  });
  const siteConfig = {
    url: siteUrl,
    baseUrl,
    title: 'Squirrels',
    tagline: 'APIs for analytics',
    trailingSlash: false,
  };
  return async () => {
    await plugin.postBuild?.({outDir, siteConfig} as never);
  };
}

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

/** Every HTML file under the build directory, with its bytes. */
async function htmlSnapshot(): Promise<Map<string, Buffer>> {
  const files = (await readdir(outDir, {recursive: true}))
    .filter((file) => file.endsWith('.html'))
    .sort();
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(outDir, file))] as const),
    ),
  );
}

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'twins-site-'));
  outDir = path.join(siteDir, 'build');
  await writeTree(outDir, Object.fromEntries(htmlFiles.map((file) => [file, page(file)])));
});

afterEach(async () => {
  await rm(siteDir, {recursive: true, force: true});
});

describe('collectPages', () => {
  it('orders each version: home page, sidebars with category pages first, then pages in no sidebar', () => {
    const {versions, blogPosts} = fakeContent();
    const content = collectPages({loadedVersions: versions}, blogPosts, '/site', '/');
    assert.deepEqual(
      content.versions[0]?.pages.map(({permalink, kind}) => `${kind} ${permalink}`),
      [
        'doc /docs/',
        'doc /docs/docs/intro',
        'doc /docs/docs/start/',
        'doc /docs/docs/start/install',
        'generated-index /docs/docs/concepts',
        'doc /docs/docs/concepts/parameters',
        'doc /docs/docs/hidden',
        'doc /docs/references/cli/',
        'doc /docs/references/cli/run',
        'doc /docs/references/glossary',
        'doc /docs/tba',
      ],
    );
    assert.deepEqual(content.versions[0]?.pages[4]?.items, [
      {
        title: 'Title of docs/concepts/parameters',
        permalink: '/docs/docs/concepts/parameters',
        description: 'About docs/concepts/parameters',
      },
    ]);
    assert.equal(content.versions[0]?.pages[0]?.source, 'docs/landing.mdx');
    assert.equal(content.versions[0]?.pages[4]?.source, undefined);
    assert.deepEqual(
      content.versions[1]?.pages.map(({permalink}) => permalink),
      ['/docs/0.4.x/', '/docs/0.4.x/docs/intro'],
    );
    assert.deepEqual(content.contentRoots, ['docs', 'versioned_docs/version-0.4.x']);
  });

  it('lists the blog posts newest first, with their sources, sections and twins', () => {
    const {versions, blogPosts} = fakeContent();
    const content = collectPages({loadedVersions: versions}, blogPosts, '/site', '/');
    assert.deepEqual(
      content.blogPosts.map(
        ({permalink, kind, source, section, twin}) =>
          `${kind} ${permalink} ${source} ${section} ${twin.file}`,
      ),
      [
        'blog-post /blog/secret blog/2025-01-01-secret.md Blog blog/secret.md',
        'blog-post /blog/benchmark blog/2024-12-09-benchmark.md Blog blog/benchmark.md',
        'blog-post /blog/welcome blog/2024-06-22-welcome.md Blog blog/welcome.md',
      ],
    );
    assert.equal(content.blogPosts[0]?.unlisted, true);
  });
});

describe('withServedPermalinks', () => {
  it('serves permalinks the way trailingSlash says, in pages and generated index items', () => {
    const {versions, blogPosts} = fakeContent();
    const content = collectPages({loadedVersions: versions}, blogPosts, '/site', '/');
    const permalinks = (served: CollectedContent) => [
      ...(served.versions[0]?.pages.map(({permalink}) => permalink) ?? []).slice(0, 5),
      served.versions[0]?.pages[4]?.items?.[0]?.permalink,
      served.blogPosts[0]?.permalink,
    ];
    assert.deepEqual(permalinks(withServedPermalinks(content, false, '/')), [
      '/docs',
      '/docs/docs/intro',
      '/docs/docs/start',
      '/docs/docs/start/install',
      '/docs/docs/concepts',
      '/docs/docs/concepts/parameters',
      '/blog/secret',
    ]);
    assert.deepEqual(permalinks(withServedPermalinks(content, true, '/')), [
      '/docs/',
      '/docs/docs/intro/',
      '/docs/docs/start/',
      '/docs/docs/start/install/',
      '/docs/docs/concepts/',
      '/docs/docs/concepts/parameters/',
      '/blog/secret/',
    ]);
    assert.deepEqual(withServedPermalinks(content, undefined, '/'), content);
  });

  it('never takes the slash off the base URL', () => {
    const home: TwinPage = {
      kind: 'doc',
      permalink: '/site/',
      title: 'Home',
      description: '',
      unlisted: false,
      section: 'Getting started',
      sectionFrom: 'home',
      twin: {file: 'index.md', href: '/site/index.md'},
    };
    const content: CollectedContent = {
      versions: [
        {
          versionName: 'current',
          label: '0.5.x',
          path: '/site/',
          isLast: true,
          banner: null,
          sections: [],
          pages: [home, {...home, permalink: '/site/docs/'}],
        },
      ],
      blogPosts: [],
      contentRoots: [],
    };
    assert.deepEqual(
      withServedPermalinks(content, false, '/site/').versions[0]?.pages.map(
        ({permalink}) => permalink,
      ),
      ['/site/', '/site/docs'],
    );
  });
});

describe('createLinkResolver', () => {
  const {versions, blogPosts} = fakeContent('/', '/site');
  const resolve = createLinkResolver(
    collectPages({loadedVersions: versions}, blogPosts, '/site', '/'),
    siteUrl,
    '/site',
  );

  it('resolves a link relative to the linking file', () => {
    assert.equal(
      resolve('docs/docs/intro.md', './concepts/parameters.md'),
      'https://example.com/docs/docs/concepts/parameters',
    );
    assert.equal(
      resolve('docs/docs/intro.md', '../references/cli/index.md'),
      'https://example.com/docs/references/cli/',
    );
    assert.equal(
      resolve('versioned_docs/version-0.4.x/docs/intro.md', '../landing.mdx'),
      'https://example.com/docs/0.4.x/',
    );
    assert.equal(resolve('docs/docs/intro.md', './missing.md'), null);
  });

  it('resolves a bare path from the file, then from its own docs folder, then from the site', () => {
    assert.equal(
      resolve('docs/docs/intro.md', 'concepts/parameters.md'),
      'https://example.com/docs/docs/concepts/parameters',
    );
    assert.equal(resolve('docs/docs/intro.md', 'tba.md'), 'https://example.com/docs/tba');
    assert.equal(
      resolve('versioned_docs/version-0.4.x/docs/intro.md', 'landing.mdx'),
      'https://example.com/docs/0.4.x/',
    );
    assert.equal(
      resolve('blog/2024-06-22-welcome.md', 'docs/docs/intro.md'),
      'https://example.com/docs/docs/intro',
    );
    assert.equal(resolve('blog/2024-06-22-welcome.md', 'intro.md'), null);
  });

  it('resolves @site links', () => {
    assert.equal(
      resolve('blog/2024-06-22-welcome.md', '@site/docs/docs/start/install.mdx'),
      'https://example.com/docs/docs/start/install',
    );
  });
});

describe('allContentLoaded', () => {
  it('fails, naming the plugin, without the docs or the blog plugin', async () => {
    const {versions} = fakeContent();
    const plugin = markdownTwinsPlugin({siteDir: '/site', baseUrl: '/'});
    await assert.rejects(
      async () => plugin.allContentLoaded?.({allContent: {}, actions: {} as never}),
      /squirrels-markdown-twins: no content from the docs plugin with id "default"/,
    );
    await assert.rejects(
      async () =>
        plugin.allContentLoaded?.({
          allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions: versions}}},
          actions: {} as never,
        }),
      /squirrels-markdown-twins: no content from the blog plugin with id "default"/,
    );
  });

  it('reads the docs and blog plugins named in its options', async () => {
    const {versions, blogPosts} = fakeContent();
    const plugin = markdownTwinsPlugin(
      {siteDir: '/site', baseUrl: '/'},
      {docsPluginId: 'api', blogPluginId: 'news'},
    );
    await assert.rejects(
      async () =>
        plugin.allContentLoaded?.({
          allContent: allContentOf({versions, blogPosts}),
          actions: {} as never,
        }),
      /no content from the docs plugin with id "api"/,
    );
    await plugin.allContentLoaded?.({
      allContent: {
        'docusaurus-plugin-content-docs': {api: {loadedVersions: versions}},
        'docusaurus-plugin-content-blog': {news: {blogPosts}},
      },
      actions: {} as never,
    });
  });

  it('must run before postBuild', async () => {
    const plugin = markdownTwinsPlugin({siteDir: '/site', baseUrl: '/'});
    await assert.rejects(
      async () => plugin.postBuild?.({outDir: '/nowhere', siteConfig: {}} as never),
      /postBuild ran before allContentLoaded/,
    );
  });
});

describe('postBuild', () => {
  it('writes a converted twin of every doc and post, with absolute links', async () => {
    await (
      await build()
    )();
    assert.equal(
      await read('docs/docs/intro.md'),
      [
        '---',
        'title: Title of docs/intro',
        'description: About docs/intro',
        '---',
        '',
        '# Title of docs/intro',
        '',
        'See [parameters](https://example.com/docs/docs/concepts/parameters#yaml) and [the CLI](https://example.com/docs/references/cli).',
        '',
      ].join('\n'),
    );
    assert.match(
      await read('docs.md'),
      /^---\ntitle: Title of landing\n[\s\S]*\n# Title of landing\n\nStart with the \[intro\]\(https:\/\/example\.com\/docs\/docs\/intro\)\.\n$/,
    );
    assert.match(await read('docs/docs/start/install.md'), /\n## pip\n\nRun pip\.\n$/);
    assert.match(await read('docs/docs/concepts/parameters.md'), /\n> \*\*Tip:\*\* Use YAML\.\n$/);
    assert.match(
      await read('docs/references/cli/run.md'),
      /\nFile: `shell`\n\n```bash\nsqrl run\n```\n$/,
    );
    assert.match(
      await read('docs/0.4.x/docs/intro.md'),
      /see \[landing\]\(https:\/\/example\.com\/docs\/0\.4\.x\)\.\n$/,
    );
    assert.match(await read('blog/welcome.md'), /\n# Post welcome\n\nHello\.\n\nMore\.\n$/);
    assert.match(await read('docs/docs/hidden.md'), /Hidden\./);
    assert.equal(
      await read('docs/docs/concepts.md'),
      [
        '---',
        'title: Core concepts',
        'description: The building blocks.',
        '---',
        '',
        '# Core concepts',
        '',
        'The building blocks.',
        '',
        '- [Title of docs/concepts/parameters](https://example.com/docs/docs/concepts/parameters): About docs/concepts/parameters',
        '',
      ].join('\n'),
    );
  });

  it('leaves every HTML file of the build byte for byte as it was, even one with no </head>, and needs none', async () => {
    await writeFile(path.join(outDir, 'docs', 'tba.html'), '<p>Not a page');
    await rm(path.join(outDir, 'docs', 'docs', 'hidden.html'));
    const before = await htmlSnapshot();
    assert.equal(before.size, htmlFiles.length - 1);
    const postBuild = await build();
    await postBuild();
    await postBuild();
    const after = await htmlSnapshot();
    assert.deepEqual([...after.keys()], [...before.keys()]);
    for (const [file, bytes] of before) {
      assert.ok(after.get(file)?.equals(bytes), file);
    }
    assert.match(await read('docs/tba.md'), /\nNot yet\.\n$/);
    assert.match(await read('docs/docs/hidden.md'), /\nHidden\.\n$/);
  });

  it('writes the llms files of every version (llms.ts) from the twins it made', async () => {
    await (
      await build()
    )();
    assert.match(await read('llms.txt'), /^# Squirrels\n\n> .*\n[\s\S]*\n## Getting started\n/);
    assert.match(await read('docs/0.4.x/llms.txt'), /^# Squirrels 0\.4\.x\n/);
    assert.ok(
      (await read('llms-full.txt')).includes(
        'Source: https://example.com/docs/docs/concepts/parameters\n\n# Title of docs/concepts/parameters\n\n> **Tip:** Use YAML.\n\nSource:',
      ),
    );
    assert.match(await read('docs/0.4.x/llms-full.txt'), /\nOld intro, see /);
  });

  it('keeps the base URL in links, twin paths and file URLs', async () => {
    await (
      await build('/site/')
    )();
    assert.match(
      await read('docs/docs/intro.md'),
      /\(https:\/\/example\.com\/site\/docs\/docs\/concepts\/parameters#yaml\)/,
    );
    assert.match(await read('docs.md'), /^---\ntitle: Title of landing\n/);
    assert.match(
      await read('llms.txt'),
      /\[Title of docs\/intro\]\(https:\/\/example\.com\/site\/docs\/docs\/intro\.md\)/,
    );
    assert.match(
      await read('llms.txt'),
      /\[llms-full\.txt\]\(https:\/\/example\.com\/site\/llms-full\.txt\)/,
    );
    assert.match(
      await read('docs/0.4.x/llms.txt'),
      /^- \[Title of docs\/intro\]\(https:\/\/example\.com\/site\/docs\/0\.4\.x\/docs\/intro\.md\)/m,
    );
    assert.match(await read('llms-full.txt'), /^Source: https:\/\/example\.com\/site\/docs$/m);
  });

  it('converts a page again only when it changed, and writes the same twins from the cache', async () => {
    const info = mock.method(logger, 'info', () => {});
    try {
      const counts = () =>
        /\((\d+) converted, (\d+) from the cache, (\d+) generated\)/
          .exec(String(info.mock.calls.at(-1)?.arguments[0]))
          ?.slice(1)
          .map(Number);
      const postBuild = await build();
      await postBuild();
      assert.deepEqual(counts(), [15, 0, 1]);
      const twins = ['docs/docs/intro.md', 'docs/tba.md', 'blog/welcome.md', 'llms-full.txt'];
      const first = await Promise.all(twins.map(read));

      await postBuild();
      assert.deepEqual(counts(), [0, 15, 1]);
      assert.deepEqual(await Promise.all(twins.map(read)), first);

      // The next build, into a fresh build directory.
      await writeFile(path.join(siteDir, 'docs/tba.md'), 'Coming in 0.6.\n');
      outDir = path.join(siteDir, 'build-2');
      await postBuild();
      assert.deepEqual(counts(), [1, 14, 1]);
      assert.match(await read('docs/tba.md'), /\nComing in 0\.6\.\n$/);
      assert.match(await read('llms-full.txt'), /Coming in 0\.6\./);
    } finally {
      info.mock.restore();
    }
  });

  it('refuses to overwrite a file of the build that has a twin’s name, and writes nothing', async () => {
    await writeFile(path.join(outDir, 'docs', 'tba.md'), 'A static file.\n');
    await assert.rejects(await build(), /refusing to overwrite docs\/tba\.md in /);
    assert.equal(await read('docs/tba.md'), 'A static file.\n');
    await assert.rejects(read('llms.txt'), {code: 'ENOENT'});
    await assert.rejects(read('docs/docs/intro.md'), {code: 'ENOENT'});
  });

  it('refuses to overwrite an llms.txt of the build', async () => {
    await writeFile(path.join(outDir, 'llms.txt'), '# Someone else’s\n');
    await assert.rejects(await build(), /refusing to overwrite llms\.txt in /);
    assert.equal(await read('llms.txt'), '# Someone else’s\n');
  });
});
