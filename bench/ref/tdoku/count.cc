// Driver for tdoku's DPLL triad SIMD solver (bench only; not tdoku's code, MIT like permuta).
// Reads 81-character puzzles from stdin ('.' or '0' blanks), counts each to a limit (default 2,
// as tdoku's benchmark does) `passes` times and prints: puzzles, total solutions, total guesses,
// least CPU seconds of a pass (clock()).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

extern "C" size_t TdokuSolverDpllTriadSimd(const char *puzzle, size_t limit, uint32_t configuration,
                                           char *solution, size_t *num_guesses);

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 1;
    size_t limit = argc > 2 ? (size_t)atoll(argv[2]) : 2;
    std::vector<std::string> puzzles;
    char line[1024];
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strcspn(line, "\r\n");
        if (n < 81) continue;
        std::string p(line, 81);
        for (char &c : p) if (c == '0') c = '.';
        puzzles.push_back(p);
    }
    char solution[82];
    double best = 1e30;
    unsigned long long solutions = 0, guesses = 0;
    for (int pass = 0; pass < passes; pass++) {
        solutions = 0;
        guesses = 0;
        clock_t start = clock();
        for (const std::string &p : puzzles) {
            size_t g = 0;
            solutions += TdokuSolverDpllTriadSimd(p.c_str(), limit, 0, solution, &g);
            guesses += g;
        }
        double s = (double)(clock() - start) / CLOCKS_PER_SEC;
        if (s < best) best = s;
    }
    printf("%zu %llu %llu %.6f\n", puzzles.size(), solutions, guesses, best);
    return 0;
}
