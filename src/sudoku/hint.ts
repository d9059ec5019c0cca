/**
 * Hints a person can follow: the next logical step on a grid (from the rules' candidates or from
 * the user's own pencil marks), the possibilities matrix as text, the whole logical path
 * (`explain`), and the user's mistakes (a placed digit or a removed pencil mark that contradicts
 * the solution). Pure: values in, values out. Cost: one solver count plus one technique search.
 */
import { InputError } from "../core/errors.js";
import { popcount } from "./general.js";
import {
  cellName,
  type SudokuGeometry,
  type SudokuGrid,
  sudokuGeometry,
  valueChar,
} from "./grid.js";
import {
  boardFromMarks,
  boardFromValues,
  type CellDigit,
  type ChainLink,
  findContradiction,
  type LinkEnd,
  type LogicBoard,
  type LogicStep,
  placeDigit,
  type TechniqueName,
} from "./logic/board.js";
import { type NamedForcingProof, namedProof } from "./logic/forcing-proof.js";
import { guessCell, logicPath, type PathEntry } from "./logic/path.js";
import { easiestStep, type Technique } from "./logic/techniques.js";
import { listWords } from "./logic/words.js";
import { ratePath, type SudokuRating } from "./rating.js";
import { sudokuEngine } from "./solve.js";

/** A digit at a named cell, as the JSON output shows it. */
export interface NamedCellDigit {
  /** The cell, `r1c1` style (1-based row and column). */
  cell: string;
  /** The digit, 1..N. */
  digit: number;
}

/** One end of a link, as the JSON output shows it: a named cell, or a group of named cells. */
export interface NamedLinkEnd extends NamedCellDigit {
  /** A grouped node (grouped AICs): every cell of the group; `cell` is the first. */
  group?: string[];
}

/**
 * A link of a chain's reasoning, as the JSON output shows it. Strong: at least one end is true;
 * weak: at most one is.
 */
export interface NamedChainLink {
  /** The link's first end. */
  from: NamedLinkEnd;
  /** The link's second end. */
  to: NamedLinkEnd;
  /** True for a strong link (at least one end true), false for a weak one (at most one). */
  strong: boolean;
}

/** A mistake of the user: a placed digit or a missing pencil mark that contradicts the solution. */
export interface SudokuMistake {
  /** The cell, `r1c1` style. */
  cell: string;
  /** What the user has there: the placed digit, or 0 when a pencil mark is missing. */
  placed: number;
  /** The solution's digit at that cell (0 when the grid has no solution at all). */
  solution: number;
}

/** A hint in the contract's JSON form. `technique` is null when no logical step is given. */
export interface SudokuHint {
  /** The technique's name (`hidden single`, `pointing`, ...), or null when no logical step is given. */
  technique: TechniqueName | null;
  /** The cells the step is about (its pattern), `r1c1` style. */
  cells: string[];
  /** The digits the step places. */
  placements: NamedCellDigit[];
  /** The candidates the step removes. */
  eliminations: NamedCellDigit[];
  /** The step in words. */
  explanation: string;
  /** Chains, wings and colouring: the links of the reasoning, in its order. */
  links?: NamedChainLink[];
  /** Forcing chains and nets: each branch's implications, link by link (nets nested). */
  proof?: NamedForcingProof;
  /** The user's mistakes, when any were found. */
  mistakes?: SudokuMistake[];
}

/** Options of {@link sudokuHint}. */
export interface SudokuHintOptions {
  /** The user's pencil marks (see {@link parsePencilMarks}). */
  candidates?: string;
  /** The original puzzle, to tell the user's wrong digits apart when the grid still has solutions. */
  puzzle?: SudokuGrid;
  /** Use only these techniques (see {@link techniquesOf}). @defaultValue all */
  techniques?: readonly Technique[];
}

/**
 * Parses pencil marks: one token per cell in row order (N*N tokens), separated by spaces, commas
 * or newlines; a token lists the digits still possible (`257`); `.` for none. Tokens made only of
 * `|`, `-`, `+` are separators (so the `candidates` output reads back). Placed cells' tokens are
 * ignored.
 *
 * @param text - the marks: N×N tokens in row order
 * @param size - cells a side (N)
 *
 * @example
 * ```ts
 * parsePencilMarks("12 34 . 1 ...", 9); // one mask per cell
 * ```
 */
