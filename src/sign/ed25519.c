/* SPDX-License-Identifier: ISC */
/*
 * crypto_sign_ed25519 (RFC 8032 Ed25519; NaCl's signed-message format and
 * libsodium's detached signatures, Ed25519ph multi-part signatures and key
 * conversions), byte for byte as libsodium 1.0.18: sk = seed || pk, r =
 * SHA-512(prefix || m) mod L, and verification refuses S >= L, a
 * non-canonical A, and A or R of small order before checking [S]B = R +
 * [k]A without the cofactor. Signing itself is ed25519_sign.c (the
 * hardened build's: ed25519_sign_hedged.c).
 *
 * Public-only functions (verification and public-key conversion;
 * variable-time, may use UMULL):
 *   halite_crypto_sign_ed25519_open, _verify_detached, _ph_final_verify,
 *   _pk_to_curve25519, verify_detached, y_is_canonical (this file); halite_ge25519_double_scalarmult_vartime, halite_ge25519_frombytes_vartime,
 *   halite_ge25519_has_small_order_vartime, halite_ge25519_tobytes_vartime and their
 *   static helpers read_bits, wnaf, cached_pack, cached_unpack, ge_dbl_pub,
 *   ge_add_pub (src/group/ge25519.c), or in the small build those of
 *   src/group/ge25519_comb4.c below its "public data only" line; all of
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
#include "field/fe25519_pub.h"
#include "group/ge25519.h"
#include "group/sc25519.h"
#include "sign/ed25519_internal.h"

const unsigned char halite_ed25519_dom2_ph[34] = {
    'S', 'i', 'g', 'E', 'd', '2', '5', '5', '1', '9', ' ', 'n', 'o', ' ', 'E', 'd',
    '2', '5', '5', '1', '9', ' ', 'c', 'o', 'l', 'l', 'i', 's', 'i', 'o', 'n', 's', 1, 0
};

/* The first block is assembled in block, which then takes the digest:
 * this frame is on the path of the deepest stack (the SHA-512 kernel). */
void halite_ed25519_hash_to_scalar(unsigned char s[32], const unsigned char *dom,
                                   const unsigned char *p1, const unsigned char *p2,
                                   const unsigned char *m, unsigned long long mlen)
{
    unsigned char block[128];
    uint64_t st[8];
    size_t dlen = dom ? sizeof halite_ed25519_dom2_ph : 0, plen = dlen + (p2 ? 64 : 32);
    size_t n = 128 - plen;

    if (mlen < n)
        n = (size_t)mlen;
    if (dom)
        memcpy(block, dom, dlen);
    memcpy(block + dlen, p1, 32);
    if (p2)
        memcpy(block + dlen + 32, p2, 32);
    if (n > 0)
        memcpy(block + plen, m, n); /* m may be NULL when mlen is 0 */
    halite_sha512_init(st);
    if (plen + n == 128) {
        halite_sha512_blocks(st, block, 1);
        halite_sha512_finish(st, m + n, mlen - n, 128, block);
    } else {
        halite_sha512_finish(st, block, plen + n, 0, block);
    }
    sc25519_reduce64(s, block);
    halite_wipe(block, sizeof block);
}

/* The external definition of ed25519_internal.h's inline one. */
extern void halite_ed25519_expand_seed(unsigned char h[64], const unsigned char seed[32]);

/* The key pair of seed; sk may be seed. */
static inline int seed_keypair(unsigned char *pk, unsigned char *sk, const unsigned char *seed)
{
    unsigned char h[64];

    halite_ed25519_expand_seed(h, seed);
    halite_ge25519_scalarmult_base_encode(pk, h);
    memmove(sk, seed, 32);
    memmove(sk + 32, pk, 32);
    halite_wipe(h, sizeof h);
    return 0;
}

int halite_crypto_sign_ed25519_seed_keypair(unsigned char *pk, unsigned char *sk,
                                            const unsigned char *seed)
{
    return seed_keypair(pk, sk, seed);
}

