/**
 * End to end, in Debian's headless chromium: every page of the playground at 1280 and 375 px,
 * before and after the actions a reader takes, checked for
 * - contrast (WCAG 2.1 1.4.3): each visible piece of text and each form control against its
 *   effective background (ancestors' backgrounds and SVG shapes underneath, blended with their
 *   alpha and opacity), 4.5:1, or 3:1 for large text; disabled controls are exempt;
 * - focus order (2.4.3, 2.1.1, 2.4.7): Tab from the top visits every control in reading order
 *   (top to bottom, left to right within a row, a column to the right after the one on its
 *   left), never a hidden or empty box, always with a visible focus ring of at least 3:1; no
 *   positive tabindex.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, haveChromium, launchChromium, serveStatic } from "../helpers/web.js";
import { contrast, type Layer, requiredContrast, seen } from "./contrast.js";

if (!haveChromium) console.warn("/usr/bin/chromium not found: skipping the accessibility tests");

/** Browser-side helpers, prepended to each evaluated script (the tests have no DOM types). */
const LIB = `
const layersOf = (el) => {
  const chain = [];
  for (let e = el; e; e = e.parentElement) chain.unshift(e);
  return chain.map((e) => {
    const cs = getComputedStyle(e);
    return { background: e instanceof SVGElement ? "transparent" : cs.backgroundColor,
      opacity: Number(cs.opacity) };
  });
};
const svgLayersOf = (el) => {
  // an SVG label: the HTML boxes up to the <svg>, then its groups, each with the shapes
  // painted inside it before the label and under the label's centre
  const svg = el.ownerSVGElement;
  const layers = layersOf(svg);
  const groups = [];
  for (let e = el; e && e !== svg; e = e.parentElement) groups.unshift(e);
  const box = el.getBBox();
  const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
  const shapes = [...svg.querySelectorAll("rect, circle, ellipse, polygon, path")].filter((s) =>
    s.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
    getComputedStyle(s).fill !== "none" && (() => {
      const b = s.getBBox();
      return cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height;
    })());
  const groupLayers = groups.map((g) => ({ background: "transparent",
    opacity: Number(getComputedStyle(g).opacity), shapes: [] }));
  for (const s of shapes) {
    // the shape belongs to the deepest group of the label that contains it (or to the svg)
    let depth = -1;
    groups.forEach((g, i) => { if (g.contains(s)) depth = i; });
    let alpha = Number(getComputedStyle(s).fillOpacity);
    for (let e = s; e && e !== (depth < 0 ? svg : groups[depth]); e = e.parentElement)
      alpha *= Number(getComputedStyle(e).opacity);
    const target = depth < 0 ? layers[layers.length - 1] : groupLayers[depth];
    (target.shapes ??= []).push({ fill: getComputedStyle(s).fill, alpha });
  }
  return [...layers, ...groupLayers];
};
const describe = (el) => {
  const cls = el.getAttribute("class");
  const label = el.getAttribute("aria-label");
  const text = (el.textContent || el.value || "").trim().replace(/\\s+/g, " ").slice(0, 40);
  return el.localName + (el.id ? "#" + el.id : "") + (cls ? "." + cls.trim().split(/\\s+/).join(".") : "")
    + (label ? ' [' + label.slice(0, 40) + ']' : "") + (text ? ' "' + text + '"' : "");
};
const shown = (el) => {
  if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.right + scrollX > 0 && r.bottom + scrollY > 0;
};
`;

interface TextSample {
  what: string;
  color: string;
  textAlpha: number;
  layers: Layer[];
  fontSize: number;
  fontWeight: number;
}

