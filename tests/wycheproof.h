/* SPDX-License-Identifier: ISC */
/*
 * Wycheproof vectors, vendored as text in tests/vectors/wycheproof (Apache-2.0;
 * converted from the project's JSON by tests/wycheproof_gen.py) and compiled
 * into the test by tests/wycheproof.c. A vector is decoded from its hex on
 * demand, into one of the structures below.
 */
#ifndef HALITE_TESTS_WYCHEPROOF_H
#define HALITE_TESTS_WYCHEPROOF_H

/* result: 'v' valid, 'a' acceptable, 'i' invalid, as the vector says */

struct wp_x25519 {
    unsigned int id;
    char result;
    unsigned char pub[32], priv[32], shared[32];
};

struct wp_ed25519 {
    unsigned int id;
    char result;
    unsigned char pk[32], msg[1024], sig[128];
    unsigned int msglen, siglen;
};

struct wp_hmac {
    unsigned int id;
    char result;
    unsigned char key[128], msg[256], tag[64];
    unsigned int keylen, msglen, taglen;
};

/* The number of vectors of each file. */
extern const unsigned int wp_x25519_count, wp_ed25519_count, wp_hmac_sha512_count;

/* Decodes vector i (below the count) into *t; returns 0, or -1 when its text
 * is not hex of the sizes the structure holds. */
int wp_get_x25519(unsigned int i, struct wp_x25519 *t);
int wp_get_ed25519(unsigned int i, struct wp_ed25519 *t);
int wp_get_hmac_sha512(unsigned int i, struct wp_hmac *t);

/* Returns 1 when every file holds vectors and ends with the count it
 * declares (WP_END); otherwise prints which file does not and returns 0. */
int wp_complete(void);

#endif /* HALITE_TESTS_WYCHEPROOF_H */
