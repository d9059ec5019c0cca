/**
 * Reasoning before searching (`alphametic --explain`): what follows from the equations without
 * search, each fact with its reason, as a puzzle solver would write it. Each letter has a domain
 * (its possible digits); rules narrow the domains until none can: a word's first letter is not 0;
 * a written digit is taken; the letters are different digits; each column of a sum, with the
 * carries as unknowns (a column whose letters no digit fits is where M = 1, O = 0 come from:
 * every digit of every letter is tried against the column, with the others' domains and the
 * carries' ranges); the last digits of a product against the last digits of its factors; and the
 * bounds of each side of an equation (GH × GD < 1000 gives G ≤ 3). Every rule is a necessary
 * condition, so every stated fact holds in every solution. The count of digit assignments left
 * (injective, within the domains) says how much search remains.
 * Cost: the rules are retried until nothing changes; a column or a residue is tried only when
 * its letters have at most 2·10^5 digit combinations.
 */
import { createCounters } from "../core/counters.js";
import { isPolynomial, MAX_MODULUS, modEvaluator } from "./evaluate.js";
import type { PuzzleExpr } from "./parser.js";
import type { PlanOptions } from "./plan.js";
import { type AlphameticOptions, planPuzzle, solveAlphametic } from "./solver.js";

/** One step of the reasoning: the fact, the domains it leaves, and why. */
export interface Deduction {
  /** `M = 1`, `O ≠ 1`, `G ≤ 3`, `I is even`, `E ∈ {2, 4, 6}`, or `no other letter is 1`. */
  fact: string;
  /** The domains of the letters this step narrowed, after it. */
  domains: Record<string, number[]>;
  /** Why, in words. */
  because: string;
}

/** What {@link explainAlphametic} found. */
export interface AlphameticExplanation {
  /** The reasoning steps, in the order they were made. */
  deductions: Deduction[];
  /** Each letter's digits left, letters in order of first appearance. */
  domains: Record<string, number[]>;
  /**
   * Digit assignments left to search: one digit per letter from its domain, all different
   * (undefined when there are too many kinds of domain to count them).
   */
  assignments: bigint | undefined;
  /** Set when the reasoning alone shows that there is no solution. */
  contradiction?: string;
  /** Trials that ruled digits out (0 without `trials`, or when the rules alone were enough). */
  trials: number;
}

/** Options of {@link explainAlphametic}. */
export type ExplainOptions = Omit<PlanOptions, "method"> & {
  /** Any character that is not blank, an operator or a quote is a symbol. @defaultValue false */
  anySymbol?: boolean;
  /**
   * When the rules stop, try each digit of an open letter (fewest digits first) and rule out
   * those that lead the same rules to a contradiction, as a puzzle book does ("if E = 4, ...
   * no digit is left for N"), until no trial decides anything. @defaultValue false
   */
  trials?: boolean;
};

/** Most digit combinations a column or a residue is tried with. */
const MAX_COMBINATIONS = 200_000;

const ORDINALS = [
  "units",
  "tens",
  "hundreds",
  "thousands",
  "ten-thousands",
  "hundred-thousands",
  "millions",
];

/**
 * A set of digits, short: `7`, `2–5` (a run of three or more), `{1, 3, 8}`.
 *
 * @example
 * ```ts
 * digitsText([2, 3, 4, 5]); // "2–5"
 * ```
 */
export function digitsText(ds: number[]): string {
  if (ds.length === 1) return String(ds[0]);
  const contiguous = ds.every((d, i) => i === 0 || d === ds[i - 1] + 1);
  return contiguous && ds.length > 2 ? `${ds[0]}–${ds[ds.length - 1]}` : `{${ds.join(", ")}}`;
}

/** A variable and its domain as a condition: `M = 1`, `S ∈ 8–9`, `E ∈ {2, 4}`. */
function conditionText(name: string, ds: number[]): string {
  return ds.length === 1 ? `${name} = ${ds[0]}` : `${name} ∈ ${digitsText(ds)}`;
}

