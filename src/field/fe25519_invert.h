/*
 * Inversion in GF(2^255 - 19) by Bernstein-Yang divsteps (fe25519_invert.c):
 * constant-time on the Cortex-M3, like the rest of fe25519.h.
 */
#ifndef HALITE_FE25519_INVERT_H
#define HALITE_FE25519_INVERT_H

#include "fe25519.h"

/* r = a^-1 mod p (0, p, 2p map to 0), for any a < 2^256. r may alias a. */
void halite_fe25519_invert_divsteps(fe25519 *r, const fe25519 *a);

#endif /* HALITE_FE25519_INVERT_H */
