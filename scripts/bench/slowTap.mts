/**
 * A tap on the search button on a slow phone, for `npm run bench` (see
 * run.mts and phone.mts): Lighthouse's mobile profile over the network
 * (slow 4G: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, set with
 * `Network.emulateNetworkConditions` on the page and on every worker it
 * starts, as DevTools sets it on every target) and the CPU slowed 4×. The
 * reader taps the button as soon as the page has hydrated, types the query
 * as soon as a focused search box shows, and waits for the hits.
 *
 * Driven over the DevTools protocol with puppeteer-core, as Lighthouse drives
 * Chromium: the bench must reach each worker's own session before the worker
 * fetches anything (auto-attach, paused until its network is slowed), which
 * Playwright's API does not offer. Each sample also keeps its network
 * waterfall: every request of the page and its workers, when it started and
 * ended relative to the tap, and its bytes on the wire.
 */
import puppeteer, {type Browser, type CDPSession, type Page, type Protocol} from 'puppeteer-core';

import type {LocalSearchEngine} from '../../src/plugins/local-search/engine/engine';
import type {MultiSearchRequest} from '../../src/plugins/local-search/shared/params';
import {chromiumArgs} from '../../tests/support/site';
import {median} from './stats.mjs';

/** Lighthouse's mobile network ("slow 4G") and CPU, as DevTools applies them. */
export const slowPhone = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: {width: 375, height: 812, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true},
  query: 'parameters',
  keyDelayMs: 120,
  /** How long to wait for the box, then for the hits, before giving up on a sample. */
  timeoutMs: 20_000,
};

/** One request of a sample's waterfall; times in ms from the tap (negative: before it). */
export type WaterfallEntry = {
  /** Path and query of the URL (the origin is the site's), or the whole URL of another origin. */
  url: string;
  /** `page` for the page's own requests, `worker` for a worker's. */
  target: 'page' | 'worker';
  /** The resource type Chromium gives (Script, Fetch, Stylesheet…). */
  type: string;
  startMs: number;
  /** When its last byte arrived; null when it had not finished at the end of the sample. */
  endMs: number | null;
  /** Bytes on the wire, headers included. */
  bytes: number;
};

/** What one tap gave, in ms. */
export type SlowTapSample = {
  /** From the tap's touchstart to a focused search box (an `input` with the focus). */
  tapToBoxMs: number;
  /** From the last keystroke to the first hit of the whole query on screen; null when none came. */
  lastKeyToHitMs: number | null;
  /** What the modal's search box held at the end: the whole query when no keystroke was lost. */
  typed: string;
  /** The tap's time from the navigation's start. */
  tapMs: number;
  waterfall: WaterfallEntry[];
  /** Moments of the sample, in ms from the tap: the box, the modal, each keystroke, the hit. */
  marks: Record<string, number>;
};

/**
 * Records in the page, from its first script: the tap, the focused box, the
 * modal, the keystrokes and the first hit of the whole query (a highlighted
 * word equal to it: the hits of a prefix highlight only the prefix). Times
 * are `performance.timeOrigin + timeStamp`, in ms since the epoch, so they
 * line up with the network's wall times. A string, so no bundler helper
 * leaks into the page.
 */
const recorder = (query: string) => `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const record = (window.__slowTap = {hydrated: null, tap: null, box: null, modal: null, keys: [], hit: null});
  window.addEventListener('touchstart', (event) => {
    record.tap ??= performance.timeOrigin + event.timeStamp;
  }, {capture: true, passive: true});
  window.addEventListener('focusin', (event) => {
    if (record.tap !== null && record.box === null && event.target instanceof HTMLInputElement) record.box = now();
  }, {capture: true});
  window.addEventListener('keydown', (event) => {
    if (event.key.length === 1) record.keys.push(performance.timeOrigin + event.timeStamp);
  }, {capture: true});
  const check = () => {
    if (record.hydrated === null && document.documentElement.dataset.hasHydrated === 'true') {
      record.hydrated = now();
      window.__slowTapHydrated?.();
    }
    if (record.modal === null && document.querySelector('.DocSearch-Input')) record.modal = now();
    if (record.hit === null && record.keys.length === ${query.length}) {
      for (const mark of document.querySelectorAll('.DocSearch-Hit mark')) {
        if (mark.textContent.toLowerCase() === ${JSON.stringify(query)}) { record.hit = now(); break; }
      }
    }
  };
  const watch = () => new MutationObserver(check).observe(document.documentElement, {childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  if (document.documentElement) watch(); else document.addEventListener('readystatechange', watch, {once: true});
})()`;

