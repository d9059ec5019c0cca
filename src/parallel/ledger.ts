/**
 * Ledgers: a run's record of its finished units in a file, one JSON line per unit (its index,
 * its hash, its result and a checksum) after a header with the code version. A run given a
 * ledger appends each result as it is delivered; started again with the same ledger (after
 * Ctrl-C, a kill, a lost machine) it reuses the units recorded there and runs only the others,
 * wherever they run (this thread, the pool, Redis). An audit reads a finished ledger, checks every
 * line and recomputes a share of the units (chosen by hashing, so no one can tell in advance
 * which), comparing their results: the way to confirm a long distributed count.
 *
 * The file is read as hostile input: every line is parsed and checked (format, version, types,
 * the result's shape for its engine, the checksum, SHA-256 or, with `PERMUTA_REDIS_SECRET`, an
 * HMAC); a bad line is an InputError naming the file and line. Only a last line cut short (a
 * write interrupted by a kill) is dropped, with a notice. Cost: one hash per unit, one line
 * appended per result.
 */
import { createHash, createHmac } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  lstatSync,
  openSync,
  readSync,
  type Stats,
  statSync,
  writeSync,
} from "node:fs";
import { InputError } from "../core/errors.js";
import { integerField, plainObject, stringField } from "./payloads.js";
import { checkUnitResult, codeVersion, SECRET_ENV, unitHash } from "./results.js";
import type { UnitResultHandler, UnitStream } from "./stream.js";
import type { WorkUnit } from "./unit.js";

/** The format of a ledger file (its header says it). */
export const LEDGER_FORMAT = "permuta-ledger-1";

/** Largest ledger file read (bytes). */
const MAX_LEDGER_BYTES = 1 << 30;

/** Where a run keeps its ledger, and whether it audits it instead of running. */
export interface LedgerOptions {
  /** The ledger file: created when absent, read and appended to when present. */
  path: string;
  /**
   * Audit a finished ledger: every unit must be recorded; this share of them (0 to 1) is run
   * again and must give the recorded result. 1 recomputes everything. Undefined: no audit.
   */
  audit?: number;
  /** What the header records as the run (the command line), for people reading the file. */
  label?: string;
  /**
   * One-line status messages (units reused, lines dropped, the audit's outcome).
   *
   * @param text - the message, one line without a newline
   */
  onNotice?: (text: string) => void;
}

/** One recorded unit. */
interface Entry {
  hash: string;
  engine: string;
  result: unknown;
  line: number;
}

function checksum(version: string, index: number, hash: string, resultJson: string): string {
  const text = JSON.stringify([LEDGER_FORMAT, version, index, hash, resultJson]);
  const secret = process.env[SECRET_ENV];
  return secret
    ? createHmac("sha256", secret).update(text).digest("hex")
    : createHash("sha256").update(text).digest("hex");
}

/** The ledger line of a unit's result. */
function entryLine(index: number, unit: WorkUnit, hash: string, result: unknown): string {
  const resultJson = JSON.stringify(result) ?? "null";
  const sum = checksum(codeVersion(), index, hash, resultJson);
  return `{"unit":${index},"engine":${JSON.stringify(unit.engine)},"hash":"${hash}","result":${resultJson},"checksum":"${sum}"}\n`;
}

/** Longest header line read (bytes): a first line longer than this is not a ledger's. */
const MAX_HEADER_BYTES = 1 << 16;

/** Longest entry line read (bytes). */
const MAX_LINE_BYTES = 1 << 28;

/** What a ledger's last line cut short by a kill starts with (a prefix of it, at least). */
const ENTRY_START = '{"unit":';

/** A file system error in words, for a one-line message. */
function fsReason(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const words: Record<string, string> = {
    ENOENT: "no such file or directory",
    ENOTDIR: "a part of the path is not a directory",
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EISDIR: "it is a directory",
    ELOOP: "too many symbolic links",
    ENOSPC: "no space left on the device",
    EROFS: "read-only file system",
    ENAMETOOLONG: "the name is too long",
    EEXIST: "it was created meanwhile",
  };
  return (e?.code && words[e.code]) || e?.code || String(e?.message ?? error).split("\n")[0];
}

/** The refusal of a file whose first line is not a ledger header (the file is left as it is). */
function notLedger(path: string): InputError {
  return new InputError(
    `the ledger ${path} is not a permuta ledger (its first line is not a ledger header): it is left as it is; use another file`,
  );
}

