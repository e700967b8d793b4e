/* SPDX-License-Identifier: ISC */
/*
 * crypto_auth_hmacsha512256, the one-shot MAC (hmacsha512256.c has the
 * rest): the outer hash as one two-block kernel call, its padding written
 * in place. The small build has hmacsha512256_shafinish.c instead.
 */
#include "hash/sha512.h"

int halite_crypto_auth_hmacsha512256(unsigned char *a, const unsigned char *m,
                                     unsigned long long mlen, const unsigned char *k)
{
    uint64_t st[8];
    /* key block (128 bytes) || inner hash (64) || padding of the outer
     * message (64): the outer hash is then one two-block kernel call */
    unsigned char buf[256];

    /* inner = SHA-512((k || 0^96) ^ 0x36.. || m), straight into buf + 128;
     * word-wise, as it is on the path of every call */
    for (int i = 0; i < 32; i += 4)
        halite_store32_le(buf + i, halite_load32_le(k + i) ^ 0x36363636);
    for (int i = 32; i < 128; i += 4)
        halite_store32_le(buf + i, 0x36363636);
    halite_sha512_init(st);
    halite_sha512_blocks(st, buf, 1);
    halite_sha512_finish(st, m, mlen, 128, buf + 128);

    /* a = first half of SHA-512((k || 0^96) ^ 0x5c.. || inner): the key
     * block, then inner, 0x80, zeros and the bit length 8 * 192 = 0x600 */
    for (int i = 0; i < 128; i += 4)
        halite_store32_le(buf + i, halite_load32_le(buf + i) ^ 0x6a6a6a6a); /* 0x36 ^ 0x5c */
    halite_store32_be(buf + 192, 0x80000000);
    for (int i = 196; i < 252; i += 4)
        halite_store32_le(buf + i, 0);
    halite_store32_be(buf + 252, 8 * 192);
    halite_sha512_init(st);
    halite_sha512_blocks(st, buf, 2);
    for (int i = 0; i < 4; i++)
        halite_store64_be(a + 8 * i, st[i]);

    /* buf + 32 .. 127 is the public 0x5c constant, buf + 192 .. the padding */
    halite_wipe(buf, 32);
    halite_wipe(buf + 128, 64);
    halite_wipe(st, sizeof st);
    return 0;
}
