#include "internal.h"

void halite_wipe(void *p, size_t n)
{
    /* Stores through a volatile pointer cannot be elided as dead. */
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--)
        *v++ = 0;
}
