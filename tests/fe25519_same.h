/* SPDX-License-Identifier: ISC */
/*
 * Shared by the field tests: whether two loosely reduced elements are the
 * same mod p, by their canonical encodings (halite_fe25519_tobytes).
 */
#ifndef HALITE_TESTS_FE25519_SAME_H
#define HALITE_TESTS_FE25519_SAME_H

#include "field/fe25519.h"

/* Returns 1 if x = y mod p, else 0. */
static int same(const fe25519 *x, const fe25519 *y)
{
    unsigned char s[32], t[32];
    halite_fe25519_tobytes(s, x);
    halite_fe25519_tobytes(t, y);
    for (int i = 0; i < 32; i++)
        if (s[i] != t[i])
            return 0;
    return 1;
}

#endif /* HALITE_TESTS_FE25519_SAME_H */
