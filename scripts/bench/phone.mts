/**
 * Search on a phone, for `npm run bench` (see run.mts): Lighthouse's phone
 * profile (a 375 × 812 touch screen, the CPU slowed 4× through DevTools),
 * a reader who taps the search button on a docs page and types a query as
 * soon as the search box shows. One fresh browser context per sample.
 *
 * DevTools slows the page's main thread only: a busy loop in a dedicated
 * worker runs about as fast at rate 4 as at rate 1, and
 * `Emulation.setCPUThrottlingRate` sent to a worker's target answers
 * "Operation is only supported for pages, not workers". Measured that way,
 * work moved into a worker would look free. So where Linux lets the bench
 * make a cgroup (v1 `cpu` controller, as root), `slowWorkers` puts every
 * dedicated worker thread of Chromium's renderers into one whose CPU quota
 * is a quarter of a core: the search worker then runs 4× slower too (a busy
 * loop: 4–5× here). Elsewhere the report says the worker ran at full speed.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {Browser, Page} from '@playwright/test';

import type {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import {
  launchSlowTapBrowser,
  readingBytes,
  slowTapMedians,
  slowTapSample,
  type ReadingBytes,
  type SlowTapFigures,
} from './slowTap.mjs';
import {alternate, median} from './stats.mjs';
import type {MultiSearchRequest} from '../../src/plugins/local-search/shared/params';

/** The figures of one tap, in milliseconds. */
export type PhoneSample = {
  /** From the tap's touchstart to a focused search box. */
  tapToBoxMs: number;
  /** From the tap's touchstart to the first hit in the DOM; null when no hit came. */
  tapToHitMs: number | null;
  /** The longest main-thread task from the tap to the first hit (or 3 s after the tap, whichever is later). */
  longestTaskMs: number;
  /** All long tasks (over 50 ms) in that window, added up. */
  longTasksMs: number;
  /** From the first keystroke (typed as soon as the box shows) to the first hit in the DOM; null when no hit came. */
  keystrokeToHitMs: number | null;
  /**
   * From the first keystroke to the first answer with hits back on the main
   * thread, before DocSearch renders it: the search worker's reply, or on the
   * previous site Algolia's response. Null when none came.
   */
  keystrokeToAnswerMs: number | null;
  /** The tap's interaction latency (Event Timing API): the longest event of its interaction; null when none was over 16 ms. */
  interactionMs: number | null;
};

export const phoneProfile = {
  viewport: {width: 375, height: 812},
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  /** How long after the load (network quiet) the reader taps. */
  readingMs: 2000,
  /** The query, typed one key at a time. */
  query: 'parameters',
  keyDelayMs: 120,
  /** How long to wait for a hit before calling the sample hitless. */
  hitTimeoutMs: 8000,
};

/** Targets from the issue "Search that opens at once on a phone". */
export const phoneTargets = {
  tapToBoxMs: 400,
  longestTaskMs: 150,
  keystrokeToHitMs: 100,
  interactionMs: 200,
};

/** Targets of issue 40 (items 4 and 5): the tap on slow 4G, and what a reader who never searches pays. */
export const slowPhoneTargets = {
  tapToBoxMs: 1500,
  lastKeyToHitMs: 2000,
  /** Gzip bytes of search code and data beyond the button, as KB on the wire. */
  readingKB: 30,
};

/**
 * Records, from the first script of the page on: long tasks, event timings,
 * the tap, the box, the first keystroke in the box and the first hit. A
 * string, so no bundler helper leaks into the page.
 */
