/* SPDX-License-Identifier: ISC */
/*
 * The X25519 ladder of the small build (fe25519_kernels.h's ladder kernel,
 * tag generic_small): the step of halite_fe25519_ladderstep_ref as a field
 * program (fe25519_program.h) over fe25519.h's operations, so it runs on
 * whichever field kernels the build selected. The step and the doublings
 * share their end. Constant-time: the swap is a masked exchange (the
 * program's FE_CSWAP, its bit as data in st[7]), the loop count is fixed,
 * the program is the same every step.
 */
#include "field/fe25519_kernels.h"
#include "field/fe25519_program.h"

/* Registers: the ladder state st[0..6], and st[7] whose word 0 is the
 * swap bit of the step. */
enum { X1, X2, Z2, X3, Z3, A, B, S };

/* One step: the swap, then the start of the end of a doubling from
 * A = (x2 + z2)^2 and B = (x2 - z2)^2: x2 = A B and E = A - B (doubling
 * finishes z2 = E (B + 121666 E) after 121666 E, a call of its own: only the
 * ladder needs it, so programs of other callers do not link it). */
static const uint16_t ladder_step[] = {
    FE_OP(FE_CSWAP, X2, X3, S),
    FE_OP(FE_CSWAP, Z2, Z3, S),
    FE_OP(FE_SUB, A, X3, Z3),           /* D */
    FE_OP(FE_SUB, B, X2, Z2),           /* B */
    FE_OP(FE_ADD, X2, X2, Z2),          /* A */
    FE_OP(FE_ADD, Z2, X3, Z3),          /* C */
    FE_OP(FE_MUL, Z3, A, X2),           /* DA */
    FE_OP(FE_MUL, Z2, Z2, B),           /* CB */
    FE_OP(FE_ADD, X3, Z3, Z2),
    FE_OP(FE_SUB, Z2, Z3, Z2),
    FE_OP(FE_SQ, X3, X3, 0),            /* x3 = (DA + CB)^2 */
    FE_OP(FE_SQ, Z2, Z2, 0),
    FE_OP(FE_MUL, Z3, X1, Z2),          /* z3 = x1 (DA - CB)^2 */
    FE_OP(FE_SQ, A, X2, 0),             /* AA */
    FE_OP(FE_SQ, B, B, 0),              /* BB */
    FE_OP(FE_MUL, X2, A, B),
    FE_OP(FE_SUB, A, A, B),
};

/* A doubling of (x2 : z2) alone, up to the same point. */
static const uint16_t xdouble_step[] = {
    FE_OP(FE_ADD, A, X2, Z2),
    FE_OP(FE_SUB, B, X2, Z2),
    FE_OP(FE_SQ, A, A, 0),
    FE_OP(FE_SQ, B, B, 0),
    FE_OP(FE_MUL, X2, A, B),
    FE_OP(FE_SUB, A, A, B),
};

static const uint16_t doubling_end[] = {
    FE_OP(FE_ADD, Z2, Z2, B),
    FE_OP(FE_MUL, Z2, Z2, A),
};

/* n steps on st (registers st[0..7]), each ending z2 = E (B + 121666 E).
 * When e is not null (public), ladder steps over bits n + 2 down to 3 of e:
 * each swaps by s ^ its bit, from s = 1, then s = its bit; returns s. When
 * e is null, doublings. */
HALITE_HOT static uint32_t steps(fe25519 st[9], const unsigned char *e, int n)
{
    const fe25519 *r[16];
    uint32_t s = 1;

    for (int i = 0; i <= S; i++)
        r[i] = &st[i];
    for (int t = n + 2; t >= 3; t--) {
        const uint16_t *prog = xdouble_step;
        size_t len = sizeof xdouble_step / sizeof xdouble_step[0];
        if (e != NULL) {
            uint32_t bit = (e[t >> 3] >> (t & 7)) & 1;
            st[S].v[0] = s ^ bit;
            s = bit;
            prog = ladder_step;
            len = sizeof ladder_step / sizeof ladder_step[0];
        }
        halite_fe25519_run(r, prog, len);
        halite_fe25519_mul121666(&st[Z2], &st[A]);
        halite_fe25519_run(r, doubling_end, 2);
    }
    return s;
}

uint32_t halite_fe25519_ladder_generic_small(fe25519 st[9], const unsigned char e[32])
{
    return steps(st, e, 251);           /* bits 253..3 */
}

void halite_fe25519_xdouble_generic_small(fe25519 st[9], int n)
{
    steps(st, NULL, n);
}

/* The fe25519.h names (the ladder kernel provides them, fe25519_kernels.h),
 * each straight to steps as the kernel's own names are: one branch a call,
 * not two. */
uint32_t halite_fe25519_ladder(fe25519 st[9], const unsigned char e[32])
{
    return steps(st, e, 251);
}

void halite_fe25519_xdouble(fe25519 st[9], int n)
{
    steps(st, NULL, n);
}
