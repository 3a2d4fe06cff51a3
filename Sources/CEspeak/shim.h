#ifndef CESPEAK_SHIM_H
#define CESPEAK_SHIM_H
#include <espeak-ng/speak_lib.h>
#endif
