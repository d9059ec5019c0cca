/**
 * The CLI's entry point: finds the command, runs it, and turns errors into the contract's form
 * (`permuta: error: ...` on stderr, exit code 2, no stack trace). Ctrl-C aborts the running
 * search through an AbortSignal and exits with 130.
 */
import { readFileSync } from "node:fs";
import { AbortError, InputError } from "../core/errors.js";
import { MIN_SCRUBBED, maskUrlSecrets, scrubSecrets, urlSecrets } from "../core/secrets.js";
import { hasWebAssembly, noWebAssembly } from "../core/webassembly.js";
import { commands } from "./commands.js";
import { type CliIo, OutputClosed } from "./io.js";

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    return String(pkg.version);
  } catch {
    return "unknown";
  }
}

/** The top-level help text. */
export function helpText(): string {
  const names = Object.keys(commands);
  const width = Math.max(8, ...names.map((n) => n.length));
  const lines = [
    "permuta: search by permutation and backtracking",
    "",
    "usage: permuta <command> [options]",
    "",
    "commands:",
    ...names.map((n) => `  ${n.padEnd(width)}  ${commands[n].summary}`),
    "",
    "Run 'permuta <command> --help' for a command's options.",
  ];
  return lines.join("\n");
}

/**
 * Runs the CLI with the given arguments and streams; resolves to the exit code.
 *
 * @example
 * ```ts
 * const code = await main(["perm", "count", "10"], io);
 * ```
 */
export async function main(argv: string[], given: CliIo, signal?: AbortSignal): Promise<number> {
  const io = guardStderr(given, argv);
  const controller = new AbortController();
  const abortSignal = signal ?? controller.signal;
  try {
    const [name, ...rest] = argv;
    if (name === undefined || name === "--help" || name === "-h" || name === "help") {
      io.stdout.write(`${helpText()}\n`);
      if (name === undefined) io.stderr.write("permuta: error: a command is needed\n");
      return name === undefined ? 2 : 0;
    }
    if (name === "--version" || name === "-v") {
      io.stdout.write(`${version()}\n`);
      return 0;
    }
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command) {
      throw new InputError(
        `unknown command '${name}' (commands: ${Object.keys(commands).join(", ")})`,
      );
    }
    const run = await command.load();
    return await run(rest, io, abortSignal);
  } catch (error) {
    return reportError(error, io);
  }
}

/**
 * Writes an error the contract's way and returns the exit code: 2 for input errors,
 * 130 for a cancelled run, 0 when the reader closed stdout, 1 (with the stack) for bugs.
 */
export function reportError(error: unknown, io: CliIo): number {
  if (error instanceof OutputClosed) return 0;
  if (error instanceof InputError) {
    // one line, whatever user text the message quotes
    const line = maskUrlSecrets(error.message).replace(/\r\n|[\r\n\u2028\u2029]/g, " ");
    io.stderr.write(`permuta: error: ${line}\n`);
    return 2;
  }
  if (error instanceof AbortError || (error as Error)?.name === "AbortError") {
    io.stderr.write("permuta: cancelled\n");
    return 130;
  }
  const e = error as Error;
  if (!hasWebAssembly()) {
    // node --jitless: a command whose engine is a WebAssembly kernel (exact cover, and what
    // runs on it) says so in one line; the commands with a JavaScript path never get here
    io.stderr.write(`permuta: error: ${noWebAssembly("this command's engine")}\n`);
    return 2;
  }
  io.stderr.write(`permuta: internal error: ${maskUrlSecrets(e?.stack ?? String(error))}\n`);
  return 1;
}

/**
 * The streams with a guarded stderr: every line written there has the secrets of the command
 * line (the passwords of its URL-shaped arguments, given or percent-decoded) and the HMAC secret
 * of `PERMUTA_REDIS_SECRET` replaced by `***`, and URL passwords masked, whatever writes it (an
 * error, a notice, a worker's log line). stdout, the command's answer, is left as it is.
 */
function guardStderr(io: CliIo, argv: readonly string[]): CliIo {
  const secrets = urlSecrets(argv);
  const hmac = process.env.PERMUTA_REDIS_SECRET;
  if (hmac !== undefined && hmac.length >= MIN_SCRUBBED) secrets.push(hmac);
  const stderr = io.stderr;
  const write = (chunk: unknown, ...rest: unknown[]) =>
    (stderr.write as (...args: unknown[]) => boolean)(
      typeof chunk === "string" ? scrubSecrets(chunk, secrets) : chunk,
      ...rest,
    );
  const guarded = new Proxy(stderr, {
    get(target, key) {
      if (key === "write") return write;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...io, stderr: guarded };
}
