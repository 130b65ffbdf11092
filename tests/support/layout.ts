import type {Page} from '@playwright/test';

/** The phone screen the title must start in the first quarter of. */
export const phoneScreen = {width: 375, height: 812};

/** The lowest the top of a page's title may be on the phone screen, in CSS pixels. */
export const titleLimit = phoneScreen.height / 4;

/** Widths at which nothing may stick out of `main`: a small phone, a phone, a tablet. */
export const overflowWidths = [320, 375, 768] as const;

/**
 * What sticks out sideways: the page itself when it is wider than the
 * window, and the outermost elements of `main` whose right edge passes
 * main's, unless a scroll container (a code block, a wide table) holds them.
 * Empty when nothing overflows.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    }
    const main = document.querySelector('main');
    if (!main) {
      return found;
    }
    const limit = main.getBoundingClientRect().right + 1;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${Array.from(
        element.classList,
      )
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const visit = (element: Element) => {
      for (const child of Array.from(element.children)) {
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.position === 'fixed') {
          continue;
        }
        const box = child.getBoundingClientRect();
        if (box.width > 0 && box.right > limit) {
          found.push(
            `${describe(child)} ends at ${Math.round(box.right)} px, main at ${limit - 1}`,
          );
          continue;
        }
        // A scroll container clips what is inside it: that scrolls, it does not overflow.
        if (!['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
          visit(child);
        }
      }
    };
    visit(main);
    return found.slice(0, 5);
  });
}

/**
 * What scrolls sideways over nothing: each scroll container in `main` that is
 * wider inside than its box (scrollWidth > clientWidth) though nothing drawn
 * in it, no element's box and no run of text, reaches past the box's right
 * edge, so that scrolling only uncovers a margin. And the tables (a Markdown
 * table, or the `role="table"` wrapper of a stacked one) whose tab stop does
 * not match their overflow: ScrollableTable puts a table in the tab order so
 * that keyboard users can scroll it, so one is a tab stop exactly when it has
 * hidden content to scroll to. What a nested scroll container clips does not
 * count as content of the outer one. Empty when all is well.
 */
export function emptySideScrolls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) {
      return [];
    }
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    /** The right edge of what is drawn in `element`, in px from `left`. */
    const contentRight = (element: Element, left: number): number => {
      let right = 0;
      for (const child of Array.from(element.childNodes)) {
        if (child instanceof Element) {
          for (const rect of Array.from(child.getClientRects())) {
            if (rect.width > 0) {
              right = Math.max(right, rect.right - left);
            }
          }
          if (!clips(child)) {
            right = Math.max(right, contentRight(child, left));
          }
        } else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(child);
          for (const rect of Array.from(range.getClientRects())) {
            right = Math.max(right, rect.right - left);
          }
        }
      }
      return right;
    };
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      return `${element.tagName.toLowerCase()}${role ? `[role="${role}"]` : ''} "${(
        element.textContent ?? ''
      )
        .trim()
        .slice(0, 40)}"`;
    };
    const found: string[] = [];
    for (const box of Array.from(main.querySelectorAll('*'))) {
      if (!['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
        continue;
      }
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      const isTable = box.tagName === 'TABLE' || box.getAttribute('role') === 'table';
      const tabStop = isTable && box.getAttribute('tabindex') === '0';
      if (!scrolls && !tabStop) {
        continue;
      }
      // The left edge of the box's content as scrolled to the start.
      const left = box.getBoundingClientRect().left + box.clientLeft - box.scrollLeft;
      const right = contentRight(box, left);
      const hidden = right > box.clientWidth + 1;
      if (scrolls && !hidden) {
        found.push(
          `${describe(box)} scrolls ${box.scrollWidth - box.clientWidth} px sideways over nothing ` +
            `(its content ends at ${Math.round(right)} of ${box.clientWidth} px)` +
            `${tabStop ? ' and is a tab stop' : ''}`,
        );
      } else if (tabStop && !(scrolls && hidden)) {
        found.push(`${describe(box)} is a tab stop with nothing hidden to scroll to`);
      } else if (isTable && scrolls && !tabStop) {
        found.push(
          `${describe(box)} scrolls sideways but is not a tab stop: no keyboard scrolls it`,
        );
      }
    }
    return found;
  });
}

