/**
 * The logic board of a variant puzzle: its houses come from the puzzle (rows, columns, the jigsaw
 * regions in the place of the boxes, then the diagonals, the extra regions and the cages of N
 * cells), its peers from every rule that makes two cells differ (houses, smaller extra regions,
 * cages, anti-knight and anti-king moves), so that every classic technique works on it; the other
 * rules go to the variant techniques through `board.variant`. Odd and even cells start with
 * their digits only. Cost: O(N^4) bytes for the sees matrix, O(N^3) for the rest, per puzzle.
 */
import { cellName, defaultBoxRows, type SudokuGeometry } from "../../grid.js";
import { variantModel } from "../../variants/model.js";
import type { VariantSudoku } from "../../variants/types.js";
import { type LogicBoard, placeDigit } from "../board.js";
import type { HouseTable } from "../houses.js";
import { variantLogic } from "./rules.js";

/** The houses (N cells, every digit once) of a puzzle with their names, in the table's order. */
function variantHouses(p: VariantSudoku): { cells: number[]; name: string }[] {
  const n = p.size;
  const out: { cells: number[]; name: string }[] = [];
  for (let r = 0; r < n; r++)
    out.push({ cells: Array.from({ length: n }, (_, k) => r * n + k), name: `row ${r + 1}` });
  for (let c = 0; c < n; c++)
    out.push({ cells: Array.from({ length: n }, (_, k) => k * n + c), name: `column ${c + 1}` });
  for (let r = 0; r < n; r++) {
    const cells: number[] = [];
    p.regions.forEach((x, c) => {
      if (x === r) cells.push(c);
    });
    out.push({ cells, name: `${p.jigsaw ? "region" : "box"} ${r + 1}` });
  }
  if (p.diagonalDown)
    out.push({ cells: Array.from({ length: n }, (_, k) => k * n + k), name: "the main diagonal" });
  if (p.diagonalUp)
    out.push({
      cells: Array.from({ length: n }, (_, k) => (n - 1 - k) * n + k),
      name: "the anti-diagonal",
    });
  p.extraRegions.forEach((cells, i) => {
    if (new Set(cells).size === n)
      out.push({ cells: [...cells].sort((a, b) => a - b), name: `extra region ${i + 1}` });
  });
  for (const cage of p.cages)
    if (new Set(cage.cells).size === n)
      out.push({
        cells: [...cage.cells].sort((a, b) => a - b),
        name: `the cage ${cage.cells.map((c) => cellName(c, n)).join("+")}`,
      });
  return out;
}

/** CSR of lists. */
function compress(lists: number[][]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i]! + lists[i]!.length;
  const items = new Int32Array(start[lists.length]!);
  for (let i = 0; i < lists.length; i++) items.set(lists[i]!, start[i]!);
  return [items, start];
}

/**
 * The house table of a variant puzzle (see the file comment); its geometry names every house.
 *
 * @example
 * ```ts
 * variantHouseTable(readFPuzzles(text)).houseCount; // 27 for a killer, 29 with both diagonals
 * ```
 */
export function variantHouseTable(p: VariantSudoku): HouseTable {
  const n = p.size;
  const cells = n * n;
  const list = variantHouses(p);
  const houses = new Int32Array(list.length * n);
  list.forEach((h, i) => {
    houses.set(h.cells, i * n);
  });
  const unitsOf: number[][] = Array.from({ length: cells }, () => []);
  list.forEach((h, i) => {
    for (const c of h.cells) unitsOf[c]!.push(i);
  });
  const [cellUnits, cellUnitStart] = compress(unitsOf);
  const model = variantModel(p);
  const peerLists: number[][] = [];
  for (let c = 0; c < cells; c++)
    peerLists.push(
      [...model.peers.subarray(model.peerStart[c]!, model.peerStart[c + 1]!)]
        .filter((x) => x !== c)
        .sort((a, b) => a - b),
    );
  const [peers, peerStart] = compress(peerLists);
  const rowOf = new Int32Array(cells);
  const colOf = new Int32Array(cells);
  const boxOf = Int32Array.from(p.regions);
  const cellHouses = new Int32Array(cells * 3);
  for (let c = 0; c < cells; c++) {
    rowOf[c] = Math.floor(c / n);
    colOf[c] = c % n;
    cellHouses.set([rowOf[c]!, n + colOf[c]!, 2 * n + boxOf[c]!], c * 3);
  }
  const boxRows = defaultBoxRows(n);
  const geometry: SudokuGeometry = {
    size: n,
    boxRows,
    boxCols: n / boxRows,
    diagonal: p.diagonalDown || p.diagonalUp,
    cells,
    unitCount: list.length,
    unitCells: houses,
    cellUnits,
    cellUnitStart,
    peers,
    peerStart,
    rowOf,
    colOf,
    boxOf,
    all: (1 << n) - 1,
    unitNames: list.map((h) => h.name),
  };
  const sees = new Uint8Array(cells * cells);
  for (let a = 0; a < cells; a++)
    for (let k = peerStart[a]!; k < peerStart[a + 1]!; k++) sees[a * cells + peers[k]!] = 1;
  return {
    geometry,
    size: n,
    cellCount: cells,
    allMask: geometry.all,
    houseCount: list.length,
    houses,
    cellHouses,
    cellHouseList: cellUnits,
    cellHouseStart: cellUnitStart,
    peers,
    peerStart,
    sees,
  };
}

/**
 * The logic board of a variant puzzle: givens placed, odd and even cells narrowed, the rules in
 * `board.variant` for the variant techniques. The uniqueness techniques stay off (a cage or a
 * thermometer can break the swap they rely on).
 *
 * @example
 * ```ts
 * const board = variantLogicBoard(readFPuzzles(text));
 * easiestStep(board)?.technique; // "cage combination"
 * ```
 *
 * @param p - the variant puzzle (as readFPuzzles gives it)
 */
export function variantLogicBoard(p: VariantSudoku): LogicBoard {
  const table = variantHouseTable(p);
  const model = variantModel(p);
  const board: LogicBoard = {
    table,
    values: new Uint8Array(table.cellCount),
    cands: new Int32Array(table.cellCount),
    variant: variantLogic(p),
  };
  for (let c = 0; c < table.cellCount; c++) board.cands[c] = model.initial[c]! & table.allMask;
  for (let c = 0; c < table.cellCount; c++)
    if (p.givens[c]! > 0) placeDigit(board, c, p.givens[c]!);
  return board;
}
