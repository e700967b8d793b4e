/* SPDX-License-Identifier: ISC */
/*
 * Private to src/scalarmult: what X25519's two methods (curve25519.c, and
 * the hardened build's curve25519_checked.c) share.
 */
#ifndef HALITE_CURVE25519_INTERNAL_H
#define HALITE_CURVE25519_INTERNAL_H

/* e = n clamped: a multiple of 8 in [2^254, 2^255). */
static inline void halite_x25519_clamp(unsigned char e[32], const unsigned char n[32])
{
    for (int i = 0; i < 32; i++)
        e[i] = n[i];
    e[0] &= 248;
    e[31] &= 127;
    e[31] |= 64;
}

#endif /* HALITE_CURVE25519_INTERNAL_H */
