#ifndef CPOSTGRES_H
#define CPOSTGRES_H
/* libpq, PostgreSQL's C client library (Debian's libpq-dev), loaded on first use. */
#include <postgresql/libpq-fe.h>

/// Loads libpq (libpq.so.5) if it is not loaded: NULL when it is, else what the loader
/// said (the library is missing, or lacks a function used here). The functions of
/// libpq-fe.h this project calls are defined here and call the library's; when it cannot
/// be loaded, PQconnectdb gives no connection and the others do nothing.
const char *cpostgres_load_error(void);

#endif
