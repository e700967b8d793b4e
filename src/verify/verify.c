/* SPDX-License-Identifier: ISC */
/*
 * Constant-time comparison: crypto_verify_16, crypto_verify_32, and the
 * helper every tag and encoding check of the library calls.
 */
#include "internal.h"

/* 0 if d == 0, else -1, with no branch on d. */
static inline int zero_or_minus_one(uint32_t d)
{
    d = (d >> 16) | (d & 0xffff); /* d < 2^16, and d == 0 iff it was 0 */
    /* (d - 1) >> 16 has its low bit set exactly when d == 0. */
    return (int)(((d - 1) >> 16) & 1) - 1;
}

int halite_verify_n(const unsigned char *x, const unsigned char *y, size_t n)
{
    uint32_t d = 0;
    size_t i = 0;
    for (; i + 4 <= n; i += 4)
        d |= halite_load32_any(x + i) ^ halite_load32_any(y + i);
    for (; i < n; i++)
        d |= (uint32_t)(x[i] ^ y[i]);
    return zero_or_minus_one(d);
}

/* halite_verify_n for n a multiple of 4 known at compile time. A speed
 * build with word loads unrolls it (the loop's counting is half of
 * crypto_verify_16's cycles); a size build, or a core that reads words
 * bytewise, calls the one shared loop. */
static inline int verify_words(const unsigned char *x, const unsigned char *y, size_t n)
{
#if defined(__OPTIMIZE_SIZE__) || defined(HALITE_BYTEWISE_ANY)
    return halite_verify_n(x, y, n);
#else
    uint32_t d = 0;
#pragma GCC unroll 8
    for (size_t i = 0; i < n; i += 4)
        d |= halite_load32_any(x + i) ^ halite_load32_any(y + i);
    return zero_or_minus_one(d);
#endif
}

int halite_crypto_verify_16(const unsigned char *x, const unsigned char *y)
{
    return verify_words(x, y, 16);
}

int halite_crypto_verify_32(const unsigned char *x, const unsigned char *y)
{
    return verify_words(x, y, 32);
}
