/**
 * `npm run bench`: measures the site and writes bench/report.json and
 * bench/report.md. Nothing in `npm test` depends on these numbers. This file
 * runs the measurements; report.mts turns their results into Markdown.
 *
 *   npm run bench                                  # our site alone
 *   npm run bench -- --previous ../previous-site   # beside the previous public site
 *   npm run bench -- --only build [--previous …]   # cold builds alone: bench/build.md
 *   npm run bench -- --only phone [--previous …]   # search on a phone alone, over the last build
 *
 * Load rule: the bench refuses to start (exit 2) when the 1-minute load
 * average is above 0.5, because other work on the machine skews every
 * timing. `BENCH_ALLOW_LOAD=1` runs it anyway and marks the report, at the
 * top, as taken on a busy machine. The load at the start and at the end goes
 * into the report.
 *
 * Measured on eight page kinds (pages.mts), each figure a median over
 * BENCH_RUNS runs (default 3):
 * - cold build time and peak memory (output and caches removed before each
 *   build), and each phase's time, memory and cores (builds.mts);
 * - bytes (raw and gzip) and requests of a first visit;
 * - what the JavaScript of a first visit is made of, module by module
 *   (modules.mts), from one more build with source maps (`SOURCE_MAPS=1`,
 *   into build-sourcemaps/);
 * - Lighthouse scores and metrics, mobile and desktop presets;
 * - client-side navigation time between two docs pages (median of 10);
 * - search (search.mts): index bytes per docs version, engine query times,
 *   keystroke-to-first-hit in the modal, and what search adds to every page;
 * - search on a phone (phone.mts): a tap on the search button and a query
 *   typed at once, at 375 × 812 with touch and the CPU slowed 4× (worker
 *   threads too, where the machine allows), beside the previous site;
 * - the files for agents and link previews (Markdown twins, llms files,
 *   social cards) and the postBuild time their plugins report.
 *
 * `--previous <path>` takes a checkout of the previous public site
 * (squirrels-analytics/squirrels-analytics.github.io). The bench installs its
 * dependencies when it has no node_modules, builds it as published and, when
 * its Docusaurus has it, with Docusaurus Faster (sites.mts), and measures the
 * first visit and mobile Lighthouse of the same page kinds. Builds and
 * Lighthouse runs alternate between the sites (ours, previous, previous with
 * Faster, ours, …), and every figure that both sites have gets its ratio,
 * ours ÷ previous.
 *
 * `--only build` runs the cold builds alone (BENCH_RUNS of each site,
 * alternating) and writes bench/build.md and bench/build.json: the build
 * table of the full report, for issue 33's item 6 (a shorter wait).
 */