/** The fact a narrowing states, from the domain before and after. */
function factText(name: string, before: number[], after: number[]): string {
  if (after.length === 1) return `${name} = ${after[0]}`;
  const removed = before.filter((d) => !after.includes(d));
  if (removed.length === 1) return `${name} ≠ ${removed[0]}`;
  const max = after[after.length - 1];
  const min = after[0];
  if (before.filter((d) => d <= max).length === after.length) return `${name} ≤ ${max}`;
  if (before.filter((d) => d >= min).length === after.length) return `${name} ≥ ${min}`;
  if (after.every((d) => d % 2 === 0) && before.filter((d) => d % 2 === 0).length === after.length)
    return `${name} is even`;
  if (after.every((d) => d % 2 === 1) && before.filter((d) => d % 2 === 1).length === after.length)
    return `${name} is odd`;
  return `${name} ∈ ${digitsText(after)}`;
}

const group = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * Explains an alphametic: the deductions that follow from its equations without search, the
 * domains they leave, and how many digit assignments remain to be searched.
 *
 * @param puzzle - the puzzle text, as for {@link solveAlphametic}
 * @param options - base, leading zeros, fixed letters and allowed digits as for the solver, plus
 *   `trials` (default false)
 *
 * @example
 * ```ts
 * const e = explainAlphametic("SEND + MORE = MONEY");
 * e.deductions.find((d) => d.fact === "M = 1")?.because;
 * // "MONEY has one more column than SEND and MORE, so M is the last carry"
 * e.domains.M; // [1]
 * ```
 */
