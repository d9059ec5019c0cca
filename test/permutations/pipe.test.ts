import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("perm list in a pipeline", () => {
  it("streams 10! lines and ends quietly (exit 0, nothing on stderr) when the reader stops", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/cli.ts", "perm", "list", ..."0123456789"],
      {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const first = await new Promise<string>((resolve) => {
      let buf = "";
      const onData = (d: Buffer) => {
        buf += d;
        if (buf.includes("\n")) {
          child.stdout.off("data", onData);
          resolve(buf.split("\n")[0]);
          child.stdout.destroy(); // like `head -1` closing the pipe
        }
      };
      child.stdout.on("data", onData);
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(first).toBe("0 1 2 3 4 5 6 7 8 9");
    expect(code).toBe(0);
    expect(stderr.replace(/npm warn[^\n]*\n/g, "")).toBe("");
  }, 30000);
});
