/* SPDX-License-Identifier: ISC */
/*
 * Arithmetic modulo L = 2^252 + 27742317777372353535851937790883648493, the
 * order of the Ed25519 base point. Scalars are 32-byte little-endian strings.
 * Constant-time on every core: the portable functions take every product at
 * most 16x16 -> 32 bits (the Cortex-M3's long multiplies are not
 * fixed-latency); the kernels of a core whose long multiplies are use them.
 */
#ifndef HALITE_SC25519_H
#define HALITE_SC25519_H

#include <stdint.h>
#include "internal.h"

/* r = x mod L for the 512-bit little-endian x; r < L; r may be x. */
void halite_sc25519_reduce64_ref(unsigned char r[32], const unsigned char x[64]);

/* s = a b + c mod L for any 256-bit a, b, c; s < L; s may be a or c. */
void halite_sc25519_muladd_ref(unsigned char s[32], const unsigned char a[32],
                               const unsigned char b[32], const unsigned char c[32]);

/* The build's versions of these two (docs/design.md, Kernels): where long
 * multiplies are fixed-latency, src/arch/<isa>/sc25519.c on whole words; in
 * the small build, src/arch/generic/small/sc25519.c, a byte at a time (same
 * contracts); elsewhere the portable ones above, on 16-bit products. */
#ifdef HALITE_ARCH_SC25519
#define sc25519_reduce64 HALITE_ARCH_KERNEL(halite_sc25519_reduce64, HALITE_ARCH_SC25519)
#define sc25519_muladd HALITE_ARCH_KERNEL(halite_sc25519_muladd, HALITE_ARCH_SC25519)
void sc25519_reduce64(unsigned char r[32], const unsigned char x[64]);
void sc25519_muladd(unsigned char s[32], const unsigned char a[32], const unsigned char b[32],
                    const unsigned char c[32]);
#else
#define sc25519_reduce64 halite_sc25519_reduce64_ref
#define sc25519_muladd halite_sc25519_muladd_ref
#endif

/* L, little-endian. */
extern const unsigned char halite_sc25519_L[32];

/* r = s + f m mod 2^256 for |f| < 2^13; returns the carry out,
 * floor((s + f m) / 2^256) (-1 when s + f m is in [-2^256, 0)); r may be s. */
int32_t halite_sc25519_addmul(unsigned char r[32], const unsigned char s[32], int32_t f,
                       const unsigned char m[32]);

/* k = r when r is odd, else r + L (the same multiple of a point of order
 * L), for r < 2^255: k is odd and below 2^256. */
void halite_sc25519_make_odd(unsigned char k[32], const unsigned char r[32]);

/* Returns 1 if s < L (a canonical scalar), else 0. */
uint32_t halite_sc25519_is_canonical(const unsigned char s[32]);

#endif /* HALITE_SC25519_H */
