/* SPDX-License-Identifier: ISC */
/*
 * Scalars mod L by Horner reduction in 12-bit digits: values are kept as
 * 16-bit limbs (in 32-bit words); each step multiplies the residue by 2^12,
 * adds the next digit, and folds the bits above 2^252 back with
 * 2^252 = -c (mod L), c = L - 2^252 < 2^125. The fold leaves a value in
 * (-L, 2^252), and one masked addition of L makes it canonical. Products
 * are 16 x 16 -> 32 bits (schoolbook, column sums split into halves so no
 * sum passes 32 bits) or (< 2^13) x (< 2^16): MUL only, never UMULL.
 */
#include "internal.h"
#include "group/sc25519.h"

/* L in 16-bit limbs; limbs 0..7 are c, limb 15 is 2^252 / 2^240. */
static const uint16_t sc_L[16] = {
    0xd3ed, 0x5cf5, 0x631a, 0x5812, 0x9cd6, 0xa2f7, 0xf9de, 0x14de,
    0, 0, 0, 0, 0, 0, 0, 0x1000
};

/* r = t mod L for t < 2^265 in seventeen 16-bit limbs; r < L. */
static void sc_fold(uint32_t r[16], const uint32_t t[17])
{
    uint32_t q = (t[15] >> 12) | (t[16] << 4);   /* t >> 252, q < 2^13 */
    uint32_t mask;
    int32_t carry = 0;

    /* r = (t mod 2^252) - q c, in (-2^138, 2^252): |q c_i| < 2^29. */
    for (int i = 0; i < 16; i++) {
        int32_t x = (int32_t)(i < 15 ? t[i] : t[15] & 0xfff) + carry;
        if (i < 8)
            x -= (int32_t)(q * sc_L[i]);
        r[i] = (uint32_t)x & 0xffff;
        carry = x >> 16;             /* arithmetic shift: floor division */
    }
    /* carry is -1 when the difference is negative, else 0 */
    mask = (uint32_t)carry;
    carry = 0;
    for (int i = 0; i < 16; i++) {
        int32_t x = (int32_t)(r[i] + (sc_L[i] & mask)) + carry;
        r[i] = (uint32_t)x & 0xffff;
        carry = x >> 16;
    }
}

/* r = (r 2^12 + d) mod L for r < L and a digit d < 2^12. */
static void sc_shift12(uint32_t r[16], uint32_t d)
{
    uint32_t t[17];
    t[0] = ((r[0] << 12) & 0xffff) | d;
    for (int i = 1; i < 16; i++)
        t[i] = ((r[i] << 12) & 0xffff) | (r[i - 1] >> 4);
    t[16] = r[15] >> 4;              /* t < 2^265 */
    sc_fold(r, t);
}

/* r = x mod L for the 512-bit x in thirty-two 16-bit limbs; r < L. */
static void sc_reduce_limbs(uint32_t r[16], const uint32_t x[32])
{
    /* bits 264..511 (< 2^248 < L) start the chain; 22 digits follow */
    for (int i = 0; i < 15; i++)
        r[i] = (x[16 + i] >> 8) | ((x[17 + i] & 0xff) << 8);
    r[15] = x[31] >> 8;
    for (int s = 21; s >= 0; s--) {
        int bit = 12 * s;            /* public: digit s is bits 12s..12s+11 */
        uint32_t v = x[bit >> 4] | (x[(bit >> 4) + 1] << 16);
        sc_shift12(r, (v >> (bit & 15)) & 0xfff);
    }
}

/* r = the sixteen 16-bit limbs of the 32 bytes s. */
static void sc_from_bytes(uint32_t r[16], const unsigned char s[32])
{
    for (int i = 0; i < 16; i++)
        r[i] = (uint32_t)s[2 * i] | ((uint32_t)s[2 * i + 1] << 8);
}

/* s = the 32 bytes of the limbs r. */
static void sc_to_bytes(unsigned char s[32], const uint32_t r[16])
{
    for (int i = 0; i < 16; i++) {
        s[2 * i] = (unsigned char)r[i];
        s[2 * i + 1] = (unsigned char)(r[i] >> 8);
    }
}

void halite_sc25519_reduce64_ref(unsigned char r[32], const unsigned char x[64])
{
    struct {
        uint32_t x[32], r[16];
    } t; /* one wipe */

    sc_from_bytes(t.x, x);
    sc_from_bytes(t.x + 16, x + 32);
    sc_reduce_limbs(t.r, t.x);
    sc_to_bytes(r, t.r);
    halite_wipe(&t, sizeof t);
}

void halite_sc25519_muladd_ref(unsigned char s[32], const unsigned char a[32],
                               const unsigned char b[32], const unsigned char c[32])
{
    struct {
        uint32_t a[16], b[16], c[16], p[32], r[16];
    } t; /* one wipe */
    uint32_t carry = 0;

    sc_from_bytes(t.a, a);
    sc_from_bytes(t.b, b);
    sc_from_bytes(t.c, c);
    /* p = a b + c < 2^512 by columns, c entering the low columns with the
     * carry; each product < 2^32 is split into halves so that the
     * sixteen-term column sums stay below 2^22 and 2^20 */
    for (int k = 0; k < 32; k++) {
        uint32_t lo = carry + (k < 16 ? t.c[k] : 0), hi = 0;
        for (int i = k < 16 ? 0 : k - 15; i <= k && i < 16; i++) {
            uint32_t x = t.a[i] * t.b[k - i];
            lo += x & 0xffff;
            hi += x >> 16;
        }
        t.p[k] = lo & 0xffff;
        carry = (lo >> 16) + hi;     /* < 2^6 + 2^20 */
    }
    sc_reduce_limbs(t.r, t.p);
    sc_to_bytes(s, t.r);
    halite_wipe(&t, sizeof t);
}

/* L, little-endian: 2^252 + c, c = L - 2^252 in bytes 0..15. */
const unsigned char halite_sc25519_L[32] = {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10
};

int32_t halite_sc25519_addmul(unsigned char r[32], const unsigned char s[32], int32_t f,
                       const unsigned char m[32])
{
    int32_t carry = 0;
    for (int i = 0; i < 32; i++) {
        carry += s[i] + f * m[i];    /* |f m[i]| < 2^21, |carry| < 2^14: MUL */
        r[i] = (unsigned char)carry;
        carry >>= 8;                 /* arithmetic shift: floor division */
    }
    return carry;
}

void halite_sc25519_make_odd(unsigned char k[32], const unsigned char r[32])
{
    halite_sc25519_addmul(k, r, 1 - (r[0] & 1), halite_sc25519_L);   /* r + L < 2^256 */
}

uint32_t halite_sc25519_is_canonical(const unsigned char s[32])
{
    unsigned char d[32];
    /* s - L is negative (carry -1) exactly when s < L */
    return (uint32_t)-halite_sc25519_addmul(d, s, -1, halite_sc25519_L);
}
