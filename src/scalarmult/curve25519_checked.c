/* SPDX-License-Identifier: ISC */
/*
 * X25519 in the hardened build (src/hardened.txt, docs/hardened.md), in
 * place of curve25519.c: the same two functions, which write q only when
 * the computation checks out, and otherwise return -1 with q all zero.
 *   - The variable base: the Montgomery ladder in C over all 255 bits of
 *     the clamped scalar (the default build's assembly ladder runs bits
 *     253..3 in one call, which nothing outside can watch), each step's
 *     differential addition on the build's field operations and its
 *     doubling by the build's own (halite_fe25519_xdouble), with
 *       - its steps counted (255),
 *       - the scalar rebuilt from the swaps the steps made and compared
 *         with n clamped again (a skipped or flipped swap, or a bit read
 *         wrong, is a different scalar that every later step carries on
 *         consistently),
 *       - the ladder's invariant at the end: (x2 : z2) = [k]P and (x3 :
 *         z3) = [k + 1]P differ by P, of the u read again from p, so
 *           (X2 Z3 - X3 Z2)^2 u^2 + (X2 X3 - Z2 Z3)^2
 *             = 2 u ((X2 X3 + Z2 Z3)(X2 Z3 + X3 Z2) + 2 A X2 X3 Z2 Z3),
 *         A = 486662, which a fault in the arithmetic of any step breaks.
 *     The three steps that the clamped bits 2..0 make are ladder steps
 *     too, so the invariant covers them.
 *   - The fixed base: the comb, whose step count spoils a short result to
 *     (0 : 0 : 0), then the point checked on the curve: (Y^2 - X^2) Z^2 =
 *     Z^4 + d X^2 Y^2.
 *   - Both: u = x / z with z z^-1 = 1 checked (this refuses z = 0: the
 *     all-zero u of a small-order point, and a spoiled comb), and the copy
 *     in q decoded again times z compared with x, then compared with u
 *     (so that what q holds is checked, not a buffer that an address
 *     computation pointed at: a skipped `add r0, sp, #imm` once sent u
 *     elsewhere and released the buffer it should have filled, the
 *     clamped scalar, as the result).
 *   - The variable base: (x2 : z2) copied before the invariant check and
 *     compared with what the encoding read, and the pointers to x2, z2
 *     and q read from stack slots at each use, so that neither a stray
 *     store into x2 nor a corrupted register holding its address makes the
 *     encoding and the release read the same wrong x2 and agree.
 * The verdicts combine through halite_check_all and the refusal is tested
 * twice (halite_confirm). Constant-time.
 */
#include <string.h>
#include "internal.h"
#include "field/fe25519.h"
#include "group/ge25519.h"
#include "scalarmult/curve25519_internal.h"

/* (A + 2) / 4 is the ladder's 121666; the invariant needs A itself. */
static const fe25519 curve_a = {{486662, 0, 0, 0, 0, 0, 0, 0}};
static const unsigned char one_bytes[32] = {1};

/* Returns halite_check_equal's verdict on the encodings of a and b: a = b
 * mod p. */
static uint32_t fe_check_equal(const fe25519 *a, const fe25519 *b)
{
    unsigned char sa[32], sb[32];
    uint32_t v;

    halite_fe25519_tobytes(sa, a);
    halite_fe25519_tobytes(sb, b);
    v = halite_check_equal(sa, sb, 32);
    halite_wipe(sa, sizeof sa);
    halite_wipe(sb, sizeof sb);
    return v;
}

/* One ladder step on st[0] = x1, P = (st[1] : st[2]), Q = (st[3] : st[4]),
 * st[5..8] scratch: Q = P + Q (difference x1) here on the build's field
 * operations, then P = 2 P by the build's doubling (halite_fe25519_xdouble,
 * the ladder kernel's own, whose bounds the products meet as they do in
 * that ladder). */
static void ladder_step(fe25519 st[9])
{
    fe25519 *x1 = &st[0], *x2 = &st[1], *z2 = &st[2], *x3 = &st[3], *z3 = &st[4];
    fe25519 *d = &st[5], *b = &st[6], *a = &st[7], *c = &st[8];

    halite_fe25519_sub(d, x3, z3);          /* D = x3 - z3 */
    halite_fe25519_sub(b, x2, z2);          /* B = x2 - z2 */
    halite_fe25519_add(a, x2, z2);          /* A = x2 + z2 */
    halite_fe25519_add(c, x3, z3);          /* C = x3 + z3 */
    halite_fe25519_mul(d, d, a);            /* DA */
    halite_fe25519_mul(b, c, b);            /* CB */
    halite_fe25519_add(x3, d, b);
    halite_fe25519_sub(z3, d, b);
    halite_fe25519_sq(x3, x3);              /* x3 = (DA + CB)^2 */
    halite_fe25519_sq(z3, z3);
    halite_fe25519_mul(z3, x1, z3);         /* z3 = x1 (DA - CB)^2 */
    halite_fe25519_xdouble(st, 1);          /* (x2 : z2) = 2 P */
}