export function parsePencilMarks(text: string, size: number): Int32Array {
  const tokens = text.split(/[\s,;]+/).filter((t) => t !== "" && !/^[-+|=]+$/.test(t));
  if (tokens.length !== size * size)
    throw new InputError(
      `pencil marks need ${size * size} cells (one token per cell), got ${tokens.length}`,
    );
  const marks = new Int32Array(size * size);
  tokens.forEach((token, cell) => {
    if (token === "." || token === "0") return;
    for (const ch of token) {
      const d = charDigit(ch);
      if (d < 1 || d > size)
        throw new InputError(
          `bad pencil mark '${ch}' at ${cellName(cell, size)} (digits 1 to ${valueChar(size)})`,
          { value: token },
        );
      marks[cell]! |= 1 << (d - 1);
    }
  });
  return marks;
}

function charDigit(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 49 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  if (c >= 97 && c <= 122) return c - 87;
  return -1;
}

/**
 * The possibilities matrix as text: N lines, one token per cell (its candidates, or its digit when
 * placed), boxes separated by `|` and bands by `-+-` lines.
 *
 * @param board - the board whose candidates to show
 *
 * @example
 * ```ts
 * formatCandidates(boardFromValues(grid.geometry, grid.values));
 * ```
 */
export function formatCandidates(board: LogicBoard): string {
  const { size: n, geometry } = board.table;
  const tokens: string[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const v = board.values[cell]!;
    tokens.push(v > 0 ? valueChar(v) : maskText(board.cands[cell]!));
  }
  const width = Math.max(...tokens.map((t) => t.length));
  const lines: string[] = [];
  for (let r = 0; r < n; r++) {
    if (r > 0 && r % geometry.boxRows === 0) {
      const seg = "-".repeat(geometry.boxCols * (width + 1) + 1);
      lines.push(
        Array.from({ length: geometry.boxRows }, () => seg)
          .join("+")
          .slice(1, -1),
      );
    }
    let line = "";
    for (let c = 0; c < n; c++) {
      if (c > 0) line += c % geometry.boxCols === 0 ? " | " : " ";
      line += tokens[r * n + c]!.padEnd(width);
    }
    lines.push(line.trimEnd());
  }
  return lines.join("\n");
}

function maskText(mask: number): string {
  if (mask === 0) return ".";
  let s = "";
  for (let d = 1; mask !== 0; d++, mask >>>= 1) if (mask & 1) s += valueChar(d);
  return s;
}

/** The board of a grid: from the user's marks when given, else from the rules. */
export function hintBoard(grid: SudokuGrid, candidates?: string): LogicBoard {
  if (candidates === undefined) return boardFromValues(grid.geometry, grid.values);
  return boardFromMarks(
    grid.geometry,
    grid.values,
    parsePencilMarks(candidates, grid.geometry.size),
  );
}

/** The unique solution of values, or null with the number of solutions (0 or 2). */
function solveUnique(grid: SudokuGrid): { solution: Uint8Array | null; count: number } {
  const solution = new Uint8Array(grid.geometry.cells);
  const count = sudokuEngine(grid.geometry, "fast").count(grid.values, 2, solution);
  return { solution: count === 1 ? solution : null, count };
}

/**
 * The user's mistakes: placed digits that contradict the solution (of the original puzzle when
 * given, else of the grid itself), pencil marks that leave out the solution's digit, or, when the
 * grid has no solution at all, the placed digits whose removal alone makes it solvable again.
 */
