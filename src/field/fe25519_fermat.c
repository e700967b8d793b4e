/*
 * Inversion and the square-root power in GF(2^255 - 19) by Fermat's little
 * theorem, both over one addition chain for a^(2^250 - 1) (254 squarings
 * and 11 products for the inverse): the small build's method
 * (src/small.txt), instead of the divsteps of fe25519_invert.c and the
 * public-data field of fe25519_pub.c. The chain runs on the constant-time
 * products, so it serves secrets and, under fe25519_pub.h's names,
 * signature verification alike (one field for X25519, signing and
 * verification). Constant-time: a fixed sequence of products.
 */
#include "field/fe25519_pub.h"

/* r = x^(2^n) m, n >= 1; r may be x or m. */
static void sqn_mul(fe25519 *r, const fe25519 *x, int n, const fe25519 *m)
{
    fe25519 t;

    fe25519_sq(&t, x);
    while (--n > 0)
        fe25519_sq(&t, &t);
    fe25519_mul(r, &t, m);
}

/* t = a^(2^250 - 1), writing e_k for a^(2^k - 1): e_2k = e_k^(2^k) e_k. */
static void pow2250m1(fe25519 *t, const fe25519 *a)
{
    fe25519 e10, e20, e50, e100;

    sqn_mul(t, a, 1, a);            /* e2 */
    sqn_mul(t, t, 2, t);            /* e4 */
    sqn_mul(t, t, 1, a);            /* e5 */
    sqn_mul(&e10, t, 5, t);
    sqn_mul(&e20, &e10, 10, &e10);
    sqn_mul(t, &e20, 20, &e20);     /* e40 */
    sqn_mul(&e50, t, 10, &e10);
    sqn_mul(&e100, &e50, 50, &e50);
    sqn_mul(t, &e100, 100, &e100);  /* e200 */
    sqn_mul(t, t, 50, &e50);        /* e250 */
}

/* a^(p - 2) = e250^(2^5) a^11 (p - 2 = 2^255 - 21 = (2^250 - 1) 2^5 + 11);
 * 0 maps to 0. */
void fe25519_invert(fe25519 *r, const fe25519 *a)
{
    fe25519 t, a11;

    sqn_mul(&a11, a, 2, a);         /* a^5 */
    sqn_mul(&a11, &a11, 1, a);      /* a^11 */
    pow2250m1(&t, a);
    sqn_mul(r, &t, 5, &a11);
}

/* a^((p - 5) / 8) = e250^(2^2) a ((p - 5) / 8 = 2^252 - 3). */
void fe25519_pow2523_pub(fe25519 *r, const fe25519 *a)
{
    fe25519 t;

    pow2250m1(&t, a);
    sqn_mul(r, &t, 2, a);
}

/* fe25519_pub.h on this field: the same constant-time functions. */
void fe25519_invert_pub(fe25519 *r, const fe25519 *a)
{
    fe25519_invert(r, a);
}

void fe25519_addsub_pub(fe25519 *s, fe25519 *d, const fe25519 *a, const fe25519 *b)
{
    fe25519 t;

    fe25519_sub(&t, a, b);              /* before s, which may be a */
    fe25519_add(s, a, b);
    *d = t;
}

void fe25519_dbladd_pub(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    fe25519_add(r, a, a);
    fe25519_add(r, r, b);
}
