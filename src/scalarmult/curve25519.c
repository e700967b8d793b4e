/* SPDX-License-Identifier: ISC */
/*
 * X25519 (RFC 7748): the Montgomery ladder on u-coordinates for a variable
 * base, and the Edwards fixed-base comb mapped to u = (1 + y) / (1 - y) for
 * the base point u = 9. Both clamp the scalar, ignore bit 255 of u, write
 * the result, and return -1 when it is all zero, as libsodium does. (The
 * hardened build's X25519 is curve25519_checked.c.)
 */
#include "internal.h"
#include "field/fe25519.h"
#include "group/ge25519.h"
#include "scalarmult/curve25519_internal.h"

/* Keeps a helper out of its caller, so that the helper's temporaries do not
 * stay on the stack during the caller's later calls (peak stack). */
#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* (x2 : z2) = the u-coordinate of e P for the clamped scalar e and the
 * point P with u-coordinate u (bit 255 ignored), by the Montgomery ladder. */
static NOINLINE void ladder(fe25519 *x2, fe25519 *z2, const unsigned char e[32],
                   const unsigned char u[32])
{
    /* x1, (x2 : z2), (x3 : z3), then the step's scratch (fe25519.h) */
    fe25519 st[9];
    uint32_t swap;

    halite_fe25519_frombytes(&st[0], u);
    /* Bit 254 of e is 1 (clamped): after it (x2:z2) = P and (x3:z3) = 2 P,
     * held swapped (the swap owed is bit 254). */
    halite_fe25519_copy(&st[1], &st[0]);
    halite_fe25519_one(&st[2]);
    halite_fe25519_xdouble(st, 1);
    halite_fe25519_copy(&st[3], &st[0]);
    halite_fe25519_one(&st[4]);
    /* Bits 253..3, from the swap owed for bit 254 (halite_fe25519_ladder). Each
     * step keeps (x2:z2) = k P, (x3:z3) = (k + 1) P for the bits of e
     * above it, up to the swap owed: each bit costs one swap. */
    swap = halite_fe25519_ladder(st, e);
    halite_fe25519_cswap(&st[1], &st[3], swap);
    halite_fe25519_cswap(&st[2], &st[4], swap);
    /* Bits 2..0 are 0 (clamped): three doublings, (x3:z3) not needed. */
    halite_fe25519_xdouble(st, 3);
    halite_fe25519_copy(x2, &st[1]);
    halite_fe25519_copy(z2, &st[2]);

    halite_wipe(st, sizeof st);
}

/* q = the encoding of u = x / z; z is left as 1 / z. Returns -1 when u is
 * 0 (q all zero: libsodium refuses a small-order point so), else 0. */
static int encode_u(unsigned char q[32], fe25519 *x, fe25519 *z)
{
    halite_fe25519_invert(z, z);
    halite_fe25519_mul(x, x, z);
    halite_fe25519_tobytes(q, x);
    return -(int)halite_fe25519_iszero(x);
}

int halite_crypto_scalarmult_curve25519(unsigned char *q, const unsigned char *n,
                                        const unsigned char *p)
{
    unsigned char e[32];
    fe25519 x2, z2;
    int r;

    halite_x25519_clamp(e, n);
    ladder(&x2, &z2, e, p);
    r = encode_u(q, &x2, &z2);

    halite_wipe(e, sizeof e);
    halite_wipe(&x2, sizeof x2);
    halite_wipe(&z2, sizeof z2);
    return r;
}

int halite_crypto_scalarmult_curve25519_base(unsigned char *q, const unsigned char *n)
{
    unsigned char e[32];
    ge25519 p;
    int r;

    halite_x25519_clamp(e, n);
    halite_ge25519_scalarmult_base(&p, e);
    /* u = (1 + y) / (1 - y) = (Z + Y) / (Z - Y); X and T serve as scratch */
    halite_fe25519_add(&p.x, &p.z, &p.y);
    halite_fe25519_sub(&p.t, &p.z, &p.y);
    r = encode_u(q, &p.x, &p.t);

    halite_wipe(e, sizeof e);
    halite_wipe(&p, sizeof p);
    return r;
}