const recorder = `(() => {
  const record = (window.__phoneBench = {longTasks: [], events: [], tap: null, box: null, key: null, hit: null, answer: null});
  // The search worker's replies (ours): a search's reply carries an answer.
  const addListener = Worker.prototype.addEventListener;
  Worker.prototype.addEventListener = function (type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return addListener.call(this, type, listener, options);
    return addListener.call(this, type, function (event) {
      if (record.key !== null && record.answer === null && event.data && event.data.ok && event.data.answer && event.data.answer.response.results.some((result) => result.nbHits > 0)) record.answer = performance.now();
      return listener.call(this, event);
    }, options);
  };
  // Algolia's responses (the previous site).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (record.key !== null && record.answer === null && /algolia/.test(entry.name) && entry.startTime >= record.key) record.answer = entry.responseEnd;
    }
  }).observe({type: 'resource', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({start: entry.startTime, duration: entry.duration});
  }).observe({type: 'longtask', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.events.push({name: entry.name, start: entry.startTime, duration: entry.duration, interactionId: entry.interactionId || 0});
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  window.addEventListener('touchstart', (event) => { record.tap ??= event.timeStamp; }, {capture: true, passive: true});
  // The box: the first search box to take the focus after the tap (ours
  // shows one before the modal's code has loaded; the stock one is the modal's).
  window.addEventListener('focusin', (event) => {
    if (record.tap !== null && record.box === null && event.target instanceof HTMLInputElement) record.box = performance.now();
  }, {capture: true});
  window.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement) record.key ??= event.timeStamp;
  }, {capture: true});
  const watch = () => new MutationObserver(() => {
    if (record.hit === null && record.key !== null && document.querySelector('.DocSearch-Hit a')) record.hit = performance.now();
  }).observe(document.documentElement, {childList: true, subtree: true});
  if (document.documentElement) watch(); else document.addEventListener('readystatechange', watch, {once: true});
})()`;

type Recorded = {
  longTasks: {start: number; duration: number}[];
  events: {name: string; start: number; duration: number; interactionId: number}[];
  tap: number | null;
  box: number | null;
  key: number | null;
  hit: number | null;
  answer: number | null;
};

/** The figures of a recording; exported for its unit test. */
export function phoneFigures(record: Recorded): PhoneSample {
  const {tap, box, key, hit, answer} = record;
  if (tap === null || box === null) {
    throw new Error('phone bench: the tap or the search box was not recorded.');
  }
  const end = Math.max(tap + 3000, hit ?? 0);
  const tasks = record.longTasks.filter(
    ({start, duration}) => start + duration > tap && start < end,
  );
  // The tap's interaction: the events that share the id of the first one after the tap.
  const tapEvent = record.events.find(
    ({start, interactionId}) => interactionId > 0 && start >= tap - 1,
  );
  const interaction = tapEvent
    ? record.events.filter(({interactionId}) => interactionId === tapEvent.interactionId)
    : [];
  return {
    tapToBoxMs: box - tap,
    tapToHitMs: hit !== null ? hit - tap : null,
    longestTaskMs: Math.max(0, ...tasks.map(({duration}) => duration)),
    longTasksMs: tasks.reduce((sum, {duration}) => sum + duration, 0),
    keystrokeToHitMs: key !== null && hit !== null ? hit - key : null,
    keystrokeToAnswerMs: key !== null && answer !== null ? answer - key : null,
    interactionMs: interaction.length
      ? Math.max(...interaction.map(({duration}) => duration))
      : null,
  };
}

/** A promise, to evaluate in the page, that resolves once `selector` matches. */
function appeared(selector: string): string {
  const query = `document.querySelector(${JSON.stringify(selector)})`;
  return `new Promise((resolve) => {
    if (${query}) return resolve(true);
    new MutationObserver((_, observer) => {
      if (${query}) { observer.disconnect(); resolve(true); }
    }).observe(document.documentElement, {childList: true, subtree: true});
  })`;
}

/** A promise, to evaluate in the page, that resolves once a search box has the focus. */
const focusedBox = `new Promise((resolve) => {
  if (window.__phoneBench.box !== null) return resolve(true);
  window.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement) resolve(true);
  }, {capture: true});
})`;

async function slowDown(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate});
}

/** One sample: a fresh context, the page loaded at 4×, a pause, the tap, the query. */
/**
 * Hosted DocSearch without the network: the previous site's queries to
 * Algolia (`*.algolia.net`) are answered at once, in Node, by our engine
 * over our index. The hits are ours, not the previous index's, but the site
 * renders them with its own DocSearch: what its reader waits for, less
 * Algolia's round trip (tens of milliseconds at best on a phone).
 */
