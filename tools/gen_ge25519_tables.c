/* SPDX-License-Identifier: ISC */
/*
 * Generates src/group/ge25519_base_table.c: the Edwards25519 constants and
 * the fixed-base tables used by src/group/ge25519.c, derived here from the
 * curve's definition (RFC 8032 §5.1) so that no table is opaque:
 *   p = 2^255 - 19, d = -121665/121666, sqrt(-1) = 2^((p-1)/4),
 *   B = (x, 4/5) with x even.
 * Tables hold points in "niels" form (y+x, y-x, 2*d*x*y), affine, each
 * coordinate canonical and written as eight little-endian 32-bit words:
 *   comb[c][m] = 2^(32 c) (2^24 + sum_{j<3} (2 m_j - 1) 2^(8 j)) B
 *                for c = 0..7, m = 0..7 with bits m_j    (6 KiB)
 *   (the signed all-bits-set comb of halite_ge25519_scalarmult_base: eight combs
 *   of four teeth spaced 8 bits apart)
 *   odd[i]       = (2*i + 1) * B      for i = 0..15            (1.5 KiB)
 *
 * With --small it generates src/group/ge25519_comb4_table.c instead, the
 * small build's tables (src/group/ge25519_comb4.c): the same constants but
 * 2d (32 bytes of flash for one doubling), and
 *   comb4[m]     = (2^192 + sum_{t<3} (2 m_t - 1) 2^(64 t)) B
 *                for m = 0..7 with bits m_t                (768 bytes)
 *   (one signed all-bits-set comb of four teeth spaced 64 bits apart)
 *   base_niels   = B                                        (96 bytes)
 *
 * Host-only; uses a plain radix-2^51 field with 128-bit products.
 * Build and run:  cc -O2 -o gen tools/gen_ge25519_tables.c &&
 *                 ./gen > src/group/ge25519_base_table.c &&
 *                 ./gen --small > src/group/ge25519_comb4_table.c
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef unsigned __int128 u128;
typedef struct { uint64_t v[5]; } gf; /* value = sum v[i] 2^(51 i) */

#define MASK51 ((1ULL << 51) - 1)

/* r = a, with limbs carried below 2^52. */
static void carry(gf *r)
{
    for (int k = 0; k < 2; k++) {
        for (int i = 0; i < 4; i++) {
            r->v[i + 1] += r->v[i] >> 51;
            r->v[i] &= MASK51;
        }
        r->v[0] += 19 * (r->v[4] >> 51);
        r->v[4] &= MASK51;
    }
}

static gf gf_small(uint64_t x)
{
    gf r = { { x, 0, 0, 0, 0 } };
    return r;
}

static gf gf_add(gf a, gf b)
{
    gf r;
    for (int i = 0; i < 5; i++)
        r.v[i] = a.v[i] + b.v[i];
    carry(&r);
    return r;
}

/* a - b, adding 4p so that limbs stay positive (inputs carried). */
static gf gf_sub(gf a, gf b)
{
    gf r;
    r.v[0] = a.v[0] + 4 * (MASK51 - 18) - b.v[0];
    for (int i = 1; i < 5; i++)
        r.v[i] = a.v[i] + 4 * MASK51 - b.v[i];
    carry(&r);
    return r;
}

static gf gf_mul(gf a, gf b)
{
    u128 t[5] = { 0 };
    gf r;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            u128 p = (u128)a.v[i] * b.v[j];
            if (i + j < 5)
                t[i + j] += p;
            else
                t[i + j - 5] += p * 19; /* 2^255 = 19 */
        }
    for (int i = 0; i < 4; i++) {
        t[i + 1] += t[i] >> 51;
        t[i] &= MASK51;
    }
    t[0] += (t[4] >> 51) * 19;
    t[4] &= MASK51;
    for (int i = 0; i < 5; i++)
        r.v[i] = (uint64_t)t[i];
    carry(&r);
    return r;
}

/* a^e for the exponent e given as 32 little-endian bytes. */
static gf gf_pow(gf a, const unsigned char e[32])
{
    gf r = gf_small(1);
    for (int i = 255; i >= 0; i--) {
        r = gf_mul(r, r);
        if ((e[i >> 3] >> (i & 7)) & 1)
            r = gf_mul(r, a);
    }
    return r;
}

