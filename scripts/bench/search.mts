/**
 * Search measurements for `npm run bench` (see run.mts): the index the build
 * wrote, the engine's query times in Node, and in Chromium the time from a
 * keystroke in the modal to the first hit on screen.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';

import type {Browser} from '@playwright/test';

import {
  evaluate,
  facetFiltersOf,
  loadBuiltEngine,
  questionCases,
  relevanceCases,
  relevanceStats,
  type HitOrder,
  type QuestionCase,
  type RelevanceStats,
} from '../../tests/support/search-relevance';
import {build as esbuild} from 'esbuild';

import {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
} from '../../src/plugins/local-search/shared/types';
import {itemAt} from '../../src/utils/itemAt';

/** Targets from the offline-search issue. */
export const searchTargets = {
  currentIndexGzipKB: 150,
  warmP95Ms: 10,
  firstResultsMs: 150,
  initialLoadKB: 5,
};

/** The fixed query set: commands, classes, concepts, typos, prefixes, phrases. */
export const benchQueries = [
  'sqrl build',
  'sqrl run',
  'SingleSelectParameter',
  'DateParameter',
  'squirrels.yml',
  'connections',
  'dbview',
  'federate',
  'parmeter',
  'datsets',
  'auth',
  'mcp',
  'environment variables',
  'column types',
  'placeholder',
  'duckdb',
  'pa',
  'dashboard',
  'api key',
  'context',
];

export type IndexSize = {
  tag: string;
  /** The file's tier (`head` or `text`); absent for a file of every record of its tag. */
  tier?: string;
  pages: number;
  records: number;
  raw: number;
  gzip: number;
};

export type SearchReport = {
  indexes: IndexSize[];
  engine: {
    coldMs: number;
    warmP50Ms: number;
    warmP95Ms: number;
    queries: number;
    /** Readers' questions (long, some pasted messages), warm; absent in older reports. */
    questions?: {p50Ms: number; p95Ms: number; maxMs: number; queries: number};
  };
  browser: {
    firstResultsMs: number;
    shortcutToFirstHitMs: number;
    nextQueryMs: number;
    samples: number;
  };
  relevance: RelevanceStats;
  /** Readers' questions (`tests/data/search-questions.json`) by half and order; absent in older reports. */
  questions?: QuestionStats[];
  initialLoad: {raw: number; gzip: number};
};

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) {
    throw new Error('percentile of no values: a search timing needs at least one sample.');
  }
  const sorted = [...values].sort((a, b) => a - b);
  return itemAt(sorted, Math.min(sorted.length - 1, Math.floor(fraction * sorted.length)));
}

const median = (values: number[]) => percentile(values, 0.5);

/** Bytes of each index file of a build, raw and gzipped. */
export function indexSizes(buildDir: string): IndexSize[] {
  const dir = path.join(buildDir, searchIndexDir);
  const manifest = JSON.parse(
    readFileSync(path.join(dir, 'manifest.json'), 'utf8'),
  ) as SearchManifest;
  return manifest.files.map(({docusaurus_tag: tag, tier, file, pages, records}) => {
    const bytes = readFileSync(path.join(dir, file));
    return {
      tag,
      ...(tier ? {tier} : {}),
      pages,
      records,
      raw: bytes.length,
      gzip: gzipSync(bytes).length,
    };
  });
}

const currentFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

function query(engine: LocalSearchEngine, text: string): number {
  const {results} = engine.search({
    requests: [{indexName: 'local', query: text, hitsPerPage: 20, facetFilters: currentFilters}],
  });
  return results[0]?.nbHits ?? 0;
}

/**
 * The engine in Node: cold is parsing and indexing the files the modal loads
 * on a current-version page, then the first query; warm is every query of the
 * set, 20 rounds, once the engine holds them.
 */
export function engineTimes(buildDir: string): SearchReport['engine'] {
  const dir = path.join(buildDir, searchIndexDir);
  const manifest = JSON.parse(
    readFileSync(path.join(dir, 'manifest.json'), 'utf8'),
  ) as SearchManifest;
  const files = manifest.files
    .filter(({docusaurus_tag: tag}) => tag === 'default' || tag === 'docs-default-current')
    .map(({file}) => readFileSync(path.join(dir, file), 'utf8'));
  const colds: number[] = [];
  let engine = new LocalSearchEngine({siteOrigin: 'http://bench.test'});
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    engine = new LocalSearchEngine({siteOrigin: 'http://bench.test'});
    for (const text of files) {
      engine.add(JSON.parse(text) as SearchIndexFile);
    }
    query(engine, itemAt(benchQueries, 0));
    colds.push(performance.now() - started);
  }
  const warm: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const text of benchQueries) {
      const started = performance.now();
      query(engine, text);
      warm.push(performance.now() - started);
    }
  }
  // Readers' questions are longer than the fixed set (pasted messages run to
  // 20 words), and cost the worker most: each of both halves, 3 rounds, with
  // the filters of its version's pages, on an engine that holds every file.
  const everything = loadBuiltEngine(buildDir);
  const asked: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const {query: text, version} of questionCases()) {
      const started = performance.now();
      everything.search({
        requests: [
          {indexName: 'local', query: text, hitsPerPage: 20, facetFilters: facetFiltersOf(version)},
        ],
      });
      asked.push(performance.now() - started);
    }
  }
  return {
    coldMs: median(colds),
    warmP50Ms: median(warm),
    warmP95Ms: percentile(warm, 0.95),
    queries: warm.length,
    questions: {
      p50Ms: median(asked),
      p95Ms: percentile(asked, 0.95),
      maxMs: Math.max(...asked),
      queries: asked.length,
    },
  };
}