/** Every visible text and form control on the page, with what the contrast check needs. */
const COLLECT_TEXT = `${LIB}
(() => {
  const out = [];
  const controls = "input:not([type=range]):not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea, button";
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest("script, style, title, desc, option, optgroup, noscript")) continue;
    const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    const control = el.matches(controls);
    if (!text && !control) continue;
    if (el.closest(":disabled")) continue; // WCAG 1.4.3: inactive controls are exempt
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    const svg = el instanceof SVGElement;
    const base = {
      what: describe(el),
      layers: svg ? svgLayersOf(el) : layersOf(el),
      fontSize: Number.parseFloat(cs.fontSize),
      fontWeight: Number(cs.fontWeight),
    };
    if (text || control)
      out.push({ ...base, color: svg ? cs.fill : cs.color, textAlpha: svg ? Number(cs.fillOpacity) : 1 });
    if ((el.localName === "input" || el.localName === "textarea") && el.placeholder && !el.value)
      out.push({ ...base, what: base.what + " ::placeholder",
        color: getComputedStyle(el, "::placeholder").color, textAlpha: 1 });
  }
  return out;
})()`;

const rgb = (c: { r: number; g: number; b: number }) =>
  `rgb(${[c.r, c.g, c.b].map(Math.round).join(", ")})`;

/** The contrast failures on the page as it is now, each named with its ratio. */
async function contrastFailures(page: Page, state: string): Promise<string[]> {
  const samples = await page.evaluate<TextSample[]>(COLLECT_TEXT);
  expect(samples.length, state).toBeGreaterThan(5);
  const failures: string[] = [];
  for (const s of samples) {
    const { foreground, background } = seen(s.layers, s.color, undefined, s.textAlpha);
    const ratio = contrast(foreground, background);
    const need = requiredContrast(s.fontSize, s.fontWeight);
    if (ratio < need)
      failures.push(
        `${state}: ${s.what}: ${ratio.toFixed(2)} < ${need} (${rgb(foreground)} on ${rgb(background)})`,
      );
  }
  return failures;
}

interface Focused {
  id: number;
  what: string;
  visible: boolean;
  inViewport: boolean;
  ring: boolean;
  ringContrast: number;
  ringColor: string;
  ringLayers: Layer[];
}

/** The element that has the focus now: an id (stable across Tabs), whether it is seen, its ring. */
const FOCUSED = `${LIB}
(() => {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  window.__a11y ??= [];
  let id = window.__a11y.indexOf(el);
  if (id < 0) id = window.__a11y.push(el) - 1;
  const cs = getComputedStyle(el);
  const r = el.getBoundingClientRect();
  const outline = cs.outlineStyle !== "none" && Number.parseFloat(cs.outlineWidth) > 0;
  const shadow = cs.boxShadow !== "none" && cs.boxShadow !== "";
  const ringColor = outline ? cs.outlineColor : (/rgba?\\([^)]*\\)/.exec(cs.boxShadow) || ["transparent"])[0];
  // an outline drawn outside the box sits on the parent's background, an inset one on its own
  const inset = outline ? Number.parseFloat(cs.outlineOffset) + Number.parseFloat(cs.outlineWidth) <= 0 : cs.boxShadow.includes("inset");
  return {
    id, what: describe(el), visible: shown(el),
    inViewport: r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight,
    ring: outline || shadow, ringColor,
    ringLayers: layersOf(inset || !el.parentElement ? el : el.parentElement),
  };
})()`;

