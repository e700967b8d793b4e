/* SPDX-License-Identifier: ISC */
/*
 * Scalars mod L against libsodium (host only): the build's sc25519_reduce64
 * and sc25519_muladd (a kernel, or the portable C) and the portable
 * functions themselves, against crypto_core_ed25519_scalar_reduce of the
 * 512-bit value (a b + c computed here by plain schoolbook); halite_sc25519_addmul,
 * halite_sc25519_make_odd and halite_sc25519_is_canonical against sums and comparisons
 * done here. Inputs: edge values (0, 1, L - 1, L, L + 1, 2^252, 2^253,
 * 2^256 - 1, 2^512 - 1, multiples of L and their neighbours, top windows
 * full of ones) and random ones.
 */
#include <string.h>
#include <sodium.h>
#include "check.h"
#include "group/sc25519.h"

static const unsigned char L[32] = {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10
};

/* p = a b + c: a and b of n bytes, c of 2n bytes, p of 2n bytes. */
static void mul_add(unsigned char *p, const unsigned char *a, const unsigned char *b,
                    const unsigned char *c, size_t n)
{
    uint64_t acc[128] = { 0 };
    for (size_t i = 0; i < 2 * n; i++)
        acc[i] = c[i];
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            acc[i + j] += (uint64_t)a[i] * b[j];
    for (size_t i = 0; i < 2 * n; i++) {
        p[i] = (unsigned char)acc[i];
        if (i + 1 < 2 * n)
            acc[i + 1] += acc[i] >> 8;
    }
}

/* x = 32 bytes of kind k (0..13). */
static void edge32(check_prng *g, unsigned char x[32], int k)
{
    check_prng_fill(g, x, 32);
    switch (k) {
    case 0: memset(x, 0, 32); break;                               /* 0 */
    case 1: memset(x, 0, 32); x[0] = 1; break;                     /* 1 */
    case 2: memcpy(x, L, 32); x[0]--; break;                       /* L - 1 */
    case 3: memcpy(x, L, 32); break;                               /* L */
    case 4: memcpy(x, L, 32); x[0]++; break;                       /* L + 1 */
    case 5: memset(x, 0, 32); x[31] = 0x10; break;                 /* 2^252 */
    case 6: memset(x, 0, 32); x[31] = 0x20; break;                 /* 2^253 */
    case 7: memset(x, 0xff, 32); break;                            /* 2^256 - 1 */
    case 8: x[31] &= 0x0f; break;                                  /* below 2^252 */
    case 9: for (int i = 0; i < 32; i++) x[i] = (x[i] & 1) ? 0xff : 0; break;
    case 10: memset(x + 16, 0xff, 16); break;                      /* top half ones */
    case 11: x[31] |= 0xf0; break;                                 /* top nibble full */
    default: break;                                                /* random */
    }
}

/* x = 64 bytes of kind k (0..15): edge values, multiples of L (m L - 1,
 * m L, m L + 1 for a random or all-ones 256-bit m), or random. */
static void edge64(check_prng *g, unsigned char x[64], int k)
{
    unsigned char m[32], e[64] = { 0 };
    check_prng_fill(g, x, 64);
    if (k < 12) {
        edge32(g, x, k);                                       /* low half */
        edge32(g, x + 32, (k * 5) % 12);                       /* high half */
        if (k == 7)
            memset(x, 0xff, 64);                               /* 2^512 - 1 */
        if (k == 0)
            memset(x + 32, 0, 32);                             /* 0 */
    } else if (k < 15) {
        check_prng_fill(g, m, 32);
        if (check_prng_u32(g) & 1)
            memset(m, 0xff, 32);
        if (k == 14)
            e[0] = 1;                                          /* m L + 1 */
        mul_add(x, m, L, e, 32);
        if (k == 12)                                           /* m L - 1 */
            for (int i = 0; i < 64 && x[i]-- == 0; i++)
                ;
    }
}

/* The libsodium reduction of the 64 bytes x. */
static void ref_reduce(unsigned char r[32], const unsigned char x[64])
{
    unsigned char t[64];
    memcpy(t, x, 64);
    crypto_core_ed25519_scalar_reduce(r, t);
}

