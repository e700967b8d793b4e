/* SPDX-License-Identifier: ISC */
/*
 * Edwards25519 encodings of public points (signature verification): decoding,
 * the small-order check, and encoding, on the variable-time products of
 * fe25519_pub.h. The small build has them as field programs on its one
 * constant-time field instead (ge25519_vartime_program.c, src/small.txt).
 */
#include "internal.h"
#include "field/fe25519_pub.h"
#include "group/ge25519.h"

void halite_ge25519_tobytes_vartime(unsigned char s[32], const ge25519 *p)
{
    fe25519 zi, t;
    uint32_t neg;
    halite_fe25519_invert_pub(&zi, &p->z);
    fe25519_mul_pub(&t, &p->x, &zi);
    neg = halite_fe25519_isnegative(&t);
    fe25519_mul_pub(&t, &p->y, &zi);
    halite_fe25519_tobytes(s, &t);
    s[31] = (unsigned char)(s[31] ^ (neg << 7));
}

int halite_ge25519_frombytes_vartime(ge25519 *r, const unsigned char s[32])
{
    fe25519 u, v, v3, vxx, chk;

    halite_fe25519_frombytes(&r->y, s);
    halite_fe25519_one(&r->z);
    fe25519_sq_pub(&u, &r->y);
    fe25519_mul_pub(&v, &u, fe_words(halite_ge25519_d));
    halite_fe25519_sub(&u, &u, &r->z);        /* u = y^2 - 1 */
    halite_fe25519_add(&v, &v, &r->z);        /* v = d y^2 + 1 */

    /* x = u v^3 (u v^7)^((p - 5) / 8), a square root of u / v up to
     * a factor sqrt(-1) (RFC 8032 §5.1.3). */
    fe25519_sq_pub(&v3, &v);
    fe25519_mul_pub(&v3, &v3, &v);
    fe25519_sq_pub(&r->x, &v3);
    fe25519_mul_pub(&r->x, &r->x, &v);
    fe25519_mul_pub(&r->x, &r->x, &u);
    halite_fe25519_pow2523_pub(&r->x, &r->x);
    fe25519_mul_pub(&r->x, &r->x, &v3);
    fe25519_mul_pub(&r->x, &r->x, &u);

    fe25519_sq_pub(&vxx, &r->x);
    fe25519_mul_pub(&vxx, &vxx, &v);
    halite_fe25519_sub(&chk, &vxx, &u);
    if (!halite_fe25519_iszero(&chk)) {
        halite_fe25519_add(&chk, &vxx, &u);
        if (!halite_fe25519_iszero(&chk))
            return -1;
        fe25519_mul_pub(&r->x, &r->x, fe_words(halite_ge25519_sqrtm1));
    }
    if (halite_fe25519_isnegative(&r->x) != (uint32_t)(s[31] >> 7)) {
        halite_fe25519_neg(&u, &r->x);
        halite_fe25519_copy(&r->x, &u);
    }
    fe25519_mul_pub(&r->t, &r->x, &r->y);
    return 0;
}

uint32_t halite_ge25519_has_small_order_vartime(const unsigned char s[32])
{
    /* The 8-torsion has y in {0, 1, -1} and the two roots of
     * d y^4 + 2 y^2 - 1 = 0 (order 8: 2P has y = 0, i.e. x^2 = -y^2). */
    fe25519 y, y2, a, b, d;
    halite_fe25519_frombytes(&y, s);
    fe25519_sq_pub(&y2, &y);
    halite_fe25519_one(&a);
    halite_fe25519_sub(&b, &y2, &a);           /* y^2 - 1 */
    fe25519_mul_pub(&b, &b, &y);            /* y (y^2 - 1) */
    fe25519_mul_pub(&d, fe_words(halite_ge25519_d), &y2);
    halite_fe25519_add(&d, &d, &a);
    halite_fe25519_add(&d, &d, &a);            /* d y^2 + 2 */
    fe25519_mul_pub(&d, &d, &y2);
    halite_fe25519_sub(&d, &d, &a);            /* d y^4 + 2 y^2 - 1 */
    fe25519_mul_pub(&b, &b, &d);
    return halite_fe25519_iszero(&b);
}

