/* SPDX-License-Identifier: ISC */
/*
 * The hardened build's signing against libsodium (host-hardened only,
 * docs/hardened.md):
 *  - ref_sign, below, makes the hedged signature of
 *    draft-irtf-cfrg-det-sigs-with-noise-05 (Ed25519 and Ed25519ph) from
 *    libsodium's SHA-512, scalar reduction, product and sum mod L and
 *    base-point multiplication, none of halite's code: it reproduces every
 *    known answer of tests/hedged_vectors.h, and halite's signatures with
 *    the same Z (the hook fixes it) equal its own for 400 random keys, Z
 *    and messages of 0 to 600 bytes, a third of them Ed25519ph;
 *  - with Z from randombytes, 200 signatures of each kind verify under
 *    libsodium, and each message signed twice gets two different
 *    signatures;
 *  - sk with a wrong public half (another key's, or one bit off) is
 *    refused: -1, the signature all zero, *siglen and *smlen 0; so is
 *    signing without randomness.
 * With "--print" it prints ref_sign's answers for tests/hedged_vectors.h.
 */
#include <stdio.h>
#include <string.h>
#include <sodium.h>
#include "internal.h"
#include "check.h"
#include "hedged_vectors.h"

/* dom2(1, empty context) of RFC 8032, before each Ed25519ph hash. */
static const unsigned char dom2_ph[34] = "SigEd25519 no Ed25519 collisions\x01";

/* s = SHA-512(prefix || a || b || m) mod L by libsodium (prefix: dom2_ph
 * when ph, else nothing; b: 32 bytes or NULL). */
static void ref_hash_mod_l(unsigned char s[32], int ph, const unsigned char a[32],
                           const unsigned char *b, const unsigned char *m, size_t mlen)
{
    crypto_hash_sha512_state st;
    unsigned char h[64];

    crypto_hash_sha512_init(&st);
    if (ph)
        crypto_hash_sha512_update(&st, dom2_ph, sizeof dom2_ph);
    crypto_hash_sha512_update(&st, a, 32);
    if (b)
        crypto_hash_sha512_update(&st, b, 32);
    crypto_hash_sha512_update(&st, m, mlen);
    crypto_hash_sha512_final(&st, h);
    crypto_core_ed25519_scalar_reduce(s, h);
}

/* sig = the hedged signature of m (of SHA-512(m) when ph) under seed, with
 * the noise z, by libsodium's primitives only. */
static void ref_sign(unsigned char sig[64], const unsigned char seed[32],
                     const unsigned char z[32], const unsigned char *m, size_t mlen, int ph)
{
    unsigned char h[64], pk[32], sk[64], a[64] = { 0 }, t[64], r[32], k[32], ka[32];
    unsigned char digest[64];

    crypto_sign_seed_keypair(pk, sk, seed);
    crypto_hash_sha512(h, seed, 32);
    memcpy(a, h, 32);
    a[0] &= 248;
    a[31] &= 127;
    a[31] |= 64;
    crypto_core_ed25519_scalar_reduce(a, a);       /* a mod L */
    if (ph) {
        crypto_hash_sha512(digest, m, mlen);
        m = digest;
        mlen = 64;
    }
    /* prefix' = SHA-512(prefix || Z)[0..32), r = SHA-512(dom2 || prefix' || m) */
    memcpy(t, h + 32, 32);
    memcpy(t + 32, z, 32);
    crypto_hash_sha512(t, t, 64);
    ref_hash_mod_l(r, ph, t, NULL, m, mlen);
    CHECK(crypto_scalarmult_ed25519_base_noclamp(sig, r) == 0);
    ref_hash_mod_l(k, ph, sig, pk, m, mlen);
    crypto_core_ed25519_scalar_mul(ka, k, a);
    crypto_core_ed25519_scalar_add(sig + 32, ka, r);
}

/* sig = halite's signature (-1 refused, else 0). */
static int halite_sign(unsigned char sig[64], const unsigned char *m, size_t mlen,
                       const unsigned char sk[64], int ph)
{
    unsigned long long siglen = 99;
    int r;

    if (ph) {
        halite_crypto_sign_ed25519ph_state st;
        halite_crypto_sign_ed25519ph_init(&st);
        halite_crypto_sign_ed25519ph_update(&st, m, mlen);
        r = halite_crypto_sign_ed25519ph_final_create(&st, sig, &siglen, sk);
    } else {
        r = halite_crypto_sign_ed25519_detached(sig, &siglen, m, mlen, sk);
    }
    CHECK(siglen == (r == 0 ? 64u : 0u));
    return r;
}

static unsigned char msg[HEDGED_MAX_LEN > 600 ? HEDGED_MAX_LEN : 600];

/* The known answers: libsodium's reference gives each, and so does halite
 * with the vector's Z. */
static void known_answers(int print)
{
    for (int i = 0; i < HEDGED_VECTORS; i++) {
        unsigned char seed[32], z[32], pk[32], sk[64], want[64], ref[64], got[64];

        hedged_inputs(i, seed, z, msg);
        ref_sign(ref, seed, z, msg, hedged_lengths[i], hedged_ph[i]);
        if (print) {
            char hex[129];
            check_hex(hex, ref, 64);
            printf("    \"%.64s\"\n    \"%s\",\n", hex, hex + 64);
            continue;
        }
        CHECK(check_unhex(want, hedged_signatures[i], 64) == 0);
        CHECK_MEM(ref, want, 64);
        halite_crypto_sign_ed25519_seed_keypair(pk, sk, seed);
        hedged_fixed_z = z;
        CHECK(halite_sign(got, msg, hedged_lengths[i], sk, hedged_ph[i]) == 0);
        hedged_fixed_z = NULL;
        CHECK_MEM(got, want, 64);
    }
}

