/*
 * Inversion and the square-root power in GF(2^255 - 19) by Fermat's little
 * theorem, both field programs over one addition chain for a^(2^250 - 1)
 * (257 squarings and 13 products for the inverse): the small build's method
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
enum { IN, OUT, A11, E10, E20, E50, E100 };

/* OUT = a^(2^250 - 1) by e_2k = e_k^(2^k) e_k (and e_5 = e_4^2 a, e_50 =
 * e_40^(2^10) e_10, e_250 = e_200^(2^50) e_50): 249 squarings, 10
 * products. */
static const uint16_t chain[] = {
    FE_OP(FE_SQ, OUT, IN, 0), FE_OP(FE_MUL, OUT, OUT, IN),       /* e2 */
    FE_OP(FE_SQ, E10, OUT, 0), FE_SQR(E10, 1),
    FE_OP(FE_MUL, OUT, E10, OUT),                                /* e4 */
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
};

/* The inverse's end: a^(p - 2) = e250^(2^5) a^11 (p - 2 = 2^255 - 21 =
 * (2^250 - 1) 2^5 + 11), a^11 = (a^4 a)^2 a first. */
static const uint16_t invert_start[] = {
    FE_OP(FE_SQ, A11, IN, 0), FE_SQR(A11, 1), FE_OP(FE_MUL, A11, A11, IN),
    FE_OP(FE_SQ, A11, A11, 0), FE_OP(FE_MUL, A11, A11, IN),
};
static const uint16_t invert_end[] = {FE_SQR(OUT, 5), FE_OP(FE_MUL, OUT, OUT, A11)};

/* The square-root power's end: a^((p - 5) / 8) = e250^(2^2) a. */
static const uint16_t pow2523_end[] = {FE_SQR(OUT, 2), FE_OP(FE_MUL, OUT, OUT, IN)};

/* OUT = a^e, e = 2^255 - 21 (end invert_end) or 2^252 - 3 (pow2523_end). */
static void power(fe25519 *r, const fe25519 *a, const uint16_t end[2])
{
    fe25519 t[6];
    const fe25519 *reg[16];

    reg[IN] = a;
    for (int i = 0; i < 6; i++)
        reg[OUT + i] = &t[i];
    fe25519_run(reg, invert_start, sizeof invert_start / sizeof invert_start[0]);
    fe25519_run(reg, chain, sizeof chain / sizeof chain[0]);
    fe25519_run(reg, end, 2);
    fe25519_copy(r, &t[0]);
    halite_wipe(t, sizeof t);
}

/* 0 maps to 0. */
void fe25519_invert(fe25519 *r, const fe25519 *a)
{
    power(r, a, invert_end);
}

void fe25519_pow2523_pub(fe25519 *r, const fe25519 *a)
{
    power(r, a, pow2523_end);
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
