/* SPDX-License-Identifier: ISC */
/*
 * GF(2^255 - 19) as eight 32-bit words (representation: fe25519_kernels.h).
 *
 * Constant-time on the Cortex-M3: no branch or address depends on a value,
 * and every product of values is (uint32_t)x * (uint32_t)y with x, y < 2^16
 * (MUL); sums that may pass 2^32 are uint64_t additions (ADDS/ADC).
 * Reduction uses 2^256 = 38 and 2^255 = 19 (mod p).
 */
#include "fe25519_kernels.h"
#include "internal.h"

/* Returns 16-bit half i (0..15) of a; i is public. */
static uint32_t half(const fe25519 *a, int i)
{
    return (a->v[i >> 1] >> (16 * (i & 1))) & 0xffff;
}

/* r = the sixteen 16-bit limbs l, carried and folded below 2^256; needs
 * every l[i] < 2^42. Used by the products. */
static void pack_limbs(fe25519 *r, const uint64_t l[16])
{
    uint32_t h[16], top;
    uint64_t c = 0;

    for (int i = 0; i < 16; i++) {
        c += l[i];                /* < 2^42 + 2^27 */
        h[i] = (uint32_t)c & 0xffff;
        c >>= 16;                 /* <= 2^26 + 1 */
    }
    /* value = h + c 2^256 + ...; fold bit 255 and above: 2^255 = 19 */
    top = (h[15] >> 15) + ((uint32_t)c << 1); /* <= 2^27 + 3 */
    h[15] &= 0x7fff;
    c = h[0] + 19 * top; /* 19 * top < 2^31.3 */
    h[0] = (uint32_t)c & 0xffff;
    c >>= 16;
    for (int i = 1; i < 16; i++) {
        c += h[i];
        h[i] = (uint32_t)c & 0xffff;
        c >>= 16;
    }
    /* The value was < 2^255 + 2^31.3 < 2^256, so no carry is left. */
    for (int i = 0; i < 8; i++)
        r->v[i] = h[2 * i] | (h[2 * i + 1] << 16);
}

/* Returns 38 * x for x < 2^36, as two 32-bit MULs on pieces of x (a 64-bit
 * constant product would compile to UMULL). */
static uint64_t times38(uint64_t x)
{
    uint32_t lo = (uint32_t)x & 0xffff, hi = (uint32_t)(x >> 16); /* hi < 2^20 */

    return (uint64_t)(38 * lo) + ((uint64_t)(38 * hi) << 16); /* both < 2^26 */
}

/* r = w + 38 c folded below 2^256, for words w and c < 2^26. */
static void fold38(fe25519 *r, const uint32_t w[8], uint32_t c)
{
    uint64_t x = 38 * c; /* a 32-bit MUL: c < 2^26 */

    for (int i = 0; i < 8; i++) {
        x += w[i];
        r->v[i] = (uint32_t)x;
        x >>= 32;
    }
    /* A second carry means the sum wrapped to below 38 * 2^26, so adding
     * 38 more cannot carry again. */
    r->v[0] += 38 * (uint32_t)x;
}

void halite_fe25519_zero(fe25519 *r)
{
    for (int i = 0; i < 8; i++)
        r->v[i] = 0;
}

void halite_fe25519_one(fe25519 *r)
{
    halite_fe25519_zero(r);
    r->v[0] = 1;
}

void halite_fe25519_copy(fe25519 *r, const fe25519 *a)
{
    for (int i = 0; i < 8; i++)
        r->v[i] = a->v[i];
}

void halite_fe25519_frombytes(fe25519 *r, const unsigned char s[32])
{
    for (int i = 0; i < 8; i++)
        r->v[i] = halite_load32_le(s + 4 * i);
    r->v[7] &= 0x7fffffff; /* bit 255 is ignored */
}

/* s = s mod 2^255 + 19 (b + e) mod 2^256 on 32 little-endian bytes, with
 * b bit 255 of s and e = 1 or -1 (public): 19 (b + e) is 0, 19, 38 or
 * -19, the last sign-extended over the words (ext). */
