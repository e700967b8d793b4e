/* SPDX-License-Identifier: ISC */
/*
 * GF(2^255 - 19) for public data (fe25519_pub.h): the usual addition chain
 * for pow2523 over fe25519_mul_pub/fe25519_sq_pub and runs of squarings,
 * which are the variable-time UMULL kernels of fe25519_pub.S on the
 * Cortex-M3 and the constant-time halite_fe25519_mul/fe25519_sq and
 * halite_fe25519_sqn on every other build (one portable product only),
 * and an inverse by binary Euclid, whose branches and loop counts follow
 * the value.
 */
#include <string.h>

#include "field/fe25519_kernels.h"
#include "field/fe25519_pub.h"

/* r = a^(2^n) for n >= 1. */
static void sqn(fe25519 *r, const fe25519 *a, int n)
{
#ifdef HALITE_ARCH_FE25519_PUB
    fe25519_sqn_pub(r, a, (uint32_t)n);
#else
    halite_fe25519_sqn(r, a, (uint32_t)n); /* the constant-time squarings */
#endif
}

#ifndef HALITE_ARCH_FE25519_PUB
void halite_fe25519_addsub_pub(fe25519 *s, fe25519 *d, const fe25519 *a, const fe25519 *b)
{
    fe25519 t;
    halite_fe25519_sub(&t, a, b);              /* before s, which may be a */
    halite_fe25519_add(s, a, b);
    *d = t;
}

void halite_fe25519_dbladd_pub(fe25519 *r, const fe25519 *a, const fe25519 *b)
{
    halite_fe25519_add(r, a, a);               /* r may be a, not b */
    halite_fe25519_add(r, r, b);
}
#endif

/* t = a^(2^250 - 1). */
static void pow2250m1(fe25519 *t, const fe25519 *a)
{
    fe25519 z2, z9, z11, e5, e10, e20, e50, e100, x;

    fe25519_sq_pub(&z2, a);          /* a^2 */
    sqn(&x, &z2, 2);                 /* a^8 */
    fe25519_mul_pub(&z9, &x, a);     /* a^9 */
    fe25519_mul_pub(&z11, &z9, &z2); /* a^11 */
    fe25519_sq_pub(&x, &z11);        /* a^22 */
    fe25519_mul_pub(&e5, &x, &z9);   /* a^(2^5 - 1) */
    sqn(&x, &e5, 5);
    fe25519_mul_pub(&e10, &x, &e5);  /* a^(2^10 - 1) */
    sqn(&x, &e10, 10);
    fe25519_mul_pub(&e20, &x, &e10); /* a^(2^20 - 1) */
    sqn(&x, &e20, 20);
    fe25519_mul_pub(&x, &x, &e20);   /* a^(2^40 - 1) */
    sqn(&x, &x, 10);
    fe25519_mul_pub(&e50, &x, &e10); /* a^(2^50 - 1) */
    sqn(&x, &e50, 50);
    fe25519_mul_pub(&e100, &x, &e50); /* a^(2^100 - 1) */
    sqn(&x, &e100, 100);
    fe25519_mul_pub(&x, &x, &e100);  /* a^(2^200 - 1) */
    sqn(&x, &x, 50);
    fe25519_mul_pub(t, &x, &e50);    /* a^(2^250 - 1) */
}

/* ---- inversion by binary Euclid (Kaliski's almost inverse) ---- */

#if defined(HALITE_ARCH_FE25519_INVERT) && !defined(HALITE_ARCH_FE25519_INVERT_PUB)
/* An instruction set with the divsteps inversion in assembly but no Euclid
 * kernel (ARMv6-M): there the constant-time inversion is the faster one. */
void halite_fe25519_invert_pub(fe25519 *r, const fe25519 *a)
{
    halite_fe25519_invert(r, a);
}
#else

/* x >>= z over the n words of x, z >= 1; the bits shifted out are zero. */
static void words_shr(uint32_t *x, int n, unsigned z)
{
    for (; z >= 32; z -= 32) {          /* rare: a run of 32 zero bits */
        for (int i = 0; i + 1 < n; i++)
            x[i] = x[i + 1];
        x[n - 1] = 0;
    }
    if (z == 0)
        return;
    for (int i = 0; i + 1 < n; i++)
        x[i] = (x[i] >> z) | (x[i + 1] << (32 - z));
    x[n - 1] >>= z;
}

/* x <<= z over the n words of x, z >= 1; nothing leaves word n - 1. */
static void words_shl(uint32_t *x, int n, unsigned z)
{
    for (; z >= 32; z -= 32) {
        for (int i = n - 1; i > 0; i--)
            x[i] = x[i - 1];
        x[0] = 0;
    }
    if (z == 0)
        return;
    for (int i = n - 1; i > 0; i--)
        x[i] = (x[i] << z) | (x[i - 1] >> (32 - z));
    x[0] <<= z;
}