interface Box {
  id: number;
  what: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the elements focused so far are on the page, and the keyboard-reachable controls missed. */
const LAYOUT = `${LIB}
(() => {
  const all = window.__a11y ?? [];
  const box = (el, id) => {
    const r = el.getBoundingClientRect();
    return { id, what: describe(el), top: r.top + scrollY, bottom: r.bottom + scrollY,
      left: r.left + scrollX, right: r.right + scrollX };
  };
  const focusable = "a[href], input:not([type=hidden]), select, textarea, button, summary, [tabindex], [contenteditable=true]";
  const missed = [...document.querySelectorAll(focusable)]
    .filter((el) => el.tabIndex >= 0 && !el.closest(":disabled, [inert]") && shown(el) && !all.includes(el))
    // one radio of a group is a Tab stop; the arrows move within it
    .filter((el) => !(el.type === "radio" && all.some((o) => o.type === "radio" && o.name === el.name)))
    .map(describe);
  const positive = [...document.querySelectorAll("[tabindex]")].filter((el) => el.tabIndex > 0).map(describe);
  return { boxes: all.map(box), missed, positive };
})()`;

/**
 * Tab through the page from the top: the skip link, the navigation, then the page. Returns the
 * problems found (an empty list when all is well).
 */
async function focusProblems(page: Page, state: string): Promise<string[]> {
  const problems: string[] = [];
  // start at the top: from the heading, one Shift+Tab back to the skip link
  await page.evaluate("window.__a11y = []; window.scrollTo(0, 0)");
  await page.locator("header h1").click();
  await page.keyboard.press("Shift+Tab");
  const order: Focused[] = [];
  for (let i = 0; i < 400; i++) {
    const f = await page.evaluate<Focused | null>(FOCUSED);
    if (!f || order.some((o) => o.id === f.id)) break;
    order.push(f);
    await page.keyboard.press("Tab");
  }
  if (!order[0]?.what.startsWith("a.skip")) problems.push(`${state}: starts at ${order[0]?.what}`);
  // the skip link, six pages in the navigation, and the page's own controls
  if (order.length < 9) problems.push(`${state}: only ${order.length} Tab stops`);
  for (const f of order) {
    if (!f.visible || !f.inViewport) problems.push(`${state}: focus on a hidden box: ${f.what}`);
    if (!f.ring) problems.push(`${state}: no focus ring on ${f.what}`);
    else {
      const { foreground, background } = seen(f.ringLayers, f.ringColor);
      const ratio = contrast(foreground, background);
      if (ratio < 3)
        problems.push(
          `${state}: focus ring of ${f.what}: ${ratio.toFixed(2)} < 3 (${f.ringColor})`,
        );
    }
  }
  const { boxes, missed, positive } = await page.evaluate<{
    boxes: Box[];
    missed: string[];
    positive: string[];
  }>(LAYOUT);
  for (const what of missed) problems.push(`${state}: not reached by Tab: ${what}`);
  for (const what of positive) problems.push(`${state}: positive tabindex: ${what}`);
  problems.push(...readingOrder(boxes.slice(1), state)); // the skip link is off-screen until focused
  return problems;
}

/**
 * Each move of the focus goes forward in reading order: down the page; right along a row
 * (boxes that overlap vertically); or up only into a column to the right of everything visited
 * in that band (the Sudoku pad beside its grid). 4 px of tolerance.
 */
export function readingOrder(boxes: Box[], state: string): string[] {
  const tol = 4;
  const problems: string[] = [];
  for (let i = 1; i < boxes.length; i++) {
    const a = boxes[i - 1];
    const b = boxes[i];
    const sameRow =
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) >
      Math.min(a.bottom - a.top, b.bottom - b.top) / 2;
    if (sameRow) {
      if (b.left >= a.left - tol) continue;
    } else if (b.top >= a.bottom - tol || (b.top >= a.top && b.bottom >= a.bottom)) continue;
    else {
      // up the page: a new column, right of every box visited since in the band it spans
      const band = boxes.slice(0, i).filter((o) => o.bottom > b.top + tol && o.top < a.bottom);
      if (band.every((o) => b.left >= o.right - tol)) continue;
    }
    problems.push(`${state}: Tab goes from ${a.what} to ${b.what}, against the reading order`);
  }
  return problems;
}

