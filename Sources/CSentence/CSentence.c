#include "CSentence.h"

#include <stdint.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

void *csentence_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_SENTENCE, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return NULL;
    }
    return iterator;
}

long csentence_ends(void *breaker, const unsigned short *text, long length,
                    int *ends, long capacity) {
    if (breaker == NULL || length > INT32_MAX) return -1;
    if (length <= 0) return 0;
    UBreakIterator *iterator = (UBreakIterator *)breaker;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, (int32_t)length, &status);
    if (U_FAILURE(status)) return -1;
    long count = 0;
    for (int32_t end = ubrk_next(iterator); end != UBRK_DONE && count < capacity;
         end = ubrk_next(iterator)) {
        ends[count++] = end;
    }
    // Drop the reference to the caller's buffer.
    ubrk_setText(iterator, NULL, 0, &status);
    return count;
}

void csentence_close(void *breaker) {
    if (breaker != NULL) ubrk_close((UBreakIterator *)breaker);
}
