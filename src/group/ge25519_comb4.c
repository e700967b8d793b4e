/*
 * Edwards25519 scalar multiplications for the small build (src/small.txt),
 * in place of ge25519.c: one addition and one doubling (extended
 * coordinates, Hisil-Wong-Carter-Dawson formulas for a = -1) shared by
 *   - the fixed base: one signed all-bits-set comb of four teeth 64 bits
 *     apart (Hamburg), 64 doublings and 64 additions of a point scanned
 *     out of an eight-entry table (ge25519_comb4, 768 bytes); constant-time;
 *   - verification: a B + b A by joint left-to-right sliding windows, A
 *     with digits 1, 3 (A, 3A made at run time) and B with 1, 3, 5, 7
 *     (ge25519_odd4), one shared doubling a bit; variable-time, public
 *     data only.
 * Both run on the constant-time field (fe25519.h), so verification and
 * signing share one field. Stack: two points and four field temporaries at
 * most, so verification stays near 1 KiB.
 */
#include "internal.h"
#include "group/ge25519.h"
#include "group/sc25519.h"

/* A point prepared for addition: Y + X, Y - X, 2 d T, and 2 Z (z2; NULL
 * for an affine point, z = 1). */
typedef struct {
    const fe25519 *ypx, *ymx, *t2d, *z2;
} addend;

/* p = (E F, G H, F G, E H), T only when with_t; h may alias p->x. */
static void finish(ge25519 *p, const fe25519 *e, const fe25519 *f, const fe25519 *g,
                   const fe25519 *h, int with_t)
{
    fe25519_mul(&p->y, g, h);
    if (with_t)
        fe25519_mul(&p->t, e, h);
    fe25519_mul(&p->x, e, f);
    fe25519_mul(&p->z, f, g);
}

/* p = 2 p (reads X, Y, Z); T only when with_t (public). */
static void dbl(ge25519 *p, int with_t)
{
    fe25519 e, f, g, h;

    fe25519_sq(&e, &p->x);                  /* X^2 */
    fe25519_sq(&f, &p->y);                  /* Y^2 */
    fe25519_add(&h, &e, &f);                /* H = X^2 + Y^2 */
    fe25519_sub(&g, &e, &f);                /* G = X^2 - Y^2 (a = -1) */
    fe25519_add(&e, &p->x, &p->y);
    fe25519_sq(&e, &e);
    fe25519_sub(&e, &h, &e);                /* E = H - (X + Y)^2 = -2 X Y */
    fe25519_sq(&f, &p->z);
    fe25519_add(&f, &f, &f);
    fe25519_add(&f, &f, &g);                /* F = 2 Z^2 + G */
    finish(p, &e, &f, &g, &h, with_t);
}

/* p = p + q; T only when with_t (public). */
static void add(ge25519 *p, const addend *q, int with_t)
{
    fe25519 e, f, g, h;

    fe25519_sub(&e, &p->y, &p->x);
    fe25519_mul(&e, &e, q->ymx);            /* A = (Y1 - X1)(y2 - x2) */
    fe25519_add(&f, &p->y, &p->x);
    fe25519_mul(&f, &f, q->ypx);            /* B = (Y1 + X1)(y2 + x2) */
    fe25519_mul(&g, &p->t, q->t2d);         /* C = 2 d T1 T2 */
    if (q->z2)
        fe25519_mul(&h, &p->z, q->z2);      /* D = 2 Z1 Z2 */
    else
        fe25519_add(&h, &p->z, &p->z);
    fe25519_add(&p->x, &f, &e);             /* H = B + A (X1 is free) */
    fe25519_sub(&e, &f, &e);                /* E = B - A */
    fe25519_sub(&f, &h, &g);                /* F = D - C */
    fe25519_add(&g, &h, &g);                /* G = D + C */
    finish(p, &e, &f, &g, &p->x, with_t);
}

/* p = the neutral element (0, 1). */
static void identity(ge25519 *p)
{
    fe25519_zero(&p->x);
    fe25519_one(&p->y);
    fe25519_one(&p->z);
    fe25519_zero(&p->t);
}

/* q = (neg ? -1 : 1) comb4[m], scanning all eight entries (m < 8, neg 0 or
 * 1): -(x, y) swaps y + x with y - x and negates 2 d x y. */
static void comb_select(fe25519 q[3], uint32_t m, uint32_t neg)
{
    fe25519 t;

    for (int k = 0; k < 3; k++)
        fe25519_zero(&q[k]);
    for (uint32_t e = 0; e < 8; e++) {
        uint32_t eq = ((e ^ m) - 1) >> 31;  /* e, m < 8 */
        for (int k = 0; k < 3; k++)
            fe25519_cmov(&q[k], fe_words(ge25519_comb4[e] + 8 * k), eq);
    }
    fe25519_cswap(&q[0], &q[1], neg);
    fe25519_neg(&t, &q[2]);
    fe25519_cmov(&q[2], &t, neg);
}

