/* SPDX-License-Identifier: ISC */
/*
 * Scalars mod L for the small build (tag generic_small; the contracts of
 * src/group/sc25519.h), a byte at a time on the bytes themselves, every
 * step one pass of halite_sc25519_addmul (r = s + f m, products of a byte and
 * |f| < 2^13: MUL only, constant-time on every core).
 *
 * Reduction is Horner's rule from the top byte down, in place in a 64-byte
 * buffer: the residue r, kept in [0, 2^253 + c) (c = L - 2^252 < 2^125),
 * sits in the 32 bytes above the next digit, so the 33-byte window there is
 * t = 256 r + digit. With q = t >> 252, t - q L + L = (t mod 2^252) - q c + L
 * is again in [0, 2^253 + c) as long as q c < L (q < 2^12 does), so the
 * step is one pass of t + (1 - q) L over the window's low 32 bytes. The
 * last step leaves out L, and L is added back if that went negative.
 * Multiplication is schoolbook, a byte of a by b a row, over the addend.
 */
#include <string.h>
#include "internal.h"
#include "group/sc25519.h"

/* s = (a b + c) mod L: a, b and c 32 bytes, or, with a NULL (b unused), c
 * 64 bytes; s may be a or c. */
static void sc_muladd(unsigned char s[32], const unsigned char *a, const unsigned char *b,
                      const unsigned char *c)
{
    unsigned char t[64];
    int32_t carry = 0;

    memcpy(t, c, a ? 32 : 64);
    /* t = c + a b: row i adds a[i] b to bytes i..i+31, its carry (a byte:
     * 255 + 255 * 255 + 255 < 2^16) is byte i + 32, which no row set before */
    for (int i = 0; a && i < 32; i++)
        t[i + 32] = (unsigned char)halite_sc25519_addmul(t + i, t + i, a[i], b);
    /* Horner: the first window, t >> 248 < 2^264, has q < 2^12; the later
     * ones are below 2^261 + 2^134 (q <= 2^9). The last step takes (t mod
     * 2^252) - q c in (-2^134, 2^252), without L, the pass's carry out (its
     * window's byte 32 taken back) being -1 exactly when that is negative. */
    for (int k = 31; k >= 0; k--) {
        int32_t q = (t[k + 31] >> 4) | (t[k + 32] << 4);
        carry = halite_sc25519_addmul(t + k, t + k, (k > 0) - q, halite_sc25519_L) + t[k + 32];
    }
    halite_sc25519_addmul(s, t, -carry, halite_sc25519_L);   /* plus L if negative: s < L */
    halite_wipe(t, sizeof t);
}

void halite_sc25519_reduce64_generic_small(unsigned char r[32], const unsigned char x[64])
{
    sc_muladd(r, NULL, NULL, x);
}

void halite_sc25519_muladd_generic_small(unsigned char s[32], const unsigned char a[32],
                                         const unsigned char b[32], const unsigned char c[32])
{
    sc_muladd(s, a, b, c);
}
