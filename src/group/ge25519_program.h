/* SPDX-License-Identifier: ISC */
/*
 * The registers of the small build's point programs (src/small.txt:
 * ge25519_comb4.c, ge25519_vartime_program.c; fe25519_program.h): a point's
 * X, Y, Z, T in registers 0-3, temporaries from register 4 on.
 */
#ifndef HALITE_GE25519_PROGRAM_H
#define HALITE_GE25519_PROGRAM_H

#include "field/fe25519.h"
#include "group/ge25519.h"

/* p = the neutral element (0, 1) with z = 1; r[0..3] = p's coordinates,
 * r[4 + i] = &f[i] for i < n. */
void halite_ge25519_program_start(const fe25519 *r[16], ge25519 *p, fe25519 *f, int n);

#endif /* HALITE_GE25519_PROGRAM_H */
