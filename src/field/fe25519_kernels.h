/*
 * Private to src/field: the representation of fe25519 and its replaceable
 * kernels (DESIGN.md §2).
 *
 * An element is a 256-bit number held as eight little-endian 32-bit words in
 * v[0..7] (v[8..15] are unused): a = sum v[i] 2^(32 i) < 2^256, congruent to
 * the element mod p = 2^255 - 19, not necessarily below p ("loosely
 * reduced"). Every function of fe25519.h takes and returns this form;
 * fe25519_tobytes reduces fully. Products are formed from the 16-bit halves
 * of the words (MUL, DESIGN.md §3); additions work on whole words with
 * carries, and the Thumb-2 kernels read halves directly with LDRH.
 *
 * Each kernel has a portable C version (suffix _ref, src/field/fe25519.c) and
 * may have a Thumb-2 one (suffix _armv7m, src/arch/armv7m/fe25519.S) with the
 * same contract; the selection is below.
 */
#ifndef HALITE_FE25519_KERNELS_H
#define HALITE_FE25519_KERNELS_H

#include "fe25519.h"

/* r = a * b, product scanning on 16-bit halves with 64-bit column sums.
 * r may alias a or b. */
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
