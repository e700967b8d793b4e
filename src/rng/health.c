/* SPDX-License-Identifier: ISC */
/*
 * Start-up health tests on a raw SRAM power-up sample (docs/rng.md).
 *
 * Symbols are bytes. The SP 800-90B §4.4 cutoffs follow from the min-entropy
 * we assume per byte, H = 0.2 bit. Van Herrewege et al. (TrustED 2013)
 * measured about 3% min-entropy per SRAM bit on STM32 parts, 0.24 bit per
 * byte; we round down to 0.2 for margin against cold boards and aging, so
 * the 2,032-byte sample of the SRAM source is credited 406 bits and the
 * 1,600-byte minimum 320 bits, above the generator's 256-bit key.
 * False-alarm probability per test: alpha = 2^-20.
 *
 * Every loop runs over the whole sample and folds comparisons into
 * arithmetic, so time and addresses depend on the length only; the verdict
 * is public.
 */
#include "rng/rng_internal.h"

/* RCT cutoff: 1 + ceil(-log2(alpha) / H) = 1 + ceil(20 / 0.2). */
#define RCT_CUTOFF 101u
/* APT window for non-binary symbols (SP 800-90B §4.4.2). */
#define APT_WINDOW 512u
/* APT cutoff: 1 + CRITBINOM(512, 2^-0.2, 1 - 2^-20), computed offline. */
#define APT_CUTOFF 480u
/* Longest pattern period the fill check looks for, in bytes. */
#define MAX_PERIOD 16u

/* Returns 1 if a == b, 0 otherwise, for a, b < 256, without a branch. */
static uint32_t byte_eq(uint32_t a, uint32_t b)
{
    /* a ^ b <= 255, so (a ^ b) - 1 wraps to the top bit exactly when zero */
    return ((uint32_t)(a ^ b) - 1) >> 31;
}

/* Returns 1 if x >= cutoff, 0 otherwise, for 1 <= cutoff, x < 2^31. */
static uint32_t at_least(uint32_t x, uint32_t cutoff)
{
    return (cutoff - 1 - x) >> 31;
}

int halite_rng_is_periodic(const unsigned char *s, size_t len)
{
    uint32_t periodic = 0;

    for (size_t p = 1; p <= MAX_PERIOD; p++) {
        /* four bytes at a time (the boot-time cost is mostly this loop),
         * from the last four, which overlap the loop's last word when
         * len - p is not a multiple of 4; len >= MAX_PERIOD + 4 */
        uint32_t diff = halite_load32_le(s + len - 4) ^ halite_load32_le(s + len - 4 - p);
        for (size_t i = p; i + 4 <= len; i += 4)
            diff |= halite_load32_le(s + i) ^ halite_load32_le(s + i - p);
        /* diff | -diff has its top bit set exactly when diff != 0 */
        periodic |= ((diff | (0u - diff)) >> 31) ^ 1;
    }
    return (int)periodic;
}

int halite_rng_health_check(const unsigned char *s, size_t len)
{
    /* run <= len < 2^31: the run of equal bytes ending at s[i];
     * count <= APT_WINDOW: the current window's bytes equal to its first */
    uint32_t run = 0, count = 0, rct_fails = 0, apt_fails = 0, prev = 0, first = 0;

    if (len < HALITE_RNG_SAMPLE_MIN_BYTES)
        return HALITE_RNG_ERR_SHORT_SAMPLE;
    if (halite_rng_is_periodic(s, len))
        return HALITE_RNG_ERR_STUCK;
    /* one pass for both SP 800-90B tests */
    for (size_t i = 0; i < len; i++) {
        uint32_t b = s[i];
        if (i % APT_WINDOW == 0) { /* a window starts (the last may be shorter) */
            apt_fails |= at_least(count, APT_CUTOFF);
            first = b;
            count = 0;
        }
        count += byte_eq(b, first);
        run = (run & (0u - byte_eq(b, prev))) + 1; /* i = 0: run = 1 */
        rct_fails |= at_least(run, RCT_CUTOFF);
        prev = b;
    }
    apt_fails |= at_least(count, APT_CUTOFF);
    if (rct_fails)
        return HALITE_RNG_ERR_REPETITION; /* §4.4.1: a run reached RCT_CUTOFF */
    if (apt_fails)
        return HALITE_RNG_ERR_PROPORTION; /* §4.4.2: a window's first value
                                             occurred APT_CUTOFF times */
    return HALITE_RNG_OK;
}
