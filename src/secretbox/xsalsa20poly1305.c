/* SPDX-License-Identifier: ISC */
/*
 * crypto_secretbox_xsalsa20poly1305: XSalsa20 encryption, Poly1305 tag over
 * the ciphertext, keyed by the first 32 bytes of the keystream (NaCl).
 *
 * Keystream block 0 gives the Poly1305 key (bytes 0..31) and encrypts
 * plaintext bytes 0..31 (its bytes 32..63); blocks 1.. encrypt the rest.
 * The detached functions are the construction; libsodium's easy layout is
 * c = tag || ciphertext, NaCl's zero-padded one m = 0^32 || plaintext,
 * c = 0^16 || tag || ciphertext (both mlen bytes).
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

/* out = in XOR the keystream from byte 32 of block 0 on, len bytes. out may
 * be in. */
static void secretbox_xor(unsigned char *out, const unsigned char *in, size_t len,
                          const unsigned char block0[64], const unsigned char nc[16],
                          const unsigned char subkey[32])
{
    for (size_t i = 0; i < len && i < 32; i++)
        out[i] = in[i] ^ block0[32 + i];
    if (len > 32)
        halite_salsa20_xor(out + 32, in + 32, len - 32, nc, subkey);
}

/* Returns 1 when the len bytes at a and b overlap without being the same
 * bytes (libsodium then moves one over the other first). */
static int overlap_apart(const unsigned char *a, const unsigned char *b, size_t len)
{
    uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
    return (x > y && x - y < len) || (y > x && y - x < len);
}

/* The secretbox both ways, len bytes from in to out (out may overlap in).
 * Sealing (want == NULL): out = in encrypted, then mac = the tag of out.
 * Opening (want != NULL): the tag of in is compared with want first, and
 * only when they are equal is in decrypted to out (unless out is NULL).
 * Returns 0, or -1 when opening finds another tag. */
static int secretbox_run(unsigned char *out, const unsigned char *in, size_t len,
                         unsigned char *mac, const unsigned char *want,
                         const unsigned char *n, const unsigned char *k)
{
    /* together, so that one call wipes them (nc is public) */
    struct {
        unsigned char subkey[32], block0[64], nc[16];
    } ks;
    int r = 0, again;

    secretbox_keystream_start(ks.subkey, ks.block0, ks.nc, n, k);
    if (want != NULL)
        r = halite_poly1305_verify(want, in, len, ks.block0); /* before decrypting */
    again = halite_keep_verdict(r); /* for the second test */
    if (r == 0 && out != NULL) {
        if (overlap_apart(out, in, len)) {
            memmove(out, in, len);
            in = out;
        }
        secretbox_xor(out, in, len, ks.block0, ks.nc, ks.subkey);
        /* the hardened build: a forgery decrypted past a skipped test
         * above is wiped (its callers settle the result again, exactly 0
         * or -1, as it leaves here through moves a fault can skip) */
        r = halite_confirm(again, out, len);
    }
    if (want == NULL)
        halite_poly1305(mac, out, len, ks.block0);
    halite_wipe(&ks, sizeof ks);
    /* the hardened build: r crosses the wipe in one register, which a
     * faulted callee can zero (an encoding flip in memset wrote 0 to r7,
     * the caller's r, on the M4); the copy kept apart, ORed in after the
     * wipe (opaque: not before it), refuses as well */
    if (HALITE_HARDENED)
        r |= (int)halite_opaque((uint32_t)again);
    return r;
}

int halite_crypto_secretbox_detached(unsigned char *c, unsigned char *mac,
                                     const unsigned char *m, unsigned long long mlen,
                                     const unsigned char *n, const unsigned char *k)
{
    /* a message longer than size_t cannot be in memory: refuse it */
    if (mlen > SIZE_MAX)
        return -1;
    return secretbox_run(c, m, (size_t)mlen, mac, NULL, n, k);
}

