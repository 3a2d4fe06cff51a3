// Worker processes (braille-worker, narration-worker, batch --worker) end with their parent.
// Glibc's Swift module imports neither prctl nor mallopt and malloc_trim, so they live in C.
#include "CWorkerLife.h"

#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int workerlife_die_with_parent(void) {
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have ended before the request took effect: then this process was
    // already handed to init or a subreaper, and no signal will come.
    return getppid() == parent ? 0 : -1;
}

void workerlife_limit_heap_arenas(int arenas) {
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, arenas);
#else
    (void)arenas;
#endif
}

void workerlife_return_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
#else
int workerlife_die_with_parent(void) { return 0; }
void workerlife_limit_heap_arenas(int arenas) { (void)arenas; }
void workerlife_return_free_memory(void) {}
#endif
