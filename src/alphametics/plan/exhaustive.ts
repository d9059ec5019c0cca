/**
 * The exhaustive method's plan, the textbook solver: each letter in order of first appearance
 * tries every free digit (a leading 0 too), and only a full assignment is checked, leading zeros
 * included. Cost: one step per symbol and per equation.
 */
import { exactTest } from "../evaluate.js";
import type { ParsedPuzzle } from "../parser.js";
import type { ClassifiedEquations } from "./linear.js";
import { type Plan, type PlanOptions, type Step, StepKind, step } from "./types.js";

/** The plan; `allowed` gets back the leading 0s the check at the leaves rules out instead. */
export function exhaustivePlan(
  puzzle: ParsedPuzzle,
  { equations, kinds, linear }: ClassifiedEquations,
  allowed: Uint8Array,
  fixedValue: (number | undefined)[],
  base: number,
  options: PlanOptions,
): Plan {
  const { symbols, words } = puzzle;
  const steps: Step[] = [];
  const leading = options.leadingZeros
    ? []
    : [...new Set(words.filter((w) => w.symbols.length > 1).map((w) => w.symbols[0]))].filter(
        (s) => symbols[s].fixed === undefined,
      );
  for (const s of leading) {
    const given = options.digits?.[symbols[s].name];
    allowed[s * base] = given === undefined || given.includes(0) ? 1 : 0;
  }
  for (let s = 0; s < symbols.length; s++) {
    const f = fixedValue[s];
    steps.push(
      f === undefined
        ? step(StepKind.Choose, { symbol: s })
        : step(StepKind.Fixed, { symbol: s, value: f }),
    );
  }
  if (leading.length > 0)
    steps.push(step(StepKind.Full, { test: (vals) => leading.every((s) => vals[s] !== 0) }));
  equations.forEach((eq, e) => {
    steps.push(
      step(StepKind.Full, {
        equation: e,
        test: exactTest(eq.left, eq.relation, eq.right, words, base),
      }),
    );
  });
  return { base, steps, allowed, carries: 0, kinds, equations, linear, method: "exhaustive" };
}
