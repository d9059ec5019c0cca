/**
 * Option parsing for every command, over `node:util` parseArgs, turning its errors into
 * InputErrors ("unknown option '--foo'") and offering checked number parsing.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { InputError, quoteInput } from "../core/errors.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Result of {@link parseCommand}: option values and positionals. */
export interface ParsedCommand<T extends Options> {
  /** The command's options, plus `help` (`-h`, `--help`), which every command takes. */
  values: { [K in keyof T]?: T[K]["type"] extends "boolean" ? boolean : string } & {
    help?: boolean;
  };
  positionals: string[];
}

/**
 * Parses a command's arguments strictly. Negative numbers are taken as positionals.
 *
 * @example
 * ```ts
 * const { values, positionals } = parseCommand(args, { k: { type: "string" } }, "perm list");
 * ```
 */
export function parseCommand<T extends Options>(
  args: string[],
  options: T,
  command: string,
): ParsedCommand<T> {
  // let "-3" through as a positional rather than an unknown short option
  const safeArgs = args.map((a) => (/^-\d/.test(a) ? `\u0000${a}` : a));
  try {
    const { values, positionals } = parseArgs({
      args: safeArgs,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    // the marker comes off option values too ("--limit -3" is the value "-3")
    const unmark = (v: unknown) =>
      typeof v === "string" && v.startsWith("\u0000") ? v.slice(1) : v;
    for (const [key, v] of Object.entries(values))
      (values as Record<string, unknown>)[key] = Array.isArray(v) ? v.map(unmark) : unmark(v);
    return {
      values: values as ParsedCommand<T>["values"],
      positionals: positionals.map((p) => (p.startsWith("\u0000") ? p.slice(1) : p)),
    };
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    let message = err.message
      .replace(/\. To specify.*$/s, "")
      .split("\u0000")
      .join("");
    const named = /Option '(-[^ ']*)/.exec(message)?.[1];
    if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      const m = /'([^']+)'/.exec(message);
      message = `unknown option ${quoteInput(m ? m[1] : message)} for '${command}'`;
    } else if (named && /argument missing/.test(message)) {
      message = `option ${named} needs a value`;
    } else if (named && /does not take an argument/.test(message)) {
      message = `option ${named} takes no value`;
    } else if (message.length > 200) {
      message = `${message.slice(0, 200)}…`;
    }
    throw new InputError(`${command}: ${message}`);
  }
}

/**
 * Parses a whole number within bounds, with an error that names the option.
 *
 * @example
 * ```ts
 * parseInteger("12", "n", { min: 0 }); // 12
 * parseInteger("x", "n");               // throws InputError "n must be an integer, got 'x'"
 * ```
 */
export function parseInteger(
  text: string | undefined,
  name: string,
  bounds: { min?: number; max?: number } = {},
): number {
  if (text === undefined) throw new InputError(`missing ${name}`);
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t))
    throw new InputError(`${name} must be an integer, got ${quoteInput(text)}`, { value: text });
  const n = Number(t);
  if (!Number.isSafeInteger(n))
    throw new InputError(`${name} is too large: ${text}`, { value: text });
  if (bounds.min !== undefined && n < bounds.min)
    throw new InputError(`${name} must be at least ${bounds.min}, got ${n}`, { value: text });
  if (bounds.max !== undefined && n > bounds.max)
    throw new InputError(`${name} must be at most ${bounds.max}, got ${n}`, { value: text });
  return n;
}

/**
 * Parses a non-negative integer of any size as a BigInt.
 *
 * @example
 * ```ts
 * parseBigInt("123456789012345678901234567890", "index"); // 123456789012345678901234567890n
 * ```
 */
export function parseBigInt(text: string | undefined, name: string): bigint {
  if (text === undefined) throw new InputError(`missing ${name}`);
  if (!/^\+?\d+$/.test(text.trim()))
    throw new InputError(`${name} must be a non-negative integer, got ${quoteInput(text)}`, {
      value: text,
    });
  return BigInt(text.trim());
}

/**
 * Reads the `--workers` option: a positive integer, default 1.
 *
 * @example
 * ```ts
 * parseWorkers("2"); // 2
 * ```
 */
export function parseWorkers(text: string | undefined): number {
  return text === undefined ? 1 : parseInteger(text, "--workers", { min: 1, max: 256 });
}
