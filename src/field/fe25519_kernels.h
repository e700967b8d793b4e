/* SPDX-License-Identifier: ISC */
/*
 * Private to src/field: the representation of fe25519 and its replaceable
 * kernels (docs/design.md, Kernels).
 *
 * An element is a 256-bit number held as eight little-endian 32-bit words in
 * v[0..7] (v[8..15] are unused): a = sum v[i] 2^(32 i) < 2^256, congruent to
 * the element mod p = 2^255 - 19, not necessarily below p ("loosely
 * reduced"). Every function of fe25519.h takes and returns this form;
 * halite_fe25519_tobytes reduces fully. Additions work on whole words with carries.
 * Products take whatever the instruction set offers in constant time
 * (docs/design.md, Constant time): the portable C and the Cortex-M3 kernels
 * multiply the 16-bit halves of the words (MUL; the Thumb-2 ones read halves
 * directly with LDRH), where long multiplies are fixed-latency they may
 * multiply whole words.
 *
 * Each kernel has a portable C version (suffix _ref, src/field/fe25519.c) and
 * may have an assembly one per instruction set (src/arch/<isa>/fe25519.S,
 * suffix _<isa>) with the same contract; the selection is below. An
 * fe25519 kernel file also provides the fe25519.h names halite_fe25519_mul,
 * halite_fe25519_sq, halite_fe25519_add, halite_fe25519_sub and halite_fe25519_cswap itself (saving a
 * tail call per operation), and an halite_fe25519_ladder kernel file
 * halite_fe25519_ladder and halite_fe25519_xdouble, an halite_fe25519_mul121666 kernel file
 * halite_fe25519_mul121666. The small build's kernels
 * (src/arch/<isa>/small, tag <isa>_small) have the same contracts.
 */
#ifndef HALITE_FE25519_KERNELS_H
#define HALITE_FE25519_KERNELS_H

#include "internal.h"
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
/* halite_fe25519_ladder (fe25519.h) by steps of halite_fe25519_ladderstep_ref. */
uint32_t halite_fe25519_ladder_ref(fe25519 st[9], const unsigned char e[32]);
/* halite_fe25519_xdouble (fe25519.h) by the C kernels. */
void halite_fe25519_xdouble_ref(fe25519 st[9], int n);

#ifdef HALITE_ARCH_FE25519
#define halite_fe25519_mul_kernel HALITE_ARCH_KERNEL(halite_fe25519_mul, HALITE_ARCH_FE25519)
#define halite_fe25519_sq_kernel HALITE_ARCH_KERNEL(halite_fe25519_sq, HALITE_ARCH_FE25519)
#define halite_fe25519_add_kernel HALITE_ARCH_KERNEL(halite_fe25519_add, HALITE_ARCH_FE25519)
#define halite_fe25519_sub_kernel HALITE_ARCH_KERNEL(halite_fe25519_sub, HALITE_ARCH_FE25519)
#define halite_fe25519_cswap_kernel HALITE_ARCH_KERNEL(halite_fe25519_cswap, HALITE_ARCH_FE25519)
/* The same contracts in assembly (src/arch/<isa>/fe25519.S). */
void halite_fe25519_mul_kernel(fe25519 *r, const fe25519 *a, const fe25519 *b);
void halite_fe25519_sq_kernel(fe25519 *r, const fe25519 *a);
void halite_fe25519_add_kernel(fe25519 *r, const fe25519 *a, const fe25519 *b);
void halite_fe25519_sub_kernel(fe25519 *r, const fe25519 *a, const fe25519 *b);
void halite_fe25519_cswap_kernel(fe25519 *a, fe25519 *b, uint32_t bit);
#else
#define halite_fe25519_mul_kernel halite_fe25519_mul_ref
#define halite_fe25519_sq_kernel halite_fe25519_sq_ref
#define halite_fe25519_add_kernel halite_fe25519_add_ref
#define halite_fe25519_sub_kernel halite_fe25519_sub_ref
#define halite_fe25519_cswap_kernel halite_fe25519_cswap_ref
#endif

/* r = a^(2^n) for n >= 1 (public): n squarings in one call (exponent
 * chains: halite_fe25519_pow2523_pub where no public-data kernel is built). r may
 * alias a. */
void halite_fe25519_sqn_ref(fe25519 *r, const fe25519 *a, uint32_t n);
#ifdef HALITE_ARCH_FE25519_SQN
#define halite_fe25519_sqn HALITE_ARCH_KERNEL(halite_fe25519_sqn, HALITE_ARCH_FE25519_SQN)
/* The same contract in assembly (src/arch/<isa>/fe25519_sqn.S). */
void halite_fe25519_sqn(fe25519 *r, const fe25519 *a, uint32_t n);
#else
#define halite_fe25519_sqn halite_fe25519_sqn_ref
#endif

#ifdef HALITE_ARCH_FE25519_LADDER
#define halite_fe25519_ladder_kernel HALITE_ARCH_KERNEL(halite_fe25519_ladder, HALITE_ARCH_FE25519_LADDER)
#define halite_fe25519_xdouble_kernel HALITE_ARCH_KERNEL(halite_fe25519_xdouble, HALITE_ARCH_FE25519_LADDER)
/* The ladder of a kernel file: in assembly (src/arch/<isa>/fe25519_ladder.S,
 * with the products of the same instruction set's fe25519.S), or the small
 * build's field program over the selected field kernels
 * (src/arch/generic/small/fe25519_ladder.c). */
uint32_t halite_fe25519_ladder_kernel(fe25519 st[9], const unsigned char e[32]);
void halite_fe25519_xdouble_kernel(fe25519 st[9], int n);
#else
#define halite_fe25519_ladder_kernel halite_fe25519_ladder_ref
#define halite_fe25519_xdouble_kernel halite_fe25519_xdouble_ref
#endif

#endif /* HALITE_FE25519_KERNELS_H */
