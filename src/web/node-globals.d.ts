/**
 * src/search/run.ts's runSearchAsync yields with Node's setImmediate; the pages never call it
 * (the worker uses the synchronous runSearch and is stopped by terminate()), but the file is
 * type-checked with the browser's globals, so the name is declared here.
 */
declare function setImmediate(callback: () => void): unknown;