/* halite and the reference agree for random keys, Z and messages. */
static void random_fixed_z(void)
{
    check_prng p;
    int bad = 0;

    check_prng_init(&p, 0x6865646765643031ULL);
    for (int i = 0; i < 400; i++) {
        unsigned char seed[32], z[32], pk[32], sk[64], ref[64], got[64];
        size_t len = check_prng_u32(&p) % 601;
        int ph = i % 3 == 2;

        check_prng_fill(&p, seed, 32);
        check_prng_fill(&p, z, 32);
        check_prng_fill(&p, msg, len);
        ref_sign(ref, seed, z, msg, len, ph);
        halite_crypto_sign_ed25519_seed_keypair(pk, sk, seed);
        hedged_fixed_z = z;
        bad += halite_sign(got, msg, len, sk, ph) != 0 || memcmp(got, ref, 64) != 0;
        hedged_fixed_z = NULL;
    }
    CHECK(bad == 0);
}

/* With random Z: libsodium accepts every signature, and no message gets
 * the same signature twice. */
static void random_z(void)
{
    check_prng p;
    int bad = 0, same = 0;

    check_prng_init(&p, 0x6865646765643032ULL);
    for (int i = 0; i < 200; i++) {
        unsigned char seed[32], pk[32], sk[64], s1[64], s2[64], sm[64 + 300];
        unsigned long long smlen = 0, mlen = 0;
        size_t len = check_prng_u32(&p) % 301;

        check_prng_fill(&p, seed, 32);
        check_prng_fill(&p, msg, len);
        halite_crypto_sign_ed25519_seed_keypair(pk, sk, seed);
        bad += halite_sign(s1, msg, len, sk, 0) != 0 || halite_sign(s2, msg, len, sk, 0) != 0;
        bad += crypto_sign_verify_detached(s1, msg, len, pk) != 0;
        bad += crypto_sign_verify_detached(s2, msg, len, pk) != 0;
        same += memcmp(s1, s2, 64) == 0;
        /* the combined form, opened by libsodium */
        bad += halite_crypto_sign_ed25519(sm, &smlen, msg, len, sk) != 0 || smlen != len + 64;
        bad += crypto_sign_open(msg, &mlen, sm, smlen, pk) != 0 || mlen != len;
        same += memcmp(sm, s1, 64) == 0 || memcmp(sm, s2, 64) == 0;
        /* Ed25519ph, verified by libsodium's multi-part verification */
        {
            crypto_sign_state st;
            bad += halite_sign(s1, msg, len, sk, 1) != 0 || halite_sign(s2, msg, len, sk, 1) != 0;
            crypto_sign_init(&st);
            crypto_sign_update(&st, msg, len);
            bad += crypto_sign_final_verify(&st, s1, pk) != 0;
            crypto_sign_init(&st);
            crypto_sign_update(&st, msg, len);
            bad += crypto_sign_final_verify(&st, s2, pk) != 0;
            same += memcmp(s1, s2, 64) == 0;
        }
    }
    CHECK(bad == 0);
    CHECK(same == 0);
}

/* Returns 1 when the n bytes at x are all zero. */
static int all_zero(const unsigned char *x, size_t n)
{
    unsigned char d = 0;

    for (size_t i = 0; i < n; i++)
        d |= x[i];
    return d == 0;
}

/* Every way to sign refuses sk: -1, signature zeroed, lengths 0. */
static void check_refused(const unsigned char sk[64])
{
    unsigned char sig[64], sm[64 + 40];
    unsigned long long smlen = 99;

    memset(sig, 0xa5, sizeof sig);
    CHECK(halite_sign(sig, msg, 40, sk, 0) == -1);
    CHECK(all_zero(sig, 64));
    memset(sig, 0xa5, sizeof sig);
    CHECK(halite_sign(sig, msg, 40, sk, 1) == -1);
    CHECK(all_zero(sig, 64));
    memset(sm, 0xa5, sizeof sm);
    CHECK(halite_crypto_sign_ed25519(sm, &smlen, msg, 40, sk) == -1);
    CHECK(smlen == 0);
    CHECK(all_zero(sm, 64));
}

/* A wrong public half, and no randomness, are refused. */
static void refusals(void)
{
    unsigned char seed[32], pk[32], sk[64], other_pk[32], other_sk[64];

    memset(msg, 0x3c, 40);
    memset(seed, 7, 32);
    halite_crypto_sign_ed25519_seed_keypair(pk, sk, seed);
    seed[0] ^= 1;
    halite_crypto_sign_ed25519_seed_keypair(other_pk, other_sk, seed);
    memcpy(sk + 32, other_pk, 32);          /* another key's public half */
    check_refused(sk);
    memcpy(sk + 32, pk, 32);
    sk[32 + 31] ^= 0x40;                    /* one bit off */
    check_refused(sk);
    sk[32 + 31] ^= 0x40;
    hedged_noise_fails = 1;                 /* the right key, no randomness */
    check_refused(sk);
    hedged_noise_fails = 0;
}

int main(int argc, char **argv)
{
    check_begin("host_hardened");
    if (sodium_init() < 0) {
        CHECK(!"sodium_init failed");
        return check_end();
    }
    if (argc > 1 && strcmp(argv[1], "--print") == 0) {
        known_answers(1);
        return 0;
    }
    known_answers(0);
    random_fixed_z();
    random_z();
    refusals();
    return check_end();
}
