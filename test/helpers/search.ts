/**
 * Runs a search-language program in both modes, compiled and interpreted, with profiling, and
 * checks that they agree on everything: solutions (text, values, line), profile, nodes and
 * solutions counted. Returns the compiled run's result.
 */
import { expect } from "vitest";
import { runSearch, type SearchResult } from "../../src/search/run.js";

/** Both engines on `text`; they must agree on everything; the compiled result. */
export function bothModes(text: string): SearchResult {
  const compiled = runSearch(text, { profile: true });
  const interpreted = runSearch(text, { profile: true, interpret: true });
  expect(interpreted.solutions).toEqual(compiled.solutions);
  expect(interpreted.profile).toEqual(compiled.profile);
  expect(interpreted.counters.nodes).toBe(compiled.counters.nodes);
  expect(interpreted.counters.solutions).toBe(compiled.counters.solutions);
  return compiled;
}
