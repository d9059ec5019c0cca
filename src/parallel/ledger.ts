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
import { appendFileSync, existsSync, readFileSync, statSync, truncateSync } from "node:fs";
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
  /** One-line status messages (units reused, lines dropped, the audit's outcome). */
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

/**
 * Reads a ledger file into its entries by unit index, checking every line. A missing file is
 * an empty ledger (created with its header).
 */
function readLedger(options: LedgerOptions): Map<number, Entry> {
  const { path } = options;
  const where = (line: number) => `ledger ${path}, line ${line}`;
  const entries = new Map<number, Entry>();
  const version = codeVersion();
  const writeHeader = () => {
    const header = { ledger: LEDGER_FORMAT, version, run: options.label ?? "" };
    appendFileSync(path, `${JSON.stringify(header)}\n`);
  };
  if (!existsSync(path)) {
    writeHeader();
    return entries;
  }
  let text: string;
  try {
    if (statSync(path).size > MAX_LEDGER_BYTES)
      throw new InputError(`the ledger ${path} is larger than 1 GiB`);
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`cannot read the ledger ${path}: ${(error as Error).message}`);
  }
  const cut = text.lastIndexOf("\n") + 1;
  if (cut < text.length) {
    // the last line was cut short by a kill: drop it from the file (its unit runs again)
    const line = text.slice(0, cut).split("\n").length;
    options.onNotice?.(`${where(line)}: cut short, dropped (its unit runs again)`);
    truncateSync(path, Buffer.byteLength(text.slice(0, cut)));
    text = text.slice(0, cut);
  }
  if (text === "") {
    writeHeader();
    return entries;
  }
  const lines = text.slice(0, -1).split("\n");
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === "" && line > 1) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new InputError(`${where(line)}: not JSON`);
    }
    const subject = where(line);
    if (line === 1) {
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
  });
  return entries;
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
  const entries = readLedger(options);
  recorded?.(entries.size);
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
    } else appendFileSync(options.path, entryLine(r.index, r.unit, r.hash, result));
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
      await inner.finish();
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
    close: () => inner.close(),
  };
}