/* The ladder over bits 254..0 of the clamped e from (x2 : z2) = (1 : 0),
 * (x3 : z3) = (x1 : 1), x1 in st[0]: leaves [e]P in (st[1] : st[2]) and
 * [e + 1]P in (st[3] : st[4]). seen = e as the swaps made it (the bit each
 * step stood on: the exclusive or of all swaps so far), then the step
 * count as 4 more bytes. Bit 0 of e is 0, so no swap is owed at the end. */
static void ladder_counted(fe25519 st[9], const unsigned char e[32], unsigned char seen[36])
{
    uint32_t word = 0, prev = 0, stands = 0, steps = 0;

    halite_fe25519_one(&st[1]);
    halite_fe25519_zero(&st[2]);
    halite_fe25519_copy(&st[3], &st[0]);
    halite_fe25519_one(&st[4]);
    for (int t = 254; t >= 0; t--) {
        uint32_t bit = (e[t >> 3] >> (t & 7)) & 1;
        /* opaque: the record below must come from the swap made, which
         * the compiler may not rewrite as bit itself */
        uint32_t swap = halite_opaque(prev ^ bit);

        halite_fe25519_cswap(&st[1], &st[3], swap);
        halite_fe25519_cswap(&st[2], &st[4], swap);
        ladder_step(st);
        stands ^= swap;
        word |= stands << (t & 31);
        if ((t & 31) == 0) {                /* t public */
            halite_store32_le(seen + 4 * (t >> 5), word);
            word = 0;
        }
        prev = bit;
        steps = halite_count_step(steps);
    }
    halite_store32_le(seen + 32, steps);
}

/* Returns the verdict on the ladder's invariant (at the top) for P = (x2 :
 * z2) = (st[1] : st[2]), Q = (x3 : z3) = (st[3] : st[4]) and the
 * u-coordinate u of their difference in st[0]; Q and st[5..8] are
 * overwritten (the products of the terms, named a, b, c, d, r). */
static uint32_t invariant_check(fe25519 st[9])
{
    const fe25519 *u = &st[0], *x2 = &st[1], *z2 = &st[2];
    fe25519 *x3 = &st[3], *z3 = &st[4], *a = &st[5], *b = &st[6], *c = &st[7], *d = &st[8];
    fe25519 *r = x3;

    halite_fe25519_mul(a, x2, z3);          /* X2 Z3 */
    halite_fe25519_mul(b, x3, z2);          /* X3 Z2 */
    halite_fe25519_mul(c, x2, x3);          /* X2 X3 */
    halite_fe25519_mul(d, z2, z3);          /* Z2 Z3; Q is free from here */
    halite_fe25519_mul(r, c, d);
    halite_fe25519_mul(r, r, &curve_a);
    halite_fe25519_add(r, r, r);            /* 2 A X2 X3 Z2 Z3 */
    halite_fe25519_add(b, a, b);            /* a + b, then a - b = 2 a - (a + b) */
    halite_fe25519_add(a, a, a);
    halite_fe25519_sub(a, a, b);
    halite_fe25519_add(d, c, d);            /* c + d, then c - d likewise */
    halite_fe25519_add(c, c, c);
    halite_fe25519_sub(c, c, d);
    halite_fe25519_mul(b, b, d);
    halite_fe25519_add(r, r, b);
    halite_fe25519_mul(r, r, u);
    halite_fe25519_add(r, r, r);            /* the right side */
    halite_fe25519_sq(a, a);
    halite_fe25519_sq(b, u);
    halite_fe25519_mul(b, b, a);
    halite_fe25519_sq(c, c);
    halite_fe25519_add(b, b, c);            /* the left side */
    return fe_check_equal(b, r);
}

/* u = the encoding of x / z, and the verdict z z^-1 = 1 (z is not 0); t is
 * two elements of scratch. */
static void encode_checked(unsigned char u[32], uint32_t *verdict, const fe25519 *x,
                           const fe25519 *z, fe25519 t[2])
{
    unsigned char b[32];

    halite_fe25519_invert(&t[0], z);
    halite_fe25519_mul(&t[1], &t[0], z);
    halite_fe25519_tobytes(b, &t[1]);
    *verdict = halite_check_equal(b, one_bytes, 32);
    halite_fe25519_mul(&t[1], x, &t[0]);
    halite_fe25519_tobytes(u, &t[1]);
}

/* q = u when the n verdicts before the last two (of verdict[0..n)) pass,
 * the last two being the verdicts on the copy: q decoded again times z =
 * x (t is scratch), then q = u (a store into q by a faulted instruction
 * of that decoding, after it read the word, is caught); returns 0, or -1
 * with q zeroed. */
