/**
 * The houses of a Sudoku grid for the logic techniques: rows, columns, boxes and (X variant) the
 * two long diagonals as lists of cell indices, the houses of each cell, its peers and a "sees"
 * matrix, taken from the grid model's geometry (4x4, 6x6 with 2x3 boxes, 9x9, 16x16, 25x25).
 * Cost: O(N^4) bytes for the sees matrix, built once per geometry.
 */
import type { SudokuGeometry } from "../grid.js";

/**
 * Rows, columns, boxes and (X variant) diagonals of one shape, as flat typed arrays, over the grid
 * model's geometry.
 */
export interface HouseTable {
  /** The grid's shape. */
  geometry: SudokuGeometry;
  /** Cells a side, N. */
  size: number;
  /** N * N. */
  cellCount: number;
  /** Bits 0..N-1 set: every digit. Bit d-1 stands for digit d. */
  allMask: number;
  /** Number of houses: 3N, plus 2 for the X variant (its diagonals). */
  houseCount: number;
  /**
   * houseCount houses of N cells each: house h's cells are houses[h*N .. h*N+N-1]; rows 0..N-1,
   * columns N..2N-1, boxes 2N..3N-1, then (X variant) the main diagonal 3N and the anti-diagonal 3N+1.
   */
  houses: Int32Array;
  /** The row, column and box house of each cell: cellHouses[cell*3 + 0|1|2] (diagonals not included). */
  cellHouses: Int32Array;
  /**
   * Every house of each cell, diagonals included (3, 4 on one diagonal, 5 at the centre of an odd
   * X grid), ascending: cellHouseList[cellHouseStart[cell] .. cellHouseStart[cell+1]-1].
   */
  cellHouseList: Int32Array;
  /** Offsets into cellHouseList, length cellCount+1. */
  cellHouseStart: Int32Array;
  /**
   * Peers of each cell (the other cells of its houses), ascending: peers[peerStart[cell] ..
   * peerStart[cell+1]-1]. Their number varies in the X variant (a cell on a diagonal has more).
   */
  peers: Int32Array;
  /** Offsets into peers, length cellCount+1. */
  peerStart: Int32Array;
  /** sees[a*cellCount + b] = 1 when a and b are distinct cells sharing a house. */
  sees: Uint8Array;
}

const cache = new WeakMap<SudokuGeometry, HouseTable>();

/**
 * The house table of a geometry (cached), the X variant's diagonals included.
 *
 * @example
 * ```ts
 * const t = houseTable(sudokuGeometry(9));
 * t.houses.subarray(18 * 9, 19 * 9); // the cells of box 1
 * ```
 */
export function houseTable(geometry: SudokuGeometry): HouseTable {
  const hit = cache.get(geometry);
  if (hit) return hit;
  const n = geometry.size;
  const cellCount = n * n;
  const houseCount = geometry.unitCount;
  const houses = geometry.unitCells;
  const cellHouses = new Int32Array(cellCount * 3);
  for (let cell = 0; cell < cellCount; cell++) {
    cellHouses[cell * 3] = geometry.rowOf[cell]!;
    cellHouses[cell * 3 + 1] = n + geometry.colOf[cell]!;
    cellHouses[cell * 3 + 2] = 2 * n + geometry.boxOf[cell]!;
  }
  const { peers, peerStart } = geometry;
  const sees = new Uint8Array(cellCount * cellCount);
  for (let a = 0; a < cellCount; a++) {
    for (let k = peerStart[a]!; k < peerStart[a + 1]!; k++) sees[a * cellCount + peers[k]!] = 1;
  }
  const table: HouseTable = {
    geometry,
    size: n,
    cellCount,
    allMask: geometry.all,
    houseCount,
    houses,
    cellHouses,
    cellHouseList: geometry.cellUnits,
    cellHouseStart: geometry.cellUnitStart,
    peers,
    peerStart,
    sees,
  };
  cache.set(geometry, table);
  return table;
}

/** The digits (1-based) of a candidate mask, ascending. */
export function maskDigits(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask !== 0; d++, mask >>>= 1) if (mask & 1) out.push(d);
  return out;
}
