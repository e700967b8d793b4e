/* SPDX-License-Identifier: ISC */
/*
 * Constant-time comparison: crypto_verify_16, crypto_verify_32, and the
 * helper every tag and encoding check of the library calls.
 */
#include "internal.h"

int halite_verify_n(const unsigned char *x, const unsigned char *y, size_t n)
{
    uint32_t d = 0;
    size_t i = 0;
    for (; i + 4 <= n; i += 4)
        d |= halite_load32_any(x + i) ^ halite_load32_any(y + i);
    for (; i < n; i++)
        d |= (uint32_t)(x[i] ^ y[i]);
    d = (d >> 16) | (d & 0xffff); /* d < 2^16, and d == 0 iff all bytes matched */
    /* (d - 1) >> 16 has its low bit set exactly when d == 0. */
    return (int)(((d - 1) >> 16) & 1) - 1;
}

int halite_crypto_verify_16(const unsigned char *x, const unsigned char *y)
{
    return halite_verify_n(x, y, 16);
}

int halite_crypto_verify_32(const unsigned char *x, const unsigned char *y)
{
    return halite_verify_n(x, y, 32);
}
