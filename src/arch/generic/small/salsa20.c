/* SPDX-License-Identifier: ISC */
/*
 * Salsa20 for the small build (tag generic_small): the Salsa20 and
 * HSalsa20 cores and the keystream XOR (the contracts of src/internal.h)
 * over one rounds kernel, halite_salsa20_rounds. As a Salsa20 kernel file it
 * also provides crypto_core_salsa20 and crypto_core_hsalsa20: they are the
 * cores, and the core kernels call them.
 * Additions, XORs and rotations on secrets; the block counter is public.
 */
#include "internal.h"

/* j = the input matrix for constant c, key k and the 16 bytes in. */
static void setup(uint32_t j[16], const unsigned char *in, const unsigned char *k,
                  const unsigned char *c)
{
    for (int i = 0; i < 4; i++) {
        j[5 * i] = halite_load32_le(c + 4 * i);
        j[1 + i] = halite_load32_le(k + 4 * i);
        j[11 + i] = halite_load32_le(k + 16 + 4 * i);
        j[6 + i] = halite_load32_le(in + 4 * i);
    }
}

/* out = the 64-byte block Salsa20(j): the rounds plus j. */
HALITE_HOT static void block(unsigned char out[64], const uint32_t j[16])
{
    uint32_t x[16];

    memcpy(x, j, sizeof x);
    halite_salsa20_rounds(x);
    for (int i = 0; i < 16; i++)
        halite_store32_le(out + 4 * i, x[i] + j[i]);
    halite_wipe(x, sizeof x);
}

/* The two cores are crypto_core_salsa20 and crypto_core_hsalsa20 (which
 * return 0); the kernels of src/internal.h are calls of them. */
int halite_crypto_core_salsa20(unsigned char *out, const unsigned char *in,
                               const unsigned char *k, const unsigned char *c)
{
    uint32_t j[16];

    setup(j, in, k, c);
    block(out, j);
    halite_wipe(j, sizeof j);
    return 0;
}

void halite_salsa20_core_generic_small(unsigned char out[64], const unsigned char in[16],
                                       const unsigned char k[32], const unsigned char c[16])
{
    halite_crypto_core_salsa20(out, in, k, c);
}

int halite_crypto_core_hsalsa20(unsigned char *out, const unsigned char *in,
                                const unsigned char *k, const unsigned char *c)
{
    uint32_t x[16];

    setup(x, in, k, c);
    halite_salsa20_rounds(x);
    for (int i = 0; i < 4; i++)
        halite_store32_le(out + 4 * i, x[5 * i]);
    for (int i = 0; i < 4; i++)
        halite_store32_le(out + 16 + 4 * i, x[6 + i]);
    halite_wipe(x, sizeof x);
    return 0;
}

void halite_hsalsa20_core_generic_small(unsigned char out[32], const unsigned char in[16],
                                        const unsigned char k[32], const unsigned char c[16])
{
    halite_crypto_core_hsalsa20(out, in, k, c);
}

void halite_salsa20_xor_generic_small(unsigned char *c, const unsigned char *m, size_t mlen,
                                      const unsigned char nc[16], const unsigned char k[32])
{
    /* the input matrix and a keystream block: one wipe */
    struct {
        uint32_t j[16];
        unsigned char ks[64];
    } s;

    setup(s.j, nc, k, halite_sigma);
    while (mlen > 0) {
        size_t n = mlen < 64 ? mlen : 64;
        block(s.ks, s.j);
        s.j[8]++;                       /* the 64-bit block counter */
        s.j[9] += s.j[8] == 0;
        for (size_t i = 0; i < n; i += 4) {
            /* four bytes at a time, the last word of a short block bytewise */
            if (n - i >= 4) {
                halite_store32_any(c + i, halite_load32_any(s.ks + i) ^
                                          (m ? halite_load32_any(m + i) : 0));
            } else {
                for (size_t b = i; b < n; b++)
                    c[b] = (unsigned char)((m ? m[b] : 0) ^ s.ks[b]);
            }
        }
        c += n;
        if (m)
            m += n;
        mlen -= n;
    }
    halite_wipe(&s, sizeof s);
}
