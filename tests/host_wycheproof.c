/* SPDX-License-Identifier: ISC */
/*
 * Wycheproof vectors against libsodium as well (host only): the same
 * vendored data as test_wycheproof (tests/wycheproof.c), where halite and libsodium must agree
 * on every x25519 and ed25519 vector (return value and output), and
 * libsodium's HMAC-SHA-512 with the full key must reproduce every
 * hmac_sha512 tag, which checks the generator's transcription of the JSON
 * files independently of halite. Counts where libsodium and the vector's
 * own verdict differ are printed, not failed: they document libsodium's
 * policy (test_wycheproof states which verdicts halite must follow).
 */
#include <stdio.h>
#include <string.h>
#include <sodium.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "check.h"
#include "wycheproof.h"

/* Records one vector; names it when it failed. */
static void record(const char *what, unsigned int id, int ok)
{
    if (!CHECK(ok))
        printf("%s failed: tcId %u\n", what, id);
}

/* halite and libsodium agree on every x25519 vector. */
static void x25519(void)
{
    unsigned long refused = 0;

    for (unsigned int i = 0; i < wp_x25519_count; i++) {
        static struct wp_x25519 v;
        const struct wp_x25519 *t = &v;
        unsigned char q[32], s[32] = { 0 };
        int r, rs;

        if (wp_get_x25519(i, &v) != 0) {
            record("x25519 (bad hex)", v.id, 0);
            continue;
        }
        r = halite_crypto_scalarmult_curve25519(q, t->priv, t->pub);
        rs = crypto_scalarmult_curve25519(s, t->priv, t->pub);

        /* libsodium may leave s untouched when it refuses: it starts zeroed */
        record("x25519", t->id, r == rs && memcmp(q, s, 32) == 0);
        refused += rs != 0;
    }
    printf("x25519: %u vectors, libsodium refuses %lu (all-zero shared secret)\n",
           wp_x25519_count, refused);
}

/* halite and libsodium agree on every ed25519 vector. */
static void ed25519(void)
{
    static unsigned char sm[2048], m[2048];
    unsigned long differ = 0;

    for (unsigned int i = 0; i < wp_ed25519_count; i++) {
        static struct wp_ed25519 v;
        const struct wp_ed25519 *t = &v;
        unsigned long long smlen, mlen = 0, slen = 0;
        int r, rs;

        if (wp_get_ed25519(i, &v) != 0) {
            record("ed25519 (bad hex)", v.id, 0);
            continue;
        }
        smlen = (unsigned long long)t->siglen + t->msglen;
        if (smlen > sizeof sm) {
            record("ed25519 (too long for this test)", t->id, 0);
            continue;
        }
        memcpy(sm, t->sig, t->siglen);
        memcpy(sm + t->siglen, t->msg, t->msglen);
        r = halite_crypto_sign_ed25519_open(m, &mlen, sm, smlen, t->pk);
        rs = smlen < 64 ? -1 : crypto_sign_ed25519_open(m, &slen, sm, smlen, t->pk);
        record("ed25519", t->id, r == rs && mlen == slen);
        differ += (rs == 0) != (t->result == 'v');
    }
    printf("ed25519: %u vectors, libsodium differs from the verdict on %lu\n",
           wp_ed25519_count, differ);
}

/* libsodium reproduces every hmac_sha512 tag; halite matches it where its
 * 32-byte key can hold the vector's key. */
static void hmac(void)
{
    unsigned long applicable = 0;

    for (unsigned int i = 0; i < wp_hmac_sha512_count; i++) {
        static struct wp_hmac v;
        const struct wp_hmac *t = &v;
        crypto_auth_hmacsha512_state st;
        unsigned char full[64], a[32], key[32] = { 0 };
        int ok;

        if (wp_get_hmac_sha512(i, &v) != 0) {
            record("hmac_sha512 (bad hex)", v.id, 0);
            continue;
        }
        crypto_auth_hmacsha512_init(&st, t->key, t->keylen);
        crypto_auth_hmacsha512_update(&st, t->msg, t->msglen);
        crypto_auth_hmacsha512_final(&st, full);
        ok = t->taglen <= 64 &&
             (memcmp(full, t->tag, t->taglen) == 0) == (t->result == 'v');
        if (t->keylen <= 32) {
            memcpy(key, t->key, t->keylen);
            ok &= halite_crypto_auth_hmacsha512256(a, t->msg, t->msglen, key) == 0;
            ok &= memcmp(a, full, 32) == 0;
            applicable++;
        }
        record("hmac_sha512", t->id, ok);
    }
    printf("hmac_sha512: %u vectors reproduced by libsodium; %lu with a key halite takes\n",
           wp_hmac_sha512_count, applicable);
}

int main(void)
{
    check_begin("host_wycheproof");
    if (sodium_init() < 0) {
        CHECK(!"sodium_init failed");
        return check_end();
    }
    if (!CHECK(wp_complete()))
        return check_end();
    x25519();
    ed25519();
    hmac();
    return check_end();
}
