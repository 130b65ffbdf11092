import UPNG from 'upng-js';

import {itemAt} from '../../utils/itemAt';

/**
 * The RGBA pixels of a PNG, as upng-js decodes it, with its bit depth and
 * palette size: what the tests of the cards' palette PNGs compare.
 */
export function decodedPng(png: Buffer): {pixels: Uint8Array; depth: number; paletteSize: number} {
  const image = UPNG.decode(new Uint8Array(png).buffer);
  return {
    pixels: new Uint8Array(itemAt(UPNG.toRGBA8(image), 0)),
    depth: image.depth,
    paletteSize: (image.tabs.PLTE?.length ?? 0) / 3,
  };
}
