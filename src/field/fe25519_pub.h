/*
 * GF(2^255 - 19) for PUBLIC data only: signature verification.
 *
 * NOT constant-time on the Cortex-M3: on that target the products use
 * UMULL/UMLAL/MLA on the values and branch on them (fe25519_pub.S),
 * which DESIGN.md §3 allows only for data an attacker already knows. Never
 * pass a key, a scalar, a nonce or anything derived from them. Elsewhere
 * these are the constant-time fe25519 functions.
 *
 * Same representation and contracts as fe25519.h: inputs and outputs are
 * loosely reduced, r may alias the inputs.
 */
#ifndef HALITE_FE25519_PUB_H
#define HALITE_FE25519_PUB_H

#include "field/fe25519.h"

/* fe25519_mul_pub(r, a, b): r = a * b. fe25519_sq_pub(r, a): r = a^2.
 * Macros, so that callers reach the kernel without a wrapper call. */
#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_FE25519_PUB_ARMV7M)
/* src/arch/armv7m/fe25519_pub.S */
void halite_fe25519_mul_pub_armv7m(fe25519 *r, const fe25519 *a, const fe25519 *b);
void halite_fe25519_sq_pub_armv7m(fe25519 *r, const fe25519 *a);
/* r = a^(2^n), n >= 1: n squarings in one call. */
void halite_fe25519_sqn_pub_armv7m(fe25519 *r, const fe25519 *a, uint32_t n);
/* s = a + b and d = a - b; s and d may alias a, not b. */
void halite_fe25519_addsub_pub_armv7m(fe25519 *s, fe25519 *d, const fe25519 *a,
                                      const fe25519 *b);
/* r = 2 a + b; r may alias a, not b. */
void halite_fe25519_dbladd_pub_armv7m(fe25519 *r, const fe25519 *a, const fe25519 *b);
#define fe25519_mul_pub halite_fe25519_mul_pub_armv7m
#define fe25519_sq_pub halite_fe25519_sq_pub_armv7m
#define fe25519_addsub_pub halite_fe25519_addsub_pub_armv7m
#define fe25519_dbladd_pub halite_fe25519_dbladd_pub_armv7m
#else
#define fe25519_mul_pub fe25519_mul
#define fe25519_sq_pub fe25519_sq
/* s = a + b and d = a - b; s and d may alias a, not b. */
void fe25519_addsub_pub(fe25519 *s, fe25519 *d, const fe25519 *a, const fe25519 *b);
/* r = 2 a + b; r may alias a, not b. */
void fe25519_dbladd_pub(fe25519 *r, const fe25519 *a, const fe25519 *b);
#endif

/* r = a^-1 (0 maps to 0), by binary Euclid (variable time). */
void fe25519_invert_pub(fe25519 *r, const fe25519 *a);
/* r = a^((p - 5) / 8), for square roots in Ed25519 decoding. */
void fe25519_pow2523_pub(fe25519 *r, const fe25519 *a);

#endif /* HALITE_FE25519_PUB_H */
