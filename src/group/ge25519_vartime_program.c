/* SPDX-License-Identifier: ISC */
/*
 * The public-data encodings of ge25519.h for the small build (src/small.txt,
 * instead of ge25519_vartime.c): the decoding and the small-order check as
 * field programs (fe25519_program.h), 2 bytes an operation. The small build
 * has one field, constant-time, which also serves fe25519_pub.h's names, so
 * encoding a public point is halite_ge25519_tobytes itself. Only the public
 * verdicts (no point, the sign of x) decide branches.
 */
#include "internal.h"
#include "field/fe25519_pub.h"
#include "field/fe25519_program.h"
#include "group/ge25519.h"
#include "group/ge25519_program.h"

/* Registers: the point, four scratch elements, d and sqrt(-1). */
enum { X, Y, Z, T, U, V, V3, W, D, I };

/* y and z = 1 given: u = y^2 - 1, v = d y^2 + 1, v3 = v^3, x = u v^7. */
static const uint16_t decode_start[] = {
    FE_OP(FE_SQ, U, Y, 0),     FE_OP(FE_MUL, V, U, D),
    FE_OP(FE_SUB, U, U, Z),    FE_OP(FE_ADD, V, V, Z),
    FE_OP(FE_SQ, V3, V, 0),    FE_OP(FE_MUL, V3, V3, V),
    FE_OP(FE_SQ, X, V3, 0),    FE_OP(FE_MUL, X, X, V),
    FE_OP(FE_MUL, X, X, U),
};

/* After x = (u v^7)^((p - 5) / 8): x = u v^3 (u v^7)^((p - 5) / 8), a
 * square root of u / v up to a factor sqrt(-1) (RFC 8032 §5.1.3), and the
 * check w = v x^2 - u. */
static const uint16_t decode_end[] = {
    FE_OP(FE_MUL, X, X, V3),   FE_OP(FE_MUL, X, X, U),
    FE_OP(FE_SQ, W, X, 0),     FE_OP(FE_MUL, W, W, V),
    FE_OP(FE_SUB, W, W, U),
};

/* When w != 0: w = v x^2 + u (zero when x sqrt(-1) is the root), x =
 * x sqrt(-1). */
static const uint16_t decode_twist[] = {
    FE_OP(FE_ADD, W, W, U),    FE_OP(FE_ADD, W, W, U),
    FE_OP(FE_MUL, X, X, I),
};

/* The end, w = 0 by now: x = w - x (x's sign corrected) first when
 * run from the start, then t = x y. */
static const uint16_t decode_sign[] = {
    FE_OP(FE_SUB, X, W, X),    FE_OP(FE_MUL, T, X, Y),
};

/* The 8-torsion has y in {0, 1, -1} and the two roots of d y^4 + 2 y^2 - 1
 * = 0 (order 8: 2P has y = 0, i.e. x^2 = -y^2): v = y (y^2 - 1) (d y^4 +
 * 2 y^2 - 1), with z = 1. */
static const uint16_t small_order[] = {
    FE_OP(FE_SQ, U, Y, 0),     FE_OP(FE_SUB, V, U, Z),
    FE_OP(FE_MUL, V, V, Y),    FE_OP(FE_MUL, W, D, U),
    FE_OP(FE_ADD, W, W, Z),    FE_OP(FE_ADD, W, W, Z),
    FE_OP(FE_MUL, W, W, U),    FE_OP(FE_SUB, W, W, Z),
    FE_OP(FE_MUL, V, V, W),
};

#define LEN(prog) (sizeof prog / sizeof prog[0])

/* reg = the registers over the point p, the scratch t and the constants;
 * p's y = the 255-bit number in s, x = t = 0, z = 1. */
static void start(const fe25519 *reg[16], ge25519 *p, fe25519 t[4],
                  const unsigned char s[32])
{
    halite_ge25519_program_start(reg, p, t, 4);
    reg[D] = fe_words(halite_ge25519_d);
    reg[I] = fe_words(halite_ge25519_sqrtm1);
    halite_fe25519_frombytes(&p->y, s);
}

int halite_ge25519_frombytes_vartime(ge25519 *r, const unsigned char s[32])
{
    fe25519 t[4];
    const fe25519 *reg[16];
    size_t keep;

    start(reg, r, t, s);
    halite_fe25519_run(reg, decode_start, LEN(decode_start));
    halite_fe25519_pow2523_pub(&r->x, &r->x);
    halite_fe25519_run(reg, decode_end, LEN(decode_end));
    if (!halite_fe25519_iszero(&t[W - U])) {
        halite_fe25519_run(reg, decode_twist, LEN(decode_twist));
        if (!halite_fe25519_iszero(&t[W - U]))
            return -1;
    }
    /* keep = 1 when x has the sign bit's sign (public) */
    keep = halite_fe25519_isnegative(&r->x) == (uint32_t)(s[31] >> 7);
    halite_fe25519_run(reg, decode_sign + keep, 2 - keep);
    return 0;
}

uint32_t halite_ge25519_has_small_order_vartime(const unsigned char s[32])
{
    ge25519 p;
    fe25519 t[4];
    const fe25519 *reg[16];

    start(reg, &p, t, s);
    halite_fe25519_run(reg, small_order, LEN(small_order));
    return halite_fe25519_iszero(&t[V - U]);
}

void halite_ge25519_tobytes_vartime(unsigned char s[32], const ge25519 *p)
{
    halite_ge25519_tobytes(s, p);
}
