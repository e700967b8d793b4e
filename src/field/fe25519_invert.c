/* SPDX-License-Identifier: ISC */
/*
 * a^-1 mod p = 2^255 - 19 by Bernstein-Yang divsteps ("Fast constant-time
 * gcd computation and modular inversion", 2019, §11-12), in the half-delta
 * variant (Wuille, "Bounds on divsteps iterations in safegcd"; also in
 * libsecp256k1), which starts from the paper's delta = 1/2:
 *
 * divstep(delta, f, g) = (2 - delta, g, (g - f) / 2) if delta > 0 and g odd,
 *                        (1 + delta, f, (g + (g mod 2) f) / 2) otherwise,
 * from (1, p, a mod p), where delta here is the paper's delta + 1/2 (its
 * 1 - delta is 2 - delta here, and delta > 0 is the same test). Throughout, f = d a and g = e a (mod p), starting
 * from d = 0, e = 1. Once g = 0, f = +-gcd(p, a) = +-1 for a != 0, so
 * a^-1 = +-d; for a = 0, d stays 0.
 *
 * Batches of BATCH divsteps run on the low 32 bits of f and g only (the
 * transition matrix of n divsteps depends on delta and the low n bits of f
 * and g); the matrix T, scaled by 2^BATCH, is then applied to the whole
 * f, g (the division by 2^BATCH is exact) and to d, e (divided by 2^BATCH
 * mod p by adding a multiple m p first, Montgomery style).
 *
 * Constant-time on the Cortex-M3 (docs/design.md, Constant time): a fixed
 * number of batches and divsteps, masks instead of branches, public addresses
 * only, and every product of secrets a 32-bit MUL/MLA: matrix entries are
 * split into 14-bit pieces and numbers are held in radix 2^14, so each product
 * is below 2^28 and each column sum fits an int32 (bounds at the arithmetic).
 * Right shifts of negative int32 values are arithmetic (GCC, Clang).
 */
#include "fe25519_invert.h"
#include "internal.h"

/* Numbers: sum l[i] 2^(14 i); l[0..17] in [0, 2^14), l[18] signed. */
#define LIMBS 19
#define RADIX 14
#define LIMB_MASK 0x3fff

/* Divsteps per batch: 2 RADIX, so the division by 2^BATCH drops two whole
 * limbs. 590 half-delta divsteps reach g = 0 from any odd f <= 2^256 and
 * 0 <= g <= f (here f = p, g < p): a Coq proof of Wuille's convex-hull
 * bound (safegcd-bounds, coq/hddivsteps); BATCHES * BATCH = 616 >= 590.
 * (The paper's variant from delta = 1 needs 742 by its §11 theorem: 27
 * batches.) Divsteps after g = 0 leave f and g unchanged. Random inputs
 * need far fewer, so a count below 590 would pass every test: the count
 * rests on the proof. */
#define BATCH 28
#define BATCHES 22

typedef fe25519_big14 big;   /* LIMBS limbs of RADIX bits */
typedef fe25519_trans trans; /* scaled by 2^BATCH */

/* Runs HALF divsteps on the low HALF bits of *f (odd) and *g from delta,
 * updating *f, *g (shifted: the low bits of the next divsteps) and returning
 * the new delta; sets t to the transition matrix scaled by 2^HALF. */
