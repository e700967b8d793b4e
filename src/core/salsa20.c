/* SPDX-License-Identifier: ISC */
/*
 * crypto_core_salsa20: the Salsa20/20 function on a 16-byte input, 32-byte
 * key and 16-byte constant.
 */
#include "internal.h"

/* Where a Salsa20 kernel is built in, it is this function itself: it
 * returns 0 in r0 (src/internal.h). */
#ifndef HALITE_ARCH_SALSA20
int halite_crypto_core_salsa20(unsigned char *out, const unsigned char *in,
                               const unsigned char *k, const unsigned char *c)
{
    halite_salsa20_core(out, in, k, c);
    return 0;
}
#endif
