/*
 * Reference for bench/queens.bench.ts: N-queens counted by symmetry classes (Takaken's method),
 * the same search as src/queens/symmetry.ts, function for function and with the same three rows
 * per call, translated to C (one unsigned word per row): a board of each class is built and
 * weighed by its class size (8, 4 or 2) after comparing it with its rotations.
 * Prints "<n> <count> <ms of CPU time, best of the repeats>".
 * Build: gcc -O2 -o queens-classes queens-classes.c ; run: ./queens-classes 16 [repeats]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int size, last, b1, b2;
static unsigned all, side, top, endBit, lastAllow;
static long long count8, count4, count2;
static unsigned board[32];
static int column[32];

/* the plain count of every completion, three rows per call, as src/queens/bitboard.ts */
static long long completions(unsigned cols, unsigned left, unsigned right) {
  unsigned free = all & ~(cols | left | right);
  long long count = 0;
  while (free) {
    unsigned bit = free & -free;
    free ^= bit;
    unsigned c1 = cols | bit;
    if (c1 == all) { count++; continue; }
    unsigned l1 = (left | bit) << 1, r1 = (right | bit) >> 1;
    unsigned free1 = all & ~(c1 | l1 | r1);
    while (free1) {
      unsigned b1_ = free1 & -free1;
      free1 ^= b1_;
      unsigned c2 = c1 | b1_;
      if (c2 == all) { count++; continue; }
      unsigned l2 = (l1 | b1_) << 1, r2 = (r1 | b1_) >> 1;
      unsigned free2 = all & ~(c2 | l2 | r2);
      while (free2) {
        unsigned b2_ = free2 & -free2;
        free2 ^= b2_;
        unsigned c3 = c2 | b2_;
        if (c3 == all) count++;
        else count += completions(c3, ((l2 | b2_) << 1) & all, (r2 | b2_) >> 1);
      }
    }
  }
  return count;
}

static void middle(int y, unsigned c, unsigned l, unsigned r);
static void tail(int y, unsigned c, unsigned l, unsigned r);

static void check(void) {
  int e = last;
  for (int r = 0; r <= e; r++) column[r] = __builtin_ctz(board[r]);
  int own = 0;
  if (column[b2] == 0) {
    // rotation by 90 degrees
    for (own = 1; own <= e; own++) {
      int k = 0;
      for (int you = e; column[you] != own && column[own] >= k; you--) k++;
      if (column[own] > k) return;
      if (column[own] < k) break;
    }
    if (own > e) {
      count2++;
      return;
    }
  }
  if (column[e] == e - b1) {
    // rotation by 180 degrees
    int you = e - 1;
    for (own = 1; own <= e; own++, you--) {
      int k = 0;
      for (int p = e; p != column[you] && column[own] >= k; p--) k++;
      if (column[own] > k) return;
      if (column[own] < k) break;
    }
    if (own > e) {
      count4++;
      return;
    }
  }
  if (column[b1] == e) {
    // rotation by 270 degrees
    int p = e - 1;
    for (own = 1; own <= e; own++, p--) {
      int k = 0;
      for (int you = 0; column[you] != p && column[own] >= k; you++) k++;
      if (column[own] > k) return;
      if (column[own] < k) break;
    }
  }
  count8++;
}

static void leaf(unsigned bit) {
  if ((bit & lastAllow) == 0) return;
  board[last] = bit;
  // a rotation can equal or beat the board only when a border queen sits where it would map
  if (board[b2] == 1 || bit == endBit || board[b1] == top) check();
  else count8++;
}

static void head(int y, unsigned c, unsigned l, unsigned r) {
  if (y == b1) {
    middle(y, c, l, r);
    return;
  }
  unsigned free = all & ~(c | l | r | side);
  while (free != 0) {
    unsigned bit = free & -free;
    free ^= bit;
    board[y] = bit;
    head(y + 1, c | bit, ((l | bit) << 1) & all, (r | bit) >> 1);
  }
}

static void atB2(unsigned c, unsigned l, unsigned r) {
  unsigned missing = side & ~c;
  unsigned free = all & ~(c | l | r);
  if (missing != 0) {
    if (missing == side) return;
    free &= missing;
  }
  while (free != 0) {
    unsigned bit = free & -free;
    free ^= bit;
    board[b2] = bit;
    tail(b2 + 1, c | bit, ((l | bit) << 1) & all, (r | bit) >> 1);
  }
}

