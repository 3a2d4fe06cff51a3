#include "CSentence.h"

#include <unicode/ubrk.h>
#include <unicode/utypes.h>
#include <stdint.h>

long csentence_ends(const unsigned short *text, long length, const char *locale,
                    int *ends, long capacity) {
    if (length <= 0) return 0;
    if (length > INT32_MAX) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_SENTENCE, locale, (const UChar *)text,
                                         (int32_t)length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        if (iterator != NULL) ubrk_close(iterator);
        return -1;
    }
    long count = 0;
    for (int32_t end = ubrk_next(iterator); end != UBRK_DONE && count < capacity;
         end = ubrk_next(iterator)) {
        ends[count++] = end;
    }
    ubrk_close(iterator);
    return count;
}