/**
 * Resolves once React has rendered the page for the window's width. The
 * theme renders some parts for phones only (the navbar's menu, whose
 * `.navbar-sidebar` is always there up to 996 px) and others for desktops
 * only (the docs sidebar, the table of contents), and switches them one
 * render after hydration or after a resize across 996 px. They all switch in
 * the same render, so the menu tells when it is done.
 */
export async function waitForWindowSize(page: Page): Promise<void> {
  // The test of the theme's useWindowSize.
  const mobile = await page.evaluate(() => window.innerWidth <= 996);
  await page.waitForSelector('.navbar-sidebar', {state: mobile ? 'attached' : 'detached'});
}

/** Resizes the window and waits for React to render the page for its width. */
export async function resizeWindow(
  page: Page,
  size: {width: number; height: number},
): Promise<void> {
  await page.setViewportSize(size);
  await waitForWindowSize(page);
}

/** The top of the page's visible `h1`, in CSS pixels from the top of the window. */
export function titleTop(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const title = Array.from(document.querySelectorAll('h1')).find(
      (heading) => heading.getClientRects().length > 0,
    );
    return title ? title.getBoundingClientRect().top : undefined;
  });
}

export type IconContrast = {name: string; ratio: number};

/**
 * The contrast ratio of each visible icon or icon button matched by
 * `selectors` against what is behind it: the icon's own colour (its fill, or
 * its stroke when it has no fill), faded by its opacity and its ancestors',
 * over their background colours; behind a gradient, the worst of its stops.
 */
export function iconContrasts(page: Page, selectors: string[]): Promise<IconContrast[]> {
  return page.evaluate((selectorList) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | undefined => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) {
        return undefined;
      }
      const parts = (match[1] ?? '')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [
        top[0] * alpha + bottom[0] * (1 - alpha),
        top[1] * alpha + bottom[1] * (1 - alpha),
        top[2] * alpha + bottom[2] * (1 - alpha),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [first, second] = [luminance(a), luminance(b)];
      return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
    };
    /** The backgrounds behind an element: one colour, or each stop of a gradient. */
    const backgroundsOf = (element: Element): Rgba[] => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)]
          .map((stop) => parse(stop[0]))
          .filter((stop): stop is Rgba => stop !== undefined);
        if (stops.length > 0) {
          return stops.map((stop) =>
            layers.reduceRight((below, layer) => over(layer, below), stop),
          );
        }
        const colour = parse(style.backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) {
            return [layers.reduceRight((below, layer) => over(layer, below))];
          }
        }
      }
      return [layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1])];
    };
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity;
    };
    const iconOf = (element: Element) =>
      element instanceof SVGElement
        ? element
        : Array.from(element.querySelectorAll('svg')).find(
            (svg) => svg.getClientRects().length > 0,
          );
    const results: {name: string; ratio: number}[] = [];
    for (const selector of selectorList) {
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const icon = iconOf(element) ?? element;
        // Not drawn: nothing to see (a closed menu, a button shown on hover only).
        if (
          element.getClientRects().length === 0 ||
          getComputedStyle(icon).visibility === 'hidden' ||
          opacityOf(icon) < 0.01
        ) {
          continue;
        }
        // An icon's paint is its first shape's stroke, or fill when it has no stroke; an icon
        // drawn from a sprite (<use>) paints in its text colour (currentColor).
        const shape = icon.querySelector('path, circle, rect, polygon, polyline, line, ellipse');
        const shapeStyle = shape ? getComputedStyle(shape) : undefined;
        const paint = !shapeStyle
          ? getComputedStyle(icon).color
          : shapeStyle.stroke !== 'none' && !shapeStyle.stroke.startsWith('url')
            ? shapeStyle.stroke
            : shapeStyle.fill;
        const colour = parse(paint);
        if (!colour) {
          continue;
        }
        const faded: Rgba = [colour[0], colour[1], colour[2], colour[3] * opacityOf(icon)];
        const worst = Math.min(
          ...backgroundsOf(element).map((background) => ratio(over(faded, background), background)),
        );
        const label =
          element.getAttribute('aria-label') ??
          element.getAttribute('title') ??
          (element.textContent ?? '').trim().slice(0, 30);
        results.push({name: `${selector} ${label}`.trim(), ratio: Math.round(worst * 100) / 100});
      }
    }
    return results;
  }, selectors);
}
