/**
 * How permuta orders and prints the items a user gives: as numbers when every item is an integer
 * (so `10` comes after `9`), otherwise as text (code unit order). The CLI's `perm` subcommands and
 * the library's `rankPermutation` share it, so both give the same rank for the same items.
 * Cost: one pass over the items to choose the comparison.
 */
import { InputError } from "../core/errors.js";
import { type Compare, defaultCompare } from "./lex.js";

/** An item of an arrangement: a number, a BigInt or a string. */
export type Item = number | bigint | string;

const INTEGER_TEXT = /^[+-]?\d+$/;

/**
 * True when every item is an integer (a number, a BigInt or integer text such as `"-12"`), so
 * that the items compare as numbers and print as JSON numbers.
 *
 * @example
 * ```ts
 * allIntegers(["3", "10", "-2"]); // true
 * allIntegers(["a", "1"]);        // false
 * ```
 */
export function allIntegers(items: ArrayLike<Item>): boolean {
  if (items.length === 0) return false;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    if (typeof x === "bigint") continue;
    if (typeof x === "number" ? !Number.isInteger(x) : !INTEGER_TEXT.test(x)) return false;
  }
  return true;
}

function asBigInt(x: Item): bigint {
  return typeof x === "bigint" ? x : BigInt(typeof x === "string" ? x.trim() : x);
}

/**
 * The order of the items as permuta's CLI uses it: numbers when every item is an integer
 * (integer text included), numbers and BigInts by value, otherwise text. NaN is refused.
 *
 * @example
 * ```ts
 * const cmp = itemCompare(["10", "9"]);
 * cmp("10", "9"); // 1: compared as numbers
 * itemCompare(["b", "a"])("b", "a"); // 1: compared as text
 * ```
 */
export function itemCompare<T extends Item>(items: ArrayLike<T>): Compare<T> {
  let numeric = true;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    if (typeof x === "number" && Number.isNaN(x))
      throw new InputError(`item ${i + 1} is NaN, which has no place in an order`);
    if (typeof x === "string") numeric = false;
  }
  if (numeric) return (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  if (allIntegers(items))
    return (a, b) => {
      const x = asBigInt(a);
      const y = asBigInt(b);
      return x < y ? -1 : x > y ? 1 : 0;
    };
  return (a, b) => defaultCompare(String(a), String(b));
}

/**
 * One arrangement as a JSON array: integer items (all of them integers) as JSON numbers,
 * written with every digit, otherwise every item as a JSON string.
 *
 * @example
 * ```ts
 * itemsJson(["1", "2", "10"]); // "[1,2,10]"
 * itemsJson(["a", "1"]);       // '["a","1"]'
 * ```
 */
export function itemsJson(items: ArrayLike<Item>, integers = allIntegers(items)): string {
  const parts = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++)
    parts[i] = integers ? asBigInt(items[i]).toString() : JSON.stringify(String(items[i]));
  return `[${parts.join(",")}]`;
}
