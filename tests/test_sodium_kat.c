/* SPDX-License-Identifier: ISC */
/*
 * The libsodium API against published answers and algebraic identities, on
 * the host and on every Cortex-M build (host_sodium_api.c compares it with
 * libsodium itself on the host):
 *  - Ed25519ph: RFC 8032 §7.3 "TEST abc" (key pair from the seed, the
 *    signature, its verification), with the message in every chunking;
 *  - HMAC-SHA-512-256 incremental: RFC 4231 test cases 1, 2, 6 and 7 (keys
 *    of 20, 4 and 131 bytes: the last hashed first), truncated to 32 bytes,
 *    the data split at every point;
 *  - SHA-512 incremental: FIPS 180-4's "abc" and two-block messages split
 *    at every point and fed byte by byte;
 *  - easy and detached boxes and detached signatures against the NaCl
 *    functions that test_kat.c checks against NaCl's answers (same bytes in
 *    the other layout), in place too;
 *  - key conversion: X25519's base multiple of sk_to_curve25519(sk) is
 *    pk_to_curve25519(pk), for several key pairs.
 */
#include <string.h>
#include "halite.h"
#include "halite_rng.h"
#include "check.h"

/* Parses 2n hex digits into out and records that they were well formed. */
static void unhex(unsigned char *out, const char *hex, size_t n)
{
    CHECK(strlen(hex) == 2 * n && check_unhex(out, hex, n) == 0);
}

/* RFC 8032 §7.3, TEST abc. */
static void test_ed25519ph(void)
{
    unsigned char seed[32], pk[32], want_pk[32], sk[64], want[64], sig[64];
    unsigned long long siglen = 0;
    crypto_sign_state st;
    int ok = 1;

    unhex(seed, "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42", 32);
    unhex(want_pk, "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf", 32);
    unhex(want, "98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae41"
                "31f85042463c2a355a2003d062adf5aaa10b8c61e636062aaad11c2a26083406", 64);
    CHECK(crypto_sign_seed_keypair(pk, sk, seed) == 0);
    CHECK_MEM(pk, want_pk, 32);
    for (int split = 0; split <= 3; split++) {
        CHECK(crypto_sign_init(&st) == 0);
        ok &= crypto_sign_update(&st, (const unsigned char *)"abc", (unsigned)split) == 0;
        ok &= crypto_sign_update(&st, (const unsigned char *)"abc" + split, 3 - (unsigned)split) == 0;
        ok &= crypto_sign_final_create(&st, sig, &siglen, sk) == 0 && siglen == 64;
        ok &= memcmp(sig, want, 64) == 0;
        ok &= crypto_sign_init(&st) == 0;
        ok &= crypto_sign_update(&st, (const unsigned char *)"abc", 3) == 0;
        ok &= crypto_sign_final_verify(&st, want, pk) == 0;
    }
    CHECK(ok);
}

/* RFC 4231 test cases 1, 2, 6, 7: HMAC-SHA-512, of which crypto_auth gives
 * the first 32 bytes. */
static void test_hmac_rfc4231(void)
{
    static const char *const data[4] = {
        "Hi There",
        "what do ya want for nothing?",
        "Test Using Larger Than Block-Size Key - Hash Key First",
        ("This is a test using a larger than block-size key and a larger than block-size "
         "data. The key needs to be hashed before being used by the HMAC algorithm."),
    };
    static const char *const mac[4] = {
        "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde",
        "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554",
        "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f352",
        "e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944",
    };
    unsigned char key[131], want[32], got[32];
    crypto_auth_hmacsha512256_state st;

    for (int t = 0; t < 4; t++) {
        const unsigned char *m = (const unsigned char *)data[t];
        size_t len = strlen(data[t]), klen;
        int ok = 1;

        if (t == 0) {
            klen = 20;
            memset(key, 0x0b, klen);
        } else if (t == 1) {
            klen = 4;
            memcpy(key, "Jefe", klen);
        } else {
            klen = 131;
            memset(key, 0xaa, klen);
        }
        unhex(want, mac[t], 32);
        for (size_t split = 0; split <= len; split++) {
            ok &= crypto_auth_hmacsha512256_init(&st, key, klen) == 0;
            ok &= crypto_auth_hmacsha512256_update(&st, m, split) == 0;
            ok &= crypto_auth_hmacsha512256_update(&st, m + split, len - split) == 0;
            ok &= crypto_auth_hmacsha512256_final(&st, got) == 0;
            ok &= memcmp(got, want, 32) == 0;
        }
        CHECK(ok);
    }
}

