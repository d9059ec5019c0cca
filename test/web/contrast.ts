/**
 * WCAG 2.1 contrast for the playground's accessibility tests: parse the colours a browser's
 * computed style gives (`rgb()`, `rgba()`, `color(srgb ...)`, hex), composite translucent layers
 * (source-over, and a group's opacity over its backdrop), relative luminance and contrast ratio.
 */

/** A straight (not premultiplied) sRGB colour: channels 0..255, alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function channel(text: string, scale: number): number {
  const t = text.trim();
  if (t === "none") return 0;
  if (t.endsWith("%")) return (Number(t.slice(0, -1)) / 100) * scale;
  return Number(t) * (scale === 1 ? 1 : scale / 255);
}

/**
 * Parses a CSS colour as computed styles serialise it: `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`,
 * `rgb(1 2 3 / 50%)`, `color(srgb 0.1 0.2 0.3 / 0.4)`, `#rgb`, `#rrggbb`, `#rrggbbaa`,
 * `transparent`. Throws on anything else (a test must not pass on a colour it cannot read).
 */
export function parseColor(text: string): Rgba {
  const s = text.trim().toLowerCase();
  if (s === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  let m = /^#([0-9a-f]{3,8})$/.exec(s);
  if (m) {
    let hex = m[1];
    if (hex.length === 3 || hex.length === 4) hex = [...hex].map((c) => c + c).join("");
    if (hex.length !== 6 && hex.length !== 8) throw new Error(`cannot read colour ${text}`);
    const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: hex.length === 8 ? n(6) / 255 : 1 };
  }
  m = /^rgba?\((.*)\)$/.exec(s);
  if (m) {
    const [rgb, alpha] = m[1].includes("/") ? m[1].split("/") : [m[1], undefined];
    const parts = rgb.split(/[\s,]+/).filter(Boolean);
    const a = alpha ?? parts[3];
    if (parts.length < 3) throw new Error(`cannot read colour ${text}`);
    return {
      r: channel(parts[0], 255),
      g: channel(parts[1], 255),
      b: channel(parts[2], 255),
      a: a === undefined ? 1 : channel(a, 1),
    };
  }
  m = /^color\(srgb\s+([^/]+?)(?:\s*\/\s*(.+))?\)$/.exec(s);
  if (m) {
    const parts = m[1].split(/\s+/);
    const unit = (t: string) => (t.endsWith("%") ? Number(t.slice(0, -1)) / 100 : Number(t));
    return {
      r: unit(parts[0]) * 255,
      g: unit(parts[1]) * 255,
      b: unit(parts[2]) * 255,
      a: m[2] === undefined ? 1 : unit(m[2]),
    };
  }
  throw new Error(`cannot read colour ${text}`);
}

/** `top` painted over `bottom` (source-over); the result is opaque when `bottom` is. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** WCAG 2.1 relative luminance of an opaque colour. */
export function luminance(c: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG 2.1 contrast ratio (1..21) of two colours; translucent ones are first put over white. */
export function contrast(a: Rgba | string, b: Rgba | string): number {
  const opaque = (c: Rgba | string) => over(typeof c === "string" ? parseColor(c) : c, WHITE);
  const la = luminance(opaque(a));
  const lb = luminance(opaque(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * One box between the page's canvas and a piece of text: its background colour and its own
 * opacity (which applies to it and everything painted inside it).
 */
export interface Layer {
  background: string;
  opacity: number;
  /** Shapes painted inside this box under the text (SVG): their fills and alphas, in paint order. */
  shapes?: { fill: string; alpha: number }[];
}

/**
 * The colours a reader sees: `layers` from the outermost box (the root) to the text's own,
 * each background painted over what is under it and each opacity group blended over its
 * backdrop; the text colour painted on the innermost background. The canvas under the root is
 * `canvas` (white unless the page says otherwise). `textAlpha` scales the text colour's alpha
 * (an SVG fill-opacity).
 */
export function seen(
  layers: Layer[],
  text: string,
  canvas: Rgba = WHITE,
  textAlpha = 1,
): { foreground: Rgba; background: Rgba } {
  const parsed = parseColor(text);
  const fg = { ...parsed, a: parsed.a * textAlpha };
  const paint = (i: number, backdrop: Rgba, withText: boolean): Rgba => {
    if (i === layers.length) return withText ? over(fg, backdrop) : backdrop;
    let under = over(parseColor(layers[i].background), backdrop);
    for (const shape of layers[i].shapes ?? []) {
      const fill = parseColor(shape.fill);
      under = over({ ...fill, a: fill.a * shape.alpha }, under);
    }
    const inside = paint(i + 1, under, withText);
    const o = layers[i].opacity;
    return {
      r: inside.r * o + backdrop.r * (1 - o),
      g: inside.g * o + backdrop.g * (1 - o),
      b: inside.b * o + backdrop.b * (1 - o),
      a: 1,
    };
  };
  return { foreground: paint(0, canvas, true), background: paint(0, canvas, false) };
}

/** WCAG 2.1 large text: at least 24 px, or at least 18.66 px (14 pt) and bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The least contrast WCAG 2.1 AA asks of text of this size and weight (1.4.3). */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;
}
