/*
 * crypto_core_hsalsa20: the HSalsa20/20 function (XSalsa20's subkey
 * derivation) on a 16-byte input, 32-byte key and 16-byte constant.
 */
#include "internal.h"

/* On the Cortex-M3 the Thumb-2 kernel is this function itself: it returns
 * 0 in r0 (src/arch/armv7m/salsa20.S). */
#if !(defined(HALITE_ARMV7M) && defined(HALITE_HAVE_SALSA20_ARMV7M))
int halite_crypto_core_hsalsa20(unsigned char *out, const unsigned char *in,
                                const unsigned char *k, const unsigned char *c)
{
    halite_hsalsa20_core(out, in, k, c);
    return 0;
}
#endif
