/* SPDX-License-Identifier: ISC */
/*
 * crypto_core_hsalsa20: the HSalsa20/20 function (XSalsa20's subkey
 * derivation) on a 16-byte input, 32-byte key and 16-byte constant.
 */
#include "internal.h"

/* Where a Salsa20 kernel is built in, it is this function itself: it
 * returns 0 in r0 (src/internal.h). */
#ifndef HALITE_ARCH_SALSA20
int halite_crypto_core_hsalsa20(unsigned char *out, const unsigned char *in,
                                const unsigned char *k, const unsigned char *c)
{
    halite_hsalsa20_core(out, in, k, c);
    return 0;
}
#endif
