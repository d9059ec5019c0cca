/*
 * Reference for bench/cover.bench.ts: the core of Knuth's DLX1 (dancing links with primary and
 * secondary items, no colours) in C, a faithful port of its data layout (nodes {itm, up, down},
 * item headers holding LEN in itm, spacers with itm <= 0) and of its search (MRV item choice,
 * first of the minima, cover/hide/uncover/unhide exactly as in dlx1.w).
 * Reads Knuth's DLX text format on stdin; prints "<solutions> <nodes> <updates> <ms per run>".
 * Build: gcc -O2 -o dlx dlx.c ; run: ./dlx [repeats] < problem.dlx
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { int up, down, itm; } node;
typedef struct { char name[16]; int prev, next; } item;

static node *nd;
static item *cl;
static int root = 0, last_itm, last_node, second;
static long long updates, nodes, count;
static int *choice;

#define len itm

static void hide(int p) {
  for (int q = p + 1; q != p;) {
    int x = nd[q].itm, u = nd[q].up, d = nd[q].down;
    if (x <= 0) q = u;
    else {
      nd[u].down = d, nd[d].up = u, nd[x].len--, updates++;
      q++;
    }
  }
}
static void cover(int c) {
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) hide(rr);
  int l = cl[c].prev, r = cl[c].next;
  cl[l].next = r, cl[r].prev = l;
}
static void unhide(int p) {
  for (int q = p - 1; q != p;) {
    int x = nd[q].itm, u = nd[q].up, d = nd[q].down;
    if (x <= 0) q = d;
    else {
      nd[u].down = q, nd[d].up = q, nd[x].len++;
      q--;
    }
  }
}
static void uncover(int c) {
  int l = cl[c].prev, r = cl[c].next;
  cl[l].next = c, cl[r].prev = c;
  for (int rr = nd[c].up; rr != c; rr = nd[rr].up) unhide(rr);
}

static void solve(void) {
  int level = 0, best, cur, pp;
  count = 0;
forward:
  nodes++;
  {
    int t = 0x7fffffff;
    best = -1;
    for (int k = cl[root].next; t && k != root; k = cl[k].next)
      if (nd[k].len < t) best = k, t = nd[k].len;
    if (best < 0) {
      count++;
      goto backup;
    }
  }
  cover(best);
  cur = choice[level] = nd[best].down;
advance:
  if (cur == best) goto backtrack;
  for (pp = cur + 1; pp != cur;) {
    int cc = nd[pp].itm;
    if (cc <= 0) pp = nd[pp].up;
    else cover(cc), pp++;
  }
  level++;
  goto forward;
backtrack:
  uncover(best);
backup:
  if (level == 0) return;
  level--;
  cur = choice[level];
  best = nd[cur].itm;
  for (pp = cur - 1; pp != cur;) {
    int cc = nd[pp].itm;
    if (cc <= 0) pp = nd[pp].down;
    else uncover(cc), pp--;
  }
  cur = choice[level] = nd[cur].down;
  goto advance;
}

static char buf[1 << 16];

int main(int argc, char **argv) {
  int repeats = argc > 1 ? atoi(argv[1]) : 1;
  size_t cap_nodes = 1 << 16, cap_items = 1 << 12;
  nd = calloc(cap_nodes, sizeof(node));
  cl = calloc(cap_items, sizeof(item));
  int have_items = 0;
  last_itm = 1;
  second = 0x7fffffff;
  while (fgets(buf, sizeof buf, stdin)) {
    char *s = buf;
    while (*s == ' ' || *s == '\t') s++;
    if (*s == '|' || *s == '\n' || *s == 0) continue;
    if (!have_items) {
      have_items = 1;
      for (char *tok = strtok(buf, " \t\n"); tok; tok = strtok(NULL, " \t\n")) {
        if (strcmp(tok, "|") == 0) {
          second = last_itm;
          continue;
        }
        if ((size_t)last_itm + 2 >= cap_items) {
          cap_items *= 2;
          cl = realloc(cl, cap_items * sizeof(item));
        }
        strncpy(cl[last_itm].name, tok, 15);
        cl[last_itm].prev = last_itm - 1, cl[last_itm - 1].next = last_itm;
        last_itm++;
      }
      if (second == 0x7fffffff) second = last_itm;
      /* primary items 1..second-1 in the ring of root; secondary in the ring of last_itm */
      cl[last_itm].name[0] = 0;
      cl[last_itm].prev = last_itm - 1, cl[last_itm - 1].next = last_itm;
      cl[second].prev = last_itm, cl[last_itm].next = second;
      cl[root].prev = second - 1, cl[second - 1].next = root;
      for (int i = 1; i < last_itm; i++) nd[i].up = nd[i].down = i, nd[i].len = 0;
      last_node = last_itm;  // the first spacer
      nd[last_node].itm = 0;
      continue;
    }
    int spacer = last_node, first = last_node + 1;
    for (char *tok = strtok(buf, " \t\n"); tok; tok = strtok(NULL, " \t\n")) {
      char *colon = strchr(tok, ':');
      if (colon) *colon = 0;
      int k;
      for (k = 1; k < last_itm; k++)
        if (strcmp(cl[k].name, tok) == 0) break;
      if (k == last_itm) {
        fprintf(stderr, "unknown item %s\n", tok);
        return 1;
      }
      if ((size_t)last_node + 3 >= cap_nodes) {
        cap_nodes *= 2;
        nd = realloc(nd, cap_nodes * sizeof(node));
      }
      last_node++;
      nd[last_node].itm = k;
      nd[k].len++;
      int u = nd[k].up;
      nd[last_node].up = u, nd[last_node].down = k;
      nd[u].down = last_node, nd[k].up = last_node;
    }
    nd[spacer].down = last_node;
    last_node++;
    nd[last_node].itm = -(last_node);
    nd[last_node].up = first;
  }
  choice = calloc(last_itm + 1, sizeof(int));
  double best_ms = 1e300;
  for (int r = 0; r < repeats; r++) {
    nodes = updates = 0;
    struct timespec a, b;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    solve();
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    double ms = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
    if (ms < best_ms) best_ms = ms;
  }
  printf("%lld %lld %lld %.3f\n", count, nodes, updates, best_ms);
  return 0;
}
