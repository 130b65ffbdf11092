import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {contrast, darkCodeTheme, highlightedLine, lightCodeTheme} from './prism';

for (const [name, theme, highlight] of [
  ['light', lightCodeTheme, highlightedLine.light],
  ['dark', darkCodeTheme, highlightedLine.dark],
] as const) {
  describe(`${name} code theme`, () => {
    test('every token colour reaches 4.5:1 on the block and on highlighted lines', () => {
      const background = theme.plain.backgroundColor ?? '';
      const colours = [theme.plain.color, ...theme.styles.map((style) => style.style.color)];
      const weak = colours
        .filter((colour): colour is string => Boolean(colour))
        .filter(
          (colour) => contrast(colour, background) < 4.5 || contrast(colour, highlight) < 4.5,
        );
      assert.deepEqual(weak, []);
    });
  });
}