/* FIPS 180-4 SHA-512 examples: one block and two blocks. */
static void test_sha512_incremental(void)
{
    static const char *const msg[2] = {
        "abc",
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
        "klmnopqrlmnopqrsmnopqrstnopqrstu",
    };
    static const char *const digest[2] = {
        "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
        "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
        "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
        "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909",
    };
    unsigned char want[64], got[64];
    crypto_hash_sha512_state st;

    for (int t = 0; t < 2; t++) {
        const unsigned char *m = (const unsigned char *)msg[t];
        size_t len = strlen(msg[t]);
        int ok = 1;

        unhex(want, digest[t], 64);
        for (size_t split = 0; split <= len; split++) {
            ok &= crypto_hash_sha512_init(&st) == 0;
            ok &= crypto_hash_sha512_update(&st, m, split) == 0;
            ok &= crypto_hash_sha512_update(&st, m + split, len - split) == 0;
            ok &= crypto_hash_sha512_final(&st, got) == 0;
            ok &= memcmp(got, want, 64) == 0;
        }
        ok &= crypto_hash_sha512_init(&st) == 0;
        for (size_t i = 0; i < len; i++)
            ok &= crypto_hash_sha512_update(&st, m + i, 1) == 0;
        ok &= crypto_hash_sha512_final(&st, got) == 0;
        ok &= memcmp(got, want, 64) == 0;
        CHECK(ok);
    }
}

#define LEN 100

/* The easy and detached layouts hold the bytes of NaCl's zero-padded one:
 * NaCl c = 0^16 || tag || ciphertext. In place too. */
static void test_layouts(void)
{
    static unsigned char m[32 + LEN], nacl[32 + LEN], easy[16 + LEN], det[LEN], o[32 + LEN];
    unsigned char n[24], k[32], mac[16], pk[32], sk[32], pk2[32], sk2[32], seed[32];
    check_prng p;

    check_prng_init(&p, 0x6c61796f);
    check_prng_fill(&p, n, 24);
    check_prng_fill(&p, k, 32);
    memset(m, 0, 32);
    check_prng_fill(&p, m + 32, LEN);
    CHECK(crypto_secretbox(nacl, m, 32 + LEN, n, k) == 0);
    CHECK(crypto_secretbox_easy(easy, m + 32, LEN, n, k) == 0);
    CHECK_MEM(easy, nacl + 16, 16 + LEN);
    CHECK(crypto_secretbox_detached(det, mac, m + 32, LEN, n, k) == 0);
    CHECK_MEM(mac, nacl + 16, 16);
    CHECK_MEM(det, nacl + 32, LEN);
    memcpy(o, m + 32, LEN); /* easy in place: m at c + 16, the usual layout */
    memmove(o + 16, o, LEN);
    CHECK(crypto_secretbox_easy(o, o + 16, LEN, n, k) == 0);
    CHECK_MEM(o, nacl + 16, 16 + LEN);
    CHECK(crypto_secretbox_open_easy(o, o, 16 + LEN, n, k) == 0);
    CHECK_MEM(o, m + 32, LEN);
    CHECK(crypto_secretbox_open_detached(det, det, mac, LEN, n, k) == 0);
    CHECK_MEM(det, m + 32, LEN);

    /* box: the same under beforenm's key; seed key pairs */
    check_prng_fill(&p, seed, 32);
    CHECK(crypto_box_seed_keypair(pk, sk, seed) == 0);
    CHECK(crypto_scalarmult_base(pk2, sk) == 0);
    CHECK_MEM(pk, pk2, 32);
    CHECK(crypto_hash_sha512(o, seed, 32) == 0);
    CHECK_MEM(sk, o, 32);
    check_prng_fill(&p, seed, 32);
    CHECK(crypto_box_seed_keypair(pk2, sk2, seed) == 0);
    CHECK(crypto_box(nacl, m, 32 + LEN, n, pk2, sk) == 0);
    CHECK(crypto_box_easy(easy, m + 32, LEN, n, pk2, sk) == 0);
    CHECK_MEM(easy, nacl + 16, 16 + LEN);
    CHECK(crypto_box_open_easy(o, easy, 16 + LEN, n, pk, sk2) == 0);
    CHECK_MEM(o, m + 32, LEN);
    CHECK(crypto_box_detached(det, mac, m + 32, LEN, n, pk2, sk) == 0);
    CHECK_MEM(mac, nacl + 16, 16);
    CHECK_MEM(det, nacl + 32, LEN);
    CHECK(crypto_box_open_detached(o, det, mac, LEN, n, pk, sk2) == 0);
    CHECK_MEM(o, m + 32, LEN);
    CHECK(crypto_box_beforenm(k, pk2, sk) == 0);
    CHECK(crypto_box_easy_afternm(easy, m + 32, LEN, n, k) == 0);
    CHECK_MEM(easy, nacl + 16, 16 + LEN);
    CHECK(crypto_box_open_easy_afternm(o, easy, 16 + LEN, n, k) == 0);
    CHECK_MEM(o, m + 32, LEN);
    CHECK(crypto_box_detached_afternm(det, mac, m + 32, LEN, n, k) == 0);
    CHECK_MEM(det, nacl + 32, LEN);
    CHECK(crypto_box_open_detached_afternm(o, det, mac, LEN, n, k) == 0);
    CHECK_MEM(o, m + 32, LEN);
}

