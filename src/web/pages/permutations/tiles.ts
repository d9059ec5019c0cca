/**
 * The Permutations page's pictures of one arrangement: coloured tiles (a hue per item, digits
 * dark or white by contrast), the moved positions marked, and the sentence of what the step did.
 */
import { h } from "../../dom.js";
import type { Frame } from "../permutation-frames.js";

function tileHue(item: number, n: number): number {
  return Math.round((item * 360) / Math.max(n, 1));
}

function tileColour(item: number, n: number): string {
  return `hsl(${tileHue(item, n)} 70% 45%)`;
}

/**
 * True when a tile's colour is light enough that dark digits read better on it than white ones
 * (WCAG 2.1 relative luminance; yellows, greens and cyans at 45% lightness are too light for
 * white digits, which need 4.5:1 at 375 px, where the digits are small).
 */
function lightTile(item: number, n: number): boolean {
  const hue = tileHue(item, n);
  const a = 0.7 * Math.min(0.45, 1 - 0.45);
  const channel = (k: number) => {
    const t = (k + hue / 30) % 12;
    const v = 0.45 - a * Math.max(-1, Math.min(t - 3, 9 - t, 1));
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  const onWhite = 1.05 / (lum + 0.05);
  const onDark = (lum + 0.05) / 0.0556; // #111
  return onDark > onWhite;
}

/** One tile per position of `perm` (items 0..n-1, shown by `label`); `moved` positions marked. */
export function tileItems(
  perm: readonly number[],
  n: number,
  moved: readonly number[],
  label: (item: number) => string,
): HTMLElement[] {
  return perm.map((item, i) =>
    h(
      "li",
      {
        class: `tile${lightTile(item, n) ? " light" : ""}${moved.includes(i) ? " swapped" : ""}`,
        style: `background:${tileColour(item, n)}`,
        "aria-label": `position ${i}: ${item}${moved.includes(i) ? " (moved)" : ""}`,
      },
      label(item),
    ),
  );
}

/**
 * What brought the page to `frame` (number `index` of its order): the start, a jump (the
 * positions that differ, `moved`), or the step's exchanges.
 */
export function actionText(frame: Frame, index: number, moved: readonly number[]): string {
  if (index === 0) return "The start: items in their first order.";
  if (moved !== frame.changed) return `Jumped here; positions ${moved.join(", ")} differ.`;
  return frame.swaps.length > 0
    ? frame.swaps.map(([i, j]) => `Exchanging L[${i}] and L[${j}]`).join(", then ")
    : `Positions ${frame.changed.join(", ")} changed.`;
}