export function findMistakes(
  grid: SudokuGrid,
  board: LogicBoard,
  puzzle?: SudokuGrid,
  marksGiven = false,
): { mistakes: SudokuMistake[]; words: string[]; solution: Uint8Array | null } {
  const n = grid.geometry.size;
  const name = (c: number) => cellName(c, n);
  const mistakes: SudokuMistake[] = [];
  const words: string[] = [];
  let solution: Uint8Array | null = null;
  if (puzzle) {
    if (puzzle.geometry !== grid.geometry)
      throw new InputError("the puzzle and the grid differ in size");
    for (let c = 0; c < grid.geometry.cells; c++) {
      if (puzzle.values[c] !== 0 && grid.values[c] !== puzzle.values[c])
        throw new InputError(`the grid does not keep the puzzle's clue at ${name(c)}`);
    }
    solution = solveUnique(puzzle).solution;
  }
  if (!solution) {
    const own = solveUnique(grid);
    solution = own.solution;
    if (own.count === 0 && !puzzle) {
      const suspects: number[] = [];
      const values = grid.values.slice();
      const engine = sudokuEngine(grid.geometry, "fast");
      for (let c = 0; c < values.length; c++) {
        const v = values[c]!;
        if (v === 0) continue;
        values[c] = 0;
        if (engine.count(values, 1) > 0) suspects.push(c);
        values[c] = v;
      }
      for (const c of suspects)
        mistakes.push({ cell: name(c), placed: grid.values[c]!, solution: 0 });
      words.push(
        suspects.length > 0
          ? `the grid has no solution: a placed digit is wrong; taking away just one of ${listWords(suspects.map((c) => `${name(c)} (${valueChar(grid.values[c]!)})`))} makes it solvable again`
          : "the grid has no solution: more than one placed digit is wrong",
      );
      return { mistakes, words, solution: null };
    }
  }
  if (!solution) return { mistakes, words, solution };
  for (let c = 0; c < solution.length; c++) {
    const v = grid.values[c]!;
    if (v !== 0 && v !== solution[c]) {
      mistakes.push({ cell: name(c), placed: v, solution: solution[c]! });
      words.push(
        `${name(c)} holds ${valueChar(v)}, but the solution has ${valueChar(solution[c]!)} there`,
      );
    }
  }
  // pencil marks are checked once the placed digits are right
  if (marksGiven && mistakes.length === 0) {
    for (let c = 0; c < solution.length; c++) {
      if (grid.values[c] === 0 && !(board.cands[c]! & (1 << (solution[c]! - 1)))) {
        mistakes.push({ cell: name(c), placed: 0, solution: solution[c]! });
        words.push(`${valueChar(solution[c]!)} was removed from ${name(c)}, but it belongs there`);
      }
    }
  }
  return { mistakes, words, solution };
}

function named(size: number, list: CellDigit[]): NamedCellDigit[] {
  return list.map((x) => ({ cell: cellName(x.cell, size), digit: x.digit }));
}

function namedEnd(size: number, end: LinkEnd): NamedLinkEnd {
  const out: NamedLinkEnd = { cell: cellName(end.cell, size), digit: end.digit };
  if (end.group) out.group = end.group.map((c) => cellName(c, size));
  return out;
}

/**
 * A step's links with named cells (the JSON form).
 *
 * @example
 * ```ts
 * namedLinks(9, [{ from: { cell: 0, digit: 5 }, to: { cell: 8, digit: 5 }, strong: true }]);
 * // [{ from: { cell: "r1c1", digit: 5 }, to: { cell: "r1c9", digit: 5 }, strong: true }]
 * ```
 */
export function namedLinks(size: number, links: ChainLink[]): NamedChainLink[] {
  return links.map((l) => ({
    from: namedEnd(size, l.from),
    to: namedEnd(size, l.to),
    strong: l.strong,
  }));
}

/**
 * A step in the contract's JSON form (with `links` for the steps that have them).
 *
 * @example
 * ```ts
 * stepToHint(9, step); // { technique: "hidden single", cells: ["r3c5"], ... }
 * ```
 */
export function stepToHint(
  size: number,
  step: LogicStep,
  geometry: SudokuGeometry = sudokuGeometry(size),
): SudokuHint {
  const hint: SudokuHint = {
    technique: step.technique,
    cells: step.cells.map((c) => cellName(c, size)),
    placements: named(size, step.placements),
    eliminations: named(size, step.eliminations),
    explanation: step.explanation,
  };
  if (step.links) hint.links = namedLinks(size, step.links);
  if (step.proof) hint.proof = namedProof(geometry, step.proof);
  return hint;
}

/**
 * A hint that gives no step: only words (the grid is solved, a contradiction, a mistake).
 *
 * @example
 * ```ts
 * noStep("the grid is solved").technique; // null
 * ```
 */
export function noStep(explanation: string, mistakes?: SudokuMistake[]): SudokuHint {
  const hint: SudokuHint = {
    technique: null,
    cells: [],
    placements: [],
    eliminations: [],
    explanation,
  };
  if (mistakes) hint.mistakes = mistakes;
  return hint;
}

/** The words for a stuck board: where a guess is cheapest. */
export function stuckWords(board: LogicBoard): string {
  const cell = guessCell(board);
  const m = board.cands[cell]!;
  const digits: string[] = [];
  for (let d = 1; d <= board.table.size; d++) if (m & (1 << (d - 1))) digits.push(valueChar(d));
  return `no technique applies here: logic runs out and a guess is needed, best at ${cellName(cell, board.table.size)} (${popcount(m)} choices: ${listWords(digits)})`;
}

