/** Independent brute-force references for the permutation tests. */

/** All permutations of 0..n-1 in lexicographic order, by the textbook recursion. */
export function bruteLex(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const rest of bruteLex(n - 1)) {
    // insert n-1 everywhere, then sort at the end
    for (let i = 0; i <= rest.length; i++) out.push([...rest.slice(0, i), n - 1, ...rest.slice(i)]);
  }
  return out.sort(compareArrays);
}

/** Lexicographic comparison of number arrays. */
export function compareArrays(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Classic recursive Heap's algorithm written out plainly (Sedgewick's form). */
export function plainHeap(n: number): number[][] {
  const a = Array.from({ length: n }, (_, i) => i);
  const out: number[][] = [];
  const gen = (k: number): void => {
    if (k <= 1) {
      out.push(a.slice());
      return;
    }
    for (let i = 0; i < k; i++) {
      gen(k - 1);
      if (i < k - 1) {
        const j = k % 2 === 0 ? i : 0;
        [a[j], a[k - 1]] = [a[k - 1], a[j]];
      }
    }
  };
  gen(n);
  return out;
}

/** n! as a number (small n). */
export function fact(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

/** Distinct orderings of a multiset by brute force: all index permutations, deduplicated, sorted. */
export function bruteMultiset(items: readonly number[]): number[][] {
  const seen = new Map<string, number[]>();
  for (const p of bruteLex(items.length)) {
    const arr = p.map((i) => items[i]);
    seen.set(arr.join(","), arr);
  }
  return [...seen.values()].sort(compareArrays);
}

/** Maps each item of an iterable as it is produced (shared arrays are read before the next step). */
export function collect<T, U>(items: Iterable<T>, f: (x: T) => U): U[] {
  const out: U[] = [];
  for (const x of items) out.push(f(x));
  return out;
}
