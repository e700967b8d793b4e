/* SPDX-License-Identifier: ISC */
/*
 * GF(2^255 - 19) for PUBLIC data only: signature verification.
 *
 * NOT constant-time on the Cortex-M3: on that target the products use
 * UMULL/UMLAL/MLA on the values and branch on them (fe25519_pub.S),
 * which docs/design.md ("Constant time") allows only for data an attacker
 * already knows. Never pass a key, a scalar, a nonce or anything derived from
 * them. Elsewhere these are the constant-time fe25519 functions.
 *
 * Same representation and contracts as fe25519.h: inputs and outputs are
 * loosely reduced, r may alias the inputs.
 */
#ifndef HALITE_FE25519_PUB_H
#define HALITE_FE25519_PUB_H

#include "internal.h"
#include "field/fe25519.h"

/* The public-data kernels of an instruction set whose constant-time
 * products are slower than its variable-time ones (src/arch/<isa>/
 * fe25519_pub.S, the Cortex-M3's UMULL products); elsewhere the
 * constant-time fe25519 functions. Macros, so that callers reach the kernel
 * without a wrapper call. */
#ifdef HALITE_ARCH_FE25519_PUB
#define fe25519_mul_pub HALITE_ARCH_KERNEL(halite_fe25519_mul_pub, HALITE_ARCH_FE25519_PUB)
#define fe25519_sq_pub HALITE_ARCH_KERNEL(halite_fe25519_sq_pub, HALITE_ARCH_FE25519_PUB)
#define fe25519_sqn_pub HALITE_ARCH_KERNEL(halite_fe25519_sqn_pub, HALITE_ARCH_FE25519_PUB)
#define halite_fe25519_addsub_pub HALITE_ARCH_KERNEL(halite_fe25519_addsub_pub, HALITE_ARCH_FE25519_PUB)
#define halite_fe25519_dbladd_pub HALITE_ARCH_KERNEL(halite_fe25519_dbladd_pub, HALITE_ARCH_FE25519_PUB)
/* r = a^(2^n), n >= 1: n squarings in one call. */
void fe25519_sqn_pub(fe25519 *r, const fe25519 *a, uint32_t n);
#else
#define fe25519_mul_pub halite_fe25519_mul
#define fe25519_sq_pub halite_fe25519_sq
#endif
/* r = a * b. */
void fe25519_mul_pub(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = a^2. */
void fe25519_sq_pub(fe25519 *r, const fe25519 *a);
/* s = a + b and d = a - b; s and d may alias a, not b. */
void halite_fe25519_addsub_pub(fe25519 *s, fe25519 *d, const fe25519 *a, const fe25519 *b);
/* r = 2 a + b; r may alias a, not b. */
void halite_fe25519_dbladd_pub(fe25519 *r, const fe25519 *a, const fe25519 *b);

/* r = a^-1 (0 maps to 0), by binary Euclid (variable time). */
void halite_fe25519_invert_pub(fe25519 *r, const fe25519 *a);
/* r = a^((p - 5) / 8), for square roots in Ed25519 decoding. */
void halite_fe25519_pow2523_pub(fe25519 *r, const fe25519 *a);

#endif /* HALITE_FE25519_PUB_H */
