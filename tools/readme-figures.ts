/**
 * `npm run figures` (also run at the end of `npm run bench`): checks that README.md and the area
 * pages (docs/*.md) quote no measured speed figure by hand and that every link they make into
 * BENCHMARKS.md names a section that exists. The measured figures live only in BENCHMARKS.md,
 * written by one run of `npm run bench`; the documents state what is measured and the goals, and
 * link to the figures.
 *
 * @example
 * ```sh
 * npm run figures   # prints "figures: README ok (9 links into BENCHMARKS.md)" or the offending lines
 * ```
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** A hand-written figure found in a text: its 1-based line number and the matched text. */
export interface SpeedClaim {
  line: number;
  text: string;
}

const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
const RANGE = `${NUM}(?:\\s*[–-]\\s*${NUM})?`;
/** A ratio (`2.8x`, `0.16-0.35x`, not `6x10`), a rate (`134,353 / s`) or a time (`47 µs`). */
const FIGURE = new RegExp(
  `${RANGE}\\s*x(?![\\w])|${NUM}\\s*(?:puzzles\\s*|units\\s*)?\\/\\s*s\\b|${RANGE}\\s*(?:µs|us|ns|ms|s)\\b`,
  "g",
);
/** Words just before a figure that make it a goal or a limit rather than a measurement (and a
 * setting's value, followed by "by default"). */
const GOAL = /(?:≤|≥|<|>|goal:?|at most|timeout|limit)\s*$/i;

/**
 * Measured-looking speed figures in a Markdown text, outside fenced code blocks.
 *
 * @example
 * ```ts
 * speedClaims("DLX 2.80x dancing-links; goal ≥ 2x"); // [{ line: 1, text: "2.80x" }]
 * ```
 */
export function speedClaims(markdown: string): SpeedClaim[] {
  const claims: SpeedClaim[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, i) => {
    if (text.trimStart().startsWith("```")) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const m of text.matchAll(FIGURE)) {
      const before = text.slice(Math.max(0, m.index - 14), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
      if (GOAL.test(before) || /^\s*by default/.test(after)) continue;
      claims.push({ line: i + 1, text: m[0] });
    }
  });
  return claims;
}

/**
 * GitHub's anchors for the `##` headings of a Markdown text (lower case, punctuation dropped,
 * blanks to dashes).
 *
 * @example
 * ```ts
 * benchmarkAnchors("## Exact cover (dancing links)\n"); // ["exact-cover-dancing-links"]
 * ```
 */
export function benchmarkAnchors(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
    m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-"),
  );
}

/**
 * The anchors of every `BENCHMARKS.md#anchor` link in a text.
 *
 * @example
 * ```ts
 * readmeBenchLinks("[x](BENCHMARKS.md#sudoku)"); // ["sudoku"]
 * ```
 */
export function readmeBenchLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\((?:\.\.\/)?BENCHMARKS\.md#([^)\s]+)\)/g)].map((m) => m[1]);
}

/**
 * Checks a document (README.md or an area page) against BENCHMARKS.md; returns the problems
 * found, one line each.
 *
 * @param readme - the document's text
 * @param benchmarks - BENCHMARKS.md's text
 * @param name - the document's path, for the messages
 */
export function checkReadme(readme: string, benchmarks: string, name = "README.md"): string[] {
  const problems = speedClaims(readme).map(
    (c) =>
      `${name}:${c.line}: a hand-written speed figure "${c.text}" (quote BENCHMARKS.md by a link)`,
  );
  const anchors = new Set(benchmarkAnchors(benchmarks));
  for (const link of readmeBenchLinks(readme))
    if (!anchors.has(link))
      problems.push(`${name} links to BENCHMARKS.md#${link}, which has no such section`);
  return problems;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * README.md and the area pages (docs/*.md), the documents that may link into BENCHMARKS.md.
 * docs/architecture.md is left out: it records what was measured while designing (design notes,
 * not the speed a user gets), and docs/api-front.md is the API reference's front page.
 */
export function documentPaths(): string[] {
  return [
    "README.md",
    ...readdirSync(resolve(root, "docs"))
      .filter((f) => f.endsWith(".md") && f !== "architecture.md" && f !== "api-front.md")
      .map((f) => `docs/${f}`),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const benchmarks = readFileSync(resolve(root, "BENCHMARKS.md"), "utf8");
  let links = 0;
  const problems: string[] = [];
  for (const path of documentPaths()) {
    const text = readFileSync(resolve(root, path), "utf8");
    problems.push(...checkReadme(text, benchmarks, path));
    links += readmeBenchLinks(text).length;
  }
  for (const p of problems) process.stderr.write(`figures: ${p}\n`);
  if (problems.length) process.exit(1);
  process.stdout.write(`figures: README and docs ok (${links} links into BENCHMARKS.md)\n`);
}