/* x -= y over n words (x >= y); returns the borrow out. */
static uint32_t words_sub(uint32_t *x, const uint32_t *y, int n)
{
    uint32_t borrow = 0;
    for (int i = 0; i < n; i++) {
        uint64_t d = (uint64_t)x[i] - y[i] - borrow;
        x[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    return borrow;
}

/* x += y over n words, mod 2^(32 n). */
static void words_add(uint32_t *x, const uint32_t *y, int n)
{
    uint32_t carry = 0;
    for (int i = 0; i < n; i++) {
        uint64_t t = (uint64_t)x[i] + y[i] + carry;
        x[i] = (uint32_t)t;
        carry = (uint32_t)(t >> 32);
    }
}

/* x = (x - y) >> z over n words, x > y, 1 <= z <= 31 and the low z bits of
 * x - y zero: the common step in one pass. */
static void words_sub_shr(uint32_t *x, const uint32_t *y, int n, unsigned z)
{
    uint64_t d = (uint64_t)x[0] - y[0];
    uint32_t prev = (uint32_t)d, borrow = (uint32_t)(d >> 63);
    for (int i = 1; i < n; i++) {
        d = (uint64_t)x[i] - y[i] - borrow;
        borrow = (uint32_t)(d >> 63);
        x[i - 1] = (prev >> z) | ((uint32_t)d << (32 - z));
        prev = (uint32_t)d;
    }
    x[n - 1] = prev >> z;
}

/* x += y and y <<= z over n words, 1 <= z <= 31, nothing leaving word
 * n - 1: the common step in one pass. */
static void words_add_shl(uint32_t *x, uint32_t *y, int n, unsigned z)
{
    uint32_t carry = 0, prev = 0;
    for (int i = 0; i < n; i++) {
        uint32_t yi = y[i];
        uint64_t t = (uint64_t)x[i] + yi + carry;
        x[i] = (uint32_t)t;
        carry = (uint32_t)(t >> 32);
        y[i] = (yi << z) | (prev >> (32 - z));
        prev = yi;
    }
}

/* Returns 1 when x > y, both of n words. */
static int words_gt(const uint32_t *x, const uint32_t *y, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (x[i] != y[i])
            return x[i] > y[i];
    return 0;
}

/* The number of trailing zero bits of the nonzero x. */
static unsigned words_ctz(const uint32_t *x)
{
    unsigned z = 0;
    for (; *x == 0; x++)
        z += 32;
    return z + (unsigned)__builtin_ctz(*x);
}

/* One step of binary Euclid on odd a, b of na words (a >= b): a = (a - b)
 * / 2^z, odd, f += g, g <<= z over *ng words, which grows to hold them.
 * Returns z, or 0 when a == b (nothing changed). */
static unsigned euclid_step(uint32_t *a, const uint32_t *b, uint32_t *f, uint32_t *g,
                            int na, int *ng)
{
    uint32_t d0 = a[0] - b[0];
    unsigned z;
    int n;

    if (d0 != 0) {
        z = (unsigned)__builtin_ctz(d0);
        words_sub_shr(a, b, na, z);
    } else {                            /* a == b, or a run of >= 32 zeros */
        words_sub(a, b, na);
        uint32_t any = 0;
        for (int i = 0; i < na; i++)
            any |= a[i];
        if (any == 0)
            return 0;
        z = words_ctz(a);
        words_shr(a, na, z);
    }
    n = *ng + 1 + (int)(z >> 5);        /* f, g < 2^(32 ng) before, 2^(32 ng + z + 1) after */
    *ng = n = n < 8 ? n : 8;            /* and always < 2^256 */
    if (z < 32) {
        words_add_shl(f, g, n, z);
    } else {
        words_add(f, g, n);
        words_shl(g, n, z);
    }
    return z;
}

/* The inversion's state, shared with the Thumb-2 steps (offsets in
 * src/arch/armv7m/fe25519_invert_pub.S): u, v below 2^256 in nu words (the
 * rest zero), x, s <= p in ns words (the rest, and x[8], s[8], zero: the
 * word a step may grow into), k the halvings so far. */
struct euclid_state {
    uint32_t u[8], v[8], x[9], s[9];
    uint32_t nu, ns, k;
};

#ifdef HALITE_ARCH_FE25519_INVERT_PUB
/* Runs the common Euclid steps (those of euclid_step with z <= 15) while u
 * and v have different top words; src/arch/<isa>/fe25519_invert_pub.S. */
#define halite_fe25519_euclid_pub \
    HALITE_ARCH_KERNEL(halite_fe25519_euclid_pub, HALITE_ARCH_FE25519_INVERT_PUB)
void halite_fe25519_euclid_pub(struct euclid_state *st);
#endif

/* r = a^-1 (0 maps to 0). Variable time: binary Euclid on u = p, v = a with
 * p = u s + v r throughout (u, v odd at each step's start), which ends with
 * u = v = 1 and gives x = p - r = a^-1 2^k, 255 <= k <= 510 the halvings
 * (Kaliski's almost Montgomery inverse, each run of halvings in one shift);
 * then a^-1 = x 2^(510 - k) 2^-510. u, v only shrink and r, s only grow
 * (r, s <= p until the last step, r <= 2p < 2^256 after it), so each step
 * works on nu words of u, v and ns of r, s. On the Cortex-M3 the Thumb-2
 * kernel takes the common steps and this loop the rest. */
void halite_fe25519_invert_pub(fe25519 *r, const fe25519 *a)
{
    static const uint32_t p[8] = {0xffffffed, 0xffffffff, 0xffffffff, 0xffffffff,
                                  0xffffffff, 0xffffffff, 0xffffffff, 0x7fffffff};
    static const fe25519 inv2_510 = {{0xe72e181b, 0x4a75b7aa, 0x209ed8ff, 0x9e237502,
                                      0x2595a0f9, 0x8f3f1d13, 0x5242a8c6, 0x093805ac}};
    struct euclid_state st = {.x = {0}, .s = {1}, .nu = 8, .ns = 1};
    uint32_t *u = st.u, *v = st.v, *x = st.x, *s = st.s;
    unsigned char b[32];
    unsigned z;
    int nu, ns;
    fe25519 e;

    halite_fe25519_tobytes(b, a);                  /* v = a mod p, canonical */
    for (int i = 0; i < 8; i++) {
        u[i] = p[i];
        v[i] = (uint32_t)b[4 * i] | (uint32_t)b[4 * i + 1] << 8 |
               (uint32_t)b[4 * i + 2] << 16 | (uint32_t)b[4 * i + 3] << 24;
    }
    if ((v[0] | v[1] | v[2] | v[3] | v[4] | v[5] | v[6] | v[7]) == 0) {
        halite_fe25519_zero(r);
        return;
    }
    st.k = words_ctz(v);                    /* x = 0 stays 0 */
    words_shr(v, 8, st.k);
    for (;;) {
        uint32_t *ea = u, *eb = v, *ef = x, *eg = s;
#ifdef HALITE_ARCH_FE25519_INVERT_PUB
        halite_fe25519_euclid_pub(&st);
#endif
        nu = (int)st.nu;
        ns = (int)st.ns;
        while (u[nu - 1] == 0 && v[nu - 1] == 0)
            nu--;
        if (!words_gt(u, v, nu)) {          /* v - u: s += x, x <<= z */
            ea = v;
            eb = u;
            ef = s;
            eg = x;
        }
        z = euclid_step(ea, eb, ef, eg, nu, &ns);
        if (z == 0) {                       /* u = v = 1: x = 2 x, done */
            ns = ns + 1 < 8 ? ns + 1 : 8;
            words_shl(x, ns, 1);
            st.k += 1;
            break;
        }
        st.k += z;
        while (ns > 1 && x[ns - 1] == 0 && s[ns - 1] == 0)
            ns--;
        st.nu = (uint32_t)nu;
        st.ns = (uint32_t)ns;
    }
    /* -x mod p for 0 < x <= 2p (a is invertible): p - x, or 2p - x when
     * x > p (p - x wraps to p - x + 2^256; adding p drops the 2^256) */
    memcpy(u, p, sizeof st.u);
    if (words_sub(u, x, 8))
        words_add(u, p, 8);
    memcpy(r->v, u, sizeof st.u);
    halite_fe25519_zero(&e);                       /* e = 2^(510 - k), 1 <= 510 - k <= 255 */
    e.v[(510 - st.k) >> 5] = 1u << ((510 - st.k) & 31);
    fe25519_mul_pub(r, r, &e);
    fe25519_mul_pub(r, r, &inv2_510);
}

#endif

void halite_fe25519_pow2523_pub(fe25519 *r, const fe25519 *a)
{
    fe25519 t;

    pow2250m1(&t, a);
    sqn(&t, &t, 2);                  /* a^(2^252 - 4) */
    fe25519_mul_pub(r, &t, a);       /* a^((p - 5) / 8) */
}
