/*
 * GF(2^255 - 19) for public data (fe25519_pub.h): fe25519.c's exponentiation
 * chains over fe25519_mul_pub/fe25519_sq_pub, which are the variable-time
 * UMULL kernels of fe25519_pub.S on the Cortex-M3 and the constant-time
 * fe25519_mul/fe25519_sq on every other build (one portable product only).
 */
#include "field/fe25519_pub.h"

/* r = a^(2^n) for n >= 1. */
static void sqn(fe25519 *r, const fe25519 *a, int n)
{
#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_FE25519_PUB_ARMV7M)
    halite_fe25519_sqn_pub_armv7m(r, a, (uint32_t)n);
#else
    fe25519_sq_pub(r, a);
    for (int i = 1; i < n; i++)
        fe25519_sq_pub(r, r);
#endif
}

/* t = a^(2^250 - 1); also returns z11 = a^11. */
static void pow2250m1(fe25519 *t, fe25519 *z11, const fe25519 *a)
{
    fe25519 z2, z9, e5, e10, e20, e50, e100, x;

    fe25519_sq_pub(&z2, a);          /* a^2 */
    sqn(&x, &z2, 2);                 /* a^8 */
    fe25519_mul_pub(&z9, &x, a);     /* a^9 */
    fe25519_mul_pub(z11, &z9, &z2);  /* a^11 */
    fe25519_sq_pub(&x, z11);         /* a^22 */
    fe25519_mul_pub(&e5, &x, &z9);   /* a^(2^5 - 1) */
    sqn(&x, &e5, 5);
    fe25519_mul_pub(&e10, &x, &e5);  /* a^(2^10 - 1) */
    sqn(&x, &e10, 10);
    fe25519_mul_pub(&e20, &x, &e10); /* a^(2^20 - 1) */
    sqn(&x, &e20, 20);
    fe25519_mul_pub(&x, &x, &e20);   /* a^(2^40 - 1) */
    sqn(&x, &x, 10);
    fe25519_mul_pub(&e50, &x, &e10); /* a^(2^50 - 1) */
    sqn(&x, &e50, 50);
    fe25519_mul_pub(&e100, &x, &e50); /* a^(2^100 - 1) */
    sqn(&x, &e100, 100);
    fe25519_mul_pub(&x, &x, &e100);  /* a^(2^200 - 1) */
    sqn(&x, &x, 50);
    fe25519_mul_pub(t, &x, &e50);    /* a^(2^250 - 1) */
}

void fe25519_invert_pub(fe25519 *r, const fe25519 *a)
{
    fe25519 t, z11;

    pow2250m1(&t, &z11, a);
    sqn(&t, &t, 5);                  /* a^(2^255 - 32) */
    fe25519_mul_pub(r, &t, &z11);    /* a^(p - 2) */
}

void fe25519_pow2523_pub(fe25519 *r, const fe25519 *a)
{
    fe25519 t, z11;

    pow2250m1(&t, &z11, a);
    sqn(&t, &t, 2);                  /* a^(2^252 - 4) */
    fe25519_mul_pub(r, &t, a);       /* a^((p - 5) / 8) */
}
