#ifndef CLOUIS_SHIM_H
#define CLOUIS_SHIM_H
#include <liblouis/liblouis.h>
#endif
