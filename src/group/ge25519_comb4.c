/* SPDX-License-Identifier: ISC */
/*
 * Edwards25519 scalar multiplications for the small build (src/small.txt),
 * in place of ge25519.c: one addition and one doubling (extended
 * coordinates, Hisil-Wong-Carter-Dawson formulas for a = -1) shared by
 *   - the fixed base: one signed all-bits-set comb of four teeth 64 bits
 *     apart (Hamburg), 64 doublings and 64 additions of a point scanned
 *     out of an eight-entry table (halite_ge25519_comb4, 768 bytes); constant-time;
 *   - verification: b B - a A by a joint left-to-right scan of the
 *     non-adjacent forms of a and b, one shared doubling a digit, A added
 *     or subtracted at each nonzero digit of -a and B at each of b (both
 *     affine in niels form: no table of multiples, in flash or on the
 *     stack; about 169 additions and subtractions, against 253 for the
 *     binary scan); variable-time, public data only.
 * Both run on the constant-time field (fe25519.h), so verification and
 * signing share one field. Stack: a point, A in niels form, four field
 * temporaries, the subtraction's S and 3 a, 3 b at most, so that
 * verification stays within 1 KiB.
 */
#include <string.h>
#include "internal.h"
#include "group/ge25519.h"
#include "group/sc25519.h"
#include "field/fe25519_program.h"
#include "group/ge25519_program.h"

/* The registers of the point programs (fe25519_program.h): the point
 * (X, Y, Z, T), four temporaries, an affine addend in niels form (y + x,
 * y - x, 2 d x y) and, for the comb, S: word 0 is 1 when the addend is to
 * be subtracted. */
enum { X, Y, Z, T, E, F, G, H, YPX, YMX, T2D, S };

/* The end of every point operation: X = E F, Y = G H, Z = F G and, last
 * so that it may be left out when the next operation is a doubling (which
 * does not read T), T = E H. */
#define POINT_END                                                           \
    FE_OP(FE_MUL, Y, G, T), FE_OP(FE_MUL, X, E, F),                         \
    FE_OP(FE_MUL, Z, F, G), FE_OP(FE_MUL, T, E, T)

/* The addition's first ten operations (below). */
#define POINT_ADD                                                           \
    FE_OP(FE_SUB, E, Y, X), FE_OP(FE_MUL, E, E, YMX),                       \
    FE_OP(FE_ADD, F, Y, X), FE_OP(FE_MUL, F, F, YPX),                       \
    FE_OP(FE_MUL, G, T, T2D), FE_OP(FE_ADD, H, Z, Z),                       \
    FE_OP(FE_ADD, T, F, E), FE_OP(FE_SUB, E, F, E),                         \
    FE_OP(FE_SUB, F, H, G), FE_OP(FE_ADD, G, H, G)

/* The point operations, one array so that one base addresses them all;
 * each is ten operations (eleven, twelve) and POINT_END, so that one run
 * does one operation:
 * - doubling (a = -1, at DBL): H = X^2 + Y^2 in T, G = X^2 - Y^2, E = H -
 *   (X + Y)^2 = -2 X Y, F = 2 Z^2 + G;
 * - addition of an affine point, Hisil-Wong-Carter-Dawson (a = -1, at
 *   ADD): A = (Y1 - X1)(y2 - x2) in E, B = (Y1 + X1)(y2 + x2) in F, C = 2 d
 *   T1 T2 in G, D = 2 Z1 in H; then H = B + A in T (T1 is read), E = B -
 *   A, F = D - C, G = D + C;
 * - the comb's addition or, when word 0 of S is 1, subtraction,
 *   constant-time (at COMB): the subtraction adds the negation of the
 *   addend, which swaps y + x with y - x (a swap before the addition) and
 *   negates 2 d x y, so C changes sign and F and G trade values (a swap
 *   after it). From its second instruction (at SUB), with the addend's
 *   halves swapped by the caller and S 1, it subtracts. */
enum { DBL = 0, ADD = DBL + 14, COMB = ADD + 14, SUB = COMB + 1 };
static const uint16_t point_prog[] = {
    FE_OP(FE_SQ, E, X, 0), FE_OP(FE_SQ, F, Y, 0),
    FE_OP(FE_ADD, T, E, F), FE_OP(FE_SUB, G, E, F),
    FE_OP(FE_ADD, E, X, Y), FE_OP(FE_SQ, E, E, 0), FE_OP(FE_SUB, E, T, E),
    FE_OP(FE_SQ, F, Z, 0), FE_OP(FE_ADD, F, F, F), FE_OP(FE_ADD, F, F, G),
    POINT_END,
    POINT_ADD,
    POINT_END,
    FE_OP(FE_CSWAP, YPX, YMX, S),
    POINT_ADD,
    FE_OP(FE_CSWAP, F, G, S),
    POINT_END,
};

/* ge25519_program.h */
void halite_ge25519_program_start(const fe25519 *r[16], ge25519 *p, fe25519 *f, int n)
{
    memset(p, 0, sizeof *p);
    p->y.v[0] = 1;
    p->z.v[0] = 1;
    r[X] = &p->x;
    r[Y] = &p->y;
    r[Z] = &p->z;
    r[T] = &p->t;
    for (int i = 0; i < n; i++)
        r[E + i] = &f[i];
}

/* p = 2 p (T only when with_t, 0 or 1, public). */
static void dbl(const fe25519 *const r[16], int with_t)
{
    halite_fe25519_run(r, point_prog + DBL, 13 + (size_t)with_t);
}

/* p = p + a, or p - a when neg (0 or 1, public), for the niels form
 * a[0..2] of an affine point; r[S] an element whose word 0 is 1; T only
 * when with_t (0 or 1, public). */
