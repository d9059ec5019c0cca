/**
 * Secrets kept out of messages: URL passwords (`redis://user:pass@host`) and query strings
 * (`?password=...`) masked in any text, whatever their length or characters, and known secrets
 * (the passwords of URL-shaped command-line arguments, the HMAC secret) removed from any line.
 * Masking always happens on the whole text, before any cut to a message's length, so no part of
 * a password survives a cut. Cost: O(length of the text) per secret.
 */

/**
 * Where the first URL scheme (`redis://`, `rediss://`, `https://`, ...) starts in a text and
 * where its `://` ends: the leftmost match of `[A-Za-z][A-Za-z0-9+.-]*://`, found from each `://`
 * backwards in O(length) (the regular expression itself took O(length²) on a long run of letters
 * with no `://`: a 1,000,000-letter argument hung the CLI for minutes).
 */
function findScheme(text: string): { index: number; end: number } | undefined {
  for (let colon = text.indexOf("://"); colon >= 0; colon = text.indexOf("://", colon + 1)) {
    let start = colon;
    while (start > 0 && /[A-Za-z0-9+.-]/.test(text[start - 1])) start--;
    while (start < colon && !/[A-Za-z]/.test(text[start])) start++;
    if (start < colon) return { index: start, end: colon + 3 };
  }
  return undefined;
}

/**
 * The text with every URL's user information masked: from the first `scheme://` to the last `@`
 * after it (odd characters, spaces, `/`, `#`, `@` and further `://` included), only a user name
 * (before the first `:`) is kept, as `user:***@`, or `***@` when there is no `:`. A query or
 * fragment after a `scheme://` (up to a blank or a quote) becomes `?***`. Idempotent. Text with
 * no `scheme://` is returned as it is.
 *
 * @example
 * ```ts
 * maskUrlSecrets("cannot connect to redis://u:p@ss@db:6379"); // "cannot connect to redis://u:***@db:6379"
 * maskUrlSecrets("got 'redis://h/0?password=x'"); // "got 'redis://h/0?***'"
 * ```
 */
export function maskUrlSecrets(text: string): string {
  const scheme = findScheme(text);
  if (!scheme) return text;
  const from = scheme.end;
  let masked = text;
  const at = text.lastIndexOf("@");
  if (at >= from) {
    const user = text.slice(from, at);
    const colon = user.indexOf(":");
    const shown = colon < 0 ? "***" : `${user.slice(0, colon)}:***`;
    masked = `${text.slice(0, from)}${shown}${text.slice(at)}`;
  }
  // one pass, no backtracking: each `://` run taken whole, its query or fragment (if any) masked
  return masked.replace(/:\/\/([^\s'"?#]*)([?#][^\s'"]*)?/g, (all, path: string, query?: string) =>
    query === undefined ? all : `://${path}?***`,
  );
}

/**
 * The secrets that a command line may hold: for each argument with a `scheme://...@` in it, its
 * user information's password part (after the first `:`, or all of it without one), as given
 * and percent-decoded. Parts shorter than {@link MIN_SCRUBBED} characters are left out (they are
 * masked where the URL is shown, but removing every "ab" from a message would garble it).
 *
 * @example
 * ```ts
 * urlSecrets(["queens", "8", "--redis=redis://:hunter%32@h"]); // ["hunter%32", "hunter2"]
 * ```
 */
export function urlSecrets(args: readonly string[]): string[] {
  const found = new Set<string>();
  for (const arg of args) {
    const scheme = findScheme(arg);
    if (!scheme) continue;
    const from = scheme.end;
    const at = arg.lastIndexOf("@");
    if (at < from) continue;
    const user = arg.slice(from, at);
    const colon = user.indexOf(":");
    const password = colon < 0 ? user : user.slice(colon + 1);
    found.add(password);
    try {
      found.add(decodeURIComponent(password));
    } catch {
      // not valid percent-encoding: only the text as given
    }
  }
  return [...found].filter((s) => s.length >= MIN_SCRUBBED);
}

/** Shortest secret removed from messages as a plain string. */
export const MIN_SCRUBBED = 4;

/**
 * The text with each secret (longest first) replaced by `***`, and URL user information masked
 * ({@link maskUrlSecrets}).
 *
 * @example
 * ```ts
 * scrubSecrets("WRONGPASS for hunter2", ["hunter2"]); // "WRONGPASS for ***"
 * ```
 */
export function scrubSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  const sorted = secrets
    .filter((s): s is string => typeof s === "string" && s !== "")
    .sort((a, b) => b.length - a.length);
  for (const secret of sorted) if (out.includes(secret)) out = out.split(secret).join("***");
  return maskUrlSecrets(out);
}
