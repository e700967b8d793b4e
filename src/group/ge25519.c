/* SPDX-License-Identifier: ISC */
/*
 * Edwards25519 point arithmetic (extended coordinates, Hisil-Wong-Carter-
 * Dawson formulas for a = -1) and the two scalar multiplications Ed25519
 * needs: a constant-time fixed-base signed all-bits-set comb (8 combs of 4
 * teeth, full-scan lookups) and a variable-time double-scalar
 * multiplication with width-w NAFs for verification.
 *
 * Additions and doublings work in place with two field temporaries: they
 * form E, F, G, H in the point's T and Z and in the temporaries, then
 * X = E F, Y = G H, Z = F G and, unless the next step is a doubling (which
 * does not read T), T = E H. Keeping no separate "completed" point saves
 * 256 bytes of stack in every scalar multiplication.
 */
#include "internal.h"
#include "field/fe25519_pub.h"
#include "group/ge25519.h"
#include "group/sc25519.h"

/* Projective point prepared for addition, as ge25519_add takes it: Y + X,
 * Y - X, 2 d T, 2 Z. */
typedef struct {
    fe25519 q[4];
} ge25519_cached;

/* The products a point formula uses: constant-time for the fixed base, the
 * variable-time ones of fe25519_pub.h for verification (public data). The
 * formulas below are always inlined into one _ct and one _pub copy, so
 * each calls its products directly. */
typedef struct {
    void (*mul)(fe25519 *r, const fe25519 *a, const fe25519 *b);
    void (*sq)(fe25519 *r, const fe25519 *a);
    /* s = a + b, d = a - b (s may be a; d may be a only for _pub) */
    void (*addsub)(fe25519 *s, fe25519 *d, const fe25519 *a, const fe25519 *b);
    /* r = 2 a + b (r may be a, not b) */
    void (*dbladd)(fe25519 *r, const fe25519 *a, const fe25519 *b);
} field_ops;

/* s = a + b, d = a - b by the constant-time kernels; s may be a, d may be
 * neither a nor b. */
static void addsub_ct(fe25519 *s, fe25519 *d, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_sub(d, a, b);
    halite_fe25519_add(s, a, b);
}

/* r = 2 a + b by the constant-time kernels; r may be a, not b. */
static void dbladd_ct(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_add(r, a, a);
    halite_fe25519_add(r, r, b);
}

static const field_ops field_ct = {halite_fe25519_mul, halite_fe25519_sq, addsub_ct, dbladd_ct};

/* p = the neutral element (0, 1). */
static void ge_identity(ge25519 *p)
{
    halite_fe25519_zero(&p->x);
    halite_fe25519_one(&p->y);
    halite_fe25519_one(&p->z);
    halite_fe25519_zero(&p->t);
}

/* p = (E F, G H, F G, E H) from p->t = E, p->z = F, a = G, b = H (p->x and
 * p->y are free); T only when with_t (public). The order lets each product
 * overwrite a value it is the last to read, so nothing is copied. */
static inline __attribute__((always_inline))
void ge_finish(const field_ops *f, ge25519 *p, const fe25519 *a, const fe25519 *b,
               uint32_t with_t)
{
    f->mul(&p->x, &p->t, &p->z);            /* X = E F */
    f->mul(&p->y, a, b);                    /* Y = G H */
    f->mul(&p->z, &p->z, a);                /* Z = F G */
    if (with_t)
        f->mul(&p->t, &p->t, b);            /* T = E H */
}

/* r = 2 p, reading X, Y, Z only; r may be p. T only when with_t. Products
 * by f. */
