/* SPDX-License-Identifier: ISC */
/*
 * crypto_hashblocks_sha512: the compression function over a big-endian
 * 64-byte state, as NaCl defines it.
 */
#include "hash/sha512.h"

int halite_crypto_hashblocks_sha512(unsigned char *statebytes,
                                    const unsigned char *in,
                                    unsigned long long inlen)
{
    uint64_t st[8];

    for (int i = 0; i < 8; i++)
        st[i] = halite_load64_be(statebytes + 8 * i);
    halite_sha512_blocks_long(st, in, inlen / 128);
    halite_sha512_store(statebytes, st);
    halite_wipe(st, sizeof st);
    return (int)(inlen % 128);
}
