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
/// libxml2's own settable limits, where the installed version has them: 2.11 added a
/// maximum entity amplification factor (its default is 5; ours is stated here so that a
/// newer libxml2 can never be laxer). 2.9's limits are built in and stay on because
/// XML_PARSE_HUGE is never set.
static inline void CXML2_setLimits(xmlParserCtxtPtr context) {
#if LIBXML_VERSION >= 21100
    xmlCtxtSetMaxAmplification(context, 5);
#else
    (void)context;
#endif
}
#endif
