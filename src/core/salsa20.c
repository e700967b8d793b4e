/*
 * crypto_core_salsa20: the Salsa20/20 function on a 16-byte input, 32-byte
 * key and 16-byte constant.
 */
#include "internal.h"

int halite_crypto_core_salsa20(unsigned char *out, const unsigned char *in,
                               const unsigned char *k, const unsigned char *c)
{
    halite_salsa20_core(out, in, k, c);
    return 0;
}
