/**
 * The houses of a Sudoku grid for the logic techniques: rows, columns and boxes as lists of cell
 * indices, the three houses of each cell, its peers and a "sees" matrix, taken from the grid
 * model's geometry (4x4, 6x6 with 2x3 boxes, 9x9, 16x16, 25x25). Cost: O(N^4) bytes for the
 * sees matrix, built once per geometry.
 */
import { InputError } from "../../core/errors.js";
import type { SudokuGeometry } from "../grid.js";

/** Rows, columns and boxes of one shape, as flat typed arrays, over the grid model's geometry. */
export interface HouseTable {
  geometry: SudokuGeometry;
  size: number;
  /** N * N. */
  cellCount: number;
  /** Bits 0..N-1 set: every digit. Bit d-1 stands for digit d. */
  allMask: number;
  /** 3N houses of N cells each: house h's cells are houses[h*N .. h*N+N-1]; rows 0..N-1, columns N..2N-1, boxes 2N..3N-1. */
  houses: Int32Array;
  /** The row, column and box house of each cell: cellHouses[cell*3 + 0|1|2]. */
  cellHouses: Int32Array;
  /** Peers of each cell (the other cells of its three houses): peers[cell*peerCount ..]. */
  peers: Int32Array;
  peerCount: number;
  /** sees[a*cellCount + b] = 1 when a and b are distinct cells sharing a house. */
  sees: Uint8Array;
}

const cache = new WeakMap<SudokuGeometry, HouseTable>();

/**
 * The house table of a geometry (cached). The X variant is not supported by the techniques.
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
  if (geometry.diagonal) throw new InputError("the logic techniques do not handle the X variant");
  const n = geometry.size;
  const cellCount = n * n;
  const houses = geometry.unitCells.slice(0, 3 * n * n);
  const cellHouses = new Int32Array(cellCount * 3);
  for (let cell = 0; cell < cellCount; cell++) {
    cellHouses[cell * 3] = geometry.rowOf[cell]!;
    cellHouses[cell * 3 + 1] = n + geometry.colOf[cell]!;
    cellHouses[cell * 3 + 2] = 2 * n + geometry.boxOf[cell]!;
  }
  const peerCount = geometry.peerStart[1]! - geometry.peerStart[0]!;
  const peers = geometry.peers;
  const sees = new Uint8Array(cellCount * cellCount);
  for (let a = 0; a < cellCount; a++) {
    for (let k = a * peerCount; k < (a + 1) * peerCount; k++) sees[a * cellCount + peers[k]!] = 1;
  }
  const table: HouseTable = {
    geometry,
    size: n,
    cellCount,
    allMask: geometry.all,
    houses,
    cellHouses,
    peers,
    peerCount,
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
