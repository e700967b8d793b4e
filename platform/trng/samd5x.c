/* SPDX-License-Identifier: ISC */
/*
 * randombytes' TRNG hook for the SAM D5x/E5x TRNG (halite_trng.h).
 *
 * Register map: SAM D5x/E5x Family Data Sheet (DS60001507), chapter "TRNG -
 * True Random Number Generator", register summary: CTRLA at +0x00 (8 bits;
 * ENABLE bit 1), INTFLAG at +0x0A (8 bits; DATARDY bit 0), DATA at +0x20
 * (32 bits; reading it clears DATARDY); base address 0x42002800 (the
 * product memory mapping's APB C bridge). The TRNG reports no error: the
 * hook adds FIPS 140-2 §4.9.2's continuous test (the first word after
 * enabling is only compared; two equal consecutive words fail with -1) and
 * waits up to SAMD5X_POLLS flag reads for each word, then returns -1.
 * The board enables the TRNG's APB clock first (MCLK APBCMASK.TRNG); the
 * hook sets CTRLA.ENABLE and leaves it set.
 */
#include "halite_trng.h"

#ifndef HALITE_TRNG_SAMD5X_BASE
#define HALITE_TRNG_SAMD5X_BASE 0x42002800u
#endif
#define TRNG_CTRLA (HALITE_TRNG_SAMD5X_BASE + 0x00u)
#define TRNG_INTFLAG (HALITE_TRNG_SAMD5X_BASE + 0x0Au)
#define TRNG_DATA (HALITE_TRNG_SAMD5X_BASE + 0x20u)
#define CTRLA_ENABLE (1u << 1)
#define INTFLAG_DATARDY (1u << 0)

/* Flag reads while waiting for one word (a word takes 84 TRNG clock
 * cycles). */
#define SAMD5X_POLLS 100000u

int halite_trng_samd5x(unsigned char *buf, size_t len)
{
    struct halite_trng_crngt crngt = { 0, 0 };

    HALITE_TRNG_WRITE8(TRNG_CTRLA, (uint8_t)(HALITE_TRNG_READ8(TRNG_CTRLA) | CTRLA_ENABLE));
    while (len > 0) {
        uint32_t word, polls = 0;
        int verdict;

        while ((HALITE_TRNG_READ8(TRNG_INTFLAG) & INTFLAG_DATARDY) == 0)
            if (++polls >= SAMD5X_POLLS)
                return -1;
        word = HALITE_TRNG_READ32(TRNG_DATA);
        verdict = halite_trng_crngt_next(&crngt, word);
        if (verdict < 0)
            return -1;
        if (verdict > 0)
            halite_trng_put_word(&buf, &len, word);
    }
    return 0;
}
