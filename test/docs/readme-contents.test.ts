/**
 * README's contents list (issue 16) names every `## ` section, in order, with a link GitHub's
 * anchors resolve (lower case, punctuation dropped, spaces as hyphens). README is a front page
 * (issue 33): at most 250 lines, linking to a page per area in docs/.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replace(/ /g, "-");

describe("README's contents", () => {
  it("lists every section, in order, with a working anchor", () => {
    const readme = readFileSync("README.md", "utf8");
    const headings = [...readme.matchAll(/^## (.+)$/gm)]
      .map((m) => m[1])
      .filter((h) => h !== "Contents");
    const block = readme.slice(readme.indexOf("## Contents"), readme.indexOf("## Quick start"));
    const links = [...block.matchAll(/^- \[(.+)\]\(#([^)]+)\)$/gm)].map((m) => [m[1], m[2]]);
    expect(links).toEqual(headings.map((h) => [h, slug(h)]));
  });

  it("is a front page of at most 250 lines that links to every area's page", () => {
    const readme = readFileSync("README.md", "utf8");
    expect(readme.split("\n").length).toBeLessThanOrEqual(250);
    for (const page of [
      "permutations",
      "alphametics",
      "search",
      "exact-cover",
      "sudoku",
      "parallel",
      "playground",
    ]) {
      expect(readme).toContain(`](docs/${page}.md)`);
      expect(readFileSync(`docs/${page}.md`, "utf8")).toMatch(/^# /);
    }
  });
});