/** The states each page is checked in: what a reader does, in order, after loading it. */
const PAGES: { route: string; states: [string, (page: Page) => Promise<void>][] }[] = [
  {
    route: "permutations",
    states: [
      [
        "stepped Heap's algorithm",
        async (page) => {
          await page.getByLabel("Order").selectOption("heap-iterative");
          for (let i = 0; i < 3; i++)
            await page.getByRole("button", { name: "Step", exact: true }).click();
        },
      ],
      [
        "an error",
        async (page) => {
          const n = page.getByLabel("n", { exact: true });
          await n.fill("50");
          await n.dispatchEvent("change");
          await page.getByRole("alert").waitFor();
        },
      ],
    ],
  },
  {
    route: "alphametics",
    states: [
      [
        "solved",
        async (page) => {
          await page.getByLabel("Puzzle", { exact: true }).fill("SEND + MORE = MONEY");
          await page.getByRole("button", { name: "Solve", exact: true }).click();
          await expect.poll(() => page.locator(".status").innerText()).toMatch(/^1 solution/);
        },
      ],
      [
        "explained",
        async (page) => {
          await page.getByRole("button", { name: "Explain" }).click();
          await expect.poll(() => page.locator(".reasoning li").count()).toBeGreaterThan(5);
        },
      ],
      [
        "an error",
        async (page) => {
          await page.getByLabel("Puzzle", { exact: true }).fill("AB + = C");
          await page.getByRole("button", { name: "Solve", exact: true }).click();
          await page.getByRole("alert").waitFor();
        },
      ],
    ],
  },
  {
    route: "search",
    states: [
      [
        "run with its profile",
        async (page) => {
          await page.getByLabel("Example").selectOption("send-more-money.search");
          await page.getByRole("button", { name: "Run" }).click();
          await expect.poll(() => page.locator(".status").innerText()).toContain("1 solution");
        },
      ],
      [
        "the search tree replayed",
        async (page) => {
          await page.getByLabel("Example").selectOption("eight-queens.search");
          await page.getByRole("button", { name: "Replay the search tree" }).click();
          await page.waitForSelector(".search-tree");
          for (let i = 0; i < 12; i++)
            await page.getByRole("button", { name: "Step", exact: true }).click();
        },
      ],
      [
        "an error at its line",
        async (page) => {
          await page.getByLabel("Program").fill("Choose a\nRestrict b > 1\nPrint a");
          await page.getByRole("button", { name: "Run" }).click();
          await page.getByRole("alert").waitFor();
          await page.locator(".gutter .error-line").waitFor();
        },
      ],
    ],
  },
  {
    route:
      "sudoku?puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    states: [
      [
        "a hint",
        async (page) => {
          await page.getByRole("button", { name: "Hint", exact: true }).click();
          await page.locator(".cell.hint-cell").waitFor();
        },
      ],
      [
        "logical steps, then Back",
        async (page) => {
          for (let i = 0; i < 3; i++)
            await page.getByRole("button", { name: "Step", exact: true }).click();
          await page.getByRole("button", { name: "Back", exact: true }).click();
        },
      ],
      [
        "a mistake checked",
        async (page) => {
          await page.getByRole("gridcell", { name: /^r1c3,/ }).click();
          await page.keyboard.press("9");
          await page.getByRole("button", { name: "Check" }).click();
          await expect.poll(() => page.locator(".status").innerText()).toMatch(/wrong/);
        },
      ],
      [
        "the explained path, with eliminations",
        async (page) => {
          await page
            .getByLabel("Puzzle", { exact: true })
            .fill(
              "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
            );
          await page.getByRole("button", { name: "Load" }).click();
          await page.getByRole("button", { name: "Explain", exact: true }).click();
          await expect.poll(() => page.locator(".status").innerText()).toMatch(/^Explained/);
          for (let i = 0; i < 12; i++)
            await page.getByRole("button", { name: "Step", exact: true }).click();
        },
      ],
      [
        "solved",
        async (page) => {
          await page.getByRole("button", { name: "Solve", exact: true }).click();
          await expect.poll(() => page.locator(".grid-line").innerText()).not.toContain(".");
        },
      ],
      [
        "a killer from the Variant list (cages and sums drawn), then Hint",
        async (page) => {
          await page.getByLabel("Variant", { exact: true }).selectOption("Killer");
          await page.locator(".sudoku-variant .cage-sum").first().waitFor();
          await page.getByRole("button", { name: "Hint", exact: true }).click();
          await expect.poll(() => page.locator(".explanation").innerText()).not.toBe("");
        },
      ],
    ],
  },
  {
    route: "queens",
    states: [
      [
        "solved",
        async (page) => {
          await page.getByLabel("n", { exact: true }).fill("8");
          await page.getByRole("button", { name: "Solve" }).click();
          await expect.poll(() => page.locator(".status").innerText()).toMatch(/^92 solutions/);
          await page.getByRole("button", { name: "Next" }).click();
        },
      ],
      [
        "an error",
        async (page) => {
          await page.getByLabel("n", { exact: true }).fill("21");
          await page.getByRole("button", { name: "Solve" }).click();
          await expect.poll(() => page.locator(".status").innerText()).toMatch(/^n must be/);
        },
      ],
    ],
  },
  {
    route: "exact-cover",
    states: [
      [
        "the toy problem solved",
        async (page) => {
          await page.getByRole("button", { name: "Solve", exact: true }).click();
          await expect.poll(() => page.locator(".status").innerText()).toMatch(/solution/);
        },
      ],
      [
        "the replay's matrix and links",
        async (page) => {
          await page.getByLabel("Example").selectOption("colors.dlx");
          for (let i = 0; i < 8; i++)
            await page.getByRole("button", { name: "Step", exact: true }).click();
          await page.locator(".dl-item.dl-covered").first().waitFor();
        },
      ],
      [
        "a pentomino tiling",
        async (page) => {
          await page.getByLabel("Example").selectOption("pentominoes-3x20.dlx");
          await page.getByRole("button", { name: "Solve", exact: true }).click();
          await expect.poll(() => page.locator(".tiling").count()).toBe(8);
          for (let i = 0; i < 30; i++)
            await page.getByRole("button", { name: "Step", exact: true }).click();
        },
      ],
      [
        "an error",
        async (page) => {
          await page.getByLabel("Problem").fill("a b\na q\n");
          await page.getByRole("button", { name: "Count" }).click();
          await page.getByRole("alert").waitFor();
        },
      ],
    ],
  },
];

