/**
 * The Redis client of both sides of a distributed run (queue.ts, coordinator.ts): a checked
 * connection that reconnects for ever once made, messages from Redis scrubbed of the secret and
 * cut to a line, and waits bounded in time. Cost: one connection, one PING.
 */
import { Redis } from "ioredis";
import { InputError } from "../core/errors.js";
import type { RedisTarget } from "./redis-url.js";
import { scrubSecret } from "./redis-url.js";
import type { WorkUnit } from "./unit.js";

/** A message from the Redis client or server, without the secret, cut to a line. */
export function clientMessage(error: unknown, target: RedisTarget): string {
  const e = error as { code?: string; message?: string } | undefined;
  // the secret goes first, then the cut: a cut must not leave part of it
  const text = scrubSecret(String(e?.message ?? error ?? "unknown error"), target.password);
  const line = text.split("\n")[0];
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/**
 * Opens an ioredis connection (as BullMQ needs it) to a checked URL, failing fast with an
 * InputError when Redis cannot be reached, refuses the password or the database number. Once
 * connected it reconnects for ever with backoff (up to 2 s between tries); `onState` hears when
 * the connection is lost (with the reason) and when it is back.
 */
export async function connect(
  target: RedisTarget,
  onState?: (up: boolean, why?: string) => void,
): Promise<Redis> {
  let connected = false;
  let up = false;
  let lastError: unknown;
  const client = new Redis({
    host: target.host,
    port: target.port,
    db: target.db,
    username: target.username,
    password: target.password,
    tls: target.scheme === "rediss" ? {} : undefined,
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: 5000,
    // fail fast on the first connection; once connected, reconnect for ever
    retryStrategy: (times) => (connected ? Math.min(100 * 2 ** Math.min(times, 5), 2000) : null),
  });
  client.on("error", (error: unknown) => {
    lastError = error; // reported below, or through onState; ioredis reconnects
    if (connected && up) {
      up = false;
      onState?.(false, clientMessage(error, target));
    }
  });
  client.on("close", () => {
    if (connected && up) {
      up = false;
      onState?.(false, clientMessage(lastError ?? "connection closed", target));
    }
  });
  client.on("ready", () => {
    if (connected && !up) {
      up = true;
      onState?.(true);
    }
  });
  try {
    await client.connect();
    await client.ping();
    if (target.db !== 0) await client.select(target.db);
    connected = true;
    up = true;
  } catch (error) {
    client.disconnect();
    const why = clientMessage(lastError ?? error, target);
    throw new InputError(`cannot connect to Redis at ${target.display}: ${why}`);
  }
  return client;
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when `work` settles or after `ms`, whichever comes first (never rejects). */
export async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** A unit as messages name it: its index and engine, or for a group (group.ts) what it holds. */
export function unitName(index: number, unit: WorkUnit): string {
  if (unit.engine !== "group") return `unit ${index} (${unit.engine})`;
  const units = (unit.payload as { units?: WorkUnit[] }).units ?? [];
  return `unit group ${index} (${units.length} ${units[0]?.engine ?? "empty"} units)`;
}

/** Reads a job's failure reason for a message: one line, bounded (it comes from Redis). */
export function reasonText(reason: unknown): string {
  if (typeof reason !== "string" || reason === "") return "unknown reason";
  const line = reason.split("\n")[0];
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