export function answerAlgolia(engine: LocalSearchEngine): (page: Page) => Promise<void> {
  return async (page) => {
    await page.route(/\.algolia(net)?\.(net|io)\//, (route) => {
      const request = route.request();
      if (request.method() !== 'POST') {
        return route.fulfill({
          status: 200,
          headers: {'access-control-allow-origin': '*'},
          body: '{}',
        });
      }
      const body = request.postDataJSON() as MultiSearchRequest;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: JSON.stringify(engine.search(body)),
      });
    });
  };
}

export async function phoneSample(
  browser: Browser,
  url: string,
  before?: (page: Page) => Promise<void>,
): Promise<PhoneSample> {
  const context = await browser.newContext({
    viewport: phoneProfile.viewport,
    deviceScaleFactor: phoneProfile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recorder);
    await before?.(page);
    await slowDown(page, phoneProfile.cpuSlowdown);
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForTimeout(phoneProfile.readingMs);
    await page.tap('.DocSearch-Button');
    // Wait inside the page: Playwright's own waiting polls the DOM from the
    // page's main thread, which at 4× would add tasks of its own.
    await page.evaluate(focusedBox);
    await page.keyboard.type(phoneProfile.query, {delay: phoneProfile.keyDelayMs});
    await Promise.race([
      page.evaluate(appeared('.DocSearch-Hit a')),
      page.waitForTimeout(phoneProfile.hitTimeoutMs),
    ]);
    // Let the window of long tasks close (3 s after the tap).
    await page.waitForTimeout(1000);
    const record = (await page.evaluate('window.__phoneBench')) as Recorded;
    return phoneFigures(record);
  } finally {
    await context.close();
  }
}

/** The cgroup (v1 `cpu` controller) that slows worker threads; made on first use. */
const workerCgroup = '/sys/fs/cgroup/cpu/squirrels-bench-workers';

export type WorkerSlowdown = {
  /** Whether worker threads are slowed; when false, `why` says why not. */
  active: boolean;
  why: string;
  stop: () => void;
};

function rendererPids(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
      } catch {
        return false; // the process ended
      }
    });
}

/**
 * Slows every dedicated worker thread of Chromium's renderers `rate` times,
 * as DevTools slows the main thread, until `stop` is called: a sweep every
 * 5 ms moves new worker threads (named `DedicatedWorker`) into a cgroup
 * whose quota is 1/rate of one core.
 */
export function slowWorkers(rate: number): WorkerSlowdown {
  const cpu = path.dirname(workerCgroup);
  try {
    if (!existsSync(workerCgroup)) {
      mkdirSync(workerCgroup);
    }
    const period = 10_000;
    writeFileSync(path.join(workerCgroup, 'cpu.cfs_period_us'), String(period));
    writeFileSync(path.join(workerCgroup, 'cpu.cfs_quota_us'), String(Math.round(period / rate)));
  } catch (error) {
    return {
      active: false,
      why: `no writable cgroup v1 cpu controller at ${cpu} (${(error as Error).message}); the search worker ran at full speed`,
      stop: () => undefined,
    };
  }
  const moved = new Set<string>();
  let pids: string[] = [];
  let sweeps = 0;
  const timer = setInterval(() => {
    if (sweeps++ % 20 === 0) {
      pids = rendererPids();
    }
    for (const pid of pids) {
      let threads: string[];
      try {
        threads = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of threads) {
        if (moved.has(tid)) {
          continue;
        }
        try {
          if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker')) {
            writeFileSync(path.join(workerCgroup, 'tasks'), tid);
            moved.add(tid);
          }
        } catch {
          // the thread ended
        }
      }
    }
  }, 5);
  return {
    active: true,
    why: `worker threads capped at 1/${rate} of a core (cgroup ${workerCgroup})`,
    stop: () => clearInterval(timer),
  };
}

/** Medians of the samples of one site; a figure no sample had is null. */
export type PhoneFiguresMedian = {
  [Key in keyof PhoneSample]: number | null;
} & {
  /** Samples in which no hit showed within `hitTimeoutMs`. */
  hitless: number;
};