export function explainAlphametic(
  puzzle: string,
  options: ExplainOptions = {},
): AlphameticExplanation {
  const { parsed, plan } = planPuzzle(puzzle, { ...options, method: "columns" });
  const { base, equations, linear, kinds } = plan;
  const { symbols, words } = parsed;
  const n = symbols.length;
  const name = (s: number) => symbols[s].name;
  const isLetter = (s: number) => symbols[s].fixed === undefined;
  const deductions: Deduction[] = [];

  // domains: every digit, the user's --digits and --assign, a written digit its own
  const dom = symbols.map((sym) => {
    const d = new Uint8Array(base);
    if (sym.fixed !== undefined) d[sym.fixed] = 1;
    else d.fill(1);
    return d;
  });
  for (const [letter, ds] of Object.entries(options.digits ?? {})) {
    const s = symbols.findIndex((x) => x.name === letter);
    if (s >= 0) for (let d = 0; d < base; d++) if (!ds.includes(d)) dom[s][d] = 0;
  }
  for (const [letter, d] of Object.entries(options.assign ?? {})) {
    const s = symbols.findIndex((x) => x.name === letter);
    if (s >= 0) for (let x = 0; x < base; x++) if (x !== d) dom[s][x] = 0;
  }
  const values = (s: number) => {
    const out: number[] = [];
    for (let d = 0; d < base; d++) if (dom[s][d]) out.push(d);
    return out;
  };
  const size = (s: number) => dom[s].reduce((a, b) => a + b, 0);
  let contradiction: string | undefined;

  /** Narrows the domains (`keep[s]` = digits kept), recording one deduction per letter narrowed. */
  const narrow = (keep: Map<number, Uint8Array>, because: (s: number) => string): boolean => {
    let changed = false;
    for (const [s, kept] of keep) {
      const before = values(s);
      let any = false;
      for (let d = 0; d < base; d++)
        if (dom[s][d] && !kept[d]) {
          dom[s][d] = 0;
          any = true;
        }
      if (!any) continue;
      changed = true;
      const after = values(s);
      if (after.length === 0) {
        contradiction ??= `no digit is left for ${name(s)}: ${because(s)}`;
        continue;
      }
      if (!isLetter(s)) continue;
      deductions.push({
        fact: factText(name(s), before, after),
        domains: { [name(s)]: after },
        because: because(s),
      });
    }
    return changed;
  };

  // a word's first letter is not 0
  if (!options.leadingZeros)
    for (const w of words) {
      const s = w.symbols[0];
      if (w.symbols.length > 1 && isLetter(s) && dom[s][0]) {
        const keep = dom[s].slice();
        keep[0] = 0;
        narrow(new Map([[s, keep]]), () => `it starts ${w.text}`);
      }
    }

  // -- the rules --

  /** Different letters are different digits: a digit some symbol must be is nobody else's. */
  const allDifferent = (): boolean => {
    let changed = false;
    for (let s = 0; s < n; s++) {
      if (size(s) !== 1) continue;
      const d = values(s)[0];
      const keep = new Map<number, Uint8Array>();
      for (let t = 0; t < n; t++)
        if (t !== s && dom[t][d] && symbols[t].fixed === undefined) {
          const k = dom[t].slice();
          k[d] = 0;
          keep.set(t, k);
        }
      if (keep.size === 0) continue;
      const by = isLetter(s)
        ? `${name(s)} = ${d}, and different letters are different digits`
        : `${d} is written in the puzzle, and a written digit is no letter's`;
      // one deduction for all the letters this digit leaves
      const count = deductions.length;
      if (narrow(keep, () => by)) changed = true;
      const added = deductions.splice(count);
      // a letter this leaves with one digit gets its own line, the rest one line together
      const settled = added.filter((a) => Object.values(a.domains)[0].length === 1);
      const others = added.filter((a) => !settled.includes(a));
      if (others.length === 1) deductions.push(others[0]);
      else if (others.length > 1)
        deductions.push({
          fact: `no other letter is ${d}`,
          domains: Object.assign({}, ...others.map((a) => a.domains)),
          because: by,
        });
      for (const a of settled)
        deductions.push({
          ...a,
          because: `${d} was its only other digit, and ${isLetter(s) ? `${name(s)} = ${d}` : `${d} is written in the puzzle`}`,
        });
    }
    return changed;
  };

  /** Tries every combination of the symbols' digits (all different); undefined when too many. */
  const combinations = (
    syms: number[],
    extra: number,
    visit: (digits: Int32Array) => void,
  ): boolean => {
    let count = extra;
    for (const s of syms) count *= size(s);
    if (count > MAX_COMBINATIONS) return false;
    const digits = new Int32Array(syms.length);
    const used = new Uint8Array(base);
    const go = (i: number) => {
      if (i === syms.length) {
        visit(digits);
        return;
      }
      const s = syms[i];
      for (let d = 0; d < base; d++) {
        if (!dom[s][d] || used[d]) continue;
        used[d] = 1;
        digits[i] = d;
        go(i + 1);
        used[d] = 0;
      }
    };
    go(0);
    return true;
  };

  const exprText = (e: PuzzleExpr, top = true): string => {
    switch (e.kind) {
      case "word":
        return words[e.word].symbols.map(name).join("");
      case "number":
        return String(e.value);
      case "neg":
        return `-${exprText(e.arg, false)}`;
      case "sum": {
        const text = e.terms
          .map(
            (t, i) =>
              `${i === 0 ? (t.minus ? "-" : "") : t.minus ? " - " : " + "}${exprText(t.expr, false)}`,
          )
          .join("");
        return top ? text : `(${text})`;
      }
      case "product":
        return e.factors.map((f) => exprText(f, false)).join(" × ");
      case "binary":
        return `${exprText(e.left, false)} ${e.op} ${exprText(e.right, false)}`;
    }
  };
  const equationText = (e: number) =>
    `${exprText(equations[e].left)} ${equations[e].relation} ${exprText(equations[e].right)}`;
  const where = (e: number) => (equations.length > 1 ? ` of ${equationText(e)}` : "");
  const columnName = (k: number) =>
    base === 10 && k < ORDINALS.length
      ? `the ${ORDINALS[k]} column`
      : `column ${k + 1} from the right`;

  // -- sums: columns with carries --
  interface Column {
    terms: [number, number][];
    constant: number;
    last: boolean;
  }
  const columns: Column[][] = [];
  const carryLo: number[][] = [];
  const carryHi: number[][] = [];
  equations.forEach((_, e) => {
    const form = linear[e];
    if (!form) {
      columns.push([]);
      carryLo.push([]);
      carryHi.push([]);
      return;
    }
    const digitsOf = (c: bigint) => {
      const out: number[] = [];
      let x = c < 0n ? -c : c;
      while (x > 0n) {
        out.push(Number(x % BigInt(base)) * (c < 0n ? -1 : 1));
        x /= BigInt(base);
      }
      return out;
    };
    const constant = digitsOf(form.constant);
    let count = Math.max(1, constant.length);
    for (const [w, c] of form.coefs) if (c !== 0n) count = Math.max(count, words[w].symbols.length);
    const cols: Column[] = [];
    for (let k = 0; k < count; k++) {
      const coef = new Map<number, number>();
      for (const [w, c] of form.coefs) {
        const syms = words[w].symbols;
        if (c === 0n || k >= syms.length) continue;
        const s = syms[syms.length - 1 - k];
        coef.set(s, (coef.get(s) ?? 0) + Number(c));
      }
      cols.push({
        terms: [...coef].filter(([, c]) => c !== 0),
        constant: constant[k] ?? 0,
        last: k === count - 1,
      });
    }
    columns.push(cols);
    // carry ranges from the digits alone, column by column
    const lo: number[] = [];
    const hi: number[] = [];
    let inLo = 0;
    let inHi = 0;
    for (const col of cols) {
      if (col.last) break;
      let min = col.constant + inLo;
      let max = col.constant + inHi;
      for (const [, c] of col.terms) {
        min += Math.min(0, c * (base - 1));
        max += Math.max(0, c * (base - 1));
      }
      inLo = Math.ceil(min / base);
      inHi = Math.floor(max / base);
      lo.push(inLo);
      hi.push(inHi);
    }
    carryLo.push(lo);
    carryHi.push(hi);
  });

  const carryText = (e: number, k: number) => {
    const lo = carryLo[e][k];
    const hi = carryHi[e][k];
    if (lo === hi) return `c${k + 1} = ${lo}`;
    if (hi === lo + 1) return `c${k + 1} ∈ {${lo}, ${hi}}`;
    return `c${k + 1} ∈ ${lo < 0 ? `{${lo}, …, ${hi}}` : `${lo}–${hi}`}`;
  };
  const columnText = (e: number, k: number) => {
    const col = columns[e][k];
    const left: string[] = [];
    const right: string[] = [];
    for (const [s, c] of col.terms) {
      const term = Math.abs(c) === 1 ? name(s) : `${Math.abs(c)}·${name(s)}`;
      (c > 0 ? left : right).push(term);
    }
    if (col.constant > 0) left.push(String(col.constant));
    if (col.constant < 0) right.push(String(-col.constant));
    if (k > 0) left.push(`c${k}`);
    if (!col.last) right.push(`${base}·c${k + 1}`);
    return `${left.join(" + ") || "0"} = ${right.join(" + ") || "0"}`;
  };

  const applyColumn = (e: number, k: number): boolean => {
    const col = columns[e][k];
    const syms = col.terms.map(([s]) => s);
    const coefs = col.terms.map(([, c]) => c);
    const inLo = k === 0 ? 0 : carryLo[e][k - 1];
    const inHi = k === 0 ? 0 : carryHi[e][k - 1];
    const outLo = col.last ? 0 : carryLo[e][k];
    const outHi = col.last ? 0 : carryHi[e][k];
    const seen = syms.map(() => new Uint8Array(base));
    let cinMin = Number.POSITIVE_INFINITY;
    let cinMax = Number.NEGATIVE_INFINITY;
    let coutMin = Number.POSITIVE_INFINITY;
    let coutMax = Number.NEGATIVE_INFINITY;
    const tried = combinations(syms, inHi - inLo + 1, (digits) => {
      let sum = col.constant;
      for (let i = 0; i < syms.length; i++) sum += coefs[i] * digits[i];
      for (let cin = inLo; cin <= inHi; cin++) {
        const t = sum + cin;
        let cout = 0;
        if (col.last) {
          if (t !== 0) continue;
        } else {
          if (t % base !== 0) continue;
          cout = t / base;
          if (cout < outLo || cout > outHi) continue;
        }
        for (let i = 0; i < syms.length; i++) seen[i][digits[i]] = 1;
        cinMin = Math.min(cinMin, cin);
        cinMax = Math.max(cinMax, cin);
        coutMin = Math.min(coutMin, cout);
        coutMax = Math.max(coutMax, cout);
      }
    });
    if (!tried) return false;
    if (cinMin > cinMax) {
      contradiction ??= `${columnName(k)}${where(e)}, ${columnText(e, k)}, cannot add up`;
      return false;
    }
    // the reason, stated before the domains change
    const given = (s: number) => {
      const parts: string[] = [];
      for (const t of syms)
        if (t !== s && size(t) <= 4) parts.push(conditionText(name(t), values(t)));
      if (k > 0) parts.push(carryText(e, k - 1));
      if (!col.last) parts.push(carryText(e, k));
      return parts.length > 0 ? `, with ${parts.join(", ")}` : "";
    };
    const lastCarry = (s: number) => {
      // the result is one column longer than everything else: its first letter is a carry
      if (!col.last || col.terms.length !== 1 || col.constant !== 0 || k === 0) return undefined;
      const form = linear[e];
      if (!form) return undefined;
      const longer = [...form.coefs].find(
        ([w, c]) => c !== 0n && words[w].symbols.length === k + 1 && words[w].symbols[0] === s,
      );
      if (!longer) return undefined;
      const others = [
        ...new Set(
          [...form.coefs]
            .filter(([w, c]) => c !== 0n && w !== longer[0])
            .map(([w]) => words[w].text),
        ),
      ];
      const list =
        others.length > 4
          ? "every other word"
          : others.length === 1
            ? others[0]
            : `${others.slice(0, -1).join(", ")} and ${others[others.length - 1]}`;
      return `${words[longer[0]].text} has one more column than ${list}, so ${name(s)} is the last carry`;
    };
    const reasons = new Map(
      syms.map((s) => [
        s,
        lastCarry(s) ??
          `${columnName(k)}${where(e)} reads ${columnText(e, k)}${given(s)}: no other digit of ${name(s)} fits`,
      ]),
    );
    const keep = new Map(syms.map((s, i) => [s, seen[i]]));
    let changed = narrow(keep, (s) => reasons.get(s) ?? "");
    if (k > 0 && (cinMin > inLo || cinMax < inHi)) {
      carryLo[e][k - 1] = cinMin;
      carryHi[e][k - 1] = cinMax;
      changed = true;
    }
    if (!col.last && (coutMin > outLo || coutMax < outHi)) {
      carryLo[e][k] = coutMin;
      carryHi[e][k] = coutMax;
      changed = true;
    }
    return changed;
  };

  // -- products: the last digits of both sides agree --
  const residues: { e: number; k: number; syms: number[]; test: (v: Int32Array) => number }[] = [];
  equations.forEach((eq, e) => {
    if (kinds[e] !== "polynomial" || eq.relation !== "=") return;
    if (!isPolynomial(eq.left) || !isPolynomial(eq.right)) return;
    const difference: PuzzleExpr = {
      kind: "sum",
      terms: [
        { minus: false, expr: eq.left },
        { minus: true, expr: eq.right },
      ],
    };
    const wordsIn: number[] = [];
    const walk = (x: PuzzleExpr) => {
      if (x.kind === "word") wordsIn.push(x.word);
      else if (x.kind === "neg") walk(x.arg);
      else if (x.kind === "sum") for (const t of x.terms) walk(t.expr);
      else if (x.kind === "product") for (const f of x.factors) walk(f);
      else if (x.kind === "binary") {
        walk(x.left);
        walk(x.right);
      }
    };
    walk(difference);
    const longest = Math.max(...wordsIn.map((w) => words[w].symbols.length));
    for (let k = 0; k < longest && base ** (k + 1) <= MAX_MODULUS; k++) {
      const set = new Set<number>();
      for (const w of wordsIn) {
        const syms = words[w].symbols;
        for (let j = Math.max(0, syms.length - 1 - k); j < syms.length; j++) set.add(syms[j]);
      }
      residues.push({ e, k, syms: [...set], test: modEvaluator(difference, words, base, k) });
    }
  });
  residues.sort((a, b) => a.k - b.k);
  const applyResidue = (r: (typeof residues)[number]): boolean => {
    const vals = new Int32Array(n);
    const seen = r.syms.map(() => new Uint8Array(base));
    const tried = combinations(r.syms, 1, (digits) => {
      for (let i = 0; i < r.syms.length; i++) vals[r.syms[i]] = digits[i];
      if (r.test(vals) !== 0) return;
      for (let i = 0; i < r.syms.length; i++) seen[i][digits[i]] = 1;
    });
    if (!tried) return false;
    const eq = equations[r.e];
    const digits = r.k === 0 ? "last digit" : `last ${r.k + 1} digits`;
    const given = (s: number) => {
      const parts = r.syms
        .filter((t) => t !== s && size(t) <= 3)
        .map((t) => conditionText(name(t), values(t)));
      return parts.length > 0 ? `, with ${parts.join(", ")}` : "";
    };
    return narrow(
      new Map(r.syms.map((s, i) => [s, seen[i]])),
      (s) =>
        `the ${digits} of ${exprText(eq.left)} and of ${exprText(eq.right)} must agree, and depend only on the ${digits} of each word${given(s)}: no other digit of ${name(s)} fits`,
    );
  };

  // -- bounds of each side --
  const interval = (e: PuzzleExpr): [bigint, bigint] | undefined => {
    switch (e.kind) {
      case "number":
        return [e.value, e.value];
      case "word": {
        let lo = 0n;
        let hi = 0n;
        for (const s of words[e.word].symbols) {
          const ds = values(s);
          if (ds.length === 0) return undefined;
          lo = lo * BigInt(base) + BigInt(ds[0]);
          hi = hi * BigInt(base) + BigInt(ds[ds.length - 1]);
        }
        return [lo, hi];
      }
      case "neg": {
        const x = interval(e.arg);
        return x && [-x[1], -x[0]];
      }
      case "sum": {
        let lo = 0n;
        let hi = 0n;
        for (const t of e.terms) {
          const x = interval(t.expr);
          if (!x) return undefined;
          if (t.minus) {
            lo -= x[1];
            hi -= x[0];
          } else {
            lo += x[0];
            hi += x[1];
          }
        }
        return [lo, hi];
      }
      case "product": {
        let acc: [bigint, bigint] = [1n, 1n];
        for (const f of e.factors) {
          const x = interval(f);
          if (!x) return undefined;
          const c = [acc[0] * x[0], acc[0] * x[1], acc[1] * x[0], acc[1] * x[1]];
          acc = [c.reduce((a, b) => (b < a ? b : a)), c.reduce((a, b) => (b > a ? b : a))];
        }
        return acc;
      }
      case "binary":
        return undefined;
    }
  };
  const bounded = equations
    .map((eq, e) => ({ eq, e }))
    .filter(({ eq }) => eq.relation === "=" && interval(eq.left) && interval(eq.right));
  const applyBounds = (e: number): boolean => {
    const eq = equations[e];
    const syms = new Set<number>();
    const walk = (x: PuzzleExpr) => {
      if (x.kind === "word") for (const s of words[x.word].symbols) syms.add(s);
      else if (x.kind === "neg") walk(x.arg);
      else if (x.kind === "sum") for (const t of x.terms) walk(t.expr);
      else if (x.kind === "product") for (const f of x.factors) walk(f);
    };
    walk(eq.left);
    walk(eq.right);
    let changed = false;
    for (const s of syms) {
      if (!isLetter(s) || size(s) < 2) continue;
      const before = values(s);
      const keep = dom[s].slice();
      const why = new Map<number, string>();
      for (const d of before) {
        const saved = dom[s];
        const only = new Uint8Array(base);
        only[d] = 1;
        dom[s] = only;
        const l = interval(eq.left);
        const r = interval(eq.right);
        dom[s] = saved;
        if (!l || !r) continue;
        const L = exprText(eq.left);
        const R = exprText(eq.right);
        if (l[0] > r[1])
          why.set(
            d,
            `with ${name(s)} = ${d}, ${L} is at least ${group(l[0])} but ${R} is at most ${group(r[1])}`,
          );
        else if (l[1] < r[0])
          why.set(
            d,
            `with ${name(s)} = ${d}, ${L} is at most ${group(l[1])} but ${R} is at least ${group(r[0])}`,
          );
        else continue;
        keep[d] = 0;
      }
      if (why.size === 0) continue;
      // the removed digit nearest to those kept states the bound
      const kept = before.filter((d) => keep[d]);
      const removed = [...why.keys()];
      const nearest = removed.reduce((a, b) =>
        Math.min(...kept.map((k) => Math.abs(k - b))) <
        Math.min(...kept.map((k) => Math.abs(k - a)))
          ? b
          : a,
      );
      const rest = removed.filter((d) => d !== nearest);
      const because = `${why.get(nearest)}${rest.length > 0 ? ` (likewise for ${digitsText(rest)})` : ""}`;
      if (narrow(new Map([[s, keep]]), () => because)) changed = true;
    }
    return changed;
  };

  // -- to the fixpoint --
  const propagate = () => {
    for (let round = 0; round < 1000 && !contradiction; round++) {
      let changed = allDifferent();
      for (let e = 0; e < columns.length && !contradiction; e++)
        for (let k = 0; k < columns[e].length && !contradiction; k++)
          if (applyColumn(e, k)) changed = true;
      if (changed) continue; // the simple rules again first, as a person would
      for (const { e } of bounded) if (!contradiction && applyBounds(e)) changed = true;
      if (changed) continue;
      // the last digits of products, the fewest digits first
      for (const r of residues)
        if (!contradiction && applyResidue(r)) {
          changed = true;
          break;
        }
      if (!changed) break;
    }
  };
  propagate();

  // -- trials: a digit that leads the reasoning to a contradiction is not the letter's --
  let trials = 0;
  if (options.trials && !contradiction) {
    const save = () => ({
      dom: dom.map((d) => d.slice()),
      lo: carryLo.map((a) => a.slice()),
      hi: carryHi.map((a) => a.slice()),
      count: deductions.length,
    });
    const restore = (state: ReturnType<typeof save>) => {
      state.dom.forEach((d, s) => {
        dom[s] = d.slice();
      });
      state.lo.forEach((a, e) => {
        carryLo[e] = a.slice();
      });
      state.hi.forEach((a, e) => {
        carryHi[e] = a.slice();
      });
      deductions.length = state.count;
      contradiction = undefined;
    };
    for (let round = 0; round < 100 && !contradiction; round++) {
      // the letters with fewest digits first: their cases are fewest to try
      const open = symbols
        .map((_, s) => s)
        .filter((s) => isLetter(s) && size(s) > 1)
        .sort((a, b) => size(a) - size(b) || a - b);
      let found = false;
      for (const s of open) {
        const keep = dom[s].slice();
        const reasons: [number, string][] = [];
        for (const d of values(s)) {
          const state = save();
          const only = new Uint8Array(base);
          only[d] = 1;
          dom[s] = only;
          propagate();
          const failed = contradiction;
          restore(state);
          if (failed) {
            keep[d] = 0;
            reasons.push([
              d,
              `if ${name(s)} = ${d}, the same reasoning ends in a contradiction: ${failed}`,
            ]);
          }
        }
        if (reasons.length === 0) continue;
        const others = reasons.slice(1).map(([d]) => d);
        narrow(
          new Map([[s, keep]]),
          () =>
            `${reasons[0][1]}${others.length > 0 ? `; likewise for ${name(s)} = ${others.join(", ")}` : ""}`,
        );
        propagate();
        trials++;
        found = true;
        break;
      }
      if (!found) break;
    }
  }

  const letters = symbols.map((_, s) => s).filter(isLetter);
  const domains: Record<string, number[]> = {};
  for (const s of letters) domains[name(s)] = values(s);
  return {
    deductions,
    domains,
    assignments: contradiction
      ? 0n
      : countAssignments(
          letters.map((s) => dom[s]),
          base,
        ),
    ...(contradiction ? { contradiction } : {}),
    trials,
  };
}

