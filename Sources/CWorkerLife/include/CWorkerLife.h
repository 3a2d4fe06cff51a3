#ifndef CWORKERLIFE_H
#define CWORKERLIFE_H

/// Asks the kernel to kill this process (SIGKILL) when the process that started it ends,
/// so a worker whose exporter was killed stops at once instead of finishing its chapter or
/// book. Returns 0 when that is in place and the parent is still the one that started this
/// process, -1 when the parent has already gone (the caller should exit) or the request
/// failed. Linux only (prctl PR_SET_PDEATHSIG); elsewhere it does nothing and returns 0.
int workerlife_die_with_parent(void);

/// Keeps a long-lived process's heap small: at most `arenas` malloc arenas (glibc makes one
/// per thread that contends, up to eight per core, each keeping what its thread freed).
/// Call it before threads start. Elsewhere it does nothing.
void workerlife_limit_heap_arenas(int arenas);

/// Gives the heap's free pages back to the system (glibc's malloc_trim), for a long-lived
/// process gone idle after a burst of work. Elsewhere it does nothing.
void workerlife_return_free_memory(void);

#endif