export type PhoneReport = {
  path: string;
  samples: number;
  /** How the search worker was slowed (or why it was not). */
  workers: string;
  ours: PhoneFiguresMedian;
  /** The previous site, its Algolia queries answered at once (`answerAlgolia`); null without `--previous`. */
  previous: PhoneFiguresMedian | null;
  /** The same tap on slow 4G, as soon as the page has hydrated (slowTap.mts). */
  slow4g: {ours: SlowTapFigures; previous: SlowTapFigures | null};
  /** What a reader who never searches downloads after the page has hydrated (slowTap.mts). */
  reading: {ours: ReadingBytes; previous: ReadingBytes | null};
};

function medianOrNull(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : median(present);
}

export function phoneMedians(samples: readonly PhoneSample[]): PhoneFiguresMedian {
  const keys = [
    'tapToBoxMs',
    'tapToHitMs',
    'longestTaskMs',
    'longTasksMs',
    'keystrokeToHitMs',
    'keystrokeToAnswerMs',
    'interactionMs',
  ] as const;
  const figures = Object.fromEntries(
    keys.map((key) => [key, medianOrNull(samples.map((sample) => sample[key]))]),
  ) as Record<(typeof keys)[number], number | null>;
  return {...figures, hitless: samples.filter((sample) => sample.keystrokeToHitMs === null).length};
}

/**
 * The "search on a phone" figures: `samples` taps on `path` of our site and,
 * with a previous site, as many on its page, alternating (ours, previous,
 * ours, …), with worker threads slowed as the main thread is.
 */
export async function phoneSearch(options: {
  browser: Browser;
  /** The Chromium that puppeteer-core drives for the slow-4G taps. */
  executablePath: string | undefined;
  path: string;
  origin: string;
  previous: {origin: string; path: string; engine: LocalSearchEngine} | null;
  samples: number;
}): Promise<PhoneReport> {
  const {browser, path: pagePath, origin, previous, samples} = options;
  const slowdown = slowWorkers(phoneProfile.cpuSlowdown);
  try {
    const sides = previous ? (['ours', 'previous'] as const) : (['ours'] as const);
    const runs = await alternate(sides, samples, (side) =>
      side === 'ours'
        ? phoneSample(browser, `${origin}${pagePath}`)
        : phoneSample(
            browser,
            `${previous?.origin ?? ''}${previous?.path ?? ''}`,
            previous ? answerAlgolia(previous.engine) : undefined,
          ),
    );
    const byside = runs as Partial<Record<'ours' | 'previous', PhoneSample[]>>;
    const slow = await slowTaps(options, sides);
    return {
      path: pagePath,
      samples,
      workers: slowdown.why,
      ours: phoneMedians(byside.ours ?? []),
      previous: byside.previous ? phoneMedians(byside.previous) : null,
      ...slow,
    };
  } finally {
    slowdown.stop();
  }
}

/** The slow-4G taps and the reading bytes of each side, alternating, in puppeteer-core's Chromium. */
async function slowTaps(
  {executablePath, path: pagePath, origin, previous, samples}: Parameters<typeof phoneSearch>[0],
  sides: readonly ('ours' | 'previous')[],
): Promise<Pick<PhoneReport, 'slow4g' | 'reading'>> {
  const url = (side: 'ours' | 'previous') =>
    side === 'ours' ? `${origin}${pagePath}` : `${previous?.origin ?? ''}${previous?.path ?? ''}`;
  const browser = await launchSlowTapBrowser(executablePath);
  try {
    const taps = await alternate(sides, samples, (side) =>
      slowTapSample(browser, url(side), side === 'previous' ? previous?.engine : undefined),
    );
    const reading = await alternate(sides, 1, (side) => readingBytes(browser, url(side)));
    return {
      slow4g: {
        ours: slowTapMedians(taps.ours),
        previous: previous ? slowTapMedians(taps.previous ?? []) : null,
      },
      reading: {
        ours: reading.ours[0] ?? {requests: [], bytes: 0},
        previous: previous ? (reading.previous?.[0] ?? null) : null,
      },
    };
  } finally {
    await browser.close();
  }
}
