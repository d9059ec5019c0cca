/**
 * Redis URLs as the user gives them (`--redis`): parsed and checked here, field by field, before
 * any connection is made, and shown in messages with the password replaced by `***`. The URL is
 * user text and may hold a secret: nothing else in the program prints it. Cost: O(length).
 */
import { InputError, quoteInput } from "../core/errors.js";
import { maskUrlSecrets, scrubSecrets } from "../core/secrets.js";

/** A checked Redis URL. */
export interface RedisTarget {
  /** `redis` or `rediss` (TLS). */
  scheme: "redis" | "rediss";
  /** Host name or address (an IPv6 address without its brackets). */
  host: string;
  /** TCP port, 1..65535. @defaultValue 6379 */
  port: number;
  /** Database number. @defaultValue 0 */
  db: number;
  /** ACL user name, when given. */
  username?: string;
  /** Password, when given (never printed). */
  password?: string;
  /** The URL as it may be shown: the password replaced by `***`. */
  display: string;
}

/** Database numbers accepted (the server still decides; it has 16 unless configured). */
export const MAX_REDIS_DB = 1 << 20;

/** Longest URL accepted. */
const MAX_URL = 4096;

/**
 * The URL as it may be shown: a password (what follows `:` in the part before `@`) becomes
 * `***`. Works on any text, parsed or not, so error messages about bad URLs are safe too.
 *
 * @example
 * ```ts
 * redactRedisUrl("redis://:hunter2@db.example:6379/1"); // "redis://:***@db.example:6379/1"
 * ```
 */
export function redactRedisUrl(url: string): string {
  // masked whole, then cut: no part of a password of any length survives the cut
  const masked = /:\/\//.test(url) ? maskUrlSecrets(url) : url.includes("@") ? "***" : url;
  return masked.length > MAX_SHOWN ? `${masked.slice(0, MAX_SHOWN)}…` : masked;
}

/** Characters of a URL shown in a message, at most (after masking). */
const MAX_SHOWN = 200;

/**
 * Removes a secret from a message (an error from the Redis client may quote what it was given).
 *
 * @example
 * ```ts
 * scrubSecret("WRONGPASS for hunter2", "hunter2"); // "WRONGPASS for ***"
 * ```
 */
export function scrubSecret(message: string, secret: string | undefined): string {
  return scrubSecrets(message, [secret]);
}

function decode(part: string, what: string, display: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new InputError(`--redis: bad percent-encoding in the ${what} of '${display}'`);
  }
}

/**
 * Parses and checks a Redis URL, `redis[s]://[[user][:password]@]host[:port][/db]`; any other
 * form is an InputError that names the part at fault (with the password hidden).
 *
 * @example
 * ```ts
 * parseRedisUrl("redis://127.0.0.1:6380/2"); // { scheme: "redis", host: "127.0.0.1", port: 6380, db: 2, ... }
 * parseRedisUrl("redis://127.0.0.1:99999"); // throws InputError: port must be 1..65535
 * ```
 */
export function parseRedisUrl(url: string): RedisTarget {
  const display = redactRedisUrl(url);
  const bad = (why: string) => new InputError(`--redis: ${why} in '${display}'`);
  if (url.length > MAX_URL) throw bad(`the URL is longer than ${MAX_URL} characters`);
  const match = /^(rediss?):\/\/(.*)$/s.exec(url);
  if (!match) throw new InputError(`--redis must be a redis:// or rediss:// URL, got '${display}'`);
  const scheme = match[1] as "redis" | "rediss";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
  if (/[\s\u0000-\u001f\u007f]/.test(url)) throw bad("a space or control character");
  let rest = match[2];
  if (/[?#]/.test(rest)) throw bad("query parameters or a fragment (not supported)");
  // the user part runs to the last '@' (as messages mask it): a '/' or ':' before it is the
  // password's, and no part of it is ever quoted as a host, port or database
  const at = rest.lastIndexOf("@");
  let username: string | undefined;
  let password: string | undefined;
  if (at >= 0) {
    const user = rest.slice(0, at);
    rest = rest.slice(at + 1);
    const colon = user.indexOf(":");
    const name = colon < 0 ? user : user.slice(0, colon);
    if (name !== "") username = decode(name, "user name", display);
    if (colon >= 0) password = decode(user.slice(colon + 1), "password", display);
  }
  let host: string;
  let after: string;
  if (rest.startsWith("[")) {
    const close = rest.indexOf("]");
    if (close < 0) throw bad("an IPv6 address without its closing ']'");
    host = rest.slice(1, close);
    if (!/^[0-9a-fA-F:.]+$/.test(host) || !host.includes(":"))
      throw bad(`${quoteInput(host)} is not an IPv6 address`);
    after = rest.slice(close + 1);
  } else {
    const end = rest.search(/[:/]/);
    host = end < 0 ? rest : rest.slice(0, end);
    after = end < 0 ? "" : rest.slice(end);
    if (host.includes("[") || host.includes("]")) throw bad("a stray '[' or ']' in the host");
  }
  if (host === "") throw bad("no host");
  if (!/^[A-Za-z0-9._\-:%]+$/.test(host))
    throw bad(`${quoteInput(host)} is not a host name or address`);
  let port = 6379;
  if (after.startsWith(":")) {
    const end = after.indexOf("/");
    const text = end < 0 ? after.slice(1) : after.slice(1, end);
    after = end < 0 ? "" : after.slice(end);
    if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65535)
      throw bad(`the port must be a number from 1 to 65535, got ${quoteInput(text)}`);
    port = Number(text);
  }
  let db = 0;
  if (after !== "" && after !== "/") {
    if (!after.startsWith("/")) throw bad(`unexpected ${quoteInput(after)} after the host`);
    const text = after.slice(1);
    if (!/^\d{1,7}$/.test(text) || Number(text) > MAX_REDIS_DB)
      throw bad(`the database must be a number from 0 to ${MAX_REDIS_DB}, got ${quoteInput(text)}`);
    db = Number(text);
  }
  return { scheme, host, port, db, username, password, display };
}