/* Canonical little-endian encoding. */
static void gf_tobytes(unsigned char s[32], gf a)
{
    carry(&a);
    /* a < 2^255 + small; subtract p once or twice by trial. */
    for (int k = 0; k < 2; k++) {
        uint64_t t[5];
        int64_t c = 19;
        for (int i = 0; i < 5; i++) {
            c += (int64_t)a.v[i];
            t[i] = (uint64_t)c & MASK51;
            c >>= 51;
        }
        if (c) /* a + 19 >= 2^255, i.e. a >= p */
            for (int i = 0; i < 5; i++)
                a.v[i] = t[i];
    }
    for (int i = 0; i < 32; i++) {
        int bit = 8 * i, limb = bit / 51, sh = bit % 51;
        uint64_t x = a.v[limb] >> sh;
        if (sh > 43 && limb < 4)
            x |= a.v[limb + 1] << (51 - sh);
        s[i] = (unsigned char)x;
    }
}

static int gf_eq(gf a, gf b)
{
    unsigned char x[32], y[32];
    gf_tobytes(x, a);
    gf_tobytes(y, b);
    for (int i = 0; i < 32; i++)
        if (x[i] != y[i])
            return 0;
    return 1;
}

static void exponent(unsigned char e[32], unsigned sub, int shift)
{
    /* e = (p - sub) >> shift, p = 2^255 - 19 */
    unsigned char p[32];
    for (int i = 0; i < 32; i++)
        p[i] = 0xff;
    p[31] = 0x7f;
    p[0] = (unsigned char)(0xed - sub); /* sub <= 0xed */
    for (int i = 0; i < 32; i++) {
        unsigned v = p[i] >> shift;
        if (i < 31)
            v |= (unsigned)p[i + 1] << (8 - shift);
        e[i] = (unsigned char)v;
    }
}

static gf gf_inv(gf a)
{
    unsigned char e[32];
    exponent(e, 2, 0);
    return gf_pow(a, e);
}

static gf D, D2, SQRTM1;

typedef struct { gf x, y; } pt;

/* Complete affine addition on -x^2 + y^2 = 1 + d x^2 y^2. */
static pt pt_add(pt a, pt b)
{
    gf xy = gf_mul(gf_mul(a.x, b.x), gf_mul(a.y, b.y));
    gf dxy = gf_mul(D, xy);
    pt r;
    r.x = gf_mul(gf_add(gf_mul(a.x, b.y), gf_mul(a.y, b.x)),
                 gf_inv(gf_add(gf_small(1), dxy)));
    r.y = gf_mul(gf_add(gf_mul(a.y, b.y), gf_mul(a.x, b.x)),
                 gf_inv(gf_sub(gf_small(1), dxy)));
    return r;
}

static int on_curve(pt a)
{
    gf x2 = gf_mul(a.x, a.x), y2 = gf_mul(a.y, a.y);
    return gf_eq(gf_sub(y2, x2), gf_add(gf_small(1), gf_mul(D, gf_mul(x2, y2))));
}

static void print_words(gf a)
{
    unsigned char s[32];
    gf_tobytes(s, a);
    for (int i = 0; i < 8; i++)
        printf("0x%08lxu,%s", (unsigned long)((uint32_t)s[4 * i] |
                                              (uint32_t)s[4 * i + 1] << 8 |
                                              (uint32_t)s[4 * i + 2] << 16 |
                                              (uint32_t)s[4 * i + 3] << 24),
               i == 3 ? "\n    " : i == 7 ? "" : " ");
}

static void print_niels(pt a)
{
    printf("    ");
    print_words(gf_add(a.y, a.x));
    printf("\n    ");
    print_words(gf_sub(a.y, a.x));
    printf("\n    ");
    print_words(gf_mul(D2, gf_mul(a.x, a.y)));
    printf("\n");
}

/* Prints the multiples (2 i + 1) B, i < n, as name[n][24]. */
static int print_odd(const char *name, pt b, int n)
{
    pt acc = b, twice = pt_add(b, b);

    printf("const uint32_t %s[%d][24] = {\n", name, n);
    for (int i = 0; i < n; i++) {
        if (!on_curve(acc))
            return 1;
        printf("  {\n");
        print_niels(acc);
        printf("  },\n");
        acc = pt_add(acc, twice);
    }
    printf("};\n");
    return 0;
}