static inline __attribute__((always_inline))
void ge_dbl(const field_ops *f, ge25519 *r, const ge25519 *p, uint32_t with_t)
{
    fe25519 a, b;
    halite_fe25519_add(&a, &p->x, &p->y);
    f->sq(&r->t, &a);                       /* (X + Y)^2 */
    f->sq(&r->x, &p->x);
    f->sq(&r->y, &p->y);
    f->addsub(&b, &a, &r->x, &r->y);        /* H = X^2 + Y^2, G = X^2 - Y^2 (a = -1) */
    f->sq(&r->x, &p->z);
    f->dbladd(&r->z, &r->x, &a);            /* F = C + G, C = 2 Z^2 */
    halite_fe25519_sub(&r->t, &b, &r->t);          /* E = H - (X + Y)^2 = -2XY */
    ge_finish(f, r, &a, &b, with_t);
}

/* p = p + q, or p - q with GE25519_NEG; q[0..2] = y + x, y - x, 2 d t and,
 * with GE25519_Z, q[3] = 2 z (else z = 1: an affine niels point). T only
 * with GE25519_WITH_T. flags are public. Products by f. */
static inline __attribute__((always_inline))
void ge_add(const field_ops *f, ge25519 *p, const fe25519 q[], uint32_t flags)
{
    uint32_t neg = flags & GE25519_NEG;
    fe25519 a, b;
    /* -q = (-x, y): swaps y + x with y - x and negates the T term C. */
    f->addsub(&b, &a, &p->y, &p->x);
    f->mul(&a, &a, &q[neg ? 0 : 1]);        /* A = (Y1 - X1)(y2 - x2) */
    f->mul(&b, &b, &q[neg ? 1 : 0]);        /* B = (Y1 + X1)(y2 + x2) */
    f->mul(&p->x, &p->t, &q[2]);            /* C = 2 d T1 T2 */
    f->addsub(&b, &p->t, &b, &a);           /* H = B + A, E = B - A */
    if (flags & GE25519_Z)
        f->mul(&a, &p->z, &q[3]);           /* D = 2 Z1 Z2 */
    else
        halite_fe25519_add(&a, &p->z, &p->z);
    if (neg) {                              /* -q negates C */
        fe25519 g;                          /* addsub_ct's d may not be a */
        f->addsub(&p->z, &g, &a, &p->x);    /* F = D + C, G = D - C */
        a = g;
    } else {
        f->addsub(&a, &p->z, &a, &p->x);    /* G = D + C, F = D - C */
    }
    ge_finish(f, p, &a, &b, flags & GE25519_WITH_T);
}

/* The portable point operations (ge25519.h), with the constant-time
 * products. */
void halite_ge25519_dbl_ref(ge25519 *r, const ge25519 *p, uint32_t n, uint32_t with_t)
{
    ge_dbl(&field_ct, r, p, n == 1 && with_t);
    for (uint32_t i = 1; i < n; i++)
        ge_dbl(&field_ct, r, r, i == n - 1 && with_t);
}

void halite_ge25519_add_ref(ge25519 *p, const fe25519 q[], uint32_t flags)
{
    ge_add(&field_ct, p, q, flags);
}

#ifdef HALITE_ARCH_GE25519
/* The build's point kernels, constant-time, serve verification too: on
 * these cores the constant-time products are the fastest (fe25519_pub.h). */
#define ge_dbl_ct halite_ge25519_dbl
#define ge_add_ct halite_ge25519_add
#define ge_dbl_pub halite_ge25519_dbl
#define ge_add_pub halite_ge25519_add
#else
/* The constant-time copies, for the fixed base. */
#define ge_dbl_ct halite_ge25519_dbl_ref
#define ge_add_ct halite_ge25519_add_ref

/* The variable-time copies, for verification (public data only). */
static const field_ops field_pub = {fe25519_mul_pub, fe25519_sq_pub, halite_fe25519_addsub_pub,
                                    halite_fe25519_dbladd_pub};

static void ge_dbl_pub(ge25519 *r, const ge25519 *p, uint32_t n, uint32_t with_t)
{
    ge_dbl(&field_pub, r, p, n == 1 && with_t);
    for (uint32_t i = 1; i < n; i++)
        ge_dbl(&field_pub, r, r, i == n - 1 && with_t);
}

