/* SPDX-License-Identifier: ISC */
/*
 * randombytes' TRNG hook for the nRF52 RNG peripheral (halite_trng.h).
 *
 * Register map: nRF52832 Product Specification §26 "RNG - Random number
 * generator" (§26.3, registers), the same on the nRF52810/52811/52820/
 * 52833/52840: base 0x4000D000; TASKS_START +0x000, TASKS_STOP +0x004,
 * EVENTS_VALRDY +0x100, CONFIG +0x504 (DERCEN, bit 0: bias correction),
 * VALUE +0x508 (one byte). The RNG writes a byte to VALUE and raises
 * VALRDY for each new byte; the hook waits for the event, reads the byte,
 * clears the event. Bias correction (§26.1) is turned on: slower, but a uniform
 * distribution. The time per byte is not specified (§26.2): the hook waits
 * up to NRF52_POLLS event reads for each byte, then stops the RNG and
 * returns -1. The peripheral reports no other error.
 *
 * Under a SoftDevice the RNG belongs to the SoftDevice: use its
 * sd_rand_application_vector_get in a hook of your own instead.
 */
#include "halite_trng.h"

#ifndef HALITE_TRNG_NRF52_BASE
#define HALITE_TRNG_NRF52_BASE 0x4000D000u
#endif
#define RNG_TASKS_START (HALITE_TRNG_NRF52_BASE + 0x000u)
#define RNG_TASKS_STOP (HALITE_TRNG_NRF52_BASE + 0x004u)
#define RNG_EVENTS_VALRDY (HALITE_TRNG_NRF52_BASE + 0x100u)
#define RNG_CONFIG (HALITE_TRNG_NRF52_BASE + 0x504u)
#define RNG_VALUE (HALITE_TRNG_NRF52_BASE + 0x508u)
#define CONFIG_DERCEN 1u

/* Event reads while waiting for one byte (tens of microseconds each with
 * bias correction). */
#define NRF52_POLLS 1000000u

int halite_trng_nrf52(unsigned char *buf, size_t len)
{
    int result = 0;

    HALITE_TRNG_WRITE32(RNG_CONFIG, CONFIG_DERCEN);
    HALITE_TRNG_WRITE32(RNG_EVENTS_VALRDY, 0);
    HALITE_TRNG_WRITE32(RNG_TASKS_START, 1);
    for (; len > 0; len--) {
        uint32_t polls = 0;
        while (HALITE_TRNG_READ32(RNG_EVENTS_VALRDY) == 0 && ++polls < NRF52_POLLS)
            ;
        if (polls >= NRF52_POLLS) {
            result = -1;
            break;
        }
        /* the byte, then the event: a byte that lands in between is lost,
         * never read twice */
        *buf++ = (unsigned char)HALITE_TRNG_READ32(RNG_VALUE);
        HALITE_TRNG_WRITE32(RNG_EVENTS_VALRDY, 0);
    }
    HALITE_TRNG_WRITE32(RNG_TASKS_STOP, 1);
    return result;
}
