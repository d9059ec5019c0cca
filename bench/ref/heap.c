/*
 * Reference for bench/perm.bench.ts: iterative Heap's algorithm (Sedgewick's counter form) in C,
 * visiting every permutation of 0..n-1. The visitor adds p[0] to a global sum; by default it is
 * called through a volatile function pointer (a real call per permutation, as a library with a
 * callback pays), with "inline" as third argument it is a static function gcc inlines.
 * The "unrolled" variants unroll the four innermost levels as permuta's forEachPermutation does:
 * the 23 swaps of positions 0..3 that Heap's counter form makes between two moves of a higher
 * level are straight-line code with constant indices (24 permutations per block), and the
 * counter loop runs only for levels 4 and up. Same permutations in the same order as the plain
 * form.
 * Prints "<n> <count> <ns per perm> <sink bit>"; with "check" as third argument it runs the plain
 * and the unrolled form once each with a checksum visitor (the sum over all permutations of
 * sum_k p[k] * 13^(n-1-k), mod 2^32) and prints "<n> <count> <checksum> <count> <checksum>".
 * Build: gcc -O2 -o heap heap.c ; run: ./heap 12 [repeats] [ptr|inline|unrolled|unrolled-inline|check]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long sink = 0;

static int visit_impl(const int *p) {
  sink += p[0];
  return 1;
}

static int (*volatile visit_ptr)(const int *) = visit_impl;

static int check_n = 0;
static uint32_t check_sum = 0;
static int visit_check(const int *p) {
  uint32_t code = 0;
  for (int k = 0; k < check_n; k++) code = code * 13u + (uint32_t)p[k];
  check_sum += code;
  return 1;
}

#define HEAP_BODY(VISIT)                 \
  int p[32], c[32];                      \
  for (int i = 0; i < n; i++) {          \
    p[i] = i;                            \
    c[i] = 0;                            \
  }                                      \
  long long count = 1;                   \
  VISIT(p);                              \
  int i = 1;                             \
  while (i < n) {                        \
    if (c[i] < i) {                      \
      int j = (i & 1) ? c[i] : 0;        \
      int t = p[j];                      \
      p[j] = p[i];                       \
      p[i] = t;                          \
      count++;                           \
      if (!VISIT(p)) return count;       \
      c[i]++;                            \
      i = 1;                             \
    } else {                             \
      c[i] = 0;                          \
      i++;                               \
    }                                    \
  }                                      \
  return count;

static long long heap_ptr(int n) { HEAP_BODY(visit_ptr) }
static long long heap_inline(int n) { HEAP_BODY(visit_impl) }
static long long heap_check(int n) { HEAP_BODY(visit_check) }

/* one swap of the unrolled block, then the visit */
#define S(VISIT, a, b)                 \
  {                                    \
    int t = p[a];                      \
    p[a] = p[b];                       \
    p[b] = t;                          \
    count++;                           \
    if (!VISIT(p)) return count;       \
  }
/* the 23 swaps Heap's counter form makes on positions 0..3 (levels 1..3) */
#define BLOCK(V)                                                                            \
  S(V, 0, 1) S(V, 0, 2) S(V, 0, 1) S(V, 0, 2) S(V, 0, 1) S(V, 0, 3) S(V, 0, 1) S(V, 0, 2) \
  S(V, 0, 1) S(V, 0, 2) S(V, 0, 1) S(V, 1, 3) S(V, 0, 1) S(V, 0, 2) S(V, 0, 1) S(V, 0, 2) \
  S(V, 0, 1) S(V, 2, 3) S(V, 0, 1) S(V, 0, 2) S(V, 0, 1) S(V, 0, 2) S(V, 0, 1)

#define HEAP_UNROLLED_BODY(VISIT, PLAIN)  \
  if (n < 4) return PLAIN(n);             \
  int p[32], c[32];                       \
  for (int i = 0; i < n; i++) {           \
    p[i] = i;                             \
    c[i] = 0;                             \
  }                                       \
  long long count = 1;                    \
  if (!VISIT(p)) return count;            \
  BLOCK(VISIT)                            \
  int i = 4;                              \
  while (i < n) {                         \
    if (c[i] < i) {                       \
      int j = (i & 1) ? c[i] : 0;         \
      int t = p[j];                       \
      p[j] = p[i];                        \
      p[i] = t;                           \
      count++;                            \
      if (!VISIT(p)) return count;        \
      BLOCK(VISIT)                        \
      c[i]++;                             \
      i = 4;                              \
    } else {                              \
      c[i] = 0;                           \
      i++;                                \
    }                                     \
  }                                       \
  return count;

static long long heap_unrolled_ptr(int n) { HEAP_UNROLLED_BODY(visit_ptr, heap_ptr) }
static long long heap_unrolled_inline(int n) { HEAP_UNROLLED_BODY(visit_impl, heap_inline) }
static long long heap_unrolled_check(int n) { HEAP_UNROLLED_BODY(visit_check, heap_check) }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 12;
  int repeats = argc > 2 ? atoi(argv[2]) : 1;
  const char *mode = argc > 3 ? argv[3] : "ptr";
  if (n < 1 || n > 20) return 2;
  long long (*run)(int) = heap_ptr;
  if (strcmp(mode, "inline") == 0) run = heap_inline;
  else if (strcmp(mode, "unrolled") == 0) run = heap_unrolled_ptr;
  else if (strcmp(mode, "unrolled-inline") == 0) run = heap_unrolled_inline;
  else if (strcmp(mode, "check") == 0) {
    check_n = n;
    long long c1 = heap_check(n);
    uint32_t s1 = check_sum;
    check_sum = 0;
    long long c2 = heap_unrolled_check(n);
    printf("%d %lld %u %lld %u\n", n, c1, s1, c2, check_sum);
    return 0;
  } else if (strcmp(mode, "ptr") != 0) return 2;
  double best = 1e300;
  long long count = 0;
  for (int r = 0; r < repeats; r++) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    count = run(n);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double ns = (b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec);
    if (ns < best) best = ns;
  }
  printf("%d %lld %.4f %lld\n", n, count, best / (double)count, sink & 1);
  return 0;
}
