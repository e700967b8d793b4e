#include "internal.h"

int halite_crypto_verify_16(const unsigned char *x, const unsigned char *y)
{
    return halite_verify_n(x, y, 16);
}

int halite_crypto_verify_32(const unsigned char *x, const unsigned char *y)
{
    return halite_verify_n(x, y, 32);
}
