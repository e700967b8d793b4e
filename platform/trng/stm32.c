/* SPDX-License-Identifier: ISC */
/*
 * randombytes' TRNG hook for the STM32 RNG peripheral (halite_trng.h).
 *
 * Register map: RM0090 Rev 11 (STM32F405/415, F407/417, F427/437,
 * F429/439 reference manual) §24.4: RNG_CR at +0x00 (RNGEN bit 2), RNG_SR
 * at +0x04 (DRDY bit 0, CECS bit 1, SECS bit 2, CEIS bit 5, SEIS bit 6;
 * CEIS and SEIS are cleared by writing 0), RNG_DR at +0x08; the same
 * registers and bits on the F2, F7, L4 (RM0351), G4 (RM0440 §26.7) and H7.
 * Base address: 0x50060800 on the F2, F4, F7 and L4 (RM0090 §2.3, memory
 * map); on the H7, 0x48021800 (define HALITE_TRNG_STM32_BASE).
 *
 * Error handling, as the manuals ask:
 *   - a clock error (CECS): the RNG clock is misconfigured, which only the
 *     board can fix (RM0090 §24.3): -1;
 *   - a seed error (SECS or SEIS): the value in RNG_DR must not be used;
 *     clear SEIS, then clear and set RNGEN (RM0090 §24.3; RM0351's "error
 *     management"), and discard the next 12 words, which the newer RNG's
 *     pipeline still holds (RM0440 Rev 4 §26.3.7); after STM32_RESTARTS of
 *     them in one call: -1;
 *   - RNG_DR reads 0 when a seed error came between the status read and
 *     the data read (RM0402 §15.3.5, the F412): such a word is skipped;
 *   - FIPS 140-2 §4.9.2's continuous test: the first word after
 *     (re)starting is only compared, and two equal consecutive words fail
 *     with -1;
 *   - DRDY never rising (the RNG's clock is off): -1 after STM32_POLLS
 *     status reads.
 * The board enables the RNG's bus clock (RCC AHB2ENR.RNGEN on the F4) and,
 * where the part needs one, the 48 MHz RNG clock (the F4's PLL48CLK). The
 * hook sets RNGEN and leaves it set.
 */
#include "halite_trng.h"

#ifndef HALITE_TRNG_STM32_BASE
#define HALITE_TRNG_STM32_BASE 0x50060800u
#endif
#define RNG_CR (HALITE_TRNG_STM32_BASE + 0x00u)
#define RNG_SR (HALITE_TRNG_STM32_BASE + 0x04u)
#define RNG_DR (HALITE_TRNG_STM32_BASE + 0x08u)
#define CR_RNGEN (1u << 2)
#define SR_DRDY (1u << 0)
#define SR_CECS (1u << 1)
#define SR_SECS (1u << 2)
#define SR_CEIS (1u << 5)
#define SR_SEIS (1u << 6)

/* Status reads while waiting for one word (a word takes about 40 RNG
 * clock periods, RM0090 §24.4.3). */
#define STM32_POLLS 100000u
/* Seed-error recoveries per call before the hook gives up. */
#define STM32_RESTARTS 3
/* Words discarded after a seed-error recovery (RM0440 §26.3.7). */
#define STM32_DISCARD 12

/* Recovers from a seed error: clears SEIS (writing 1 to CEIS leaves it
 * as it is), then clears and sets RNGEN. */
static void stm32_restart(void)
{
    uint32_t cr = HALITE_TRNG_READ32(RNG_CR);
    HALITE_TRNG_WRITE32(RNG_SR, SR_CEIS);
    HALITE_TRNG_WRITE32(RNG_CR, cr & ~CR_RNGEN);
    HALITE_TRNG_WRITE32(RNG_CR, cr | CR_RNGEN);
}

int halite_trng_stm32(unsigned char *buf, size_t len)
{
    struct halite_trng_crngt crngt = { 0, 0 };
    int restarts = 0, discard = 0;

    HALITE_TRNG_WRITE32(RNG_CR, HALITE_TRNG_READ32(RNG_CR) | CR_RNGEN);
    while (len > 0) {
        uint32_t sr, word, polls = 0;
        int verdict;

        do {
            sr = HALITE_TRNG_READ32(RNG_SR);
        } while ((sr & (SR_DRDY | SR_CECS | SR_SECS | SR_SEIS)) == 0 && ++polls < STM32_POLLS);
        if (sr & SR_CECS)
            return -1;
        if (sr & (SR_SECS | SR_SEIS)) {
            if (++restarts > STM32_RESTARTS)
                return -1;
            stm32_restart();
            discard = STM32_DISCARD;
            crngt.primed = 0;
            continue;
        }
        if ((sr & SR_DRDY) == 0)
            return -1; /* no word in STM32_POLLS reads */
        word = HALITE_TRNG_READ32(RNG_DR);
        if (word == 0)
            continue;
        if (discard > 0) {
            discard--;
            continue;
        }
        verdict = halite_trng_crngt_next(&crngt, word);
        if (verdict < 0)
            return -1;
        if (verdict > 0)
            halite_trng_put_word(&buf, &len, word);
    }
    return 0;
}
