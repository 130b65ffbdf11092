// Draws social cards for the social-cards plugin in a worker thread (pool.ts
// starts one per core with tinypool). Node runs this file directly: it
// imports draw.mjs, never the plugin's TypeScript. The fonts arrive once, in
// the pool's workerData, and serve every card this worker draws.
// Task: {drawing, file}; resolves when the PNG is written to `file`. The file
// is written under a temporary name and renamed, so a build running at the
// same time never copies half a card.
import {rename, writeFile} from 'node:fs/promises';
import {threadId} from 'node:worker_threads';

import Tinypool from 'tinypool';

import {drawPng} from './draw.mjs';

/** @type {import('./draw.mjs').DrawFont[]} */
const fonts = Tinypool.workerData.fonts.map((font) => ({
  ...font,
  data: Buffer.from(font.data.buffer, font.data.byteOffset, font.data.byteLength),
}));

export default async function drawCard({drawing, file}) {
  const png = await drawPng(drawing, fonts);
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  await writeFile(temporary, png);
  await rename(temporary, file);
}
