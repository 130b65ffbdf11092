// Draws social cards for the social-cards plugin in a worker thread (pool.ts
// starts one per core). Node runs this file directly: it imports draw.mjs,
// never the plugin's TypeScript. The fonts arrive once, in workerData, and
// serve every card this worker draws.
// Messages: {id, drawing, file} in; {id} when the PNG is written to `file`,
// or {id, error} out. The file is written under a temporary name and renamed,
// so a build running at the same time never copies half a card.
import {rename, writeFile} from 'node:fs/promises';
import {parentPort, threadId, workerData} from 'node:worker_threads';

import {drawPng} from './draw.mjs';

/** @type {import('./draw.mjs').DrawFont[]} */
const fonts = workerData.fonts.map((font) => ({
  ...font,
  data: Buffer.from(font.data.buffer, font.data.byteOffset, font.data.byteLength),
}));

parentPort.on('message', async ({id, drawing, file}) => {
  try {
    const png = await drawPng(drawing, fonts);
    const temporary = `${file}.${process.pid}-${threadId}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
    parentPort.postMessage({id});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.stack : String(error)});
  }
});