static void fold19(unsigned char s[32], uint32_t e)
{
    uint32_t k = 19 * ((uint32_t)(s[31] >> 7) + e), ext = 0u - (k >> 31);
    uint64_t c = k;

    s[31] &= 0x7f;
    for (int i = 0; i < 32; i += 4) {
        c += halite_load32_le(s + i);
        halite_store32_le(s + i, (uint32_t)c);
        c = (c >> 32) + ext; /* < 2^33 */
    }
}

void halite_fe25519_tobytes(unsigned char s[32], const fe25519 *a)
{
    for (int i = 0; i < 8; i++)
        halite_store32_le(s + 4 * i, a->v[i]);
    /* s = x + 19 with x = a mod 2^255 + 19 (bit 255 of a) < 2^255 + 19,
     * so s < 2^256 */
    fold19(s, 1);
    /* x < p exactly when s < 2^255: then s - 19 = x, else s mod 2^255 =
     * x - p < 38 */
    fold19(s, 0u - 1);
}

void halite_fe25519_add_ref(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    /* Folding bit 255 of each input first (2^255 = 19) keeps the sum below
     * 2 (2^255 - 1) + 38 = 2^256 + 36: a carry out leaves at most 36 in r,
     * so adding its 38 back cannot carry again. */
    uint64_t c = 19 * ((a->v[7] >> 31) + (b->v[7] >> 31));

    for (int i = 0; i < 7; i++) {
        c += (uint64_t)a->v[i] + b->v[i];
        r->v[i] = (uint32_t)c;
        c >>= 32;
    }
    c += (uint64_t)(a->v[7] & 0x7fffffff) + (b->v[7] & 0x7fffffff);
    r->v[7] = (uint32_t)c;
    r->v[0] += 38 * (uint32_t)(c >> 32);
}

void halite_fe25519_sub_ref(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    uint32_t d[8], borrow = 0;

    for (int i = 0; i < 8; i++) {
        uint64_t x = (uint64_t)a->v[i] - b->v[i] - borrow;
        d[i] = (uint32_t)x;
        borrow = (uint32_t)(x >> 32) & 1;
    }
    /* A borrow means d = a - b + 2^256 = a - b + 38: take 38 off. If that
     * borrows again, d was < 38 and is now >= 2^256 - 38: take 38 more. */
    {
        uint64_t x = 0;
        uint32_t bw = 38 * borrow;
        for (int i = 0; i < 8; i++) {
            x = (uint64_t)d[i] - bw - (uint32_t)(x >> 63);
            d[i] = (uint32_t)x;
            bw = 0;
        }
        d[0] -= 38 * (uint32_t)(x >> 63);
    }
    for (int i = 0; i < 8; i++)
        r->v[i] = d[i];
}

void halite_fe25519_neg(fe25519 *r, const fe25519 *a)
{
    fe25519 z;

    halite_fe25519_zero(&z);
    halite_fe25519_sub(r, &z, a);
}

void halite_fe25519_mul_ref(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    uint32_t x[16], y[16];
    uint64_t t[16];

    for (int i = 0; i < 16; i++) {
        x[i] = half(a, i);
        y[i] = half(b, i);
    }
    for (int k = 0; k < 16; k++) {
        uint64_t lo = 0, hi = 0;
        for (int i = 0; i <= k; i++)
            lo += x[i] * y[k - i]; /* each < 2^32 */
        for (int i = k + 1; i < 16; i++)
            hi += x[i] * y[k + 16 - i];
        /* lo, hi < 16 * 2^32 = 2^36; column k + 16 has weight 2^256 = 38 */
        t[k] = lo + times38(hi); /* < 2^36 + 38 * 2^36 < 2^42 */
    }
    pack_limbs(r, t);
}

