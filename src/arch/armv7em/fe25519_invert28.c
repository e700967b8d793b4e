/* SPDX-License-Identifier: ISC */
/*
 * a^-1 mod p = 2^255 - 19 for ARMv7E-M (Cortex-M4, M7, M33): the half-delta
 * divsteps of src/field/fe25519_invert.c, 22 batches of 28 by the build's
 * divsteps kernel, with f, g, d and e held in signed radix 2^28 instead of
 * 2^14, so that applying a batch's matrix is one 32 x 32 -> 64-bit product
 * per limb and entry (SMLAL, fe25519_invert28_combine.S). These cores run
 * every multiply in fixed time, so the products may take secrets
 * (docs/design.md, Constant time); divisions never appear. Otherwise the
 * method, its bounds (590 divsteps suffice, 616 are run) and its last steps
 * are those of fe25519_invert.c, which builds without long multiplies for the
 * M0 and the M3 and is this kernel's portable version.
 *
 * Constant-time: a fixed number of batches, masks instead of branches,
 * public addresses only; right shifts of negative values are arithmetic
 * (GCC, Clang).
 */
#include "field/fe25519_invert.h"
#include "internal.h"

/* Numbers: sum l[i] 2^(28 i), l[0..8] in [0, 2^28), l[9] signed. */
#define LIMBS 10
#define RADIX 28
#define LIMB_MASK 0x0fffffff
#define BATCHES 22

typedef struct {
    int32_t l[LIMBS];
} big28;

/* Two numbers side by side, so that one pointer reaches both. */
typedef struct {
    big28 a, b;
} big28_pair;

/* (a, b) = (t.u a + t.v b + ma p, t.q a + t.r b + mb p) / 2^28 in place,
 * a and b the pair ab, where both numerators are divisible by 2^28; needs
 * |t.u| + |t.v| <= 2^28 and |t.q| + |t.r| <= 2^28, 0 <= ma, mb < 2^28,
 * and limbs as above with |limb 9| < 2^28. In Thumb-2 with SMLAL
 * (fe25519_invert28_combine.S). */
void halite_fe25519_combine28_armv7em(big28_pair *ab, const fe25519_trans *t, int32_t ma,
                                      int32_t mb);

/* 19^-1 mod 2^32 */
#define INV19 0x286bca1bu

/* Returns m in [0, 2^28) with x d + y e + m p = 0 mod 2^28: p = -19 mod
 * 2^32, so m = (x d + y e) / 19, from the low 32 bits (all mod 2^32). */
static int32_t montgomery_m(const big28 *d, const big28 *e, int32_t x, int32_t y)
{
    uint32_t dl = (uint32_t)d->l[0] | ((uint32_t)d->l[1] << RADIX);
    uint32_t el = (uint32_t)e->l[0] | ((uint32_t)e->l[1] << RADIX);
    uint32_t s = (uint32_t)x * dl + (uint32_t)y * el;

    return (int32_t)((s * INV19) & LIMB_MASK);
}

/* n = the canonical value of a in limbs (limb 9 < 8). */
static void big28_from_fe(big28 *n, const fe25519 *a)
{
    unsigned char s[32];
    uint32_t w[8];

    halite_fe25519_tobytes(s, a);
    for (int i = 0; i < 8; i++)
        w[i] = halite_load32_le(s + 4 * i);
    for (int i = 0; i < LIMBS; i++) {
        int bit = RADIX * i, j = bit / 32; /* public */
        uint64_t x = w[j] | (j < 7 ? (uint64_t)w[j + 1] << 32 : 0);
        n->l[i] = (int32_t)(x >> (bit % 32)) & LIMB_MASK;
    }
}

/* r = n mod p, loosely reduced, for |n| < 2^260: limbs 0..8 (252 bits)
 * plus 2^252 (limb 9 mod 8) is below 2^255, and 2^255 h = 19 h for h =
 * limb 9 >> 3 (|h| < 2^5); for h < 0, p is added as well, i.e. r + 2^255 s
 * + 19 (h - s) with s = 1: in (0, 2^256) either way. */
static void fe_from_big28(fe25519 *r, const big28 *n)
{
    uint64_t acc = 0;
    int bits = 0, j = 0;
    int32_t top = n->l[LIMBS - 1], h = top >> 3, t;
    uint32_t s = (uint32_t)h >> 31;
    int64_t c;

    for (int i = 0; i < LIMBS - 1; i++) {
        acc |= (uint64_t)(uint32_t)n->l[i] << bits;
        bits += RADIX;
        if (bits >= 32) { /* public */
            r->v[j++] = (uint32_t)acc;
            acc >>= 32;
            bits -= 32;
        }
    }
    r->v[7] = (uint32_t)acc | ((uint32_t)(top & 7) << 28);
    t = h - (int32_t)s;
    c = 19 * t;
    for (int i = 0; i < 8; i++) {
        c += r->v[i];
        if (i == 7)
            c += (int64_t)s << 31;
        r->v[i] = (uint32_t)c;
        c >>= 32;
    }
}

void halite_fe25519_invert_armv7em(fe25519 *r, const fe25519 *a)
{
    big28_pair fg, de;
    big28 *f = &fg.a, *g = &fg.b, *d = &de.a, *e = &de.b;
    int32_t delta = 1;
    uint32_t f_negative = 0;
    fe25519 neg;

    /* f = p, g = a mod p, d = 0, e = 1 */
    f->l[0] = LIMB_MASK - 18;
    for (int i = 1; i < LIMBS - 1; i++)
        f->l[i] = LIMB_MASK;
    f->l[LIMBS - 1] = 7;
    big28_from_fe(g, a);
    for (int i = 0; i < LIMBS; i++) {
        d->l[i] = 0;
        e->l[i] = i == 0;
    }

    /* |f|, |g| <= p throughout; |d|, |e| grow by at most p per batch, so
     * they stay below 23 p < 2^260 (fe25519_invert.c). */
    for (int b = 0; b < BATCHES; b++) {
        fe25519_trans t;
        uint32_t f_low = (uint32_t)f->l[0] | ((uint32_t)f->l[1] << RADIX);
        uint32_t g_low = (uint32_t)g->l[0] | ((uint32_t)g->l[1] << RADIX);

        delta = halite_fe25519_divsteps(delta, f_low, g_low, &t);
        if (b < BATCHES - 1) /* public */
            halite_fe25519_combine28_armv7em(&fg, &t, 0, 0);
        else /* the last f is +-1: u f + v g = +-2^28, told by bit 29 */
            f_negative = (((uint32_t)t.u * f_low + (uint32_t)t.v * g_low) >> 29) & 1;
        halite_fe25519_combine28_armv7em(&de, &t, montgomery_m(d, e, t.u, t.v),
                                         montgomery_m(d, e, t.q, t.r));
    }

    /* r = d times the sign of the last f (d = 0 for a = 0) */
    fe_from_big28(r, d);
    halite_fe25519_neg(&neg, r);
    halite_fe25519_cmov(r, &neg, f_negative);
    halite_wipe(&fg, sizeof fg);
    halite_wipe(&de, sizeof de);
    halite_wipe(&neg, sizeof neg);
}
