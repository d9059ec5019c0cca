/** What the worker's request handlers share: posting replies, batching lines, the rating summary. */
import type { SudokuRating } from "../../sudoku/rating.js";
import type { RatingInfo, WorkerReply, WorkerRequest } from "../protocol.js";

/** The request of one type. Example: `RequestOf<"queens">` has `n` and `keep`. */
export type RequestOf<K extends WorkerRequest["type"]> = Extract<WorkerRequest, { type: K }>;

/** Posts one reply to the page. Example: `post({ type: "progress", nodes: 1000 })`. */
export const post = (reply: WorkerReply): void => postMessage(reply);

/** The rating as the page shows it. Example: `ratingInfo(rateSudoku(grid))`. */
export const ratingInfo = (r: SudokuRating): RatingInfo => ({
  level: r.level,
  score: r.score,
  hardest: r.hardest,
});

/**
 * Batches output lines: posts them at most every 100 ms, the rest on flush.
 * Example: `const out = lineBatcher(); out.add("1 2 3"); out.flush();`
 */
export function lineBatcher(): { add(line: string): void; flush(): void } {
  let pending: string[] = [];
  let last = Date.now();
  const flush = () => {
    if (pending.length > 0) post({ type: "lines", lines: pending });
    pending = [];
    last = Date.now();
  };
  return {
    add(line) {
      pending.push(line);
      if (Date.now() - last >= 100) flush();
    },
    flush,
  };
}
