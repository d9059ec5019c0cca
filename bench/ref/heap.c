/*
 * Reference for bench/perm.bench.ts: iterative Heap's algorithm (Sedgewick's counter form) in C,
 * visiting every permutation of 0..n-1. The visitor adds p[0] to a global sum; by default it is
 * called through a volatile function pointer (a real call per permutation, as a library with a
 * callback pays), with "inline" as third argument it is a static function gcc inlines.
 * Prints "<n> <count> <ns per perm> <sink bit>".
 * Build: gcc -O2 -o heap heap.c ; run: ./heap 12 [repeats] [inline]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long long sink = 0;

static int visit_impl(const int *p) {
  sink += p[0];
  return 1;
}

static int (*volatile visit_ptr)(const int *) = visit_impl;

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

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 12;
  int repeats = argc > 2 ? atoi(argv[2]) : 1;
  int inline_visitor = argc > 3 && argv[3][0] == 'i';
  if (n < 1 || n > 20) return 2;
  double best = 1e300;
  long long count = 0;
  for (int r = 0; r < repeats; r++) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    count = inline_visitor ? heap_inline(n) : heap_ptr(n);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double ns = (b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec);
    if (ns < best) best = ns;
  }
  printf("%d %lld %.4f %lld\n", n, count, best / (double)count, sink & 1);
  return 0;
}
