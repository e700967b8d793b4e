/* SPDX-License-Identifier: ISC */
/*
 * SHA-512 compression for the small build (tag generic_small; FIPS 180-4
 * §6.4.2): one round in a loop, the eight working words in an array that
 * shifts down each round, the message schedule in a 16-word ring, and the
 * four sigma functions as one function of three rotation amounts. The
 * round constants are the speed kernels' table (src/arch/generic/sha512.c).
 * Additions, XORs and shifts by public amounts: constant-time.
 */
#include <string.h>
#include "internal.h"

/* The rotations of the four sigma functions; 64 + n means a shift by n. */
static const unsigned char big_sigma0[3] = {28, 34, 39};
static const unsigned char big_sigma1[3] = {14, 18, 41};
static const unsigned char small_sigma0[3] = {1, 8, 64 + 7};
static const unsigned char small_sigma1[3] = {19, 61, 64 + 6};

/* x rotated right by n (1 <= n <= 63), or shifted right by n - 64 when
 * n > 64. */
static uint64_t rotr(uint64_t x, unsigned n)
{
    if (n > 64)
        return x >> (n - 64);
    return (x >> n) | (x << (64 - n));
}

/* The XOR of x rotated (or shifted) by the three amounts r. */
static uint64_t sigma(uint64_t x, const unsigned char r[3])
{
    return rotr(x, r[0]) ^ rotr(x, r[1]) ^ rotr(x, r[2]);
}

HALITE_HOT void halite_sha512_blocks_generic_small(uint64_t st[8], const unsigned char *in,
                                                   size_t nblocks)
{
    uint64_t v[8], w[16];

    for (; nblocks > 0; nblocks--, in += 128) {
        memcpy(v, st, sizeof v);
        for (int t = 0; t < 80; t++) {
            uint64_t *wt = &w[t & 15], t1, t2;
            if (t < 16)
                *wt = halite_load64_be(in + 8 * t);
            else
                *wt += sigma(w[(t - 2) & 15], small_sigma1) + w[(t - 7) & 15] +
                       sigma(w[(t - 15) & 15], small_sigma0);
            t1 = v[7] + sigma(v[4], big_sigma1) + ((v[4] & (v[5] ^ v[6])) ^ v[6]) +
                 halite_sha512_k[t] + *wt;
            t2 = sigma(v[0], big_sigma0) + ((v[0] & (v[1] | v[2])) | (v[1] & v[2]));
            memmove(v + 1, v, 7 * sizeof v[0]);
            v[4] += t1;
            v[0] = t1 + t2;
        }
        for (int i = 0; i < 8; i++)
            st[i] += v[i];
    }
    halite_wipe(v, sizeof v);
    halite_wipe(w, sizeof w);
}
