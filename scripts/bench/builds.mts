/**
 * Timed builds for `npm run bench` (see run.mts): one build of a site, with
 * its time and peak memory (GNU time), the phases Docusaurus reports
 * (`DOCUSAURUS_PERF_LOGGER`), the resident memory and CPU of each phase
 * (sampled from /proc on Linux) and the timing lines of our plugins; and
 * cold builds of several sites, alternating, summed up as medians.
 */
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';

import {itemAt} from '../../src/utils/itemAt';
import type {Site, SiteKey} from './sites.mjs';
import {alternate, median} from './stats.mjs';

/** The phases of a Docusaurus build, as its perf logger names them. */
export const phases = ['loadSite', 'bundling', 'ssg', 'postBuild'] as const;
export type Phase = (typeof phases)[number];

const phaseLabels: Record<string, Phase> = {
  'Load site': 'loadSite',
  SSG: 'ssg',
  'postBuild()': 'postBuild',
};

/** One phase of one build, or the median over several builds. */
export type PhaseFigures = {
  seconds: number;
  /** Largest resident memory of the build process during the phase, sampled; null off Linux. */
  peakRssMB: number | null;
  /** CPU time over wall time: how many cores the phase kept busy; null off Linux. */
  cores: number | null;
};

/** What the social-cards plugin says it wrote: cards written, and how many of them it drew. */
export type CardCounts = {written: number; drawn: number};

export type BuildRun = {
  seconds: number;
  /** Peak resident memory of the build process (GNU time's `%M`), or null without GNU time. */
  peakRssMB: number | null;
  /** Seconds each local plugin says its postBuild took (`<plugin>: … in N s`). */
  plugins: Record<string, number>;
  /** The phases the perf logger reported (all locales of a phase added up). */
  phases: Partial<Record<Phase, PhaseFigures>>;
  cards: CardCounts | null;
};

/** A line of the build's output and when it came, in seconds after the build started. */
export type TimedLine = {at: number; text: string};

/** A sample of the build process: resident memory, and CPU seconds used so far. */
export type ProcessSample = {at: number; rssMB: number; cpuSeconds: number};

/** The timing lines our plugins print at the end of postBuild. */
export function pluginTimings(output: string): Record<string, number> {
  const timings: Record<string, number> = {};
  for (const [, name, seconds] of output.matchAll(/(squirrels-[\w-]+): .* in ([\d.]+) s$/gm)) {
    timings[name as string] = Number(seconds);
  }
  return timings;
}

/** The social-cards plugin's line: `squirrels-social-cards: 124 cards (41 drawn, …`. */
export function cardCounts(output: string): CardCounts | null {
  const match = /squirrels-social-cards: (\d+) cards \((\d+) drawn/.exec(output);
  return match ? {written: Number(match[1]), drawn: Number(match[2])} : null;
}

/**
 * The phase a perf logger line closes, and how long it took:
 * `[PERF] Build > en > Bundling with rspack - 13.54 seconds! - (Heap …)`.
 */
export function perfPhase(text: string): {phase: Phase; seconds: number} | null {
  // The logger colours its output on a terminal.
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[\d;]*m/g, '');
  const match = /\[PERF\]\s+Build > [^>]+ > ([^>]+?) - ([\d.]+) (ms|seconds)/.exec(plain);
  if (!match) {
    return null;
  }
  const label = itemAt(match, 1);
  const phase = label.startsWith('Bundling with ') ? 'bundling' : phaseLabels[label];
  if (!phase) {
    return null;
  }
  const value = Number(match[2]);
  return {phase, seconds: match[3] === 'ms' ? value / 1000 : value};
}

/**
 * Each phase's time, and the peak memory and cores of the samples taken
 * while it ran (from the line that closed it, back by its duration).
 */
export function phaseFigures(
  lines: readonly TimedLine[],
  samples: readonly ProcessSample[],
): Partial<Record<Phase, PhaseFigures>> {
  const windows = new Map<Phase, {seconds: number; spans: [number, number][]}>();
  for (const line of lines) {
    const closed = perfPhase(line.text);
    if (closed) {
      const entry = windows.get(closed.phase) ?? {seconds: 0, spans: []};
      entry.seconds += closed.seconds;
      entry.spans.push([line.at - closed.seconds, line.at]);
      windows.set(closed.phase, entry);
    }
  }
  const figures: Partial<Record<Phase, PhaseFigures>> = {};
  for (const [phase, {seconds, spans}] of windows) {
    const inside = samples.filter(({at}) => spans.some(([from, to]) => at >= from && at <= to));
    let cpuSeconds = 0;
    let wallSeconds = 0;
    for (const [from, to] of spans) {
      const within = samples.filter(({at}) => at >= from && at <= to);
      const first = within[0];
      const last = within.at(-1);
      if (first && last && last.at > first.at) {
        cpuSeconds += last.cpuSeconds - first.cpuSeconds;
        wallSeconds += last.at - first.at;
      }
    }
    figures[phase] = {
      seconds,
      peakRssMB: inside.length ? Math.max(...inside.map(({rssMB}) => rssMB)) : null,
      cores: wallSeconds > 0 ? cpuSeconds / wallSeconds : null,
    };
  }
  return figures;
}

/** Clock ticks a second, for /proc/<pid>/stat: 100 on every Linux Node supports. */
const ticksPerSecond = 100;

/** The build process under GNU time (its only child), or the spawned process itself. */
function buildProcess(pid: number, underTime: boolean): number | null {
  if (!underTime) {
    return pid;
  }
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? Number(children.split(/\s+/)[0]) : null;
  } catch {
    return null;
  }
}

