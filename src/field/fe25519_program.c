/* SPDX-License-Identifier: ISC */
/*
 * The interpreter of field programs (fe25519_program.h), for the small
 * build (src/small.txt). The opcode and register numbers come from the
 * program, never from data; FE_CSWAP's bit is data, used as a mask only.
 */
#include "field/fe25519_program.h"
#include "internal.h" /* HALITE_HOT */

HALITE_HOT void halite_fe25519_run(const fe25519 *const r[16], const uint16_t *prog, size_t n)
{
    for (; n > 0; n--, prog++) {
        unsigned i = *prog;
        /* the destination: a register the caller made writable */
        fe25519 *d = (fe25519 *)(uintptr_t)r[(i >> 8) & 15];
        const fe25519 *a = r[(i >> 4) & 15], *b = r[i & 15];

        switch (i >> 12) {
        case FE_MUL:
            halite_fe25519_mul(d, a, b);
            break;
        case FE_SQ:
            halite_fe25519_sq(d, a);
            break;
        case FE_ADD:
            halite_fe25519_add(d, a, b);
            break;
        case FE_SUB:
            halite_fe25519_sub(d, a, b);
            break;
        case FE_CSWAP:                  /* a writable too */
            halite_fe25519_cswap(d, (fe25519 *)(uintptr_t)a, b->v[0]);
            break;
        default:                        /* FE_SQN */
            for (i &= 0xff; i > 0; i--)
                halite_fe25519_sq(d, d);
            break;
        }
    }
}