/** What a file that is not a regular file is, for a message. */
function fileKind(st: Stats): string {
  if (st.isDirectory()) return "a directory";
  if (st.isFIFO()) return "a FIFO";
  if (st.isCharacterDevice()) return "a character device";
  if (st.isBlockDevice()) return "a block device";
  if (st.isSocket()) return "a socket";
  return "not a regular file";
}

/**
 * The ledger file as a regular file, checked before it is opened (a FIFO or a device would block
 * or never end): undefined when it does not exist. A symbolic link is followed to a regular file.
 */
function ledgerStat(path: string): Stats | undefined {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new InputError(`cannot read the ledger ${path}: ${fsReason(error)}`);
  }
  if (st.isSymbolicLink()) {
    try {
      st = statSync(path);
    } catch (error) {
      throw new InputError(`cannot read the ledger ${path} (a symbolic link): ${fsReason(error)}`);
    }
  }
  if (!st.isFile())
    throw new InputError(`the ledger ${path} is ${fileKind(st)}: a ledger must be a regular file`);
  if (st.size > MAX_LEDGER_BYTES) throw new InputError(`the ledger ${path} is larger than 1 GiB`);
  return st;
}

/** Opens a file without blocking and checks that what was opened is a regular file. */
function openRegular(path: string, flags: number, what: string): number {
  let fd: number;
  try {
    fd = openSync(path, flags | constants.O_NONBLOCK, 0o644);
  } catch (error) {
    const missing = what === "create" && (error as NodeJS.ErrnoException).code === "ENOENT";
    const why = missing ? "no such directory" : fsReason(error);
    throw new InputError(`cannot ${what} the ledger ${path}: ${why}`);
  }
  const st = fstatSync(fd);
  if (!st.isFile()) {
    closeSync(fd);
    throw new InputError(`the ledger ${path} is ${fileKind(st)}: a ledger must be a regular file`);
  }
  return fd;
}

/**
 * Calls `onLine` with each complete line of the file (without its newline) and its number, in
 * bounded chunks: a line longer than its bound (the header's, then an entry's) is an InputError.
 * Returns the bytes of the complete lines and the text after the last newline, if any.
 */
function readLines(
  fd: number,
  path: string,
  onLine: (text: string, line: number) => void,
): { complete: number; tail: string } {
  const chunk = Buffer.alloc(1 << 20);
  let parts: Buffer[] = [];
  let partBytes = 0;
  let line = 1;
  let complete = 0;
  let total = 0;
  for (;;) {
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) break;
    total += n;
    if (total > MAX_LEDGER_BYTES) throw new InputError(`the ledger ${path} is larger than 1 GiB`);
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl >= 0 && nl < n; nl = chunk.indexOf(10, from)) {
      parts.push(Buffer.from(chunk.subarray(from, nl)));
      const text = Buffer.concat(parts).toString("utf8");
      complete += partBytes + (nl - from) + 1;
      parts = [];
      partBytes = 0;
      from = nl + 1;
      onLine(text, line++);
    }
    if (from < n) {
      parts.push(Buffer.from(chunk.subarray(from, n)));
      partBytes += n - from;
    }
    const bound = line === 1 ? MAX_HEADER_BYTES : MAX_LINE_BYTES;
    if (partBytes > bound)
      throw line === 1
        ? notLedger(path)
        : new InputError(`ledger ${path}, line ${line}: longer than ${bound} bytes`);
  }
  return { complete, tail: Buffer.concat(parts).toString("utf8") };
}

/** A ledger opened for a run: its entries by unit index, and the file open for appending. */
interface OpenLedger {
  entries: Map<number, Entry>;
  fd: number;
}

/**
 * Opens a ledger: a missing file is created with its header; an existing one must be a regular
 * file whose first line is a ledger header (anything else is refused and left untouched: it is
 * never written or cut); every line is checked; only a last line cut short by a kill (the start
 * of an entry, with no newline) is dropped, with a notice. An empty file gets the header.
 */
