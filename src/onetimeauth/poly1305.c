/*
 * crypto_onetimeauth_poly1305: the NaCl API over the Poly1305 kernel that
 * src/internal.h selects (Thumb-2 on the Cortex-M3, ctmul16 elsewhere).
 */
#include "internal.h"

int halite_crypto_onetimeauth_poly1305(unsigned char *a, const unsigned char *m,
                                       unsigned long long mlen, const unsigned char *k)
{
    /* a message longer than size_t cannot be in memory: refuse it rather
     * than authenticate a truncated length */
    if (mlen > SIZE_MAX)
        return -1;
    halite_poly1305(a, m, (size_t)mlen, k);
    return 0;
}

int halite_crypto_onetimeauth_poly1305_verify(const unsigned char *a,
                                              const unsigned char *m,
                                              unsigned long long mlen,
                                              const unsigned char *k)
{
    unsigned char t[16];
    int r;

    if (mlen > SIZE_MAX)
        return -1;
    /* Recompute and compare in constant time; the tag is a secret until
     * the comparison has been made. */
    halite_poly1305(t, m, (size_t)mlen, k);
    r = halite_verify_n(t, a, 16);
    halite_wipe(t, sizeof t);
    return r;
}
