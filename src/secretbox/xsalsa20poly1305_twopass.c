/*
 * crypto_secretbox_xsalsa20poly1305 for the small build (src/small.txt),
 * NaCl's two-pass construction: the XSalsa20 stream encrypts the whole
 * zero-padded message, whose 32 zero bytes become the Poly1305 key, then
 * Poly1305 authenticates the ciphertext; open computes that key alone,
 * checks the tag, and only then decrypts. The speed build's
 * xsalsa20poly1305.c shares keystream block 0 between key and message.
 *
 * Layout (NaCl's zero-padding convention): m = 0^32 || plaintext,
 * c = 0^16 || tag || ciphertext, both mlen bytes.
 */
#include "internal.h"

int halite_crypto_secretbox_xsalsa20poly1305(unsigned char *c, const unsigned char *m,
                                             unsigned long long mlen,
                                             const unsigned char *n,
                                             const unsigned char *k)
{
    /* a message longer than size_t cannot be in memory: refuse it too */
    if (mlen < 32 || mlen > SIZE_MAX)
        return -1;
    halite_crypto_stream_xsalsa20_xor(c, m, mlen, n, k);
    /* c[0..31] is the key; the tag overwrites its second half, each word
     * after Poly1305 has read it */
    halite_poly1305(c + 16, c + 32, (size_t)mlen - 32, c);
    memset(c, 0, 16);
    return 0;
}

int halite_crypto_secretbox_xsalsa20poly1305_open(unsigned char *m,
                                                  const unsigned char *c,
                                                  unsigned long long clen,
                                                  const unsigned char *n,
                                                  const unsigned char *k)
{
    unsigned char key[32], tag[16];
    int r = -1;

    if (clen >= 32 && clen <= SIZE_MAX) {
        /* authenticate before anything is decrypted */
        halite_crypto_stream_xsalsa20(key, 32, n, k);
        halite_poly1305(tag, c + 32, (size_t)clen - 32, key);
        r = halite_verify_n(tag, c + 16, 16);
        halite_wipe(key, sizeof key);
        halite_wipe(tag, sizeof tag);
        if (r == 0) {
            halite_crypto_stream_xsalsa20_xor(m, c, clen, n, k);
            memset(m, 0, 32);
            return 0;
        }
    }
    if (clen > 0 && clen <= SIZE_MAX)
        memset(m, 0, (size_t)clen);
    return r;
}
