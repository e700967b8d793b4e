/* SPDX-License-Identifier: ISC */
/*
 * Edwards25519 points to their 32-byte encodings: the part of
 * src/group/ge25519.h that the speed build (ge25519.c) and the small build
 * (ge25519_comb4.c) share, the encoded fixed-base multiple among it.
 * Constant-time. The public-data decoding and
 * checks are ge25519_vartime.c (the small build's
 * ge25519_vartime_program.c).
 */
#include "internal.h"
#include "group/ge25519.h"

void halite_ge25519_tobytes(unsigned char s[32], const ge25519 *p)
{
    fe25519 zi, t;
    uint32_t neg;
    halite_fe25519_invert(&zi, &p->z);
    halite_fe25519_mul(&t, &p->x, &zi);
    neg = halite_fe25519_isnegative(&t);
    halite_fe25519_mul(&t, &p->y, &zi);
    halite_fe25519_tobytes(s, &t);
    s[31] = (unsigned char)(s[31] ^ (neg << 7));
}

void halite_ge25519_scalarmult_base_encode(unsigned char s[32], const unsigned char r[32])
{
    ge25519 p;

    halite_ge25519_scalarmult_base(&p, r);
    halite_ge25519_tobytes(s, &p);
    halite_wipe(&p, sizeof p);
}