/* ge_add with the fe25519_pub.h products (public points only). */
static void ge_add_pub(ge25519 *p, const fe25519 q[], uint32_t flags)
{
    ge_add(&field_pub, p, q, flags);
}
#endif

/* ---- fixed base, constant-time ---- */

/* (p + 1) / 2 = 2^254 - 9, the inverse of 2 */
static const uint32_t fe_half[8] = {
    0xfffffff7, 0xffffffff, 0xffffffff, 0xffffffff,
    0xffffffff, 0xffffffff, 0xffffffff, 0x3fffffff
};

/* p = the point q in ge_add's form (y + x, y - x, 2 d t, with GE25519_Z
 * 2 z; negated with GE25519_NEG; flags public) as (2x : 2y : 2z), cheaper
 * than adding it to the neutral element. T = 2xy only for an affine q (no
 * GE25519_Z) with GE25519_WITH_T; otherwise T is left for a doubling, which
 * does not read it, to overwrite. */
static void ge_from_q(ge25519 *p, const fe25519 q[], uint32_t flags)
{
    uint32_t neg = flags & GE25519_NEG;

    halite_fe25519_sub(&p->x, &q[neg], &q[1 - neg]);  /* -q = (-x, y) */
    halite_fe25519_add(&p->y, &q[0], &q[1]);
    if (flags & GE25519_Z) {
        halite_fe25519_copy(&p->z, &q[3]);
    } else {
        halite_fe25519_zero(&p->z);
        p->z.v[0] = 2;
        if (flags & GE25519_WITH_T) {
            halite_fe25519_mul(&p->t, &p->x, &p->y);  /* 4 x y */
            halite_fe25519_mul(&p->t, &p->t, fe_words(fe_half));
        }
    }
}

/* Returns all ones when a == b, else 0; a, b < 2^31. */
static uint32_t ct_eq_mask(uint32_t a, uint32_t b)
{
    return -(((a ^ b) - 1) >> 31);
}

/* Contract in ge25519.h: scans all eight entries word by word with the
 * eight masks at hand. */
void halite_ge25519_select_ref(uint32_t w[24], const uint32_t t[8][24], uint32_t m,
                               uint32_t neg)
{
    static const uint32_t p[8] = {
        0xffffffed, 0xffffffff, 0xffffffff, 0xffffffff,
        0xffffffff, 0xffffffff, 0xffffffff, 0x7fffffff
    };
    uint32_t m0 = ct_eq_mask(m, 0), m1 = ct_eq_mask(m, 1), m2 = ct_eq_mask(m, 2),
             m3 = ct_eq_mask(m, 3), m4 = ct_eq_mask(m, 4), m5 = ct_eq_mask(m, 5),
             m6 = ct_eq_mask(m, 6), m7 = ct_eq_mask(m, 7);
    uint32_t nmask = -neg, borrow = 0;

    for (int i = 0; i < 24; i++)
        w[i] = (t[0][i] & m0) | (t[1][i] & m1) | (t[2][i] & m2) | (t[3][i] & m3) |
               (t[4][i] & m4) | (t[5][i] & m5) | (t[6][i] & m6) | (t[7][i] & m7);
    /* -(x, y) = (-x, y): swap y + x with y - x, and 2dxy (canonical, so
     * below p) becomes p - 2dxy, still below 2^255. */
    for (int i = 0; i < 8; i++) {
        uint32_t x = (w[i] ^ w[i + 8]) & nmask;
        uint64_t d = (uint64_t)p[i] - w[i + 16] - borrow;
        borrow = (uint32_t)(d >> 63);
        w[i] ^= x;
        w[i + 8] ^= x;
        w[i + 16] ^= (w[i + 16] ^ (uint32_t)d) & nmask;
    }
}

