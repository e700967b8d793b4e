/* SPDX-License-Identifier: ISC */
/*
 * The generator against an independent model built from libsodium's
 * crypto_hash_sha512 and crypto_stream_salsa20, following the construction
 * documented in src/rng/rng.c and docs/rng.md:
 *   absorb(in):  key = SHA-512(key || 0^96 || in)[0..32)
 *   request(n):  S = Salsa20(key, nonce 0)[0..32+n); key = S[0..32);
 *                output S[32..32+n)   (requests of at most 4096 bytes)
 *   image:       seed = SHA-512(image); absorb(seed);
 *                fingerprint = SHA-512(seed)[0..16)
 * Prints the known answers that tests/test_rng.c transcribes for the M3.
 */
#include <stdio.h>
#include <string.h>
#include <sodium.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "halite_rng.h"
#include "check.h"

/* The model's whole state: the key. */
static unsigned char model_key[32];

/* model_key = SHA-512(model_key || 0^96 || in)[0..32). */
static void model_absorb(const unsigned char *in, size_t len)
{
    static unsigned char buf[128 + 4096];
    unsigned char digest[64];

    memset(buf, 0, 128);
    memcpy(buf, model_key, 32);
    memcpy(buf + 128, in, len);
    crypto_hash_sha512(digest, buf, 128 + len);
    memcpy(model_key, digest, 32);
}

/* One model request of n <= 4096 bytes. */
static void model_request(unsigned char *out, size_t n)
{
    static unsigned char stream[32 + 4096];
    static const unsigned char zero_nonce[8];

    crypto_stream_salsa20(stream, 32 + n, zero_nonce, model_key);
    memcpy(model_key, stream, 32);
    memcpy(out, stream + 32, n);
}

/* Prints label and n bytes in hex, for transcription. */
static void print_hex(const char *label, const unsigned char *x, size_t n)
{
    char hex[2 * 64 + 1];
    check_hex(hex, x, n);
    printf("%s %s\n", label, hex);
}

int main(void)
{
    static unsigned char got[10000], want[10000], image[2032];
    unsigned char seed[32], fp[HALITE_RNG_FINGERPRINT_BYTES], want_fp[64], digest[64];
    check_prng prng;

    check_begin("host_rng_kat");
    CHECK(sodium_init() >= 0);

    /* the fixed seed 00 01 .. 1f, the transcribed sequence */
    for (int i = 0; i < 32; i++)
        seed[i] = (unsigned char)i;
    halite_rng_insecure_seed_for_testing(seed);
    memset(model_key, 0, 32);
    model_absorb(seed, 32);

    CHECK(halite_randombytes_checked(got, 32) == 0);
    model_request(want, 32);
    CHECK_MEM(got, want, 32);
    print_hex("kat request 32:", want, 32);

    CHECK(halite_randombytes_checked(got, 5) == 0);
    model_request(want, 5);
    CHECK_MEM(got, want, 5);
    print_hex("kat request 5:", want, 5);

    /* 5000 bytes through halite_randombytes: two requests, 4096 + 904 */
    halite_randombytes(got, 5000);
    model_request(want, 4096);
    model_request(want + 4096, 904);
    CHECK_MEM(got, want, 5000);
    print_hex("kat request 5000, last 16:", want + 5000 - 16, 16);

    halite_rng_add_entropy((const unsigned char *)"halite", 6);
    model_absorb((const unsigned char *)"halite", 6);
    CHECK(halite_randombytes_checked(got, 32) == 0);
    model_request(want, 32);
    CHECK_MEM(got, want, 32);
    print_hex("kat after add_entropy(\"halite\"), 32:", want, 32);

    /* seeding from an image: conditioned seed, absorbed, and fingerprint */
    check_prng_init(&prng, 2032);
    check_prng_fill(&prng, image, sizeof image);
    memset(fp, 0, sizeof fp);
    CHECK(halite_rng_seed_from_image(image, sizeof image, fp) == HALITE_RNG_OK);
    crypto_hash_sha512(digest, image, sizeof image);
    model_absorb(digest, 64);
    crypto_hash_sha512(want_fp, digest, 64);
    CHECK_MEM(fp, want_fp, HALITE_RNG_FINGERPRINT_BYTES);
    print_hex("kat image fingerprint:", want_fp, HALITE_RNG_FINGERPRINT_BYTES);
    CHECK(halite_randombytes_checked(got, 32) == 0);
    model_request(want, 32);
    CHECK_MEM(got, want, 32);
    print_hex("kat after image, 32:", want, 32);

    /* many seeds and request sizes, including the 32-byte and 4096-byte edges */
    check_prng_init(&prng, 6);
    for (int round = 0; round < 300; round++) {
        static const size_t sizes[] = { 0, 1, 31, 32, 33, 63, 64, 65, 4095, 4096, 4097 };
        size_t n = round < 11 ? sizes[round] : check_prng_u32(&prng) % 9000;
        int ok = 1;

        check_prng_fill(&prng, seed, sizeof seed);
        halite_rng_insecure_seed_for_testing(seed);
        memset(model_key, 0, 32);
        model_absorb(seed, 32);
        halite_randombytes(got, n);
        for (size_t done = 0; done < n; done += 4096)
            model_request(want + done, n - done < 4096 ? n - done : 4096);
        ok &= memcmp(got, want, n) == 0;
        CHECK(ok);
    }
    return check_end();
}
