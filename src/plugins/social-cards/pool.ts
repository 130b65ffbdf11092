import {availableParallelism} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

import type {DrawFont, Drawing} from './draw.mjs';

/** One PNG to draw: what it shows, and the file it goes to. */
export type DrawJob = {drawing: Drawing; file: string; label: string};

type Reply = {id: number; error?: string};

/** One worker per core the process may use, and no more than there are jobs. */
export function workerCount(jobs: number): number {
  return Math.max(1, Math.min(jobs, availableParallelism()));
}

/**
 * Draws every job in worker threads (draw-worker.mjs), each PNG written by
 * the worker that drew it. A worker takes its next job when it has finished
 * one, so the cores stay busy to the end and no thread holds more than one
 * card in memory; the main thread only hands out jobs, and its event loop
 * stays free for the other plugins' postBuild. Rejects with the label of
 * the first job that fails; the workers are stopped either way.
 */
export async function drawInWorkers(
  jobs: readonly DrawJob[],
  fonts: readonly DrawFont[],
  threads: number = workerCount(jobs.length),
): Promise<void> {
  if (jobs.length === 0) {
    return;
  }
  const workers = Array.from(
    {length: Math.max(1, Math.min(threads, jobs.length))},
    () =>
      new Worker(path.join(__dirname, 'draw-worker.mjs'), {
        workerData: {fonts},
        // A card's pixel buffers (about 12 MB) are garbage once it is written;
        // a small young generation collects them after each card or two, so
        // a worker stays near 100 MB instead of 150 MB, at the same speed.
        resourceLimits: {maxYoungGenerationSizeMb: 4},
      }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let finished = 0;
      const handOut = (worker: Worker) => {
        const job = jobs[next];
        if (job) {
          worker.postMessage({id: next, drawing: job.drawing, file: job.file});
          next += 1;
        }
      };
      for (const worker of workers) {
        worker.on('message', ({id, error}: Reply) => {
          if (error !== undefined) {
            reject(new Error(`could not draw the card of ${jobs[id]?.label}: ${error}`));
            return;
          }
          finished += 1;
          if (finished === jobs.length) {
            resolve();
          } else {
            handOut(worker);
          }
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (finished < jobs.length) {
            reject(
              new Error(`a card worker stopped (exit code ${code}) before the cards were drawn`),
            );
          }
        });
        handOut(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
