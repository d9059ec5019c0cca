/*
 * Reference for bench/alphametics.bench.ts: a C solver for batches of alphametic sums
 * (`W1 + W2 + ... = R`, one per line) by the weighted method, a faithful port of
 * src/alphametics/weights.ts and of the plan it runs (src/alphametics/plan.ts, weightedPlan):
 * symbols are code points (any character but blanks, `+` and `=`), in order of first appearance;
 * each symbol's weight is the sum of base^position over its places in the addends minus the same
 * in the result; the first symbol of a word of two or more symbols is not 0; symbols of non-zero
 * weight get digits by decreasing |weight| (ties: first appearance), each digit tried only if
 * the later symbols can still bring the sum to 0 (most and least they can add with distinct free
 * digits), the last one derived; symbols of weight 0 take the free digits last. A node is a digit
 * given to a symbol, counted exactly as the JavaScript counts it (so the benchmark checks that
 * the work matched).
 * Each puzzle is read, weighed and planned in the timed loop, as the JavaScript batch does.
 * Prints "<puzzles> <solutions> <nodes> <least ms of one pass over the batch>".
 * Build: gcc -O2 -o alphametic alphametic.c ; run: ./alphametic [repeats] < sums.txt
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BASE 10
#define MAXSYM 64
#define MAXLINE (1 << 20)

static long long nodes, solutions;

/* the plan of one puzzle */
static int m;                     /* symbols of non-zero weight */
static int order[MAXSYM];         /* ... by decreasing |weight| */
static long long wt[MAXSYM];      /* their weights */
static double pos[MAXSYM][MAXSYM], neg[MAXSYM][MAXSYM];
static int npos[MAXSYM], nneg[MAXSYM];
static int nfree, freesym[MAXSYM];
static unsigned char allowed[MAXSYM][BASE];
static unsigned char used[BASE];
static int vals[MAXSYM];

static void free_letters(int j) {
  if (j == nfree) {
    solutions++;
    return;
  }
  int sym = freesym[j];
  for (int d = 0; d < BASE; d++) {
    if (used[d]) continue;
    nodes++;
    if (!allowed[sym][d]) continue;
    used[d] = 1;
    vals[sym] = d;
    free_letters(j + 1);
    used[d] = 0;
  }
}

/* row i: the free digits at level i, ascending */
static int freerow[MAXSYM + 1][BASE];
static int taken;

static void go(int i, double sum) {
  int sym = order[i];
  double w = (double)wt[i];
  if (i == m - 1) {
    /* the last symbol: its digit is what brings the sum to 0 */
    double dd = -sum / w;
    if (!(dd >= 0 && dd < BASE)) return;
    int d = (int)dd;
    if (d != dd || used[d]) return;
    nodes++;
    if (!allowed[sym][d]) return;
    used[d] = 1;
    vals[sym] = d;
    free_letters(0);
    used[d] = 0;
    return;
  }
  const double *p = pos[i], *q = neg[i];
  int np = npos[i], nq = nneg[i], k = BASE - i - taken;
  const int *f = freerow[i];
  int *e = freerow[i + 1];
  /* the relaxation, once for the level: all the free digits left to the later symbols */
  double hi0 = 0, lo0 = 0;
  for (int j = 0; j < np; j++) hi0 += p[j] * f[k - 1 - j], lo0 += p[j] * f[j];
  for (int j = 0; j < nq; j++) hi0 += q[j] * f[j], lo0 += q[j] * f[k - 1 - j];
  int wide = np > nq ? np : nq;
  /* the digits d with sum + w*d + lo0 <= 0 <= sum + w*d + hi0, from the bottom */
  for (int r = 0; r < k; r++) {
    int d = f[r];
    double s = sum + w * d;
    if (w > 0) {
      if (s + hi0 < 0) continue;
      if (s + lo0 > 0) break;
    } else {
      if (s + lo0 > 0) continue;
      if (s + hi0 < 0) break;
    }
    nodes++;
    if (!allowed[sym][d]) continue;
    /* the next level's free digits (all but d), then the exact bound with them */
    for (int t = 0; t < r; t++) e[t] = f[t];
    for (int t = r + 1; t < k; t++) e[t - 1] = f[t];
    /* the exact bound: the relaxation's unless d is among the digits it paired with weights */
    double hi = hi0, lo = lo0;
    if (r < wide || r >= k - wide) {
      hi = lo = 0;
      for (int j = 0; j < np; j++) hi += p[j] * e[k - 2 - j], lo += p[j] * e[j];
      for (int j = 0; j < nq; j++) hi += q[j] * e[j], lo += q[j] * e[k - 2 - j];
    }
    if (s + lo <= 0 && s + hi >= 0) {
      used[d] = 1;
      vals[sym] = d;
      go(i + 1, s);
      used[d] = 0;
    }
  }
}