type Recorded = {
  hydrated: number | null;
  tap: number | null;
  box: number | null;
  modal: number | null;
  keys: number[];
  hit: number | null;
};

/** A request as the network events tell it, in wall-clock ms. */
type Request = {
  url: string;
  target: 'page' | 'worker';
  type: string;
  start: number;
  end: number | null;
  bytes: number;
  /** The request's monotonic and wall clocks at its start, to convert later events. */
  clock: {monotonic: number; wall: number};
};

/** Collects the requests of one DevTools session (the page's or a worker's). */
function watchNetwork(
  session: CDPSession,
  target: Request['target'],
  requests: Map<string, Request>,
): void {
  session.on('Network.requestWillBeSent', (event: Protocol.Network.RequestWillBeSentEvent) => {
    // By id alone: a worker's script is asked for by the page and finished in the worker's session.
    const key = event.requestId;
    if (requests.has(key)) {
      return; // a redirect
    }
    const wall = event.wallTime * 1000;
    requests.set(key, {
      url: event.request.url,
      target,
      type: event.type ?? 'Other',
      start: wall,
      end: null,
      bytes: 0,
      clock: {monotonic: event.timestamp * 1000, wall},
    });
  });
  const finish = (requestId: string, timestamp: number, bytes: number) => {
    const request = requests.get(requestId);
    if (request) {
      request.end = request.clock.wall + (timestamp * 1000 - request.clock.monotonic);
      request.bytes = bytes;
    }
  };
  session.on('Network.loadingFinished', (event: Protocol.Network.LoadingFinishedEvent) =>
    finish(event.requestId, event.timestamp, event.encodedDataLength),
  );
  session.on('Network.loadingFailed', (event: Protocol.Network.LoadingFailedEvent) =>
    finish(event.requestId, event.timestamp, 0),
  );
}

/**
 * Collects the requests of every worker the page starts: each waits, before
 * it runs, until `setUp` has run on its own DevTools session.
 */
async function watchWorkers(
  session: CDPSession,
  requests: Map<string, Request>,
  setUp: (worker: CDPSession) => Promise<void>,
): Promise<void> {
  session.on('sessionattached', (worker: CDPSession) => {
    watchNetwork(worker, 'worker', requests);
    void setUp(worker)
      .catch(() => undefined)
      .finally(() => worker.send('Runtime.runIfWaitingForDebugger').catch(() => undefined));
  });
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
  });
}

const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;

async function slowNetwork(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: bytesPerSecond(slowPhone.downloadKbps),
    uploadThroughput: bytesPerSecond(slowPhone.uploadKbps),
  });
}

/**
 * Answers hosted DocSearch's queries (`*.algolia.net`, `*.algolianet.com`) at
 * once from our engine, through the DevTools Fetch domain (only those
 * requests are held), as phone.mts's `answerAlgolia` does with Playwright.
 */
async function answerAlgoliaOver(session: CDPSession, engine: LocalSearchEngine): Promise<void> {
  session.on('Fetch.requestPaused', (event: Protocol.Fetch.RequestPausedEvent) => {
    const {request, requestId} = event;
    const cors = [{name: 'access-control-allow-origin', value: '*'}];
    const body =
      request.method === 'POST' && request.postData
        ? JSON.stringify(engine.search(JSON.parse(request.postData) as MultiSearchRequest))
        : '{}';
    void session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [...cors, {name: 'content-type', value: 'application/json'}],
        body: Buffer.from(body).toString('base64'),
      })
      .catch(() => undefined);
  });
  await session.send('Fetch.enable', {
    patterns: [{urlPattern: '*algolia.net*'}, {urlPattern: '*algolianet.com*'}],
  });
}

