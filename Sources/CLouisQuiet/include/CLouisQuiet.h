#ifndef CLOUISQUIET_H
#define CLOUISQUIET_H

/// 1 when the process's liblouis calls exporttool's `_lou_logWidecharBuf` (the one in
/// CLouisQuiet.c) instead of its own, 0 when the dynamic linker bound liblouis to its own.
int clouisquiet_is_active(void);

#endif
