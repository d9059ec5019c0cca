import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Two projects. `quick` is what `npm test` runs: what a change usually needs, a few minutes on
 * two cores. `slow` adds the suites that start outside programs or run long: Redis servers and
 * workers, Chromium (the playground, accessibility, the packed package in browser bundles),
 * `npm pack` installs, the fuzz suite, every documented `$` example, Ctrl-C and streaming runs,
 * and the long property tests (Sudoku logic soundness, alphametic explanations and generation,
 * search limits). `npm run test:all` (and .ci/run) runs both.
 *
 * Measured (one full run, per-file times, 2 busy cores): the slow files held about 70% of the
 * suite's time; the quick ones about 200 s of file time, so `npm test` ends in about two minutes
 * on an idle 2-core machine. Two workers at least: .ci/run from a clean clone took 10.2 min with
 * two (while two other jobs loaded the machine) against 14.5 min with vitest's default of one.
 */
export const SLOW = [
  // every suite that starts a Redis server (test/parallel/redis-server.ts)
  "test/**/redis*.test.ts",
  "test/web/playground.test.ts",
  "test/web/accessibility.test.ts",
  "test/web/sudoku-variants.test.ts",
  "test/package/**/*.test.ts",
  "test/docs/package.test.ts",
  "test/fuzz/**/*.test.ts",
  "test/docs/readme-examples.test.ts",
  "test/cli/ctrlc.test.ts",
  "test/parallel/streaming.test.ts",
  "test/sudoku/logic-sound.test.ts",
  "test/sudoku/se-rating.test.ts",
  "test/sudoku/logic-x.test.ts",
  "test/sudoku/variant-logic-sound.test.ts",
  "test/alphametics/explain.test.ts",
  "test/alphametics/generate.test.ts",
  "test/search/limits.test.ts",
];

export default defineConfig({
  test: {
    // vitest's default is one worker per core less one: a single worker on two cores, which ran
    // every file in turn while most of them wait on child processes (CLI runs, Chromium, Redis)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a page (or a worker) to show a result; vitest's default of 1 s failed
    // a clean-clone CI run on a playground Explain (top95 #7) while two slow suites shared the two
    // cores. A poll ends as soon as it matches, so a longer limit costs a passing test nothing.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      { extends: true, test: { name: "quick", include: ["test/**/*.test.ts"], exclude: SLOW } },
      { extends: true, test: { name: "slow", include: SLOW } },
    ],
  },
});