function openLedger(options: LedgerOptions): OpenLedger {
  const { path } = options;
  const version = codeVersion();
  const header = `${JSON.stringify({ ledger: LEDGER_FORMAT, version, run: options.label ?? "" })}\n`;
  const append = constants.O_WRONLY | constants.O_APPEND;
  if (ledgerStat(path) === undefined) {
    const fd = openRegular(path, append | constants.O_CREAT | constants.O_EXCL, "create");
    writeAll(fd, path, header);
    return { entries: new Map(), fd };
  }
  const entries = new Map<number, Entry>();
  const read = openRegular(path, constants.O_RDONLY, "read");
  let lines: { complete: number; tail: string };
  let count = 0;
  try {
    lines = readLines(read, path, (raw, line) => {
      count = line;
      readLine(path, raw, line, version, entries);
    });
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`cannot read the ledger ${path}: ${fsReason(error)}`);
  } finally {
    closeSync(read);
  }
  const { complete, tail } = lines;
  const empty = complete === 0 && tail === "";
  if (complete === 0 && !empty) throw notLedger(path);
  const cut = tail !== "" && (tail.startsWith(ENTRY_START) || ENTRY_START.startsWith(tail));
  if (tail !== "" && !cut)
    throw new InputError(
      `ledger ${path}: its last line is neither a whole entry nor one cut short: it is left as it is; use another file`,
    );
  const fd = openRegular(path, append, "write");
  if (cut) {
    // the last line was cut short by a kill: drop it from the file (its unit runs again)
    options.onNotice?.(
      `ledger ${path}, line ${count + 1}: cut short, dropped (its unit runs again)`,
    );
    ftruncateSync(fd, complete);
  }
  if (empty) writeAll(fd, path, header);
  return { entries, fd };
}

/** Writes a whole text to the ledger (an InputError naming the file when it cannot). */
function writeAll(fd: number, path: string, text: string): void {
  try {
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, null);
  } catch (error) {
    throw new InputError(`cannot write the ledger ${path}: ${fsReason(error)}`);
  }
}

/** Checks one line of a ledger (the header, or an entry added to `entries`). */
function readLine(
  path: string,
  raw: string,
  line: number,
  version: string,
  entries: Map<number, Entry>,
): void {
  const subject = `ledger ${path}, line ${line}`;
  if (raw.trim() === "" && line > 1) return;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new InputError(line === 1 ? notLedger(path).message : `${subject}: not JSON`);
  }
  if (line === 1) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw notLedger(path);
    const h = plainObject(subject, "the header", value, ["ledger", "version", "run"], ["ledger"]);
    if (h.ledger !== LEDGER_FORMAT)
      throw new InputError(`${subject}: not a permuta ledger (format ${String(h.ledger)})`);
    if (h.version !== version)
      throw new InputError(
        `${subject}: written by ${String(h.version)}, this is ${version}: its results cannot be reused (use another file)`,
      );
    return;
  }
  const e = plainObject(subject, "the entry", value, [
    "unit",
    "engine",
    "hash",
    "result",
    "checksum",
  ]);
  const index = integerField(subject, "unit", e.unit, 0, Number.MAX_SAFE_INTEGER) as number;
  const engine = stringField(subject, "engine", e.engine, 40);
  const hash = stringField(subject, "hash", e.hash, 64);
  const sum = stringField(subject, "checksum", e.checksum, 64);
  if (!/^[0-9a-f]{64}$/.test(hash))
    throw new InputError(`${subject}: 'hash' must be 64 hex digits`);
  const resultJson = JSON.stringify(e.result) ?? "null";
  if (sum !== checksum(version, index, hash, resultJson))
    throw new InputError(
      `${subject}: the checksum does not match (the line was changed${process.env[SECRET_ENV] ? `, or written without this ${SECRET_ENV}` : ""})`,
    );
  let result: unknown;
  try {
    result = checkUnitResult(engine, e.result);
  } catch (error) {
    throw new InputError(`${subject}: ${(error as Error).message}`);
  }
  const earlier = entries.get(index);
  if (
    earlier !== undefined &&
    (earlier.hash !== hash || JSON.stringify(earlier.result) !== resultJson)
  )
    throw new InputError(
      `${subject}: unit ${index} is recorded twice, differently (line ${earlier.line})`,
    );
  entries.set(index, { hash, engine, result, line });
}

/** True for the units an audit recomputes: a share of them, by a keyed hash of each unit. */
function chosen(salt: string, hash: string, share: number): boolean {
  if (share >= 1) return true;
  if (share <= 0) return false;
  const h = createHash("sha256").update(salt).update(hash).digest();
  return h.readUInt32BE(0) / 2 ** 32 < share;
}

/**
 * Wraps a stream opener with a ledger: units recorded in the ledger are delivered from it (in
 * their place in the order), the others go to the stream `open` makes, and their results are
 * appended to the ledger as they are delivered. In an audit, every unit must be recorded; the
 * chosen share runs again and must agree. `recorded` tells the caller how many units the ledger
 * holds (to size a progress line).
 *
 * @example
 * ```ts
 * const stream = await withLedger({ path: "run.ledger" }, onResult, (handler) => openPool(handler));
 * ```
 */