/**
 * The number of ways to give each letter a digit of its domain, all different: letters with
 * the same domain are counted as one kind (digits taken in order, each to a letter of some kind
 * or to none), so the work is the digits times the combinations of counts per kind.
 * Undefined when those combinations are too many.
 *
 * @example
 * ```ts
 * countAssignments([Uint8Array.of(1, 1, 0), Uint8Array.of(1, 1, 1)], 3); // 4n
 * ```
 */
export function countAssignments(domains: Uint8Array[], base: number): bigint | undefined {
  const kinds = new Map<string, { digits: Uint8Array; count: number }>();
  for (const d of domains) {
    const key = d.join("");
    const k = kinds.get(key);
    if (k) k.count++;
    else kinds.set(key, { digits: d, count: 1 });
  }
  const list = [...kinds.values()];
  let states = 1;
  for (const k of list) {
    states *= k.count + 1;
    if (states > 2_000_000) return undefined;
  }
  // state: how many letters of each kind have a digit, as a mixed-radix number
  const radix = list.map((k) => k.count + 1);
  let ways = new Map<number, bigint>([[0, 1n]]);
  for (let digit = 0; digit < base; digit++) {
    const next = new Map<number, bigint>();
    for (const [state, count] of ways) {
      next.set(state, (next.get(state) ?? 0n) + count); // nobody takes this digit
      let rest = state;
      let place = 1;
      for (let j = 0; j < list.length; j++) {
        const have = rest % radix[j];
        rest = Math.floor(rest / radix[j]);
        if (have < list[j].count && list[j].digits[digit]) {
          const to = state + place;
          next.set(to, (next.get(to) ?? 0n) + count * BigInt(list[j].count - have));
        }
        place *= radix[j];
      }
    }
    ways = next;
  }
  let full = 0;
  let place = 1;
  for (let j = 0; j < list.length; j++) {
    full += list[j].count * place;
    place *= radix[j];
  }
  return ways.get(full) ?? 0n;
}