void halite_ge25519_scalarmult_base(ge25519 *s, const unsigned char r[32])
{
    unsigned char k[32];
    uint32_t w[24], steps = 0;

    /* Signed all-bits-set comb (Hamburg): for odd k, with
     * k' = (k - 1) / 2 + 2^255, k = sum_{i<256} (2 bit_i(k') - 1) 2^i, every
     * signed bit +-1. Bit i = b + 8 j + 32 c (b < 8) is tooth j of comb c
     * at position b; comb c at position b adds
     *   sum_j (+-1) 2^(8 j + 32 c) B = (+-1 of tooth 3) comb[c][m],
     * m_j = [bit of tooth j == bit of tooth 3]. So 7 doublings and 63
     * additions after the first lookup, and no lookup is ever the neutral
     * element. */
    halite_sc25519_make_odd(k, r);
    for (int i = 0; i < 31; i++)
        k[i] = (unsigned char)((k[i] >> 1) | (k[i + 1] << 7));
    k[31] = (unsigned char)((k[31] >> 1) | 0x80);

    for (int b = 7; b >= 0; b--) {
        for (int c = 0; c < 8; c++) {
            /* tooth j of comb c at position b is bit b of byte 4 c + j */
            uint32_t top = (k[4 * c + 3] >> b) & 1, m = 0;
            for (int j = 0; j < 3; j++)
                m |= (1u ^ ((k[4 * c + j] >> b) & 1u) ^ top) << j;
            halite_ge25519_select(w, halite_ge25519_base_comb[c], m, top ^ 1);
            if (b == 7 && c == 0) /* public: s starts as the first entry */
                ge_from_q(s, fe_words(w), GE25519_WITH_T);
            else
                ge_add_ct(s, fe_words(w), c < 7 || b == 0 ? GE25519_WITH_T : 0);
            steps = halite_count_step(steps);
        }
        if (b > 0)
            ge_dbl_ct(s, s, 1, 1);
    }
    /* the hardened build: a comb left early gives the point (0 : 0 : 0),
     * which no caller accepts */
    halite_ge25519_spoil_unless(s, halite_count_mask(steps, 64));
    halite_wipe(k, sizeof k);
    halite_wipe(w, sizeof w);
}

/* ---- public data only: double-scalar multiplication ---- */

/* Reads w <= 8 bits of s starting at bit pos (bits past 255 read as 0):
 * they lie in the two bytes from pos / 8, as (pos mod 8) + w <= 15. */
static unsigned read_bits(const unsigned char s[32], unsigned pos, unsigned w)
{
    unsigned i = pos >> 3, v;
    if (i >= 32)
        return 0;
    v = s[i];
    if (i < 31)
        v |= (unsigned)s[i + 1] << 8;
    return (v >> (pos & 7)) & ((1u << w) - 1);
}

/* The nonzero digits of the width-w NAF of s < 2^253, lowest first:
 * s = sum dig[k] 2^pos[k], each digit odd with |digit| < 2^(w-1), positions
 * at least w apart and at most 254 (a final carry lands at most one bit
 * above bit 252, or at most w - 2 bits above the window that made it), so
 * there are at most 254 / w + 1 of them. Returns how many. */
static int wnaf(unsigned char pos[], signed char dig[], const unsigned char s[32],
                unsigned w)
{
    unsigned i = 0, carry = 0;
    int n = 0;
    while (i < 256) {
        unsigned window = read_bits(s, i, w) + carry;
        if (!(window & 1)) {
            i++;                /* bit equals carry: digit 0, carry moves up */
            continue;
        }
        pos[n] = (unsigned char)i;
        if (window < (1u << (w - 1))) {
            dig[n++] = (signed char)window;
            carry = 0;
        } else {
            dig[n++] = (signed char)((int)window - (1 << w));
            carry = 1;
        }
        i += w;
    }
    return n;
}

