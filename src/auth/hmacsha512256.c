/* SPDX-License-Identifier: ISC */
/*
 * crypto_auth_hmacsha512256: HMAC-SHA-512 (RFC 2104) with a 32-byte key,
 * truncated to its first 32 bytes. The one-shot MAC is in
 * hmacsha512256_oneshot.c (hmacsha512256_shafinish.c in the small build).
 */
#include "hash/sha512.h"

int halite_crypto_auth_hmacsha512256_verify(const unsigned char *a,
                                            const unsigned char *m,
                                            unsigned long long mlen,
                                            const unsigned char *k)
{
    unsigned char want[32];
    int r;

    halite_crypto_auth_hmacsha512256(want, m, mlen, k);
    r = halite_verify_n(a, want, 32);
    halite_wipe(want, sizeof want);
    return halite_confirm(r, NULL, 0);
}

/* ---- libsodium's incremental interface ---- */

int halite_crypto_auth_hmacsha512256_init(halite_crypto_auth_hmacsha512256_state *state,
                                          const unsigned char *key, size_t keylen)
{
    unsigned char pad[128], khash[64];

    /* a key longer than a block is replaced by its SHA-512 (RFC 2104) */
    if (keylen > 128) {
        halite_crypto_hash_sha512(khash, key, keylen);
        key = khash;
        keylen = 64;
    }
    /* keylen is public: the loop bound may depend on it */
    for (size_t i = 0; i < 128; i++)
        pad[i] = (unsigned char)((i < keylen ? key[i] : 0) ^ 0x36);
    halite_sha512_init(state->ictx.state);
    halite_sha512_blocks(state->ictx.state, pad, 1);
    state->ictx.count = 128;
    for (size_t i = 0; i < 128; i++)
        pad[i] ^= 0x36 ^ 0x5c;
    halite_sha512_init(state->octx);
    halite_sha512_blocks(state->octx, pad, 1);
    halite_wipe(pad, sizeof pad);
    halite_wipe(khash, sizeof khash);
    return 0;
}

int halite_crypto_auth_hmacsha512256_update(halite_crypto_auth_hmacsha512256_state *state,
                                            const unsigned char *in,
                                            unsigned long long inlen)
{
    return halite_crypto_hash_sha512_update(&state->ictx, in, inlen);
}

int halite_crypto_auth_hmacsha512256_final(halite_crypto_auth_hmacsha512256_state *state,
                                           unsigned char *out)
{
    unsigned char ihash[64], ohash[64];

    /* outer = SHA-512 onward from the key block: the inner hash, 64 bytes */
    halite_crypto_hash_sha512_final(&state->ictx, ihash);
    halite_sha512_finish(state->octx, ihash, 64, 128, ohash);
    memcpy(out, ohash, 32);
    halite_wipe(ihash, sizeof ihash);
    halite_wipe(ohash, sizeof ohash);
    halite_wipe(state, sizeof *state);
    return 0;
}

void halite_crypto_auth_hmacsha512256_keygen(unsigned char *k)
{
    halite_randombytes(k, 32);
}

size_t halite_crypto_auth_hmacsha512256_bytes(void)
{
    return halite_crypto_auth_hmacsha512256_BYTES;
}

size_t halite_crypto_auth_hmacsha512256_keybytes(void)
{
    return halite_crypto_auth_hmacsha512256_KEYBYTES;
}

size_t halite_crypto_auth_hmacsha512256_statebytes(void)
{
    return sizeof(halite_crypto_auth_hmacsha512256_state);
}

const char *halite_crypto_auth_hmacsha512256_primitive(void)
{
    return halite_crypto_auth_hmacsha512256_PRIMITIVE;
}