static void test_reduce(check_prng *g)
{
    for (int it = 0; it < 3000; it++) {
        unsigned char x[64], want[32], r[32];
        edge64(g, x, it % 16);
        ref_reduce(want, x);
        sc25519_reduce64(r, x);
        CHECK_MEM(r, want, 32);
        halite_sc25519_reduce64_ref(r, x);
        CHECK_MEM(r, want, 32);
        unsigned char y[64];                      /* in place: r = x */
        memcpy(y, x, 64);
        sc25519_reduce64(y, y);
        CHECK_MEM(y, want, 32);
    }
}

static void test_muladd(check_prng *g)
{
    for (int it = 0; it < 14 * 14 * 14; it++) {
        unsigned char a[32], b[32], c[32], c64[64] = { 0 }, p[64], want[32], r[32];
        edge32(g, a, it % 14);
        edge32(g, b, (it / 14) % 14);
        edge32(g, c, (it / 196) % 14);
        memcpy(c64, c, 32);
        mul_add(p, a, b, c64, 32);
        ref_reduce(want, p);
        sc25519_muladd(r, a, b, c);
        CHECK_MEM(r, want, 32);
        halite_sc25519_muladd_ref(r, a, b, c);
        CHECK_MEM(r, want, 32);
        memcpy(r, a, 32);                         /* s = a */
        sc25519_muladd(r, r, b, c);
        CHECK_MEM(r, want, 32);
        memcpy(r, c, 32);                         /* s = c */
        sc25519_muladd(r, a, b, r);
        CHECK_MEM(r, want, 32);
    }
}

/* halite_sc25519_addmul for f in -2^13+1..2^13-1, make_odd and is_canonical. */
static void test_small(check_prng *g)
{
    for (int it = 0; it < 3000; it++) {
        unsigned char s[32], m[32], r[32], want[32], lin[64];
        int32_t f = (int32_t)(check_prng_u32(g) % 16383) - 8191;
        if (it < 6)
            f = (int32_t[]){ 0, 1, -1, 8191, -8191, 255 }[it];
        edge32(g, s, it % 14);
        edge32(g, m, (it / 14) % 14);
        /* want = s + f m as a 64-byte two's complement number */
        unsigned char fb[32] = { 0 }, s64[64] = { 0 };
        uint32_t af = (uint32_t)(f < 0 ? -f : f);
        fb[0] = (unsigned char)af;
        fb[1] = (unsigned char)(af >> 8);
        if (f >= 0) {
            memcpy(s64, s, 32);
            mul_add(lin, fb, m, s64, 32);
        } else {
            unsigned char fm[64];
            mul_add(fm, fb, m, s64, 32);          /* |f| m */
            int borrow = 0;
            for (int i = 0; i < 64; i++) {
                int d = (i < 32 ? s[i] : 0) - fm[i] - borrow;
                lin[i] = (unsigned char)d;
                borrow = d < 0;
            }
        }
        memcpy(want, lin, 32);
        int32_t carry = halite_sc25519_addmul(r, s, f, m);
        CHECK_MEM(r, want, 32);
        /* the carry is the value's bits from 256, sign-extended */
        int32_t hi = (int32_t)((uint32_t)lin[32] | (uint32_t)lin[33] << 8 |
                               (uint32_t)lin[34] << 16 | (uint32_t)lin[35] << 24);
        CHECK(carry == hi);

        /* make_odd for r < 2^255 */
        s[31] &= 0x7f;
        memcpy(want, s, 32);
        if (!(s[0] & 1)) {
            unsigned cy = 0;
            for (int i = 0; i < 32; i++) {
                cy += (unsigned)s[i] + L[i];
                want[i] = (unsigned char)cy;
                cy >>= 8;
            }
        }
        halite_sc25519_make_odd(r, s);
        CHECK_MEM(r, want, 32);
        CHECK(r[0] & 1);

        /* is_canonical: s < L, compared from the top byte */
        edge32(g, s, (it * 7) % 14);
        int below = 0;
        for (int i = 31; i >= 0; i--)
            if (s[i] != L[i]) {
                below = s[i] < L[i];
                break;
            }
        CHECK(halite_sc25519_is_canonical(s) == (uint32_t)below);
    }
}

int main(void)
{
    check_prng g;

    check_begin("host_scalar");
    if (sodium_init() < 0)
        return 1;
    check_prng_init(&g, 0x5c25519);
    test_reduce(&g);
    test_muladd(&g);
    test_small(&g);
    return check_end();
}