/* Detached signatures are the first 64 bytes of NaCl's signed messages;
 * seed key pairs are keypair's; the conversions agree with X25519. */
static void test_sign_keys(void)
{
    unsigned char seed[32], pk[32], sk[64], sm[64 + LEN], sig[64], x[32], u[32], v[32];
    unsigned long long smlen = 0, siglen = 0;
    check_prng p;

    check_prng_init(&p, 0x7369676e);
    for (int i = 0; i < 8; i++) {
        check_prng_fill(&p, seed, 32);
        check_prng_fill(&p, sm + 64, LEN);
        CHECK(crypto_sign_seed_keypair(pk, sk, seed) == 0);
        CHECK_MEM(sk, seed, 32);
        CHECK_MEM(sk + 32, pk, 32);
        CHECK(crypto_sign_ed25519_sk_to_seed(x, sk) == 0);
        CHECK_MEM(x, seed, 32);
        CHECK(crypto_sign_ed25519_sk_to_pk(x, sk) == 0);
        CHECK_MEM(x, pk, 32);
        CHECK(crypto_sign_detached(sig, &siglen, sm + 64, (unsigned)i * 13, sk) == 0);
        CHECK(siglen == 64);
        CHECK(crypto_sign(sm, &smlen, sm + 64, (unsigned)i * 13, sk) == 0);
        CHECK_MEM(sig, sm, 64);
        CHECK(crypto_sign_verify_detached(sig, sm + 64, (unsigned)i * 13, pk) == 0);

        CHECK(crypto_sign_ed25519_sk_to_curve25519(x, sk) == 0);
        CHECK(crypto_scalarmult_base(u, x) == 0);
        CHECK(crypto_sign_ed25519_pk_to_curve25519(v, pk) == 0);
        CHECK_MEM(u, v, 32);
    }
}

int main(void)
{
    static const unsigned char rng_seed[32] = "halite test_sodium_kat seed....";

    check_begin("test_sodium_kat");
    halite_rng_insecure_seed_for_testing(rng_seed);
    test_ed25519ph();
    test_hmac_rfc4231();
    test_sha512_incremental();
    test_layouts();
    test_sign_keys();
    return check_end();
}
