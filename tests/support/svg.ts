/**
 * The texts of an SVG that stick out of its box: SVG text does not wrap, so
 * a label longer than its room is cut off where the drawing ends. Runs in the
 * page: pass it to `locator.evaluate`.
 */
export function textOutside(svg: Element): (string | null)[] {
  const frame = svg.getBoundingClientRect();
  return Array.from(svg.querySelectorAll('text'))
    .filter((text) => {
      const box = text.getBoundingClientRect();
      return box.left < frame.left - 1 || box.right > frame.right + 1;
    })
    .map((text) => text.textContent);
}
