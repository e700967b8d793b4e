/* SPDX-License-Identifier: ISC */
/*
 * crypto_stream_xsalsa20 and crypto_stream_xsalsa20_xor: XSalsa20/20, i.e.
 * Salsa20 under the subkey HSalsa20(k, n[0..15]) with nonce n[16..23].
 */
#include "internal.h"

int halite_crypto_stream_xsalsa20_xor(unsigned char *c, const unsigned char *m,
                                      unsigned long long mlen,
                                      const unsigned char *n, const unsigned char *k)
{
    unsigned char subkey[32];
    int r;

    halite_hsalsa20_core(subkey, n, k, halite_sigma);
    r = halite_crypto_stream_salsa20_xor(c, m, mlen, n + 16, subkey);
    halite_wipe(subkey, sizeof subkey);
    return r;
}

/* The keystream is the XOR of a zero message (m == NULL, internal.h). */
int halite_crypto_stream_xsalsa20(unsigned char *c, unsigned long long clen,
                                  const unsigned char *n, const unsigned char *k)
{
    return halite_crypto_stream_xsalsa20_xor(c, NULL, clen, n, k);
}