/* c = p in cached form (Y + X, Y - X, 2 d T, 2 Z). */
static void cached_make(ge25519_cached *c, const ge25519 *p)
{
    halite_fe25519_add(&c->q[0], &p->y, &p->x);
    halite_fe25519_sub(&c->q[1], &p->y, &p->x);
    fe25519_mul_pub(&c->q[2], &p->t, fe_words(halite_ge25519_2d));
    halite_fe25519_add(&c->q[3], &p->z, &p->z);
}

void halite_ge25519_double_scalarmult_vartime(ge25519 *s, const unsigned char a[32],
                                       const ge25519 *A, const unsigned char b[32])
{
    unsigned char pa[51], pb[43];       /* 254 / 5 + 1, 254 / 6 + 1 */
    signed char da[51], db[43];
    ge25519_cached ta[8];               /* A, 3A, ..., 15A */
    const ge25519_cached *q = &ta[7];
    int na, nb, i, started = 0;
    uint32_t doublings = 0;
    /* public: A's Z is 1 (as halite_ge25519_frombytes_vartime leaves it) */
    int a_affine = A->z.v[0] == 1 && (A->z.v[1] | A->z.v[2] | A->z.v[3] | A->z.v[4] |
                                      A->z.v[5] | A->z.v[6] | A->z.v[7]) == 0;

    /* With only s as a point variable (s may be A): 2A waits in ta[7]
     * while 3A, 5A, ..., 13A are made, and 15A = 13A + 2A replaces it. */
    cached_make(&ta[0], A);
    ge_dbl_pub(s, A, 1, 1);
    cached_make(&ta[7], s);
    ge_add_pub(s, ta[0].q, GE25519_Z | GE25519_WITH_T);
    for (i = 1; i < 8; i++) {
        cached_make(&ta[i], s);
        if (i < 7)
            ge_add_pub(s, q->q, GE25519_Z | GE25519_WITH_T);
    }

    na = wnaf(pa, da, a, 5) - 1;
    nb = wnaf(pb, db, b, 6) - 1;
    i = na < 0 ? -1 : pa[na];
    if (nb >= 0 && pb[nb] > i)
        i = pb[nb];
    ge_identity(s);
    /* The first addend is taken as s itself (ge_from_q) when a doubling
     * follows it, instead of doubling and adding to the neutral element.
     * The doublings between additions run in one call, the last of them
     * with T (needed only by an addition, and at the end). */
    for (; i >= 0; i--) {
        int adda = na >= 0 && pa[na] == i, addb = nb >= 0 && pb[nb] == i;
        if (started)
            doublings++;
        if (!adda && !addb && i > 0)
            continue;
        if (doublings)
            ge_dbl_pub(s, s, doublings, 1);
        doublings = 0;
        if (adda) {
            int k = (da[na] < 0 ? -da[na] : da[na]) >> 1;
            /* +-A is affine: its 2Z is 2, no product needed */
            uint32_t flags = (k > 0 || !a_affine ? GE25519_Z : 0) |
                             (da[na] > 0 ? GE25519_NEG : 0) |   /* -a A */
                             (addb || i == 0 ? GE25519_WITH_T : 0);
            if (!started && !addb && i > 0)
                ge_from_q(s, ta[k].q, flags & ~GE25519_WITH_T);
            else
                ge_add_pub(s, ta[k].q, flags);
            started = 1;
            na--;
        }
        if (addb) {
            const uint32_t *w = halite_ge25519_base_odd[(db[nb] < 0 ? -db[nb] : db[nb]) >> 1];
            uint32_t flags = (db[nb] < 0 ? GE25519_NEG : 0) | (i == 0 ? GE25519_WITH_T : 0);
            if (!started && i > 0)
                ge_from_q(s, fe_words(w), flags);
            else
                ge_add_pub(s, fe_words(w), flags);
            started = 1;
            nb--;
        }
    }
}
