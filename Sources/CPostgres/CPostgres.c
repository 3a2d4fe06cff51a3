// libpq loaded when a server first opens a PostgreSQL job store, not when the program starts:
// it brings 24 libraries (Kerberos, LDAP, SASL, GnuTLS, OpenSSL ...) that a conversion and a
// server on SQLite never use, and without it the program would not start at all.
#include "CPostgres.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define CPOSTGRES_FUNCTIONS(X) \
    X(PQclear) X(PQcmdTuples) X(PQconnectdb) X(PQerrorMessage) X(PQexec) X(PQexecParams) X(PQfinish) \
    X(PQfname) X(PQftype) X(PQgetisnull) X(PQgetvalue) X(PQnfields) X(PQntuples) X(PQreset) \
    X(PQresultErrorMessage) X(PQresultStatus) X(PQsetNoticeProcessor) X(PQstatus)

static struct {
#define CPOSTGRES_FIELD(name) __typeof__(&name) name;
    CPOSTGRES_FUNCTIONS(CPOSTGRES_FIELD)
#undef CPOSTGRES_FIELD
} library;
static char failure[512];
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    void *handle = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
#define CPOSTGRES_RESOLVE(name) \
    library.name = (__typeof__(&name))dlsym(handle, #name); \
    if (!library.name) { snprintf(failure, sizeof failure, "libpq.so.5 has no %s", #name); return; }
    CPOSTGRES_FUNCTIONS(CPOSTGRES_RESOLVE)
#undef CPOSTGRES_RESOLVE
}

const char *cpostgres_load_error(void) {
    pthread_once(&loaded, load);
    return failure[0] ? failure : NULL;
}

// Hidden: the program's own calls reach these; libpq's calls among its own functions never do.
#define CPOSTGRES_HIDDEN __attribute__((visibility("hidden")))
#define CPOSTGRES_READY (!cpostgres_load_error())

CPOSTGRES_HIDDEN PGconn *PQconnectdb(const char *conninfo) {
    return CPOSTGRES_READY ? library.PQconnectdb(conninfo) : NULL;
}
CPOSTGRES_HIDDEN void PQfinish(PGconn *conn) {
    if (conn && CPOSTGRES_READY) library.PQfinish(conn);
}
CPOSTGRES_HIDDEN void PQreset(PGconn *conn) {
    if (CPOSTGRES_READY) library.PQreset(conn);
}
CPOSTGRES_HIDDEN ConnStatusType PQstatus(const PGconn *conn) {
    return CPOSTGRES_READY ? library.PQstatus(conn) : CONNECTION_BAD;
}
CPOSTGRES_HIDDEN char *PQerrorMessage(const PGconn *conn) {
    return CPOSTGRES_READY ? library.PQerrorMessage(conn) : failure;
}
CPOSTGRES_HIDDEN PQnoticeProcessor PQsetNoticeProcessor(PGconn *conn, PQnoticeProcessor proc, void *arg) {
    return CPOSTGRES_READY ? library.PQsetNoticeProcessor(conn, proc, arg) : NULL;
}
CPOSTGRES_HIDDEN PGresult *PQexec(PGconn *conn, const char *query) {
    return CPOSTGRES_READY ? library.PQexec(conn, query) : NULL;
}
CPOSTGRES_HIDDEN PGresult *PQexecParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                                        const char *const *paramValues, const int *paramLengths,
                                        const int *paramFormats, int resultFormat) {
    return CPOSTGRES_READY
        ? library.PQexecParams(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat)
        : NULL;
}
CPOSTGRES_HIDDEN void PQclear(PGresult *res) {
    if (res && CPOSTGRES_READY) library.PQclear(res);
}
CPOSTGRES_HIDDEN ExecStatusType PQresultStatus(const PGresult *res) {
    return CPOSTGRES_READY ? library.PQresultStatus(res) : PGRES_FATAL_ERROR;
}
CPOSTGRES_HIDDEN char *PQresultErrorMessage(const PGresult *res) {
    return CPOSTGRES_READY ? library.PQresultErrorMessage(res) : failure;
}
CPOSTGRES_HIDDEN char *PQcmdTuples(PGresult *res) {
    return CPOSTGRES_READY ? library.PQcmdTuples(res) : failure;
}
CPOSTGRES_HIDDEN int PQntuples(const PGresult *res) {
    return CPOSTGRES_READY ? library.PQntuples(res) : 0;
}
CPOSTGRES_HIDDEN int PQnfields(const PGresult *res) {
    return CPOSTGRES_READY ? library.PQnfields(res) : 0;
}
CPOSTGRES_HIDDEN char *PQfname(const PGresult *res, int field_num) {
    return CPOSTGRES_READY ? library.PQfname(res, field_num) : NULL;
}
CPOSTGRES_HIDDEN Oid PQftype(const PGresult *res, int field_num) {
    return CPOSTGRES_READY ? library.PQftype(res, field_num) : 0;
}
CPOSTGRES_HIDDEN char *PQgetvalue(const PGresult *res, int tup_num, int field_num) {
    return CPOSTGRES_READY ? library.PQgetvalue(res, tup_num, field_num) : failure;
}
CPOSTGRES_HIDDEN int PQgetisnull(const PGresult *res, int tup_num, int field_num) {
    return CPOSTGRES_READY ? library.PQgetisnull(res, tup_num, field_num) : 1;
}
