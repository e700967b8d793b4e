/* SPDX-License-Identifier: ISC */
/*
 * libsodium's crypto_box interface over crypto_box_curve25519xsalsa20poly1305:
 * the easy and detached boxes, with and without a precomputed key, are the
 * secretbox ones (src/secretbox/xsalsa20poly1305.c) under beforenm's key;
 * and the size functions of the primitive.
 */
#include "internal.h"

int halite_crypto_box_detached_afternm(unsigned char *c, unsigned char *mac,
                                       const unsigned char *m, unsigned long long mlen,
                                       const unsigned char *n, const unsigned char *k)
{
    return halite_crypto_secretbox_detached(c, mac, m, mlen, n, k);
}

int halite_crypto_box_open_detached_afternm(unsigned char *m, const unsigned char *c,
                                            const unsigned char *mac,
                                            unsigned long long clen,
                                            const unsigned char *n,
                                            const unsigned char *k)
{
    return halite_crypto_secretbox_open_detached(m, c, mac, clen, n, k);
}

int halite_crypto_box_easy_afternm(unsigned char *c, const unsigned char *m,
                                   unsigned long long mlen, const unsigned char *n,
                                   const unsigned char *k)
{
    return halite_crypto_secretbox_easy(c, m, mlen, n, k);
}

int halite_crypto_box_open_easy_afternm(unsigned char *m, const unsigned char *c,
                                        unsigned long long clen, const unsigned char *n,
                                        const unsigned char *k)
{
    return halite_crypto_secretbox_open_easy(m, c, clen, n, k);
}

/* A small-order pk makes beforenm fail: nothing is written then. */
int halite_crypto_box_detached(unsigned char *c, unsigned char *mac,
                               const unsigned char *m, unsigned long long mlen,
                               const unsigned char *n, const unsigned char *pk,
                               const unsigned char *sk)
{
    unsigned char k[32];
    int r = halite_crypto_box_curve25519xsalsa20poly1305_beforenm(k, pk, sk);

    if (r == 0)
        r = halite_crypto_secretbox_detached(c, mac, m, mlen, n, k);
    halite_wipe(k, sizeof k);
    return r;
}

int halite_crypto_box_open_detached(unsigned char *m, const unsigned char *c,
                                    const unsigned char *mac, unsigned long long clen,
                                    const unsigned char *n, const unsigned char *pk,
                                    const unsigned char *sk)
{
    unsigned char k[32];
    int r = halite_crypto_box_curve25519xsalsa20poly1305_beforenm(k, pk, sk);

    if (r == 0)
        r = halite_crypto_secretbox_open_detached(m, c, mac, clen, n, k);
    halite_wipe(k, sizeof k);
    return halite_confirm(r, m, clen <= SIZE_MAX ? (size_t)clen : 0);
}

int halite_crypto_box_easy(unsigned char *c, const unsigned char *m,
                           unsigned long long mlen, const unsigned char *n,
                           const unsigned char *pk, const unsigned char *sk)
{
    if (mlen > halite_crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX)
        return -1;
    return halite_crypto_box_detached(c + 16, c, m, mlen, n, pk, sk);
}

int halite_crypto_box_open_easy(unsigned char *m, const unsigned char *c,
                                unsigned long long clen, const unsigned char *n,
                                const unsigned char *pk, const unsigned char *sk)
{
    if (clen < 16)
        return -1;
    return halite_crypto_box_open_detached(m, c + 16, c, clen - 16, n, pk, sk);
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_seedbytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_SEEDBYTES;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_publickeybytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_secretkeybytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_beforenmbytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_noncebytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_NONCEBYTES;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_macbytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_MACBYTES;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_messagebytes_max(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_zerobytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_ZEROBYTES;
}

size_t halite_crypto_box_curve25519xsalsa20poly1305_boxzerobytes(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES;
}

const char *halite_crypto_box_curve25519xsalsa20poly1305_primitive(void)
{
    return halite_crypto_box_curve25519xsalsa20poly1305_PRIMITIVE;
}
