/* SPDX-License-Identifier: ISC */
/*
 * Poly1305 with 16x14-bit products only (docs/design.md, Constant time): every
 * product of secrets is a 32-bit MUL, never a UMULL, so it runs in constant
 * time on the Cortex-M3.
 *
 * The accumulator h is four 32-bit words plus a small fifth word h4 (h < 8 *
 * 2^128). Each word of h is cut into 16-bit halves (hl, hh); each word of
 * the clamped r (r_b < 2^28) is cut into 14-bit pieces (rl, rh). The word
 * product h_a * r_b is then
 *     hl*rl + hl*rh * 2^14 + hh*rl * 2^16 + hh*rh * 2^30,
 * four products below 2^30 each, so the four partial sums of one column
 * k = a + b (at most four terms each) fit 32 bits. The column sums are
 * combined into the 256-bit product with 64-bit additions, and the part at
 * and above 2^130 is folded back multiplied by 5.
 *
 * This is the block function only (src/internal.h); key loading, the padded
 * last block and the final reduction are in src/onetimeauth/poly1305.c.
 */
#include "internal.h"

/* h += the 16-byte little-endian block m + hibit 2^128 (hibit is 0 or 1). */
static void add_block(uint32_t h[5], const unsigned char m[16], uint32_t hibit)
{
    uint64_t c = 0;
    for (int i = 0; i < 4; i++) {
        c += (uint64_t)h[i] + halite_load32_le(m + 4 * i);
        h[i] = (uint32_t)c;
        c >>= 32;
    }
    h[4] += (uint32_t)c + hibit; /* h4 <= 4 + 1 + 1 */
}

/* Adds column k of the product (the word products h_a r_b with a + b = k)
 * to acc, from the halves of h and the pieces of r. */
static inline uint64_t column(uint64_t acc, const uint32_t hl[4], const uint32_t hh[4],
                              const uint32_t rl[4], const uint32_t rh[4], int k)
{
    uint32_t p0 = 0, p14 = 0, p16 = 0, p30 = 0;

    for (int a = 0; a < 4; a++) {
        int b = k - a;
        if (b < 0 || b > 3)
            continue; /* k is a constant: this unrolls to the column's terms */
        /* each product < 2^16 * 2^14; at most 4 terms: sums < 2^32 */
        p0 += hl[a] * rl[b];
        p14 += hl[a] * rh[b];
        p16 += hh[a] * rl[b];
        p30 += hh[a] * rh[b];
    }
    acc += p0;
    acc += (uint64_t)p14 << 14;
    acc += (uint64_t)p16 << 16;
    acc += (uint64_t)p30 << 30;
    return acc; /* < 2^64: a column is < 2^62, the carry in < 2^32 */
}

/* h = h * r mod 2^130 - 5, partially reduced: on entry h4 <= 7, on exit h4 <= 4.
 * r holds the clamped key words, rl/rh their low and high 14-bit pieces. */
static void mul_r(uint32_t h[5], const uint32_t r[4], const uint32_t rl[4],
                  const uint32_t rh[4])
{
    uint32_t hl[4], hh[4], w[8];
    uint64_t acc;

    for (int a = 0; a < 4; a++) {
        hl[a] = h[a] & 0xffff;
        hh[a] = h[a] >> 16;
    }
    /* h4 r_b (h4 <= 7, r_b < 2^28: < 2^31) joins column 4 + b. */
    acc = column(0, hl, hh, rl, rh, 0);
    w[0] = (uint32_t)acc;
    acc = column(acc >> 32, hl, hh, rl, rh, 1);
    w[1] = (uint32_t)acc;
    acc = column(acc >> 32, hl, hh, rl, rh, 2);
    w[2] = (uint32_t)acc;
    acc = column(acc >> 32, hl, hh, rl, rh, 3);
    w[3] = (uint32_t)acc;
    acc = column((acc >> 32) + h[4] * r[0], hl, hh, rl, rh, 4);
    w[4] = (uint32_t)acc;
    acc = column((acc >> 32) + h[4] * r[1], hl, hh, rl, rh, 5);
    w[5] = (uint32_t)acc;
    acc = column((acc >> 32) + h[4] * r[2], hl, hh, rl, rh, 6);
    w[6] = (uint32_t)acc;
    w[7] = (uint32_t)(acc >> 32) + h[4] * r[3];

    /* h*r = L + 2^128 U with U = w[4..7] < 2^127 (h < 2^131, r < 2^124);
     * 2^130 = 5 mod p, so h*r = L + (U mod 4) 2^128 + 5 (U >> 2)
     * and 5 (U >> 2) = (U & ~3) + (U >> 2). */
    uint64_t c = 0;
    for (int i = 0; i < 4; i++) {
        uint32_t um = i == 0 ? w[4] & ~(uint32_t)3 : w[4 + i];
        uint32_t us = w[4 + i] >> 2;
        if (i < 3)
            us |= w[5 + i] << 30;
        c += (uint64_t)w[i] + um + us;
        h[i] = (uint32_t)c;
        c >>= 32;
    }
    h[4] = (w[4] & 3) + (uint32_t)c; /* the sum is < 4.7 * 2^128: h4 <= 4 */
}

void halite_poly1305_blocks_ctmul16(uint32_t h[5], const uint32_t r[4],
                                    const unsigned char *m, size_t nblocks,
                                    uint32_t hibit)
{
    uint32_t rl[4], rh[4];

    for (int i = 0; i < 4; i++) {
        rl[i] = r[i] & 0x3fff; /* < 2^14 */
        rh[i] = r[i] >> 14;    /* < 2^14 by clamping */
    }
    for (; nblocks > 0; nblocks--, m += 16) {
        add_block(h, m, hibit);
        mul_r(h, r, rl, rh);
    }
    halite_wipe(rl, sizeof rl);
    halite_wipe(rh, sizeof rh);
}
