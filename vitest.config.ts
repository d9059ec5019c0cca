import { defineConfig } from "vitest/config";

/**
 * Two projects. `quick` is what `npm test` runs: what a change usually needs, a few minutes on
 * two cores. `slow` adds the suites that start outside programs or run long: Redis servers and
 * workers, Chromium (the playground, accessibility, the packed package in browser bundles),
 * `npm pack` installs, the fuzz suite. `npm run test:all` (and .ci/run) runs both.
 */
export const SLOW = [
  "test/parallel/redis.test.ts",
  "test/parallel/redis-trust.test.ts",
  "test/search/redis-hostile.test.ts",
  "test/web/playground.test.ts",
  "test/web/accessibility.test.ts",
  "test/package/**/*.test.ts",
  "test/docs/package.test.ts",
  "test/fuzz/**/*.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "quick", include: ["test/**/*.test.ts"], exclude: SLOW } },
      { extends: true, test: { name: "slow", include: SLOW } },
    ],
  },
});