static long long absll(long long x) { return x < 0 ? -x : x; }
static long long weight_of[MAXSYM];
static int by_weight(const void *x, const void *y) {
  int s = *(const int *)x, t = *(const int *)y;
  long long a = absll(weight_of[s]), b = absll(weight_of[t]);
  if (a != b) return a > b ? -1 : 1;
  return s - t;
}

/* bytes of the code point starting at s */
static int cp_len(const unsigned char *s) {
  if (*s < 0x80) return 1;
  if ((*s & 0xe0) == 0xc0) return 2;
  if ((*s & 0xf0) == 0xe0) return 3;
  return 4;
}

/* reads, weighs, plans and solves one line; returns 0 when it is not a sum */
static int solve_line(const char *line) {
  static char names[MAXSYM][5];
  int nsym = 0;
  memset(weight_of, 0, sizeof weight_of);
  memset(allowed, 1, sizeof allowed);
  const unsigned char *s = (const unsigned char *)line;
  int sign = 1;
  while (*s) {
    if (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n' || *s == '+') {
      s++;
      continue;
    }
    if (*s == '=') {
      sign = -1;
      while (*s == '=') s++;
      continue;
    }
    /* a word: its symbols, then their weights from the right */
    int word[256], len = 0;
    while (*s && !(*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n' || *s == '+' || *s == '=')) {
      int k = cp_len(s), id = -1;
      for (int t = 0; t < nsym; t++)
        if (memcmp(names[t], s, k) == 0 && names[t][k] == 0) {
          id = t;
          break;
        }
      if (id < 0) {
        if (nsym == MAXSYM) return 0;
        id = nsym++;
        memcpy(names[id], s, k);
        names[id][k] = 0;
      }
      if (len == 256) return 0;
      word[len++] = id;
      s += k;
    }
    long long p = 1;
    for (int j = len - 1; j >= 0; j--, p *= BASE) weight_of[word[j]] += sign * p;
    if (len > 1) allowed[word[0]][0] = 0;
  }
  if (nsym > BASE) return 1; /* more symbols than digits: no node */
  int open[MAXSYM], nopen = 0;
  nfree = 0;
  for (int t = 0; t < nsym; t++)
    if (weight_of[t] != 0) open[nopen++] = t;
    else freesym[nfree++] = t;
  qsort(open, nopen, sizeof(int), by_weight);
  m = nopen;
  for (int i = 0; i < m; i++) {
    order[i] = open[i];
    wt[i] = weight_of[open[i]];
    npos[i] = nneg[i] = 0;
    for (int j = i + 1; j < m; j++) {
      /* in order of decreasing |weight|: positives decreasing, negatives increasing */
      long long x = weight_of[open[j]];
      if (x > 0) pos[i][npos[i]++] = (double)x;
      else neg[i][nneg[i]++] = (double)x;
    }
  }
  memset(used, 0, sizeof used);
  taken = 0;
  for (int d = 0; d < BASE; d++) freerow[0][d] = d;
  if (m == 0) free_letters(0);
  else go(0, 0);
  return 1;
}

int main(int argc, char **argv) {
  int repeats = argc > 1 ? atoi(argv[1]) : 1;
  /* the whole batch in memory, so that the timed loop reads no file */
  size_t cap = 1 << 16, n = 0;
  char *text = malloc(cap);
  int c;
  while ((c = getchar()) != EOF) {
    if (n + 1 >= cap) text = realloc(text, cap *= 2);
    text[n++] = (char)c;
  }
  text[n] = 0;
  char **lines = malloc(sizeof(char *) * (n + 1));
  int nlines = 0;
  for (char *p = strtok(text, "\n"); p; p = strtok(NULL, "\n"))
    if (*p && *p != '#') lines[nlines++] = p;
  double best_ms = 1e300;
  long long puzzles = 0, sols = 0, nds = 0;
  for (int r = 0; r < repeats; r++) {
    struct timespec a, b;
    nodes = solutions = 0;
    puzzles = 0;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    for (int i = 0; i < nlines; i++) puzzles += solve_line(lines[i]);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    double ms = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
    if (ms < best_ms) best_ms = ms;
    sols = solutions;
    nds = nodes;
  }
  printf("%lld %lld %lld %.3f\n", puzzles, sols, nds, best_ms);
  return 0;
}