/* Bit i of the 32-byte little-endian s. */
static uint32_t bit(const unsigned char s[32], int i)
{
    return (s[i >> 3] >> (i & 7)) & 1;
}

void ge25519_scalarmult_base(ge25519 *s, const unsigned char r[32])
{
    unsigned char k[32];
    fe25519 q[3];
    addend a = {&q[0], &q[1], &q[2], NULL};

    /* For odd k and k' = (k - 1) / 2 + 2^255, k = sum_{i<256} (2 bit_i(k')
     * - 1) 2^i. With i = j + 64 t: at position j the four teeth add
     * sum_t (+-1) 2^(64 t) B = (+-1 of tooth 3) comb4[m], m_t = [tooth t's
     * sign equals tooth 3's]; never the neutral element. */
    sc25519_make_odd(k, r);
    for (int i = 0; i < 31; i++)
        k[i] = (unsigned char)((k[i] >> 1) | (k[i + 1] << 7));
    k[31] = (unsigned char)((k[31] >> 1) | 0x80);
    identity(s);
    for (int j = 63; j >= 0; j--) {
        uint32_t top = bit(k, j + 192), m = 0;
        for (int t = 0; t < 3; t++)
            m |= (1u ^ bit(k, j + 64 * t) ^ top) << t;
        dbl(s, 1);
        comb_select(q, m, top ^ 1);
        add(s, &a, 1);
    }
    halite_wipe(k, sizeof k);
    halite_wipe(q, sizeof q);
}

void ge25519_scalarmult_base_encode(unsigned char s[32], const unsigned char r[32])
{
    ge25519 p;

    ge25519_scalarmult_base(&p, r);
    ge25519_tobytes(s, &p);
    halite_wipe(&p, sizeof p);
}

/* ---- public data only ---- */

/* p in cached form (Y + X, Y - X, 2 d T, 2 Z) into c[0..3]. */
static void cached(fe25519 c[4], const ge25519 *p)
{
    fe25519_add(&c[0], &p->y, &p->x);
    fe25519_sub(&c[1], &p->y, &p->x);
    fe25519_mul(&c[2], &p->t, fe_words(ge25519_2d));
    fe25519_add(&c[3], &p->z, &p->z);
}

/* A left-to-right sliding window over one scalar: digits are odd, below
 * 2^w, each added at the position of its lowest bit. */
typedef struct {
    const unsigned char *s;
    int w, pos, digit;                  /* pos: where the digit adds, or -1 */
} window;

/* At bit i: starts a digit when none is pending and bit i is set (bits i
 * down to the lowest set one among the w from i). Returns 1 when the
 * pending digit adds at i. */
static int window_at(window *v, int i)
{
    if (v->pos < 0 && bit(v->s, i)) {
        int j = i - v->w + 1 < 0 ? 0 : i - v->w + 1;
        while (!bit(v->s, j))
            j++;
        v->pos = j;
        v->digit = 0;
        for (int b = i; b >= j; b--)
            v->digit = 2 * v->digit + (int)bit(v->s, b);
    }
    return v->pos == i;
}

void ge25519_double_scalarmult_vartime(ge25519 *s, const unsigned char a[32],
                                       const ge25519 *A, const unsigned char b[32])
{
    fe25519 ta[2][4];                       /* A, 3A, cached */
    window va = {a, 2, -1, 0}, vb = {b, 3, -1, 0};

    *s = *A;                                /* s may be A */
    cached(ta[0], s);
    dbl(s, 1);                              /* 2A */
    {
        addend q = {&ta[0][0], &ta[0][1], &ta[0][2], &ta[0][3]};
        add(s, &q, 1);                      /* 3A */
    }
    cached(ta[1], s);
    identity(s);
    for (int i = 252; i >= 0; i--) {
        int adda = window_at(&va, i), addb = window_at(&vb, i);
        dbl(s, adda || addb);
        if (adda) {
            fe25519 *c = ta[va.digit >> 1];
            addend q = {&c[0], &c[1], &c[2], &c[3]};
            add(s, &q, addb);
            va.pos = -1;
        }
        if (addb) {
            const uint32_t *w = ge25519_odd4[vb.digit >> 1];
            addend q = {fe_words(w), fe_words(w + 8), fe_words(w + 16), NULL};
            add(s, &q, 0);
            vb.pos = -1;
        }
    }
}
