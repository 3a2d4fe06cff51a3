// liblouis 3.x formats every translation's whole input and output as hex text
// ("0x00000054 0x00000068 ...") through `_lou_logWidecharBuf` before it looks at the log
// level (liblouis/logging.c; called twice from `_lou_translate` in lou_translateString.c),
// then `_lou_logMessage` drops the text because logging is off. For Moby-Dick that is
// about 11% of all the instructions `lou_translate` executes (callgrind: 2.03 of 17.3 billion).
//
// liblouis calls the function through its PLT, so a definition in the executable takes
// its place (ELF symbol interposition, as a program's own `malloc` does). exporttool turns
// liblouis's logging off for good (`lou_setLogLevel(LOU_LOG_OFF)` in Louis.swift), so doing
// nothing here is what liblouis itself would end up doing, minus the formatting. A liblouis
// that no longer has this function simply never calls it.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include "CLouisQuiet.h"

__attribute__((visibility("default"), used))
void _lou_logWidecharBuf(int level, const char *msg, const uint32_t *wbuf, int wlen) {
    (void)level;
    (void)msg;
    (void)wbuf;
    (void)wlen;
}

int clouisquiet_is_active(void) {
    void *bound = dlsym(RTLD_DEFAULT, "_lou_logWidecharBuf");
    return bound == (void *)&_lou_logWidecharBuf;
}
