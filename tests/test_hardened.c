/* SPDX-License-Identifier: ISC */
/*
 * The hardened build (docs/hardened.md), on the host and on every core's
 * hardened preset:
 *  - hedged Ed25519 with Z fixed by the hook: the known answers of
 *    tests/hedged_vectors.h (which tests/host_hardened.c recomputes from
 *    libsodium) from crypto_sign_detached, crypto_sign and Ed25519ph's
 *    final_create, each verified and opened again; another Z, another
 *    signature;
 *  - with Z from randombytes: a message signed twice gets two different
 *    signatures, and both verify;
 *  - refusals, each -1 with the signature zeroed and *siglen, *smlen 0: sk
 *    with another key's public half or one bit off, and no randomness;
 *  - X25519: the fixed-base comb and the ladder on u = 9 agree (both
 *    checked methods), key pairs give the public key crypto_scalarmult_base
 *    does, and a small-order u is refused with the output all zero by
 *    crypto_scalarmult, crypto_box_beforenm and crypto_box;
 *  - opens of a box whose tag is off by one bit: refused, and the output
 *    holds none of the plaintext (the open decrypts only after the tag
 *    check, and in the hardened build wipes what it decrypted when the
 *    verdict, tested again, says no).
 */
#include <string.h>
#include "halite.h"
#include "halite_rng.h"
#include "check.h"
#include "hedged_vectors.h"

static unsigned char msg[HEDGED_MAX_LEN], sm[HEDGED_MAX_LEN + 64], out[HEDGED_MAX_LEN + 64];

/* Returns 1 when the n bytes at x are all zero. */
static int all_zero(const unsigned char *x, size_t n)
{
    unsigned char d = 0;

    for (size_t i = 0; i < n; i++)
        d |= x[i];
    return d == 0;
}

/* sig = the Ed25519ph signature of the n bytes at m in two updates. */
static int sign_ph(unsigned char sig[64], unsigned long long *siglen, const unsigned char *m,
                   size_t n, const unsigned char sk[64])
{
    crypto_sign_state st;

    crypto_sign_init(&st);
    crypto_sign_update(&st, m, n / 2);
    crypto_sign_update(&st, m + n / 2, n - n / 2);
    return crypto_sign_final_create(&st, sig, siglen, sk);
}

/* Returns 0 when sig is a valid Ed25519ph signature of the n bytes at m. */
static int verify_ph(const unsigned char sig[64], const unsigned char *m, size_t n,
                     const unsigned char pk[32])
{
    crypto_sign_state st;

    crypto_sign_init(&st);
    crypto_sign_update(&st, m, n);
    return crypto_sign_final_verify(&st, sig, pk);
}

static void known_answers(void)
{
    for (int i = 0; i < HEDGED_VECTORS; i++) {
        unsigned char seed[32], z[32], pk[32], sk[64], want[64], sig[64];
        unsigned long long siglen = 0, smlen = 0, mlen = 0;
        size_t n = hedged_lengths[i];

        hedged_inputs(i, seed, z, msg);
        CHECK(check_unhex(want, hedged_signatures[i], 64) == 0);
        CHECK(crypto_sign_seed_keypair(pk, sk, seed) == 0);
        hedged_fixed_z = z;
        if (hedged_ph[i]) {
            CHECK(sign_ph(sig, &siglen, msg, n, sk) == 0 && siglen == 64);
            CHECK_MEM(sig, want, 64);
            CHECK(verify_ph(sig, msg, n, pk) == 0);
        } else {
            CHECK(crypto_sign_detached(sig, &siglen, msg, n, sk) == 0 && siglen == 64);
            CHECK_MEM(sig, want, 64);
            CHECK(crypto_sign_verify_detached(sig, msg, n, pk) == 0);
            CHECK(crypto_sign(sm, &smlen, msg, n, sk) == 0 && smlen == n + 64);
            CHECK_MEM(sm, want, 64);
            CHECK(crypto_sign_open(out, &mlen, sm, smlen, pk) == 0 && mlen == n);
            CHECK_MEM(out, msg, n);
            /* the same Z, the same signature; another Z, another */
            CHECK(crypto_sign_detached(sig, NULL, msg, n, sk) == 0);
            CHECK_MEM(sig, want, 64);
            z[5] ^= 0x10;
            CHECK(crypto_sign_detached(sig, NULL, msg, n, sk) == 0);
            CHECK(memcmp(sig, want, 64) != 0);
            CHECK(crypto_sign_verify_detached(sig, msg, n, pk) == 0);
        }
        hedged_fixed_z = NULL;
    }
}

/* With random Z, the same message signed twice: two valid signatures. */
static void random_z(void)
{
    unsigned char seed[32], pk[32], sk[64], s1[64], s2[64];
    check_prng p;

    check_prng_init(&p, 0x72616e646f6d5aULL);
    for (int i = 0; i < 4; i++) {
        size_t n = 50 * (size_t)i;
        check_prng_fill(&p, seed, 32);
        check_prng_fill(&p, msg, n);
        CHECK(crypto_sign_seed_keypair(pk, sk, seed) == 0);
        CHECK(crypto_sign_detached(s1, NULL, msg, n, sk) == 0);
        CHECK(crypto_sign_detached(s2, NULL, msg, n, sk) == 0);
        CHECK(memcmp(s1, s2, 64) != 0);
        CHECK(crypto_sign_verify_detached(s1, msg, n, pk) == 0);
        CHECK(crypto_sign_verify_detached(s2, msg, n, pk) == 0);
        CHECK(sign_ph(s1, NULL, msg, n, sk) == 0);
        CHECK(sign_ph(s2, NULL, msg, n, sk) == 0);
        CHECK(memcmp(s1, s2, 64) != 0);
        CHECK(verify_ph(s1, msg, n, pk) == 0 && verify_ph(s2, msg, n, pk) == 0);
    }
}

