/*
 * GF(2^255 - 19) for PUBLIC data only: signature verification.
 *
 * NOT constant-time on the Cortex-M3: on that target the products use
 * UMULL/MLA on the values and branch on them (src/arch/armv7m/fe25519_pub.S),
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

/* r = a * b. */
void fe25519_mul_pub(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = a^2. */
void fe25519_sq_pub(fe25519 *r, const fe25519 *a);
/* r = a^-1 (0 maps to 0), by the addition chain of fe25519_invert. */
void fe25519_invert_pub(fe25519 *r, const fe25519 *a);
/* r = a^((p - 5) / 8), as fe25519_pow2523. */
void fe25519_pow2523_pub(fe25519 *r, const fe25519 *a);

#endif /* HALITE_FE25519_PUB_H */