void halite_fe25519_sq_ref(fe25519 *r, const fe25519 *a)
{
    uint32_t x[16];
    uint64_t t[16];

    for (int i = 0; i < 16; i++)
        x[i] = half(a, i);
    for (int k = 0; k < 16; k++) {
        uint64_t lo = 0, hi = 0;
        /* Cross products x_i x_j with i < j count twice. */
        for (int i = 0; 2 * i < k; i++)
            lo += x[i] * x[k - i];
        for (int i = k + 1; 2 * i < k + 16; i++)
            hi += x[i] * x[k + 16 - i];
        lo <<= 1; /* < 2 * 8 * 2^32 = 2^36 */
        hi <<= 1;
        if (!(k & 1)) { /* k is public: the squares sit on even columns */
            lo += x[k / 2] * x[k / 2];
            hi += x[k / 2 + 8] * x[k / 2 + 8];
        }
        t[k] = lo + times38(hi); /* < 2^42, as in mul */
    }
    pack_limbs(r, t);
}

void halite_fe25519_sqn_ref(fe25519 *r, const fe25519 *a, uint32_t n)
{
    halite_fe25519_sq_kernel(r, a);
    for (uint32_t i = 1; i < n; i++)
        halite_fe25519_sq_kernel(r, r);
}

/* Assembly kernels carry the fe25519.h names themselves (fe25519_kernels.h),
 * which saves a tail call per operation. */
#ifndef HALITE_ARCH_FE25519
void halite_fe25519_mul(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_mul_kernel(r, a, b);
}

void halite_fe25519_sq(fe25519 *r, const fe25519 *a)
{
    halite_fe25519_sq_kernel(r, a);
}

void halite_fe25519_add(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_add_kernel(r, a, b);
}

void halite_fe25519_sub(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_sub_kernel(r, a, b);
}

void halite_fe25519_cswap(fe25519 *a, fe25519 *b, uint32_t bit)
{
    halite_fe25519_cswap_kernel(a, b, bit);
}
#endif

/* The C kernel unless an assembly one carries the fe25519.h name itself
 * (src/arch/armv7m/small/fe25519_mul121666.S); the Thumb-2 ladders have
 * their own inline. */
#ifndef HALITE_ARCH_FE25519_MUL121666
void halite_fe25519_mul121666(fe25519 *r, const fe25519 *a)
{
    halite_fe25519_mul121666_ref(r, a);
}
#endif

void halite_fe25519_mul121666_ref(fe25519 *r, const fe25519 *a)
{
    uint32_t w[8];
    uint64_t c = 0;

    /* 121666 = 2^16 + 0xdb42: a word w times it is lo(w) 0xdb42 +
     * 2^16 (hi(w) 0xdb42 + w), with both products 16x16 bits. */
    for (int i = 0; i < 8; i++) {
        uint32_t lo = a->v[i] & 0xffff, hi = a->v[i] >> 16;
        c += (uint64_t)(lo * 0xdb42u) +
             (((uint64_t)(hi * 0xdb42u) + a->v[i]) << 16); /* < 2^50 */
        w[i] = (uint32_t)c;
        c >>= 32; /* < 2^18 */
    }
    fold38(r, w, (uint32_t)c);
}

void halite_fe25519_cswap_ref(fe25519 *a, fe25519 *b, uint32_t bit)
{
    uint32_t mask = 0u - bit; /* all ones when bit == 1 */

    for (int i = 0; i < 8; i++) {
        uint32_t x = (a->v[i] ^ b->v[i]) & mask;
        a->v[i] ^= x;
        b->v[i] ^= x;
    }
}

/* The end of a doubling, shared by the ladder step and xdouble: from aa = AA
 * and bb = BB, x = AA BB and z = E (BB + 121666 E), with E = AA - BB left
 * in aa. */
static void xdouble_tail_ref(fe25519 *x, fe25519 *z, fe25519 *aa, const fe25519 *bb)
{
    halite_fe25519_mul_ref(x, aa, bb);          /* x = AA BB */
    halite_fe25519_sub_ref(aa, aa, bb);         /* E = AA - BB */
    halite_fe25519_mul121666_ref(z, aa);
    halite_fe25519_add_ref(z, z, bb);           /* BB + 121666 E */
    halite_fe25519_mul_ref(z, z, aa);           /* z = E (BB + 121666 E) */
}