static void add(const fe25519 *r[16], const fe25519 *a, uint32_t neg, int with_t)
{
    r[YPX] = &a[neg];
    r[YMX] = &a[neg ^ 1];
    r[T2D] = &a[2];
    halite_fe25519_run(r, point_prog + ADD + (SUB - ADD) * neg, 13 + neg + (size_t)with_t);
}

/* q = comb4[m], scanning all eight entries (m < 8) word by word with
 * masks. */
static void comb_select(fe25519 q[3], uint32_t m)
{
    for (int i = 0; i < 24; i++) {
        uint32_t x = 0;
        for (uint32_t e = 0; e < 8; e++)
            x |= halite_ge25519_comb4[e][i] & (0 - (((e ^ m) - 1) >> 31));   /* e, m < 8 */
        q[i >> 3].v[i & 7] = x;
    }
}

/* Bit i of the little-endian s (i public). */
static uint32_t bit(const unsigned char *s, int i)
{
    return (s[i >> 3] >> (i & 7)) & 1;
}

void halite_ge25519_scalarmult_base(ge25519 *s, const unsigned char r[32])
{
    /* the secrets, wiped together: k and, as its byte 32, 1; the registers
     * E to S (the temporaries, the addend q, the sign) */
    struct {
        unsigned char k[33];
        fe25519 f[S - E + 1];
    } w;
    fe25519 *q = &w.f[YPX - E];
    const fe25519 *reg[16];
    uint32_t steps = 0;

    /* For odd k and k' = (k - 1) / 2 + 2^255, k = sum_{i<256} (2 bit_i(k')
     * - 1) 2^i; bit i of k' is bit i + 1 of k (k < 2^256), and bit 255 is
     * 1, byte 32 of k. With i = j + 64 t: at position j the four teeth add
     * sum_t (+-1) 2^(64 t) B = (+-1 of tooth 3) comb4[m], m_t = [tooth t's
     * sign equals tooth 3's]; never the neutral element. */
    halite_sc25519_make_odd(w.k, r);
    w.k[32] = 1;
    halite_ge25519_program_start(reg, s, w.f, S - E + 1);
    for (int j = 63; j >= 0; j--) {
        uint32_t top = bit(w.k, j + 193), m = 0;
        for (int i = 0; i < 3; i++)
            m |= (1u ^ bit(w.k, j + 64 * i + 1) ^ top) << i;
        dbl(reg, 1);                    /* the neutral element's is itself */
        comb_select(q, m);
        w.f[S - E].v[0] = top ^ 1;
        halite_fe25519_run(reg, point_prog + COMB, sizeof point_prog / sizeof point_prog[0] - COMB);
        steps = halite_count_step(steps);
    }
    /* the hardened build: a comb left early gives the point (0 : 0 : 0),
     * which no caller accepts */
    halite_ge25519_spoil_unless(s, halite_count_mask(steps, 64));
    halite_wipe(&w, sizeof w);
}

/* ---- public data only ---- */

/* t = 3 k for k < 2^253, so t < 2^255. */
static void triple(unsigned char t[32], const unsigned char k[32])
{
    uint32_t c = 0;

    for (int i = 0; i < 32; i++) {
        c += 3u * k[i];                 /* c < 3 * 256 */
        t[i] = (unsigned char)c;
        c >>= 8;
    }
}

/* Digit i < 254 of the non-adjacent form of k < 2^253 (of -k when neg is
 * 1), from t = 3 k, as 0 (digit 0), 1 (digit 1) or 2 (digit -1). The
 * digit is bit i + 1 of 3 k minus bit i + 1 of k: 3 k - k = 2 k digit by
 * digit is the non-adjacent form of 2 k (Reitwiesner). */
static int naf_step(const unsigned char k[32], const unsigned char t[32], int i,
                    uint32_t neg)
{
    uint32_t p = bit(t, i + 1), q = bit(k, i + 1);

    return (int)((p ^ q) << (q ^ neg));
}

void halite_ge25519_double_scalarmult_vartime(ge25519 *s, const unsigned char a[32],
                                       const ge25519 *A, const unsigned char b[32])
{
    fe25519 na[3], t[4], one;               /* A in niels form */
    unsigned char a3[32], b3[32];
    const fe25519 *reg[16];

    halite_fe25519_add(&na[0], &A->y, &A->x);      /* A is affine: y + x, y - x, 2 d x y */
    halite_fe25519_sub(&na[1], &A->y, &A->x);
    halite_fe25519_mul(&na[2], &A->t, fe_words(halite_ge25519_d));
    halite_fe25519_add(&na[2], &na[2], &na[2]);    /* no 2 d in the small tables */
    triple(a3, a);
    triple(b3, b);
    /* s may be A: A is not read after this */
    halite_ge25519_program_start(reg, s, t, 4);
    one.v[0] = 1;                           /* S: word 0 only */
    reg[S] = &one;
    /* Non-adjacent forms: a third of the digits nonzero, not a half. No
     * doubling before the first addition (s is the neutral element). */
    for (int i = 253, started = 0; i >= 0; i--) {
        int op_a = naf_step(a, a3, i, 1), op_b = naf_step(b, b3, i, 0);
        if (started)
            dbl(reg, (op_a | op_b) != 0);
        started |= op_a | op_b;
        if (op_a)                           /* T only before B's addition */
            add(reg, na, (uint32_t)op_a - 1, op_b != 0);
        if (op_b)
            add(reg, fe_words(halite_ge25519_base_niels), (uint32_t)op_b - 1, 0);
    }
}
