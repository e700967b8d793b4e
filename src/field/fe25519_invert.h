/* SPDX-License-Identifier: ISC */
/*
 * Inversion in GF(2^255 - 19) by Bernstein-Yang divsteps (fe25519_invert.c):
 * constant-time, like the rest of fe25519.h.
 */
#ifndef HALITE_FE25519_INVERT_H
#define HALITE_FE25519_INVERT_H

#include "internal.h"
#include "fe25519.h"

/* r = a^-1 mod p (0, p, 2p map to 0), for any a < 2^256. r may alias a. */
void halite_fe25519_invert_divsteps(fe25519 *r, const fe25519 *a);

/* The inversion halite_fe25519_invert runs: where long multiplies are
 * fixed-latency, the same divsteps with its numbers in radix 2^28
 * (src/arch/<isa>/fe25519_invert28.c, same contract); elsewhere
 * halite_fe25519_invert_divsteps. */
#ifdef HALITE_ARCH_FE25519_INVERT28
#define halite_fe25519_invert_kernel HALITE_ARCH_KERNEL(halite_fe25519_invert, HALITE_ARCH_FE25519_INVERT28)
void halite_fe25519_invert_kernel(fe25519 *r, const fe25519 *a);
#else
#define halite_fe25519_invert_kernel halite_fe25519_invert_divsteps
#endif

/* ---- the inversion's kernels (docs/design.md, Kernels), for
 * fe25519_invert.c and the tests: portable C versions and assembly ones
 * (selection below) ---- */

/* A number sum l[i] 2^(14 i): l[0..17] in [0, 2^14), l[18] signed. */
typedef struct {
    int32_t l[19];
} fe25519_big14;

/* Two numbers side by side, so that one pointer reaches both. */
typedef struct {
    fe25519_big14 a, b;
} fe25519_big14_pair;

/* A batch's transition matrix scaled by 2^28: 2^28 (f', g') = (u f + v g,
 * q f + r g); |u| + |v| <= 2^28 and |q| + |r| <= 2^28. */
typedef struct {
    int32_t u, v, q, r;
} fe25519_trans;

/* (a, b) = (t.u a + t.v b + ma p, t.q a + t.r b + mb p) / 2^28 in place,
 * a and b the pair ab, where both numerators are divisible by 2^28
 * (otherwise the quotients are rounded down); needs the bounds of fe25519_trans, 0 <= ma, mb < 2^28,
 * and a, b with limbs 0..17 in [0, 2^14) and |limb 18| < 2^14. */
void halite_fe25519_combine_ref(fe25519_big14_pair *ab, const fe25519_trans *t, uint32_t ma,
                                uint32_t mb);

/* Runs 28 half-delta divsteps (fe25519_invert.c) from delta (|delta| <
 * 2^30) on the low 28 bits of f
 * (odd) and g, the bits above being ignored; returns the new delta and sets
 * t to the transition matrix of the 28 steps scaled by 2^28. */
int32_t halite_fe25519_divsteps_ref(int32_t delta, uint32_t f, uint32_t g, fe25519_trans *t);

#ifdef HALITE_ARCH_FE25519_INVERT
#define halite_fe25519_combine HALITE_ARCH_KERNEL(halite_fe25519_combine, HALITE_ARCH_FE25519_INVERT)
#define halite_fe25519_divsteps HALITE_ARCH_KERNEL(halite_fe25519_divsteps, HALITE_ARCH_FE25519_INVERT)
/* The same contracts in assembly (src/arch/<isa>/fe25519_invert.S). */
void halite_fe25519_combine(fe25519_big14_pair *ab, const fe25519_trans *t, uint32_t ma,
                            uint32_t mb);
int32_t halite_fe25519_divsteps(int32_t delta, uint32_t f, uint32_t g, fe25519_trans *t);
#else
#define halite_fe25519_combine halite_fe25519_combine_ref
#define halite_fe25519_divsteps halite_fe25519_divsteps_ref
#endif

#endif /* HALITE_FE25519_INVERT_H */