describe.skipIf(!haveChromium)("playground accessibility in chromium", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "permuta-a11y-"));
    await buildSite(dir);
    server = await serveStatic(dir);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function open(
    width: number,
    route: string,
    colorScheme: "light" | "dark" = "light",
  ): Promise<Page> {
    const page = await browser.newPage({
      viewport: { width, height: width > 500 ? 800 : 700 },
      colorScheme,
    });
    page.on("pageerror", (error) => errors.push(`${route}: ${error.message}`));
    await page.goto(`${server.url}#/${route}`);
    return page;
  }

  it("reading order: a move up and left is caught, a column to the right is not", () => {
    const box = (id: number, top: number, left: number, h = 30, w = 60) => ({
      id,
      what: `b${id}`,
      top,
      bottom: top + h,
      left,
      right: left + w,
    });
    expect(readingOrder([box(0, 0, 0), box(1, 0, 100), box(2, 50, 0)], "ok")).toEqual([]);
    expect(readingOrder([box(0, 0, 100), box(1, 0, 0)], "row")).toHaveLength(1);
    expect(readingOrder([box(0, 50, 0), box(1, 0, 0)], "up")).toHaveLength(1);
    // a tall grid, then a pad beside it starting higher up: a new column
    expect(readingOrder([box(0, 0, 0, 300, 300), box(1, 20, 320)], "column")).toEqual([]);
    expect(
      readingOrder([box(0, 0, 0, 30, 300), box(1, 60, 0), box(2, 0, 200)], "back"),
    ).toHaveLength(1);
  });

  for (const width of [1280, 375])
    for (const { route, states } of PAGES) {
      const name = route.replace(/\?.*/, "");
      it(`${name} at ${width} px: text contrast, before and after each action`, async () => {
        const page = await open(width, route);
        const failures = await contrastFailures(page, "loaded");
        for (const [state, act] of states) {
          await act(page);
          failures.push(...(await contrastFailures(page, state)));
        }
        await page.close();
        expect(failures, failures.join("\n")).toEqual([]);
      });

      it(`${name} at ${width} px: Tab visits every control in reading order, its focus seen`, async () => {
        const page = await open(width, route);
        const problems = await focusProblems(page, "loaded");
        for (const [, act] of states) await act(page);
        problems.push(...(await focusProblems(page, "after the actions")));
        await page.close();
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }

  for (const { route, states } of PAGES)
    it(`${route.replace(/\?.*/, "")} in the dark scheme: text contrast, before and after each action`, async () => {
      const page = await open(1280, route, "dark");
      const failures = await contrastFailures(page, "loaded");
      for (const [state, act] of states) {
        await act(page);
        failures.push(...(await contrastFailures(page, state)));
      }
      await page.close();
      expect(failures, failures.join("\n")).toEqual([]);
    });

  it("raised no page errors", () => {
    expect(errors).toEqual([]);
  });
});
