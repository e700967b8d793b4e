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
/* r = a + b, word carries. r may alias a or b. */
void halite_fe25519_add_ref(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = a - b, word borrows. r may alias a or b. */
void halite_fe25519_sub_ref(fe25519 *r, const fe25519 *a, const fe25519 *b);
/* r = 121666 a, products on 16-bit halves. r may alias a. */
void halite_fe25519_mul121666_ref(fe25519 *r, const fe25519 *a);
/* Swaps a and b when bit == 1 (bit is 0 or 1), by masks. */
void halite_fe25519_cswap_ref(fe25519 *a, fe25519 *b, uint32_t bit);
/* One X25519 ladder step on st[0] = x1, P = (st[1] : st[2]),
 * Q = (st[3] : st[4]), st[5..8] scratch: P and Q trade roles when swap == 1
 * (swap is 0 or 1), then P = 2 P and Q = P + Q (difference x1). */
void halite_fe25519_ladderstep_ref(fe25519 st[9], uint32_t swap);
/* fe25519_ladder (fe25519.h) by steps of halite_fe25519_ladderstep_ref. */
uint32_t halite_fe25519_ladder_ref(fe25519 st[9], const unsigned char e[32]);
/* fe25519_xdouble (fe25519.h) by the C kernels. */
void halite_fe25519_xdouble_ref(fe25519 st[9], int n);

#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_FE25519_ARMV7M)
/* The same contracts in Thumb-2 (src/arch/armv7m/fe25519.S). */
void halite_fe25519_mul_armv7m(fe25519 *r, const fe25519 *a, const fe25519 *b);
void halite_fe25519_sq_armv7m(fe25519 *r, const fe25519 *a);
void halite_fe25519_add_armv7m(fe25519 *r, const fe25519 *a, const fe25519 *b);
void halite_fe25519_sub_armv7m(fe25519 *r, const fe25519 *a, const fe25519 *b);
void halite_fe25519_cswap_armv7m(fe25519 *a, fe25519 *b, uint32_t bit);
#define halite_fe25519_mul halite_fe25519_mul_armv7m
#define halite_fe25519_sq halite_fe25519_sq_armv7m
#define halite_fe25519_add halite_fe25519_add_armv7m
#define halite_fe25519_sub halite_fe25519_sub_armv7m
#define halite_fe25519_cswap halite_fe25519_cswap_armv7m
#else
#define halite_fe25519_mul halite_fe25519_mul_ref
#define halite_fe25519_sq halite_fe25519_sq_ref
#define halite_fe25519_add halite_fe25519_add_ref
#define halite_fe25519_sub halite_fe25519_sub_ref
#define halite_fe25519_cswap halite_fe25519_cswap_ref
#endif

#if defined(HALITE_ARMV7M) && defined(HALITE_HAVE_FE25519_LADDER_ARMV7M) && \
    defined(HALITE_HAVE_FE25519_ARMV7M)
/* The ladder in Thumb-2 (src/arch/armv7m/fe25519_ladder.S); it calls the
 * cores of the mul and sq kernels of fe25519.S. */
uint32_t halite_fe25519_ladder_armv7m(fe25519 st[9], const unsigned char e[32]);
void halite_fe25519_xdouble_armv7m(fe25519 st[9], int n);
#define halite_fe25519_ladder halite_fe25519_ladder_armv7m
#define halite_fe25519_xdouble halite_fe25519_xdouble_armv7m
#else
#define halite_fe25519_ladder halite_fe25519_ladder_ref
#define halite_fe25519_xdouble halite_fe25519_xdouble_ref
#endif

#endif /* HALITE_FE25519_KERNELS_H */
