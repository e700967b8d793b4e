/* SPDX-License-Identifier: ISC */
/*
 * halite_rng_strerror: the messages of the reason codes (halite_rng.h). The
 * small build has shorter ones (messages_short.c, src/small.txt).
 */
#include "rng/rng_internal.h"

const char *halite_rng_strerror(int reason)
{
    switch (reason) {
    case HALITE_RNG_OK:
        return "ok";
    case HALITE_RNG_ERR_UNSEEDED:
        return "generator not seeded: no entropy source has been tried";
    case HALITE_RNG_ERR_NO_SOURCE:
        return "no entropy source: install a TRNG hook or link the .noinit.entropy SRAM region";
    case HALITE_RNG_ERR_SHORT_SAMPLE:
        return "SRAM sample shorter than 1600 bytes";
    case HALITE_RNG_ERR_STUCK:
        return "SRAM sample stuck: constant fill or a pattern repeating every 16 bytes or fewer";
    case HALITE_RNG_ERR_REPETITION:
        return "SRAM sample failed the SP 800-90B repetition count test";
    case HALITE_RNG_ERR_PROPORTION:
        return "SRAM sample failed the SP 800-90B adaptive proportion test";
    case HALITE_RNG_ERR_PREVIOUS_BOOT:
        return "SRAM sample equals the previous boot's (warm reset or retained RAM)";
    case HALITE_RNG_ERR_TRNG:
        return "TRNG hook reported an error";
    case HALITE_RNG_ERR_TRNG_STUCK:
        return "TRNG output stuck: constant or a pattern repeating every 16 bytes or fewer";
    case HALITE_RNG_ERR_OS:
        return "operating system random generator unavailable";
    default:
        return "unknown randombytes error";
    }
}
