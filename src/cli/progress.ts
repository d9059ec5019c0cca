/**
 * Progress on stderr for long runs: drawn only when stderr is a TTY, at most ten times a second,
 * and only after the run has lasted a second; never on stdout.
 */
import type { CliIo } from "./io.js";

/** A progress line that a long command updates. */
export interface Progress {
  /** Reports work done (and optionally the total) with a short label. */
  update(done: number, total?: number, label?: string): void;
  /** Clears the line. */
  stop(): void;
}

/**
 * Creates a progress reporter; a no-op when progress is off.
 *
 * @example
 * ```ts
 * const progress = createProgress(io, "puzzles");
 * progress.update(1000, 49158);
 * progress.stop();
 * ```
 */
export function createProgress(io: CliIo, unit: string): Progress {
  if (!io.progress) return { update() {}, stop() {} };
  const start = Date.now();
  let last = 0;
  let drawn = false;
  return {
    update(done: number, total?: number, label?: string) {
      const now = Date.now();
      if (now - start < 1000 || now - last < 100) return;
      last = now;
      const seconds = (now - start) / 1000;
      const rate = done / seconds;
      let text = `${label ? `${label} ` : ""}${done.toLocaleString("en-US")}`;
      if (total !== undefined && total > 0) {
        const pct = ((100 * done) / total).toFixed(1);
        const eta = rate > 0 ? Math.max(0, (total - done) / rate) : 0;
        text += ` / ${total.toLocaleString("en-US")} ${unit} (${pct}%), ETA ${formatSeconds(eta)}`;
      } else {
        text += ` ${unit}`;
      }
      text += `, ${Math.round(rate).toLocaleString("en-US")}/s`;
      io.stderr.write(`\r\x1b[K${text}`);
      drawn = true;
    },
    stop() {
      if (drawn) io.stderr.write("\r\x1b[K");
      drawn = false;
    },
  };
}

function formatSeconds(s: number): string {
  if (s < 60) return `${s.toFixed(0)}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${Math.round(s % 60)}s`;
  return `${Math.floor(s / 3600)}h${Math.round((s % 3600) / 60)}m`;
}
