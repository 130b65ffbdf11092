// Draws a satori element tree as a palette PNG: satori lays it out as SVG,
// resvg paints it, and the palette encoder below writes it with 256 colours.
// Plain JavaScript, because it runs in two places: in worker threads, through
// draw-worker.mjs, which Node runs without a TypeScript loader, and on the
// calling thread, through card.ts's renderCard (the tests). It holds no
// layout: card.ts decides what a card shows.
import {deflateSync} from 'node:zlib';

import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import UPNG from 'upng-js';

/**
 * @typedef {{name: string; data: Buffer; weight: 400 | 700; style: 'normal'}} DrawFont
 * @typedef {{
 *   tree: {type: string; props: Record<string, unknown>};
 *   width: number;
 *   height: number;
 *   colours: number;
 * }} Drawing
 */

/**
 * Draws `drawing` with `fonts`. Pass the same `fonts` array (and buffers)
 * for every drawing: satori parses a font once per buffer and reuses it.
 * @param {Drawing} drawing
 * @param {DrawFont[]} fonts
 * @returns {Promise<Buffer>}
 */
export async function drawPng(drawing, fonts) {
  const {tree, width, height, colours} = drawing;
  const svg = flatBackground(
    await satori(/** @type {never} */ (tree), {width, height, fonts}),
    width,
    height,
  );
  // satori writes text as paths, so resvg needs no fonts: without
  // loadSystemFonts: false it would read every font of the machine for each
  // card (a third of its time here, more on a machine with many fonts).
  const image = new Resvg(svg, {
    fitTo: {mode: 'width', value: width},
    font: {loadSystemFonts: false},
  }).render();
  // `pixels` is a fresh copy of the image, which palettePng only reads.
  return palettePng(image.pixels, image.width, image.height, colours);
}

/**
 * satori paints a CSS background gradient as a `<pattern>` whose one tile
 * is a rectangle filled with the gradient, and resvg draws a pattern by
 * rendering its tile to an image first: for a card's background, a third
 * of resvg's time. When the card's background is such a pattern, as large
 * as the card, this fills the card with the gradient itself, which gives the
 * same pixels (the gradient's box is the card either way). Any other SVG is
 * returned as it is, so a satori that writes backgrounds otherwise is only
 * slower (the tests say so).
 * @param {string} svg
 * @param {number} width
 * @param {number} height
 * @returns {string}
 */
export function flatBackground(svg, width, height) {
  const card = `<rect x="0" y="0" width="${width}" height="${height}"`;
  const pattern = new RegExp(
    `<pattern id="([\\w-]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">` +
      `(<linearGradient id="([\\w-]+)"[^>]*>(?:(?!</linearGradient>)[\\s\\S])*</linearGradient>)` +
      `${card} fill="url\\(#\\3\\)"/></pattern>`,
  ).exec(svg);
  if (!pattern) {
    return svg;
  }
  const [whole, patternId, gradient, gradientId] = pattern;
  const filled = `${card} fill="url(#${patternId})"/>`;
  if (!svg.includes(filled)) {
    return svg;
  }
  return svg.replace(whole, gradient).replace(filled, `${card} fill="url(#${gradientId})"/>`);
}

const {estats, planeDst} = UPNG.quantize;

/**
 * Sums of the colours `from` to `to` (not included) of `colours`, each
 * counted `counts[i]` times, as `UPNG.quantize.stats` sums pixels: the mean
 * (`m`, times N), the second moments (`R`) and the count (`N`).
 * @param {Uint32Array} colours premultiplied RGBA, little-endian
 * @param {Float64Array} counts
 * @param {number} from
 * @param {number} to
 */
function colourStats(colours, counts, from, to) {
  const R = new Array(16).fill(0);
  const m = [0, 0, 0, 0];
  let N = 0;
  for (let i = from; i < to; i++) {
    const colour = colours[i];
    const n = counts[i];
    const r = (colour & 255) * (1 / 255);
    const g = ((colour >>> 8) & 255) * (1 / 255);
    const b = ((colour >>> 16) & 255) * (1 / 255);
    const a = (colour >>> 24) * (1 / 255);
    m[0] += n * r;
    m[1] += n * g;
    m[2] += n * b;
    m[3] += n * a;
    R[0] += n * r * r;
    R[1] += n * r * g;
    R[2] += n * r * b;
    R[3] += n * r * a;
    R[5] += n * g * g;
    R[6] += n * g * b;
    R[7] += n * g * a;
    R[10] += n * b * b;
    R[11] += n * b * a;
    R[15] += n * a * a;
    N += n;
  }
  R[4] = R[1];
  R[8] = R[2];
  R[12] = R[3];
  R[9] = R[6];
  R[13] = R[7];
  R[14] = R[11];
  return {R, m, N};
}

