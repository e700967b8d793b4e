/* SPDX-License-Identifier: ISC */
/*
 * crypto_auth_hmacsha512256, the one-shot MAC of the small build
 * (src/small.txt; hmacsha512256.c has the rest): the inner and the outer
 * hash are one loop ending in the shared SHA-512 padding
 * (halite_sha512_finish), 30 bytes less than padding the outer hash in
 * place as hmacsha512256_oneshot.c does, for about 2,300 modelled cycles
 * (byte loops, the inner hash copied into finish's block).
 */
#include "hash/sha512.h"

int halite_crypto_auth_hmacsha512256(unsigned char *a, const unsigned char *m,
                                     unsigned long long mlen, const unsigned char *k)
{
    uint64_t st[8];
    unsigned char buf[192]; /* key block (128 bytes) || a hash (64) */
    unsigned pad = 0x36;

    /* inner = SHA-512((k || 0^96) ^ 0x36.. || m), then SHA-512((k ||
     * 0^96) ^ 0x5c.. || inner), each into buf + 128 */
    for (;;) {
        for (int i = 0; i < 128; i++)
            buf[i] = (unsigned char)(pad ^ (i < 32 ? k[i] : 0));
        halite_sha512_init(st);
        halite_sha512_blocks(st, buf, 1);
        halite_sha512_finish(st, m, mlen, 128, buf + 128);
        if (pad == 0x5c)
            break;
        pad = 0x5c;
        m = buf + 128;
        mlen = 64;
    }
    memcpy(a, buf + 128, 32);

    halite_wipe(buf, sizeof buf); /* finish wiped st */
    return 0;
}
