/* SPDX-License-Identifier: ISC */
/*
 * Ed25519 signing in the hardened build (src/hardened.txt, docs/hardened.md),
 * in place of ed25519_sign.c: crypto_sign_ed25519, _detached and
 * Ed25519ph's _final_create, whose signatures every Ed25519 verifier
 * accepts, made so that one fault gives nothing away:
 *   - the nonce is hedged as draft-irtf-cfrg-det-sigs-with-noise-05 says
 *     (its step 2 for Ed25519 and Ed25519ph): prefix' = the first half of
 *     SHA-512(prefix || Z) for 32 fresh random bytes Z, then r =
 *     SHA-512(dom2 || prefix' || m) mod L. Two signatures of one message
 *     never share r, so a faulty one and a correct one no longer give the
 *     key as a = (S - S') / (k - k');
 *   - A is derived from the seed and compared with sk's public half in
 *     constant time: a wrong public half is refused, not signed with (a
 *     signature under the wrong A gives the key away as above);
 *   - the signature is made twice with the same Z, the second time from
 *     the seed and sk's public half into a buffer of its own, and released
 *     only when the two agree: a fault in r, R, k, S or the writing of sig
 *     in either makes them differ (so does a comb or hash loop left early:
 *     the comb then yields (0 : 0 : 0) and the hash a spoiled state).
 * Refused (no randomness, a wrong public half, a disagreement): -1, the
 * signature zeroed, *siglen and *smlen 0. The checks combine through
 * halite_check_all and are tested twice (halite_confirm). Constant-time.
 */
#include <string.h>
#include "internal.h"
#include "group/ge25519.h"
#include "group/sc25519.h"
#include "sign/ed25519_internal.h"

/* Weak: the known-answer tests define their own to fix Z. */
__attribute__((weak)) int halite_ed25519_hedge_noise(unsigned char z[32])
{
    return halite_randombytes_checked(z, 32);
}

/* r = SHA-512(dom || prefix' || m) mod L with prefix' the first half of
 * SHA-512(prefix || z); t is 64 bytes of scratch. */
static void hedged_nonce(unsigned char r[32], unsigned char t[64],
                         const unsigned char prefix[32], const unsigned char z[32],
                         const unsigned char *dom, const unsigned char *m,
                         unsigned long long mlen)
{
    memcpy(t, prefix, 32);
    memcpy(t + 32, z, 32);
    halite_crypto_hash_sha512(t, t, 64);
    halite_ed25519_hash_to_scalar(r, dom, t, NULL, m, mlen);
}

/* sig = (R, S) for the seed, the public key pub hashed into k, the noise z
 * and the message m (dom as for halite_ed25519_hash_to_scalar); sig must
 * not overlap m. */
static void sign_pass(unsigned char sig[64], const unsigned char seed[32],
                      const unsigned char pub[32], const unsigned char z[32],
                      const unsigned char *dom, const unsigned char *m,
                      unsigned long long mlen)
{
    struct {
        unsigned char h[64], r[32], t[64]; /* a || prefix, then a || k; r; scratch */
    } w;                                   /* one wipe */

    halite_ed25519_expand_seed(w.h, seed);
    hedged_nonce(w.r, w.t, w.h + 32, z, dom, m, mlen);
    halite_ge25519_scalarmult_base_encode(sig, w.r);                 /* R */
    halite_ed25519_hash_to_scalar(w.h + 32, dom, sig, pub, m, mlen); /* k, over R || A || m */
    sc25519_muladd(sig + 32, w.h + 32, w.h, w.r);                    /* S = k a + r mod L */
    halite_wipe(&w, sizeof w);
}

/* sig = the hedged, checked signature of m under sk = seed || A (an
 * Ed25519ph one of the 64-byte digest m when dom is halite_ed25519_dom2_ph);
 * returns 0, or -1 with sig zeroed. sig must not overlap m. */
static int sign_hedged(unsigned char sig[64], const unsigned char *m, unsigned long long mlen,
                       const unsigned char *sk, const unsigned char *dom)
{
    struct {
        unsigned char z[32], h[64], pub[32], again[64];
    } t; /* one wipe */
    uint32_t verdict[2];
    int r = -1, again;

    if (halite_ed25519_hedge_noise(t.z) == 0) {
        halite_ed25519_expand_seed(t.h, sk);
        halite_ge25519_scalarmult_base_encode(t.pub, t.h);           /* A from the seed */
        verdict[0] = halite_check_equal(t.pub, sk + 32, 32);
        sign_pass(sig, sk, t.pub, t.z, dom, m, mlen);
        sign_pass(t.again, sk, sk + 32, t.z, dom, m, mlen);
        verdict[1] = halite_check_equal(sig, t.again, 64);
        r = halite_check_all(verdict, 2);
    }
    again = halite_keep_verdict(r); /* for the second test */
    halite_wipe(&t, sizeof t);
    if (r != 0) {
        halite_wipe(sig, 64);
        return -1;
    }
    return halite_confirm(again, sig, 64);
}

int halite_crypto_sign_ed25519(unsigned char *sm, unsigned long long *smlen,
                               const unsigned char *m, unsigned long long mlen,
                               const unsigned char *sk)
{
    int r = -1;

    /* sm (mlen + 64 bytes) must fit in memory: refuse what a 32-bit size_t
     * cannot hold instead of copying a truncated length */
    if (mlen <= SIZE_MAX - 64) {
        /* as libsodium: the message moves first (sm may overlap m), and is
         * signed where it now lies; on a refusal all of sm is wiped, the
         * copy included (a fault must not leave it as if signed) */
        memmove(sm + 64, m, (size_t)mlen);
        r = sign_hedged(sm, sm + 64, mlen, sk, NULL);
        r = halite_settle(r, sm, (size_t)mlen + 64);
    }
    if (smlen)
        *smlen = r == 0 ? mlen + 64 : 0;
    return r;
}

int halite_crypto_sign_ed25519_detached(unsigned char *sig, unsigned long long *siglen,
                                        const unsigned char *m, unsigned long long mlen,
                                        const unsigned char *sk)
{
    int r = sign_hedged(sig, m, mlen, sk, NULL);

    if (siglen)
        *siglen = r == 0 ? 64 : 0;
    return r;
}

int halite_crypto_sign_ed25519ph_final_create(halite_crypto_sign_ed25519ph_state *state,
                                              unsigned char *sig,
                                              unsigned long long *siglen,
                                              const unsigned char *sk)
{
    unsigned char ph[64];
    int r;

    halite_crypto_hash_sha512_final(&state->hs, ph);
    r = sign_hedged(sig, ph, sizeof ph, sk, halite_ed25519_dom2_ph);
    halite_wipe(ph, sizeof ph);
    if (siglen)
        *siglen = r == 0 ? 64 : 0;
    return r;
}
