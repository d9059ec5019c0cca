/** Runs the CLI in-process with captured streams, for tests. */
import { PassThrough, Readable } from "node:stream";
import { main } from "../../src/cli/main.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `permuta <args>` with optional standard input and returns code and output; `signal`
 * plays Ctrl-C.
 */
export async function runCli(args: string[], stdin = "", signal?: AbortSignal): Promise<CliResult> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (d) => {
    out += d;
  });
  stderr.on("data", (d) => {
    err += d;
  });
  const code = await main(
    args,
    {
      stdout,
      stderr,
      stdin: Readable.from([stdin]),
      progress: false,
    },
    signal,
  );
  return { code, stdout: out, stderr: err };
}