/**
 * The next hint on a grid: a mistake first if the user made one, else the next logical step,
 * else where logic runs out.
 *
 * @param grid - the grid as the user has it (clues and placed digits)
 * @param options - the user's pencil marks, the original puzzle (to tell mistakes apart) and the
 *   techniques allowed: see {@link SudokuHintOptions}
 *
 * @example
 * ```ts
 * sudokuHint(parseSudoku(line)).explanation; // "r3c5 can only be 7: it is the only place for 7 in box 2"
 * ```
 */
export function sudokuHint(grid: SudokuGrid, options: SudokuHintOptions = {}): SudokuHint {
  const board = hintBoard(grid, options.candidates);
  const { mistakes, words, solution } = findMistakes(
    grid,
    board,
    options.puzzle,
    options.candidates !== undefined,
  );
  if (mistakes.length > 0) return noStep(`mistake: ${words.join("; ")}`, mistakes);
  if (!board.values.includes(0)) return noStep("the grid is solved");
  const contradiction = findContradiction(board, (c) => cellName(c, grid.geometry.size));
  if (contradiction) return noStep(`contradiction: ${contradiction}`);
  // the uniqueness techniques only when the grid (or the puzzle it follows) has one solution
  board.assumeUnique = solution !== null;
  const step = easiestStep(board, options.techniques);
  return step ? stepToHint(grid.geometry.size, step) : noStep(stuckWords(board));
}

/** The explanation of a guess: why it is needed, and why its digit (the others fail). */
export function guessWords(
  entry: { cell: number; candidates: number; digit: number },
  n: number,
): string {
  const cell = cellName(entry.cell, n);
  return `logic runs out here; ${cell} has ${popcount(entry.candidates)} choices (${listWords(maskText(entry.candidates).split(""))}): ${cell} = ${valueChar(entry.digit)} (the other choices lead to a contradiction)`;
}

/** The whole logical solution path of a grid, with its rating when the solution is unique. */
export interface SudokuExplanation {
  /** The path in words, one line per step (guesses and a stop included). */
  lines: string[];
  /** True when the path ends with the grid solved (guesses included). */
  solved: boolean;
  /** The path's entries (logical steps and guesses), in order, as data. */
  entries: PathEntry[];
  /** The rating, when the solution is unique and the path was not stopped by a limit. */
  rating: SudokuRating | null;
  /** Number of solutions, up to 2. */
  solutions: number;
  /** Set when a limit stopped the path before its end: which one. */
  stopped?: "max-steps" | "time-limit";
}

/** Options of {@link explainSudoku}. */
export interface ExplainSudokuOptions {
  /** The user's pencil marks (as `hint --candidates` reads them). */
  candidates?: string;
  /** Stop after this many steps (guesses included). @defaultValue no limit */
  maxSteps?: number;
  /**
   * Stop at the first step after this many milliseconds (a step started goes on to its end).
   * @defaultValue no limit
   */
  timeLimitMs?: number;
  /** Stop before the next step once aborted (the explanation so far, stopped "time-limit"). */
  signal?: AbortSignal;
  /** Use only these techniques (see {@link techniquesOf}); a guess where they run out. @defaultValue all */
  techniques?: readonly Technique[];
}

/**
 * Explains a puzzle step by step: every logical step in words; where logic runs out it says so
 * and, when the solution is unique, makes the guess (the solution's digit at the cell with the
 * fewest candidates) and goes on. `maxSteps` and `timeLimitMs` bound the work: a path they stop
 * ends with a line saying so (`stopped` set, no rating). A string is taken as `candidates`.
 *
 * @param grid - the puzzle
 * @param options - pencil marks, step and time limits, cancellation and the techniques allowed (see
 *   {@link ExplainSudokuOptions}); a string is taken as the pencil marks
 *
 * @example
 * ```ts
 * explainSudoku(parseSudoku(line)).lines[0]; // "hidden single: r1c3 can only be 4: ..."
 * explainSudoku(parseSudoku(line), { maxSteps: 5 }).stopped; // "max-steps" (when 5 steps do not solve it)
 * ```
 */
export function explainSudoku(
  grid: SudokuGrid,
  options: ExplainSudokuOptions | string = {},
): SudokuExplanation {
  const o = typeof options === "string" ? { candidates: options } : options;
  const started = performance.now();
  const board = hintBoard(grid, o.candidates);
  const { solution, count } = solveUnique(grid);
  board.assumeUnique = count === 1;
  return explainBoard(board, solution, count, o, started);
}

/**
 * Explains a board whose solutions were counted (`solution` when there is exactly one), as
 * {@link explainSudoku} does; for the variant puzzles, whose boards are built apart.
 *
 * @example
 * ```ts
 * explainBoard(variantLogicBoard(puzzle), solution, 1).lines.at(-1); // "solved: 81 steps; ..."
 * ```
 */
