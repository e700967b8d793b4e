/* SPDX-License-Identifier: ISC */
/*
 * The library's fatal handler for randombytes (halite_rng.h), weak so that
 * firmware or a board layer replaces it by defining its own. In a file of
 * its own: a program that defines one never links this one.
 */
#include "rng/rng_internal.h"

#if HALITE_RNG_HOSTED
#include <stdio.h>
#include <stdlib.h>
#endif

__attribute__((weak)) void halite_rng_fatal(int reason, const char *message)
{
    (void)reason;
#if HALITE_RNG_HOSTED
    fprintf(stderr, "halite: randombytes: %s\n", message);
    abort();
#else
    /* no console to say it on: halt with interrupts masked, so nothing
     * else runs on a generator that cannot deliver */
    (void)message;
    for (;;) {
#if defined(__ARM_ARCH)
        __asm__ volatile("cpsid i\n\twfi" : : : "memory");
#endif
    }
#endif
}