int halite_crypto_secretbox_open_detached(unsigned char *m, const unsigned char *c,
                                          const unsigned char *mac,
                                          unsigned long long clen,
                                          const unsigned char *n,
                                          const unsigned char *k)
{
    if (clen > SIZE_MAX)
        return -1;
    /* the hardened build zeroes m on a refusal: a fault that sent a write
     * there (a key, a plaintext) leaves nothing behind */
    return halite_confirm(secretbox_run(m, c, (size_t)clen, NULL, mac, n, k), m, (size_t)clen);
}

int halite_crypto_secretbox_easy(unsigned char *c, const unsigned char *m,
                                 unsigned long long mlen, const unsigned char *n,
                                 const unsigned char *k)
{
    if (mlen > halite_crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX)
        return -1;
    return halite_crypto_secretbox_detached(c + 16, c, m, mlen, n, k);
}

int halite_crypto_secretbox_open_easy(unsigned char *m, const unsigned char *c,
                                      unsigned long long clen, const unsigned char *n,
                                      const unsigned char *k)
{
    if (clen < 16)
        return -1;
    return halite_crypto_secretbox_open_detached(m, c + 16, c, clen - 16, n, k);
}

int halite_crypto_secretbox_xsalsa20poly1305(unsigned char *c, const unsigned char *m,
                                             unsigned long long mlen,
                                             const unsigned char *n,
                                             const unsigned char *k)
{
    unsigned char padding = 0;

    if (mlen < 32 || mlen > SIZE_MAX)
        return -1;
    /* NaCl's contract: the first 32 bytes of m are zero. NaCl and libsodium
     * mix other bytes into the Poly1305 key, making a box that (as a rule)
     * no one opens; halite refuses them, with all of c zeroed. ORed, not
     * compared: no exit depends on a plaintext byte. Read before c is
     * written (c may be m). */
    for (size_t i = 0; i < 32; i++)
        padding |= m[i];
    if (padding != 0) {
        memset(c, 0, (size_t)mlen);
        return -1;
    }
    /* the tag goes to c + 16, which is m + 16 when boxing in place: zero
     * padding that nothing reads */
    secretbox_run(c + 32, m + 32, (size_t)mlen - 32, c + 16, NULL, n, k);
    memset(c, 0, 16);
    return 0;
}

int halite_crypto_secretbox_xsalsa20poly1305_open(unsigned char *m,
                                                  const unsigned char *c,
                                                  unsigned long long clen,
                                                  const unsigned char *n,
                                                  const unsigned char *k)
{
    int r = -1;

    if (clen > SIZE_MAX)
        return -1;
    if (clen >= 32)
        r = secretbox_run(m + 32, c + 32, (size_t)clen - 32, NULL, c + 16, n, k);
    /* the zero padding; NaCl's open leaves no plaintext behind on failure:
     * all of m is zeroed then */
    if (clen > 0)
        memset(m, 0, r == 0 ? 32 : (size_t)clen);
    return halite_confirm(r, NULL, 0);
}

void halite_crypto_secretbox_xsalsa20poly1305_keygen(unsigned char *k)
{
    halite_randombytes(k, 32);
}

size_t halite_crypto_secretbox_xsalsa20poly1305_keybytes(void)
{
    return halite_crypto_secretbox_xsalsa20poly1305_KEYBYTES;
}

size_t halite_crypto_secretbox_xsalsa20poly1305_noncebytes(void)
{
    return halite_crypto_secretbox_xsalsa20poly1305_NONCEBYTES;
}

size_t halite_crypto_secretbox_xsalsa20poly1305_macbytes(void)
{
    return halite_crypto_secretbox_xsalsa20poly1305_MACBYTES;
}

size_t halite_crypto_secretbox_xsalsa20poly1305_messagebytes_max(void)
{
    return halite_crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX;
}

size_t halite_crypto_secretbox_xsalsa20poly1305_zerobytes(void)
{
    return halite_crypto_secretbox_xsalsa20poly1305_ZEROBYTES;
}

size_t halite_crypto_secretbox_xsalsa20poly1305_boxzerobytes(void)
{
    return halite_crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES;
}

const char *halite_crypto_secretbox_xsalsa20poly1305_primitive(void)
{
    return halite_crypto_secretbox_xsalsa20poly1305_PRIMITIVE;
}
