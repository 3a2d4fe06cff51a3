#ifndef CSENTENCE_H
#define CSENTENCE_H

/// Finds where ICU's sentence break iterator ends each sentence of `text`.
///
/// `text` is UTF-16 (`length` code units); `locale` an ICU locale such as
/// "en@ss=standard", whose abbreviation suppressions keep "Mr. Smith" together.
/// Writes the UTF-16 offset just past each sentence into `ends` (at most `capacity`;
/// `length + 1` is always enough) and returns how many were written, or -1 when ICU
/// cannot make an iterator for the locale.
///
/// Only plain C types cross this header (not even <stdint.h>): the system ICU headers stay inside this
/// target, where they cannot clash with the ICU that Foundation bundles.
long csentence_ends(const unsigned short *text, long length, const char *locale,
                    int *ends, long capacity);

#endif