/** What {@link explainAndSolve} found: the explanation, the solutions, and the search's size. */
export interface ExplainedSolution extends AlphameticExplanation {
  /** Each solution as letter → digit, letters in order of first appearance. */
  solutions: Record<string, number>[];
  /** False when `first` or `limit` stopped the search. */
  complete: boolean;
  /** Nodes of the search within the domains the reasoning left. */
  nodes: number;
  /** Nodes of the same search without those domains (for comparison). */
  nodesWithout: number;
}

/**
 * Explains a puzzle, then solves it within the domains the reasoning left (fewer nodes than
 * without them), and without them for comparison.
 *
 * @param puzzle - the puzzle text, as for {@link solveAlphametic}
 * @param options - the options of {@link explainAlphametic} and of {@link solveAlphametic} (except
 *   `method` and `counters`)
 *
 * @example
 * ```ts
 * const r = explainAndSolve("SEND + MORE = MONEY");
 * r.solutions; // [{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }]
 * r.nodes < r.nodesWithout; // true
 * ```
 */
export function explainAndSolve(
  puzzle: string,
  options: ExplainOptions & Omit<AlphameticOptions, "method" | "counters"> = {},
): ExplainedSolution {
  const explanation = explainAlphametic(puzzle, options);
  const within = createCounters();
  const without = createCounters();
  const { solutions, complete } = explanation.contradiction
    ? { solutions: [], complete: true }
    : solveAlphametic(puzzle, { ...options, digits: explanation.domains, counters: within });
  solveAlphametic(puzzle, { ...options, counters: without });
  return {
    ...explanation,
    solutions,
    complete,
    nodes: within.nodes,
    nodesWithout: without.nodes,
  };
}
