/**
 * The Node-only parts of permuta: the same searches spread over worker threads (`workers`), over
 * a Redis queue shared by worker processes (`redis`, BullMQ and ioredis installed by the user),
 * with a ledger file that lets a stopped run resume. Import from `permuta/parallel`.
 *
 * @module parallel
 */
export {
  countExactCoversParallel,
  exactCoverSolutionsParallel,
  exactCoversParallel,
} from "./parallel/cover.js";
export { DISTRIBUTED_PACKAGES, runUnitWorker } from "./parallel/distributed.js";
export { LEDGER_FORMAT, type LedgerOptions } from "./parallel/ledger.js";
export { countQueensParallel } from "./parallel/queens.js";
export {
  DEFAULT_LOCK_MS,
  DEFAULT_STALLED_MS,
  type RedisRunOptions,
  type UnitWorkerOptions,
} from "./parallel/queue.js";
export type { ParallelOptions } from "./parallel/run.js";
export { openUnitStream, runUnits } from "./parallel/run.js";
export { runSearchParallel } from "./parallel/search.js";
export type {
  UnitChunkHandler,
  UnitProgress,
  UnitResultHandler,
  UnitStream,
} from "./parallel/stream.js";
export type { WorkUnit } from "./parallel/unit.js";
