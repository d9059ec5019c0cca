/**
 * `permuta sudoku generate --variant V`: streams variant puzzles (killer, jigsaw, windoku, thermo,
 * anti-knight) with exactly one solution, one compact f-puzzles JSON per line, or with `--link` one
 * f-puzzles link per line. Options that only mean something for classic grids are refused.
 */
import { InputError, quoteInput } from "../core/errors.js";
import {
  type GenerateVariantSudokuOptions,
  SUDOKU_VARIANT_KINDS,
  type SudokuVariantKind,
  VariantSudokuGenerator,
} from "../sudoku/variants/generate.js";
import { fPuzzlesLink } from "../sudoku/variants/link.js";
import { parseInteger } from "./args.js";
import type { CliIo } from "./io.js";
import { levelAndTimeLimit, streamGenerated } from "./sudoku-generate.js";

/** The options of `sudoku generate` as parsed there. */
export interface VariantGenerateValues {
  variant?: string;
  count?: string;
  seed?: string;
  size?: string;
  difficulty?: string;
  "time-limit"?: string;
  link?: boolean;
  [other: string]: string | boolean | undefined;
}

/** Classic-only options, refused with --variant. */
const CLASSIC_ONLY = ["clues", "symmetry", "minimal", "diagonal", "board", "json"];

/** Runs `permuta sudoku generate --variant V ...`. */
export async function runVariantGenerate(
  values: VariantGenerateValues,
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const variant = values.variant as SudokuVariantKind;
  if (!SUDOKU_VARIANT_KINDS.includes(variant))
    throw new InputError(
      `--variant must be one of ${SUDOKU_VARIANT_KINDS.join(", ")}, got ${quoteInput(String(values.variant))}`,
    );
  for (const name of CLASSIC_ONLY)
    if (values[name] !== undefined)
      throw new InputError(
        `sudoku generate: --${name} does not apply to --variant (variant puzzles are printed as f-puzzles JSON or --link)`,
      );
  const count = values.count === undefined ? 1 : parseInteger(values.count, "--count", { min: 0 });
  if (values.size !== undefined) {
    const size = parseInteger(values.size, "--size");
    if (size !== 9)
      throw new InputError(
        `sudoku generate: --variant ${variant} makes 9x9 puzzles only, got --size ${size}`,
      );
  }
  const { difficulty, limitSeconds } = levelAndTimeLimit(values);
  const options: GenerateVariantSudokuOptions = {
    variant,
    signal,
    timeLimitMs: 1000 * limitSeconds,
  };
  if (values.seed !== undefined) options.seed = values.seed;
  if (difficulty !== undefined) options.difficulty = difficulty;
  const generator = new VariantSudokuGenerator(options);
  return streamGenerated(count, limitSeconds, io, signal, () => {
    const made = generator.next();
    return values.link ? fPuzzlesLink(made.fpuzzles) : JSON.stringify(made.fpuzzles);
  });
}