#define HALF (BATCH / 2)
static int32_t divsteps_half(int32_t delta, uint32_t *fp, uint32_t *gp, trans *t)
{
    /* The rows (u, v) and (q, r) are packed as u + 2^16 v and q + 2^16 r:
     * each step is linear in them (negate, add, double), so the packed words
     * are exact mod 2^32, and after HALF = 14 steps |u| + |v| <= 2^14 lets
     * both halves be read back as int16. md = -delta: |delta| <= 1 + 616,
     * never overflowing. Invariant: 2^i (f_i, g_i) = (u f_0 + v g_0,
     * q f_0 + r g_0), with the f row doubled each step instead of g halved. */
    uint32_t f = *fp, g = *gp, uv = 1, qr = (uint32_t)1 << 16;
    uint32_t md = (uint32_t)-delta;

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 14
#endif
    for (int i = 0; i < HALF; i++) {
        uint32_t swap = (uint32_t)((int32_t)md >> 31); /* delta > 0 */
        uint32_t odd = 0u - (g & 1);
        /* g += +-f if g odd, - when delta > 0; the g row likewise */
        g += ((f ^ swap) - swap) & odd;
        qr += ((uv ^ swap) - swap) & odd;
        swap &= odd;
        /* swap: f = g_old (= g_new + f), delta = 2 - delta, so md = -md - 2
         * = ~md - 1; else delta = 1 + delta, md - 1 */
        f += g & swap;
        uv += qr & swap;
        md = (md ^ swap) - 1;
        g >>= 1; /* bit 0 is 0 here; bits above the batch's are never used */
        uv <<= 1;
    }
    *fp = f;
    *gp = g;
    t->u = (int16_t)uv;
    t->v = ((int32_t)uv - t->u) >> 16;
    t->q = (int16_t)qr;
    t->r = ((int32_t)qr - t->q) >> 16;
    return -(int32_t)md;
}

/* Contract in fe25519_invert.h (BATCH = 28): two halves, t = t2 t1
 * (entries of t1, t2 at most 2^14 in magnitude, so each product is a
 * 32-bit MUL). */
int32_t halite_fe25519_divsteps_ref(int32_t delta, uint32_t f, uint32_t g, trans *t)
{
    trans t1, t2;

    delta = divsteps_half(delta, &f, &g, &t1);
    delta = divsteps_half(delta, &f, &g, &t2);
    t->u = t2.u * t1.u + t2.v * t1.q;
    t->v = t2.u * t1.v + t2.v * t1.r;
    t->q = t2.q * t1.u + t2.r * t1.q;
    t->r = t2.q * t1.v + t2.r * t1.r;
    return delta;
}

/* Contract in fe25519_invert.h (BATCH = 2 RADIX = 28). Limb k - 2 of the
 * results is written once limb k of a and b has been read. */
void halite_fe25519_combine_ref(fe25519_big14_pair *ab, const trans *t, uint32_t ma, uint32_t mb)
{
    /* x = x0 + 2^14 x1 with x0 in [0, 2^14): |x1| <= |x| / 2^14 + 1, so
     * |u1| + |v1| <= 2^14 + 2 (as |q1| + |r1|). A column sum is then
     * |u0 a_k + v0 b_k| < 2^29, plus |u1 a_(k-1) + v1 b_(k-1)| < 2^28 + 2^15,
     * plus the m p pieces < 2^19 and a carry < 2^17: below 2^30. */
    int32_t u0 = t->u & LIMB_MASK, u1 = t->u >> RADIX;
    int32_t v0 = t->v & LIMB_MASK, v1 = t->v >> RADIX;
    int32_t q0 = t->q & LIMB_MASK, q1 = t->q >> RADIX;
    int32_t r0 = t->r & LIMB_MASK, r1 = t->r >> RADIX;
    int32_t ma0 = (int32_t)(ma & LIMB_MASK), ma1 = (int32_t)(ma >> RADIX);
    int32_t mb0 = (int32_t)(mb & LIMB_MASK), mb1 = (int32_t)(mb >> RADIX);
    int32_t *al = ab->a.l, *bl = ab->b.l;
    int32_t ca, cb, a_prev, b_prev;

    /* p = 2^255 - 19 = -19 + 8 2^(14 * 18): m p adds -19 m0 to column 0,
     * -19 m1 to column 1, 8 m0 to column 18, 8 m1 to column 19. The first
     * two columns are zero mod 2^14 after their carries; they are dropped. */
    ca = (u0 * al[0] + v0 * bl[0] - 19 * ma0) >> RADIX;
    cb = (q0 * al[0] + r0 * bl[0] - 19 * mb0) >> RADIX;
    ca = (ca + u0 * al[1] + v0 * bl[1] + u1 * al[0] + v1 * bl[0] - 19 * ma1) >> RADIX;
    cb = (cb + q0 * al[1] + r0 * bl[1] + q1 * al[0] + r1 * bl[0] - 19 * mb1) >> RADIX;
    a_prev = al[1];
    b_prev = bl[1];
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 17
#endif
    for (int k = 2; k < LIMBS; k++) {
        int32_t ak = al[k], bk = bl[k];
        int32_t sa = ca + u0 * ak + v0 * bk + u1 * a_prev + v1 * b_prev;
        int32_t sb = cb + q0 * ak + r0 * bk + q1 * a_prev + r1 * b_prev;
        if (k == LIMBS - 1) { /* public */
            sa += 8 * ma0;
            sb += 8 * mb0;
        }
        al[k - 2] = sa & LIMB_MASK;
        bl[k - 2] = sb & LIMB_MASK;
        ca = sa >> RADIX;
        cb = sb >> RADIX;
        a_prev = ak;
        b_prev = bk;
    }
    ca += u1 * a_prev + v1 * b_prev + 8 * ma1;
    cb += q1 * a_prev + r1 * b_prev + 8 * mb1;
    al[LIMBS - 2] = ca & LIMB_MASK;
    al[LIMBS - 1] = ca >> RADIX;
    bl[LIMBS - 2] = cb & LIMB_MASK;
    bl[LIMBS - 1] = cb >> RADIX;
}

