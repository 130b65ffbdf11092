/**
 * `npm run bench`: measures the site and writes bench/report.json and
 * bench/report.md. Nothing in `npm test` depends on these numbers.
 *
 * Measured, each a median over BENCH_RUNS runs (default 3):
 * - cold build time and peak memory (caches removed before each build);
 * - bytes (raw and gzip) and requests of a first visit to four pages;
 * - Lighthouse scores and metrics, mobile and desktop presets;
 * - client-side navigation time between two docs pages (median of 10);
 * - search (search.mts): index bytes per docs version, engine query times,
 *   keystroke-to-first-hit in the modal, and what search adds to every page;
 * - the files for agents and link previews (Markdown twins, llms files,
 *   social cards) and the postBuild time their plugins report.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import {chromiumArgs, chromiumPath} from '../../tests/support/site';
import {
  benchQueries,
  browserTimes,
  engineTimes,
  indexSizes,
  initialLoadBytes,
  searchTargets,
  type SearchReport,
} from './search.mjs';
import {measureFirstVisit, type PageWeight} from '../../tests/support/weight';

const siteDir = process.cwd();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
const browserPath = chromiumPath();
const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

const pages = {
  home: '/',
  docs: '/docs/docs/concepts/parameters',
  reference: '/docs/references/python/parameters/SingleSelectParameter',
  post: '/blog/1brc-postgres',
} as const;
type PageName = keyof typeof pages;

/** Targets from the quality-gates issue, and what the previous site measured. */
const targets = {
  coldBuildSeconds: 15,
  firstVisitKB: 150,
  previousJsGzipKB: {min: 166, max: 194},
  mobilePerformance: 95,
  otherCategories: 100,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

// 1. Cold build ------------------------------------------------------------

type BuildRun = {
  seconds: number;
  peakRssMB: number | null;
  /** Seconds each local plugin says its postBuild took (`<plugin>: … in N s`). */
  plugins: Record<string, number>;
};

/** The timing lines our plugins print at the end of postBuild. */
function pluginTimings(output: string): Record<string, number> {
  const timings: Record<string, number> = {};
  for (const [, name, seconds] of output.matchAll(/(squirrels-[\w-]+): .* in ([\d.]+) s$/gm)) {
    timings[name as string] = Number(seconds);
  }
  return timings;
}

function coldBuild(): BuildRun {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
  const gnuTime = existsSync('/usr/bin/time');
  const command = gnuTime ? '/usr/bin/time' : process.execPath;
  const args = gnuTime
    ? ['-f', 'BENCH %e %M', process.execPath, docusaurus, 'build']
    : [docusaurus, 'build'];
  const started = performance.now();
  const result = spawnSync(command, args, {cwd: siteDir, encoding: 'utf8'});
  const elapsed = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`build failed:\n${result.stderr}`);
  }
  const measured = /BENCH ([\d.]+) (\d+)/.exec(result.stderr);
  return {
    seconds: measured ? Number(measured[1]) : elapsed,
    peakRssMB: measured ? Number(measured[2]) / 1024 : null,
    plugins: pluginTimings(result.stdout),
  };
}

// 2. Server ------------------------------------------------------------------

async function startServer(): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [docusaurus, 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: siteDir, stdio: 'ignore'},
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(origin)).ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the static server did not start');
}

// 3. Page weight -------------------------------------------------------------

async function pageWeights(): Promise<Record<PageName, PageWeight>> {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const result = {} as Record<PageName, PageWeight>;
  for (const [name, pagePath] of Object.entries(pages) as [PageName, string][]) {
    const samples: PageWeight[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      samples.push(await measureFirstVisit(page, `${origin}${pagePath}`));
      await context.close();
    }
    // Byte counts of a static site do not vary between runs; the median
    // guards against a stray late request.
    const byTotal = [...samples].sort((a, b) => totalGzip(a) - totalGzip(b));
    result[name] = byTotal[Math.floor(byTotal.length / 2)];
  }
  await browser.close();
  return result;
}

function totalGzip(weight: PageWeight): number {
  return Object.values(weight.bytes).reduce((sum, bytes) => sum + bytes.gzip, 0);
}

function totalRaw(weight: PageWeight): number {
  return Object.values(weight.bytes).reduce((sum, bytes) => sum + bytes.raw, 0);
}

// 4. Lighthouse --------------------------------------------------------------

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

async function lighthouseRuns(): Promise<
  Record<'mobile' | 'desktop', Record<PageName, LighthouseResult>>
