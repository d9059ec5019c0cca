/**
 * The records of a Sudoku batch: which lines of a file are one puzzle each, and which lines
 * together are one grid written over several lines. The rule (contract, Sudoku section): every
 * line that is not blank or a comment is one record in its place, except a block (lines between
 * blank or `#` lines, or the whole input) that is, as a whole, one grid in the usual layout: N
 * rows of N cells (spaces, `|` between boxes, `-+-` and `+-------+` border lines, `.`, `0` or `_`
 * for blanks). A line that cannot be a row of such a grid never joins one, so a stray space or
 * tab costs only its own line. Likewise a block whose first line starts with `{` and that is, as a
 * whole, one JSON object (an f-puzzles variant puzzle written over several lines, at most
 * {@link MAX_JSON_RECORD} characters) is one record; a block that is not (a `{` line and a puzzle
 * line, say) gives one record per line, so a stray brace never swallows the lines after it. Pure
 * and streaming: lines in, records out, at most {@link MAX_BLOCK_LINES} lines (or one JSON block)
 * held. Cost: O(length) per line.
 */

/** One input line, or one record, with its 1-based line number (a grid's: its first line). */
export interface SudokuRecordLine {
  line: number;
  text: string;
}

/** The sides a grid in the usual layout may have (the rows' cell count). */
const SIDES = new Set([4, 6, 8, 9, 12, 16, 25]);

/** A grid over several lines has at most 25 rows and 26 border lines. */
export const MAX_BLOCK_LINES = 51;

/** An f-puzzles JSON record spans at most this many characters. */
export const MAX_JSON_RECORD = 1 << 20;

/** True when the text is one JSON object (never evaluated: JSON.parse only). */
function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** True for lines that are not puzzles: blank, or starting with `#`. */
function skipped(text: string): boolean {
  const t = text.trim();
  return t === "" || t.startsWith("#");
}

/**
 * What a line can be in a grid written over several lines: a border or separator line
 * (`------+-------+------`, `+-------+-------+-------+`), a row of `cells` cells, or nothing
 * (it cannot be part of a grid). A compact row (no space nor `|`) of 16 characters is a whole
 * 4x4 grid, never a row.
 *
 * @example
 * ```ts
 * layoutLine("| 5 3 _ | _ 7 _ | _ _ _ |"); // { cells: 9 }
 * layoutLine("+-------+-------+-------+"); // { cells: 0 }
 * layoutLine("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"); // undefined
 * ```
 */
export function layoutLine(text: string): { cells: number } | undefined {
  const t = text.trim();
  if (/^[-+=|\s]*[-=][-+=|\s]*$/.test(t)) return { cells: 0 };
  const cells = t.replace(/[\s|]/g, "");
  if (!/^[0-9A-Za-z._]+$/.test(cells) || !SIDES.has(cells.length)) return undefined;
  if (cells.length === t.length && cells.length === 16) return undefined;
  return { cells: cells.length };
}

/**
 * Groups numbered lines into records (see the file's header): feed every line to `push`, then
 * call `end`; each returns the records now complete, in input order. Blank and `#` lines come out
 * as they went in (the commands skip them).
 *
 * @example
 * ```ts
 * const records = new SudokuRecords();
 * records.push({ line: 1, text: "1 2 3" }); // [{ line: 1, text: "1 2 3" }]: no grid has 3 columns
 * ```
 */
export class SudokuRecords {
  private block: SudokuRecordLine[] = [];
  private side = 0;
  private rows = 0;
  /** The block holds a line that cannot be part of a grid: its lines are records one by one. */
  private broken = false;
  /** The block begun by a `{` line: its lines and their size. */
  private json: { lines: SudokuRecordLine[]; size: number } | undefined;

  /** Takes the next line; returns the records it completes. */
  push(entry: SudokuRecordLine): SudokuRecordLine[] {
    if (this.json && !skipped(entry.text)) {
      this.json.lines.push(entry);
      this.json.size += entry.text.length + 1;
      if (this.json.size <= MAX_JSON_RECORD) return [];
      // too long for one puzzle: its lines are records one by one, and so is the rest of the block
      const out = this.json.lines;
      this.json = undefined;
      this.broken = true;
      return out;
    }
    if (this.json) return [...this.endJson(), entry];
    if (this.block.length === 0 && !this.broken && entry.text.trimStart().startsWith("{")) {
      this.json = { lines: [entry], size: entry.text.length + 1 };
      return [];
    }
    if (skipped(entry.text)) {
      const out = this.endBlock();
      out.push(entry);
      return out;
    }
    if (this.broken) return [entry];
    const shape = layoutLine(entry.text);
    const fits =
      shape !== undefined &&
      this.block.length < MAX_BLOCK_LINES &&
      (shape.cells === 0 ||
        ((this.side === 0 || shape.cells === this.side) && this.rows < shape.cells));
    if (fits) {
      this.block.push(entry);
      if (shape.cells > 0) {
        this.side = shape.cells;
        this.rows++;
      }
      return [];
    }
    const out = this.lines();
    out.push(entry);
    this.broken = true;
    return out;
  }

  /** Ends the input; returns the records still held. */
  end(): SudokuRecordLine[] {
    return this.json ? this.endJson() : this.endBlock();
  }

  /** Ends a block begun by a `{` line: one record when it is one JSON object, else its lines. */
  private endJson(): SudokuRecordLine[] {
    const lines = this.json?.lines ?? [];
    this.json = undefined;
    if (lines.length === 1) return lines;
    const text = lines.map((l) => l.text).join("\n");
    return isJsonObject(text) ? [{ line: lines[0]!.line, text }] : lines;
  }

  /** Ends a block: one grid when it is one, else its lines one by one. */
  private endBlock(): SudokuRecordLine[] {
    const grid = this.rows > 1 && this.rows === this.side;
    const out: SudokuRecordLine[] = grid
      ? [{ line: this.block[0]!.line, text: this.block.map((l) => l.text).join("\n") }]
      : this.lines();
    this.block = [];
    this.side = 0;
    this.rows = 0;
    this.broken = false;
    return out;
  }

  /** The held lines, each its own record. */
  private lines(): SudokuRecordLine[] {
    const out = this.block;
    this.block = [];
    this.side = 0;
    this.rows = 0;
    return out;
  }
}
