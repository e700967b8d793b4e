/* SPDX-License-Identifier: ISC */
/*
 * halite_fe25519_invert (the build's inversion: Bernstein-Yang divsteps, their
 * radix-2^28 kernel on the ARMv7E-M cores, the small build's Fermat chain),
 * and the portable divsteps too where the build has another, against
 * Fermat's a^(p-2), computed here from halite_fe25519_pow2523_pub (a^((p-5)/8))^8
 * a^3 with the field's products, on edge inputs (0, 1, around p, 2p and
 * 2^256, powers of 2 and their neighbours, which drive the divstep
 * matrices to their extreme entries) and random ones; and a * a^-1 = 1 for
 * a != 0 mod p. Where assembly kernels are built, they are compared with
 * the C ones: combine on random and extreme numbers, matrices and
 * Montgomery multiples, divsteps on random and extreme f, g and delta.
 */
#include "check.h"
#include "field/fe25519_invert.h"
#include "field/fe25519_pub.h"

/* r = a^(p - 2) = (a^((p - 5) / 8))^8 a^3. */
static void fermat_invert(fe25519 *r, const fe25519 *a)
{
    fe25519 t, a3;

    halite_fe25519_pow2523_pub(&t, a);
    halite_fe25519_sq(&t, &t);
    halite_fe25519_sq(&t, &t);
    halite_fe25519_sq(&t, &t);
    halite_fe25519_sq(&a3, a);
    halite_fe25519_mul(&a3, &a3, a);
    halite_fe25519_mul(r, &t, &a3);
}

/* The inversions under test: the build's (fe25519.h), and the portable
 * divsteps where the build's is a kernel (fe25519_invert.h). */
static void (*const inverts[])(fe25519 *, const fe25519 *) = {
    halite_fe25519_invert,
#ifdef HALITE_ARCH_FE25519_INVERT28
    halite_fe25519_invert_divsteps,
#endif
};

/* Checks each inversion of a against Fermat's, and a a^-1 = 1 unless
 * a = 0 mod p; also with r aliasing a. */
static void check_one(const fe25519 *a)
{
    static const unsigned char one[32] = {1};
    fe25519 r, want, x;
    unsigned char s[32], w[32];

    fermat_invert(&want, a);
    halite_fe25519_tobytes(w, &want);
    for (unsigned k = 0; k < sizeof inverts / sizeof inverts[0]; k++) {
        inverts[k](&r, a);
        halite_fe25519_tobytes(s, &r);
        CHECK_MEM(s, w, 32);
        halite_fe25519_mul(&x, &r, a);
        halite_fe25519_tobytes(s, &x);
        if (!halite_fe25519_iszero(a))
            CHECK_MEM(s, one, 32);
        else
            CHECK(halite_fe25519_iszero(&r));
        x = *a;
        inverts[k](&x, &x);
        halite_fe25519_tobytes(s, &x);
        CHECK_MEM(s, w, 32);
    }
}

/* a = the 256-bit number with words w[0..7] (little-endian). */
static void set_words(fe25519 *a, const uint32_t w[8])
{
    for (int i = 0; i < 8; i++)
        a->v[i] = w[i];
}

/* a = p + k (k may be negative, |k| < 2^31), or 2p + k when twice is set. */
static void near_p(fe25519 *a, int32_t k, int twice)
{
    static const uint32_t p[8] = {0xffffffed, 0xffffffff, 0xffffffff, 0xffffffff,
                                  0xffffffff, 0xffffffff, 0xffffffff, 0x7fffffff};
    int64_t c = k;

    for (int i = 0; i < 8; i++) {
        uint64_t w = twice ? ((uint64_t)p[i] << 1 | (i ? p[i - 1] >> 31 : 0)) & 0xffffffff
                           : p[i];
        c += (int64_t)w;
        a->v[i] = (uint32_t)c;
        c >>= 32;
    }
}

