/*
 * The interpreter of field programs (fe25519_program.h), for the small
 * build (src/small.txt). The opcode and register numbers come from the
 * program, never from data.
 */
#include "field/fe25519_program.h"

void fe25519_run(const fe25519 *const r[16], const uint16_t *prog, size_t n)
{
    static void (*const binary[])(fe25519 *, const fe25519 *, const fe25519 *) = {
        fe25519_mul, NULL, fe25519_add, fe25519_sub,
    };

    for (; n > 0; n--, prog++) {
        unsigned i = *prog, op = i >> 12;
        /* the destination: a register the caller made writable */
        fe25519 *d = (fe25519 *)(uintptr_t)r[(i >> 8) & 15];

        if (op == FE_SQ) {
            fe25519_sq(d, r[(i >> 4) & 15]);
        } else if (op == FE_SQN) {
            for (i &= 0xff; i > 0; i--)
                fe25519_sq(d, d);
        } else {
            binary[op](d, r[(i >> 4) & 15], r[i & 15]);
        }
    }
}
