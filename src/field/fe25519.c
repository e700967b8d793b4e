/*
 * GF(2^255 - 19) in sixteen 16-bit limbs (representation: fe25519_kernels.h).
 *
 * Constant-time on the Cortex-M3: no branch or address depends on a value,
 * and every product of values is (uint32_t)x * (uint32_t)y with x, y < 2^16
 * (MUL); sums that may pass 2^32 are uint64_t additions (ADDS/ADC).
 * Reduction uses 2^256 = 38 and 2^255 = 19 (mod p).
 */
#include "fe25519_kernels.h"

/* Limbs of 4p = 2^257 - 76 with every limb above 2^17 - 77, so that
 * a + 4p - b has non-negative limbs for any a, b with limbs < 2^16. */
#define FOURP_LIMB0 (0x20000u - 76u)
#define FOURP_LIMBK (0x20000u - 2u)

/* r = r mod 2^255 + 19 * (bit 255 of r + 2 * carry), limbs carried to < 2^16;
 * needs r[0] + 19 * (2 * carry + 1) < 2^32 and r[1..15] < 2^16. */
static void fold_top(fe25519 *r, uint32_t carry)
{
    uint32_t top = (r->v[15] >> 15) + (carry << 1);

    r->v[15] &= 0x7fff;
    r->v[0] += 19 * top; /* 19 * top < 2^32 by the contract */
    /* The value is now < 2^255 + 19 * top < 2^256, so the ripple below never
     * carries out of limb 15. */
    for (int i = 0; i < 15; i++) {
        r->v[i + 1] += r->v[i] >> 16;
        r->v[i] &= 0xffff;
    }
}

/* r = t carried to 16-bit limbs and folded; needs every t[i] < 2^31. */
static void carry_fold(fe25519 *r, const uint32_t t[16])
{
    uint32_t c = 0;

    for (int i = 0; i < 16; i++) {
        uint32_t x = t[i] + c; /* < 2^31 + 2^15 */
        r->v[i] = x & 0xffff;
        c = x >> 16; /* < 2^15 + 1 */
    }
    fold_top(r, c); /* 19 * (2c + 1) < 2^21 */
}

/* r = t carried to 16-bit limbs and folded; needs every t[i] < 2^42. */
static void carry_fold64(fe25519 *r, const uint64_t t[16])
{
    uint64_t c = 0;

    for (int i = 0; i < 16; i++) {
        uint64_t x = t[i] + c; /* < 2^42 + 2^27 */
        r->v[i] = (uint32_t)x & 0xffff;
        c = x >> 16; /* <= 2^26 + 1 */
    }
    fold_top(r, (uint32_t)c); /* c <= 2^26 + 1: 19 * (2c + 1) < 2^31.3 */
}

/* Returns 38 * x for x < 2^36, as two 32-bit MULs on pieces of x (a 64-bit
 * constant product would compile to UMULL). */
static uint64_t times38(uint64_t x)
{
    uint32_t lo = (uint32_t)x & 0xffff, hi = (uint32_t)(x >> 16); /* hi < 2^20 */

    return (uint64_t)(38 * lo) + ((uint64_t)(38 * hi) << 16); /* both < 2^26 */
}

void fe25519_zero(fe25519 *r)
{
    for (int i = 0; i < 16; i++)
        r->v[i] = 0;
}

void fe25519_one(fe25519 *r)
{
    fe25519_zero(r);
    r->v[0] = 1;
}

void fe25519_copy(fe25519 *r, const fe25519 *a)
{
    for (int i = 0; i < 16; i++)
        r->v[i] = a->v[i];
}

void fe25519_frombytes(fe25519 *r, const unsigned char s[32])
{
    for (int i = 0; i < 16; i++)
        r->v[i] = (uint32_t)s[2 * i] | ((uint32_t)s[2 * i + 1] << 8);
    r->v[15] &= 0x7fff; /* bit 255 is ignored */
}