static void test_edges(void)
{
    fe25519 a;
    static const int32_t small[] = {0, 1, 2, 3, 18, 19, 20, -1, -2, -3, -19, -20, 12345};

    for (unsigned i = 0; i < sizeof small / sizeof small[0]; i++) {
        uint32_t w[8] = {0};
        w[0] = (uint32_t)small[i];
        if (small[i] >= 0) {
            set_words(&a, w);
            check_one(&a);               /* 0, 1, 2, ... */
        }
        near_p(&a, small[i], 0);
        check_one(&a);                   /* p, p + 1, ..., p - 1, ... */
        near_p(&a, small[i], 1);
        check_one(&a);                   /* 2p, 2p + 1, ... (2p + 38 > 2^256 wraps, still fine) */
    }
    for (int k = 0; k < 256; k++) {
        uint32_t w[8] = {0};
        w[k / 32] = 1u << (k % 32);
        set_words(&a, w);
        check_one(&a);                   /* 2^k: long runs of even g */
        for (int i = 0; i < 8; i++)      /* 2^k - 1: long runs of odd g */
            w[i] = (i < k / 32) ? 0xffffffff : (i == k / 32 ? (1u << (k % 32)) - 1 : 0);
        set_words(&a, w);
        check_one(&a);
        near_p(&a, 0, 0);                /* p - 2^k (= -2^k) */
        {
            int64_t c = 0;
            uint32_t pw[8];
            for (int i = 0; i < 8; i++)
                pw[i] = a.v[i];
            for (int i = 0; i < 8; i++) {
                c += (int64_t)pw[i] - (i == k / 32 ? (1u << (k % 32)) : 0);
                a.v[i] = (uint32_t)c;
                c >>= 32;
            }
            if (k < 255)
                check_one(&a);
        }
    }
    {
        uint32_t w[8];
        for (int i = 0; i < 8; i++)
            w[i] = 0xffffffff;
        set_words(&a, w);
        check_one(&a);                   /* 2^256 - 1 */
        w[7] = 0x7fffffff;
        set_words(&a, w);
        check_one(&a);                   /* 2^255 - 1 = p + 18 */
        for (int i = 0; i < 8; i++)
            w[i] = i == 7 ? 0x3fffffff : i == 0 ? 0xfffffff6 : 0xffffffff;
        set_words(&a, w);
        check_one(&a);                   /* (p - 1) / 2 = 2^254 - 10 */
        for (int i = 0; i < 8; i++)
            w[i] = 0x55555555;
        set_words(&a, w);
        check_one(&a);
        for (int i = 0; i < 8; i++)
            w[i] = 0xaaaaaaaa;
        set_words(&a, w);
        check_one(&a);
    }
}

/* n random inputs: any 256-bit words, sparse words, and small values. */
static void test_random(check_prng *g, int n)
{
    for (int it = 0; it < n; it++) {
        fe25519 a;
        for (int i = 0; i < 8; i++) {
            uint32_t x = check_prng_u32(g);
            if (it % 4 == 1)
                x &= check_prng_u32(g) & check_prng_u32(g); /* sparse */
            if (it % 4 == 2 && i > 0)
                x = 0;                                     /* below 2^32 */
            if (it % 4 == 3 && i > 0)
                x = 0xffffffff;                            /* above 2p */
            a.v[i] = x;
        }
        check_one(&a);
    }
}

#ifdef HALITE_ARCH_FE25519_INVERT
/* Runs both combines on copies of (a, b) and checks that they agree. */
static void check_combine(const fe25519_big14 *a, const fe25519_big14 *b, const fe25519_trans *t,
                          uint32_t ma, uint32_t mb)
{
    fe25519_big14_pair ab1 = {*a, *b}, ab2 = {*a, *b};

    halite_fe25519_combine(&ab1, t, ma, mb);
    halite_fe25519_combine_ref(&ab2, t, ma, mb);
    CHECK_MEM(&ab1, &ab2, sizeof ab1);
}

/* x uniform in [-n, n], n <= 2^28. */
static int32_t signed_below(check_prng *g, uint32_t n)
{
    int32_t x = (int32_t)(check_prng_u32(g) % (n + 1));
    return (check_prng_u32(g) & 1) ? -x : x;
}

/* A random matrix row (x, y) with |x| + |y| <= 2^28, often on the edge. */
static void random_row(check_prng *g, int32_t *x, int32_t *y)
{
    uint32_t sum = check_prng_u32(g) % 4 ? 1u << 28 : check_prng_u32(g) % ((1u << 28) + 1);

    *x = signed_below(g, sum);
    *y = signed_below(g, sum - (uint32_t)(*x < 0 ? -*x : *x));
}

/* A random number within the contract: limbs 0..17 in [0, 2^14) (some all
 * zero or all ones), |limb 18| < 2^14; small = limb 18 below 2^8, as d, e. */
static void random_big(check_prng *g, fe25519_big14 *n, int small)
{
    uint32_t kind = check_prng_u32(g) % 4;

    for (int i = 0; i < 18; i++) {
        uint32_t x = check_prng_u32(g) & 0x3fff;
        n->l[i] = (int32_t)(kind == 1 ? 0x3fff : kind == 2 ? (x & 1) * 0x3fff : x);
    }
    n->l[18] = signed_below(g, small ? 0xff : 0x3fff);
}

/* The assembly combine against the C one: every pair of extreme matrix rows
 * on extreme numbers and multiples m, then n random cases (half with
 * ma = mb = 0, as for f, g). */
