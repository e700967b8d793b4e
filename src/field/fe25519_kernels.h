/*
 * Private to src/field: the representation of fe25519 and its replaceable
 * kernels (DESIGN.md §2).
 *
 * An element is sixteen 16-bit limbs, a = sum v[i] 2^(16 i), each v[i] held
 * in its own 32-bit word with v[i] < 2^16. Every function of fe25519.h takes
 * and returns this form ("loosely reduced": the value is < 2^256, congruent
 * to the element mod p = 2^255 - 19, not necessarily < p). Limbs below 2^16
 * make every limb product fit MUL (16x16->32 bits, DESIGN.md §3), and the
 * 16-word layout lets the Thumb-2 kernels load all limbs with LDM.
 *
 * Each kernel has a portable C version (suffix _ref, src/field/fe25519.c) and
 * may have a Thumb-2 one (suffix _armv7m, src/arch/armv7m/fe25519.S) with the
 * same contract; the selection is below.
 */
#ifndef HALITE_FE25519_KERNELS_H
#define HALITE_FE25519_KERNELS_H

#include "fe25519.h"

/* r = a * b, product scanning with 64-bit column sums. r may alias a or b. */
void halite_fe25519_mul_ref(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = a^2, product scanning with doubled cross products. r may alias a. */
void halite_fe25519_sq_ref(fe25519 *r, const fe25519 *a);

#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_FE25519_ARMV7M)
/* r = a * b in Thumb-2 (MUL/MLA only). r may alias a or b. */
void halite_fe25519_mul_armv7m(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = a^2 in Thumb-2 (MUL/MLA only). r may alias a. */
void halite_fe25519_sq_armv7m(fe25519 *r, const fe25519 *a);
#define halite_fe25519_mul halite_fe25519_mul_armv7m
#define halite_fe25519_sq halite_fe25519_sq_armv7m
#else
#define halite_fe25519_mul halite_fe25519_mul_ref
#define halite_fe25519_sq halite_fe25519_sq_ref
#endif

#endif /* HALITE_FE25519_KERNELS_H */