static void middle(int y, unsigned c, unsigned l, unsigned r) {
  if (y == b2) {
    atB2(c, l, r);
    return;
  }
  unsigned free = all & ~(c | l | r);
  while (free != 0) {
    unsigned bit = free & -free;
    free ^= bit;
    board[y] = bit;
    unsigned c1 = c | bit;
    int y1 = y + 1;
    unsigned l1 = ((l | bit) << 1) & all;
    unsigned r1 = (r | bit) >> 1;
    if (y1 == b2) {
      atB2(c1, l1, r1);
      continue;
    }
    unsigned free1 = all & ~(c1 | l1 | r1);
    while (free1 != 0) {
      unsigned bit1 = free1 & -free1;
      free1 ^= bit1;
      board[y1] = bit1;
      unsigned c2 = c1 | bit1;
      int y2 = y1 + 1;
      unsigned l2 = ((l1 | bit1) << 1) & all;
      unsigned r2 = (r1 | bit1) >> 1;
      if (y2 == b2) {
        atB2(c2, l2, r2);
        continue;
      }
      unsigned free2 = all & ~(c2 | l2 | r2);
      while (free2 != 0) {
        unsigned bit2 = free2 & -free2;
        free2 ^= bit2;
        board[y2] = bit2;
        middle(y2 + 1, c2 | bit2, ((l2 | bit2) << 1) & all, (r2 | bit2) >> 1);
      }
    }
  }
}

static void tail(int y, unsigned c, unsigned l, unsigned r) {
  unsigned free = all & ~(c | l | r);
  while (free != 0) {
    unsigned bit = free & -free;
    free ^= bit;
    unsigned c1 = c | bit;
    if (c1 == all) {
      leaf(bit);
      continue;
    }
    board[y] = bit;
    unsigned l1 = ((l | bit) << 1) & all;
    unsigned r1 = (r | bit) >> 1;
    unsigned free1 = all & ~(c1 | l1 | r1);
    while (free1 != 0) {
      unsigned bit1 = free1 & -free1;
      free1 ^= bit1;
      unsigned c2 = c1 | bit1;
      if (c2 == all) {
        leaf(bit1);
        continue;
      }
      board[y + 1] = bit1;
      unsigned l2 = ((l1 | bit1) << 1) & all;
      unsigned r2 = (r1 | bit1) >> 1;
      unsigned free2 = all & ~(c2 | l2 | r2);
      while (free2 != 0) {
        unsigned bit2 = free2 & -free2;
        free2 ^= bit2;
        unsigned c3 = c2 | bit2;
        if (c3 == all) {
          leaf(bit2);
          continue;
        }
        board[y + 2] = bit2;
        tail(y + 3, c3, ((l2 | bit2) << 1) & all, (r2 | bit2) >> 1);
      }
    }
  }
}

static long long cornerHead(int y, unsigned c, unsigned l, unsigned r) {
  if (y >= b1) return completions(c, l, r);
  unsigned free = all & ~(c | l | r | 2);
  long long count = 0;
  while (free != 0) {
    unsigned bit = free & -free;
    free ^= bit;
    count += cornerHead(y + 1, c | bit, ((l | bit) << 1) & all, (r | bit) >> 1);
  }
  return count;
}


static long long queens(int n) {
  if (n == 1) return 1;
  size = n; last = n - 1;
  all = n == 32 ? 0xffffffffu : (1u << n) - 1;
  top = 1u << (n - 1);
  side = top | 1u;
  count8 = count4 = count2 = 0;
  for (int second = 2; second < last; second++) {
    b1 = second; b2 = -1;
    unsigned bit = 1u << second;
    count8 += cornerHead(2, 1u | bit, ((2u | bit) << 1) & all, bit >> 1);
  }
  for (int first = 1; first < last - first; first++) {
    b1 = first; b2 = last - first;
    endBit = 1u << (last - first);
    unsigned high = (size - first) == 32 ? 0xffffffffu : (1u << (size - first)) - 1;
    lastAllow = all & ~((1u << first) - 1) & high;
    unsigned bit = 1u << first;
    board[0] = bit;
    head(1, bit, (bit << 1) & all, bit >> 1);
  }
  return 8 * count8 + 4 * count4 + 2 * count2;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 15;
  int repeats = argc > 2 ? atoi(argv[2]) : 1;
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
