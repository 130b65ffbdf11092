/**
 * `npm run bench`: measures the site and writes bench/report.json and
 * bench/report.md. Nothing in `npm test` depends on these numbers.
 *
 *   npm run bench                                  # our site alone
 *   npm run bench -- --previous ../previous-site   # beside the previous public site
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
 * - cold build time and peak memory (output and caches removed before each build);
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
import {composition, type Composition} from './modules.mjs';
import {kinds, pageKinds, previousPath, type PageKind} from './pages.mjs';
import {
  phoneProfile,
  phoneSearch,
  phoneTargets,
  type PhoneFiguresMedian,
  type PhoneReport,
} from './phone.mjs';
import {
  benchQueries,
  browserTimes,
  engineTimes,
  indexSizes,
  initialLoadBytes,
  relevance,
  searchTargets,
  type SearchReport,
} from './search.mjs';
import {
  buildSite,
  htmlFiles,
  ourSite,
  preparePrevious,
  startServer,
  type BuildRun,
  type Site,
  type SiteKey,
} from './sites.mjs';
import {alternate, median, medianOfEach, ratio} from './stats.mjs';

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

/** Targets from the quality-gates issue. */
const targets = {
  mobilePerformance: 95,
  tbtMs: 200,
  lcpMs: 2500,
  firstVisitJsKB: 150,
  /** Our cold build against the previous site's build with Docusaurus Faster. */
  buildVersusPreviousFaster: 1.5,
  peakMemoryMB: 1024,
  otherCategories: 100,
  /** JS gzip of the previous site's pages, measured once; shown when `--previous` is not given. */
  previousJsGzipKB: {min: 166, max: 194},
};

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

function totalGzip(weight: PageWeight): number {
  return Object.values(weight.bytes).reduce((sum, bytes) => sum + bytes.gzip, 0);
}

function totalRaw(weight: PageWeight): number {
  return Object.values(weight.bytes).reduce((sum, bytes) => sum + bytes.raw, 0);
}

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

type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

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

// Builds ------------------------------------------------------------------------------

type SiteBuild = {
  label: string;
  seconds: number;
  peakRssMB: number | null;
  htmlFiles: number;
  /** Seconds each local plugin reports for its postBuild (median). */
  plugins: Record<string, number>;
  runs: BuildRun[];
};

function summariseBuilds(site: Site, list: BuildRun[]): SiteBuild {
  const first = itemAt(list, 0);
  return {
    label: site.label,
    seconds: median(list.map((run) => run.seconds)),
    peakRssMB: first.peakRssMB === null ? null : median(list.map((run) => run.peakRssMB ?? 0)),
    htmlFiles: htmlFiles(site.outDir),
    plugins: Object.fromEntries(
      Object.keys(first.plugins).map((name) => [
        name,
        median(list.map((run) => run.plugins[name] ?? 0)),
      ]),
    ),
    runs: list,
  };
}

