/**
 * New alphametics with exactly one solution (`alphametic generate`). From a word list: sums
 * `W1 + ... + Wk = R`, the words picked at random (seeded) among those whose lengths fit (the
 * result is as long as the longest addend, or longer by the digits that k addends can carry),
 * with at most B distinct letters (in bases 14 to 16, a result with few letters of its own: see
 * `newLetters`); each candidate is solved for at most two solutions and kept
 * when it has exactly one. Doubly-true sums take the spellings of numbers (npm `n2words`, the
 * spelling normalised to letters A-Z) whose values add up too, every multiset of k addends in
 * turn. Each puzzle comes with its solution, the column method's node count and a difficulty
 * (how far reasoning gets, and the search effort). Cost: a solve of a few microseconds to a
 * millisecond per candidate, and an explanation (tens of milliseconds) per puzzle kept.
 */
import { createCounters } from "../core/counters.js";
import { InputError, throwIfAborted } from "../core/errors.js";
import { createRandom } from "../core/random.js";
import { explainAlphametic } from "./explain.js";
import { solveAlphametic } from "./solver.js";
import { EN_WORDS_CODED } from "./words/en.js";
import { frontDecode } from "./words/front-coding.js";

/** Difficulty bands, by the column method's nodes (see {@link DIFFICULTY_NODES}). */
export type AlphameticDifficulty = "easy" | "medium" | "hard";

/**
 * The column method's node counts that separate three levels of search effort (0 below the
 * first, 2 from the second on): the terciles, rounded, of the first 300 English two-addend sums
 * generated with seed "calibrate" (1,396 and 3,490 nodes).
 */
export const DIFFICULTY_NODES: readonly [number, number] = [1400, 3500];

/**
 * A puzzle's difficulty from two things a solver feels: how far reasoning gets (0 when
 * `--explain` alone decides every letter, 1 when it needs trials, `--trace`, 2 when even trials
 * leave search to do) and the search effort (0-2, by {@link DIFFICULTY_NODES}). Their sum is
 * easy up to 1, medium at 2, hard from 3. On the 300 calibration sums: 91 easy, 88 medium, 121
 * hard (reasoning alone decided 6, trials 232, neither 62).
 *
 * @param puzzle - the puzzle text
 * @param nodes - the column method's nodes for all its solutions (see
 *   {@link GeneratedAlphametic.nodes})
 * @param base - the puzzle's base, 2..36; default 10
 *
 * @example
 * ```ts
 * alphameticDifficulty("SEND + MORE = MONEY", 2053); // "medium": trials decide it, 2,053 nodes
 * ```
 */
export function alphameticDifficulty(
  puzzle: string,
  nodes: number,
  base = 10,
): AlphameticDifficulty {
  // with trials allowed, the rules run first: no trial was needed when they decided it alone
  const e = explainAlphametic(puzzle, { base, trials: true });
  const decided = Object.values(e.domains).every((d) => d.length === 1);
  const reasoning = !decided ? 2 : e.trials === 0 ? 0 : 1;
  const effort = nodes < DIFFICULTY_NODES[0] ? 0 : nodes < DIFFICULTY_NODES[1] ? 1 : 2;
  const score = reasoning + effort;
  return score <= 1 ? "easy" : score === 2 ? "medium" : "hard";
}

/** Languages for doubly-true sums: code → the n2words module that spells them. */
export const NUMBER_LANGUAGES: Readonly<Record<string, string>> = Object.freeze({
  en: "en-US",
  fr: "fr-FR",
  de: "de-DE",
  es: "es-ES",
  it: "it-IT",
  pt: "pt-PT",
  nl: "nl-NL",
  sv: "sv-SE",
  da: "da-DK",
  nb: "nb-NO",
  fi: "fi-FI",
  pl: "pl-PL",
  cs: "cs-CZ",
  ro: "ro-RO",
  hu: "hu-HU",
  tr: "tr-TR",
  id: "id-ID",
});

