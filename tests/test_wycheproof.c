/* SPDX-License-Identifier: ISC */
/*
 * Wycheproof x25519, ed25519 and hmac_sha512 vectors, on the host and every
 * Cortex-M target, from the vendored text in tests/vectors/wycheproof
 * (tests/wycheproof.c); without it the program does not build, and a file
 * cut short fails.
 *
 *  - X25519 follows libsodium: a vector whose shared secret is all zero (a
 *    low-order public key; Wycheproof calls these "acceptable") must give -1
 *    and the all-zero output; every other vector, "valid" or "acceptable"
 *    (twist points, non-canonical public keys), must give 0 and exactly the
 *    vector's shared secret, as RFC 7748 computes it.
 *  - Ed25519 through crypto_sign_open on sm = sig || msg: "valid" must open
 *    to msg, "invalid" must give -1 and *mlen = 0 (a signature of the wrong
 *    length shifts the message, so it cannot verify either).
 *  - HMAC-SHA-512: crypto_auth takes a 32-byte key, so only vectors with a
 *    key of at most 32 bytes apply (zero-padding a shorter key does not
 *    change HMAC); the tag is compared on its first 32 bytes. An "invalid"
 *    vector applies only with a 32-byte tag, whose whole change is visible.
 */
#include <string.h>
#include "halite.h"
#include "check.h"
#include "wycheproof.h"

/* Records a vector's outcome; names it when it failed. */
static void record(const char *what, unsigned int id, int ok)
{
    if (!CHECK(ok)) {
        hal_send_str(what);
        check_note(" failed: tcId ", id);
    }
}

/* Runs every x25519 vector through crypto_scalarmult and crypto_dh. */
static void run_x25519(void)
{
    static const unsigned char zero32[32];
    unsigned long valid = 0, acceptable = 0, zero = 0;

    for (unsigned int i = 0; i < wp_x25519_count; i++) {
        static struct wp_x25519 v;
        const struct wp_x25519 *t = &v;
        unsigned char q[32], s[32];
        int want, ok;

        if (wp_get_x25519(i, &v) != 0) {
            record("x25519 (bad hex)", v.id, 0);
            continue;
        }
        want = memcmp(t->shared, zero32, 32) == 0 ? -1 : 0;
        memset(q, 0x5a, 32);
        memset(s, 0xa5, 32);
        ok = halite_crypto_scalarmult_curve25519(q, t->priv, t->pub) == want;
        ok &= halite_crypto_dh_curve25519(s, t->pub, t->priv) == want;
        ok &= memcmp(q, t->shared, 32) == 0 && memcmp(s, t->shared, 32) == 0;
        record("x25519", t->id, ok);
        valid += t->result == 'v';
        acceptable += t->result == 'a';
        zero += want == -1;
    }
    check_note("x25519 vectors: ", wp_x25519_count);
    check_note("  valid: ", valid);
    check_note("  acceptable: ", acceptable);
    check_note("  of which refused (all-zero shared secret): ", zero);
}

/* Runs every ed25519 vector through crypto_sign_open. */
static void run_ed25519(void)
{
    static unsigned char sm[2048], m[2048];
    unsigned long valid = 0, invalid = 0;

    for (unsigned int i = 0; i < wp_ed25519_count; i++) {
        static struct wp_ed25519 v;
        const struct wp_ed25519 *t = &v;
        unsigned long long smlen, mlen = 99;
        int ok;

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
        if (t->result == 'v') {
            ok = halite_crypto_sign_ed25519_open(m, &mlen, sm, smlen, t->pk) == 0;
            ok &= mlen == t->msglen && memcmp(m, t->msg, t->msglen) == 0;
            valid++;
        } else {
            ok = halite_crypto_sign_ed25519_open(m, &mlen, sm, smlen, t->pk) == -1;
            ok &= mlen == 0;
            invalid++;
        }
        record("ed25519", t->id, ok);
    }
    check_note("ed25519 vectors: ", wp_ed25519_count);
    check_note("  valid: ", valid);
    check_note("  invalid: ", invalid);
}

/* Runs the applicable hmac_sha512 vectors through crypto_auth(+verify). */
static void run_hmac(void)
{
    unsigned long applicable = 0;

    for (unsigned int i = 0; i < wp_hmac_sha512_count; i++) {
        static struct wp_hmac v;
        const struct wp_hmac *t = &v;
        unsigned char key[32] = { 0 }, a[32];
        int ok;

        if (wp_get_hmac_sha512(i, &v) != 0) {
            record("hmac_sha512 (bad hex)", v.id, 0);
            continue;
        }
        if (t->keylen > 32 || t->taglen < 32 || (t->result != 'v' && t->taglen != 32))
            continue;
        applicable++;
        memcpy(key, t->key, t->keylen);
        ok = halite_crypto_auth_hmacsha512256(a, t->msg, t->msglen, key) == 0;
        if (t->result == 'v')
            ok &= memcmp(a, t->tag, 32) == 0 &&
                  halite_crypto_auth_hmacsha512256_verify(t->tag, t->msg, t->msglen,
                                                          key) == 0;
        else
            ok &= halite_crypto_auth_hmacsha512256_verify(t->tag, t->msg, t->msglen,
                                                          key) == -1;
        record("hmac_sha512", t->id, ok);
    }
    check_note("hmac_sha512 vectors: ", wp_hmac_sha512_count);
    check_note("  applicable (key <= 32 bytes, tag >= 32 bytes): ", applicable);
}

int main(void)
{
    check_begin("test_wycheproof");
    if (!CHECK(wp_complete()))
        return check_end();
    run_x25519();
    run_ed25519();
    run_hmac();
    return check_end();
}
