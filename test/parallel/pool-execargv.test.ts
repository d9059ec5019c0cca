/**
 * The pool's threads under a coordinator started with Node options that threads refuse
 * (`node --max-old-space-size=1024 dist/cli.js queens 12 --workers 2` used to stop with
 * ERR_WORKER_INVALID_EXEC_ARGV): heap flags become the threads' resource limits, other refused
 * options are dropped. Runs the built dist/cli.js.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { acceptedThreadArgv, threadOptions } from "../../src/parallel/pool.js";

const run = promisify(execFile);

describe("the pool's thread options", () => {
  it("runs `node --max-old-space-size=1024 dist/cli.js queens 12 --workers 2`", async () => {
    const { stdout, stderr } = await run(process.execPath, [
      "--max-old-space-size=1024",
      "dist/cli.js",
      "queens",
      "12",
      "--workers",
      "2",
    ]);
    expect(stderr).toBe("");
    expect(stdout).toBe("14200\n");
  }, 30_000);

  it("runs with other options threads refuse, and with ones they accept", async () => {
    const flags = ["--expose-gc", "--stack-size=900", "--title", "permuta-test", "--no-warnings"];
    const { stdout } = await run(process.execPath, [
      ...flags,
      "dist/cli.js",
      "queens",
      "10",
      "--workers",
      "2",
    ]);
    expect(stdout).toBe("724\n");
  }, 30_000);

  it("turns heap flags into resource limits and keeps what a thread accepts", () => {
    expect(
      threadOptions([
        "--max-old-space-size=1024",
        "--max_semi_space_size=16",
        "--enable-source-maps",
        "--expose-gc",
        "--title",
        "x",
      ]),
    ).toEqual({
      execArgv: ["--enable-source-maps"],
      resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 48 },
    });
    expect(threadOptions([])).toEqual({ execArgv: [] });
    expect(acceptedThreadArgv(["--jitless", "--no-warnings"])).toEqual(["--no-warnings"]);
  });
});
