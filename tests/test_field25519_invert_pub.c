/* SPDX-License-Identifier: ISC */
/*
 * halite_fe25519_invert_pub (binary Euclid; on the Cortex-M3 its common steps are
 * the Thumb-2 kernel of src/arch/armv7m/fe25519_invert_pub.S, elsewhere all
 * C) against halite_fe25519_invert (Bernstein-Yang divsteps), and a a^-1 = 1 by the constant-time
 * halite_fe25519_mul, on random inputs of every size and on the inputs that take
 * the steps left to the C: long runs of zero bits (2^k, p - 2^k,
 * p - 1 - 2^k), equal top words, 0, 1, p - 1 and values >= p up to
 * 2^256 - 1. Results are compared by their canonical encodings.
 */
#include "check.h"
#include "field/fe25519_pub.h"
#include "fe25519_same.h"

static const uint32_t P[8] = {0xffffffed, 0xffffffff, 0xffffffff, 0xffffffff,
                              0xffffffff, 0xffffffff, 0xffffffff, 0x7fffffff};

/* Returns 1 when invert_pub(a) equals invert(a), also written over a, and
 * a invert_pub(a) = 1 (0 for a = 0 mod p). */
static int inverse_ok(const fe25519 *a)
{
    fe25519 r, s, t, one, zero;
    unsigned char enc[32];
    int ok, a_zero = 1;

    halite_fe25519_tobytes(enc, a);
    for (int i = 0; i < 32; i++)
        a_zero &= enc[i] == 0;
    halite_fe25519_invert(&r, a);
    halite_fe25519_invert_pub(&s, a);
    ok = same(&r, &s);
    t = *a;
    halite_fe25519_invert_pub(&t, &t);                 /* r aliases a */
    ok &= same(&t, &s);
    halite_fe25519_mul(&t, &s, a);
    halite_fe25519_one(&one);
    halite_fe25519_zero(&zero);
    ok &= same(&t, a_zero ? &zero : &one);
    return ok;
}

/* f = p - 2^k - c (mod 2^256) for c = 0 or 1, 0 <= k <= 255. */
static void p_minus_pow2(fe25519 *f, int k, uint32_t c)
{
    uint32_t borrow = 0;
    for (int i = 0; i < 8; i++) {
        uint32_t pw = (k >> 5) == i ? 1u << (k & 31) : 0;
        uint64_t d = (uint64_t)P[i] - pw - borrow - (i == 0 ? c : 0);
        f->v[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
}

/* f = a random input of kind 0..6: 256 random bits; a random value of 1..8
 * words (small v: few steps, short u - v); p + a random value (>= p, up to
 * 2^256 - 1); p minus a random value of 1..8 words (top words equal to p's);
 * the low word equal to p's (u_0 - v_0 = 0 at the first step); random words
 * drawn from 0, 1 and all-ones; a random multiple of 2^j. */
static void random_fe(check_prng *g, fe25519 *f, int kind)
{
    uint32_t w = check_prng_u32(g);
    int n = 1 + (int)(w & 7), j = (int)(w >> 3 & 255);

    for (int i = 0; i < 8; i++)
        f->v[i] = check_prng_u32(g);
    switch (kind) {
    case 1:
        for (int i = n; i < 8; i++)
            f->v[i] = 0;
        break;
    case 2: {                                   /* p + f, f < 2^255: p <= . < 2^256 */
        uint64_t c = 0;
        f->v[7] &= 0x7fffffff;
        for (int i = 0; i < 8; i++) {
            c += (uint64_t)P[i] + f->v[i];
            f->v[i] = (uint32_t)c;
            c >>= 32;
        }
        break;
    }
    case 3: {
        uint32_t borrow = 0;
        for (int i = 0; i < 8; i++) {
            uint64_t d = (uint64_t)P[i] - (i < n ? f->v[i] : 0) - borrow;
            f->v[i] = (uint32_t)d;
            borrow = (uint32_t)(d >> 63);
        }
        break;
    }
    case 4:
        f->v[0] = P[0];
        break;
    case 5:
        for (int i = 0; i < 8; i++) {
            uint32_t e = f->v[i] % 3;
            f->v[i] = e == 0 ? 0 : e == 1 ? 1 : 0xffffffff;
        }
        break;
    case 6:                                     /* the low j bits cleared */
        for (int i = 0; i < 8; i++)
            if (32 * i + 32 <= j)
                f->v[i] = 0;
            else if (32 * i < j)
                f->v[i] &= ~0u << (j - 32 * i);
        break;
    default:
        break;
    }
}

int main(void)
{
    check_prng g;
    fe25519 a;
    int ok;

    check_begin("field25519_invert_pub");
    check_prng_init(&g, 0x696e765f707562ull);

    /* Fixed values: 0, 1, 2, p - 1, p, p + 1, 2p, 2^255 - 1, 2^256 - 1 - c. */
    {
        static const uint32_t low[] = {0, 1, 2, 0xffffffec, 0xffffffed, 0xffffffee};
        for (unsigned n = 0; n < sizeof low / sizeof low[0]; n++) {
            for (int i = 0; i < 8; i++)
                a.v[i] = n < 3 ? (i == 0 ? low[n] : 0) : (i == 0 ? low[n] : P[i]);
            CHECK(inverse_ok(&a));
        }
        for (uint32_t c = 0; c < 64; c++) {     /* 2^256 - 1 - c, and 2p = 2^256 - 38 */
            for (int i = 0; i < 8; i++)
                a.v[i] = i == 0 ? 0xffffffff - c : 0xffffffff;
            CHECK(inverse_ok(&a));
        }
        for (int i = 0; i < 8; i++)
            a.v[i] = i == 7 ? 0x7fffffff : 0xffffffff;
        CHECK(inverse_ok(&a));
    }

    /* Long runs of zero bits: in v = a (2^k), in u - v (p - 2^k), in v - u
     * after a first step (p - 1 - 2^k), for every k. */
    ok = 1;
    for (int k = 0; k < 256; k++) {
        halite_fe25519_zero(&a);
        a.v[k >> 5] = 1u << (k & 31);
        ok &= inverse_ok(&a);
        p_minus_pow2(&a, k, 0);
        ok &= inverse_ok(&a);
        p_minus_pow2(&a, k, 1);
        ok &= inverse_ok(&a);
    }
    CHECK(ok);

    /* 2100 random inputs, 300 of each kind. */
    for (int kind = 0; kind < 7; kind++) {
        ok = 1;
        for (int n = 0; n < 300; n++) {
            random_fe(&g, &a, kind);
            ok &= inverse_ok(&a);
        }
        CHECK(ok);
    }
    return check_end();
}
