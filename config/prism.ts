import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colour themes: VS Code's light and dark palettes, with every
 * token colour nudged (darker on light, lighter on dark) until it reaches a
 * contrast of 4.5:1 against the block background and against highlighted
 * lines. The stock palettes have several colours below that, which axe
 * reports as WCAG failures.
 */

/** Background of a `// highlight-next-line` line, also used in custom.css. */
export const highlightedLine = {light: '#ececec', dark: '#141414'} as const;

const minimumContrast = 4.6;

type Rgb = [number, number, number];

function parse(color: string): Rgb {
  const rgb = /rgb\((\d+),\s*(\d+),\s*(\d+)\)/.exec(color);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16)) as Rgb;
}

/** A 0–255 sRGB channel on the linear scale luminance is computed from. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance([red, green, blue]: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrast(first: string, second: string): number {
  const [a, b] = [luminance(parse(first)), luminance(parse(second))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Moves a colour towards black (or white) until it contrasts with every background. */
function readable(color: string, backgrounds: string[], towards: 0 | 255): string {
  let rgb = parse(color);
  for (let step = 0; step < 100; step++) {
    const hex = toHex(rgb);
    if (backgrounds.every((background) => contrast(hex, background) >= minimumContrast)) {
      return hex;
    }
    rgb = rgb.map((channel) => channel + (towards - channel) * 0.05) as Rgb;
  }
  return toHex(rgb);
}

function accessible(theme: PrismTheme, highlight: string, towards: 0 | 255): PrismTheme {
  const backgrounds = [theme.plain.backgroundColor ?? (towards ? '#000000' : '#ffffff'), highlight];
  return {
    plain: {...theme.plain, color: readable(theme.plain.color ?? '', backgrounds, towards)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: readable(style.style.color, backgrounds, towards)}
        : style.style,
    })),
  };
}

export const lightCodeTheme = accessible(themes.vsLight, highlightedLine.light, 0);
export const darkCodeTheme = accessible(themes.vsDark, highlightedLine.dark, 255);
