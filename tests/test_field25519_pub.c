/* SPDX-License-Identifier: ISC */
/*
 * The public-data field (src/field/fe25519_pub.h) against the constant-time
 * one. On the Cortex-M3 fe25519_mul_pub/fe25519_sq_pub are the UMULL kernels
 * of src/arch/armv7m/fe25519_pub.S, checked here against halite_fe25519_mul/sq on
 * thousands of random and extreme inputs; elsewhere they are the same
 * functions, and the same checks hold as identities. Results are compared
 * by their canonical encodings: both sides are only loosely reduced.
 */
#include "check.h"
#include "field/fe25519_pub.h"
#include "fe25519_same.h"

/* p, 2p and 2^256 - 1 - k for small k, as words. */
static const uint32_t P[8] = {0xffffffed, 0xffffffff, 0xffffffff, 0xffffffff,
                              0xffffffff, 0xffffffff, 0xffffffff, 0x7fffffff};
static const uint32_t P2[8] = {0xffffffda, 0xffffffff, 0xffffffff, 0xffffffff,
                               0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff};

/* f = the words of a fixed extreme input, for i below N_FIXED. */
#define N_FIXED 9
static void fixed_fe(fe25519 *f, int i)
{
    for (int k = 0; k < 8; k++) {
        switch (i) {
        case 0: f->v[k] = 0; break;                      /* zero */
        case 1: f->v[k] = k == 0; break;                 /* one */
        case 2: f->v[k] = 0xffffffff; break;             /* 2^256 - 1 */
        case 3: f->v[k] = k ? 0xffffffff : 0xffffffc0; break; /* 2^256 - 64 */
        case 4: f->v[k] = P[k]; break;                   /* p */
        case 5: f->v[k] = P2[k]; break;                  /* 2p */
        case 6: f->v[k] = P[k] - (k == 0); break;        /* p - 1 */
        case 7: f->v[k] = k == 7 ? 0x80000000 : 0; break; /* 2^255 */
        default: f->v[k] = 0xffff0000; break;            /* high halves only */
        }
    }
}

/* f = random words, or words drawn from extreme values (kind 1), or a
 * random value just below 2^256 (kind 2); or, for mul_pub's Karatsuba
 * split into halves f = fL + 2^128 fH: fH = fL, fL + 1 or fL - 1 (kind 3),
 * one half 2^128 - 1 and the other 0 or extreme words (kind 4). */
#define N_KINDS 5
static void random_fe(check_prng *g, fe25519 *f, int kind)
{
    static const uint32_t edge[] = {0, 1, 0xffff, 0x10000, 0xffff0000,
                                    0x80000000, 0x7fffffff, 0xffffffff};
    uint32_t y = check_prng_u32(g);
    for (int k = 0; k < 8; k++) {
        uint32_t x = check_prng_u32(g);
        if ((kind == 1 || kind == 4) && (x & 1))
            x = edge[(x >> 1) & 7];
        if (kind == 2 && k >= 4)
            x = 0xffffffff;
        if (kind == 3 && k >= 4)
            x = f->v[k - 4];
        if (kind == 4)
            x = (k >= 4) == (y & 1) ? 0xffffffff : (y & 2) ? x : 0;
        f->v[k] = x;
    }
    if (kind == 3 && (y & 3)) {             /* fH = fL +- 1 (mod 2^128) */
        uint32_t c = 1;
        for (int k = 4; k < 8 && c; k++) {
            uint32_t w = f->v[k];
            f->v[k] = (y & 1) ? w + 1 : w - 1;
            c = (y & 1) ? f->v[k] == 0 : w == 0;
        }
    }
}

/* addsub_pub and dbladd_pub of a, b against halite_fe25519_add/sub, also with each
 * output on a (the only aliasing they allow). */
static int check_addsub(const fe25519 *a, const fe25519 *b)
{
    fe25519 sum, dif, dbl, s, d, t;
    int ok;

    halite_fe25519_add(&sum, a, b);
    halite_fe25519_sub(&dif, a, b);
    halite_fe25519_add(&dbl, a, a);
    halite_fe25519_add(&dbl, &dbl, b);
    halite_fe25519_addsub_pub(&s, &d, a, b);
    ok = same(&s, &sum) & same(&d, &dif);
    t = *a;
    halite_fe25519_addsub_pub(&t, &d, &t, b);  /* s aliases a */
    ok &= same(&t, &sum) & same(&d, &dif);
    t = *a;
    halite_fe25519_addsub_pub(&s, &t, &t, b);  /* d aliases a */
    ok &= same(&s, &sum) & same(&t, &dif);
    halite_fe25519_dbladd_pub(&s, a, b);
    ok &= same(&s, &dbl);
    t = *a;
    halite_fe25519_dbladd_pub(&t, &t, b);      /* r aliases a */
    ok &= same(&t, &dbl);
    return ok;
}

