/* SPDX-License-Identifier: ISC */
/*
 * The NEON paper's own code on the Cortex-A8 model (bench/neon-paper): one
 * entry per operation, calling the SUPERCOP implementation with fixed inputs
 * and returning a digest of its output, which bench/neon-paper compares with
 * the same operation computed by libsodium on the host (a wrong result
 * would make its cycles meaningless).
 */
int crypto_stream_salsa20_armneon6_xor(unsigned char *c, const unsigned char *m,
                                       unsigned long long mlen, const unsigned char *n,
                                       const unsigned char *k);
int crypto_onetimeauth_poly1305_neon2(unsigned char *out, const unsigned char *in,
                                      unsigned long long inlen, const unsigned char *k);
int crypto_scalarmult_curve25519_neon2(unsigned char *q, const unsigned char *n,
                                       const unsigned char *p);

#define LONG_BYTES 4096
static unsigned char msg[LONG_BYTES] __attribute__((aligned(16)));
static unsigned char out[LONG_BYTES] __attribute__((aligned(16)));
static const unsigned char key[32] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11,
                                      12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                                      23, 24, 25, 26, 27, 28, 29, 30, 31, 32};
static const unsigned char nonce[8] = {1, 2, 3, 4, 5, 6, 7, 8};
static const unsigned char basepoint[32] = {9};

/* Returns a digest of the n bytes at p (h = 31h + byte). */
static unsigned digest(const unsigned char *p, int n)
{
    unsigned h = 0;
    for (int i = 0; i < n; i++)
        h = h * 31 + p[i];
    return h;
}

/* Salsa20 over n (at most LONG_BYTES) zero bytes: the key stream's digest. */
int paper_salsa20(int n)
{
    crypto_stream_salsa20_armneon6_xor(out, msg, (unsigned long long)n, nonce, key);
    return (int)digest(out, n);
}

/* Poly1305 of n (at most LONG_BYTES) zero bytes: the tag's digest. */
int paper_poly1305(int n)
{
    crypto_onetimeauth_poly1305_neon2(out, msg, (unsigned long long)n, key);
    return (int)digest(out, 16);
}

/* X25519 of the key and the base point: the result's digest. */
int paper_curve25519(void)
{
    crypto_scalarmult_curve25519_neon2(out, key, basepoint);
    return (int)digest(out, 32);
}
