/* SPDX-License-Identifier: ISC */
/*
 * halite and libsodium in one statically linked program (both archives,
 * tests/run.d/25-namespace.sh): sodium.h with halite.h's own names only
 * (HALITE_NO_NACL_NAMES), the same inputs through both libraries, the same
 * outputs required. Prints one line per function and, last, "beside
 * libsodium: N same, N different"; exits 0 only when all are the same.
 */
#include <stdio.h>
#include <string.h>
#include <sodium.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"

static int same_count, different_count;

/* Records whether the n bytes at a and b (halite's and libsodium's output
 * of what) are equal, and the two return values too. */
static void compare(const char *what, int ra, int rb, const unsigned char *a,
                    const unsigned char *b, size_t n)
{
    int ok = ra == rb && memcmp(a, b, n) == 0;
    printf("  %-36s %s\n", what, ok ? "same" : "DIFFERENT");
    if (ok)
        same_count++;
    else
        different_count++;
}

int main(void)
{
    unsigned char seed[32], n[24], k[32], m[100];
    unsigned char pk_a[32], sk_a[64], pk_b[32], sk_b[64];
    unsigned char a[164], b[164];
    int ra, rb;

    if (sodium_init() < 0) {
        printf("sodium_init failed\n");
        return 1;
    }
    for (size_t i = 0; i < sizeof seed; i++)
        seed[i] = (unsigned char)(3 * i + 1);
    for (size_t i = 0; i < sizeof n; i++)
        n[i] = (unsigned char)(5 * i + 2);
    for (size_t i = 0; i < sizeof k; i++)
        k[i] = (unsigned char)(7 * i + 3);
    for (size_t i = 0; i < sizeof m; i++)
        m[i] = (unsigned char)(11 * i + 4);

    ra = halite_crypto_sign_ed25519_seed_keypair(pk_a, sk_a, seed);
    rb = crypto_sign_seed_keypair(pk_b, sk_b, seed);
    compare("crypto_sign_seed_keypair", ra, rb, sk_a, sk_b, 64);
    ra = halite_crypto_sign_ed25519_detached(a, NULL, m, sizeof m, sk_a);
    rb = crypto_sign_detached(b, NULL, m, sizeof m, sk_b);
    compare("crypto_sign_detached", ra, rb, a, b, 64);
    ra = halite_crypto_sign_ed25519_verify_detached(b, m, sizeof m, pk_a);
    rb = crypto_sign_verify_detached(a, m, sizeof m, pk_b);
    compare("crypto_sign_verify_detached", ra, rb, a, b, 0);
    ra = halite_crypto_sign_ed25519_pk_to_curve25519(a, pk_a);
    rb = crypto_sign_ed25519_pk_to_curve25519(b, pk_b);
    compare("crypto_sign_ed25519_pk_to_curve25519", ra, rb, a, b, 32);
    ra = halite_crypto_scalarmult_curve25519(a, seed, b);
    rb = crypto_scalarmult_curve25519(b + 32, seed, b);
    compare("crypto_scalarmult_curve25519", ra, rb, a, b + 32, 32);
    ra = halite_crypto_box_curve25519xsalsa20poly1305_seed_keypair(pk_a, sk_a, seed);
    rb = crypto_box_seed_keypair(pk_b, sk_b, seed);
    compare("crypto_box_seed_keypair", ra, rb, pk_a, pk_b, 32);
    ra = halite_crypto_box_easy(a, m, sizeof m, n, pk_a, sk_a);
    rb = crypto_box_easy(b, m, sizeof m, n, pk_b, sk_b);
    compare("crypto_box_easy", ra, rb, a, b, sizeof m + 16);
    ra = halite_crypto_secretbox_easy(a, m, sizeof m, n, k);
    rb = crypto_secretbox_easy(b, m, sizeof m, n, k);
    compare("crypto_secretbox_easy", ra, rb, a, b, sizeof m + 16);
    ra = halite_crypto_stream_salsa20_xor(a, m, sizeof m, n, k);
    rb = crypto_stream_salsa20_xor(b, m, sizeof m, n, k);
    compare("crypto_stream_salsa20_xor", ra, rb, a, b, sizeof m);
    ra = halite_crypto_hash_sha512(a, m, sizeof m);
    rb = crypto_hash_sha512(b, m, sizeof m);
    compare("crypto_hash_sha512", ra, rb, a, b, 64);
    ra = halite_crypto_auth_hmacsha512256(a, m, sizeof m, k);
    rb = crypto_auth_hmacsha512256(b, m, sizeof m, k);
    compare("crypto_auth_hmacsha512256", ra, rb, a, b, 32);
    ra = halite_crypto_onetimeauth_poly1305(a, m, sizeof m, k);
    rb = crypto_onetimeauth_poly1305(b, m, sizeof m, k);
    compare("crypto_onetimeauth_poly1305", ra, rb, a, b, 16);
    printf("beside libsodium: %d same, %d different\n", same_count, different_count);
    return different_count != 0;
}