int halite_crypto_sign_ed25519_keypair(unsigned char *pk, unsigned char *sk)
{
    if (halite_randombytes_checked(sk, 32) != 0)
        return -1;
    return seed_keypair(pk, sk, sk);
}

/* Returns 1 if the y-coordinate in s (bit 255 ignored) is below p. */
static int y_is_canonical(const unsigned char s[32])
{
    unsigned char t[32];
    fe25519 y;

    halite_fe25519_frombytes(&y, s);
    halite_fe25519_tobytes(t, &y);
    t[31] = (unsigned char)(t[31] | (s[31] & 0x80));
    return halite_verify_n(t, s, 32) == 0;
}

/* Returns 0 if sig is a valid signature of m under pk (an Ed25519ph one of
 * the 64-byte digest m when dom is halite_ed25519_dom2_ph, not NULL), else -1. m is read
 * once, in place. */
static int verify_detached(const unsigned char sig[64], const unsigned char *m,
                           unsigned long long mlen, const unsigned char pk[32],
                           const unsigned char *dom)
{
    unsigned char ra[32], k[32];
    ge25519 P;

    if (!halite_sc25519_is_canonical(sig + 32) || halite_ge25519_has_small_order_vartime(sig) ||
        !y_is_canonical(pk) || halite_ge25519_has_small_order_vartime(pk) ||
        halite_ge25519_frombytes_vartime(&P, pk) != 0)
        return -1;
    halite_ed25519_hash_to_scalar(k, dom, sig, pk, m, mlen);
    /* R' = [S]B - [k]A must encode to R exactly */
    halite_ge25519_double_scalarmult_vartime(&P, k, &P, sig + 32);
    halite_ge25519_tobytes_vartime(ra, &P);
    return halite_verify_n(ra, sig, 32);
}

int halite_crypto_sign_ed25519_open(unsigned char *m, unsigned long long *mlen,
                                    const unsigned char *sm, unsigned long long smlen,
                                    const unsigned char *pk)
{
    /* smlen > SIZE_MAX cannot be in memory (32-bit size_t) */
    if (smlen >= 64 && smlen <= SIZE_MAX) {
        int r = verify_detached(sm, sm + 64, smlen - 64, pk, NULL);
        int again = halite_keep_verdict(r); /* for the second test */
        if (r == 0) {
            if (m)
                memmove(m, sm + 64, (size_t)(smlen - 64));
            /* the hardened build tests r again (and wipes m) */
            if (halite_confirm(again, m, (size_t)(smlen - 64)) == 0) {
                if (mlen)
                    *mlen = smlen - 64;
                return 0;
            }
        }
        if (m)
            memset(m, 0, (size_t)(smlen - 64));
    }
    if (mlen)
        *mlen = 0;
    /* the hardened build: exactly -1 even if the move of -1 is skipped */
    return halite_confirm(-1, NULL, 0);
}

int halite_crypto_sign_ed25519_verify_detached(const unsigned char *sig,
                                               const unsigned char *m,
                                               unsigned long long mlen,
                                               const unsigned char *pk)
{
    /* more than size_t bytes cannot be in memory (32-bit size_t) */
    if (mlen > SIZE_MAX)
        return -1;
    return halite_confirm(verify_detached(sig, m, mlen, pk, NULL), NULL, 0);
}

/* ---- Ed25519ph: multi-part signatures over SHA-512(message) ---- */

int halite_crypto_sign_ed25519ph_init(halite_crypto_sign_ed25519ph_state *state)
{
    return halite_crypto_hash_sha512_init(&state->hs);
}

int halite_crypto_sign_ed25519ph_update(halite_crypto_sign_ed25519ph_state *state,
                                        const unsigned char *m, unsigned long long mlen)
{
    return halite_crypto_hash_sha512_update(&state->hs, m, mlen);
}

