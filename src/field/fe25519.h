/* SPDX-License-Identifier: ISC */
/*
 * Arithmetic in GF(2^255 - 19), shared by X25519 and Ed25519.
 *
 * Every function here is constant-time on every core (docs/design.md, Constant
 * time): no branch or address depends on a value, and products of values use
 * only the core's fixed-latency multiplies (on the Cortex-M3, 16x16->32-bit
 * MUL/MLA, never UMULL/SMULL/UMLAL/SMLAL).
 *
 * The limb representation is private to src/field (and its kernels in
 * src/arch/<isa>); callers only see the fe25519 type and these functions.
 * Unless stated, inputs and outputs are "loosely reduced": any representation
 * that the next fe25519 operation accepts; halite_fe25519_tobytes fully reduces.
 */
#ifndef HALITE_FE25519_H
#define HALITE_FE25519_H

#include <stdint.h>

/* Eight little-endian 32-bit words, any value below 2^256 (see
 * fe25519_kernels.h); the kernels index v[0..7] directly. */
typedef struct {
    uint32_t v[8];
} fe25519;

/* r = 0. */
void halite_fe25519_zero(fe25519 *r);
/* r = 1. */
void halite_fe25519_one(fe25519 *r);
/* r = a. */
void halite_fe25519_copy(fe25519 *r, const fe25519 *a);
/* r = the little-endian 255-bit number in s (bit 255 ignored), not reduced. */
void halite_fe25519_frombytes(fe25519 *r, const unsigned char s[32]);
/* s = the canonical little-endian encoding of a (fully reduced mod p). */
void halite_fe25519_tobytes(unsigned char s[32], const fe25519 *a);
/* r = a + b. */
void halite_fe25519_add(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = a - b. */
void halite_fe25519_sub(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = -a. */
void halite_fe25519_neg(fe25519 *r, const fe25519 *a);
/* r = a * b. r may alias a or b. */
void halite_fe25519_mul(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = a^2. r may alias a. */
void halite_fe25519_sq(fe25519 *r, const fe25519 *a);
/* r = a * 121666 (the X25519 ladder constant (A + 2) / 4). */
void halite_fe25519_mul121666(fe25519 *r, const fe25519 *a);
/* r = a^-1 (0 maps to 0): Bernstein-Yang divsteps (fe25519_invert.c, or
 * the build's version that fe25519_invert.h picks), or in the small build a
 * Fermat chain (fe25519_fermat.c). */
void halite_fe25519_invert(fe25519 *r, const fe25519 *a);
/* Swaps a and b when bit == 1, leaves them when bit == 0; bit is 0 or 1. */
void halite_fe25519_cswap(fe25519 *a, fe25519 *b, uint32_t bit);
/* The X25519 Montgomery ladder over bits 253..3 of e. st[0] = x1 (the
 * u-coordinate of the difference), P = (st[1] : st[2]), Q = (st[3] :
 * st[4]), st[5..8] scratch. For t = 253 down to 3: one step with swap =
 * s ^ (bit t of e), then s = bit t, from s = 1; returns s. A step makes P
 * and Q trade roles when swap = 1, then P = 2 P and Q = P + Q. x2, z2,
 * x3 and z3 must be at most 2^256 - 38, which the Thumb-2 kernel's folds
 * rely on: results of halite_fe25519_frombytes and halite_fe25519_one are, and so are
 * those of the Thumb-2 ladder and xdouble (below 2^255 + 2^248). */
uint32_t halite_fe25519_ladder(fe25519 st[9], const unsigned char e[32]);
/* P = (st[1] : st[2]) = 2^n P, n >= 1 x-only doublings of the X25519
 * curve (those of the ladder's step); st[5..7] scratch, st[0], st[3] and
 * st[4] left alone; x2 and z2 at most 2^256 - 38, as for halite_fe25519_ladder. */
void halite_fe25519_xdouble(fe25519 st[9], int n);
/* r = a when bit == 1, leaves r when bit == 0; bit is 0 or 1. */
void halite_fe25519_cmov(fe25519 *r, const fe25519 *a, uint32_t bit);
/* Returns 1 if a == 0 mod p, else 0. */
uint32_t halite_fe25519_iszero(const fe25519 *a);
/* Returns the low bit of the canonical encoding of a ("negative" in RFC 8032). */
uint32_t halite_fe25519_isnegative(const fe25519 *a);

#endif /* HALITE_FE25519_H */
