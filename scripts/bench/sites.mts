/**
 * The sites `npm run bench` builds (builds.mts) and serves (see run.mts):
 * ours, and with `--previous <path>` the previous public site, as published
 * and with Docusaurus Faster switched on. Each site is built and served with
 * its own Docusaurus.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The bench's static server, compressed as GitHub Pages serves (serve.mts). */
const serveScript = fileURLToPath(new URL('serve.mts', import.meta.url));

export type SiteKey = 'ours' | 'oursWithoutExtras' | 'previous' | 'previousFaster';

export type Site = {
  key: SiteKey;
  /** How the report names the site. */
  label: string;
  dir: string;
  /** `bin/docusaurus.mjs` of the site's own `@docusaurus/core`. */
  docusaurus: string;
  /** A config file to build with instead of the site's own. */
  config?: string;
  /** Absolute output folder of the build. */
  outDir: string;
  /** Extra environment variables for the build. */
  env?: Record<string, string>;
};

const docusaurusBin = (dir: string) =>
  path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export function ourSite(siteDir: string): Site {
  return {
    key: 'ours',
    label: 'ours',
    dir: siteDir,
    docusaurus: docusaurusBin(siteDir),
    outDir: path.join(siteDir, 'build'),
  };
}

/**
 * Our site without its extras (`DOCS_WITHOUT_EXTRAS=1`, docusaurus.config.ts):
 * the same pages, built as a stock Docusaurus site would build them, without
 * the build-time highlighting, diagrams and stacked tables, the Markdown
 * twins, the social cards and the search index. Its build shows what the
 * pages cost, and the difference from ours what the extras cost.
 */
export function ourSiteWithoutExtras(siteDir: string): Site {
  return {
    ...ourSite(siteDir),
    key: 'oursWithoutExtras',
    label: 'ours without the extras',
    outDir: path.join(siteDir, 'build-without-extras'),
    env: {DOCS_WITHOUT_EXTRAS: '1'},
  };
}