/* Every way to sign refuses sk: -1, signature zeroed, lengths 0. */
static void check_refused(const unsigned char sk[64])
{
    unsigned char sig[64];
    unsigned long long len = 99;

    memset(sig, 0xa5, sizeof sig);
    CHECK(crypto_sign_detached(sig, &len, msg, 40, sk) == -1 && len == 0);
    CHECK(all_zero(sig, 64));
    memset(sig, 0xa5, sizeof sig);
    len = 99;
    CHECK(sign_ph(sig, &len, msg, 40, sk) == -1 && len == 0);
    CHECK(all_zero(sig, 64));
    memset(sm, 0xa5, 64);
    len = 99;
    CHECK(crypto_sign(sm, &len, msg, 40, sk) == -1 && len == 0);
    CHECK(all_zero(sm, 64));
}

static void refusals(void)
{
    unsigned char seed[32], pk[32], sk[64], other_pk[32], other_sk[64];

    memset(msg, 0x3c, 40);
    memset(seed, 7, 32);
    CHECK(crypto_sign_seed_keypair(pk, sk, seed) == 0);
    seed[0] ^= 1;
    CHECK(crypto_sign_seed_keypair(other_pk, other_sk, seed) == 0);
    memcpy(sk + 32, other_pk, 32);
    check_refused(sk);
    memcpy(sk + 32, pk, 32);
    sk[32 + 31] ^= 0x40;
    check_refused(sk);
    sk[32 + 31] ^= 0x40;
    hedged_noise_fails = 1;
    check_refused(sk);
    hedged_noise_fails = 0;
    CHECK(crypto_sign_detached(out, NULL, msg, 40, sk) == 0);
}

static void x25519(void)
{
    static const unsigned char nine[32] = { 9 };
    unsigned char n[32], q1[32], q2[32], pk[32], sk[32], u[32], k[32], c[64], m[64] = { 0 };
    check_prng p;

    check_prng_init(&p, 0x783235353139ULL);
    for (int i = 0; i < 4; i++) {
        check_prng_fill(&p, n, 32);
        CHECK(crypto_scalarmult_base(q1, n) == 0);
        CHECK(crypto_scalarmult(q2, n, nine) == 0);
        CHECK_MEM(q1, q2, 32);
    }
    CHECK(crypto_box_keypair(pk, sk) == 0);
    CHECK(crypto_scalarmult_base(q1, sk) == 0);
    CHECK_MEM(q1, pk, 32);
    /* small order: u = 0 and u = 1 */
    for (int i = 0; i < 2; i++) {
        memset(u, 0, 32);
        u[0] = (unsigned char)i;
        memset(q1, 0xa5, 32);
        CHECK(crypto_scalarmult(q1, n, u) == -1);
        CHECK(all_zero(q1, 32));
        memset(k, 0xa5, 32);
        CHECK(crypto_box_beforenm(k, u, n) == -1);
        CHECK(all_zero(k, 32));
        CHECK(crypto_box(c, m, sizeof m, nine, u, n) == -1);
    }
}

/* A forged box (tag bit flipped) opens to nothing of the plaintext. */
static void forged_opens(void)
{
    static const unsigned char nonce[24] = { 1, 2, 3 };
    unsigned char k[32], pk[32], sk[32], c[16 + 100], t[16], m[32 + 100], o[32 + 100];
    size_t n = 100;

    memset(k, 0x42, sizeof k);
    for (size_t i = 0; i < n; i++)
        msg[i] = (unsigned char)(i + 1);
    CHECK(crypto_secretbox_easy(c, msg, n, nonce, k) == 0);
    c[3] ^= 1;
    memset(o, 0x5a, n);
    CHECK(crypto_secretbox_open_easy(o, c, n + 16, nonce, k) == -1);
    CHECK(memcmp(o, msg, n) != 0);
    CHECK(crypto_secretbox_detached(c + 16, t, msg, n, nonce, k) == 0);
    t[15] ^= 0x80;
    memset(o, 0x5a, n);
    CHECK(crypto_secretbox_open_detached(o, c + 16, t, n, nonce, k) == -1);
    CHECK(memcmp(o, msg, n) != 0);
    CHECK(crypto_box_keypair(pk, sk) == 0);
    CHECK(crypto_box_easy(c, msg, n, nonce, pk, sk) == 0);
    c[0] ^= 4;
    memset(o, 0x5a, n);
    CHECK(crypto_box_open_easy(o, c, n + 16, nonce, pk, sk) == -1);
    CHECK(memcmp(o, msg, n) != 0);
    /* NaCl's zero-padded form: the open zeroes m */
    memset(m, 0, 32);
    memcpy(m + 32, msg, n);
    CHECK(crypto_secretbox(o, m, n + 32, nonce, k) == 0);
    o[16] ^= 1;
    memset(m, 0x5a, sizeof m);
    CHECK(crypto_secretbox_open(m, o, n + 32, nonce, k) == -1);
    CHECK(all_zero(m, n + 32));
}

int main(void)
{
    static const unsigned char seed[32] = "halite test_hardened seed 2026.";

    check_begin("test_hardened");
    halite_rng_insecure_seed_for_testing(seed);
    known_answers();
    random_z();
    refusals();
    x25519();
    forged_opens();
    return check_end();
}
