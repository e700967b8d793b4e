/*
 * crypto_hashblocks_sha512: the compression function over a big-endian
 * 64-byte state, as NaCl defines it.
 */
#include "internal.h"

int halite_crypto_hashblocks_sha512(unsigned char *statebytes,
                                    const unsigned char *in,
                                    unsigned long long inlen)
{
    uint64_t st[8];
    unsigned long long nblocks = inlen / 128;

    for (int i = 0; i < 8; i++)
        st[i] = halite_load64_be(statebytes + 8 * i);
    /* size_t-sized runs so that a 32-bit target takes any 64-bit length */
    while (nblocks > 0) {
        size_t n = nblocks < SIZE_MAX / 128 ? (size_t)nblocks : SIZE_MAX / 128;
        halite_sha512_blocks(st, in, n);
        in += n * 128;
        nblocks -= n;
    }
    for (int i = 0; i < 8; i++)
        halite_store64_be(statebytes + 8 * i, st[i]);
    halite_wipe(st, sizeof st);
    return (int)(inlen % 128);
}