void fe25519_tobytes(unsigned char s[32], const fe25519 *a)
{
    fe25519 t;
    uint32_t c;

    fe25519_copy(&t, a);
    fold_top(&t, 0); /* t < 2^255 + 19 < 2p */
    /* q = 1 exactly when t >= p, i.e. when t + 19 reaches 2^255. */
    c = 19;
    for (int i = 0; i < 15; i++)
        c = (t.v[i] + c) >> 16;
    c = (t.v[15] + c) >> 15; /* q in {0, 1} since t + 19 < 2^255 + 38 */
    /* t - q p = t + 19 q - q 2^255: add 19 q, then drop bit 255. */
    t.v[0] += 19 * c;
    for (int i = 0; i < 15; i++) {
        t.v[i + 1] += t.v[i] >> 16;
        t.v[i] &= 0xffff;
    }
    t.v[15] &= 0x7fff;
    for (int i = 0; i < 16; i++) {
        s[2 * i] = (unsigned char)t.v[i];
        s[2 * i + 1] = (unsigned char)(t.v[i] >> 8);
    }
}

void fe25519_add(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    uint32_t t[16];

    for (int i = 0; i < 16; i++)
        t[i] = a->v[i] + b->v[i]; /* < 2^17 */
    carry_fold(r, t);
}

void fe25519_sub(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    uint32_t t[16];

    t[0] = a->v[0] + FOURP_LIMB0 - b->v[0]; /* in [0, 2^16 + 2^17) */
    for (int i = 1; i < 16; i++)
        t[i] = a->v[i] + FOURP_LIMBK - b->v[i]; /* in [0, 2^16 + 2^17) */
    carry_fold(r, t);
}

void fe25519_neg(fe25519 *r, const fe25519 *a)
{
    fe25519 z;

    fe25519_zero(&z);
    fe25519_sub(r, &z, a);
}

void halite_fe25519_mul_ref(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    uint64_t t[16];

    for (int k = 0; k < 16; k++) {
        uint64_t lo = 0, hi = 0;
        for (int i = 0; i <= k; i++)
            lo += (uint32_t)a->v[i] * (uint32_t)b->v[k - i]; /* < 2^32 each */
        for (int i = k + 1; i < 16; i++)
            hi += (uint32_t)a->v[i] * (uint32_t)b->v[k + 16 - i];
        /* lo, hi < 16 * 2^32 = 2^36; column k + 16 has weight 2^256 = 38 */
        t[k] = lo + times38(hi); /* < 2^36 + 38 * 2^36 < 2^42 */
    }
    carry_fold64(r, t);
}

void halite_fe25519_sq_ref(fe25519 *r, const fe25519 *a)
{
    uint64_t t[16];

    for (int k = 0; k < 16; k++) {
        uint64_t lo = 0, hi = 0;
        /* Cross products a_i a_j with i < j count twice. */
        for (int i = 0; 2 * i < k; i++)
            lo += (uint32_t)a->v[i] * (uint32_t)a->v[k - i];
        for (int i = k + 1; 2 * i < k + 16; i++)
            hi += (uint32_t)a->v[i] * (uint32_t)a->v[k + 16 - i];
        lo <<= 1; /* < 2 * 8 * 2^32 = 2^36 */
        hi <<= 1;
        if (!(k & 1)) { /* k is public: the squares sit on even columns */
            lo += (uint32_t)a->v[k / 2] * (uint32_t)a->v[k / 2];
            hi += (uint32_t)a->v[k / 2 + 8] * (uint32_t)a->v[k / 2 + 8];
        }
        t[k] = lo + times38(hi); /* < 2^42, as in mul */
    }
    carry_fold64(r, t);
}

void fe25519_mul(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_mul(r, a, b);
}

void fe25519_sq(fe25519 *r, const fe25519 *a)
{
    halite_fe25519_sq(r, a);
}

