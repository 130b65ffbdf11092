// Draws a satori element tree as a palette PNG: satori lays it out as SVG,
// resvg paints it, and the palette encoder below writes it with 256 colours.
// Plain JavaScript, because it runs in two places: in worker threads, through
// draw-worker.mjs, which Node runs without a TypeScript loader, and on the
// calling thread, through card.ts's renderCard (the tests). It holds no
// layout: card.ts decides what a card shows.
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
  const svg = await satori(/** @type {never} */ (tree), {width, height, fonts});
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
  // Pixels per distinct colour, counted run by run (text and flat areas
  // repeat a colour along a row).
  const pixelsOf = new Map();
  let run = 0;
  let last = pixels[0];
  for (let p = 0; p < pixels.length; p++) {
    if (pixels[p] !== last) {
      pixelsOf.set(last, (pixelsOf.get(last) ?? 0) + run);
      last = pixels[p];
      run = 0;
    }
    run++;
  }
  if (pixels.length > 0) {
    pixelsOf.set(last, (pixelsOf.get(last) ?? 0) + run);
  }
  const originals = [...pixelsOf.keys()];
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
  for (const colour of originals) {
    const premultiplied = premultiply(colour);
    countOf.set(premultiplied, (countOf.get(premultiplied) ?? 0) + pixelsOf.get(colour));
  }
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

  // Each distinct colour goes down the tree once; then each pixel takes its colour's index.
  const indexOfOriginal = new Map();
  for (const colour of originals) {
    const premultiplied = premultiply(colour);
    const r = (premultiplied & 255) * (1 / 255);
    const g = ((premultiplied >>> 8) & 255) * (1 / 255);
    const b = ((premultiplied >>> 16) & 255) * (1 / 255);
    const a = (premultiplied >>> 24) * (1 / 255);
    let leaf = root;
    while (leaf.left) {
      leaf = planeDst(leaf.est, r, g, b, a) <= 0 ? leaf.left : leaf.right;
    }
    indexOfOriginal.set(colour, indexOf.get(leaf.est.rgba));
  }
  const indices = new Uint8Array(pixels.length);
  let lastColour = -1;
  let lastIndex = 0;
  for (let p = 0; p < pixels.length; p++) {
    if (pixels[p] !== lastColour) {
      lastColour = pixels[p];
      lastIndex = indexOfOriginal.get(lastColour);
    }
    indices[p] = lastIndex;
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
 * palette order and chunks, compressed by UPNG's own deflate (pako, which
 * writes smaller files than Node's zlib at the same speed setting). The
 * quantiser works on distinct colours (quantizePixels), so a palette entry
 * can differ from upng-js's by one level where its mean falls on a half; the
 * tests hold it to that. About a fifth of upng-js's time on a card.
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
  // Filter 0 on every row, then deflate: what UPNG does for a 1-byte pixel.
  const filtered = new Uint8Array((rowBytes + 1) * height);
  const compressed = UPNG.encode._filterZero(indices, height, 1, rowBytes, filtered);

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
