/* SPDX-License-Identifier: ISC */
/*
 * Wycheproof vectors as C data, generated at build time by
 * tests/wycheproof_gen.py from ../shared/vectors/wycheproof (the JSON files
 * are never copied into the project).
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
    const unsigned char *pk; /* 32 bytes */
    const unsigned char *msg, *sig;
    unsigned int msglen, siglen;
};

struct wp_hmac {
    unsigned int id;
    char result;
    const unsigned char *key, *msg, *tag;
    unsigned int keylen, msglen, taglen;
};

/* The folder the vectors came from, or NULL when it was not found. */
extern const char *const wp_source;

extern const struct wp_x25519 wp_x25519[];
extern const unsigned int wp_x25519_count;
extern const struct wp_ed25519 wp_ed25519[];
extern const unsigned int wp_ed25519_count;
extern const struct wp_hmac wp_hmac_sha512[];
extern const unsigned int wp_hmac_sha512_count;

#endif /* HALITE_TESTS_WYCHEPROOF_H */
