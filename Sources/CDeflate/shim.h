// zlib's raw deflate and CRC-32, for the zip writer (ZipWriter): Debian's zlib1g-dev.
#include <zlib.h>