/* Prints the small build's tables (--small). */
static int print_small(pt b)
{
    pt tooth[4];                /* 2^(64 t) B */

    tooth[0] = b;
    for (int t = 1; t < 4; t++) {
        tooth[t] = tooth[t - 1];
        for (int i = 0; i < 64; i++)
            tooth[t] = pt_add(tooth[t], tooth[t]);
    }
    printf("/* comb4[m] = (2^192 + sum_{t<3} (2 m_t - 1) 2^(64 t)) B, niels form */\n");
    printf("const uint32_t halite_ge25519_comb4[8][24] = {\n");
    for (int m = 0; m < 8; m++) {
        pt acc = tooth[3];
        for (int t = 0; t < 3; t++) {
            pt x = tooth[t];
            if (!((m >> t) & 1))
                x.x = gf_sub(gf_small(0), x.x);         /* -(x, y) = (-x, y) */
            acc = pt_add(acc, x);
        }
        if (!on_curve(acc))
            return 1;
        printf("  {\n");
        print_niels(acc);
        printf("  },\n");
    }
    if (!on_curve(b))
        return 1;
    printf("};\n\n/* B, niels form */\n");
    printf("const uint32_t halite_ge25519_base_niels[24] = {\n");
    print_niels(b);
    printf("};\n");
    return 0;
}

int main(int argc, char **argv)
{
    unsigned char e[32], s[32];
    pt b, acc, row;
    int small = argc > 1 && strcmp(argv[1], "--small") == 0;

    D = gf_sub(gf_small(0), gf_mul(gf_small(121665), gf_inv(gf_small(121666))));
    D2 = gf_add(D, D);
    exponent(e, 1, 2); /* (p - 1) / 4 */
    SQRTM1 = gf_pow(gf_small(2), e);
    if (!gf_eq(gf_mul(SQRTM1, SQRTM1), gf_sub(gf_small(0), gf_small(1))))
        return 1;

    /* B: y = 4/5, x = sqrt((y^2 - 1) / (d y^2 + 1)), even. */
    b.y = gf_mul(gf_small(4), gf_inv(gf_small(5)));
    {
        gf y2 = gf_mul(b.y, b.y);
        gf u = gf_mul(gf_sub(y2, gf_small(1)), gf_inv(gf_add(gf_mul(D, y2), gf_small(1))));
        exponent(e, 0, 3); /* (p + 3) / 8 = ((p - 0) >> 3) + 1 */
        e[0]++;
        b.x = gf_pow(u, e);
        if (!gf_eq(gf_mul(b.x, b.x), u))
            b.x = gf_mul(b.x, SQRTM1);
        if (!gf_eq(gf_mul(b.x, b.x), u))
            return 1;
        gf_tobytes(s, b.x);
        if (s[0] & 1)
            b.x = gf_sub(gf_small(0), b.x);
    }
    if (!on_curve(b))
        return 1;

    printf("/* SPDX-License-Identifier: ISC */\n");
    printf("/* Generated by tools/gen_ge25519_tables.c; do not edit. */\n");
    printf("#include \"group/ge25519.h\"\n\n");
    printf("/* d = -121665/121666 mod p */\nconst uint32_t halite_ge25519_d[8] = {\n    ");
    print_words(D);
    if (!small) {               /* the small build doubles d where it needs 2 d */
        printf("\n};\n\n/* 2d */\nconst uint32_t halite_ge25519_2d[8] = {\n    ");
        print_words(D2);
    }
    printf("\n};\n\n/* sqrt(-1) = 2^((p-1)/4) */\nconst uint32_t halite_ge25519_sqrtm1[8] = {\n    ");
    print_words(SQRTM1);
    printf("\n};\n\n");
    if (small)
        return print_small(b);
    printf("/* comb[c][m] = 2^(32 c) (2^24 + sum_{j<3} (2 m_j - 1) 2^(8 j)) B,"
           " niels form */\n");
    printf("const uint32_t halite_ge25519_base_comb[8][8][24] = {\n");
    row = b;                    /* 2^(32 c) B */
    for (int c = 0; c < 8; c++) {
        pt tooth[4];            /* 2^(8 j) 2^(32 c) B */
        tooth[0] = row;
        for (int j = 1; j < 4; j++) {
            tooth[j] = tooth[j - 1];
            for (int i = 0; i < 8; i++)
                tooth[j] = pt_add(tooth[j], tooth[j]);
        }
        printf("  {\n");
        for (int m = 0; m < 8; m++) {
            acc = tooth[3];
            for (int j = 0; j < 3; j++) {
                pt t = tooth[j];
                if (!((m >> j) & 1))
                    t.x = gf_sub(gf_small(0), t.x);     /* -(x, y) = (-x, y) */
                acc = pt_add(acc, t);
            }
            if (!on_curve(acc))
                return 1;
            printf("   {\n");
            print_niels(acc);
            printf("   },\n");
        }
        printf("  },\n");
        row = tooth[3];
        for (int i = 0; i < 8; i++)
            row = pt_add(row, row);
    }
    printf("};\n\n/* odd[i] = (2 i + 1) * B, niels form */\n");
    return print_odd("halite_ge25519_base_odd", b, 16);
}
