#ifndef CSENTENCE_H
#define CSENTENCE_H

/// Opens ICU's sentence break iterator for `locale`, an ICU locale such as
/// "en@ss=standard" (whose abbreviation suppressions keep "Mr. Smith" together).
/// Returns NULL when ICU cannot make one. Opening is costly: keep the handle for a
/// whole book and close it with `csentence_close`. A handle serves one thread at a time.
void *csentence_open(const char *locale);

/// Finds where each sentence of `text` ends. `text` is UTF-16 (`length` code units).
/// Writes the UTF-16 offset just past each sentence into `ends` (at most `capacity`;
/// `length + 1` is always enough) and returns how many were written, or -1 on failure.
long csentence_ends(void *breaker, const unsigned short *text, long length,
                    int *ends, long capacity);

void csentence_close(void *breaker);

// Only plain C types cross this header (not even <stdint.h>): the system ICU headers
// stay inside this target, where they cannot clash with the ICU that Foundation bundles.

#endif
