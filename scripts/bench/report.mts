/**
 * The Markdown of `npm run bench` (see run.mts): bench/report.md from the
 * results of a full run ({@link Report}), bench/build.md from `--only build`
 * ({@link BuildReport}) and bench/phone.md from `--only phone`. Nothing here
 * measures: each function turns typed results into lines of Markdown, so a
 * test can check a table from a small fixed result.
 */
import path from 'node:path';

import type {PageWeight} from '../../tests/support/weight';
import {phases, type Phase, type SiteBuild} from './builds.mjs';
import type {Composition} from './modules.mjs';
import {kinds, pageKinds, previousPath, type PageKind} from './pages.mjs';
import {
  phoneProfile,
  phoneTargets,
  slowPhoneTargets,
  type PhoneFiguresMedian,
  type PhoneReport,
} from './phone.mjs';
import {readingMs, slowPhone, type SlowTapFigures, type WaterfallEntry} from './slowTap.mjs';
import {
  benchQueries,
  questionTargets,
  searchTargets,
  type QuestionStats,
  type SearchReport,
} from './search.mjs';
import {ratio, round} from './stats.mjs';

export type {SiteBuild};

/** Targets from the quality-gates issue. */
export const targets = {
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

/**
 * The build targets of issue 33, item 6 ("A shorter wait"): a cold build at
 * most twice the previous site's build with Docusaurus Faster on the same
 * machine, and a peak no higher than the 1.33 GB measured before it
 * (1.33 × 1024 MB).
 */
export const buildTargets = {
  versusPreviousFaster: 2,
  peakMemoryMB: 1362,
};

export function totalGzip(weight: PageWeight): number {
  return Object.values(weight.bytes).reduce((sum, bytes) => sum + bytes.gzip, 0);
}

export function totalRaw(weight: PageWeight): number {
  return Object.values(weight.bytes).reduce((sum, bytes) => sum + bytes.raw, 0);
}

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/** The machine the bench ran on; `browser` only when the run used one. */
export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGB: number;
  node: string;
  browser?: string;
};

/** The 1-minute load average at the start and the end, and whether it was above the limit. */
export type LoadFigures = {limit: number; start: number; end: number; busy: boolean};

/** The previous site's checkout and its cold builds. */
export type PreviousBuilds = {
  dir: string;
  docusaurusVersion: string;
  /** The npm commands the bench ran in its folder. */
  installed: string[];
  /** How Docusaurus Faster was switched on, or why it could not be. */
  faster: string;
  build: SiteBuild;
  fasterBuild: SiteBuild | null;
};

export type PreviousReport = PreviousBuilds & {
  pages: Record<PageKind, string | null>;
  weights: Partial<Record<PageKind, PageWeight>>;
  lighthouseMobile: Partial<Record<PageKind, LighthouseResult>>;
};

/** What every report says about the cold builds. */
export type BuildResults = {
  build: SiteBuild;
  /** Our pages without the extras (sites.mts, `ourSiteWithoutExtras`). */
  withoutExtras: SiteBuild | null;
  /** Every cold build in the order it ran. */
  buildOrder: string[];
  previous: PreviousBuilds | null;
};

/** `npm run bench -- --only build`: bench/build.json, and bench/build.md from it. */
export type BuildReport = BuildResults & {
  date: string;
  machine: Machine;
  load: LoadFigures;
  runs: number;
  targets: typeof buildTargets & {loadLimit: number};
};

export type Report = BuildResults & {
  date: string;
  machine: Machine;
  load: LoadFigures;
  runs: number;
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
  targets: typeof targets & {
    build: typeof buildTargets;
    loadLimit: number;
    search: typeof searchTargets;
  };
};

export type FileSet = {count: number; bytes: number; largest: number};
export type AgentFiles = {twins: FileSet; cards: FileSet; llms: Record<string, number>};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
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