/** Resident memory and CPU seconds of a process, from /proc; null when it is gone or not Linux. */
function sampleProcess(pid: number): {rssMB: number; cpuSeconds: number} | null {
  try {
    const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!rss) {
      return null;
    }
    return {
      rssMB: Number(rss[1]) / 1024,
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
    };
  } catch {
    return null;
  }
}

/**
 * Builds a site into its output folder, timed. `cold` also removes the
 * generated files and the bundler caches first, as a fresh checkout has none.
 */
export async function buildSite(site: Site, {cold}: {cold: boolean}): Promise<BuildRun> {
  const remove = cold
    ? [site.outDir, path.join(site.dir, '.docusaurus'), path.join(site.dir, 'node_modules/.cache')]
    : [site.outDir];
  for (const dir of remove) {
    rmSync(dir, {recursive: true, force: true});
  }
  const build = [
    site.docusaurus,
    'build',
    '--out-dir',
    site.outDir,
    ...(site.config ? ['--config', site.config] : []),
  ];
  const gnuTime = existsSync('/usr/bin/time');
  const command = gnuTime ? '/usr/bin/time' : process.execPath;
  const args = gnuTime ? ['-f', 'BENCH %e %M', process.execPath, ...build] : build;
  const started = performance.now();
  const since = () => (performance.now() - started) / 1000;
  const child = spawn(command, args, {
    cwd: site.dir,
    env: {...process.env, ...site.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: TimedLine[] = [];
  let stdout = '';
  let stderr = '';
  createInterface({input: child.stdout}).on('line', (text) => {
    lines.push({at: since(), text});
    stdout += `${text}\n`;
  });
  createInterface({input: child.stderr}).on('line', (text) => {
    lines.push({at: since(), text});
    stderr += `${text}\n`;
  });
  const samples: ProcessSample[] = [];
  let pid: number | null = null;
  const sampler = setInterval(() => {
    pid ??= child.pid === undefined ? null : buildProcess(child.pid, gnuTime);
    const sample = pid === null ? null : sampleProcess(pid);
    if (sample) {
      samples.push({at: since(), ...sample});
    }
  }, 100);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).finally(() => clearInterval(sampler));
  const elapsed = since();
  if (status !== 0) {
    throw new Error(`build of ${site.label} failed:\n${stderr}`);
  }
  const measured = /BENCH ([\d.]+) (\d+)/.exec(stderr);
  return {
    seconds: measured ? Number(measured[1]) : elapsed,
    peakRssMB: measured ? Number(measured[2]) / 1024 : null,
    plugins: pluginTimings(stdout),
    phases: phaseFigures(lines, samples),
    cards: cardCounts(stdout),
  };
}

/** How many HTML pages a build wrote. */
export function htmlFiles(outDir: string): number {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((name) =>
    name.endsWith('.html'),
  ).length;
}

/** The cold builds of one site, as medians (and each run as it was). */
export type SiteBuild = {
  label: string;
  seconds: number;
  peakRssMB: number | null;
  htmlFiles: number;
  /** Seconds each local plugin reports for its postBuild (median). */
  plugins: Record<string, number>;
  /** Each phase's medians, over the runs that reported it. */
  phases: Partial<Record<Phase, PhaseFigures>>;
  cards: CardCounts | null;
  runs: BuildRun[];
};

/** The median of the values that are there, or null when none is. */
function medianOrNull(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((value): value is number => typeof value === 'number');
  return present.length ? median(present) : null;
}

export function summariseBuilds(label: string, htmlCount: number, list: BuildRun[]): SiteBuild {
  const first = itemAt(list, 0);
  const summary: SiteBuild = {
    label,
    seconds: median(list.map((run) => run.seconds)),
    peakRssMB: medianOrNull(list.map((run) => run.peakRssMB)),
    htmlFiles: htmlCount,
    plugins: Object.fromEntries(
      Object.keys(first.plugins).map((name) => [
        name,
        median(list.map((run) => run.plugins[name] ?? 0)),
      ]),
    ),
    phases: {},
    cards: first.cards,
    runs: list,
  };
  for (const phase of phases) {
    const reported = list.flatMap((run) => run.phases[phase] ?? []);
    if (reported.length > 0) {
      summary.phases[phase] = {
        seconds: median(reported.map((figures) => figures.seconds)),
        peakRssMB: medianOrNull(reported.map((figures) => figures.peakRssMB)),
        cores: medianOrNull(reported.map((figures) => figures.cores)),
      };
    }
  }
  return summary;
}

/** Cold builds of every site, alternating: ours, previous, previous with Faster, ours, … */
export async function coldBuilds(
  sites: readonly Site[],
  runs: number,
  log: (message: string) => void,
): Promise<{builds: Partial<Record<SiteKey, SiteBuild>>; order: string[]}> {
  const order: string[] = [];
  const bySite = new Map(sites.map((site) => [site.key, site]));
  const samples = await alternate(
    sites.map((site) => site.key),
    runs,
    async (key) => {
      const site = bySite.get(key);
      if (!site) {
        throw new Error(`no site ${key}`);
      }
      const run = await buildSite(site, {cold: true});
      const memory = run.peakRssMB === null ? '' : `, ${run.peakRssMB.toFixed(0)} MB`;
      order.push(`${site.label} ${run.seconds.toFixed(1)} s${memory}`);
      log(`  ${site.label}: ${run.seconds.toFixed(1)} s${memory}`);
      return run;
    },
  );
  const builds: Partial<Record<SiteKey, SiteBuild>> = {};
  for (const site of sites) {
    builds[site.key] = summariseBuilds(site.label, htmlFiles(site.outDir), samples[site.key]);
  }
  return {builds, order};
}
