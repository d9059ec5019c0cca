/**
 * src/search/run.ts's runSearchAsync and src/queens/units.ts's countQueensAsync yield with Node's
 * setImmediate; the pages never call them (the worker runs the synchronous functions and is
 * stopped by terminate()), but those files are type-checked with the browser's globals, so the
 * name is declared here.
 */
declare function setImmediate(callback: () => void): unknown;
