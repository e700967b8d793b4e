/* SPDX-License-Identifier: ISC */
/*
 * crypto_stream_salsa20 and crypto_stream_salsa20_xor: Salsa20/20 with an
 * 8-byte nonce and a 64-bit block counter starting at 0.
 */
#include <string.h>
#include "internal.h"

int halite_crypto_stream_salsa20_xor(unsigned char *c, const unsigned char *m,
                                     unsigned long long mlen,
                                     const unsigned char *n, const unsigned char *k)
{
    unsigned char nc[16];

    /* a length above SIZE_MAX is more than memory holds: refused */
    if (mlen > SIZE_MAX)
        return -1;
    memcpy(nc, n, 8);
    memset(nc + 8, 0, 8);
    halite_salsa20_xor(c, m, (size_t)mlen, nc, k);
    return 0;
}

/* The keystream is the XOR of a zero message (m == NULL, internal.h). */
int halite_crypto_stream_salsa20(unsigned char *c, unsigned long long clen,
                                 const unsigned char *n, const unsigned char *k)
{
    return halite_crypto_stream_salsa20_xor(c, NULL, clen, n, k);
}
