#ifndef CPOSTGRES_SHIM_H
#define CPOSTGRES_SHIM_H
/* libpq, PostgreSQL's C client library (Debian's libpq-dev). */
#include <postgresql/libpq-fe.h>
#endif