/**
 * Puts the colours `from` to `to` whose dot product with `e` is at most `eMq`
 * (UPNG's split rule, on the 0–255 values) first, and returns where the
 * others start.
 * @param {Uint32Array} colours
 * @param {Float64Array} counts
 * @param {number} from
 * @param {number} to
 * @param {number[]} e
 * @param {number} eMq
 */
function splitColours(colours, counts, from, to, e, eMq) {
  const left = (colour) =>
    (colour & 255) * e[0] +
      ((colour >>> 8) & 255) * e[1] +
      ((colour >>> 16) & 255) * e[2] +
      (colour >>> 24) * e[3] <=
    eMq;
  let i = from;
  let j = to - 1;
  for (;;) {
    while (i <= j && left(colours[i])) {
      i++;
    }
    while (i <= j && !left(colours[j])) {
      j--;
    }
    if (i >= j) {
      return i;
    }
    const colour = colours[i];
    colours[i] = colours[j];
    colours[j] = colour;
    const count = counts[i];
    counts[i] = counts[j];
    counts[j] = count;
  }
}

/**
 * The palette of an image and the palette index of each pixel, as
 * `UPNG.encode` computes them for one frame: UPNG's quantiser (premultiplied
 * alpha, the split of the leaf of largest spread along its principal axis
 * until there are `colours - 1` leaves, leaves ordered by pixel count,
 * entry 0 transparent black, a colour listed once), worked on the image's
 * distinct colours, each weighted by its number of pixels, rather than on
 * every pixel: a card has a few hundred colours and 756,000 pixels.
 * @param {Uint8Array} rgba
 * @param {number} colours
 */