/* 19^-1 mod 2^32 */
#define INV19 0x286bca1bu

/* Returns m in [0, 2^BATCH) with x d + y e + m p = 0 mod 2^BATCH: p = -19
 * mod 2^32, so m = (x d + y e) / 19, from the low two limbs (all mod 2^32). */
static uint32_t montgomery_m(const big *d, const big *e, int32_t x, int32_t y)
{
    uint32_t dl = (uint32_t)d->l[0] | ((uint32_t)d->l[1] << RADIX);
    uint32_t el = (uint32_t)e->l[0] | ((uint32_t)e->l[1] << RADIX);
    uint32_t s = (uint32_t)x * dl + (uint32_t)y * el; /* MUL, MLA */

    return (s * INV19) & ((1u << BATCH) - 1);
}

/* n = (x + m p) / 2^BATCH for |x| <= 2^BATCH, m as montgomery_m gives it:
 * the first batch's combine from d = 0, e = 1 (x = t.v, t.r), without the
 * combine. p = 2^255 - 19, so n = c + m 2^227 with c = (x - 19 m) / 2^28
 * in [-19, 1] (x - 19 m > -20 2^28), and 227 = 16 RADIX + 3. */
static void big_first_batch(big *n, int32_t x)
{
    uint32_t m = ((uint32_t)x * INV19) & ((1u << BATCH) - 1); /* MUL */
    int32_t c, s, top;

    /* two exact shifts, as combine's columns 0 and 1 (no int32 overflow) */
    c = (x - 19 * (int32_t)(m & LIMB_MASK)) >> RADIX; /* |.| < 2^15 */
    c = (c - 19 * (int32_t)(m >> RADIX)) >> RADIX;    /* in [-19, 1] */
    /* limbs 0..15 = c + 2^224 s (s = -1: the borrow for c < 0), then
     * limbs 16..18 = m 2^3 - s, its carries signed */
    s = c >> 31;
    n->l[0] = c & LIMB_MASK;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 15
#endif
    for (int i = 1; i < 16; i++)
        n->l[i] = s & LIMB_MASK;
    top = (int32_t)((m << 3) & LIMB_MASK) + s;
    n->l[16] = top & LIMB_MASK;
    top = (int32_t)((m >> (RADIX - 3)) & LIMB_MASK) + (top >> RADIX);
    n->l[17] = top & LIMB_MASK;
    n->l[18] = (int32_t)(m >> (2 * RADIX - 3)) + (top >> RADIX); /* in [-1, 8) */
}

/* n = the canonical value of a in limbs. */
static void big_from_fe(big *n, const fe25519 *a)
{
    unsigned char s[32];
    uint32_t w[8];

    halite_fe25519_tobytes(s, a);
    for (int i = 0; i < 8; i++)
        w[i] = halite_load32_le(s + 4 * i);
    for (int i = 0; i < LIMBS - 1; i++) {
        int bit = RADIX * i, j = bit / 32; /* public */
        uint64_t x = w[j] | (j < 7 ? (uint64_t)w[j + 1] << 32 : 0);
        n->l[i] = (int32_t)(x >> (bit % 32)) & LIMB_MASK;
    }
    n->l[LIMBS - 1] = (int32_t)(w[7] >> 28); /* bits 252..254: < 8 */
}