export function explainBoard(
  board: LogicBoard,
  solution: ArrayLike<number> | null,
  count: number,
  o: ExplainSudokuOptions = {},
  started = performance.now(),
): SudokuExplanation {
  const path = logicPath(board, {
    ...(solution ? { solution } : {}),
    maxEntries: o.maxSteps,
    ...(o.techniques !== undefined ? { techniques: o.techniques } : {}),
    deadline: o.timeLimitMs === undefined ? undefined : started + o.timeLimitMs,
    signal: o.signal,
  });
  const n = board.table.size;
  const lines: string[] = [];
  for (const entry of path.entries) {
    if (entry.kind === "step") lines.push(`${entry.step.technique}: ${entry.step.explanation}`);
    else lines.push(`guess: ${guessWords(entry, n)}`);
  }
  const steps = path.entries.length;
  let stopped: SudokuExplanation["stopped"];
  const rating = solution && path.end !== "limit" ? ratePath(path) : null;
  if (path.end === "solved") {
    const r = rating as SudokuRating;
    lines.push(
      // every entry, guesses included, is a step
      `solved: ${steps} steps${r.guesses === 0 ? "" : `, ${r.guesses} of them ${r.guesses === 1 ? "a guess" : "guesses"}`}; rating ${r.level} ${r.score} (SE ${r.se.toFixed(1)}; hardest: ${r.hardest})`,
    );
  } else if (path.end === "contradiction") {
    lines.push(
      `contradiction: ${path.contradiction}${count === 0 ? " (the grid has no solution)" : ""}`,
    );
  } else if (path.end === "limit") {
    stopped = o.maxSteps !== undefined && steps >= o.maxSteps ? "max-steps" : "time-limit";
    const left = path.board.values.filter((v) => v === 0).length;
    lines.push(
      stopped === "max-steps"
        ? `stopped after ${steps} steps (the step limit), ${left} cells still empty`
        : `stopped after ${steps} steps (the time limit, ${o.timeLimitMs ?? 0} ms), ${left} cells still empty`,
    );
  } else {
    lines.push(
      `${stuckWords(path.board)}${count >= 2 ? "; the grid has more than one solution, so no single guess is right" : ""}`,
    );
  }
  const result: SudokuExplanation = {
    lines,
    solved: path.end === "solved",
    entries: path.entries,
    rating,
    solutions: count,
  };
  if (stopped) result.stopped = stopped;
  return result;
}

/** A grid after a hint was applied (see {@link applySudokuHint}). */
export interface AppliedSudokuHint {
  /** The grid as one line, the hint's placements made. */
  grid: string;
  /**
   * The pencil marks after the hint, one token per cell on one line (the form `--candidates`
   * reads): placements made (the digit leaves its peers' marks) and eliminations applied.
   */
  marks: string;
}

/**
 * Applies a hint to the grid (and to the pencil marks it was given with, or those the rules
 * give), so that a shell loop can feed the result back: `hint` again on the new grid (with the
 * new marks for hints that only eliminate) gives the next step, never the same one.
 *
 * @param grid - the grid the hint was given for
 * @param hint - the hint, from {@link sudokuHint} on that grid
 * @param candidates - the pencil marks the hint was given with; default those the rules give
 *
 * @example
 * ```ts
 * const grid = parseSudoku("..4.4.....1.3...");
 * applySudokuHint(grid, sudokuHint(grid)).grid; // the grid with the hint's digit placed
 * ```
 */
export function applySudokuHint(
  grid: SudokuGrid,
  hint: SudokuHint,
  candidates?: string,
): AppliedSudokuHint {
  const board = hintBoard(grid, candidates);
  const n = grid.geometry.size;
  const index = (name: string): number => {
    const m = /^r(\d+)c(\d+)$/.exec(name);
    if (!m) throw new InputError(`not a cell name: ${name}`);
    return (Number(m[1]) - 1) * n + (Number(m[2]) - 1);
  };
  for (const p of hint.placements) placeDigit(board, index(p.cell), p.digit);
  for (const e of hint.eliminations) board.cands[index(e.cell)]! &= ~(1 << (e.digit - 1));
  let line = "";
  const tokens: string[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const v = board.values[cell]!;
    line += v > 0 ? valueChar(v) : ".";
    tokens.push(v > 0 ? valueChar(v) : maskText(board.cands[cell]!));
  }
  return { grid: line, marks: tokens.join(" ") };
}