/** Waits in the page, without polling from outside (each poll would be a task at 4×). */
const recorded = (condition: string) => `new Promise((resolve) => {
  const test = () => { const r = window.__slowTap; return ${condition}; };
  if (test()) return resolve(true);
  const observer = new MutationObserver(() => { if (test()) { observer.disconnect(); resolve(true); } });
  observer.observe(document.documentElement, {childList: true, subtree: true, attributes: true, characterData: true});
  window.addEventListener('focusin', () => { if (test()) { observer.disconnect(); resolve(true); } }, {capture: true});
})`;

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`slow tap: no ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Types `text` one key every `keyDelayMs`, whatever the page is doing: each
 * key is sent when its time comes, not when the page has handled the one
 * before (as `keyboard.type` waits), so a busy main thread delays the
 * handling of a key, as on a phone, not the reader's fingers. Chromium
 * stamps each event with the time it was sent.
 */
async function typeAtReadersPace(session: CDPSession, text: string): Promise<void> {
  const keys = [...text].map(async (key, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * slowPhone.keyDelayMs));
    const code = {
      key,
      code: `Key${key.toUpperCase()}`,
      windowsVirtualKeyCode: key.toUpperCase().charCodeAt(0),
    };
    await Promise.all([
      session.send('Input.dispatchKeyEvent', {type: 'keyDown', text: key, ...code}),
      session.send('Input.dispatchKeyEvent', {type: 'keyUp', ...code}),
    ]);
  });
  await Promise.all(keys);
}

/** The sample's figures from what the page recorded and the requests; exported for its test. */
export function slowTapFigures(
  record: Recorded,
  requests: readonly Omit<Request, 'clock'>[],
  typed: string,
  navigationStart: number,
  origin: string,
): SlowTapSample {
  const {tap, box} = record;
  if (tap === null || box === null) {
    throw new Error('slow tap: the tap or the focused box was not recorded.');
  }
  const lastKey = record.keys[record.keys.length - 1];
  const fromTap = (time: number) => Math.round(time - tap);
  const marks: Record<string, number> = {box: fromTap(box)};
  if (record.hydrated !== null) {
    marks.hydrated = fromTap(record.hydrated);
  }
  if (record.modal !== null) {
    marks.modal = fromTap(record.modal);
  }
  record.keys.forEach((key, index) => {
    marks[`key ${index + 1}`] = fromTap(key);
  });
  if (record.hit !== null) {
    marks.hit = fromTap(record.hit);
  }
  return {
    tapToBoxMs: box - tap,
    lastKeyToHitMs: record.hit !== null && lastKey !== undefined ? record.hit - lastKey : null,
    typed,
    tapMs: Math.round(tap - navigationStart),
    marks,
    waterfall: requests
      .filter((request) => !request.url.startsWith('data:'))
      .sort((a, b) => a.start - b.start)
      .map(({url, target, type, start, end, bytes}) => ({
        url: url.startsWith(origin) ? url.slice(origin.length) : url,
        target,
        type,
        startMs: fromTap(start),
        endMs: end === null ? null : fromTap(end),
        bytes,
      })),
  };
}

/**
 * One tap in a fresh browser context: the page loaded on slow 4G at 4×, the
 * tap as soon as it has hydrated, the query typed one key every
 * `keyDelayMs` as soon as a search box has the focus, then the first hit of
 * the whole query. `engine` answers hosted DocSearch's queries (the previous
 * site).
 */
export async function slowTapSample(
  browser: Browser,
  url: string,
  engine?: LocalSearchEngine,
  /** Runs before the page loads, such as an init script. */
  before?: (page: Page) => Promise<void>,
): Promise<SlowTapSample> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(slowPhone.viewport);
    const session = await page.createCDPSession();
    const requests = new Map<string, Request>();
    watchNetwork(session, 'page', requests);
    await slowNetwork(session);
    await session.send('Emulation.setCPUThrottlingRate', {rate: slowPhone.cpuSlowdown});
    // Every worker the page starts waits, before it fetches anything, until
    // its own network is slowed as the page's is.
    await watchWorkers(session, requests, slowNetwork);
    if (engine) {
      await answerAlgoliaOver(session, engine);
    }
    await page.evaluateOnNewDocument(recorder(slowPhone.query));
    await before?.(page);
    // The recorder calls this as soon as the page has hydrated: the reader taps then.
    let markHydrated: () => void = () => undefined;
    const hydrated = new Promise<void>((resolve) => {
      markHydrated = resolve;
    });
    await page.exposeFunction('__slowTapHydrated', () => markHydrated());
    const navigationStart = Date.now();
    const navigation = page.goto(url, {waitUntil: 'domcontentloaded'});
    await within(hydrated, slowPhone.timeoutMs, 'hydration');
    const button = await page.$('.DocSearch-Button');
    const box = await button?.boundingBox();
    if (!box) {
      throw new Error(`slow tap: no search button on ${url}`);
    }
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await navigation;
    await within(
      page.evaluate(recorded('r.box !== null')),
      slowPhone.timeoutMs,
      'focused search box',
    );
    await typeAtReadersPace(session, slowPhone.query);
    await within(page.evaluate(recorded('r.hit !== null')), slowPhone.timeoutMs, 'hit').catch(
      () => undefined,
    );
    // Let the requests still under way (the rest of the index) finish or show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const record = (await page.evaluate('window.__slowTap')) as Recorded;
    const typed = (await page.evaluate(
      `document.querySelector('.DocSearch-Input')?.value ?? ''`,
    )) as string;
    return slowTapFigures(
      record,
      [...requests.values()],
      typed,
      navigationStart,
      new URL(url).origin,
    );
  } finally {
    await context.close();
  }
}

/** Starts the Chromium the bench measures in, driven by puppeteer-core. */
export function launchSlowTapBrowser(executablePath: string | undefined): Promise<Browser> {
  if (!executablePath) {
    throw new Error('the slow-4G tap needs a Chromium: set CHROMIUM_PATH or install chromium.');
  }
  return puppeteer.launch({executablePath, headless: true, args: chromiumArgs});
}

/** The medians of a site's taps, and the waterfall of its median tap. */
export type SlowTapFigures = {
  samples: number;
  tapToBoxMs: number;
  lastKeyToHitMs: number | null;
  /** Samples in which the box did not end up holding the whole query. */
  lostKeystrokes: number;
  /** Samples without a hit of the whole query. */
  hitless: number;
  /** The sample whose tap-to-box time is the median: its requests and moments. */
  median: Pick<SlowTapSample, 'tapMs' | 'waterfall' | 'marks'>;
};

export function slowTapMedians(samples: readonly SlowTapSample[]): SlowTapFigures {
  const byBox = [...samples].sort((a, b) => a.tapToBoxMs - b.tapToBoxMs);
  const middle = byBox[Math.floor(byBox.length / 2)];
  if (!middle) {
    throw new Error('slow tap: no samples.');
  }
  const hits = samples.flatMap((sample) =>
    sample.lastKeyToHitMs === null ? [] : [sample.lastKeyToHitMs],
  );
  return {
    samples: samples.length,
    tapToBoxMs: median(samples.map((sample) => sample.tapToBoxMs)),
    lastKeyToHitMs: hits.length ? median(hits) : null,
    lostKeystrokes: samples.filter((sample) => sample.typed !== slowPhone.query).length,
    hitless: samples.length - hits.length,
    median: {tapMs: middle.tapMs, waterfall: middle.waterfall, marks: middle.marks},
  };
}

/** What a first visit downloads while the reader reads and never searches. */
export type ReadingBytes = {
  /** Same-origin requests from the page's hydration to `readingMs` after the load, with no interaction. */
  requests: {url: string; target: WaterfallEntry['target']; bytes: number}[];
  /** Their bytes on the wire, headers included. */
  bytes: number;
};

/** How long the reader reads: past the idle callbacks' 5 s timeout that an idle preload would wait for. */
export const readingMs = 8000;

/**
 * What a reader who never searches downloads once the page has hydrated: a
 * fresh context on a fast network, the page loaded, then `readingMs` without
 * a touch, a key or a pointer near the search; the page's requests and its
 * workers'. Search that loads at idle shows here; search that waits for
 * interest does not.
 */
export async function readingBytes(browser: Browser, url: string): Promise<ReadingBytes> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const session = await page.createCDPSession();
    const requests = new Map<string, Request>();
    await session.send('Network.enable');
    await watchWorkers(session, requests, async (worker) => {
      await worker.send('Network.enable');
    });
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Only what comes after the hydration: the page itself is the first-visit table's.
    watchNetwork(session, 'page', requests);
    await new Promise((resolve) => setTimeout(resolve, readingMs));
    const {origin} = new URL(url);
    const list = [...requests.values()]
      .filter((request) => request.url.startsWith(origin))
      .map(({url: address, target, bytes}) => ({url: address.slice(origin.length), target, bytes}));
    return {requests: list, bytes: list.reduce((sum, request) => sum + request.bytes, 0)};
  } finally {
    await context.close();
  }
}