import {existsSync, mkdirSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {chromium, type Browser} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import {chromiumArgs, chromiumPath} from '../../tests/support/site';
import {itemAt} from '../../src/utils/itemAt';
import {loadBuiltEngine} from '../../tests/support/search-relevance';
import {measureFirstVisit, type PageWeight} from '../../tests/support/weight';
import {buildSite, coldBuilds, type SiteBuild} from './builds.mjs';
import {composition, type Composition} from './modules.mjs';
import {kinds, pageKinds, previousPath, type PageKind} from './pages.mjs';
import {phoneSearch, type PhoneReport} from './phone.mjs';
import {
  buildOnlyMarkdown,
  buildTargets,
  markdown,
  phoneOnlyMarkdown,
  targets,
  totalGzip,
  type AgentFiles,
  type BuildReport,
  type BuildResults,
  type FileSet,
  type LighthouseResult,
  type LoadFigures,
  type Machine,
  type Report,
} from './report.mjs';
import {
  browserTimes,
  engineTimes,
  indexSizes,
  initialLoadBytes,
  questions,
  relevance,
  searchTargets,
  type SearchReport,
} from './search.mjs';
import {
  ourSite,
  ourSiteWithoutExtras,
  preparePrevious,
  startServer,
  type PreviousSite,
  type Site,
} from './sites.mjs';
import {alternate, median, medianOfEach, round} from './stats.mjs';

const siteDir = process.cwd();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
const previousPort = port + 1;
const previousOrigin = `http://127.0.0.1:${previousPort}`;
const sourceMapsPort = port + 2;
const sourceMapsDir = path.join(siteDir, 'build-sourcemaps');
const browserPath = chromiumPath();

/** Above this 1-minute load average the bench does not start unless BENCH_ALLOW_LOAD=1. */
const loadLimit = 0.5;

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

// Pages of both sites -----------------------------------------------------------

type Side = 'ours' | 'previous';

/** The sides that have a page of this kind: ours, and the previous site when measured. */
function sidesFor(kind: PageKind, withPrevious: boolean): Side[] {
  return withPrevious && previousPath(kind) !== null ? ['ours', 'previous'] : ['ours'];
}

function pageUrl(side: Side, kind: PageKind): string {
  if (side === 'ours') {
    return `${origin}${pageKinds[kind].path}`;
  }
  const previous = previousPath(kind);
  if (previous === null) {
    throw new Error(`the previous site has no ${kind} page`);
  }
  return `${previousOrigin}${previous}`;
}

type BySide<T> = {ours: Record<PageKind, T>; previous: Partial<Record<PageKind, T>>};

// Page weight ------------------------------------------------------------------

async function firstVisit(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    return await measureFirstVisit(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

async function pageWeights(withPrevious: boolean): Promise<BySide<PageWeight>> {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const result = {ours: {}, previous: {}} as BySide<PageWeight>;
  try {
    for (const kind of kinds) {
      const samples = await alternate(sidesFor(kind, withPrevious), runs, (side) =>
        firstVisit(browser, pageUrl(side, kind)),
      );
      for (const [side, list] of Object.entries(samples) as [Side, PageWeight[]][]) {
        // Byte counts of a static site do not vary between runs; the median
        // guards against a stray late request.
        const byTotal = [...list].sort((a, b) => totalGzip(a) - totalGzip(b));
        result[side][kind] = byTotal[Math.floor(byTotal.length / 2)];
      }
    }
  } finally {
    await browser.close();
  }
  return result;
}

/** The first-visit scripts of each page kind of the source-mapped build, module by module. */
async function compositions(ours: Site): Promise<Record<PageKind, Composition>> {
  const server = await startServer(ours, sourceMapsDir, sourceMapsPort);
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const result = {} as Record<PageKind, Composition>;
  try {
    for (const kind of kinds) {
      const url = `http://127.0.0.1:${sourceMapsPort}${pageKinds[kind].path}`;
      result[kind] = composition(sourceMapsDir, (await firstVisit(browser, url)).scripts);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return result;
}

// Lighthouse -----------------------------------------------------------------------

type Preset = 'mobile' | 'desktop';

async function lighthouseOnce(
  chromePort: number,
  url: string,
  preset: Preset,
): Promise<LighthouseResult> {
  const outcome = await lighthouse(
    url,
    {port: chromePort, output: 'json', logLevel: 'error'},
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!outcome) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  const {categories, audits} = outcome.lhr;
  // The mobile and desktop configs both run these categories and audits.
  const score = (id: string): number => {
    const category = categories[id];
    if (!category) {
      throw new Error(`Lighthouse's report for ${url} has no "${id}" category.`);
    }
    return Math.round((category.score ?? 0) * 100);
  };
  const numericValue = (id: string): number => {
    const audit = audits[id];
    if (!audit) {
      throw new Error(`Lighthouse's report for ${url} has no "${id}" audit.`);
    }
    return audit.numericValue ?? 0;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numericValue('first-contentful-paint'),
    lcpMs: numericValue('largest-contentful-paint'),
    tbtMs: numericValue('total-blocking-time'),
    cls: numericValue('cumulative-layout-shift'),
  };
}

type LighthouseReport = {
  mobile: BySide<LighthouseResult>;
  desktop: Record<PageKind, LighthouseResult>;
};

/** Mobile on both sites, alternating per run; desktop on ours only. */
async function lighthouseRuns(withPrevious: boolean): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results: LighthouseReport = {
    mobile: {ours: {}, previous: {}} as BySide<LighthouseResult>,
    desktop: {} as Record<PageKind, LighthouseResult>,
  };
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const kind of kinds) {
        const sides = preset === 'mobile' ? sidesFor(kind, withPrevious) : (['ours'] as Side[]);
        const samples = await alternate(sides, runs, (side) =>
          lighthouseOnce(chrome.port, pageUrl(side, kind), preset),
        );
        for (const [side, list] of Object.entries(samples) as [Side, LighthouseResult[]][]) {
          const result = medianOfEach(list);
          if (preset === 'desktop') {
            results.desktop[kind] = result;
          } else {
            results.mobile[side][kind] = result;
          }
          log(`lighthouse ${preset} ${kind} ${side}: performance ${result.performance}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

// Client-side navigation ------------------------------------------------------------

async function navigationMs(): Promise<number> {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const page = await browser.newPage();
  await page.goto(`${origin}/docs/docs/concepts/parameters`, {waitUntil: 'networkidle'});
  const targetsByTitle: [linkText: string, heading: string][] = [
    ['Context variables and placeholders', 'Context variables and placeholders'],
    ['Widget parameters', 'Widget parameters'],
  ];
  const samples: number[] = [];
  // Ten navigations, alternating between the two pages.
  for (let round = 0; round < 5; round++) {
    for (const [linkText, heading] of targetsByTitle) {
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      const started = await page.evaluate(() => performance.now());
      await sidebar.getByRole('link', {name: linkText, exact: true}).click();
      await page.getByRole('heading', {level: 1, name: heading}).waitFor();
      const ended = await page.evaluate(() => performance.now());
      samples.push(ended - started);
    }
  }
  await browser.close();
  return median(samples);
}

// Main --------------------------------------------------------------------------------

function checkLoad(): {start: number; busy: boolean} {
  // os.loadavg() is always the 1, 5 and 15-minute averages.
  const start = itemAt(os.loadavg(), 0);
  const busy = start > loadLimit;
  if (busy && process.env.BENCH_ALLOW_LOAD !== '1') {
    log(
      `not starting: the 1-minute load average is ${start.toFixed(2)}, above ${loadLimit}, and other work on this machine would skew the timings. ` +
        'Wait until it is idle, or run with BENCH_ALLOW_LOAD=1 to measure anyway (the report is then marked as taken on a busy machine).',
    );
    process.exit(2);
  }
  if (busy) {
    log(
      `load average ${start.toFixed(2)} is above ${loadLimit}; going on as BENCH_ALLOW_LOAD=1 asks`,
    );
  }
  return {start, busy};
}

function machine(withBrowser: boolean): Machine {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    ...(withBrowser ? {browser: browserPath ?? 'Playwright Chromium'} : {}),
  };
}

function loadFigures(load: {start: number; busy: boolean}): LoadFigures {
  return {limit: loadLimit, start: load.start, end: itemAt(os.loadavg(), 0), busy: load.busy};
}

/**
 * The sites to build: ours, ours without the extras, and the previous site
 * as published and with Faster.
 */
function sitesToBuild(ours: Site, previous: PreviousSite | null): Site[] {
  return [
    ours,
    ourSiteWithoutExtras(ours.dir),
    ...(previous ? [previous.asIs] : []),
    ...(previous?.faster ? [previous.faster] : []),
  ];
}

/** Cold builds of the sites, alternating, as the reports show them. */
async function measureBuilds(ours: Site, previous: PreviousSite | null): Promise<BuildResults> {
  const sites = sitesToBuild(ours, previous);
  log(`cold builds (${runs} of each: ${sites.map((site) => site.label).join(', ')})`);
  const {builds, order} = await coldBuilds(sites, runs, log);
  const built = (key: Site['key']): SiteBuild => {
    const build = builds[key];
    if (!build) {
      throw new Error(`no cold builds of ${key}`);
    }
    return build;
  };
  return {
    build: built('ours'),
    withoutExtras: built('oursWithoutExtras'),
    buildOrder: order,
    previous: previous && {
      dir: previous.dir,
      docusaurusVersion: previous.docusaurusVersion,
      installed: previous.installed,
      faster: previous.fasterNote,
      build: built('previous'),
      fasterBuild: builds.previousFaster ?? null,
    },
  };
}

/** `--only build`: the cold builds alone, into bench/build.md and bench/build.json. */
async function buildOnly(
  previousDir: string | undefined,
  load: {start: number; busy: boolean},
): Promise<void> {
  const previous = previousDir === undefined ? null : preparePrevious(previousDir, log);
  const results = await measureBuilds(ourSite(siteDir), previous);
  const report: BuildReport = {
    date: new Date().toISOString(),
    machine: machine(false),
    load: loadFigures(load),
    runs,
    ...results,
    targets: {...buildTargets, loadLimit},
  };
  writeFileSync(path.join(siteDir, 'bench/build.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(siteDir, 'bench/build.md'), buildOnlyMarkdown(report));
  log('wrote bench/build.md and bench/build.json');
}

async function main(): Promise<void> {
  const {values: args} = parseArgs({
    options: {previous: {type: 'string'}, only: {type: 'string'}},
  });
  if (args.previous !== undefined && !existsSync(args.previous)) {
    throw new Error(`--previous ${args.previous}: no such folder`);
  }
  if (args.only !== undefined && args.only !== 'phone' && args.only !== 'build') {
    throw new Error(`--only ${args.only}: the parts that run alone are "build" and "phone"`);
  }
  const load = checkLoad();
  mkdirSync(path.join(siteDir, 'bench'), {recursive: true});
  if (args.only === 'phone') {
    await phoneOnly(args.previous, load);
    return;
  }
  if (args.only === 'build') {
    await buildOnly(args.previous, load);
    return;
  }

  const ours = ourSite(siteDir);
  const previous = args.previous === undefined ? null : preparePrevious(args.previous, log);
  const builds = await measureBuilds(ours, previous);
  log('build with source maps into build-sourcemaps/');
  // Cold too: on a warm Rspack cache, chunks built without maps come back without them.
  await buildSite(
    {...ours, label: 'ours with source maps', outDir: sourceMapsDir, env: {SOURCE_MAPS: '1'}},
    {cold: true},
  );
  log('JavaScript composition');
  const modules = await compositions(ours);

  const servers = [await startServer(ours, ours.outDir, port)];
  try {
    if (previous) {
      servers.push(await startServer(previous.asIs, previous.asIs.outDir, previousPort));
    }
    log('page weight');
    const weights = await pageWeights(previous !== null);
    log('lighthouse');
    const scores = await lighthouseRuns(previous !== null);
    log('client-side navigation');
    const navigation = await navigationMs();
    log('search');
    const searchBrowser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
    const search: SearchReport = {
      indexes: indexSizes(ours.outDir),
      engine: engineTimes(ours.outDir),
      browser: await browserTimes(searchBrowser, origin).finally(() => searchBrowser.close()),
      relevance: relevance(ours.outDir),
      questions: questions(ours.outDir),
      initialLoad: await initialLoadBytes(siteDir),
    };
    log('search on a phone');
    const phone = await measurePhone(previous?.asIs ?? null);
    const agents = agentFiles(ours.outDir);

    const report: Report = {
      date: new Date().toISOString(),
      machine: machine(true),
      load: loadFigures(load),
      runs,
      build: builds.build,
      withoutExtras: builds.withoutExtras,
      buildOrder: builds.buildOrder,
      pages: Object.fromEntries(kinds.map((kind) => [kind, pageKinds[kind].path])) as Record<
        PageKind,
        string
      >,
      weights: weights.ours,
      modules,
      lighthouse: {mobile: scores.mobile.ours, desktop: scores.desktop},
      navigationMs: round(navigation, 1),
      search,
      phone,
      agents,
      previous: builds.previous && {
        ...builds.previous,
        pages: Object.fromEntries(kinds.map((kind) => [kind, previousPath(kind)])) as Record<
          PageKind,
          string | null
        >,
        weights: weights.previous,
        lighthouseMobile: scores.mobile.previous,
      },
      targets: {...targets, build: buildTargets, loadLimit, search: searchTargets},
    };
    writeFileSync(path.join(siteDir, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(siteDir, 'bench/report.md'), markdown(report));
    log('wrote bench/report.md and bench/report.json');
  } finally {
    for (const server of servers) {
      server.kill();
    }
  }
}

// Files for agents ------------------------------------------------------------------

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name));
}

function fileSet(files: string[]): FileSet {
  const sizes = files.map((file) => statSync(file).size);
  return {
    count: sizes.length,
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    largest: Math.max(0, ...sizes),
  };
}

/** What the build writes for agents and link previews: Markdown twins, llms files, social cards. */
function agentFiles(buildDir: string): AgentFiles {
  const llms = Object.fromEntries(
    ['llms.txt', 'llms-full.txt', 'docs/0.4.x/llms.txt', 'docs/0.4.x/llms-full.txt']
      .filter((file) => existsSync(path.join(buildDir, file)))
      .map((file) => [file, statSync(path.join(buildDir, file)).size]),
  );
  const twins = [
    ...filesUnder(path.join(buildDir, 'docs'), '.md'),
    ...filesUnder(path.join(buildDir, 'blog'), '.md'),
  ];
  if (existsSync(path.join(buildDir, 'docs.md'))) {
    twins.push(path.join(buildDir, 'docs.md'));
  }
  return {
    twins: fileSet(twins),
    cards: fileSet(filesUnder(path.join(buildDir, 'img', 'social'), '.png')),
    llms,
  };
}

// Search on a phone -----------------------------------------------------------------

/** The phone figures over the served builds (ours on `port`, the previous site on `previousPort`). */
async function measurePhone(previous: Site | null): Promise<PhoneReport> {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  try {
    return await phoneSearch({
      browser,
      executablePath: browserPath,
      path: pageKinds.intro.path,
      origin,
      previous: previous && {
        origin: previousOrigin,
        path: previousPath('intro') ?? pageKinds.intro.path,
        // The previous site's Algolia queries, answered from our index with its origin.
        engine: loadBuiltEngine(path.join(siteDir, 'build'), previousOrigin),
      },
      samples: Math.max(5, runs),
    });
  } finally {
    await browser.close();
  }
}

/** `--only phone`: the phone figures over the last builds, into bench/phone.md and bench/phone.json. */
async function phoneOnly(
  previousDir: string | undefined,
  load: {start: number; busy: boolean},
): Promise<void> {
  const ours = ourSite(siteDir);
  if (!existsSync(path.join(ours.outDir, 'index.html'))) {
    throw new Error('--only phone measures the last build: run `npm run build` first.');
  }
  const previous = previousDir === undefined ? null : preparePrevious(previousDir, log);
  if (previous && !existsSync(path.join(previous.asIs.outDir, 'index.html'))) {
    log('building the previous site');
    await buildSite(previous.asIs, {cold: false});
  }
  const servers = [await startServer(ours, ours.outDir, port)];
  try {
    if (previous) {
      servers.push(await startServer(previous.asIs, previous.asIs.outDir, previousPort));
    }
    log('search on a phone');
    const phone = await measurePhone(previous?.asIs ?? null);
    writeFileSync(path.join(siteDir, 'bench/phone.json'), `${JSON.stringify(phone, null, 2)}\n`);
    writeFileSync(
      path.join(siteDir, 'bench/phone.md'),
      phoneOnlyMarkdown({
        date: new Date().toISOString(),
        machine: machine(true),
        load: loadFigures(load),
        phone,
      }),
    );
    log('wrote bench/phone.md and bench/phone.json');
  } finally {
    for (const server of servers) {
      server.kill();
    }
  }
}

await main();
