/* SPDX-License-Identifier: ISC */
/*
 * Scalars mod L = 2^252 + c (c < 2^125) for ARMv7E-M (Cortex-M4, M7, M33),
 * on 32-bit words with 32 x 32 -> 64-bit products (UMULL/UMLAL/UMAAL from
 * the uint64_t products below), which these cores execute in fixed time
 * (docs/design.md, Constant time). The portable version, src/group/sc25519.c,
 * keeps to 16-bit products for the M0 and the M3; same contracts (sc25519.h).
 *
 * A value x = x0 + 2^252 x1 (x0 < 2^252) is congruent to x0 - c x1, and
 * adding 2^s L for an s with 2^s L > c x1 keeps it positive: a fold
 * x0 + 2^s L - c x1 shrinks a 512-bit x to 386 bits (s = 133), then to
 * 262 (s = 9), then below 2L (s = 0); one masked subtraction of L ends.
 * Constant-time: fixed word counts, masks, public addresses only.
 */
#include "internal.h"
#include "group/sc25519.h"

#define CW 4 /* words of c */

/* c = L - 2^252 */
static const uint32_t sc_c[CW] = {0x5cf5d3ed, 0x5812631a, 0xa2f79cd6, 0x14def9de};

/* 2^133 L (13 words), 2^9 L (9 words), L (8 words), little-endian. */
static const uint32_t sc_L133[13] = {
    0, 0, 0, 0, 0x9eba7da0, 0x024c634b, 0x5ef39acb, 0x9bdf3bd4, 0x2, 0, 0, 0, 0x2
};
static const uint32_t sc_L9[9] = {
    0xeba7da00, 0x24c634b9, 0xef39acb0, 0xbdf3bd45, 0x29, 0, 0, 0, 0x20
};
static const uint32_t sc_L[8] = {
    0x5cf5d3ed, 0x5812631a, 0xa2f79cd6, 0x14def9de, 0, 0, 0, 0x10000000
};

/* r = x0 + kL - c x1 for x = x0 + 2^252 x1 of xn words, where kL (rn words)
 * is a multiple of L above c x1 (so the result is positive) and the result
 * fits rn words; rn >= 8 and x1 has xn - 7 words. */
static void sc_fold(uint32_t *r, int rn, const uint32_t *x, int xn, const uint32_t *kL)
{
    uint32_t x1[9], p[13];
    int n1 = xn - 7; /* words of x1 = x >> 252 (the top one may be 0) */
    uint64_t acc;
    uint32_t borrow = 0, carry = 0;

    for (int i = 0; i < n1; i++)
        x1[i] = (x[7 + i] >> 28) | (i + 8 < xn ? x[8 + i] << 4 : 0);
    /* p = c x1 (n1 + CW words) */
    for (int i = 0; i < n1 + CW; i++)
        p[i] = 0;
    for (int i = 0; i < n1; i++) {
        uint32_t hi = 0;
        for (int j = 0; j < CW; j++) {
            acc = (uint64_t)sc_c[j] * x1[i] + p[i + j] + hi;
            p[i + j] = (uint32_t)acc;
            hi = (uint32_t)(acc >> 32);
        }
        p[i + CW] = hi;
    }
    /* r = x0 + kL - p, word by word with one carry and one borrow */
    for (int i = 0; i < rn; i++) {
        uint32_t xi = i < 7 ? x[i] : i == 7 ? x[7] & 0x0fffffff : 0;
        uint32_t pi = i < n1 + CW ? p[i] : 0;
        uint64_t s = (uint64_t)xi + kL[i] + carry;
        uint64_t d = (uint64_t)(uint32_t)s - pi - borrow;
        carry = (uint32_t)(s >> 32);
        borrow = (uint32_t)(d >> 63);
        r[i] = (uint32_t)d;
    }
    halite_wipe(x1, sizeof x1);
    halite_wipe(p, sizeof p);
}

/* r = x mod L for the 512-bit x as sixteen words; r < L. */
static void sc_reduce_words(uint32_t r[8], const uint32_t x[16])
{
    uint32_t t[13], u[9], d[8], mask, borrow = 0;

    sc_fold(t, 13, x, 16, sc_L133); /* < 2^252 + 2^386 */
    sc_fold(u, 9, t, 13, sc_L9);    /* < 2^252 + 2^262 */
    sc_fold(r, 8, u, 9, sc_L);      /* < 2^252 + L < 2 L */
    for (int i = 0; i < 8; i++) {
        uint64_t x_ = (uint64_t)r[i] - sc_L[i] - borrow;
        d[i] = (uint32_t)x_;
        borrow = (uint32_t)(x_ >> 63);
    }
    mask = borrow - 1; /* all ones when r >= L */
    for (int i = 0; i < 8; i++)
        r[i] ^= (r[i] ^ d[i]) & mask;
    halite_wipe(t, sizeof t);
    halite_wipe(u, sizeof u);
    halite_wipe(d, sizeof d);
}

void halite_sc25519_reduce64_armv7em(unsigned char r[32], const unsigned char x[64])
{
    uint32_t w[16], s[8];

    for (int i = 0; i < 16; i++)
        w[i] = halite_load32_le(x + 4 * i);
    sc_reduce_words(s, w);
    for (int i = 0; i < 8; i++)
        halite_store32_le(r + 4 * i, s[i]);
    halite_wipe(w, sizeof w);
    halite_wipe(s, sizeof s);
}

void halite_sc25519_muladd_armv7em(unsigned char s[32], const unsigned char a[32],
                                   const unsigned char b[32], const unsigned char c[32])
{
    uint32_t aw[8], bw[8], p[16], r[8];

    for (int i = 0; i < 8; i++) {
        aw[i] = halite_load32_le(a + 4 * i);
        bw[i] = halite_load32_le(b + 4 * i);
        p[i] = halite_load32_le(c + 4 * i);  /* p = c, then + a b */
        p[i + 8] = 0;
    }
    /* a b + c <= (2^256 - 1)^2 + 2^256 - 1 < 2^512 */
    for (int i = 0; i < 8; i++) {
        uint32_t hi = 0;
        for (int j = 0; j < 8; j++) {
            uint64_t acc = (uint64_t)aw[i] * bw[j] + p[i + j] + hi;
            p[i + j] = (uint32_t)acc;
            hi = (uint32_t)(acc >> 32);
        }
        p[i + 8] = hi; /* no row has written word i + 8 yet */
    }
    sc_reduce_words(r, p);
    for (int i = 0; i < 8; i++)
        halite_store32_le(s + 4 * i, r[i]);
    halite_wipe(aw, sizeof aw);
    halite_wipe(bw, sizeof bw);
    halite_wipe(p, sizeof p);
    halite_wipe(r, sizeof r);
}
