/** The contrast maths the accessibility tests rely on, against known pairs. */
import { describe, expect, it } from "vitest";
import {
  contrast,
  isLargeText,
  luminance,
  over,
  parseColor,
  requiredContrast,
  seen,
} from "./contrast.js";

describe("contrast helper", () => {
  it("reads the colour forms computed styles give", () => {
    expect(parseColor("rgb(29, 95, 191)")).toEqual({ r: 29, g: 95, b: 191, a: 1 });
    expect(parseColor("rgba(0, 0, 0, 0.5)")).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor("rgb(0 0 0 / 50%)")).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor("rgba(0, 0, 0, 0)").a).toBe(0);
    expect(parseColor("transparent").a).toBe(0);
    expect(parseColor("#777")).toEqual({ r: 119, g: 119, b: 119, a: 1 });
    expect(parseColor("#1d5fbf80").a).toBeCloseTo(128 / 255);
    const mixed = parseColor("color(srgb 1 0.5 0 / 0.45)");
    expect(mixed).toEqual({ r: 255, g: 127.5, b: 0, a: 0.45 });
    expect(() => parseColor("oklch(0.5 0.1 200)")).toThrow(/cannot read/);
  });

  it("gives WCAG's luminance and ratios for known pairs", () => {
    expect(luminance(parseColor("#000"))).toBe(0);
    expect(luminance(parseColor("#fff"))).toBe(1);
    expect(contrast("#000", "#fff")).toBeCloseTo(21, 6);
    expect(contrast("#fff", "#000")).toBeCloseTo(21, 6);
    expect(contrast("#777", "#fff")).toBeCloseTo(4.48, 2); // just under AA
    expect(contrast("#767676", "#fff")).toBeCloseTo(4.54, 2); // the lightest AA grey on white
    expect(contrast("#595959", "#fff")).toBeCloseTo(7.0, 1);
    expect(contrast("#f00", "#fff")).toBeCloseTo(4.0, 1);
    expect(contrast("#00f", "#fff")).toBeCloseTo(8.59, 2);
    expect(contrast("#1d5fbf", "#1d5fbf")).toBe(1);
  });

  it("blends translucent colours before comparing", () => {
    // half black on white is mid grey (127.5), not black
    const grey = over(parseColor("rgba(0, 0, 0, 0.5)"), parseColor("#fff"));
    expect(grey.r).toBeCloseTo(127.5);
    expect(grey.a).toBe(1);
    expect(contrast("rgba(0, 0, 0, 0.5)", "#fff")).toBeCloseTo(contrast("#808080", "#fff"), 1);
    // a translucent highlight over a page: the text is judged on the blend
    const { foreground, background } = seen(
      [
        { background: "#ffffff", opacity: 1 },
        { background: "rgba(0, 0, 0, 0)", opacity: 1 },
        { background: "rgba(0, 0, 0, 0.5)", opacity: 1 },
      ],
      "#000",
    );
    expect(background.r).toBeCloseTo(127.5);
    expect(foreground.r).toBe(0);
    // an opacity group fades the text and its background towards what is behind them
    const faded = seen(
      [
        { background: "#ffffff", opacity: 1 },
        { background: "transparent", opacity: 0.4 },
      ],
      "#000",
    );
    expect(faded.foreground.r).toBeCloseTo(153);
    expect(faded.background.r).toBeCloseTo(255);
    expect(contrast(faded.foreground, faded.background)).toBeLessThan(3);
    // an SVG label on a translucent shape inside a faded group
    const label = seen(
      [
        { background: "#ffffff", opacity: 1 },
        { background: "transparent", opacity: 0.5, shapes: [{ fill: "#000", alpha: 0.5 }] },
      ],
      "#fff",
    );
    expect(label.background.r).toBeCloseTo(191.25); // (127.5 * 0.5 + 255 * 0.5)
    expect(label.foreground.r).toBeCloseTo(255);
  });

  it("asks 3:1 of large text and 4.5:1 of the rest", () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(23.9, 400)).toBe(false);
    expect(isLargeText(18.66, 700)).toBe(true);
    expect(isLargeText(18.66, 600)).toBe(false);
    expect(isLargeText(17.6, 700)).toBe(false);
    expect(requiredContrast(16, 400)).toBe(4.5);
    expect(requiredContrast(20.8, 700)).toBe(3);
  });
});