function quantizePixels(rgba, colours) {
  // A Uint32Array view needs an offset that is a multiple of 4.
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
  // One pass: the image as runs of one colour (text and flat areas repeat
  // a colour along a row), each run's colour as the number of that colour
  // among the image's distinct ones, and the pixels of each colour.
  const idOf = new Map();
  const originals = [];
  const pixelsOf = [];
  let runEnds = new Int32Array(1 << 16);
  let runIds = new Int32Array(1 << 16);
  let runs = 0;
  for (let p = 0; p < pixels.length;) {
    const colour = pixels[p];
    let end = p + 1;
    while (end < pixels.length && pixels[end] === colour) {
      end++;
    }
    let id = idOf.get(colour);
    if (id === undefined) {
      id = originals.length;
      idOf.set(colour, id);
      originals.push(colour);
      pixelsOf.push(0);
    }
    pixelsOf[id] += end - p;
    if (runs === runEnds.length) {
      const grown = (array) => {
        const bigger = new Int32Array(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      runEnds = grown(runEnds);
      runIds = grown(runIds);
    }
    runEnds[runs] = end;
    runIds[runs] = id;
    runs++;
    p = end;
  }
  // UPNG's alphaMul on each distinct colour: channels times alpha / 255, truncated.
  const premultiply = (colour) => {
    const a = (colour >>> 24) * (1 / 255);
    return (
      (((colour >>> 24) << 24) |
        (Math.trunc(((colour >>> 16) & 255) * a) << 16) |
        (Math.trunc(((colour >>> 8) & 255) * a) << 8) |
        Math.trunc((colour & 255) * a)) >>>
      0
    );
  };
  const countOf = new Map();
  originals.forEach((colour, id) => {
    const premultiplied = premultiply(colour);
    countOf.set(premultiplied, (countOf.get(premultiplied) ?? 0) + pixelsOf[id]);
  });
  const distinct = Uint32Array.from(countOf.keys());
  const counts = Float64Array.from(countOf.values());

  const node = (i0, i1, bst) => ({i0, i1, bst, est: estats(bst), left: null, right: null});
  const root = node(0, distinct.length, colourStats(distinct, counts, 0, distinct.length));
  const leafs = [root];
  while (leafs.length < colours - 1) {
    let maxL = 0;
    let mi = 0;
    for (let i = 0; i < leafs.length; i++) {
      if (leafs[i].est.L > maxL) {
        maxL = leafs[i].est.L;
        mi = i;
      }
    }
    if (maxL < 1e-3) {
      break;
    }
    const parent = leafs[mi];
    const s0 = splitColours(
      distinct,
      counts,
      parent.i0,
      parent.i1,
      parent.est.e,
      parent.est.eMq255,
    );
    const left = node(parent.i0, s0, colourStats(distinct, counts, parent.i0, s0));
    const rest = {R: [], m: [], N: parent.bst.N - left.bst.N};
    for (let i = 0; i < 16; i++) {
      rest.R[i] = parent.bst.R[i] - left.bst.R[i];
    }
    for (let i = 0; i < 4; i++) {
      rest.m[i] = parent.bst.m[i] - left.bst.m[i];
    }
    const right = node(s0, parent.i1, rest);
    parent.left = left;
    parent.right = right;
    leafs[mi] = left;
    leafs.push(right);
  }
  leafs.sort((a, b) => b.bst.N - a.bst.N);

  const indexOf = new Map([[0, 0]]);
  const palette = [0];
  for (const leaf of leafs) {
    if (!indexOf.has(leaf.est.rgba)) {
      indexOf.set(leaf.est.rgba, palette.length);
      palette.push(leaf.est.rgba);
    }
  }

  // Each distinct colour goes down the tree once; then each run takes its colour's index.
  const indexOfId = originals.map((colour) => {
    const premultiplied = premultiply(colour);
    const r = (premultiplied & 255) * (1 / 255);
    const g = ((premultiplied >>> 8) & 255) * (1 / 255);
    const b = ((premultiplied >>> 16) & 255) * (1 / 255);
    const a = (premultiplied >>> 24) * (1 / 255);
    let leaf = root;
    while (leaf.left) {
      leaf = planeDst(leaf.est, r, g, b, a) <= 0 ? leaf.left : leaf.right;
    }
    return indexOf.get(leaf.est.rgba);
  });
  const indices = new Uint8Array(pixels.length);
  let start = 0;
  for (let run = 0; run < runs; run++) {
    indices.fill(indexOfId[runIds[run]], start, runEnds[run]);
    start = runEnds[run];
  }
  return {palette, indices};
}

/** @param {string} type @param {Uint8Array} body */
function chunk(type, body) {
  const bytes = Buffer.alloc(body.length + 12);
  bytes.writeUInt32BE(body.length, 0);
  bytes.write(type, 4, 'ascii');
  bytes.set(body, 8);
  bytes.writeUInt32BE(UPNG.crc.crc(bytes, 4, body.length + 4) >>> 0, body.length + 8);
  return bytes;
}

/**
 * A palette PNG of an RGBA image, as
 * `UPNG.encode([rgba.buffer], width, height, colours)` writes one frame
 * (upng-js 2.1.0, pinned in package.json): the same quantiser, bit depth,
 * palette order and chunks; the image data deflated by Node's zlib instead
 * of UPNG's pako, to about the same size. The quantiser works on distinct
 * colours (quantizePixels), so a palette entry can differ from upng-js's by
 * one level where its mean falls on a half; the tests hold it to that. About
 * a tenth of upng-js's time on a card.
 * @param {Uint8Array} rgba
 * @param {number} width
 * @param {number} height
 * @param {number} colours at most 256
 * @returns {Buffer}
 */
export function palettePng(rgba, width, height, colours) {
  const {palette, indices: perPixel} = quantizePixels(rgba, colours);
  const depth = palette.length <= 2 ? 1 : palette.length <= 4 ? 2 : palette.length <= 16 ? 4 : 8;
  const rowBytes = Math.ceil((depth * width) / 8);
  let indices = perPixel;
  if (depth < 8) {
    indices = new Uint8Array(rowBytes * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        indices[y * rowBytes + ((x * depth) >> 3)] |=
          perPixel[y * width + x] << (8 - depth - ((x * depth) & 7));
      }
    }
  }
  // Filter 0 (none) on every row, as UPNG for a 1-byte pixel, then zlib at
  // level 7: as small as UPNG's pako here (24,387 bytes against 24,402 on a
  // card) in a third of its time (5 ms against 17).
  const filtered = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    filtered.set(indices.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const compressed = deflateSync(filtered, {level: 7});

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 3; // indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('sRGB', Buffer.from([1])),
    chunk(
      'PLTE',
      Buffer.from(
        palette.flatMap((colour) => [colour & 255, (colour >> 8) & 255, (colour >> 16) & 255]),
      ),
    ),
    chunk('tRNS', Buffer.from(palette.map((colour) => (colour >>> 24) & 255))),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