/* r = n mod p, loosely reduced, for |n| < 2^260. */
static void fe_from_big(fe25519 *r, const big *n)
{
    uint64_t acc = 0;
    int bits = 0, j = 0;
    int32_t top = n->l[LIMBS - 1], h, t;
    uint32_t s;
    int64_t c;

    /* r = limbs 0..17 (252 bits) + 2^252 (top mod 8), below 2^255 */
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
    /* n = r + 2^255 h = r + 19 h (mod p), |h| <= 2^5. For h < 0 add p too,
     * i.e. r + 2^255 s + 19 (h - s): in (0, 2^256) either way. */
    h = top >> 3;
    s = (uint32_t)h >> 31;
    t = h - (int32_t)s;
    c = 19 * t; /* a 32-bit MUL: |19 t| < 2^11 */
    for (int i = 0; i < 8; i++) {
        c += r->v[i];
        if (i == 7)
            c += (int64_t)s << 31;
        r->v[i] = (uint32_t)c;
        c >>= 32;
    }
}

void halite_fe25519_invert_divsteps(fe25519 *r, const fe25519 *a)
{
    fe25519_big14_pair fg, de;
    big *f = &fg.a, *g = &fg.b, *d = &de.a, *e = &de.b;
    int32_t delta = 1;
    uint32_t f_negative = 0;
    fe25519 neg;

    /* f = p, g = a mod p, d = 0, e = 1 (d, e set after the first batch) */
    f->l[0] = LIMB_MASK - 18;
    for (int i = 1; i < LIMBS - 1; i++)
        f->l[i] = LIMB_MASK;
    f->l[LIMBS - 1] = 7;
    big_from_fe(g, a);

    /* |f|, |g| <= p throughout (max(|f|, |g|) never grows); |d|, |e| grow
     * by at most p per batch ((2^28 max + m p) / 2^28): below 28 p < 2^260,
     * so limb 18 stays below 2^8 in magnitude. */
    for (int b = 0; b < BATCHES; b++) {
        trans t;
        uint32_t f_low = (uint32_t)f->l[0] | ((uint32_t)f->l[1] << RADIX);
        uint32_t g_low = (uint32_t)g->l[0] | ((uint32_t)g->l[1] << RADIX);

        delta = halite_fe25519_divsteps(delta, f_low, g_low, &t);
        if (b < BATCHES - 1) { /* public */
            halite_fe25519_combine(&fg, &t, 0, 0);
        } else {
            /* The last f = (u f + v g) / 2^28 is +-1 for a != 0 (the
             * bound), so u f + v g = +-2^28: 2^28 or 15 2^28 mod 2^32,
             * told apart by bit 29. For a = 0 (f = p, g = 0, u = 2^28) it
             * is 13 2^28: bit 29 clear, no negation (d = 0 anyway). So
             * the last f, g combine is not needed. */
            f_low |= (uint32_t)f->l[2] << (2 * RADIX);
            g_low |= (uint32_t)g->l[2] << (2 * RADIX);
            f_negative = (((uint32_t)t.u * f_low + (uint32_t)t.v * g_low) >> 29) & 1;
        }
        if (b == 0) { /* public */
            big_first_batch(d, t.v);
            big_first_batch(e, t.r);
        } else {
            halite_fe25519_combine(&de, &t, montgomery_m(d, e, t.u, t.v),
                                   montgomery_m(d, e, t.q, t.r));
        }
    }

    /* r = d times the sign of the last f (+-1; p for a = 0, with d = 0) */
    fe_from_big(r, d);
    halite_fe25519_neg(&neg, r);
    halite_fe25519_cmov(r, &neg, f_negative);
}

/* fe25519.h's inversion: this method, or the version fe25519_invert.h
 * picks for the build (the small build's is fe25519_fermat.c,
 * src/small.txt). */
void halite_fe25519_invert(fe25519 *r, const fe25519 *a)
{
    halite_fe25519_invert_kernel(r, a);
}
