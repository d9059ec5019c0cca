/**
 * f-puzzles links: `https://f-puzzles.com/?load=<data>`, the bare `load=<data>`, SudokuPad's
 * `https://sudokupad.app/fpuzzles<data>`, where data is lz-string's compressToBase64 of the
 * puzzle's JSON (lz-string 1.5.0, the library f-puzzles itself uses). O(length).
 */
import * as lzModule from "lz-string";
import { InputError, quoteInput } from "../../core/errors.js";

/**
 * At most this many characters of load= data: lz-string's output can grow with the square of its
 * input, so a hostile link is refused before it is decompressed (a real puzzle needs a few KB).
 */
export const MAX_LOAD_DATA = 32768;

type LzString = typeof lzModule;
// Node's ESM loader exposes the CommonJS module as the default export; bundlers give the names too
const lz: LzString = (lzModule as unknown as { default?: LzString }).default ?? lzModule;

/** The lz-string data of a link, a `load=` string or a SudokuPad link. */
function loadData(text: string): string {
  const t = text.trim();
  let data: string | undefined;
  const at = t.search(/[?&]load=/);
  if (at >= 0) data = t.slice(at + 6).split("&")[0];
  else if (t.startsWith("load=")) data = t.slice(5);
  else {
    const m = /(?:^|\/|[?&]puzzleid=)fpuzzles([A-Za-z0-9+/=%]+)/.exec(t);
    data = m?.[1];
  }
  if (data === undefined || data === "")
    throw new InputError(
      `f-puzzles: ${quoteInput(t, 40)} is neither f-puzzles JSON nor a link with load=`,
    );
  return data;
}

/**
 * The f-puzzles JSON text inside a link or `load=` string; throws an InputError when the data
 * does not decompress.
 *
 * @example
 * ```ts
 * decodeFPuzzlesLoad("load=" + compressToBase64('{"size":4}')); // '{"size":4}'
 * ```
 */
export function decodeFPuzzlesLoad(text: string): string {
  let data = loadData(text);
  if (data.includes("%")) {
    try {
      data = decodeURIComponent(data);
    } catch {
      throw new InputError("f-puzzles: the link's load= data has a bad %-escape");
    }
  }
  data = data.replace(/ /g, "+");
  if (data.length > MAX_LOAD_DATA)
    throw new InputError(
      `f-puzzles: the link's load= data has ${data.length} characters, at most ${MAX_LOAD_DATA}`,
    );
  if (!/^[A-Za-z0-9+/]+=*$/.test(data))
    throw new InputError("f-puzzles: the link's load= data is not base64 (A-Z, a-z, 0-9, +, /)");
  let json: string | null;
  try {
    json = lz.decompressFromBase64(data);
  } catch {
    json = null;
  }
  if (typeof json !== "string" || !json.trimStart().startsWith("{"))
    throw new InputError("f-puzzles: the link's load= data does not decompress to f-puzzles JSON");
  return json;
}

/**
 * An f-puzzles link to the given JSON (a string, or an object turned into JSON).
 *
 * @param json - the f-puzzles JSON, as text or as an object (from {@link writeFPuzzles})
 *
 * @example
 * ```ts
 * fPuzzlesLink(writeFPuzzles(puzzle)); // "https://f-puzzles.com/?load=N4Ig..."
 * ```
 */
export function fPuzzlesLink(json: string | object): string {
  const text = typeof json === "string" ? json : JSON.stringify(json);
  return `https://f-puzzles.com/?load=${lz.compressToBase64(text)}`;
}
