/**
 * asciiCells (the public calls' SWAR decoding of a puzzle's 81 characters) against the plain
 * byte-by-byte reading: the same values for every valid text, false for every text with another
 * character (any ASCII byte, at any place), and the public calls still answer and refuse as the
 * general path does.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countSudokuSolutions } from "../../src/index.js";
import { asciiCells } from "../../src/sudoku/ascii-cells.js";

/** The reference: each character alone. */
function byHand(text: string): number[] | null {
  const out: number[] = [];
  for (const ch of text) {
    if (ch === "." || ch === "0" || ch === "_") out.push(0);
    else if (ch >= "1" && ch <= "9") out.push(ch.charCodeAt(0) - 48);
    else return null;
  }
  return out;
}

function decode(text: string): number[] | null {
  const buffer = new ArrayBuffer(96);
  const bytes = new Uint8Array(buffer, 4, 81);
  new TextEncoder().encodeInto(text, bytes);
  return asciiCells(bytes, new Uint32Array(buffer, 4, 20)) ? [...bytes] : null;
}

const valid = fc.constantFrom(..."1234567890._");
const ascii = fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c));

describe("asciiCells", () => {
  it("reads every valid text as the characters say", () => {
    fc.assert(
      fc.property(fc.array(valid, { minLength: 81, maxLength: 81 }), (chars) => {
        const text = chars.join("");
        expect(decode(text)).toEqual(byHand(text));
      }),
    );
  });

  it("refuses a text with any other ASCII character, wherever it is", () => {
    fc.assert(
      fc.property(
        fc.array(valid, { minLength: 81, maxLength: 81 }),
        fc.integer({ min: 0, max: 80 }),
        ascii,
        (chars, at, ch) => {
          chars[at] = ch;
          const text = chars.join("");
          expect(decode(text)).toEqual(byHand(text));
        },
      ),
    );
  });

  it("checks each of the 128 ASCII characters in every byte lane and in the last byte", () => {
    for (let c = 0; c < 128; c++)
      for (const at of [0, 1, 2, 3, 77, 78, 79, 80]) {
        const chars = Array.from({ length: 81 }, () => "5");
        chars[at] = String.fromCharCode(c);
        const text = chars.join("");
        expect(decode(text)).toEqual(byHand(text));
      }
  });

  it("leaves the public calls' answers and refusals as the general path gives them", () => {
    const puzzle =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    expect(countSudokuSolutions(puzzle, 2)).toBe(1);
    expect(countSudokuSolutions(puzzle.replaceAll(".", "_"), 2)).toBe(1);
    expect(() => countSudokuSolutions(`${puzzle.slice(0, 80)}x`, 2)).toThrow(/x/);
    expect(() => countSudokuSolutions(`${puzzle.slice(0, 40)}:${puzzle.slice(41)}`, 2)).toThrow();
  });
});
