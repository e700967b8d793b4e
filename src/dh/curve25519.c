/* SPDX-License-Identifier: ISC */
/*
 * crypto_dh_curve25519: the Diffie-Hellman API of AVR-NaCl and μNaCl on
 * top of X25519. The shared secret is the raw X25519 output.
 */
#include "internal.h"

int halite_crypto_dh_curve25519_keypair(unsigned char *pk, unsigned char *sk)
{
    if (halite_randombytes_checked(sk, 32) != 0)
        return -1;
    return halite_crypto_scalarmult_curve25519_base(pk, sk);
}

int halite_crypto_dh_curve25519(unsigned char *s, const unsigned char *pk,
                                const unsigned char *sk)
{
    return halite_crypto_scalarmult_curve25519(s, sk, pk);
}
