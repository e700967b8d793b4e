/*
 * crypto_sign_ed25519 (RFC 8032 Ed25519, NaCl's signed-message format),
 * byte for byte as libsodium 1.0.18: sk = seed || pk, r = SHA-512(prefix ||
 * m) mod L, and open refuses S >= L, a non-canonical A, and A or R of small
 * order before checking [S]B = R + [k]A without the cofactor.
 *
 * Public-only functions (verification; variable-time, may use UMULL):
 *   halite_crypto_sign_ed25519_open, verify_detached, y_is_canonical (this
 *   file); ge25519_double_scalarmult_vartime, ge25519_frombytes_vartime,
 *   ge25519_has_small_order_vartime, ge25519_tobytes_vartime and their
 *   static helpers read_bits, wnaf, cached_pack, cached_unpack, ge_dbl_pub,
 *   ge_add_pub (src/group/ge25519.c); all of
 *   src/field/fe25519_pub.c, and its UMULL kernels
 *   halite_fe25519_mul_pub_armv7m, halite_fe25519_sq_pub_armv7m,
 *   halite_fe25519_sqn_pub_armv7m (src/arch/armv7m/fe25519_pub.S), the
 *   only long multiplies.
 * Everything else here handles the seed, the scalar a or the nonce r and is
 * constant-time.
 */
#include <string.h>
#include "internal.h"
#include "hash/sha512.h"
#include "group/ge25519.h"
#include "group/sc25519.h"

/* Keeps a helper out of its caller, so that the helper's buffer is off the
 * stack by the time the caller calls on (peak stack). */
#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* st = SHA-512 state after the 128-byte block p || m[0..128 - plen): the
 * first block of a long prefixed message. */
static NOINLINE void first_block(uint64_t st[8], const unsigned char *p, size_t plen,
                                 const unsigned char *m)
{
    unsigned char block[128];

    memcpy(block, p, plen);
    memcpy(block + plen, m, 128 - plen);
    halite_sha512_blocks(st, block, 1);
    halite_wipe(block, sizeof block);
}

/* out = SHA-512(p || m) for plen + mlen < 128: the whole message in one
 * buffer. */
static NOINLINE void short_message(uint64_t st[8], const unsigned char *p, size_t plen,
                                   const unsigned char *m, size_t mlen, unsigned char out[64])
{
    unsigned char block[128];

    memcpy(block, p, plen);
    memcpy(block + plen, m, mlen);
    halite_sha512_finish(st, block, plen + mlen, 0, out);
    halite_wipe(block, sizeof block);
}

/* out = SHA-512(p || m) for a prefix of plen <= 128 bytes, reading m in
 * place (long messages are not copied); out may be p. */
static void sha512_prefixed(unsigned char out[64], const unsigned char *p, size_t plen,
                            const unsigned char *m, unsigned long long mlen)
{
    uint64_t st[8];
    size_t n = 128 - plen;

    halite_sha512_init(st);
    if (mlen >= n) {
        first_block(st, p, plen, m);
        halite_sha512_finish(st, m + n, mlen - n, 128, out);
    } else {
        short_message(st, p, plen, m, (size_t)mlen, out);
    }
}

/* h = SHA-512(seed) with its first half clamped into the scalar a. */
static void expand_seed(unsigned char h[64], const unsigned char seed[32])
{
    halite_crypto_hash_sha512(h, seed, 32);
    h[0] &= 248;
    h[31] &= 127;
    h[31] |= 64;
}

int halite_crypto_sign_ed25519_keypair(unsigned char *pk, unsigned char *sk)
{
    unsigned char h[64];

    if (halite_randombytes_checked(sk, 32) != 0)
        return -1;
    expand_seed(h, sk);
    ge25519_scalarmult_base_encode(pk, h);
    memcpy(sk + 32, pk, 32);
    halite_wipe(h, sizeof h);
    return 0;
}

int halite_crypto_sign_ed25519(unsigned char *sm, unsigned long long *smlen,
                               const unsigned char *m, unsigned long long mlen,
                               const unsigned char *sk)
{
    /* Three buffers (peak stack, SHA-512 runs below this frame):
     *   h = a || prefix, then a || R once the prefix has served;
     *   t = hash outputs, and the challenge input R || A;
     *   r = the nonce r, then S. */
    unsigned char h[64], t[64], r[32];

    /* sm (mlen + 64 bytes) must fit in memory: refuse what a 32-bit size_t
     * cannot hold instead of copying a truncated length */
    if (mlen > SIZE_MAX - 64) {
        if (smlen)
            *smlen = 0;
        return -1;
    }
    expand_seed(h, sk);
    sha512_prefixed(t, h + 32, 32, m, mlen);
    sc25519_reduce64(r, t);                 /* nonce r < L */
    ge25519_scalarmult_base_encode(t, r);   /* R */
    memcpy(h + 32, t, 32);
    memcpy(t + 32, sk + 32, 32);            /* t = R || A */
    sha512_prefixed(t, t, 64, m, mlen);
    sc25519_reduce64(t, t);                 /* k */
    sc25519_muladd(r, t, h, r);             /* S = k a + r mod L */

    /* m is read for the last time above, so sm may overlap it */
    memmove(sm + 64, m, (size_t)mlen);
    memcpy(sm, h + 32, 32);
    memcpy(sm + 32, r, 32);
    if (smlen)
        *smlen = mlen + 64;
    halite_wipe(h, sizeof h);
    halite_wipe(t, sizeof t);
    return 0;
}

/* Returns 1 if the y-coordinate in s (bit 255 ignored) is below p. */
static int y_is_canonical(const unsigned char s[32])
{
    unsigned char t[32];
    fe25519 y;

    fe25519_frombytes(&y, s);
    fe25519_tobytes(t, &y);
    t[31] = (unsigned char)(t[31] | (s[31] & 0x80));
    return halite_verify_n(t, s, 32) == 0;
}

/* Returns 0 if sig is a valid signature of m under pk, else -1. */
static int verify_detached(const unsigned char sig[64], const unsigned char *m,
                           unsigned long long mlen, const unsigned char pk[32])
{
    unsigned char ra[64], k[64];
    ge25519 P;

    if (!sc25519_is_canonical(sig + 32) || ge25519_has_small_order_vartime(sig) ||
        !y_is_canonical(pk) || ge25519_has_small_order_vartime(pk) ||
        ge25519_frombytes_vartime(&P, pk) != 0)
        return -1;
    ge25519_neg(&P, &P);
    memcpy(ra, sig, 32);
    memcpy(ra + 32, pk, 32);
    sha512_prefixed(k, ra, 64, m, mlen);
    sc25519_reduce64(k, k);
    /* R' = [S]B - [k]A must encode to R exactly */
    ge25519_double_scalarmult_vartime(&P, k, &P, sig + 32);
    ge25519_tobytes_vartime(ra, &P);
    return halite_verify_n(ra, sig, 32);
}

int halite_crypto_sign_ed25519_open(unsigned char *m, unsigned long long *mlen,
                                    const unsigned char *sm, unsigned long long smlen,
                                    const unsigned char *pk)
{
    /* smlen > SIZE_MAX cannot be in memory (32-bit size_t) */
    if (smlen >= 64 && smlen <= SIZE_MAX) {
        if (verify_detached(sm, sm + 64, smlen - 64, pk) == 0) {
            if (m)
                memmove(m, sm + 64, (size_t)(smlen - 64));
            if (mlen)
                *mlen = smlen - 64;
            return 0;
        }
        if (m)
            memset(m, 0, (size_t)(smlen - 64));
    }
    if (mlen)
        *mlen = 0;
    return -1;
}
