/** The playground's pages, in navigation order. */
import type { Page } from "../page.js";
import { alphameticsPage } from "./alphametics/page.js";
import { exactCoverPage } from "./exact-cover/page.js";
import { permutationsPage } from "./permutations/page.js";
import { queensPage } from "./queens.js";
import { searchPage } from "./search/page.js";
import { sudokuPage } from "./sudoku/page.js";

export const PAGES: Page[] = [
  permutationsPage,
  alphameticsPage,
  searchPage,
  sudokuPage,
  queensPage,
  exactCoverPage,
];
