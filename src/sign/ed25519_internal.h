/* SPDX-License-Identifier: ISC */
/*
 * Private to src/sign: what the signing methods (ed25519_sign.c, or the
 * hardened build's ed25519_sign_hedged.c) share with the rest of Ed25519
 * (ed25519.c).
 */
#ifndef HALITE_ED25519_INTERNAL_H
#define HALITE_ED25519_INTERNAL_H

#include "internal.h"

/* RFC 8032's dom2(phflag = 1, empty context), libsodium's prefix of every
 * hash of an Ed25519ph signature. */
extern const unsigned char halite_ed25519_dom2_ph[34];

/* s = SHA-512(dom || p1 || p2 || m) mod L, dom being
 * halite_ed25519_dom2_ph or none (NULL: a program without Ed25519ph links
 * no dom2), p1 32 bytes, p2 32 bytes or none (NULL); m is read once, in
 * place (long messages are not copied). s may be p1 or p2. */
void halite_ed25519_hash_to_scalar(unsigned char s[32], const unsigned char *dom,
                                   const unsigned char *p1, const unsigned char *p2,
                                   const unsigned char *m, unsigned long long mlen);

/* h = SHA-512(seed) with its first half clamped into the scalar a. A C99
 * inline definition: inlined where the compiler sees fit, ed25519.c's
 * external definition otherwise (one copy at -Os). */
inline void halite_ed25519_expand_seed(unsigned char h[64], const unsigned char seed[32])
{
    halite_crypto_hash_sha512(h, seed, 32);
    h[0] &= 248;
    h[31] &= 127;
    h[31] |= 64;
}

/* Z for one hedged signature (the hardened build, ed25519_sign_hedged.c):
 * z = 32 random bytes from randombytes; returns 0, or -1 when the
 * generator has none. A weak symbol: known-answer tests define their own
 * to fix Z. */
int halite_ed25519_hedge_noise(unsigned char z[32]);

#endif /* HALITE_ED25519_INTERNAL_H */
