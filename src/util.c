#include "internal.h"

void halite_wipe(void *p, size_t n)
{
    /* Stores through a volatile pointer cannot be elided as dead. */
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--)
        *v++ = 0;
}

int halite_verify_n(const unsigned char *x, const unsigned char *y, size_t n)
{
    uint32_t d = 0;
    for (size_t i = 0; i < n; i++)
        d |= (uint32_t)(x[i] ^ y[i]);
    /* d <= 0xff: (d - 1) >> 8 has its low bit set exactly when d == 0. */
    return (int)(((d - 1) >> 8) & 1) - 1;
}
