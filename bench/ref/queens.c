/*
 * Reference for bench/queens.bench.ts: the classic bitboard N-queens counter in C with the
 * mirror-symmetry halving (first queen in the left half counted twice; for odd n the middle
 * first queen with the second in the left half, twice) - the same algorithm as
 * src/queens/bitboard.ts, recursive, one unsigned word per row.
 * With "unrolled" as third argument it writes out the loops of three rows per call, as
 * src/queens/bitboard.ts does (same nodes, fewer calls), for comparison.
 * Prints "<n> <count> <ms of CPU time, best of the repeats>".
 * Build: gcc -O2 -o queens queens.c ; run: ./queens 15 [repeats] [unrolled]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static unsigned all;

static long long completions(unsigned cols, unsigned left, unsigned right) {
  if (cols == all) return 1;
  unsigned free = all & ~(cols | left | right);
  long long count = 0;
  while (free) {
    unsigned bit = free & -free;
    free ^= bit;
    count += completions(cols | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return count;
}

static long long unrolled(unsigned cols, unsigned left, unsigned right) {
  unsigned free = all & ~(cols | left | right);
  long long count = 0;
  while (free) {
    unsigned bit = free & -free;
    free ^= bit;
    unsigned c1 = cols | bit;
    if (c1 == all) {
      count++;
      continue;
    }
    unsigned l1 = (left | bit) << 1, r1 = (right | bit) >> 1;
    unsigned free1 = all & ~(c1 | l1 | r1);
    while (free1) {
      unsigned b1 = free1 & -free1;
      free1 ^= b1;
      unsigned c2 = c1 | b1;
      if (c2 == all) {
        count++;
        continue;
      }
      unsigned l2 = (l1 | b1) << 1, r2 = (r1 | b1) >> 1;
      unsigned free2 = all & ~(c2 | l2 | r2);
      while (free2) {
        unsigned b2 = free2 & -free2;
        free2 ^= b2;
        unsigned c3 = c2 | b2;
        if (c3 == all) count++;
        else count += unrolled(c3, (l2 | b2) << 1, (r2 | b2) >> 1);
      }
    }
  }
  return count;
}

static long long (*solve)(unsigned, unsigned, unsigned) = completions;

static long long queens(int n) {
  if (n == 1) return 1;
  all = n == 32 ? 0xffffffffu : (1u << n) - 1;
  int half = n >> 1;
  long long total = 0;
  for (int c = 0; c < half; c++) {
    unsigned bit = 1u << c;
    total += 2 * solve(bit, bit << 1, bit >> 1);
  }
  if (n & 1) {
    unsigned bit = 1u << half, cols = bit, left = bit << 1, right = bit >> 1;
    unsigned free = all & ~(cols | left | right) & (bit - 1);
    while (free) {
      unsigned b = free & -free;
      free ^= b;
      total += 2 * completions(cols | b, (left | b) << 1, (right | b) >> 1);
    }
  }
  return total;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 15;
  int repeats = argc > 2 ? atoi(argv[2]) : 1;
  if (argc > 3 && argv[3][0] == 'u') solve = unrolled;
  double best = 1e300;
  long long count = 0;
  for (int r = 0; r < repeats; r++) {
    struct timespec a, b;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    count = queens(n);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    double ms = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
    if (ms < best) best = ms;
  }
  printf("%d %lld %.3f\n", n, count, best);
  return 0;
}
