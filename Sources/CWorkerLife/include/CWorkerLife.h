#ifndef CWORKERLIFE_H
#define CWORKERLIFE_H

/// Asks the kernel to kill this process (SIGKILL) when the process that started it ends,
/// so a worker whose exporter was killed stops at once instead of finishing its chapter or
/// book. Returns 0 when that is in place and the parent is still the one that started this
/// process, -1 when the parent has already gone (the caller should exit) or the request
/// failed. Linux only (prctl PR_SET_PDEATHSIG); elsewhere it does nothing and returns 0.
int workerlife_die_with_parent(void);

#endif
