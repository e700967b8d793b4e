/* SPDX-License-Identifier: ISC */
/*
 * halite_rng_strerror for the small build (src/small.txt): the same reasons
 * in a few words each, as one string of NUL-terminated messages in reason
 * order, the last for an unknown reason.
 */
#include "rng/rng_internal.h"

static const char messages[] =
    "ok\0"
    "not seeded\0"
    "no entropy source\0"
    "sample too short\0"
    "sample stuck\0"
    "repetition test failed\0"
    "proportion test failed\0"
    "same as last boot\0"
    "TRNG error\0"
    "TRNG stuck\0"
    "OS generator failed\0"
    "unknown";

const char *halite_rng_strerror(int reason)
{
    const char *m = messages;

    if (reason < HALITE_RNG_OK || reason > HALITE_RNG_ERR_OS)
        reason = HALITE_RNG_ERR_OS + 1;
    /* past one NUL a reason: a loop of its own, as strlen would link
     * newlib-nano's 92 bytes (not in make bench's library figures) */
    for (; reason > 0; reason--)
        while (*m++ != '\0')
            ;
    return m;
}
