/* SPDX-License-Identifier: ISC */
/*
 * The Edwards curve -x^2 + y^2 = 1 + d x^2 y^2 over GF(2^255 - 19)
 * (edwards25519, RFC 8032 §5.1), shared by Ed25519 and X25519's fixed base.
 *
 * Functions named _vartime take public inputs only (signature verification)
 * and may branch on them; every other function is constant-time on the
 * Cortex-M3 (docs/design.md, Constant time).
 */
#ifndef HALITE_GE25519_H
#define HALITE_GE25519_H

#include <stdint.h>
#include "internal.h"
#include "field/fe25519.h"

/* Extended coordinates: x = X/Z, y = Y/Z, x*y = T/Z. */
typedef struct {
    fe25519 x, y, z, t;
} ge25519;

/* s = r * B for the base point B and the 256-bit little-endian scalar r,
 * r[31] <= 127 (any clamped or mod-L reduced scalar). Constant-time. */
void halite_ge25519_scalarmult_base(ge25519 *s, const unsigned char r[32]);

/* ANDs every coordinate of p with mask, a halite_count_mask (internal.h):
 * (0 : 0 : 0), which no caller accepts, when a loop ended early (the
 * hardened build; no code otherwise). */
static inline void halite_ge25519_spoil_unless(ge25519 *p, uint32_t mask)
{
    halite_spoil_unless(p->x.v, 8, mask);
    halite_spoil_unless(p->y.v, 8, mask);
    halite_spoil_unless(p->z.v, 8, mask);
    halite_spoil_unless(p->t.v, 8, mask);
}

/* s = the encoding of r * B (as halite_ge25519_tobytes), r as for
 * halite_ge25519_scalarmult_base; the point stays in this function's frame, off
 * the caller's stack. Constant-time. */
void halite_ge25519_scalarmult_base_encode(unsigned char s[32], const unsigned char r[32]);

/* s = b * B - a * A, for public scalars a, b < 2^253 and a public point A;
 * s may be A. */
void halite_ge25519_double_scalarmult_vartime(ge25519 *s, const unsigned char a[32],
                                       const ge25519 *A, const unsigned char b[32]);

/* Decodes the 32-byte encoding s into r as libsodium does (y taken mod p, x
 * from the sign bit, x = 0 accepted with either sign); returns 0, or -1 when
 * no point has this y. Public data only. */
int halite_ge25519_frombytes_vartime(ge25519 *r, const unsigned char s[32]);

/* s = the encoding of p: y canonical, bit 255 = the low bit of x. */
void halite_ge25519_tobytes(unsigned char s[32], const ge25519 *p);

/* halite_ge25519_tobytes for a public point, with the variable-time products of
 * fe25519_pub.h (signature verification only). */
void halite_ge25519_tobytes_vartime(unsigned char s[32], const ge25519 *p);

/* Returns 1 when the y-coordinate in s (bit 255 ignored, taken mod p) is that
 * of a point of order dividing 8, else 0: the small-order encodings that
 * libsodium 1.0.18 refuses in Ed25519 keys and signatures. Public data. */
uint32_t halite_ge25519_has_small_order_vartime(const unsigned char s[32]);

/* ---- point kernels (docs/design.md, Kernels): the portable versions, and the
 * build's where it has them (src/arch/<isa>/ge25519.S; same contracts) ---- */

/* ge25519_add flags (public): subtract q instead of adding it; compute T;
 * q carries 2 z as q[3] (else z = 1). */
#define GE25519_NEG 1u
#define GE25519_WITH_T 2u
#define GE25519_Z 4u

/* r = 2^n p, n >= 1 doublings (public), reading X, Y and Z of p; r may be
 * p; T only when with_t (0 or 1, public), by the last doubling.
 * Coordinates of p at most 2^256 - 38, as every fe25519 function leaves
 * them. Constant-time. */
void halite_ge25519_dbl_ref(ge25519 *r, const ge25519 *p, uint32_t n, uint32_t with_t);
/* p = p + q or p - q by flags: q[0..2] = y + x, y - x, 2 d t of q and, with
 * GE25519_Z, q[3] = 2 z (else z = 1). Coordinates of p and q at most
 * 2^256 - 38. Constant-time. */
void halite_ge25519_add_ref(ge25519 *p, const fe25519 q[], uint32_t flags);

/* w = (neg ? -1 : 1) t[m]: entry m < 8 of eight niels entries (y + x,
 * y - x, 2 d x y as 24 words, each coordinate canonical), negated when
 * neg = 1 (y + x and y - x swapped, p - 2 d x y); m and neg secret, every
 * entry read. Constant-time. */
void halite_ge25519_select_ref(uint32_t w[24], const uint32_t t[8][24], uint32_t m,
                               uint32_t neg);

#ifdef HALITE_ARCH_GE25519
#define halite_ge25519_dbl HALITE_ARCH_KERNEL(halite_ge25519_dbl, HALITE_ARCH_GE25519)
#define halite_ge25519_add HALITE_ARCH_KERNEL(halite_ge25519_add, HALITE_ARCH_GE25519)
#define halite_ge25519_select HALITE_ARCH_KERNEL(halite_ge25519_select, HALITE_ARCH_GE25519)
void halite_ge25519_dbl(ge25519 *r, const ge25519 *p, uint32_t n, uint32_t with_t);
void halite_ge25519_add(ge25519 *p, const fe25519 q[], uint32_t flags);
void halite_ge25519_select(uint32_t w[24], const uint32_t t[8][24], uint32_t m, uint32_t neg);
#elif defined(HALITE_ARCH_GE25519_SELECT)
/* an instruction set with only the lookup as a kernel (ARMv6-M) */
#define halite_ge25519_select \
    HALITE_ARCH_KERNEL(halite_ge25519_select, HALITE_ARCH_GE25519_SELECT)
void halite_ge25519_select(uint32_t w[24], const uint32_t t[8][24], uint32_t m, uint32_t neg);
#else
#define halite_ge25519_select halite_ge25519_select_ref
#endif

/* The eight words w (a field constant or a coordinate of a generated table,
 * uint32_t[8] with fe25519's layout) as an fe25519, without a copy. */
static inline const fe25519 *fe_words(const uint32_t *w)
{
    return (const fe25519 *)(const void *)w;
}

/* Generated by tools/gen_ge25519_tables.c into ge25519_base_table.c: field
 * constants and niels-form multiples of B, eight little-endian words per
 * coordinate (see the generator for the exact contents). */
extern const uint32_t halite_ge25519_d[8];
extern const uint32_t halite_ge25519_2d[8];
extern const uint32_t halite_ge25519_sqrtm1[8];
extern const uint32_t halite_ge25519_base_comb[8][8][24];
extern const uint32_t halite_ge25519_base_odd[16][24];
/* The small build's (ge25519_comb4_table.c, tools/gen_ge25519_tables.c
 * --small): the constants but 2d, one comb of four teeth 64 bits apart,
 * and B. */
extern const uint32_t halite_ge25519_comb4[8][24];
extern const uint32_t halite_ge25519_base_niels[24];

#endif /* HALITE_GE25519_H */