static void test_combine(check_prng *g, int n)
{
    static const int32_t rows[][2] = {
        {1 << 28, 0}, {-(1 << 28), 0}, {0, 1 << 28}, {0, -(1 << 28)},
        {1 << 27, -(1 << 27)}, {-(1 << 27), 1 << 27}, {-(1 << 27), -(1 << 27)},
        {(1 << 28) - 1, 1}, {1, -(1 << 28) + 1}, {-(1 << 14) - 1, (1 << 28) - (1 << 14) - 1},
        {0x3fff, -0x3fff}, {0, 0}};
    static const uint32_t ms[] = {0, (1u << 28) - 1, (1u << 14) - 1, 1u << 14};
    const int nrows = sizeof rows / sizeof rows[0], nms = sizeof ms / sizeof ms[0];
    fe25519_big14 nums[4], a, b;
    fe25519_trans t;

    for (int i = 0; i < 19; i++) {
        nums[0].l[i] = 0x3fff;                 /* all ones, limb 18 = 2^14 - 1 */
        nums[1].l[i] = i < 18 ? 0x3fff : -0x3fff;
        nums[2].l[i] = i < 18 ? 0 : -0x3fff;
        nums[3].l[i] = 0;
    }
    for (int i = 0; i < nrows; i++)
        for (int j = 0; j < nrows; j++)
            for (int k = 0; k < 16; k++) {
                t.u = rows[i][0];
                t.v = rows[i][1];
                t.q = rows[j][1];
                t.r = rows[j][0];
                check_combine(&nums[k % 4], &nums[k / 4], &t, ms[(i + k) % nms],
                              ms[(j + k / 4) % nms]);
            }
    for (int it = 0; it < n; it++) {
        int de = it & 1;
        random_big(g, &a, de);
        random_big(g, &b, de);
        random_row(g, &t.u, &t.v);
        random_row(g, &t.q, &t.r);
        check_combine(&a, &b, &t, de ? check_prng_u32(g) >> 4 : 0,
                      de ? check_prng_u32(g) >> 4 : 0);
    }
}

/* Runs both divsteps from (delta, f, g) and checks that they agree. */
static void check_divsteps(int32_t delta, uint32_t f, uint32_t g)
{
    fe25519_trans t1, t2;
    int32_t d1 = halite_fe25519_divsteps(delta, f, g, &t1);
    int32_t d2 = halite_fe25519_divsteps_ref(delta, f, g, &t2);

    CHECK(d1 == d2);
    CHECK_MEM(&t1, &t2, sizeof t1);
}

/* The assembly divsteps against the C: extreme f, g (0, 1, all ones, runs
 * that keep g even or odd, g = +-f) with extreme deltas (the inversion's
 * reach is |delta| <= 757), then n random cases. */
static void test_divsteps(check_prng *g, int n)
{
    static const uint32_t fs[] = {1, 0xffffffff, 0x0fffffff, 0x10000001, 0x55555555, 0xaaaaaaab,
                                  0x00000003, 0x0ffffffd, 0x80000001, 0x7fffffed};
    static const uint32_t gs[] = {0, 1, 2, 0xffffffff, 0x0fffffff, 0x08000000, 0x55555555,
                                  0xaaaaaaaa, 0x0ffffffe, 0x10000000};
    static const int32_t deltas[] = {1, 0, -1, 2, -2, 757, -757, 758, -758, 28, -28, 29, -29,
                                     (1 << 29), -(1 << 29)};
    const int nf = sizeof fs / sizeof fs[0], ng = sizeof gs / sizeof gs[0];
    const int nd = sizeof deltas / sizeof deltas[0];

    for (int i = 0; i < nf; i++)
        for (int j = 0; j < ng; j++)
            for (int k = 0; k < nd; k++) {
                check_divsteps(deltas[k], fs[i], gs[j]);
                check_divsteps(deltas[k], fs[i], fs[i]);      /* g = f */
                check_divsteps(deltas[k], fs[i], 0u - fs[i]); /* g = -f */
            }
    for (int it = 0; it < n; it++) {
        uint32_t f = check_prng_u32(g) | 1, x = check_prng_u32(g);
        int32_t delta = (int32_t)(check_prng_u32(g) % 1517) - 758;
        if (it % 4 == 1)
            x &= check_prng_u32(g) & check_prng_u32(g);           /* mostly even steps */
        if (it % 4 == 2)
            delta = (int32_t)(check_prng_u32(g) % 61) - 30;       /* the common range */
        check_divsteps(delta, f, x);
    }
}
#endif

int main(void)
{
    check_prng g;

    check_begin("field25519_invert");
    check_prng_init(&g, 0x1e7e25519ull);
    test_edges();
    test_random(&g, 2000);
#ifdef HALITE_ARCH_FE25519_INVERT
    test_combine(&g, 4000);
    test_divsteps(&g, 20000);
#endif
    return check_end();
}