/** Serves a build folder with serve.mts; resolves once it answers. */
export async function startServer(site: Site, dir: string, port: number): Promise<ChildProcess> {
  // Compressed as GitHub Pages serves it (serve.mts), for both sites alike.
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', serveScript, path.resolve(site.dir, dir), String(port)],
    // Run from our folder, where tsx is installed (the previous site has none).
    {cwd: path.dirname(serveScript), stdio: 'ignore'},
  );
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the static server of ${site.label} did not start on port ${port}`);
}

// The previous site -----------------------------------------------------------

export type PreviousSite = {
  dir: string;
  /** Version of the previous site's `@docusaurus/core`. */
  docusaurusVersion: string;
  /** The npm commands the bench ran in the previous site's folder. */
  installed: string[];
  /** The site as published: its own config, built into its `build` folder. */
  asIs: Site;
  /** The site with Docusaurus Faster, or null when its Docusaurus has none. */
  faster: Site | null;
  /** How Faster was switched on, or why it could not be. */
  fasterNote: string;
};

/**
 * The `future` flags that switch Docusaurus Faster on in a given Docusaurus
 * version: Faster arrived in 3.6 as `experimental_faster`, the `v4` flags
 * (which Faster's SSG worker threads need) in 3.8, and 3.10 renamed the flag
 * to `faster`. Null before 3.6.
 */
export function fasterFuture(version: string): Record<string, true> | null {
  const numbers = /^(\d+)\.(\d+)/.exec(version);
  if (!numbers) {
    throw new Error(`Expected a Docusaurus version such as 3.10.2, got "${version}".`);
  }
  const major = Number(numbers[1]);
  const minor = Number(numbers[2]);
  if (major > 3 || (major === 3 && minor >= 10)) {
    return {v4: true, faster: true};
  }
  if (major === 3 && minor >= 8) {
    return {v4: true, experimental_faster: true};
  }
  if (major === 3 && minor >= 6) {
    return {experimental_faster: true};
  }
  return null;
}

const configNames = ['ts', 'mts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/** Everything the bench adds to the previous site's folder lives here, out of its work tree. */
const benchFolder = (dir: string) => path.join(dir, 'node_modules', '.squirrels-bench');

function npm(dir: string, args: string[], log: (message: string) => void): string {
  const command = `npm ${args.join(' ')}`;
  log(`${command} in ${dir}`);
  const result = spawnSync('npm', args, {cwd: dir, encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(
      `${command} failed in ${dir}:\n${result.stderr.split('\n').slice(-20).join('\n')}\n` +
        'If the registry lacks a version the lock file names, install there by hand ' +
        '(for example `npm install --no-save <package>@<an older version>`) and run the bench again.',
    );
  }
  return command;
}

/**
 * Gets a checkout of the previous site ready to build: installs its
 * dependencies when `node_modules` is missing, and when its Docusaurus has
 * Faster, adds `@docusaurus/faster` (without saving it to package.json) and a
 * config that imports the site's own and only switches Faster on. The
 * checkout's tracked files are left untouched.
 */
export function preparePrevious(dir: string, log: (message: string) => void): PreviousSite {
  const siteDir = path.resolve(dir);
  const config = configNames.find((name) => existsSync(path.join(siteDir, name)));
  if (!existsSync(path.join(siteDir, 'package.json')) || !config) {
    throw new Error(
      `--previous ${dir}: no package.json and docusaurus.config there. Pass a checkout of squirrels-analytics/squirrels-analytics.github.io.`,
    );
  }
  const installed: string[] = [];
  if (!existsSync(path.join(siteDir, 'node_modules'))) {
    const lock = existsSync(path.join(siteDir, 'package-lock.json'));
    installed.push(npm(siteDir, [lock ? 'ci' : 'install', '--no-audit', '--no-fund'], log));
  }
  const docusaurusVersion = (
    JSON.parse(
      readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
    ) as {version: string}
  ).version;
  const asIs: Site = {
    key: 'previous',
    label: 'previous',
    dir: siteDir,
    docusaurus: docusaurusBin(siteDir),
    outDir: path.join(siteDir, 'build'),
  };
  const future = fasterFuture(docusaurusVersion);
  if (!future) {
    return {
      dir: siteDir,
      docusaurusVersion,
      installed,
      asIs,
      faster: null,
      fasterNote: `Docusaurus ${docusaurusVersion} predates Docusaurus Faster (3.6), so the previous site is measured as published only.`,
    };
  }
  if (!existsSync(path.join(siteDir, 'node_modules/@docusaurus/faster/package.json'))) {
    installed.push(
      npm(
        siteDir,
        [
          'install',
          '--no-save',
          '--no-audit',
          '--no-fund',
          `@docusaurus/faster@${docusaurusVersion}`,
        ],
        log,
      ),
    );
  }
  const folder = benchFolder(siteDir);
  mkdirSync(folder, {recursive: true});
  // Docusaurus resolves presets and plugins from the config file's folder, so
  // the wrapper sits inside the site's node_modules rather than in /tmp.
  const wrapper = path.join(folder, 'docusaurus.faster.config.mjs');
  const flags = Object.keys(future)
    .map((flag) => `${flag}: true`)
    .join(', ');
  writeFileSync(
    wrapper,
    [
      '// Written by `npm run bench` of the Squirrels docs site: the site config with Docusaurus Faster on.',
      `import site from '../../${config}';`,
      '',
      'export default async function config() {',
      "  const base = typeof site === 'function' ? await site() : site;",
      `  return {...base, future: {...base.future, ${flags}}};`,
      '}',
      '',
    ].join('\n'),
  );
  return {
    dir: siteDir,
    docusaurusVersion,
    installed,
    asIs,
    faster: {
      key: 'previousFaster',
      label: 'previous with Faster',
      dir: siteDir,
      docusaurus: asIs.docusaurus,
      config: wrapper,
      outDir: path.join(folder, 'build-faster'),
    },
    fasterNote: `Its Faster build adds \`future: {${flags}}\` to its config, through a wrapper config that imports the site’s own, with \`@docusaurus/faster@${docusaurusVersion}\` installed beside it (\`--no-save\`).`,
  };
}