/** Options of {@link generateAlphametics}. */
export interface GenerateAlphameticsOptions {
  /** Words to build sums from (any case; letters only are kept). @defaultValue the built-in English list */
  words?: readonly string[];
  /** Addends per sum, [least, most]. @defaultValue [2, 2], or [2, 6] for doubly-true sums */
  addends?: [number, number];
  /** Base 2..{@link MAX_GENERATE_BASE} (16), as the solver's bases. @defaultValue 10 */
  base?: number;
  /** Seed: the same seed gives the same puzzles. @defaultValue a random one */
  seed?: number | string;
  /** Only puzzles of this band. */
  difficulty?: AlphameticDifficulty;
  /** Doubly-true sums in this language (a key of {@link NUMBER_LANGUAGES}) instead of words. */
  doublyTrue?: string;
  /** Doubly-true: numbers from 0 to this. @defaultValue 100 */
  max?: number;
  /** Give up after this many candidates without a new puzzle. @defaultValue 2,000,000 */
  maxCandidates?: number;
  /** Cancels the generation (AbortError). */
  signal?: AbortSignal;
  /**
   * Give up (InputError naming the limit) when no new puzzle has turned up for this many
   * milliseconds. @defaultValue no limit
   */
  timeLimitMs?: number;
  /** Counts the candidates solved (checked for uniqueness), for throughput figures. */
  counters?: {
    /** Candidates solved so far (added to, never reset). */
    candidates: number;
  };
}

/** A generated puzzle. */
export interface GeneratedAlphametic {
  /** `WORD + WORD = WORD`. */
  puzzle: string;
  /** Its one solution, letter → digit. */
  solution: Record<string, number>;
  /** The column method's nodes for all solutions (the search effort). */
  nodes: number;
  /** Its band: "easy", "medium" or "hard" (see {@link alphameticDifficulty}). */
  difficulty: AlphameticDifficulty;
}

/**
 * Letters A-Z of a spelling: accents removed, spaces and hyphens dropped, upper case.
 *
 * @param text - a word or a number's spelling, in any case, with accents, spaces or hyphens
 *
 * @example
 * ```ts
 * normaliseWord("quatre-vingt-dix-sept"); // "QUATREVINGTDIXSEPT"
 * ```
 */
