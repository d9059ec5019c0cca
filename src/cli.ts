#!/usr/bin/env node
/** The `permuta` executable: wires the real process streams and signals to the CLI. */
import { main } from "./cli/main.js";

const controller = new AbortController();
let interrupted = false;
process.on("SIGINT", () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  controller.abort();
});
process.stdout.on("error", () => {
  /* EPIPE is handled by the writers; keep node from throwing here */
});

const code = await main(
  process.argv.slice(2),
  {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    progress: Boolean(process.stderr.isTTY) && !process.env.CI,
  },
  controller.signal,
);
process.exitCode = code;
if (process.argv[2] === "worker") {
  // a stopped worker has nothing left to do, but a Redis client that lost its server can keep
  // retrying in the background (BullMQ's blocking connection): once stdout and stderr are
  // flushed, leave
  let pending = 2;
  const flushed = () => {
    if (--pending === 0) process.exit(code);
  };
  process.stdout.write("", flushed);
  process.stderr.write("", flushed);
}