static int release(unsigned char q[32], const unsigned char u[32], uint32_t *verdict, size_t n,
                   const fe25519 *x, const fe25519 *z, fe25519 *t)
{
    int r = halite_check_all(verdict, n - 2), again;

    if (r == 0) {
        memcpy(q, u, 32);
        halite_fe25519_frombytes(t, q);
        halite_fe25519_mul(t, t, z);
        verdict[n - 2] = fe_check_equal(t, x);
        verdict[n - 1] = halite_check_equal(q, u, 32);
        r = halite_check_all(verdict, n);
    }
    again = halite_keep_verdict(r); /* for the second test */
    if (r != 0) {
        halite_wipe(q, 32);
        return -1;
    }
    return halite_confirm(again, q, 32);
}

int halite_crypto_scalarmult_curve25519(unsigned char *q, const unsigned char *n,
                                        const unsigned char *p)
{
    struct {
        fe25519 st[9];
        fe25519 xz[2];  /* (x2 : z2) as the invariant check found them */
        unsigned char e[36], seen[36]; /* e, then n clamped again; seen, then u */
    } w; /* one wipe */
    uint32_t verdict[6];
    /* The pointers the encoding and the release go through, each read from
     * its own stack slot at each use, not kept in a register across the
     * calls: a flipped instruction in memset once wrote r7, the register
     * holding &x, and the encoding and the release then both read x at
     * address 0 and agreed. */
    fe25519 *volatile xs = &w.st[1], *volatile zs = &w.st[2];
    unsigned char *volatile qs = q;
    int r;

    halite_x25519_clamp(w.e, n);
    halite_fe25519_frombytes(&w.st[0], p);
    ladder_counted(w.st, w.e, w.seen);
    /* the scalar and the count, from n again */
    halite_x25519_clamp(w.e, n);
    halite_store32_le(w.e + 32, 255);
    verdict[0] = halite_check_equal(w.seen, w.e, sizeof w.e);
    halite_fe25519_frombytes(&w.st[0], p);  /* u from p again */
    /* A second copy of (x2 : z2), compared with what the encoding read
     * after it: a stray store between the invariant check and the encoding
     * (a flipped offset in memset's stores under a wipe once zeroed words
     * of x2) made u from a changed x2, and the release's check on q, made
     * from the same x2, agreed. */
    halite_fe25519_copy(&w.xz[0], &w.st[1]);
    halite_fe25519_copy(&w.xz[1], &w.st[2]);
    verdict[1] = invariant_check(w.st);
    encode_checked(w.seen, verdict + 2, xs, zs, &w.st[3]);
    verdict[3] = halite_check_equal((const unsigned char *)w.xz, (const unsigned char *)xs,
                                    sizeof w.xz);
    r = release(qs, w.seen, verdict, 6, xs, zs, &w.st[3]);
    halite_wipe(&w, sizeof w);
    /* r crossed the wipe in one register: a skipped move there returned a
     * stale nonzero value with the shared secret left in q */
    return halite_confirm(r, qs, 32);
}

int halite_crypto_scalarmult_curve25519_base(unsigned char *q, const unsigned char *n)
{
    struct {
        unsigned char e[32]; /* e, then u */
        ge25519 p;
        fe25519 f[2];
    } w; /* one wipe */
    uint32_t verdict[4];
    int r;

    halite_x25519_clamp(w.e, n);
    halite_ge25519_scalarmult_base(&w.p, w.e);
    /* on the curve: (Y^2 - X^2) Z^2 = Z^4 + d X^2 Y^2 */
    halite_fe25519_sq(&w.f[0], &w.p.x);
    halite_fe25519_sq(&w.f[1], &w.p.y);
    halite_fe25519_mul(&w.p.t, &w.f[0], &w.f[1]);          /* X^2 Y^2 */
    halite_fe25519_sub(&w.f[0], &w.f[1], &w.f[0]);         /* Y^2 - X^2 */
    halite_fe25519_sq(&w.f[1], &w.p.z);
    halite_fe25519_mul(&w.f[0], &w.f[0], &w.f[1]);
    halite_fe25519_sq(&w.f[1], &w.f[1]);                   /* Z^4 */
    halite_fe25519_mul(&w.p.t, &w.p.t, fe_words(halite_ge25519_d));
    halite_fe25519_add(&w.f[1], &w.f[1], &w.p.t);
    verdict[0] = fe_check_equal(&w.f[0], &w.f[1]);
    /* u = (1 + y) / (1 - y) = (Z + Y) / (Z - Y); X and T serve as scratch */
    halite_fe25519_add(&w.p.x, &w.p.z, &w.p.y);
    halite_fe25519_sub(&w.p.t, &w.p.z, &w.p.y);
    encode_checked(w.e, verdict + 1, &w.p.x, &w.p.t, w.f);
    r = release(q, w.e, verdict, 4, &w.p.x, &w.p.t, w.f);
    halite_wipe(&w, sizeof w);
    return halite_confirm(r, q, 32);
}
