/*
 * crypto_auth_hmacsha512256: HMAC-SHA-512 (RFC 2104) with a 32-byte key,
 * truncated to its first 32 bytes.
 */
#include "hash/sha512.h"

int halite_crypto_auth_hmacsha512256(unsigned char *a, const unsigned char *m,
                                     unsigned long long mlen, const unsigned char *k)
{
    uint64_t st[8];
    unsigned char pad[128], inner[64];

    /* inner = SHA-512((k || 0^96) ^ 0x36.. || m); word-wise, as it is
     * on the path of every call */
    for (int i = 0; i < 32; i += 4)
        halite_store32_le(pad + i, halite_load32_le(k + i) ^ 0x36363636);
    for (int i = 32; i < 128; i += 4)
        halite_store32_le(pad + i, 0x36363636);
    halite_sha512_init(st);
    halite_sha512_blocks(st, pad, 1);
    halite_sha512_finish(st, m, mlen, 128, inner);

    /* a = first half of SHA-512((k || 0^96) ^ 0x5c.. || inner) */
    for (int i = 0; i < 128; i += 4)
        halite_store32_le(pad + i, halite_load32_le(pad + i) ^ 0x6a6a6a6a); /* 0x36 ^ 0x5c */
    halite_sha512_init(st);
    halite_sha512_blocks(st, pad, 1);
    halite_sha512_finish(st, inner, 64, 128, inner); /* in place */
    for (int i = 0; i < 32; i++)
        a[i] = inner[i];

    /* bytes 32.. of the pad block are the public 0x5c constant */
    halite_wipe(pad, 32);
    halite_wipe(inner, sizeof inner);
    return 0;
}

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
    return r;
}
