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
  const image = new Resvg(svg, {fitTo: {mode: 'width', value: width}}).render();
  // `pixels` is a fresh copy of the image, which palettePng only reads.
  return palettePng(image.pixels, image.width, image.height, colours);
}

const quantize = UPNG.quantize;

/**
 * The palette of an image and the palette index of each pixel, as
 * `UPNG.encode` computes them for one frame: `UPNG.quantize`'s statistics,
 * splits and ordering, entry 0 transparent black, a colour listed once. Its
 * last step, which walks the tree of splits for every pixel, is done once per
 * distinct colour instead: a card has a few thousand colours and 756,000
 * pixels.
 * @param {Uint8Array} rgba
 * @param {number} colours
 */
function quantizePixels(rgba, colours) {
  const premultiplied = UPNG.encode.alphaMul(rgba, false);
  const sorted = premultiplied.slice();
  const sorted32 = new Uint32Array(sorted.buffer);
  const node = (i0, i1, bst) => ({i0, i1, bst, est: quantize.estats(bst), left: null, right: null});
  const root = node(0, sorted.length, quantize.stats(sorted, 0, sorted.length));
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
    const s0 = quantize.splitPixels(
      sorted,
      sorted32,
      parent.i0,
      parent.i1,
      parent.est.e,
      parent.est.eMq255,
    );
    const left = node(parent.i0, s0, quantize.stats(sorted, parent.i0, s0));
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

  const pixels = new Uint32Array(premultiplied.buffer);
  const indices = new Uint8Array(pixels.length);
  const seen = new Map();
  let last = -1;
  let lastIndex = 0;
  for (let p = 0; p < pixels.length; p++) {
    const colour = pixels[p];
    if (colour !== last) {
      last = colour;
      lastIndex = seen.get(colour);
      if (lastIndex === undefined) {
        const i = p << 2;
        const r = premultiplied[i] * (1 / 255);
        const g = premultiplied[i + 1] * (1 / 255);
        const b = premultiplied[i + 2] * (1 / 255);
        const a = premultiplied[i + 3] * (1 / 255);
        let leaf = root;
        while (leaf.left) {
          leaf = quantize.planeDst(leaf.est, r, g, b, a) <= 0 ? leaf.left : leaf.right;
        }
        lastIndex = indexOf.get(leaf.est.rgba);
        seen.set(colour, lastIndex);
      }
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
 * A palette PNG of an RGBA image: byte for byte what
 * `UPNG.encode([rgba.buffer], width, height, colours)` writes for one frame
 * (upng-js 2.1.0, pinned in package.json; the tests compare the two), in
 * about two thirds of its time. The image data is compressed by UPNG's own
 * deflate (pako), which Node's zlib does not match byte for byte.
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
