#ifndef CESPEAK_H
#define CESPEAK_H
/* eSpeak NG's API (Debian's libespeak-ng-dev), its library loaded on first use. */
#include <espeak-ng/speak_lib.h>

/// Loads eSpeak NG's library (libespeak-ng.so.1) if it is not loaded: NULL when it is,
/// else what the loader said (the library is missing, or lacks a function used here).
/// The functions of speak_lib.h this project calls are defined here and call the library's;
/// before it is loaded, or when it cannot be, they fail as eSpeak NG reports an internal
/// error (EE_INTERNAL_ERROR, -1 or NULL) and do nothing.
const char *cespeak_load_error(void);

#endif
