/* procbench: runs a command as a whole process several times; prints its wall time and
 * peak memory.
 *
 *     procbench RUNS COMMAND [ARGS...]
 *
 * Each run is fork + exec from this small process (so the child's peak resident set is its
 * own, not inherited from a large parent) with stdout and stderr discarded. Wall time is
 * taken around fork and wait; the peak resident set size comes from wait4's rusage.
 * Prints, tab-separated: median seconds, median peak KiB, fastest seconds, the last exit
 * status (non-zero is reported, never hidden).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 3 || atoi(argv[1]) < 1) {
        fprintf(stderr, "usage: procbench RUNS COMMAND [ARGS...]\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    double *walls = calloc(runs, sizeof(double)), *peaks = calloc(runs, sizeof(double));
    int status = 0;
    for (int i = 0; i < runs; i++) {
        double start = now();
        pid_t pid = fork();
        if (pid < 0) { perror("fork"); return 1; }
        if (pid == 0) {
            int devnull = open("/dev/null", O_WRONLY);
            dup2(devnull, 1);
            dup2(devnull, 2);
            execvp(argv[2], argv + 2);
            _exit(127);
        }
        int wstatus = 0;
        struct rusage usage;
        if (wait4(pid, &wstatus, 0, &usage) < 0) { perror("wait4"); return 1; }
        walls[i] = now() - start;
        peaks[i] = (double)usage.ru_maxrss;
        status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
    }
    double fastest = walls[0];
    for (int i = 1; i < runs; i++) if (walls[i] < fastest) fastest = walls[i];
    qsort(walls, runs, sizeof(double), compare);
    qsort(peaks, runs, sizeof(double), compare);
    printf("%.6f\t%.0f\t%.6f\t%d\n", walls[runs / 2], peaks[runs / 2], fastest, status);
    return 0;
}
