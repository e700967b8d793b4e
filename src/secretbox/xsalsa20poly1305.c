/*
 * crypto_secretbox_xsalsa20poly1305: XSalsa20 encryption, Poly1305 tag over
 * the ciphertext, keyed by the first 32 bytes of the keystream (NaCl).
 *
 * Layout (NaCl's zero-padding convention): m = 0^32 || plaintext,
 * c = 0^16 || tag || ciphertext, both mlen bytes. Keystream block 0 gives the
 * Poly1305 key (bytes 0..31) and encrypts plaintext bytes 32..63; blocks
 * 1.. encrypt the rest.
 */
#include <string.h>
#include "internal.h"

/* subkey = HSalsa20(k, n[0..15]); block0 = Salsa20 block 0 under subkey and
 * n[16..23]; nc = n[16..23] || counter 1, ready for the remaining blocks. */
static void secretbox_keystream_start(unsigned char subkey[32], unsigned char block0[64],
                                      unsigned char nc[16], const unsigned char *n,
                                      const unsigned char *k)
{
    halite_hsalsa20_core(subkey, n, k, halite_sigma);
    memcpy(nc, n + 16, 8);
    memset(nc + 8, 0, 8);
    halite_salsa20_core(block0, nc, subkey, halite_sigma);
    nc[8] = 1;
}

/* Bytes 32..mlen-1: out = in XOR keystream from byte 32 on. out may be in. */
static void secretbox_xor_body(unsigned char *out, const unsigned char *in, size_t mlen,
                               const unsigned char block0[64], const unsigned char nc[16],
                               const unsigned char subkey[32])
{
    size_t head = mlen < 64 ? mlen : 64, i = 32;

    /* word-wise while whole words remain: this runs on every call */
    for (; i + 4 <= head; i += 4)
        halite_store32_le(out + i,
                          halite_load32_le(in + i) ^ halite_load32_le(block0 + i));
    for (; i < head; i++)
        out[i] = in[i] ^ block0[i];
    if (mlen > 64)
        halite_salsa20_xor(out + 64, in + 64, mlen - 64, nc, subkey);
}

int halite_crypto_secretbox_xsalsa20poly1305(unsigned char *c, const unsigned char *m,
                                             unsigned long long mlen,
                                             const unsigned char *n,
                                             const unsigned char *k)
{
    unsigned char subkey[32], block0[64], nc[16];

    /* a message longer than size_t cannot be in memory: refuse it too */
    if (mlen < 32 || mlen > SIZE_MAX)
        return -1;
    secretbox_keystream_start(subkey, block0, nc, n, k);
    secretbox_xor_body(c, m, (size_t)mlen, block0, nc, subkey);
    halite_poly1305(c + 16, c + 32, (size_t)mlen - 32, block0);
    memset(c, 0, 16);
    halite_wipe(subkey, sizeof subkey);
    halite_wipe(block0, sizeof block0);
    return 0;
}

int halite_crypto_secretbox_xsalsa20poly1305_open(unsigned char *m,
                                                  const unsigned char *c,
                                                  unsigned long long clen,
                                                  const unsigned char *n,
                                                  const unsigned char *k)
{
    unsigned char subkey[32], block0[64], nc[16], tag[16];
    int r;

    if (clen < 32 || clen > SIZE_MAX) {
        if (clen > 0 && clen <= SIZE_MAX)
            memset(m, 0, (size_t)clen);
        return -1;
    }
    secretbox_keystream_start(subkey, block0, nc, n, k);
    /* authenticate before anything is decrypted */
    halite_poly1305(tag, c + 32, (size_t)clen - 32, block0);
    r = halite_verify_n(tag, c + 16, 16);
    if (r == 0) {
        secretbox_xor_body(m, c, (size_t)clen, block0, nc, subkey);
        memset(m, 0, 32);
    } else {
        memset(m, 0, (size_t)clen);
    }
    halite_wipe(subkey, sizeof subkey);
    halite_wipe(block0, sizeof block0);
    halite_wipe(tag, sizeof tag);
    return r;
}