/** Cold builds of every site, alternating: ours, previous, previous with Faster, ours, … */
async function coldBuilds(sites: Site[]): Promise<{
  builds: Partial<Record<SiteKey, SiteBuild>>;
  order: string[];
}> {
  const order: string[] = [];
  const bySite = new Map(sites.map((site) => [site.key, site]));
  const samples = await alternate(
    sites.map((site) => site.key),
    runs,
    (key) => {
      const site = bySite.get(key) as Site;
      const run = buildSite(site, {cold: true});
      const memory = run.peakRssMB === null ? '' : `, ${run.peakRssMB.toFixed(0)} MB`;
      order.push(`${site.label} ${run.seconds.toFixed(1)} s${memory}`);
      log(`  ${site.label}: ${run.seconds.toFixed(1)} s${memory}`);
      return run;
    },
  );
  const builds: Partial<Record<SiteKey, SiteBuild>> = {};
  for (const site of sites) {
    builds[site.key] = summariseBuilds(site, samples[site.key]);
  }
  return {builds, order};
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

async function main(): Promise<void> {
  const {values: args} = parseArgs({
    options: {previous: {type: 'string'}, only: {type: 'string'}},
  });
  if (args.previous !== undefined && !existsSync(args.previous)) {
    throw new Error(`--previous ${args.previous}: no such folder`);
  }
  if (args.only !== undefined && args.only !== 'phone') {
    throw new Error(`--only ${args.only}: the only part that runs alone is "phone"`);
  }
  const load = checkLoad();
  mkdirSync(path.join(siteDir, 'bench'), {recursive: true});
  if (args.only === 'phone') {
    await phoneOnly(args.previous, load);
    return;
  }

  const ours = ourSite(siteDir);
  const previous = args.previous === undefined ? null : preparePrevious(args.previous, log);
  const sites = [
    ours,
    ...(previous ? [previous.asIs] : []),
    ...(previous?.faster ? [previous.faster] : []),
  ];
  log(`cold builds (${runs} of each: ${sites.map((site) => site.label).join(', ')})`);
  const {builds, order} = await coldBuilds(sites);
  log('build with source maps into build-sourcemaps/');
  // Cold too: on a warm Rspack cache, chunks built without maps come back without them.
  buildSite(
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
      initialLoad: await initialLoadBytes(siteDir),
    };
    log('search on a phone');
    const phone = await measurePhone(previous?.asIs ?? null);
    const agents = agentFiles(ours.outDir);

    const report: Report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGB: round(os.totalmem() / 1024 ** 3, 1),
        node: process.version,
        browser: browserPath ?? 'Playwright Chromium',
      },
      load: {limit: loadLimit, start: load.start, end: itemAt(os.loadavg(), 0), busy: load.busy},
      runs,
      build: builds.ours as SiteBuild,
      buildOrder: order,
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
      previous: previous && {
        dir: previous.dir,
        docusaurusVersion: previous.docusaurusVersion,
        installed: previous.installed,
        faster: previous.fasterNote,
        pages: Object.fromEntries(kinds.map((kind) => [kind, previousPath(kind)])) as Record<
          PageKind,
          string | null
        >,
        build: builds.previous as SiteBuild,
        fasterBuild: builds.previousFaster ?? null,
        weights: weights.previous,
        lighthouseMobile: scores.mobile.previous,
      },
      targets: {...targets, loadLimit, search: searchTargets},
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

// Report ----------------------------------------------------------------------------

type PreviousReport = {
  dir: string;
  docusaurusVersion: string;
  installed: string[];
  faster: string;
  pages: Record<PageKind, string | null>;
  build: SiteBuild;
  fasterBuild: SiteBuild | null;
  weights: Partial<Record<PageKind, PageWeight>>;
  lighthouseMobile: Partial<Record<PageKind, LighthouseResult>>;
};

type Report = {
  date: string;
  machine: {cpus: number; cpuModel: string; memoryGB: number; node: string; browser: string};
  load: {limit: number; start: number; end: number; busy: boolean};
  runs: number;
  build: SiteBuild;
  /** Every cold build in the order it ran. */
  buildOrder: string[];
  pages: Record<PageKind, string>;
  weights: Record<PageKind, PageWeight>;
  modules: Record<PageKind, Composition>;
  lighthouse: {
    mobile: Record<PageKind, LighthouseResult>;
    desktop: Record<PageKind, LighthouseResult>;
  };
  navigationMs: number;
  search: SearchReport;
  phone: PhoneReport;
  agents: AgentFiles;
  previous: PreviousReport | null;
  targets: typeof targets & {loadLimit: number; search: typeof searchTargets};
};

type FileSet = {count: number; bytes: number; largest: number};
type AgentFiles = {twins: FileSet; cards: FileSet; llms: Record<string, number>};

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

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const seconds = (ms: number) => `${round(ms / 1000, 2)} s`;

function verdict(ok: boolean, miss: string): string {
  return ok ? 'met' : `missed by ${miss}`;
}

/** `missed on a (x), b (y)` for the kinds that fail a check, else `met`. */
function kindsVerdict(failures: string[]): string {
  return failures.length ? `missed on ${failures.join(', ')}` : 'met';
}

function row(cells: (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}

function header(cells: string[]): string[] {
  return [row(cells), row(cells.map(() => '---'))];
}

function pageCell(kind: PageKind): string {
  return `${kind} \`${pageKinds[kind].path}\``;
}

/** Our row, and with a previous site its row and the ratios, for one page kind. */
function comparedRows<Figures extends readonly number[]>(
  kind: PageKind,
  withPrevious: boolean,
  ours: Figures,
  previous: Figures | undefined,
  format: (values: Figures) => string[],
  oursExtra: string[] = [],
): string[] {
  if (!withPrevious) {
    return [row([pageCell(kind), ...format(ours), ...oursExtra])];
  }
  const blank = oursExtra.map(() => '–');
  const previousPage = previousPath(kind);
  if (!previous || previousPage === null) {
    return [
      row([pageCell(kind), 'ours', ...format(ours), ...oursExtra]),
      row(['', 'previous', 'no such page', ...ours.slice(1).map(() => ''), ...blank]),
    ];
  }
  const moved = previousPage === pageKinds[kind].path ? '' : ` \`${previousPage}\``;
  return [
    row([pageCell(kind), 'ours', ...format(ours), ...oursExtra]),
    row(['', `previous${moved}`, ...format(previous), ...blank]),
    row([
      '',
      'ours ÷ previous',
      ...ours.map((value, index) => ratio(value, previous[index])),
      ...blank,
    ]),
  ];
}

function weightFigures(weight: PageWeight): number[] {
  return [
    weight.requests,
    weight.bytes.document.gzip,
    weight.bytes.script.gzip,
    weight.bytes.stylesheet.gzip,
    totalGzip(weight),
    totalRaw(weight),
  ];
}

/** A Lighthouse result's figures in the order of the report's columns. */
type LighthouseFigures = [
  performance: number,
  accessibility: number,
  bestPractices: number,
  seo: number,
  fcpMs: number,
  lcpMs: number,
  tbtMs: number,
  cls: number,
];

function lighthouseFigures(result: LighthouseResult): LighthouseFigures {
  return [
    result.performance,
    result.accessibility,
    result.bestPractices,
    result.seo,
    result.fcpMs,
    result.lcpMs,
    result.tbtMs,
    result.cls,
  ];
}

function formatLighthouse([
  performance,
  accessibility,
  bestPractices,
  seo,
  fcp,
  lcp,
  tbt,
  cls,
]: LighthouseFigures): string[] {
  return [
    String(performance),
    String(accessibility),
    String(bestPractices),
    String(seo),
    seconds(fcp),
    seconds(lcp),
    `${round(tbt)} ms`,
    String(round(cls, 3)),
  ];
}

/** What a mobile Lighthouse result misses of the performance targets. */
function mobileMisses(result: LighthouseResult): string[] {
  const misses: string[] = [];
  if (result.performance < targets.mobilePerformance) {
    misses.push(`performance ${result.performance}`);
  }
  if (result.tbtMs >= targets.tbtMs) {
    misses.push(`TBT ${round(result.tbtMs)} ms`);
  }
  if (result.lcpMs >= targets.lcpMs) {
    misses.push(`LCP ${seconds(result.lcpMs)}`);
  }
  return misses;
}

function jsVersusPrevious(jsKB: number): string {
  const {min, max} = targets.previousJsGzipKB;
  if (jsKB < min) {
    return `less (previous ${min}–${max} KB)`;
  }
  if (jsKB <= max) {
    return `within the previous ${min}–${max} KB`;
  }
  return `${round(jsKB - max, 1)} KB more than the previous maximum of ${max} KB`;
}

function targetsMarkdown(report: Report): string[] {
  const {build, previous} = report;
  const mobile = report.lighthouse.mobile;
  const lines = ['## Targets', '', ...header(['Target', 'Verdict'])];
  lines.push(
    row([
      `Lighthouse mobile performance ≥ ${targets.mobilePerformance} on every page kind`,
      kindsVerdict(
        kinds
          .filter((kind) => mobile[kind].performance < targets.mobilePerformance)
          .map((kind) => `${kind} (${mobile[kind].performance})`),
      ),
    ]),
    row([
      `Total blocking time (mobile) < ${targets.tbtMs} ms on every page kind`,
      kindsVerdict(
        kinds
          .filter((kind) => mobile[kind].tbtMs >= targets.tbtMs)
          .map((kind) => `${kind} (${round(mobile[kind].tbtMs)} ms)`),
      ),
    ]),
    row([
      `Largest contentful paint (mobile) < ${targets.lcpMs / 1000} s on every page kind`,
      kindsVerdict(
        kinds
          .filter((kind) => mobile[kind].lcpMs >= targets.lcpMs)
          .map((kind) => `${kind} (${seconds(mobile[kind].lcpMs)})`),
      ),
    ]),
    row([
      `First-visit JavaScript ≤ ${targets.firstVisitJsKB} KB gzip on every page kind`,
      kindsVerdict(
        kinds
          .filter((kind) => kb(report.weights[kind].bytes.script.gzip) > targets.firstVisitJsKB)
          .map((kind) => `${kind} (${kb(report.weights[kind].bytes.script.gzip)} KB)`),
      ),
    ]),
  );
  const faster = previous?.fasterBuild;
  if (faster) {
    const limit = targets.buildVersusPreviousFaster * faster.seconds;
    lines.push(
      row([
        `Cold build ≤ ${targets.buildVersusPreviousFaster} × the previous site's build with Faster`,
        `${build.seconds.toFixed(1)} s against ${limit.toFixed(1)} s (${targets.buildVersusPreviousFaster} × ${faster.seconds.toFixed(1)} s): ${verdict(build.seconds <= limit, `${(build.seconds - limit).toFixed(1)} s`)}`,
      ]),
    );
  } else {
    lines.push(
      row([
        `Cold build ≤ ${targets.buildVersusPreviousFaster} × the previous site's build with Faster`,
        previous
          ? `not judged: ${previous.faster}`
          : `not judged: run with \`--previous <path>\` (our build took ${build.seconds.toFixed(1)} s)`,
      ]),
    );
  }
  lines.push(
    row([
      `Peak memory of the build ≤ ${targets.peakMemoryMB} MB (1 GB)`,
      build.peakRssMB === null
        ? 'not measured (needs GNU time at /usr/bin/time)'
        : `${build.peakRssMB.toFixed(0)} MB: ${verdict(build.peakRssMB <= targets.peakMemoryMB, `${(build.peakRssMB - targets.peakMemoryMB).toFixed(0)} MB`)}`,
    ]),
  );
  const categoryMisses = kinds.flatMap((kind) =>
    (['accessibility', 'bestPractices', 'seo'] as const).flatMap((key) =>
      (['mobile', 'desktop'] as const)
        .filter((preset) => report.lighthouse[preset][kind][key] < targets.otherCategories)
        .map((preset) => `${kind} ${preset} ${key} (${report.lighthouse[preset][kind][key]})`),
    ),
  );
  lines.push(
    row([
      'Lighthouse accessibility, best practices and SEO 100, mobile and desktop',
      kindsVerdict(categoryMisses),
    ]),
    '',
  );
  return lines;
}

function buildMarkdown(report: Report): string[] {
  const {build, previous} = report;
  const lines = ['## Build', ''];
  const memory = (site: SiteBuild) =>
    site.peakRssMB === null ? 'not measured' : `${site.peakRssMB.toFixed(0)} MB`;
  const figures = (site: SiteBuild) => [site.seconds, site.peakRssMB, site.htmlFiles];
  lines.push(...header(['Site', 'Cold build', 'Peak memory', 'HTML files']));
  lines.push(row(['ours', `${build.seconds.toFixed(1)} s`, memory(build), build.htmlFiles]));
  if (previous) {
    const others = [
      ['previous, as published', previous.build],
      ['previous with Faster', previous.fasterBuild],
    ] as const;
    for (const [label, site] of others) {
      if (site) {
        lines.push(row([label, `${site.seconds.toFixed(1)} s`, memory(site), site.htmlFiles]));
      }
    }
    for (const [label, site] of others) {
      if (site) {
        const ours = figures(build);
        const theirs = figures(site);
        lines.push(
          row([
            `ours ÷ ${label.replace(', as published', '')}`,
            ...ours.map((value, index) => ratio(value, theirs[index])),
          ]),
        );
      }
    }
  }
  lines.push(
    '',
    `Cold builds in the order they ran: ${report.buildOrder.join('; ')}. Peak memory is the largest resident set of the build process (GNU time's \`%M\`).`,
    '',
  );
  return lines;
}

function firstVisitMarkdown(report: Report): string[] {
  const {previous} = report;
  const withPrevious = previous !== null;
  const lines = ['## First visit', ''];
  lines.push(
    'Same-origin bytes a first visit downloads, by kind: raw is the decompressed body, gzip its size at gzip level 9 (what the tests’ budgets count).',
    '',
  );
  const columns = ['Requests', 'HTML gzip', 'JS gzip', 'CSS gzip', 'Total gzip', 'Total raw'];
  const extra = [
    `JS ≤ ${targets.firstVisitJsKB} KB`,
    ...(withPrevious ? [] : ['JS vs previous site']),
  ];
  lines.push(...header(['Page', ...(withPrevious ? ['Site'] : []), ...columns, ...extra]));
  const format = ([requests, ...bytes]: number[]) => [
    String(requests),
    ...bytes.map((value) => `${kb(value)} KB`),
  ];
  for (const kind of kinds) {
    const weight = report.weights[kind];
    const js = kb(weight.bytes.script.gzip);
    const verdicts = [
      verdict(js <= targets.firstVisitJsKB, `${round(js - targets.firstVisitJsKB, 1)} KB`),
      ...(withPrevious ? [] : [jsVersusPrevious(js)]),
    ];
    const theirs = previous?.weights[kind];
    lines.push(
      ...comparedRows(
        kind,
        withPrevious,
        weightFigures(weight),
        theirs && weightFigures(theirs),
        format,
        verdicts,
      ),
    );
  }
  lines.push('');
  return lines;
}

function modulesMarkdown(report: Report): string[] {
  const lines = ['## JavaScript of a first visit, module by module', ''];
  lines.push(
    'From one more build with source maps (`SOURCE_MAPS=1`, into `build-sourcemaps/`): the same code, under other hashed names. A module’s gzip figure is its share of its script’s gzip size, in proportion to its raw bytes; *in main* is the part of it in the entry bundles every page loads (`main`, `runtime~main`). Bundler glue is the code no source map line points at.',
    '',
  );
  for (const kind of kinds) {
    const {scripts, modules} = report.modules[kind];
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const list = [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((script) => `\`${path.posix.basename(script.script)}\` ${kb(script.gzip)} KB`);
    lines.push(`### ${pageCell(kind)}`, '');
    lines.push(`${scripts.length} scripts, ${kb(total)} KB gzip: ${list.join(', ')}.`, '');
    lines.push(...header(['Module', 'Gzip', 'In main', 'Raw']));
    for (const entry of modules.slice(0, 10)) {
      lines.push(
        row([
          `\`${entry.module}\``,
          `${kb(entry.gzip)} KB`,
          `${kb(entry.entryGzip)} KB`,
          `${kb(entry.raw)} KB`,
        ]),
      );
    }
    const rest = modules.slice(10);
    if (rest.length > 0) {
      const sum = (key: 'gzip' | 'entryGzip' | 'raw') =>
        rest.reduce((acc, entry) => acc + entry[key], 0);
      lines.push(
        row([
          `${rest.length} other modules`,
          `${kb(sum('gzip'))} KB`,
          `${kb(sum('entryGzip'))} KB`,
          `${kb(sum('raw'))} KB`,
        ]),
      );
    }
    lines.push('');
  }
  return lines;
}

function lighthouseMarkdown(report: Report): string[] {
  const {previous} = report;
  const withPrevious = previous !== null;
  const columns = [
    'Performance',
    'Accessibility',
    'Best practices',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
  ];
  const lines = ['## Lighthouse, mobile', ''];
  lines.push(
    `Verdict: performance ≥ ${targets.mobilePerformance}, TBT < ${targets.tbtMs} ms and LCP < ${targets.lcpMs / 1000} s.${withPrevious ? ' Runs alternate between the sites, page kind by page kind.' : ''}`,
    '',
  );
  lines.push(...header(['Page', ...(withPrevious ? ['Site'] : []), ...columns, 'Verdict']));
  for (const kind of kinds) {
    const ours = report.lighthouse.mobile[kind];
    const misses = mobileMisses(ours);
    const theirs = previous?.lighthouseMobile[kind];
    lines.push(
      ...comparedRows(
        kind,
        withPrevious,
        lighthouseFigures(ours),
        theirs && lighthouseFigures(theirs),
        formatLighthouse,
        [misses.length ? `missed: ${misses.join(', ')}` : 'met'],
      ),
    );
  }
  lines.push('', '## Lighthouse, desktop', '');
  if (withPrevious) {
    lines.push('Our site only.', '');
  }
  lines.push(...header(['Page', ...columns]));
  for (const kind of kinds) {
    lines.push(
      row([
        pageCell(kind),
        ...formatLighthouse(lighthouseFigures(report.lighthouse.desktop[kind])),
      ]),
    );
  }
  lines.push('');
  return lines;
}

function markdown(report: Report): string {
  const lines: string[] = [];
  const {machine, load, previous} = report;
  lines.push('# Squirrels docs site: benchmark report', '');
  if (load.busy) {
    lines.push(
      `> **Taken on a busy machine.** The 1-minute load average was ${load.start.toFixed(2)} when the bench started, above the limit of ${load.limit}; it ran only because \`BENCH_ALLOW_LOAD=1\` was set. Timings are slower and noisier than on an idle machine; byte counts are not affected.`,
      '',
    );
  }
  lines.push(
    `Measured ${report.date} on ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGB} GB of memory, Node ${machine.node}, ${machine.browser}. 1-minute load average: ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end (the bench’s own builds and browsers raise it). Every figure is the median of ${report.runs} ${report.runs === 1 ? 'run' : 'runs'} unless stated.`,
    '',
  );
  if (previous) {
    lines.push(
      `Compared with the previous public site, built from \`${previous.dir}\` (Docusaurus ${previous.docusaurusVersion}${previous.installed.length ? `; the bench ran ${previous.installed.map((command) => `\`${command}\``).join(' and ')} there` : ''}). ${previous.faster} Builds and Lighthouse runs alternate between the sites (ours, previous, …). Rows *ours ÷ previous* divide our median by the previous site’s: below 1, ours is smaller or faster (for scores, lower).`,
      '',
    );
  }
  lines.push(...targetsMarkdown(report));
  lines.push(...buildMarkdown(report));
  lines.push(...firstVisitMarkdown(report));
  lines.push(...lighthouseMarkdown(report));
  lines.push(...modulesMarkdown(report));
  lines.push('## Client-side navigation', '');
  lines.push(
    `From a click on a docs sidebar link to the next page's heading: ${report.navigationMs} ms (median of 10 navigations between two docs pages).`,
    '',
  );
  lines.push(...searchMarkdown(report.search));
  lines.push(...phoneMarkdown(report.phone));
  lines.push(...agentsMarkdown(report));
  return `${lines.join('\n')}\n`;
}

function agentsMarkdown({agents, build}: Report): string[] {
  const set = (files: FileSet) =>
    `${files.count} files, ${kb(files.bytes)} KB in all, largest ${kb(files.largest)} KB`;
  const lines = ['## Docs for agents and link previews', ''];
  lines.push(
    '| Output | Size |',
    '| --- | --- |',
    `| Markdown twins (\`<page>.md\`) | ${set(agents.twins)} |`,
    ...Object.entries(agents.llms).map(([file, bytes]) => `| \`/${file}\` | ${kb(bytes)} KB |`),
    `| Social cards (\`img/social/**.png\`, 1200 x 630) | ${set(agents.cards)} |`,
    '',
  );
  const timings = Object.entries(build.plugins);
  if (timings.length > 0) {
    lines.push(
      'Time each plugin reports for its postBuild in a cold build (median; they run at the same time as the search indexer, so the figures overlap):',
      '',
      ...timings.map(([name, value]) => `- \`${name}\`: ${value.toFixed(1)} s`),
      '',
    );
  }
  return lines;
}

function searchMarkdown(search: SearchReport): string[] {
  const lines = ['## Search', ''];
  lines.push(
    'The offline index the build writes (`build/search-index`), one file per docs version tag; `default` holds the pages and blog posts, which every version searches.',
    '',
    '| Index | Pages | Records | Raw | Gzip | Target | Verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const index of search.indexes) {
    const current = index.tag === 'docs-default-current';
    const limit = searchTargets.currentIndexGzipKB;
    lines.push(
      `| ${index.tag} | ${index.pages} | ${index.records} | ${kb(index.raw)} KB | ${kb(index.gzip)} KB | ${current ? `≤ ${limit} KB` : '–'} | ${current ? verdict(kb(index.gzip) <= limit, `${round(kb(index.gzip) - limit, 1)} KB`) : '–'} |`,
    );
  }
  const {engine, browser, initialLoad} = search;
  lines.push(
    '',
    `Query times over a fixed set of ${benchQueries.length} queries (${benchQueries.map((text) => `\`${text}\``).join(', ')}), with the filters of a current-version page.`,
    '',
    '| Measure | Value | Target | Verdict |',
    '| --- | --- | --- | --- |',
    `| Engine, cold: parse and index the current version and pages, then the first query (Node, median of 5) | ${round(engine.coldMs)} ms | – | – |`,
    `| Engine, warm query p50 (Node, ${engine.queries} queries) | ${round(engine.warmP50Ms, 2)} ms | – | – |`,
    `| Engine, warm query p95 (Node, ${engine.queries} queries) | ${round(engine.warmP95Ms, 2)} ms | ≤ ${searchTargets.warmP95Ms} ms | ${verdict(engine.warmP95Ms <= searchTargets.warmP95Ms, `${round(engine.warmP95Ms - searchTargets.warmP95Ms, 1)} ms`)} |`,
    `| Modal: first keystroke to first hit, fresh page (Chromium, median of ${browser.samples}) | ${round(browser.firstResultsMs)} ms | ≤ ${searchTargets.firstResultsMs} ms | ${verdict(browser.firstResultsMs <= searchTargets.firstResultsMs, `${round(browser.firstResultsMs - searchTargets.firstResultsMs)} ms`)} |`,
    `| Modal: shortcut to first hit, query typed as soon as the search box shows (Chromium, median of ${browser.samples}) | ${round(browser.shortcutToFirstHitMs)} ms | – | – |`,
    `| Modal: next query to its first hit (Chromium, median of ${browser.samples}) | ${round(browser.nextQueryMs)} ms | – | – |`,
    `| Search code on every page before a search (SearchBar wrapper, lazy client, CSS; minified) | ${kb(initialLoad.gzip)} KB gzip (${kb(initialLoad.raw)} KB raw) | ≤ ${searchTargets.initialLoadKB} KB | ${verdict(kb(initialLoad.gzip) <= searchTargets.initialLoadKB, `${round(kb(initialLoad.gzip) - searchTargets.initialLoadKB, 1)} KB`)} |`,
    '',
    "The index loads, and is indexed in the search worker, once a page is idle (or on interest, when the browser asks for less data), so the first keystroke usually finds it loaded; the engine and MiniSearch come in the worker's chunk. The index is the records, indexed in the browser: a prebuilt MiniSearch index of the current version would add about 260 KB gzip to its 150-odd (its text alone is about 134 KB gzip).",
    '',
    `Relevance suite (\`tests/build-output/search-relevance.test.ts\`, ${search.relevance.cases} queries, each with the page meant; the modal's filters): top-1 ${round(search.relevance.top1, 3)}, top-3 ${round(search.relevance.top3, 3)}, mean reciprocal rank ${round(search.relevance.mrr, 3)}.`,
    '',
  );
  return lines;
}

// Search on a phone -----------------------------------------------------------------

/** The phone figures over the served builds (ours on `port`, the previous site on `previousPort`). */
async function measurePhone(previous: Site | null): Promise<PhoneReport> {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  try {
    return await phoneSearch({
      browser,
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
    buildSite(previous.asIs, {cold: false});
  }
  const servers = [await startServer(ours, ours.outDir, port)];
  try {
    if (previous) {
      servers.push(await startServer(previous.asIs, previous.asIs.outDir, previousPort));
    }
    log('search on a phone');
    const phone = await measurePhone(previous?.asIs ?? null);
    const header = [
      '# Squirrels docs site: search on a phone',
      '',
      `Measured ${new Date().toISOString()} over the last build, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${browserPath ?? 'Playwright Chromium'}. 1-minute load average: ${load.start.toFixed(2)} at the start, ${itemAt(os.loadavg(), 0).toFixed(2)} at the end${load.busy ? ' (a busy machine: `BENCH_ALLOW_LOAD=1`)' : ''}.`,
      '',
    ];
    writeFileSync(path.join(siteDir, 'bench/phone.json'), `${JSON.stringify(phone, null, 2)}\n`);
    writeFileSync(
      path.join(siteDir, 'bench/phone.md'),
      [...header, ...phoneMarkdown(phone)].join('\n'),
    );
    log('wrote bench/phone.md and bench/phone.json');
  } finally {
    for (const server of servers) {
      server.kill();
    }
  }
}

function phoneMarkdown(phone: PhoneReport): string[] {
  const ms = (value: number | null) => (value === null ? '–' : `${round(value)} ms`);
  const rows: [string, keyof PhoneFiguresMedian, number | null][] = [
    ['Tap to search box', 'tapToBoxMs', phoneTargets.tapToBoxMs],
    [
      'Longest main-thread task, tap to first hit (at least 3 s)',
      'longestTaskMs',
      phoneTargets.longestTaskMs,
    ],
    ['All long tasks in that window', 'longTasksMs', null],
    ['First keystroke to first hit on screen', 'keystrokeToHitMs', phoneTargets.keystrokeToHitMs],
    [
      'First keystroke to the first answer with hits, before DocSearch renders it',
      'keystrokeToAnswerMs',
      null,
    ],
    ["The tap's interaction latency (Event Timing)", 'interactionMs', phoneTargets.interactionMs],
  ];
  const {ours, previous} = phone;
  const lines = [
    '## Search on a phone',
    '',
    `A reader on \`${phone.path}\` taps the search button ${phoneProfile.readingMs / 1000} s after the page has loaded and types \`${phoneProfile.query}\` (one key every ${phoneProfile.keyDelayMs} ms) as soon as the search box shows. Lighthouse's phone profile: ${phoneProfile.viewport.width} × ${phoneProfile.viewport.height}, touch, device pixel ratio ${phoneProfile.deviceScaleFactor}, the CPU slowed ${phoneProfile.cpuSlowdown}× by DevTools (the main thread) and, for workers, ${phone.workers}. A fresh browser context for each of ${phone.samples} samples per site${previous ? ', alternating between the sites' : ''}; medians.`,
    '',
  ];
  if (previous) {
    lines.push(
      "The previous site runs hosted DocSearch; the bench answers its Algolia queries at once, from our index, so its column is DocSearch's own work on a phone without Algolia's round trip.",
      '',
    );
  }
  lines.push(
    `| Measure | Ours | ${previous ? 'Previous | Ours ÷ previous | ' : ''}Target | Verdict |`,
    `| --- | --- | ${previous ? '--- | --- | ' : ''}--- | --- |`,
  );
  for (const [label, key, target] of rows) {
    const value = ours[key];
    const check =
      target === null || value === null
        ? '–'
        : verdict(value <= target, `${round(value - target)} ms`);
    lines.push(
      `| ${label} | ${ms(value)} | ${previous ? `${ms(previous[key])} | ${ratio(value, previous[key])} | ` : ''}${target === null ? '–' : `≤ ${target} ms`} | ${check} |`,
    );
  }
  lines.push('');
  if (ours.hitless > 0 || (previous?.hitless ?? 0) > 0) {
    lines.push(
      `Samples without a hit within ${phoneProfile.hitTimeoutMs / 1000} s: ours ${ours.hitless}${previous ? `, previous ${previous.hitless}` : ''}.`,
      '',
    );
  }
  return lines;
}

await main();