> {
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results = {mobile: {}, desktop: {}} as Record<
    'mobile' | 'desktop',
    Record<PageName, LighthouseResult>
  >;
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const [name, pagePath] of Object.entries(pages) as [PageName, string][]) {
        const samples: LighthouseResult[] = [];
        for (let run = 0; run < runs; run++) {
          const outcome = await lighthouse(
            `${origin}${pagePath}`,
            {port: chrome.port, output: 'json', logLevel: 'error'},
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!outcome) {
            throw new Error(`Lighthouse returned nothing for ${pagePath}`);
          }
          const {categories, audits} = outcome.lhr;
          samples.push({
            performance: (categories.performance.score ?? 0) * 100,
            accessibility: (categories.accessibility.score ?? 0) * 100,
            bestPractices: (categories['best-practices'].score ?? 0) * 100,
            seo: (categories.seo.score ?? 0) * 100,
            fcpMs: audits['first-contentful-paint'].numericValue ?? 0,
            lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
            tbtMs: audits['total-blocking-time'].numericValue ?? 0,
            cls: audits['cumulative-layout-shift'].numericValue ?? 0,
          });
        }
        const keys = Object.keys(samples[0]) as (keyof LighthouseResult)[];
        results[preset][name] = Object.fromEntries(
          keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
        ) as LighthouseResult;
        log(`lighthouse ${preset} ${name}: performance ${results[preset][name].performance}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

// 5. Client-side navigation ---------------------------------------------------

async function navigationMs(): Promise<number> {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const page = await browser.newPage();
  await page.goto(`${origin}/docs/docs/concepts/parameters`, {waitUntil: 'networkidle'});
  const targetsByTitle = [
    ['Context variables and placeholders', 'Context variables and placeholders'],
    ['Widget parameters', 'Widget parameters'],
  ];
  const samples: number[] = [];
  for (let run = 0; run < 10; run++) {
    const [linkText, heading] = targetsByTitle[run % 2];
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const started = await page.evaluate(() => performance.now());
    await sidebar.getByRole('link', {name: linkText, exact: true}).click();
    await page.getByRole('heading', {level: 1, name: heading}).waitFor();
    const ended = await page.evaluate(() => performance.now());
    samples.push(ended - started);
  }
  await browser.close();
  return median(samples);
}

// Report ---------------------------------------------------------------------

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

function verdict(ok: boolean, miss: string): string {
  return ok ? 'met' : `missed by ${miss}`;
}

async function main(): Promise<void> {
  mkdirSync(path.join(siteDir, 'bench'), {recursive: true});
  log(`cold builds (${runs})`);
  const builds = Array.from({length: runs}, () => {
    const run = coldBuild();
    log(`  ${run.seconds.toFixed(1)} s, peak ${run.peakRssMB?.toFixed(0) ?? '?'} MB`);
    return run;
  });
  const build = {
    seconds: median(builds.map((run) => run.seconds)),
    peakRssMB:
      builds[0].peakRssMB === null ? null : median(builds.map((run) => run.peakRssMB ?? 0)),
    plugins: Object.fromEntries(
      Object.keys(builds[0].plugins).map((name) => [
        name,
        median(builds.map((run) => run.plugins[name] ?? 0)),
      ]),
    ),
    pages: spawnSync('find', ['build', '-name', '*.html'], {cwd: siteDir, encoding: 'utf8'})
      .stdout.trim()
      .split('\n').length,
  };

  const server = await startServer();
  try {
    log('page weight');
    const weights = await pageWeights();
    log('lighthouse');
    const scores = await lighthouseRuns();
    log('client-side navigation');
    const navigation = await navigationMs();
    log('search');
    const searchBrowser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
    const search: SearchReport = {
      indexes: indexSizes(path.join(siteDir, 'build')),
      engine: engineTimes(path.join(siteDir, 'build')),
      browser: await browserTimes(searchBrowser, origin).finally(() => searchBrowser.close()),
      initialLoad: await initialLoadBytes(siteDir),
    };
    const agents = agentFiles(path.join(siteDir, 'build'));

    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGB: round(os.totalmem() / 1024 ** 3, 1),
        node: process.version,
        browser: browserPath ?? 'Playwright Chromium',
      },
      runs,
      build,
      pages,
      weights,
      lighthouse: scores,
      navigationMs: round(navigation, 1),
      search,
      agents,
      targets: {...targets, search: searchTargets},
    };
    writeFileSync(path.join(siteDir, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(siteDir, 'bench/report.md'), markdown(report));
    log('wrote bench/report.md and bench/report.json');
  } finally {
    server.kill();
  }
}

type Report = {
  date: string;
  machine: {cpus: number; cpuModel: string; memoryGB: number; node: string; browser: string};
  runs: number;
  build: {
    seconds: number;
    peakRssMB: number | null;
    plugins: Record<string, number>;
    pages: number;
  };
  weights: Record<PageName, PageWeight>;
  lighthouse: Record<'mobile' | 'desktop', Record<PageName, LighthouseResult>>;
  navigationMs: number;
  search: SearchReport;
  agents: AgentFiles;
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
  const twins = [...filesUnder(path.join(buildDir, 'docs'), '.md'), ...filesUnder(path.join(buildDir, 'blog'), '.md')];
  if (existsSync(path.join(buildDir, 'docs.md'))) {
    twins.push(path.join(buildDir, 'docs.md'));
  }
  return {
    twins: fileSet(twins),
    cards: fileSet(filesUnder(path.join(buildDir, 'img', 'social'), '.png')),
    llms,
  };
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

function markdown(report: Report): string {
  const lines: string[] = [];
  const {machine, build} = report;
  lines.push('# Squirrels docs site: benchmark report', '');
  lines.push(
    `Measured ${report.date} on ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGB} GB of memory, Node ${machine.node}, ${machine.browser}. Every figure is the median of ${report.runs} runs unless stated.`,
    '',
  );
  lines.push('## Build', '');
  lines.push('| Measure | Value | Target | Verdict |', '| --- | --- | --- | --- |');
  lines.push(
    `| Cold build (${build.pages} HTML files) | ${build.seconds.toFixed(1)} s | ≤ ${targets.coldBuildSeconds} s | ${verdict(build.seconds <= targets.coldBuildSeconds, `${(build.seconds - targets.coldBuildSeconds).toFixed(1)} s`)} |`,
  );
  lines.push(
    `| Peak memory of the build | ${build.peakRssMB === null ? 'not measured' : `${build.peakRssMB.toFixed(0)} MB`} | – | – |`,
    '',
  );

  lines.push('## First visit', '');
  lines.push(
    'Same-origin bytes a first visit downloads; gzip sizes are computed because the local server does not compress.',
    '',
  );
  lines.push(
    '| Page | Requests | HTML gzip (raw) | JS gzip (raw) | CSS gzip (raw) | Total gzip | Target | Verdict | JS vs previous site |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const name of Object.keys(pages) as PageName[]) {
    const weight = report.weights[name];
    const total = kb(totalGzip(weight));
    const js = kb(weight.bytes.script.gzip);
    const cell = (kind: 'document' | 'script' | 'stylesheet') =>
      `${kb(weight.bytes[kind].gzip)} KB (${kb(weight.bytes[kind].raw)} KB)`;
    lines.push(
      `| ${name} \`${pages[name]}\` | ${weight.requests} | ${cell('document')} | ${cell('script')} | ${cell('stylesheet')} | ${total} KB (raw ${kb(totalRaw(weight))} KB) | ≤ ${targets.firstVisitKB} KB | ${verdict(total <= targets.firstVisitKB, `${round(total - targets.firstVisitKB, 1)} KB`)} | ${jsVersusPrevious(js)} |`,
    );
  }
  lines.push('');

  for (const preset of ['mobile', 'desktop'] as const) {
    lines.push(`## Lighthouse, ${preset}`, '');
    lines.push(
      '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const name of Object.keys(pages) as PageName[]) {
      const result = report.lighthouse[preset][name];
      lines.push(
        `| ${name} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${round(result.fcpMs)} ms | ${round(result.lcpMs)} ms | ${round(result.tbtMs)} ms | ${round(result.cls, 3)} |`,
      );
    }
    lines.push('');
  }
  const misses = (Object.keys(pages) as PageName[]).flatMap((name) => {
    const mobile = report.lighthouse.mobile[name];
    const found: string[] = [];
    if (mobile.performance < targets.mobilePerformance) {
      found.push(
        `${name}: mobile performance ${mobile.performance} (target ${targets.mobilePerformance})`,
      );
    }
    for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const score = report.lighthouse[preset][name][key];
        if (score < targets.otherCategories) {
          found.push(`${name}: ${preset} ${key} ${score} (target 100)`);
        }
      }
    }
    return found;
  });
  lines.push(
    'Lighthouse targets: mobile performance ≥ 95; accessibility, best practices and SEO 100.',
    '',
  );
  lines.push(misses.length ? `Missed: ${misses.join('; ')}.` : 'All Lighthouse targets met.', '');

  lines.push('## Client-side navigation', '');
  lines.push(
    `From a click on a docs sidebar link to the next page's heading: ${report.navigationMs} ms (median of 10 navigations between two docs pages).`,
    '',
  );
  lines.push(...searchMarkdown(report.search));
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
      ...timings.map(([name, seconds]) => `- \`${name}\`: ${seconds.toFixed(1)} s`),
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
    `| Modal: next query to its first hit (Chromium, median of ${browser.samples}) | ${round(browser.nextQueryMs)} ms | – | – |`,
    `| Search code on every page before a search (SearchBar wrapper, lazy client, CSS; minified) | ${kb(initialLoad.gzip)} KB gzip (${kb(initialLoad.raw)} KB raw) | ≤ ${searchTargets.initialLoadKB} KB | ${verdict(kb(initialLoad.gzip) <= searchTargets.initialLoadKB, `${round(kb(initialLoad.gzip) - searchTargets.initialLoadKB, 1)} KB`)} |`,
    '',
    'The modal starts loading the index when it opens, so the first keystroke usually finds it loaded; the engine and MiniSearch come in a chunk of their own.',
    '',
  );
  return lines;
}

await main();
