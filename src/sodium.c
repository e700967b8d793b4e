/* SPDX-License-Identifier: ISC */
/*
 * libsodium's helpers under their libsodium meaning (halite.h):
 * randombytes_buf, sodium_memzero, sodium_memcmp and sodium_init.
 */
#include "internal.h"

void halite_randombytes_buf(void *buf, size_t size)
{
    halite_randombytes(buf, size);
}

void halite_sodium_memzero(void *pnt, size_t len)
{
    halite_wipe(pnt, len);
}

int halite_sodium_memcmp(const void *b1, const void *b2, size_t len)
{
    return halite_verify_n(b1, b2, len);
}

int halite_sodium_init(void)
{
    unsigned char none[1];

    /* a zero-byte request seeds the generator if it can be, and says so */
    return halite_randombytes_checked(none, 0) == 0 ? 0 : -1;
}
