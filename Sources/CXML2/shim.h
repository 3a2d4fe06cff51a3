#ifndef CXML2_SHIM_H
#define CXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes the system ICU,
   whose UErrorCode clashes with the ICU inside Foundation in every Swift module that can
   see both (clean builds failed at random). Nothing here uses libxml2's ICU converter and
   only pointers to its encoding handler are ever handled, so the ICU part is hidden. */
#undef LIBXML_ICU_ENABLED
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
