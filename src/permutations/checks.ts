/**
 * Shared argument checks for the item-based iterables: k must be a whole number from 0 to the
 * number of items. Cost: O(1).
 */
import { InputError } from "../core/errors.js";

/**
 * Throws InputError unless 0 ≤ k ≤ n and k is an integer.
 *
 * @example
 * ```ts
 * combinationsCheck(3, 2); // ok
 * combinationsCheck(3, 4); // throws "k must be at most the number of items (3), got 4"
 * ```
 */
export function combinationsCheck(n: number, k: number): void {
  if (!Number.isInteger(k) || k < 0)
    throw new InputError(`k must be a non-negative integer, got ${k}`, { value: String(k) });
  if (k > n)
    throw new InputError(`k must be at most the number of items (${n}), got ${k}`, {
      value: String(k),
    });
}
