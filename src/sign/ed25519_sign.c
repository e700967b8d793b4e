/* SPDX-License-Identifier: ISC */
/*
 * Ed25519 signing as RFC 8032 and libsodium 1.0.18 do it, deterministic:
 * r = SHA-512(prefix || m) mod L, and the public key A taken from sk =
 * seed || A as it is. crypto_sign_ed25519, _detached and Ed25519ph's
 * _final_create; the hardened build signs by ed25519_sign_hedged.c instead
 * (src/hardened.txt). Constant-time.
 */
#include <string.h>
#include "internal.h"
#include "group/ge25519.h"
#include "group/sc25519.h"
#include "sign/ed25519_internal.h"

/* sig = the Ed25519 signature of m under sk = seed || pk, or, when dom is
 * halite_ed25519_dom2_ph (not NULL), its Ed25519ph signature with m the
 * 64-byte SHA-512 of the message (dom2 before each hash). m is hashed in place, twice; as
 * in libsodium, R goes to sig before the second pass, so sig must not
 * overlap m. Inline into its three callers, so that the signing stack is
 * this frame (96 bytes of buffers) plus the base-point multiplication's. */
static inline __attribute__((always_inline)) void
sign_detached(unsigned char sig[64], const unsigned char *m, unsigned long long mlen,
              const unsigned char *sk, const unsigned char *dom)
{
    struct {
        unsigned char h[64], r[32]; /* h = a || prefix, then a || k; r the nonce */
    } t;                            /* one wipe */

    halite_ed25519_expand_seed(t.h, sk);
    halite_ed25519_hash_to_scalar(t.r, dom, t.h + 32, NULL, m, mlen);    /* nonce r < L */
    halite_ge25519_scalarmult_base_encode(sig, t.r);                     /* R: public */
    halite_ed25519_hash_to_scalar(t.h + 32, dom, sig, sk + 32, m, mlen); /* k, over R || A || m */
    sc25519_muladd(sig + 32, t.h + 32, t.h, t.r);                        /* S = k a + r mod L */
    halite_wipe(&t, sizeof t);
}

int halite_crypto_sign_ed25519(unsigned char *sm, unsigned long long *smlen,
                               const unsigned char *m, unsigned long long mlen,
                               const unsigned char *sk)
{
    /* sm (mlen + 64 bytes) must fit in memory: refuse what a 32-bit size_t
     * cannot hold instead of copying a truncated length */
    if (mlen > SIZE_MAX - 64) {
        if (smlen)
            *smlen = 0;
        return -1;
    }
    /* as libsodium: the message moves first (sm may overlap m), and is
     * signed where it now lies */
    memmove(sm + 64, m, (size_t)mlen);
    sign_detached(sm, sm + 64, mlen, sk, NULL);
    if (smlen)
        *smlen = mlen + 64;
    return 0;
}

int halite_crypto_sign_ed25519_detached(unsigned char *sig, unsigned long long *siglen,
                                        const unsigned char *m, unsigned long long mlen,
                                        const unsigned char *sk)
{
    sign_detached(sig, m, mlen, sk, NULL);
    if (siglen)
        *siglen = 64;
    return 0;
}

int halite_crypto_sign_ed25519ph_final_create(halite_crypto_sign_ed25519ph_state *state,
                                              unsigned char *sig,
                                              unsigned long long *siglen,
                                              const unsigned char *sk)
{
    unsigned char ph[64];

    halite_crypto_hash_sha512_final(&state->hs, ph);
    sign_detached(sig, ph, sizeof ph, sk, halite_ed25519_dom2_ph);
    halite_wipe(ph, sizeof ph);
    if (siglen)
        *siglen = 64;
    return 0;
}
