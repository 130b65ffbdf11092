import {availableParallelism} from 'node:os';
import path from 'node:path';

import Tinypool from 'tinypool';

import type {DrawFont, Drawing} from './draw.mjs';

/** One PNG to draw: what it shows, and the file it goes to. */
export type DrawJob = {drawing: Drawing; file: string; label: string};

/** One worker per core the process may use, and no more than there are jobs. */
export function workerCount(jobs: number): number {
  return Math.max(1, Math.min(jobs, availableParallelism()));
}

/**
 * Draws every job in worker threads (draw-worker.mjs, run by tinypool, as
 * the diagrams are), each PNG written by the worker that drew it. A worker
 * takes the next job in the queue when it has finished one, so the cores
 * stay busy to the end and no thread holds more than one card in memory; the
 * main thread only hands out jobs, and its event loop stays free for the
 * other plugins' postBuild. Rejects with the label of the first job that
 * fails; the workers are stopped either way.
 */
export async function drawInWorkers(
  jobs: readonly DrawJob[],
  fonts: readonly DrawFont[],
  threads: number = workerCount(jobs.length),
): Promise<void> {
  if (jobs.length === 0) {
    return;
  }
  const count = Math.max(1, Math.min(threads, jobs.length));
  const pool = new Tinypool({
    filename: path.join(__dirname, 'draw-worker.mjs'),
    minThreads: count,
    maxThreads: count,
    // The fonts arrive once per worker and serve every card it draws.
    workerData: {fonts},
    // A card's pixel buffers (about 12 MB) are garbage once it is written;
    // a small young generation collects them after each card or two, so
    // a worker stays near 100 MB instead of 150 MB, at the same speed.
    resourceLimits: {maxYoungGenerationSizeMb: 4},
  });
  try {
    await Promise.all(
      jobs.map(async ({drawing, file, label}) => {
        try {
          await pool.run({drawing, file});
        } catch (error) {
          const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
          throw new Error(`could not draw the card of ${label}: ${reason}`, {cause: error});
        }
      }),
    );
  } finally {
    await pool.destroy();
  }
}
