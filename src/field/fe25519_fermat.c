/* SPDX-License-Identifier: ISC */
/*
 * Inversion and the square-root power in GF(2^255 - 19) by Fermat's little
 * theorem, one field program over one addition chain, the inverse its
 * continuation (254 squarings and 12 products): the small build's method
 * (src/small.txt), instead of the divsteps of fe25519_invert.c and the
 * public-data field of fe25519_pub.c. The chain runs on the constant-time
 * products, so it serves secrets and, under fe25519_pub.h's names,
 * signature verification alike (one field for X25519, signing and
 * verification). Constant-time: a fixed sequence of products.
 */
#include "field/fe25519_pub.h"
#include "field/fe25519_program.h"

/* Registers of the chain: the input, the result, and e_k = a^(2^k - 1)
 * for the k the chain reuses. */
enum { IN, OUT, E2, E10, E20, E50, E100 };

/* The powers of a, one program: OUT = a^(2^250 - 1) by e_2k = e_k^(2^k)
 * e_k (and e_5 = e_4^2 a, e_50 = e_40^(2^10) e_10, e_250 = e_200^(2^50)
 * e_50): 249 squarings, 10 products; then a^((p - 5) / 8) = e250^(2^2) a
 * (p - 5 = 2^255 - 24), where the square-root power stops (POW2523_LEN);
 * then a^(p - 2) = (a^((p - 5) / 8))^(2^3) e_2 (p - 2 = 2^255 - 21), the
 * inverse (INVERT_LEN). */
static const uint16_t chain[] = {
    FE_OP(FE_SQ, E2, IN, 0), FE_OP(FE_MUL, E2, E2, IN),          /* e2 */
    FE_OP(FE_SQ, E10, E2, 0), FE_SQR(E10, 1),
    FE_OP(FE_MUL, OUT, E10, E2),                                 /* e4 */
    FE_OP(FE_SQ, OUT, OUT, 0), FE_OP(FE_MUL, OUT, OUT, IN),      /* e5 */
    FE_OP(FE_SQ, E10, OUT, 0), FE_SQR(E10, 4),
    FE_OP(FE_MUL, E10, E10, OUT),                                /* e10 */
    FE_OP(FE_SQ, E20, E10, 0), FE_SQR(E20, 9),
    FE_OP(FE_MUL, E20, E20, E10),                                /* e20 */
    FE_OP(FE_SQ, OUT, E20, 0), FE_SQR(OUT, 19),
    FE_OP(FE_MUL, OUT, OUT, E20),                                /* e40 */
    FE_SQR(OUT, 10), FE_OP(FE_MUL, E50, OUT, E10),               /* e50 */
    FE_OP(FE_SQ, OUT, E50, 0), FE_SQR(OUT, 49),
    FE_OP(FE_MUL, E100, OUT, E50),                               /* e100 */
    FE_OP(FE_SQ, OUT, E100, 0), FE_SQR(OUT, 99),
    FE_OP(FE_MUL, OUT, OUT, E100),                               /* e200 */
    FE_SQR(OUT, 50), FE_OP(FE_MUL, OUT, OUT, E50),               /* e250 */
    FE_SQR(OUT, 2), FE_OP(FE_MUL, OUT, OUT, IN),                 /* (p - 5) / 8 */
    FE_SQR(OUT, 3), FE_OP(FE_MUL, OUT, OUT, E2),                 /* p - 2 */
};

#define INVERT_LEN (sizeof chain / sizeof chain[0])
#define POW2523_LEN (INVERT_LEN - 2)

/* r = a^e by the first n instructions of chain (INVERT_LEN or
 * POW2523_LEN). */
static void power(fe25519 *r, const fe25519 *a, size_t n)
{
    fe25519 t[6];
    const fe25519 *reg[16];

    reg[IN] = a;
    for (int i = 0; i < 6; i++)
        reg[OUT + i] = &t[i];
    halite_fe25519_run(reg, chain, n);
    halite_fe25519_copy(r, &t[0]);
    halite_wipe(t, sizeof t);
}

/* 0 maps to 0. */
void halite_fe25519_invert(fe25519 *r, const fe25519 *a)
{
    power(r, a, INVERT_LEN);
}

void halite_fe25519_pow2523_pub(fe25519 *r, const fe25519 *a)
{
    power(r, a, POW2523_LEN);
}

/* fe25519_pub.h on this field: the same constant-time functions. */
void halite_fe25519_invert_pub(fe25519 *r, const fe25519 *a)
{
    halite_fe25519_invert(r, a);
}

void halite_fe25519_addsub_pub(fe25519 *s, fe25519 *d, const fe25519 *a, const fe25519 *b)
{
    fe25519 t;

    halite_fe25519_sub(&t, a, b);              /* before s, which may be a */
    halite_fe25519_add(s, a, b);
    *d = t;
}

void halite_fe25519_dbladd_pub(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_add(r, a, a);
    halite_fe25519_add(r, r, b);
}