export async function withLedger(
  options: LedgerOptions,
  onResult: UnitResultHandler,
  open: (handler: UnitResultHandler) => Promise<UnitStream>,
  recorded?: (count: number) => void,
  onReuse?: () => void,
): Promise<UnitStream> {
  const { entries, fd } = openLedger(options);
  let opened = true;
  const closeFile = () => {
    if (opened) closeSync(fd);
    opened = false;
  };
  recorded?.(entries.size);
  try {
    return await ledgerStream(options, entries, fd, closeFile, onResult, open, onReuse);
  } catch (error) {
    closeFile();
    throw error;
  }
}

/** The stream of {@link withLedger} over an opened ledger. */
async function ledgerStream(
  options: LedgerOptions,
  entries: Map<number, Entry>,
  fd: number,
  closeFile: () => void,
  onResult: UnitResultHandler,
  open: (handler: UnitResultHandler) => Promise<UnitStream>,
  onReuse?: () => void,
): Promise<UnitStream> {
  const audit = options.audit;
  const salt = createHash("sha256")
    .update(String(Math.random()))
    .update(String(Date.now()))
    .digest("hex");
  let pushed = 0;
  let reused = 0;
  let recomputed = 0;
  const disagreements: string[] = [];
  // units that ran (the inner stream's order) -> their place in the run and their ledger entry
  const ran: { index: number; unit: WorkUnit; hash: string; entry?: Entry }[] = [];
  let innerDelivered = 0;
  // ledger results waiting behind the unit that ran just before them (by its place in `ran`)
  const waiting = new Map<number, { index: number; result: unknown }[]>();
  const inner = await open(async (result, k) => {
    const r = ran[k];
    innerDelivered = k + 1;
    if (r.entry !== undefined) {
      // an audited unit: the ledger's result must be what this run found
      recomputed++;
      if (JSON.stringify(result) !== JSON.stringify(r.entry.result))
        disagreements.push(
          `unit ${r.index} (${r.unit.engine}, line ${r.entry.line}): recorded ${JSON.stringify(r.entry.result).slice(0, 80)}, recomputed ${JSON.stringify(result).slice(0, 80)}`,
        );
    } else writeAll(fd, options.path, entryLine(r.index, r.unit, r.hash, result));
    await onResult(result, r.index);
    for (const w of waiting.get(k) ?? []) await onResult(w.result, w.index);
    waiting.delete(k);
  });
  const deliver = async (index: number, result: unknown) => {
    onReuse?.();
    if (innerDelivered === ran.length) await onResult(result, index);
    else {
      const behind = ran.length - 1;
      const list = waiting.get(behind) ?? [];
      list.push({ index, result });
      waiting.set(behind, list);
    }
  };
  return {
    async push(unit) {
      const index = pushed++;
      const hash = unitHash(unit);
      const entry = entries.get(index);
      if (entry !== undefined && (entry.hash !== hash || entry.engine !== unit.engine))
        throw new InputError(
          `ledger ${options.path}, line ${entry.line}: unit ${index} is another unit than this run's (the ledger belongs to another run; use another file)`,
        );
      if (audit !== undefined) {
        if (entry === undefined)
          throw new InputError(
            `ledger ${options.path} lacks unit ${index}: the run is not finished (run it again without --audit first)`,
          );
        if (chosen(salt, hash, audit)) {
          ran.push({ index, unit, hash, entry });
          await inner.push(unit);
        } else {
          reused++;
          await deliver(index, entry.result);
        }
        return;
      }
      if (entry !== undefined) {
        reused++;
        await deliver(index, entry.result);
        return;
      }
      ran.push({ index, unit, hash });
      await inner.push(unit);
    },
    async finish() {
      try {
        await inner.finish();
      } finally {
        closeFile();
      }
      if (audit !== undefined) {
        const extra = [...entries.keys()].filter((i) => i >= pushed).length;
        if (extra > 0)
          disagreements.push(`the ledger records ${extra} unit(s) past this run's ${pushed}`);
        if (disagreements.length > 0)
          throw new InputError(
            `audit of ${options.path} failed: ${disagreements.length} disagreement(s); ${disagreements.slice(0, 3).join("; ")}`,
          );
        options.onNotice?.(
          `audit of ${options.path}: ${pushed} unit(s) recorded, every line checks; ${recomputed} recomputed here, all agree`,
        );
      } else if (reused > 0)
        options.onNotice?.(`reused ${reused} unit(s) from the ledger ${options.path}`);
    },
    close: async () => {
      closeFile();
      await inner.close();
    },
  };
}
