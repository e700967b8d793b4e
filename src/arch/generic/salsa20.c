/* SPDX-License-Identifier: ISC */
/*
 * Portable Salsa20/20 kernels: the core, the HSalsa20 core and the keystream
 * XOR. Only additions, XORs and constant rotations: constant-time anywhere.
 */
#include <string.h>
#include "internal.h"

#define ROTL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

/* Lays out the Salsa20 input matrix from constant c, key k and 16-byte in. */
static void salsa20_setup(uint32_t x[16], const unsigned char in[16],
                          const unsigned char k[32], const unsigned char c[16])
{
    x[0] = halite_load32_le(c);
    x[5] = halite_load32_le(c + 4);
    x[10] = halite_load32_le(c + 8);
    x[15] = halite_load32_le(c + 12);
    for (int i = 0; i < 4; i++) {
        x[1 + i] = halite_load32_le(k + 4 * i);
        x[11 + i] = halite_load32_le(k + 16 + 4 * i);
        x[6 + i] = halite_load32_le(in + 4 * i);
    }
}

/* Contract in internal.h: the 20 rounds (10 column/row double rounds) on x
 * in place. */
HALITE_HOT void halite_salsa20_rounds_ref(uint32_t x[16])
{
    uint32_t x0 = x[0], x1 = x[1], x2 = x[2], x3 = x[3];
    uint32_t x4 = x[4], x5 = x[5], x6 = x[6], x7 = x[7];
    uint32_t x8 = x[8], x9 = x[9], x10 = x[10], x11 = x[11];
    uint32_t x12 = x[12], x13 = x[13], x14 = x[14], x15 = x[15];

    for (int i = 0; i < 10; i++) {
        /* columns */
        x4 ^= ROTL32(x0 + x12, 7);   x8 ^= ROTL32(x4 + x0, 9);
        x12 ^= ROTL32(x8 + x4, 13);  x0 ^= ROTL32(x12 + x8, 18);
        x9 ^= ROTL32(x5 + x1, 7);    x13 ^= ROTL32(x9 + x5, 9);
        x1 ^= ROTL32(x13 + x9, 13);  x5 ^= ROTL32(x1 + x13, 18);
        x14 ^= ROTL32(x10 + x6, 7);  x2 ^= ROTL32(x14 + x10, 9);
        x6 ^= ROTL32(x2 + x14, 13);  x10 ^= ROTL32(x6 + x2, 18);
        x3 ^= ROTL32(x15 + x11, 7);  x7 ^= ROTL32(x3 + x15, 9);
        x11 ^= ROTL32(x7 + x3, 13);  x15 ^= ROTL32(x11 + x7, 18);
        /* rows */
        x1 ^= ROTL32(x0 + x3, 7);    x2 ^= ROTL32(x1 + x0, 9);
        x3 ^= ROTL32(x2 + x1, 13);   x0 ^= ROTL32(x3 + x2, 18);
        x6 ^= ROTL32(x5 + x4, 7);    x7 ^= ROTL32(x6 + x5, 9);
        x4 ^= ROTL32(x7 + x6, 13);   x5 ^= ROTL32(x4 + x7, 18);
        x11 ^= ROTL32(x10 + x9, 7);  x8 ^= ROTL32(x11 + x10, 9);
        x9 ^= ROTL32(x8 + x11, 13);  x10 ^= ROTL32(x9 + x8, 18);
        x12 ^= ROTL32(x15 + x14, 7); x13 ^= ROTL32(x12 + x15, 9);
        x14 ^= ROTL32(x13 + x12, 13); x15 ^= ROTL32(x14 + x13, 18);
    }
    x[0] = x0;   x[1] = x1;   x[2] = x2;   x[3] = x3;
    x[4] = x4;   x[5] = x5;   x[6] = x6;   x[7] = x7;
    x[8] = x8;   x[9] = x9;   x[10] = x10; x[11] = x11;
    x[12] = x12; x[13] = x13; x[14] = x14; x[15] = x15;
}

/* out = Salsa20(in, k, c): the rounds plus the input (feed-forward). */
void halite_salsa20_core_ref(unsigned char out[64], const unsigned char in[16],
                             const unsigned char k[32], const unsigned char c[16])
{
    uint32_t j[16], x[16];

    salsa20_setup(j, in, k, c);
    memcpy(x, j, sizeof x);
    halite_salsa20_rounds_ref(x);
    for (int i = 0; i < 16; i++)
        halite_store32_le(out + 4 * i, x[i] + j[i]);
    halite_wipe(j, sizeof j);
    halite_wipe(x, sizeof x);
}

/* out = HSalsa20(in, k, c): words 0,5,10,15,6,7,8,9 of the rounds, no
 * feed-forward (its key-derivation use needs the raw diagonal and input). */
void halite_hsalsa20_core_ref(unsigned char out[32], const unsigned char in[16],
                              const unsigned char k[32], const unsigned char c[16])
{
    uint32_t x[16];

    salsa20_setup(x, in, k, c);
    halite_salsa20_rounds_ref(x);
    for (int i = 0; i < 4; i++) {
        halite_store32_le(out + 4 * i, x[5 * i]);
        halite_store32_le(out + 16 + 4 * i, x[6 + i]);
    }
    halite_wipe(x, sizeof x);
}

/* Block by block: generate 64 bytes of keystream, XOR (or copy) them out,
 * step the 64-bit little-endian counter in words 8 and 9. */
void halite_salsa20_xor_ref(unsigned char *c, const unsigned char *m, size_t mlen,
                            const unsigned char nc[16], const unsigned char k[32])
{
    uint32_t j[16], x[16];
    unsigned char ks[64];

    salsa20_setup(j, nc, k, halite_sigma);
    while (mlen > 0) {
        size_t n = mlen < 64 ? mlen : 64;

        memcpy(x, j, sizeof x);
        halite_salsa20_rounds_ref(x);
        for (int i = 0; i < 16; i++)
            halite_store32_le(ks + 4 * i, x[i] + j[i]);
        for (size_t i = 0; i < n; i++)
            c[i] = (unsigned char)((m ? m[i] : 0) ^ ks[i]);
        /* carry into the high counter word when the low one wraps */
        j[8]++;
        j[9] += (uint32_t)(j[8] == 0);
        c += n;
        if (m)
            m += n;
        mlen -= n;
    }
    halite_wipe(ks, sizeof ks);
    halite_wipe(j, sizeof j);
    halite_wipe(x, sizeof x);
}