int halite_crypto_sign_ed25519ph_final_verify(halite_crypto_sign_ed25519ph_state *state,
                                              const unsigned char *sig,
                                              const unsigned char *pk)
{
    unsigned char ph[64];

    halite_crypto_hash_sha512_final(&state->hs, ph);
    return halite_confirm(verify_detached(sig, ph, sizeof ph, pk, halite_ed25519_dom2_ph), NULL, 0);
}

/* ---- keys ---- */

int halite_crypto_sign_ed25519_sk_to_seed(unsigned char *seed, const unsigned char *sk)
{
    memmove(seed, sk, 32);
    return 0;
}

int halite_crypto_sign_ed25519_sk_to_pk(unsigned char *pk, const unsigned char *sk)
{
    memmove(pk, sk + 32, 32);
    return 0;
}

/* The X25519 secret key of an Ed25519 one: the clamped scalar a. */
int halite_crypto_sign_ed25519_sk_to_curve25519(unsigned char *curve25519_sk,
                                                const unsigned char *ed25519_sk)
{
    unsigned char h[64];

    halite_ed25519_expand_seed(h, ed25519_sk);
    memcpy(curve25519_sk, h, 32);
    halite_wipe(h, sizeof h);
    return 0;
}

/* The X25519 public key of an Ed25519 one, u = (1 + y) / (1 - y), public
 * data. Refused (-1) as libsodium 1.0.18 refuses them: the seven
 * small-order encodings, a y with no point, and a point A outside the
 * prime-order subgroup ([L]A not the neutral element). The last test is
 * that of libsodium's December 2025 fix (in Debian's 1.0.18-1+deb12u1, the
 * reference the tests run against): the 1.0.18 release tested only the x
 * of [L]A and so accepted A + (0, -1) for every A of the subgroup. A
 * non-canonical y is taken mod p, as there. */
int halite_crypto_sign_ed25519_pk_to_curve25519(unsigned char *curve25519_pk,
                                                const unsigned char *ed25519_pk)
{
    static const unsigned char zero[32];
    unsigned char e[32];
    ge25519 A, LA;
    fe25519 one, n, d;

    if (halite_ge25519_has_small_order_vartime(ed25519_pk) ||
        halite_ge25519_frombytes_vartime(&A, ed25519_pk) != 0)
        return -1;
    halite_ge25519_double_scalarmult_vartime(&LA, halite_sc25519_L, &A, zero);   /* -[L]A */
    halite_ge25519_tobytes_vartime(e, &LA);
    e[0] ^= 1; /* the neutral element (0, 1) encodes as 1 */
    if (halite_verify_n(e, zero, 32) != 0)
        return -1;
    /* A.z = 1 after decoding; 1 - y != 0, since y = 1 has small order */
    halite_fe25519_one(&one);
    halite_fe25519_add(&n, &one, &A.y);
    halite_fe25519_sub(&d, &one, &A.y);
    halite_fe25519_invert_pub(&d, &d);
    fe25519_mul_pub(&n, &n, &d);
    halite_fe25519_tobytes(curve25519_pk, &n);
    return 0;
}

size_t halite_crypto_sign_ed25519_bytes(void)
{
    return halite_crypto_sign_ed25519_BYTES;
}

size_t halite_crypto_sign_ed25519_seedbytes(void)
{
    return halite_crypto_sign_ed25519_SEEDBYTES;
}

size_t halite_crypto_sign_ed25519_publickeybytes(void)
{
    return halite_crypto_sign_ed25519_PUBLICKEYBYTES;
}

size_t halite_crypto_sign_ed25519_secretkeybytes(void)
{
    return halite_crypto_sign_ed25519_SECRETKEYBYTES;
}

size_t halite_crypto_sign_ed25519_messagebytes_max(void)
{
    return halite_crypto_sign_ed25519_MESSAGEBYTES_MAX;
}

size_t halite_crypto_sign_ed25519ph_statebytes(void)
{
    return sizeof(halite_crypto_sign_ed25519ph_state);
}

const char *halite_crypto_sign_ed25519_primitive(void)
{
    return halite_crypto_sign_ed25519_PRIMITIVE;
}