/** The relevance suite (`tests/build-output/search-relevance.test.ts`) over a build's index. */
export function relevance(buildDir: string): RelevanceStats {
  return relevanceStats(evaluate(loadBuiltEngine(buildDir), relevanceCases()));
}

/** Issue 40's targets for the validation half, in the modal's order. */
export const questionTargets = {top3: 0.9, howToTop3: 0.85};

export type QuestionStats = RelevanceStats & {
  half: QuestionCase['half'];
  order: HitOrder;
  /** The natural-language how-to questions alone. */
  howTo: RelevanceStats;
};

/** Readers' questions over a build's index: each half, in the modal's order and the engine's. */
export function questions(buildDir: string): QuestionStats[] {
  const engine = loadBuiltEngine(buildDir);
  return (['tuning', 'validation'] as const).flatMap((half) =>
    (['shown', 'engine'] as const).map((order) => {
      const results = evaluate(
        engine,
        questionCases().filter((question) => question.half === half),
        order,
      );
      return {
        half,
        order,
        ...relevanceStats(results),
        howTo: relevanceStats(results.filter(({kind}) => kind === 'how-to')),
      };
    }),
  );
}

/**
 * In Chromium, on a fresh page each time: the shortcut opens the modal (and
 * starts loading the index), a query is typed as one input event as soon as
 * the search box is there, and two clocks run to the first hit in the DOM:
 * from that input (what a reader waits after typing) and from the shortcut's
 * keydown (what a reader who types at once waits in all). Then a second
 * query in the same modal, with everything loaded.
 */
export async function browserTimes(
  browser: Browser,
  origin: string,
  samples = 5,
): Promise<SearchReport['browser']> {
  const first: number[] = [];
  const fromShortcut: number[] = [];
  const next: number[] = [];
  for (let run = 0; run < samples; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/docs/docs/intro`, {waitUntil: 'networkidle'});
    await page.evaluate(() => {
      const win = window as Window & {benchShortcut?: number};
      window.addEventListener('keydown', () => (win.benchShortcut ??= performance.now()), {
        capture: true,
        once: true,
      });
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const timeToHit = async (text: string, previous: string | null) => {
      await page.evaluate((prior) => {
        const win = window as Window & {benchStart?: number; benchHit?: Promise<number>};
        const input = document.querySelector('.DocSearch-Input');
        win.benchHit = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const hit = document.querySelector('.DocSearch-Hit a');
            if (hit && hit.getAttribute('href') !== prior) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, {childList: true, subtree: true, attributes: true});
        });
        input?.addEventListener('input', () => (win.benchStart = performance.now()), {once: true});
      }, previous);
      await page.locator('.DocSearch-Input').fill(text);
      return page.evaluate(async () => {
        const win = window as Window & {
          benchStart?: number;
          benchShortcut?: number;
          benchHit?: Promise<number>;
        };
        const end = (await win.benchHit) ?? 0;
        return {
          fromInput: end - (win.benchStart ?? 0),
          fromShortcut: end - (win.benchShortcut ?? 0),
        };
      });
    };
    const firstTimes = await timeToHit('parameters', null);
    first.push(firstTimes.fromInput);
    fromShortcut.push(firstTimes.fromShortcut);
    const firstHref = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
    next.push((await timeToHit('sqrl build', firstHref)).fromInput);
    await context.close();
  }
  return {
    firstResultsMs: median(first),
    shortcutToFirstHitMs: median(fromShortcut),
    nextQueryMs: median(next),
    samples,
  };
}

/**
 * What the local search adds to every page before anyone searches: the
 * SearchBar wrapper, the client and what starts the worker, bundled and
 * minified on their own with every package left out (the worker's script is
 * only named, by `new URL`, so it stays out too).
 */
export async function initialLoadBytes(siteDir: string): Promise<SearchReport['initialLoad']> {
  const plugin = path.join(siteDir, 'src/plugins/local-search');
  const result = await esbuild({
    entryPoints: [path.join(plugin, 'theme/SearchBar/index.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    plugins: [
      {
        name: 'leave-out-packages',
        setup(build) {
          build.onResolve({filter: /^[^./]/}, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  const code = Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents)));
  const css = Buffer.from(
    readFileSync(path.join(plugin, 'client/local-search.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    ),
  );
  const all = Buffer.concat([code, css]);
  return {raw: all.length, gzip: gzipSync(all).length};
}
