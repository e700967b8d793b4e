/* SPDX-License-Identifier: ISC */
/*
 * Known answers for the hardened build's hedged Ed25519 (docs/hardened.md):
 * the signatures that draft-irtf-cfrg-det-sigs-with-noise-05 gives for a
 * fixed Z. They are not RFC 8032 signatures, so no published vector has
 * them: tests/host_hardened.c recomputes every one from libsodium's
 * SHA-512 and scalar and point functions on each run, and tests/
 * test_hardened.c checks the library against them on every core. Vector
 * i's seed, Z and message come from check_prng seeded with
 * HEDGED_PRNG_SEED + i (the same stream on every target); its message is
 * hedged_lengths[i] bytes, and for the Ed25519ph vectors (hedged_ph[i])
 * the signature is over the SHA-512 of that message.
 */
#ifndef HALITE_TESTS_HEDGED_VECTORS_H
#define HALITE_TESTS_HEDGED_VECTORS_H

#include <stddef.h>
#include <string.h>
#include "check.h"
#include "sign/ed25519_internal.h"

#define HEDGED_PRNG_SEED 0x6865646765640000ULL
#define HEDGED_VECTORS 13
#define HEDGED_MAX_LEN 1023

/* The lengths meet the block boundaries of both hashes: the nonce's first
 * block holds 96 message bytes after prefix', k's 64 after R || A. */
static const unsigned short hedged_lengths[HEDGED_VECTORS] = {
    0, 1, 63, 64, 65, 95, 96, 97, 200, 1023, 0, 3, 300
};
static const unsigned char hedged_ph[HEDGED_VECTORS] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1
};

/* seed, z and m (hedged_lengths[i] bytes) of vector i. */
static inline void hedged_inputs(int i, unsigned char seed[32], unsigned char z[32],
                                 unsigned char *m)
{
    check_prng p;

    check_prng_init(&p, HEDGED_PRNG_SEED + (unsigned)i);
    check_prng_fill(&p, seed, 32);
    check_prng_fill(&p, z, 32);
    check_prng_fill(&p, m, hedged_lengths[i]);
}

/* The hedging hook (src/sign/ed25519_internal.h), replaced for the test
 * program that includes this header: Z is hedged_fixed_z when that is not
 * NULL, the library's randombytes otherwise, and none at all (-1) while
 * hedged_noise_fails is set. */
static const unsigned char *hedged_fixed_z;
static int hedged_noise_fails;
int halite_ed25519_hedge_noise(unsigned char z[32])
{
    if (hedged_noise_fails) {
        memset(z, 0, 32);
        return -1;
    }
    if (hedged_fixed_z != NULL) {
        memcpy(z, hedged_fixed_z, 32);
        return 0;
    }
    return halite_randombytes_checked(z, 32);
}

static const char *const hedged_signatures[HEDGED_VECTORS] = {
    "9a098564f30e788f74a96863bf2a6741d680593df2c4c573fdba54e04cccb75f"
    "296609be0cb97c5e49daaec025daafe3109d2f0edddd190760a838242aef0507",
    "d2a21ffcc7a656107d898840354dc47eef589134bd688d9ddf42f4789f30305f"
    "4858e1e83c9594c1e36432e5908716f2a5bae9e26ea2fd654f208256505b4201",
    "5b67b9622dccdec185047a845bd78f5b7e114dd73d9ebaed8804f0936e411b15"
    "823a714f76668d2614a8e719cb575551984941ecbf4e1de45744a653b39f9405",
    "2abe064470ed3bde4ac5d0da204f2fedfef003dd2f0abaef42a0322d887c944a"
    "bef2a284106b7c2c2eb23c38fbdcc9f70350320f3010ec657e5e76324dea4e01",
    "13205782440b223c9b64924da81a0d2b7a747aa739daf7c52516c1a468908e7d"
    "daa4bb907e1fe8996eac4d8c4b33a6f150cab842ff60306d556c0726b071df0b",
    "8e8f7840bea10848cdf890da1a947b68797c2267e6d21233230fb2168ca3e3ac"
    "26311a756bdee82a8549a7750a0bc8cfb3c3f66efa9fab45606c5f06bbf4a40e",
    "9552a6a51e2a9d48977d0741cc71d0da70e185ffd7a1421642c45ae9e18b986d"
    "78f1e983b8158c8e9a4ccb7321fc5707f0a7fbb95c6a37ece71683d4c0033f01",
    "c181302bf98808e09659427db107f4aaaef5c10a580be6950622185c5828f806"
    "9227d35fd816d655ede15bc2866e6000ed244e5e68516807f33a1e93e32d7608",
    "e690d9adc872c099c300092404a4b17c1df0407d7c1557e4743b4ca1a82a8bb6"
    "66529da5c053b2e2bba00b22bb64667aefb190b1faae70b707ced789c3044602",
    "8c5b2989047d22df4cc122e0a95534b110c3048f08c10b9258a04750b8391f5e"
    "7c78ced60008fc0a85ab00b46058816a7680563575a7aba023624fa3256a9707",
    "c29ed44dba5e170ecfe0513a37a3ff172ef2b3637f6c7dfc3afad5d9545d7013"
    "d6bff5b862897fc49af6c88afcc43a08d21e0d6e62af4050e878220ac116d001",
    "470be1d020c4750e19e42b95048f190cd255c552a6a4a7dedc897214065e79af"
    "7fa2624418ea9eb851bb71413115b0ecb07bc6b73b2abe445494f51406b98903",
    "b1cc3f3925a974e180d6edc68c79e41b3784dfd2459047eda8b1d238fccbba6d"
    "0d3cb422ad7ec40e43383af6fa84a34760d41151abd7ac552b9e48e9a3ed9805"
};

#endif /* HALITE_TESTS_HEDGED_VECTORS_H */
