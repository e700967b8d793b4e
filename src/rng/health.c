/*
 * Start-up health tests on a raw SRAM power-up sample (DESIGN.md §6).
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

/* Returns 1 if a == b, 0 otherwise, for bytes, without a branch. */
static uint32_t byte_eq(unsigned char a, unsigned char b)
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

    for (size_t p = 1; p <= MAX_PERIOD && p < len; p++) {
        uint32_t diff = 0;
        size_t i = p;
        /* four bytes at a time (the boot-time cost is mostly this loop) */
        for (; i + 4 <= len; i += 4)
            diff |= halite_load32_le(s + i) ^ halite_load32_le(s + i - p);
        for (; i < len; i++)
            diff |= (uint32_t)(s[i] ^ s[i - p]);
        /* diff | -diff has its top bit set exactly when diff != 0 */
        periodic |= ((diff | (0u - diff)) >> 31) ^ 1;
    }
    return (int)periodic;
}

/* Returns 1 if some run of equal consecutive bytes reaches RCT_CUTOFF
 * (SP 800-90B §4.4.1), 0 otherwise. */
static uint32_t repetition_count_fails(const unsigned char *s, size_t len)
{
    uint32_t run = 1, fail = 0; /* run <= len < 2^31 */

    for (size_t i = 1; i < len; i++) {
        run = (run & (0u - byte_eq(s[i], s[i - 1]))) + 1;
        fail |= at_least(run, RCT_CUTOFF);
    }
    return fail;
}

/* Returns 1 if, in some window of APT_WINDOW bytes (the last may be
 * shorter), the window's first byte value occurs APT_CUTOFF times or more
 * (SP 800-90B §4.4.2), 0 otherwise. */
static uint32_t adaptive_proportion_fails(const unsigned char *s, size_t len)
{
    uint32_t fail = 0;

    for (size_t w = 0; w < len; w += APT_WINDOW) {
        size_t end = len - w < APT_WINDOW ? len : w + APT_WINDOW;
        uint32_t count = 0; /* count <= APT_WINDOW */
        for (size_t i = w; i < end; i++)
            count += byte_eq(s[i], s[w]);
        fail |= at_least(count, APT_CUTOFF);
    }
    return fail;
}

int halite_rng_health_check(const unsigned char *s, size_t len)
{
    if (len < HALITE_RNG_SAMPLE_MIN_BYTES)
        return HALITE_RNG_ERR_SHORT_SAMPLE;
    if (halite_rng_is_periodic(s, len))
        return HALITE_RNG_ERR_STUCK;
    if (repetition_count_fails(s, len))
        return HALITE_RNG_ERR_REPETITION;
    if (adaptive_proportion_fails(s, len))
        return HALITE_RNG_ERR_PROPORTION;
    return HALITE_RNG_OK;
}
