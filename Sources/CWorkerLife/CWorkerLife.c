// Worker processes (braille-worker, narration-worker, batch --worker) end with their parent.
// Glibc's Swift module does not import prctl, so this one call lives in C.
#include "CWorkerLife.h"

#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int workerlife_die_with_parent(void) {
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have ended before the request took effect: then this process was
    // already handed to init or a subreaper, and no signal will come.
    return getppid() == parent ? 0 : -1;
}
#else
int workerlife_die_with_parent(void) { return 0; }
#endif