void halite_fe25519_ladderstep_ref(fe25519 st[9], uint32_t swap)
{
    fe25519 *x1 = &st[0], *x2 = &st[1], *z2 = &st[2], *x3 = &st[3], *z3 = &st[4];
    fe25519 *a = &st[5], *b = &st[6];

    halite_fe25519_cswap_ref(x2, x3, swap);
    halite_fe25519_cswap_ref(z2, z3, swap);
    halite_fe25519_sub_ref(a, x3, z3);          /* D = x3 - z3 */
    halite_fe25519_sub_ref(b, x2, z2);          /* B = x2 - z2 */
    halite_fe25519_add_ref(x2, x2, z2);         /* A = x2 + z2 */
    halite_fe25519_add_ref(z2, x3, z3);         /* C = x3 + z3 */
    halite_fe25519_mul_ref(z3, a, x2);          /* DA */
    halite_fe25519_mul_ref(z2, z2, b);          /* CB */
    halite_fe25519_add_ref(x3, z3, z2);
    halite_fe25519_sub_ref(z2, z3, z2);
    halite_fe25519_sq_ref(x3, x3);              /* x3 = (DA + CB)^2 */
    halite_fe25519_sq_ref(z2, z2);
    halite_fe25519_mul_ref(z3, x1, z2);         /* z3 = x1 (DA - CB)^2 */
    halite_fe25519_sq_ref(a, b);                /* BB */
    halite_fe25519_sq_ref(b, x2);               /* AA */
    xdouble_tail_ref(x2, z2, b, a);
}

uint32_t halite_fe25519_ladder_ref(fe25519 st[9], const unsigned char e[32])
{
    uint32_t s = 1;

    for (int t = 253; t >= 3; t--) {
        uint32_t bit = (e[t >> 3] >> (t & 7)) & 1;
        halite_fe25519_ladderstep_ref(st, s ^ bit);
        s = bit;
    }
    return s;
}

void halite_fe25519_xdouble_ref(fe25519 st[9], int n)
{
    fe25519 *x = &st[1], *z = &st[2], *a = &st[5], *b = &st[6];

    for (int i = 0; i < n; i++) {
        halite_fe25519_add_ref(a, x, z);
        halite_fe25519_sub_ref(b, x, z);
        halite_fe25519_sq_ref(a, a);            /* AA */
        halite_fe25519_sq_ref(b, b);            /* BB */
        xdouble_tail_ref(x, z, a, b);
    }
}

/* Assembly ladders carry these names themselves (fe25519_kernels.h). */
#ifndef HALITE_ARCH_FE25519_LADDER
uint32_t halite_fe25519_ladder(fe25519 st[9], const unsigned char e[32])
{
    return halite_fe25519_ladder_kernel(st, e);
}

void halite_fe25519_xdouble(fe25519 st[9], int n)
{
    halite_fe25519_xdouble_kernel(st, n);
}
#endif

void halite_fe25519_cmov(fe25519 *r, const fe25519 *a, uint32_t bit)
{
    uint32_t mask = 0u - bit;

    for (int i = 0; i < 8; i++)
        r->v[i] ^= (r->v[i] ^ a->v[i]) & mask;
}

uint32_t halite_fe25519_iszero(const fe25519 *a)
{
    unsigned char s[32];
    uint32_t d = 0;

    halite_fe25519_tobytes(s, a);
    for (int i = 0; i < 32; i++)
        d |= s[i];
    return ((d - 1) >> 8) & 1; /* d <= 0xff */
}

uint32_t halite_fe25519_isnegative(const fe25519 *a)
{
    unsigned char s[32];

    halite_fe25519_tobytes(s, a);
    return s[0] & 1;
}
