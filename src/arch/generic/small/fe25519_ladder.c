/*
 * The X25519 ladder of the small build (fe25519_kernels.h's ladder kernel,
 * tag generic_small): the step of halite_fe25519_ladderstep_ref written once
 * over the fe25519.h operations, so it runs on whichever field kernels the
 * build selected. One step and the doublings share their end (xdouble_end).
 * Constant-time: the swap is a masked exchange, the loop count is fixed.
 */
#include "field/fe25519_kernels.h"

/* (x : z) = 2 P from aa = (x + z)^2 and bb = (x - z)^2 (x, z are P's):
 * x = AA BB, z = E (BB + 121666 E) with E = AA - BB left in aa. */
static void xdouble_end(fe25519 *x, fe25519 *z, fe25519 *aa, const fe25519 *bb)
{
    fe25519_mul(x, aa, bb);
    fe25519_sub(aa, aa, bb);
    fe25519_mul121666(z, aa);
    fe25519_add(z, z, bb);
    fe25519_mul(z, z, aa);
}

uint32_t halite_fe25519_ladder_generic_small(fe25519 st[9], const unsigned char e[32])
{
    fe25519 *x1 = &st[0], *x2 = &st[1], *z2 = &st[2], *x3 = &st[3], *z3 = &st[4];
    fe25519 *a = &st[5], *b = &st[6];
    uint32_t s = 1;

    for (int t = 253; t >= 3; t--) {
        uint32_t bit = (e[t >> 3] >> (t & 7)) & 1;
        fe25519_cswap(x2, x3, s ^ bit);
        fe25519_cswap(z2, z3, s ^ bit);
        s = bit;
        fe25519_sub(a, x3, z3);          /* D */
        fe25519_sub(b, x2, z2);          /* B */
        fe25519_add(x2, x2, z2);         /* A */
        fe25519_add(z2, x3, z3);         /* C */
        fe25519_mul(z3, a, x2);          /* DA */
        fe25519_mul(z2, z2, b);          /* CB */
        fe25519_add(x3, z3, z2);
        fe25519_sub(z2, z3, z2);
        fe25519_sq(x3, x3);              /* (DA + CB)^2 */
        fe25519_sq(z2, z2);
        fe25519_mul(z3, x1, z2);         /* x1 (DA - CB)^2 */
        fe25519_sq(a, b);                /* BB */
        fe25519_sq(b, x2);               /* AA */
        xdouble_end(x2, z2, b, a);
    }
    return s;
}

void halite_fe25519_xdouble_generic_small(fe25519 st[9], int n)
{
    fe25519 *x = &st[1], *z = &st[2], *a = &st[5], *b = &st[6];

    while (n-- > 0) {
        fe25519_add(a, x, z);
        fe25519_sub(b, x, z);
        fe25519_sq(a, a);
        fe25519_sq(b, b);
        xdouble_end(x, z, a, b);
    }
}

/* The fe25519.h names (the ladder kernel provides them, fe25519_kernels.h). */
uint32_t fe25519_ladder(fe25519 st[9], const unsigned char e[32])
{
    return halite_fe25519_ladder_generic_small(st, e);
}

void fe25519_xdouble(fe25519 st[9], int n)
{
    halite_fe25519_xdouble_generic_small(st, n);
}