/* mul_pub and sq_pub of a, b against halite_fe25519_mul/sq, also in place; then
 * check_addsub. */
static int check_pair(const fe25519 *a, const fe25519 *b)
{
    fe25519 r, s, t;
    int ok;

    halite_fe25519_mul(&r, a, b);
    fe25519_mul_pub(&s, a, b);
    ok = same(&r, &s);
    t = *a;
    fe25519_mul_pub(&t, &t, b);         /* r aliases a */
    ok &= same(&r, &t);
    t = *b;
    fe25519_mul_pub(&t, a, &t);         /* r aliases b */
    ok &= same(&r, &t);
    halite_fe25519_sq(&r, a);
    fe25519_sq_pub(&s, a);
    ok &= same(&r, &s);
    t = *a;
    fe25519_sq_pub(&t, &t);             /* r aliases a */
    ok &= same(&r, &t);
    fe25519_mul_pub(&t, a, a);          /* a square is a product */
    ok &= same(&r, &t);
    t = *a;
    fe25519_mul_pub(&t, &t, &t);        /* r aliases a and b */
    ok &= same(&r, &t);
    return ok & check_addsub(a, b);
}

int main(void)
{
    check_prng g;
    fe25519 a, b, r, s;
    int ok = 1;

    check_begin("field25519_pub");
    check_prng_init(&g, 0x9e3779b97f4a7c15ull);

    for (int i = 0; i < N_FIXED; i++)
        for (int j = 0; j < N_FIXED; j++) {
            fixed_fe(&a, i);
            fixed_fe(&b, j);
            ok &= check_pair(&a, &b);
        }
    CHECK(ok);

    for (int kind = 0; kind < N_KINDS; kind++) {
        ok = 1;
        for (int n = 0; n < 1000; n++) {
            random_fe(&g, &a, kind);
            random_fe(&g, &b, kind);
            ok &= check_pair(&a, &b);
        }
        CHECK(ok);
    }

    /* A long chain of public squarings and products stays in step with the
     * constant-time one: every output is a valid input. */
    random_fe(&g, &a, 0);
    r = a;
    s = a;
    ok = 1;
    for (int n = 0; n < 1000; n++) {
        halite_fe25519_sq(&r, &r);
        halite_fe25519_mul(&r, &r, &a);
        fe25519_sq_pub(&s, &s);
        fe25519_mul_pub(&s, &s, &a);
        ok &= same(&r, &s);
    }
    CHECK(ok);

    /* The inverse (binary Euclid) as the constant-time divsteps and
     * a a^-1 = 1; pow2523 by (a^((p - 5) / 8))^8 a^5 = a^p = a through the
     * constant-time products; on the fixed inputs and random ones. */
    for (int n = 0; n < 200; n++) {
        fe25519 one;
        if (n < N_FIXED)
            fixed_fe(&a, n);
        else
            random_fe(&g, &a, n % 3);
        halite_fe25519_invert(&r, &a);
        halite_fe25519_invert_pub(&s, &a);
        CHECK(same(&r, &s));
        fe25519_mul_pub(&s, &s, &a);
        halite_fe25519_one(&one);
        halite_fe25519_zero(&b);
        CHECK(same(&s, n == 0 || n == 4 || n == 5 ? &b : &one)); /* 0, p, 2p */
        halite_fe25519_pow2523_pub(&s, &a);
        halite_fe25519_sq(&r, &s);
        halite_fe25519_sq(&r, &r);
        halite_fe25519_sq(&r, &r);
        for (int k = 0; k < 5; k++)
            halite_fe25519_mul(&r, &r, &a);
        CHECK(same(&r, &a));
    }

    /* Binary Euclid's rare paths: a long run of zeros in v = a (2^k), in
     * u - v = p - a = 2^k, in v - u (a = p - 1 - 2^k after a first step),
     * and values near p, each as a a^-1 = 1 and against invert. */
    ok = 1;
    for (int n = 0; n < 3 * 256; n++) {
        fe25519 one;
        int k = n % 256;
        halite_fe25519_zero(&a);
        a.v[k >> 5] = 1u << (k & 31);               /* 2^k */
        if (n >= 256) {                             /* p - 2^k, p - 1 - 2^k */
            uint32_t borrow = 0;
            for (int i = 0; i < 8; i++) {
                uint64_t d = (uint64_t)P[i] - a.v[i] - borrow - (n >= 512 && i == 0);
                a.v[i] = (uint32_t)d;
                borrow = (uint32_t)(d >> 63);
            }
        }
        halite_fe25519_invert(&r, &a);
        halite_fe25519_invert_pub(&s, &a);
        ok &= same(&r, &s);
        fe25519_mul_pub(&s, &s, &a);
        halite_fe25519_one(&one);
        ok &= same(&s, &one);
    }
    CHECK(ok);
    return check_end();
}