void fe25519_mul121666(fe25519 *r, const fe25519 *a)
{
    uint64_t t[16];

    /* 121666 = 2^16 + 0xdb42: one 16x16 product and one shift per limb. */
    for (int i = 0; i < 16; i++)
        t[i] = (uint64_t)((uint32_t)a->v[i] * 0xdb42u) + ((uint64_t)a->v[i] << 16);
    /* t[i] < 2^33, far inside carry_fold64's bound */
    carry_fold64(r, t);
}

/* r = a^(2^n) for a public n >= 1. */
static void sqn(fe25519 *r, const fe25519 *a, int n)
{
    fe25519_sq(r, a);
    for (int i = 1; i < n; i++)
        fe25519_sq(r, r);
}

/* t = a^(2^250 - 1) by the usual chain; also returns z11 = a^11. */
static void pow2250m1(fe25519 *t, fe25519 *z11, const fe25519 *a)
{
    fe25519 z2, z9, e5, e10, e20, e50, e100, x;

    fe25519_sq(&z2, a);          /* a^2 */
    sqn(&x, &z2, 2);             /* a^8 */
    fe25519_mul(&z9, &x, a);     /* a^9 */
    fe25519_mul(z11, &z9, &z2);  /* a^11 */
    fe25519_sq(&x, z11);         /* a^22 */
    fe25519_mul(&e5, &x, &z9);   /* a^(2^5 - 1) */
    sqn(&x, &e5, 5);
    fe25519_mul(&e10, &x, &e5);  /* a^(2^10 - 1) */
    sqn(&x, &e10, 10);
    fe25519_mul(&e20, &x, &e10); /* a^(2^20 - 1) */
    sqn(&x, &e20, 20);
    fe25519_mul(&x, &x, &e20);   /* a^(2^40 - 1) */
    sqn(&x, &x, 10);
    fe25519_mul(&e50, &x, &e10); /* a^(2^50 - 1) */
    sqn(&x, &e50, 50);
    fe25519_mul(&e100, &x, &e50); /* a^(2^100 - 1) */
    sqn(&x, &e100, 100);
    fe25519_mul(&x, &x, &e100);  /* a^(2^200 - 1) */
    sqn(&x, &x, 50);
    fe25519_mul(t, &x, &e50);    /* a^(2^250 - 1) */
}

void fe25519_invert(fe25519 *r, const fe25519 *a)
{
    fe25519 t, z11;

    pow2250m1(&t, &z11, a);
    sqn(&t, &t, 5);              /* a^(2^255 - 32) */
    fe25519_mul(r, &t, &z11);    /* a^(2^255 - 21) = a^(p - 2) */
}

void fe25519_pow2523(fe25519 *r, const fe25519 *a)
{
    fe25519 t, z11;

    pow2250m1(&t, &z11, a);
    sqn(&t, &t, 2);              /* a^(2^252 - 4) */
    fe25519_mul(r, &t, a);       /* a^(2^252 - 3) = a^((p - 5) / 8) */
}

void fe25519_cswap(fe25519 *a, fe25519 *b, uint32_t bit)
{
    uint32_t mask = 0u - bit; /* all ones when bit == 1 */

    for (int i = 0; i < 16; i++) {
        uint32_t x = (a->v[i] ^ b->v[i]) & mask;
        a->v[i] ^= x;
        b->v[i] ^= x;
    }
}

void fe25519_cmov(fe25519 *r, const fe25519 *a, uint32_t bit)
{
    uint32_t mask = 0u - bit;

    for (int i = 0; i < 16; i++)
        r->v[i] ^= (r->v[i] ^ a->v[i]) & mask;
}

uint32_t fe25519_iszero(const fe25519 *a)
{
    unsigned char s[32];
    uint32_t d = 0;

    fe25519_tobytes(s, a);
    for (int i = 0; i < 32; i++)
        d |= s[i];
    return ((d - 1) >> 8) & 1; /* d <= 0xff */
}

uint32_t fe25519_isnegative(const fe25519 *a)
{
    unsigned char s[32];

    fe25519_tobytes(s, a);
    return s[0] & 1;
}
