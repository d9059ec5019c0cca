/**
 * README's contents list (issue 16) names every `## ` section, in order, with a link GitHub's
 * anchors resolve (lower case, punctuation dropped, spaces as hyphens).
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
});
