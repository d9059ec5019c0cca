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

/**
 * Splits output into lines as the strictest common reader does (Python's `str.splitlines`:
 * CR, LF, VT, FF, FS, GS, RS, NEL, U+2028, U+2029), dropping empty ones: a record that any
 * reader would cut in two shows up as two.
 */
export function splitRecords(text: string): string[] {
  return text.split(BREAKS).filter((l) => l !== "");
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the breaks to split on
const BREAKS = /\r\n|[\n\r\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/;
