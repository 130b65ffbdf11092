/**
 * Which line of the code as written each displayed line is. The theme drops
 * magic-comment lines (`# highlight-next-line`) from a block before showing
 * it, while the build highlighted every line; the lines it keeps are
 * unchanged and in order, so each displayed line is the next written line
 * with the same text. A displayed line with no match gets `undefined`.
 */
export function matchLines(
  written: readonly string[],
  shown: readonly string[],
): (number | undefined)[] {
  let next = 0;
  return shown.map((line) => {
    for (let index = next; index < written.length; index++) {
      if (written[index] === line) {
        next = index + 1;
        return index;
      }
    }
    return undefined;
  });
}