/** The first lines of a `##` section: its heading, then the paragraphs that open it, each followed by a blank line. */
function section(title: string, ...paragraphs: string[]): string[] {
  return [`## ${title}`, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
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

/** The targets of a cold build, as the verdict rows judge it. */
type BuildVerdictTargets = {
  versusPreviousFaster: number;
  peakMemoryMB: number;
  /** The limit in words, after the MB figure: `1 GB`. */
  peakMemoryLabel: string;
};

/** The verdicts on our cold build: against the previous site's Faster build, and its peak memory. */
function buildVerdictRows(
  build: SiteBuild,
  previous: Pick<PreviousBuilds, 'faster' | 'fasterBuild'> | null,
  {versusPreviousFaster, peakMemoryMB, peakMemoryLabel}: BuildVerdictTargets,
): string[] {
  const faster = previous?.fasterBuild;
  const against = `Cold build ≤ ${versusPreviousFaster} × the previous site's build with Faster`;
  const limit = faster ? versusPreviousFaster * faster.seconds : null;
  return [
    row([
      against,
      faster && limit !== null
        ? `${build.seconds.toFixed(1)} s against ${limit.toFixed(1)} s (${versusPreviousFaster} × ${faster.seconds.toFixed(1)} s): ${verdict(build.seconds <= limit, `${(build.seconds - limit).toFixed(1)} s`)}`
        : previous
          ? `not judged: ${previous.faster}`
          : `not judged: run with \`--previous <path>\` (our build took ${build.seconds.toFixed(1)} s)`,
    ]),
    row([
      `Peak memory of the build ≤ ${peakMemoryMB} MB (${peakMemoryLabel})`,
      build.peakRssMB === null
        ? 'not measured (needs GNU time at /usr/bin/time)'
        : `${build.peakRssMB.toFixed(0)} MB: ${verdict(build.peakRssMB <= peakMemoryMB, `${(build.peakRssMB - peakMemoryMB).toFixed(0)} MB`)}`,
    ]),
  ];
}

function targetsMarkdown(report: Report): string[] {
  const {build, previous} = report;
  const mobile = report.lighthouse.mobile;
  const lines = [...section('Targets'), ...header(['Target', 'Verdict'])];
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
  lines.push(
    ...buildVerdictRows(build, previous, {
      versusPreviousFaster: targets.buildVersusPreviousFaster,
      peakMemoryMB: targets.peakMemoryMB,
      peakMemoryLabel: '1 GB',
    }),
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

const phaseNames: Record<Phase, string> = {
  loadSite: 'Load site: config, plugins, content',
  bundling: 'Bundling: client and server (Rspack or webpack)',
  ssg: 'SSG: the HTML of every page',
  postBuild: "postBuild: the plugins' work on the built site",
};

/** A phase's cell: its time, and where measured its peak memory and the cores it kept busy. */
function phaseCell(figures: {seconds: number; peakRssMB: number | null; cores: number | null}) {
  return [
    `${figures.seconds.toFixed(1)} s`,
    ...(figures.peakRssMB === null ? [] : [`${figures.peakRssMB.toFixed(0)} MB`]),
    ...(figures.cores === null ? [] : [`${figures.cores.toFixed(1)} cores`]),
  ].join(', ');
}

/**
 * What the extras cost: our build less the same pages built without them,
 * and, beside the previous site's Faster build, how far the pages alone
 * already go towards the limit of item 6.
 */
function extrasCost(
  build: SiteBuild,
  withoutExtras: SiteBuild,
  fasterBuild: SiteBuild | null,
): string {
  const seconds = build.seconds - withoutExtras.seconds;
  // The peaks of the two builds differ by less than their run-to-run spread,
  // so both are given rather than a difference.
  const peaks =
    build.peakRssMB === null || withoutExtras.peakRssMB === null
      ? ''
      : ` (peak memory ${build.peakRssMB.toFixed(0)} MB with them, ${withoutExtras.peakRssMB.toFixed(0)} MB without)`;
  const parts = [
    `**What the extras cost.** The extras (build-time highlighting, diagrams and stacked tables; Markdown twins and llms files; social cards; the search index) add ${seconds.toFixed(1)} s to a cold build${peaks}: ours without them takes ${withoutExtras.seconds.toFixed(1)} s for the same ${withoutExtras.htmlFiles} HTML files.`,
  ];
  if (fasterBuild) {
    const limit = buildTargets.versusPreviousFaster * fasterBuild.seconds;
    const left = limit - withoutExtras.seconds;
    parts.push(
      `That is ${(withoutExtras.seconds / fasterBuild.seconds).toFixed(2)} × the previous site's build with Faster, whose ${fasterBuild.htmlFiles} HTML files are ${(withoutExtras.htmlFiles / fasterBuild.htmlFiles).toFixed(2)} × fewer, and ${left >= 0 ? `leaves the extras ${left.toFixed(1)} s within item 6's ${limit.toFixed(1)} s` : `is already ${(-left).toFixed(1)} s over item 6's ${limit.toFixed(1)} s without them`}.`,
    );
  }
  return parts.join(' ');
}

/** The sites a build table shows, with the label of each row. */
function builtSites({
  build,
  withoutExtras,
  previous,
}: Pick<BuildResults, 'build' | 'withoutExtras' | 'previous'>): [string, SiteBuild][] {
  return [
    ['ours', build],
    ...(withoutExtras ? [['ours without the extras', withoutExtras] as [string, SiteBuild]] : []),
    ...(previous ? [['previous, as published', previous.build] as [string, SiteBuild]] : []),
    ...(previous?.fasterBuild
      ? [['previous with Faster', previous.fasterBuild] as [string, SiteBuild]]
      : []),
  ];
}

/**
 * The build table (time, peak memory, pages of each site and the ratios),
 * where the time and memory go by phase, the cards of our build, the
 * targets of issue 33 (item 6), and the order the builds ran in.
 */
export function buildMarkdown(results: BuildResults): string[] {
  const {build, withoutExtras, previous} = results;
  const sites = builtSites(results);
  const lines = section('Build');
  const memory = (site: SiteBuild) =>
    site.peakRssMB === null ? 'not measured' : `${site.peakRssMB.toFixed(0)} MB`;
  const perPage = (site: SiteBuild) => (site.seconds * 1000) / site.htmlFiles;
  const figures = (site: SiteBuild) => [
    site.seconds,
    site.peakRssMB,
    site.htmlFiles,
    perPage(site),
  ];
  lines.push(...header(['Site', 'Cold build', 'Peak memory', 'HTML files', 'Per HTML file']));
  for (const [label, site] of sites) {
    lines.push(
      row([
        label,
        `${site.seconds.toFixed(1)} s`,
        memory(site),
        site.htmlFiles,
        `${perPage(site).toFixed(0)} ms`,
      ]),
    );
  }
  const previousSites = builtSites({build, withoutExtras: null, previous}).slice(1);
  for (const [oursLabel, ours] of [
    ['ours', build],
    ...(withoutExtras ? [['ours without the extras', withoutExtras] as const] : []),
  ] as const) {
    for (const [label, site] of previousSites) {
      const theirs = figures(site);
      lines.push(
        row([
          `${oursLabel} ÷ ${label.replace(', as published', '')}`,
          ...figures(ours).map((value, index) => ratio(value, theirs[index])),
        ]),
      );
    }
  }
  lines.push('');
  if (withoutExtras) {
    lines.push(extrasCost(build, withoutExtras, previous?.fasterBuild ?? null), '');
  }

  const measured = phases.filter((phase) => sites.some(([, site]) => site.phases[phase]));
  if (measured.length > 0) {
    lines.push(
      '### Where the time and memory go',
      '',
      "Docusaurus's own phases (`DOCUSAURUS_PERF_LOGGER=true`), each a median: its time, the largest resident memory of the build process while it ran and the cores it kept busy (CPU time over wall time), both sampled from `/proc` every 100 ms. The rest is Node's start, loading Docusaurus, the broken-links check and the exit.",
      '',
      ...header(['Phase', ...sites.map(([label]) => label)]),
    );
    for (const phase of measured) {
      lines.push(
        row([
          phaseNames[phase],
          ...sites.map(([, site]) => {
            const figures = site.phases[phase];
            return figures ? phaseCell(figures) : '–';
          }),
        ]),
      );
    }
    lines.push(
      row([
        'The rest',
        ...sites.map(([, site]) => {
          const inPhases = measured.flatMap((phase) => site.phases[phase]?.seconds ?? []);
          if (inPhases.length === 0) {
            return '–';
          }
          const rest = site.seconds - inPhases.reduce((sum, value) => sum + value, 0);
          return `${Math.max(0, rest).toFixed(1)} s`;
        }),
      ]),
      '',
    );
  }
  const plugins = Object.entries(build.plugins);
  if (plugins.length > 0 || build.cards) {
    lines.push(
      [
        ...(plugins.length > 0
          ? [
              `Our plugins' postBuild (median; they run at the same time, so the figures overlap): ${plugins.map(([name, value]) => `\`${name}\` ${value.toFixed(1)} s`).join(', ')}.`,
            ]
          : []),
        ...(build.cards
          ? [
              `The social cards plugin writes ${build.cards.written} cards and draws ${build.cards.drawn} of them in a cold build; the others are copies of a card that shows the same thing (every page of an unmaintained version shows the version's card).`,
            ]
          : []),
      ].join(' '),
      '',
    );
  }

  lines.push(
    ...header(['Issue 33, item 6', 'Verdict']),
    ...buildVerdictRows(build, previous, {...buildTargets, peakMemoryLabel: '1.33 GB'}),
    '',
    `Cold builds in the order they ran: ${results.buildOrder.join('; ')}. Peak memory is the largest resident set of the build process (GNU time's \`%M\`).`,
    '',
  );
  return lines;
}

/** The lines under the title: the busy-machine warning, the machine, the load, the runs. */
function introMarkdown(report: {
  date: string;
  machine: Machine;
  load: LoadFigures;
  runs: number;
}): string[] {
  const {machine, load} = report;
  const lines: string[] = [];
  if (load.busy) {
    lines.push(
      `> **Taken on a busy machine.** The 1-minute load average was ${load.start.toFixed(2)} when the bench started, above the limit of ${load.limit}; it ran only because \`BENCH_ALLOW_LOAD=1\` was set. Timings are slower and noisier than on an idle machine; byte counts are not affected.`,
      '',
    );
  }
  lines.push(
    `Measured ${report.date} on ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGB} GB of memory, Node ${machine.node}${machine.browser ? `, ${machine.browser}` : ''}. 1-minute load average: ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end (the bench’s own work raises it). Every figure is the median of ${report.runs} ${report.runs === 1 ? 'run' : 'runs'} unless stated.`,
    '',
  );
  return lines;
}

/** Where the previous site came from and how it was built. */
function previousIntro(previous: PreviousBuilds, alternating: string): string {
  return `Compared with the previous public site, built from \`${previous.dir}\` (Docusaurus ${previous.docusaurusVersion}${previous.installed.length ? `; the bench ran ${previous.installed.map((command) => `\`${command}\``).join(' and ')} there` : ''}). ${previous.faster} ${alternating} Rows *ours ÷ previous* divide our median by the previous site’s: below 1, ours is smaller or faster (for scores, lower).`;
}

/** bench/build.md: `--only build`. */
export function buildOnlyMarkdown(report: BuildReport): string {
  const lines = ['# Squirrels docs site: cold builds', '', ...introMarkdown(report)];
  lines.push(
    'Written by `npm run bench -- --only build`: cold builds only (output, `.docusaurus` and `node_modules/.cache` removed before each), for issue 33, item 6. The full `npm run bench` writes the same table into bench/report.md. *Ours without the extras* is the same site built with `DOCS_WITHOUT_EXTRAS=1` (docusaurus.config.ts): the same pages, without the steps and plugins the site adds to a stock Docusaurus build.',
    '',
  );
  if (report.previous) {
    lines.push(
      previousIntro(
        report.previous,
        'Builds alternate between the sites (ours, ours without the extras, previous, previous with Faster, ours, …).',
      ),
      '',
    );
  }
  lines.push(...buildMarkdown(report));
  return `${lines.join('\n')}\n`;
}

/** bench/phone.md: `--only phone`. */
export function phoneOnlyMarkdown(report: {
  date: string;
  machine: Machine;
  load: LoadFigures;
  phone: PhoneReport;
}): string {
  const {machine, load} = report;
  return [
    '# Squirrels docs site: search on a phone',
    '',
    `Measured ${report.date} over the last build, on ${machine.cpus} cores (${machine.cpuModel}), ${machine.browser ?? 'Playwright Chromium'}. 1-minute load average: ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end${load.busy ? ' (a busy machine: `BENCH_ALLOW_LOAD=1`)' : ''}.`,
    '',
    ...phoneMarkdown(report.phone),
  ].join('\n');
}

function firstVisitMarkdown(report: Report): string[] {
  const {previous} = report;
  const withPrevious = previous !== null;
  const lines = section(
    'First visit',
    'Same-origin bytes a first visit downloads, by kind: raw is the decompressed body, gzip its size at gzip level 9 (what the tests’ budgets count).',
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
  const lines = section(
    'JavaScript of a first visit, module by module',
    'From one more build with source maps (`SOURCE_MAPS=1`, into `build-sourcemaps/`): the same code, under other hashed names. A module’s gzip figure is its share of its script’s gzip size, in proportion to its raw bytes; *in main* is the part of it in the entry bundles every page loads (`main`, `runtime~main`). Bundler glue is the code no source map line points at.',
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
  const lines = section(
    'Lighthouse, mobile',
    `Verdict: performance ≥ ${targets.mobilePerformance}, TBT < ${targets.tbtMs} ms and LCP < ${targets.lcpMs / 1000} s.${withPrevious ? ' Runs alternate between the sites, page kind by page kind.' : ''}`,
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

export function markdown(report: Report): string {
  const {previous} = report;
  const lines = ['# Squirrels docs site: benchmark report', '', ...introMarkdown(report)];
  if (previous) {
    lines.push(
      previousIntro(
        previous,
        'Builds alternate between the sites (ours, ours without the extras, previous, previous with Faster, ours, …); Lighthouse runs between ours and previous.',
      ),
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

function agentsMarkdown({agents}: Report): string[] {
  const set = (files: FileSet) =>
    `${files.count} files, ${kb(files.bytes)} KB in all, largest ${kb(files.largest)} KB`;
  const lines = section('Docs for agents and link previews');
  lines.push(
    '| Output | Size |',
    '| --- | --- |',
    `| Markdown twins (\`<page>.md\`) | ${set(agents.twins)} |`,
    ...Object.entries(agents.llms).map(([file, bytes]) => `| \`/${file}\` | ${kb(bytes)} KB |`),
    `| Social cards (\`img/social/**.png\`, 1200 x 630) | ${set(agents.cards)} |`,
    '',
    'The time their plugins take in a cold build is under [Build](#build).',
    '',
  );
  return lines;
}

/** Readers' questions by half: the validation half is the figure to judge by, the tuning half the one ranking changes were tried on. */
export function questionsMarkdown(questions: readonly QuestionStats[]): string[] {
  if (questions.length === 0) {
    return [];
  }
  const {top3: target, howToTop3: howToTarget} = questionTargets;
  return [
    `Readers' own questions (\`tests/data/search-questions.json\`: from the framework's commits, errors, docs headings and issues, split into halves before any was searched; ranking changes are tried on the tuning half only). "Shown" is the order DocSearch's modal shows, grouped by section; "engine" is the engine's own.`,
    '',
    ...header(['Half', 'Order', 'Questions', 'Top-1', 'Top-3', 'MRR', 'How-to top-3', 'Verdict']),
    ...questions.map(({half, order, cases, top1, top3, mrr, howTo}) =>
      row([
        half,
        order,
        cases,
        round(top1, 3),
        round(top3, 3),
        round(mrr, 3),
        `${round(howTo.top3, 3)} (${howTo.cases})`,
        half === 'validation'
          ? top3 >= target && howTo.top3 >= howToTarget
            ? 'met'
            : `missed (targets: top-3 ${target}, how-to top-3 ${howToTarget})`
          : '–',
      ]),
    ),
    '',
  ];
}

export function searchMarkdown(search: SearchReport): string[] {
  const lines = section(
    'Search',
    'The offline index the build writes (`build/search-index`), per docs version tag a head (headings and first paragraphs, loaded on interest) and a text file (loaded behind it); `default` holds the pages and blog posts, which every version searches. The target is on the current version, all its files.',
  );
  lines.push(
    '| Index | Tier | Pages | Records | Raw | Gzip | Target | Verdict |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  const limit = searchTargets.currentIndexGzipKB;
  for (const index of search.indexes) {
    lines.push(
      row([
        index.tag,
        index.tier ?? 'all',
        index.pages,
        index.records,
        `${kb(index.raw)} KB`,
        `${kb(index.gzip)} KB`,
        '–',
        '–',
      ]),
    );
  }
  const current = search.indexes.filter((index) => index.tag === 'docs-default-current');
  const sum = (key: 'records' | 'raw' | 'gzip') =>
    current.reduce((total, index) => total + index[key], 0);
  lines.push(
    row([
      'docs-default-current',
      'all',
      '',
      sum('records'),
      `${kb(sum('raw'))} KB`,
      `${kb(sum('gzip'))} KB`,
      `≤ ${limit} KB`,
      verdict(kb(sum('gzip')) <= limit, `${round(kb(sum('gzip')) - limit, 1)} KB`),
    ]),
  );
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
    ...(engine.questions
      ? [
          `| Engine, warm readers' questions p50 / p95 / slowest (Node, ${engine.questions.queries} queries of \`tests/data/search-questions.json\`, every index file) | ${round(engine.questions.p50Ms, 1)} / ${round(engine.questions.p95Ms, 1)} / ${round(engine.questions.maxMs, 1)} ms | – | – |`,
        ]
      : []),
    `| Modal: first keystroke to first hit, fresh page (Chromium, median of ${browser.samples}) | ${round(browser.firstResultsMs)} ms | ≤ ${searchTargets.firstResultsMs} ms | ${verdict(browser.firstResultsMs <= searchTargets.firstResultsMs, `${round(browser.firstResultsMs - searchTargets.firstResultsMs)} ms`)} |`,
    `| Modal: shortcut to first hit, query typed as soon as the search box shows (Chromium, median of ${browser.samples}) | ${round(browser.shortcutToFirstHitMs)} ms | – | – |`,
    `| Modal: next query to its first hit (Chromium, median of ${browser.samples}) | ${round(browser.nextQueryMs)} ms | – | – |`,
    `| Search code on every page before a search (SearchBar wrapper, lazy client, CSS; minified) | ${kb(initialLoad.gzip)} KB gzip (${kb(initialLoad.raw)} KB raw) | ≤ ${searchTargets.initialLoadKB} KB | ${verdict(kb(initialLoad.gzip) <= searchTargets.initialLoadKB, `${round(kb(initialLoad.gzip) - searchTargets.initialLoadKB, 1)} KB`)} |`,
    '',
    "The index loads, and is indexed in the search worker, on the first sign of interest (a pointer, focus or touch on the search button, a shortcut): the head first, the text once the modal has answered from it, or only when a query needs it where the browser asks for less data; the engine and MiniSearch come in the worker's chunks. The heads carry their prebuilt MiniSearch index, which the worker loads instead of indexing them (about 44 KB gzip more, fetched only by a reader who searches); the text is indexed in the browser, behind the first answer: a prebuilt index of the whole current version would add about 260 KB gzip.",
    '',
    `Relevance suite (\`tests/build-output/search-relevance.test.ts\`, ${search.relevance.cases} queries, each with the page meant; the modal's filters): top-1 ${round(search.relevance.top1, 3)}, top-3 ${round(search.relevance.top3, 3)}, mean reciprocal rank ${round(search.relevance.mrr, 3)}.`,
    '',
    ...questionsMarkdown(search.questions ?? []),
  );
  return lines;
}

export function phoneMarkdown(phone: PhoneReport): string[] {
  const ms = (value: number | null) => (value === null ? '–' : `${round(value)} ms`);
  const rows: [string, keyof PhoneFiguresMedian, number | null][] = [
    ['Tap to a focused search box', 'tapToBoxMs', phoneTargets.tapToBoxMs],
    ['Tap to first hit on screen', 'tapToHitMs', null],
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
  const lines = section(
    'Search on a phone',
    `A reader on \`${phone.path}\` taps the search button ${phoneProfile.readingMs / 1000} s after the page has loaded and types \`${phoneProfile.query}\` (one key every ${phoneProfile.keyDelayMs} ms) as soon as the search box shows. Lighthouse's phone profile: ${phoneProfile.viewport.width} × ${phoneProfile.viewport.height}, touch, device pixel ratio ${phoneProfile.deviceScaleFactor}, the CPU slowed ${phoneProfile.cpuSlowdown}× by DevTools (the main thread) and, for workers, ${phone.workers}. A fresh browser context for each of ${phone.samples} samples per site${previous ? ', alternating between the sites' : ''}; medians.`,
  );
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
  lines.push(...slowPhoneMarkdown(phone), ...readingMarkdown(phone));
  return lines;
}

/** A row of a table with ours, and with a previous site its figure and the ratio, then the target and verdict. */
function comparedRow(
  label: string,
  ours: number | null,
  previous: number | null | undefined,
  withPrevious: boolean,
  format: (value: number | null) => string,
  target: {limit: number; text: string; miss: (over: number) => string} | null,
): string {
  const check =
    target === null || ours === null
      ? '–'
      : verdict(ours <= target.limit, target.miss(ours - target.limit));
  return row([
    label,
    format(ours),
    ...(withPrevious ? [format(previous ?? null), ratio(ours, previous)] : []),
    target?.text ?? '–',
    check,
  ]);
}

function tableHeader(withPrevious: boolean): string[] {
  return header([
    'Measure',
    'Ours',
    ...(withPrevious ? ['Previous', 'Ours ÷ previous'] : []),
    'Target',
    'Verdict',
  ]);
}

/** "On slow 4G": the tap as soon as the page has hydrated, and the waterfall of the median tap. */
export function slowPhoneMarkdown({slow4g}: Pick<PhoneReport, 'slow4g'>): string[] {
  const {ours, previous} = slow4g;
  const withPrevious = previous !== null;
  const ms = (value: number | null) => (value === null ? '–' : `${round(value)} ms`);
  const count = (value: number | null) => String(value ?? '–');
  const lines = [
    '### On slow 4G',
    '',
    `The same page on Lighthouse's mobile network, set through DevTools on the page and on each worker before it fetches anything (${slowPhone.latencyMs} ms round trip, ${slowPhone.downloadKbps / 1000} Mbps down, ${slowPhone.uploadKbps} Kbps up), the CPU slowed ${slowPhone.cpuSlowdown}×: the reader taps the button as soon as the page has hydrated and types \`${slowPhone.query}\` (one key every ${slowPhone.keyDelayMs} ms, whatever the page is doing) as soon as a search box has the focus. ${ours.samples} samples per site${withPrevious ? ', alternating; the previous site’s Algolia queries are answered at once' : ''}; medians.`,
    '',
    ...tableHeader(withPrevious),
    comparedRow(
      'Tap to a focused search box',
      ours.tapToBoxMs,
      previous?.tapToBoxMs,
      withPrevious,
      ms,
      {
        limit: slowPhoneTargets.tapToBoxMs,
        text: `≤ ${slowPhoneTargets.tapToBoxMs} ms`,
        miss: (over) => `${round(over)} ms`,
      },
    ),
    comparedRow(
      'Last keystroke to the first hit of the whole query',
      ours.lastKeyToHitMs,
      previous?.lastKeyToHitMs,
      withPrevious,
      ms,
      {
        limit: slowPhoneTargets.lastKeyToHitMs,
        text: `≤ ${slowPhoneTargets.lastKeyToHitMs} ms`,
        miss: (over) => `${round(over)} ms`,
      },
    ),
    comparedRow(
      'Samples whose box did not end up holding the whole query',
      ours.lostKeystrokes,
      previous?.lostKeystrokes,
      withPrevious,
      count,
      {limit: 0, text: '0', miss: (over) => `${over}`},
    ),
    comparedRow(
      `Samples without a hit within ${slowPhone.timeoutMs / 1000} s`,
      ours.hitless,
      previous?.hitless,
      withPrevious,
      count,
      null,
    ),
    '',
    ...waterfallMarkdown('ours', ours),
    ...(previous ? waterfallMarkdown('the previous site', previous) : []),
  ];
  return lines;
}

/**
 * The requests of a median tap from 1 s before it: when each started and
 * ended after the tap, its bytes on the wire, and whether the page or a worker
 * asked for it; then the moments of the tap.
 */
export function waterfallMarkdown(site: string, figures: SlowTapFigures): string[] {
  const {tapMs, waterfall, marks} = figures.median;
  const shown = waterfall.filter(
    (entry: WaterfallEntry) => entry.endMs === null || entry.endMs >= -1000,
  );
  return [
    `Waterfall of ${site}'s median tap (${round(tapMs)} ms after the navigation started; times from the tap):`,
    '',
    ...header(['Request', 'By', 'Start', 'End', 'Bytes']),
    ...shown.map((entry) =>
      row([
        `\`${(entry.url.length > 80 ? `${entry.url.slice(0, 77)}…` : entry.url).replace(/\|/g, '\\|')}\``,
        entry.target,
        `${entry.startMs} ms`,
        entry.endMs === null ? 'unfinished' : `${entry.endMs} ms`,
        `${kb(entry.bytes)} KB`,
      ]),
    ),
    '',
    `Moments: ${Object.entries(marks)
      .sort((a, b) => a[1] - b[1])
      .map(([name, time]) => `${name} ${time} ms`)
      .join(', ')}.`,
    '',
  ];
}

/** What a reader who never searches downloads after the page has hydrated. */
export function readingMarkdown({reading}: Pick<PhoneReport, 'reading'>): string[] {
  const {ours, previous} = reading;
  const withPrevious = previous !== null;
  const size = (value: number | null) => (value === null ? '–' : `${kb(value)} KB`);
  const list = (bytes: typeof ours) =>
    bytes.requests.length === 0
      ? 'nothing'
      : bytes.requests
          .map((request) => `\`${request.url}\` (${request.target}, ${kb(request.bytes)} KB)`)
          .join(', ');
  return [
    '### A reader who never searches',
    '',
    `A fresh visit on a fast network, then ${readingMs / 1000} s without a touch, a key or a pointer near the search: the same-origin requests from the page's hydration on, the page's and its workers', bytes on the wire.`,
    '',
    ...tableHeader(withPrevious),
    comparedRow('Downloaded after hydration', ours.bytes, previous?.bytes, withPrevious, size, {
      limit: slowPhoneTargets.readingKB * 1024,
      text: `≤ ${slowPhoneTargets.readingKB} KB`,
      miss: (over) => `${kb(over)} KB`,
    }),
    '',
    `Ours: ${list(ours)}.${previous ? ` Previous: ${list(previous)}.` : ''}`,
    '',
  ];
}
