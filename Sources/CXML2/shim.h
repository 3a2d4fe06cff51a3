#ifndef CXML2_SHIM_H
#define CXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>

/// `xmlFree` is a macro-backed function pointer Swift cannot call directly.
static inline void CXML2_free(void *pointer) { xmlFree(pointer); }

/// Silences libxml2's default printing of errors to stderr; errors are read
/// through `xmlGetLastError` / the parser context instead.
static void CXML2_quietErrorHandler(void *context, const char *message, ...) {
    (void)context; (void)message;
}
static inline void CXML2_silenceErrors(void) {
    xmlSetGenericErrorFunc(NULL, CXML2_quietErrorHandler);
}
#endif
