/* SPDX-License-Identifier: ISC */
/*
 * crypto_box_curve25519xsalsa20poly1305: X25519 key agreement, the shared
 * secret hashed by HSalsa20 (zero input, the "expand 32-byte k" constant)
 * into a secretbox key, then XSalsa20-Poly1305.
 */
#include "internal.h"

int halite_crypto_box_curve25519xsalsa20poly1305_keypair(unsigned char *pk,
                                                         unsigned char *sk)
{
    /* an X25519 key pair, as crypto_dh_curve25519 makes it */
    return halite_crypto_dh_curve25519_keypair(pk, sk);
}

int halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair(unsigned char *pk,
                                                              unsigned char *sk,
                                                              const unsigned char *seed)
{
    unsigned char h[64];

    halite_crypto_hash_sha512(h, seed, 32);
    memcpy(sk, h, 32);
    halite_wipe(h, sizeof h);
    return halite_crypto_scalarmult_curve25519_base(pk, sk);
}

int halite_crypto_box_curve25519xsalsa20poly1305_beforenm(unsigned char *k,
                                                          const unsigned char *pk,
                                                          const unsigned char *sk)
{
    const unsigned char zero[16] = {0}; /* on the stack: fewer bytes than a constant */

    if (HALITE_HARDENED) {
        /* The hardened build: the shared secret (checked by its X25519)
         * hashed twice, and k kept only when both agree; else k is zeroed
         * and -1 returned. */
        struct {
            unsigned char s[32], again[32];
        } w; /* one wipe */
        int r = halite_crypto_scalarmult_curve25519(w.s, sk, pk);

        halite_crypto_core_hsalsa20(w.again, zero, w.s, halite_sigma);
        halite_crypto_core_hsalsa20(k, zero, w.s, halite_sigma);
        r |= halite_verify_n(k, w.again, 32);
        halite_wipe(&w, sizeof w);
        int again = halite_keep_verdict(r); /* for the second test */
        if (r != 0) {
            halite_wipe(k, 32);
            return -1;
        }
        return halite_confirm(again, k, 32);
    }
    /* The shared secret goes to k and is hashed there (the HSalsa20 core
     * may write over its key), so no copy of it stays on the stack, and the
     * box functions' stack is 32 bytes lower. libsodium refuses an all-zero
     * shared secret (a small-order pk): k is then all zero, as scalarmult
     * leaves it, never uninitialised. */
    int r = halite_crypto_scalarmult_curve25519(k, sk, pk);
    if (r == 0)
        halite_crypto_core_hsalsa20(k, zero, k, halite_sigma);
    return r;
}

int halite_crypto_box_curve25519xsalsa20poly1305_afternm(unsigned char *c,
                                                         const unsigned char *m,
                                                         unsigned long long mlen,
                                                         const unsigned char *n,
                                                         const unsigned char *k)
{
    return halite_crypto_secretbox_xsalsa20poly1305(c, m, mlen, n, k);
}

int halite_crypto_box_curve25519xsalsa20poly1305_open_afternm(unsigned char *m,
                                                              const unsigned char *c,
                                                              unsigned long long clen,
                                                              const unsigned char *n,
                                                              const unsigned char *k)
{
    return halite_crypto_secretbox_xsalsa20poly1305_open(m, c, clen, n, k);
}

int halite_crypto_box_curve25519xsalsa20poly1305(unsigned char *c,
                                                 const unsigned char *m,
                                                 unsigned long long mlen,
                                                 const unsigned char *n,
                                                 const unsigned char *pk,
                                                 const unsigned char *sk)
{
    unsigned char k[32];
    int r = halite_crypto_box_curve25519xsalsa20poly1305_beforenm(k, pk, sk);
    if (r == 0)
        r = halite_crypto_secretbox_xsalsa20poly1305(c, m, mlen, n, k);
    halite_wipe(k, sizeof k);
    return r;
}

int halite_crypto_box_curve25519xsalsa20poly1305_open(unsigned char *m,
                                                      const unsigned char *c,
                                                      unsigned long long clen,
                                                      const unsigned char *n,
                                                      const unsigned char *pk,
                                                      const unsigned char *sk)
{
    unsigned char k[32];
    int r = halite_crypto_box_curve25519xsalsa20poly1305_beforenm(k, pk, sk);
    if (r == 0)
        r = halite_crypto_secretbox_xsalsa20poly1305_open(m, c, clen, n, k);
    else if (clen > 0 && clen <= SIZE_MAX)
        memset(m, 0, (size_t)clen); /* as a failed open: m holds no plaintext */
    halite_wipe(k, sizeof k);
    return halite_confirm(r, NULL, 0);
}