export function normaliseWord(text: string): string {
  const special: Record<string, string> = {
    ł: "l",
    ß: "ss",
    æ: "ae",
    ø: "o",
    œ: "oe",
    ı: "i",
    đ: "d",
  };
  return text
    .toLowerCase()
    .replace(/[łßæøœıđ]/g, (c) => special[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s\-'’]/g, "")
    .toUpperCase();
}

/** Distinct letters of some words. */
function letterCount(words: readonly string[]): number {
  const seen = new Set<string>();
  for (const w of words) for (const c of w) seen.add(c);
  return seen.size;
}

/** The puzzle's one solution and its effort, or undefined unless it has exactly one. */
function unique(
  addends: readonly string[],
  result: string,
  base: number,
): { puzzle: string; solution: Record<string, number>; nodes: number } | undefined {
  const puzzle = `${addends.join(" + ")} = ${result}`;
  // at most two: a second solution stops the search (incomplete), one alone completes it
  const found = solveAlphametic(puzzle, { base, limit: 2 });
  if (found.solutions.length !== 1 || !found.complete) return undefined;
  const counters = createCounters();
  solveAlphametic(puzzle, { base, method: "columns", counters });
  return { puzzle, solution: { ...found.solutions[0] }, nodes: counters.nodes };
}

/**
 * The largest base `generate` takes: 16, as hexadecimal (a puzzle may use up to 16 letters; the
 * solver goes on to 36, but a word list has few sums that need more letters than that).
 */
export const MAX_GENERATE_BASE = 16;

/** Digits needed to write a number in a base. */
const digitsOf = (n: number, base: number) =>
  Math.max(1, Math.ceil(Math.log(n + 1) / Math.log(base)));

/**
 * Generates alphametics with exactly one solution, as a lazy iterator (take as many as you need;
 * it ends when no new puzzle turns up among `maxCandidates` candidates, or, for doubly-true
 * sums, when every combination has been tried).
 *
 * @param options - the word list, addends, base, seed, band and limits: see
 *   {@link GenerateAlphameticsOptions}
 *
 * @example
 * ```ts
 * const [first] = generateAlphametics({ seed: 1 }).take(1);
 * first.puzzle; // a sum like "WORD + WORD = WORDS", with one solution
 * ```
 */
export function* generateAlphametics(
  options: GenerateAlphameticsOptions = {},
): Generator<GeneratedAlphametic, void, undefined> {
  const base = options.base ?? 10;
  if (!Number.isInteger(base) || base < 2 || base > MAX_GENERATE_BASE)
    throw new InputError(`the base must be an integer from 2 to ${MAX_GENERATE_BASE}, got ${base}`);
  const [least, most] = options.addends ?? (options.doublyTrue ? [2, 6] : [2, 2]);
  if (!Number.isInteger(least) || !Number.isInteger(most) || least < 1 || most < least || most > 50)
    throw new InputError(`--addends must be A or A-B with 2 <= A <= B <= 50, got ${least}-${most}`);
  if (least < 2)
    throw new InputError(
      "--addends must be at least 2: a sum of one word, W = R, never has exactly one solution (different words are different numbers, the same word has many)",
    );
  if (options.doublyTrue !== undefined) {
    yield* doublyTrue(options, base, least, most);
    return;
  }
  // units of a few puzzles each, seeded seed/0, seed/1, ...: the same puzzles in the same order
  // whether the units run here one after another or on a pool of workers (alphametic generate)
  const seed =
    options.seed === undefined ? String((Math.random() * 2 ** 32) >>> 0) : String(options.seed);
  const seen = new Set<string>();
  for (let unit = 0; ; unit++) {
    throwIfAborted(options.signal);
    const batch = generateUnit(
      {
        words: options.words === undefined ? null : [...options.words],
        seed,
        unit,
        want: GENERATE_UNIT_PUZZLES,
        addends: [least, most],
        base,
        difficulty: options.difficulty,
        maxCandidates: options.maxCandidates ?? 2_000_000,
      },
      options.counters,
      options.signal,
      options.timeLimitMs === undefined ? undefined : Date.now() + options.timeLimitMs,
    );
    let fresh = 0;
    for (const p of batch) {
      if (seen.has(p.puzzle)) continue;
      seen.add(p.puzzle);
      fresh++;
      yield p;
    }
    // a unit with nothing new: the words have no more to give
    if (fresh === 0) return;
  }
}

/** Puzzles per unit of word-list generation (the unit the worker pool runs). */
export const GENERATE_UNIT_PUZZLES = 4;

/** One unit of word-list generation: plain data, so that a worker can run it. */
export interface GenerateUnit {
  /** The words (any case), or null for the built-in English list. */
  words: string[] | null;
  /** The run's seed; the unit draws from `seed/unit`. */
  seed: string;
  unit: number;
  /** Puzzles to make (fewer when `maxCandidates` candidates in a row give none). */
  want: number;
  addends: [number, number];
  base: number;
  difficulty?: AlphameticDifficulty;
  maxCandidates: number;
}

/**
 * Draws after which a unit in which no sum fitted (lengths and at most `base` letters) stops:
 * deterministic, so the same seed gives the same puzzles, and quick (about 2 s for 50 addends,
 * which ran 81 s before saying it found none). Not fewer: in base 3 a sum of English words whose
 * letters fit comes about once in 10,000 draws (5,000 gave seed "base" no puzzle there).
 */
export const NO_FIT_DRAWS = 50_000;

/** The error of a generation that found no new puzzle within its time limit. */
function noNewPuzzle(u: { addends: [number, number]; base: number }): InputError {
  return new InputError(
    `no new puzzle turned up within the time limit (${u.addends[0] === u.addends[1] ? u.addends[0] : u.addends.join("-")} addends, base ${u.base}): try fewer addends or more words, or a longer --time-limit`,
  );
}

/** The usable words of a list, by length (the built-in list prepared once). */
interface PreparedWords {
  list: string[];
  byLength: Map<number, string[]>;
  lengths: number[];
}
/** The built-in list, prepared once per base. */
const builtIn = new Map<number, PreparedWords>();

function prepareWords(words: readonly string[] | null, base: number): PreparedWords {
  const cached = words === null ? builtIn.get(base) : undefined;
  if (cached) return cached;
  const list = [...new Set((words ?? frontDecode(EN_WORDS_CODED)).map(normaliseWord))].filter(
    (w) => /^[A-Z]+$/.test(w) && w.length >= 2 && letterCount([w]) <= base,
  );
  if (list.length < 2) throw new InputError("the word list needs at least two usable words");
  const byLength = new Map<number, string[]>();
  for (const w of list) {
    const group = byLength.get(w.length) ?? [];
    group.push(w);
    byLength.set(w.length, group);
  }
  const prepared = { list, byLength, lengths: [...byLength.keys()].sort((a, b) => a - b) };
  if (words === null) builtIn.set(base, prepared);
  return prepared;
}

/**
 * Runs one unit of word-list generation: random sums drawn from `seed/unit`, each kept when it
 * has exactly one solution (and the wanted difficulty), until `want` are made.
 *
 * @example
 * ```ts
 * generateUnit({ words: null, seed: "7", unit: 0, want: 2, addends: [2, 2], base: 10, maxCandidates: 1e6 }).length; // 2
 * ```
 */
export function generateUnit(
  u: GenerateUnit,
  counters?: { candidates: number },
  signal?: AbortSignal,
  deadline?: number,
): GeneratedAlphametic[] {
  const { base } = u;
  const [least, most] = u.addends;
  const { list, byLength, lengths } = prepareWords(u.words, base);
  const random = createRandom(`${u.seed}/${u.unit}`);
  const pick = <T>(xs: readonly T[]): T => xs[random.int(xs.length)];
  const made: GeneratedAlphametic[] = [];
  const seen = new Set<string>();
  const failed = new Set<string>();
  let misses = 0;
  let fitting = 0; // draws whose words fit together (lengths, letters): solved, or seen before
  while (made.length < u.want && misses < u.maxCandidates) {
    misses++;
    if ((misses & 0x3ff) === 0) {
      throwIfAborted(signal);
      if (deadline !== undefined && Date.now() > deadline) throw noNewPuzzle(u);
    }
    // no draw fits at all (too many addends for the base's letters): the words cannot give one
    if (fitting === 0 && misses > NO_FIT_DRAWS) break;
    const k = least + random.int(most - least + 1);
    // the result: as long as the longest addend, or longer by what k addends can carry
    const result = pick(list);
    const carry = digitsOf(k - 1, base); // k addends of m digits sum below k * base^m
    const fits = lengths.filter((m) => m <= result.length && m >= result.length - carry);
    if (fits.length === 0) continue;
    const longest = pick(fits);
    const addends = [pick(byLength.get(longest) as string[])];
    for (let j = 1; j < k; j++) {
      const shorter = lengths.filter((m) => m <= longest);
      addends.push(pick(byLength.get(pick(shorter)) as string[]));
    }
    if (addends.includes(result)) continue;
    if (letterCount([...addends, result]) > base) continue;
    if (base >= 14 && newLetters(addends, result) > Math.max(0, 15 - base)) continue;
    fitting++;
    const key = `${[...addends].sort().join("+")}=${result}`;
    if (seen.has(key) || failed.has(key)) continue;
    if (counters) counters.candidates++;
    const found = unique(addends, result, base);
    if (!found) {
      // remembered up to a point, so that a small list is not solved over and over
      if (failed.size < 1_000_000) failed.add(key);
      continue;
    }
    seen.add(key);
    const difficulty = alphameticDifficulty(found.puzzle, found.nodes, base);
    if (u.difficulty && difficulty !== u.difficulty) continue;
    misses = 0;
    made.push({ ...found, difficulty });
  }
  return made;
}

/**
 * The letters of the result that no addend has. In bases 14 to 16 a random sum of English words
 * has a single solution about once in 10,000 (most have none or many: spare digits let letters
 * move), and the ones that have one are tight sums whose result brings at most one new letter
 * (EVENTS + UNEVEN = CUTEST), so candidates are drawn among those: one new letter in base 14,
 * none in 15 and 16
 * (measured, seed 7, 12 puzzles: base 16 from ~9 s to ~1 s a puzzle, 15 from 5.8 s to 1.1 s,
 * 14 from 1.6 s to 0.6 s). Bases up to 13 draw as before.
 */
function newLetters(addends: readonly string[], result: string): number {
  const have = new Set(addends.join(""));
  let n = 0;
  for (const c of new Set(result)) if (!have.has(c)) n++;
  return n;
}

/**
 * The most candidate doubly-true sums (multisets of addends whose words have at most `base`
 * letters) a run may check: 1,000,000 (English up to 100 has 172,801, Dutch 314,284).
 */
export const MAX_DOUBLY_TRUE_CANDIDATES = 1_000_000;

/**
 * Doubly-true sums: every multiset of addends from 1..max whose sum is at most max and whose
 * words use at most `base` letters is a candidate; the candidates are put in the seeded order
 * first, then checked one by one (a solve each), so the first puzzles come at once.
 */
function* doublyTrue(
  options: GenerateAlphameticsOptions,
  base: number,
  least: number,
  most: number,
): Generator<GeneratedAlphametic, void, undefined> {
  const lang = options.doublyTrue as string;
  const spell = numberSpeller(lang);
  const max = options.max ?? 100;
  if (!Number.isInteger(max) || max < 2 || max > 10_000)
    throw new InputError(`--max must be an integer from 2 to 10000, got ${max}`);
  const started = Date.now();
  const limit = options.timeLimitMs ?? Number.POSITIVE_INFINITY;
  const words: string[] = [];
  for (let n = 0; n <= max; n++) words.push(normaliseWord(spell(n)));
  const candidates = doublyTrueCandidates(words, base, least, most, max, () => {
    throwIfAborted(options.signal);
    if (Date.now() - started > limit)
      throw new InputError(
        `listing the candidate sums took longer than the time limit of ${limit / 1000} s: lower --max or --addends, or give a longer --time-limit`,
      );
  });
  // the same seed, the same order
  const random = createRandom(options.seed);
  const order = new Uint32Array(candidates.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  let last = Date.now();
  for (let i = 0; i < order.length; i++) {
    if ((i & 0x3f) === 0) {
      throwIfAborted(options.signal);
      if (Date.now() - last > limit)
        throw new InputError(
          `no new doubly-true sum turned up for the time limit of ${limit / 1000} s (${i} of ${order.length} candidate sums checked): give a longer --time-limit`,
        );
    }
    const tuple = candidates[order[i]];
    let sum = 0;
    for (const n of tuple) sum += n;
    if (options.counters) options.counters.candidates++;
    const puzzle = unique(
      Array.from(tuple, (n) => words[n]),
      words[sum],
      base,
    );
    if (!puzzle) continue;
    const difficulty = alphameticDifficulty(puzzle.puzzle, puzzle.nodes, base);
    if (options.difficulty && difficulty !== options.difficulty) continue;
    last = Date.now();
    yield { ...puzzle, difficulty };
  }
}

/**
 * The candidate doubly-true sums: multisets (ascending tuples) of `least`..`most` addends from
 * 1..max with a sum at most max whose words, with the sum's, have at most `base` letters.
 * `tick` is called now and then (it may throw to stop). Refuses more than
 * {@link MAX_DOUBLY_TRUE_CANDIDATES}.
 */
function doublyTrueCandidates(
  words: readonly string[],
  base: number,
  least: number,
  most: number,
  max: number,
  tick: () => void,
): Uint16Array[] {
  // each word's letters as a 26-bit mask: a partial sum with too many letters goes no further
  const masks = words.map((w) => {
    let m = 0;
    for (const c of w) m |= 1 << (c.charCodeAt(0) - 65);
    return m;
  });
  const bits = (m: number) => {
    let c = 0;
    for (let x = m; x !== 0; x &= x - 1) c++;
    return c;
  };
  const found: Uint16Array[] = [];
  const tuple: number[] = [];
  let steps = 0;
  const walk = (k: number, from: number, sum: number, mask: number) => {
    if (tuple.length === k) {
      if (bits(mask | masks[sum]) > base) return;
      if (found.length === MAX_DOUBLY_TRUE_CANDIDATES)
        throw new InputError(
          `more than ${MAX_DOUBLY_TRUE_CANDIDATES} candidate sums to check, the limit: lower --max or --addends`,
        );
      found.push(Uint16Array.from(tuple));
      return;
    }
    for (let n = from; sum + n * (k - tuple.length) <= max; n++) {
      if ((++steps & 0xffff) === 0) tick();
      const next = mask | masks[n];
      if (bits(next) > base) continue;
      tuple.push(n);
      walk(k, n, sum + n, next);
      tuple.pop();
    }
  };
  for (let k = least; k <= most; k++) walk(k, 1, 0, 0);
  return found;
}

/** The spelling function of a language, from n2words (loaded once, synchronously resolved). */
function numberSpeller(lang: string): (n: number) => string {
  const speller = SPELLERS.get(lang);
  if (!speller)
    throw new InputError(
      `no number words for ${JSON.stringify(lang)}: --lang takes ${Object.keys(NUMBER_LANGUAGES).join(", ")} (load them first with loadNumberWords)`,
    );
  return speller;
}

const SPELLERS = new Map<string, (n: number) => string>();

/**
 * Registers a language's number spelling directly (where `import("n2words/...")` by name does
 * not work, as in a bundled web page that imports the n2words module itself).
 *
 * @param lang - a key of {@link NUMBER_LANGUAGES} (for example "fr"); InputError for any other
 * @param toCardinal - the language's spelling of a whole number (n2words' `toCardinal`)
 *
 * @example
 * ```ts
 * import { toCardinal } from "n2words/fr-FR";
 * registerNumberWords("fr", toCardinal);
 * ```
 */
export function registerNumberWords(lang: string, toCardinal: (n: number) => string): void {
  if (!Object.hasOwn(NUMBER_LANGUAGES, lang))
    throw new InputError(`no number words for ${JSON.stringify(lang)}`, { value: lang });
  SPELLERS.set(lang, toCardinal);
}

/**
 * Loads the number spellings of a language (npm `n2words`) for doubly-true generation.
 *
 * @param lang - a key of {@link NUMBER_LANGUAGES} (for example "fr"); InputError for any other
 *
 * @example
 * ```ts
 * await loadNumberWords("fr");
 * generateAlphametics({ doublyTrue: "fr", max: 30 }).next().value?.puzzle;
 * ```
 */
export async function loadNumberWords(lang: string): Promise<void> {
  const module = NUMBER_LANGUAGES[lang];
  if (!Object.hasOwn(NUMBER_LANGUAGES, lang) || module === undefined)
    throw new InputError(
      `no number words for ${JSON.stringify(lang)}: --lang takes ${Object.keys(NUMBER_LANGUAGES).join(", ")}`,
      { value: lang },
    );
  if (SPELLERS.has(lang)) return;
  let spelled: { toCardinal(n: number): string };
  try {
    // a bundler leaves this import to run time (n2words is optional; a page registers words instead)
    spelled = (await import(/* @vite-ignore */ `n2words/${module}`)) as {
      toCardinal(n: number): string;
    };
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_MODULE_NOT_FOUND")
      throw new InputError(
        "doubly-true sums spell numbers with the npm package n2words, an optional dependency: npm install n2words@4",
      );
    throw error;
  }
  SPELLERS.set(lang, (n) => spelled.toCardinal(n));
}
