/* SPDX-License-Identifier: ISC */
/*
 * randombytes' entropy hook for the RP2040, from its ring oscillator
 * (halite_trng.h). THE RP2040 HAS NO CERTIFIED TRNG: its data sheet
 * (§2.17.5, "Random Number Generator") warns that RANDOMBIT is not good
 * enough for security uses, as it can be compromised, and that it is not
 * random at all when the cores run from the ROSC. Use this hook only when
 * the board has nothing better, with the
 * system clock from the crystal (XOSC) or a PLL, and treat its entropy
 * estimate below as an assumption, not a measurement of your board.
 *
 * Register map: RP2040 Datasheet §2.17 (ROSC) and its list of registers:
 * ROSC base 0x40060000; STATUS at +0x18 (ENABLED bit 12,
 * STABLE bit 31); RANDOMBIT at +0x1c (bit 0: the oscillator's output,
 * sampled when read).
 *
 * What the hook does with the raw bits:
 *   1. samples RANDOMBIT with RP2040_SAMPLE_DELAY loop turns between reads
 *      (reads faster than the oscillator's period repeat its state);
 *   2. removes bias with von Neumann's extractor: of each pair of raw bits
 *      that differ, the first is kept; equal pairs are dropped (its time
 *      tells how many pairs were equal, which for independent raw bits
 *      says nothing about the bits kept);
 *   3. runs SP 800-90B §4.4's health tests on the kept bits, for an
 *      assumed min-entropy of H = 0.5 bit per kept bit and a false alarm
 *      rate of 2^-20: repetition count cutoff 1 + ceil(20 / H) = 41, and
 *      adaptive proportion cutoff 793 in windows of 1,024 bits
 *      (1 + CRITBINOM(1024, 2^-0.5, 1 - 2^-20)), both computed without
 *      branches on the bits; a failure returns -1;
 *   4. conditions each 1,024 kept bits (128 bytes, assumed to hold 512
 *      bits of min-entropy) into 32 output bytes with SHA-512, truncated:
 *      twice the entropy the output claims.
 * A stopped or stuck oscillator keeps no bits: after RP2040_PAIRS_PER_BIT
 * equal pairs for one bit, -1; so is an oscillator that STATUS does not
 * report running and stable. The cost is about 4 raw reads per kept bit:
 * some 4,100 reads per 32 output bytes.
 */
#include <string.h>
#include "halite.h"
#include "halite_trng.h"

#ifndef HALITE_TRNG_RP2040_BASE
#define HALITE_TRNG_RP2040_BASE 0x40060000u
#endif
#define ROSC_STATUS (HALITE_TRNG_RP2040_BASE + 0x18u)
#define ROSC_RANDOMBIT (HALITE_TRNG_RP2040_BASE + 0x1cu)
#define STATUS_ENABLED (1u << 12)
#define STATUS_STABLE (1u << 31)

/* Loop turns between two raw reads: at 125 MHz about 60 cycles, several
 * periods of the oscillator (a few MHz, varying with process, voltage and
 * temperature). */
#ifndef RP2040_SAMPLE_DELAY
#define RP2040_SAMPLE_DELAY 16u
#endif
/* Raw pairs tried for one kept bit before the oscillator counts as stuck. */
#define RP2040_PAIRS_PER_BIT 256u
/* Kept bits conditioned into one 32-byte output block, in bytes. */
#define POOL_BYTES 128u
#define RCT_CUTOFF 41u
#define APT_WINDOW 1024u
#define APT_CUTOFF 793u

/* The health tests' state over one call (kept bits are 0 or 1). */
struct rp2040_health {
    uint32_t last, run;          /* the previous bit; the run it ends */
    uint32_t first, count, seen; /* the window's first bit, its count, bits seen */
    uint32_t failed;             /* 1 once a test failed */
};

/* Returns one raw bit, read after the sampling delay. */
static uint32_t rp2040_raw_bit(void)
{
    for (volatile uint32_t i = 0; i < RP2040_SAMPLE_DELAY; i++)
        ;
    return HALITE_TRNG_READ32(ROSC_RANDOMBIT) & 1u;
}

/* Sets *bit to the next von Neumann bit; returns 0, or -1 after
 * RP2040_PAIRS_PER_BIT equal pairs. */
static int rp2040_kept_bit(uint32_t *bit)
{
    for (uint32_t pairs = 0; pairs < RP2040_PAIRS_PER_BIT; pairs++) {
        uint32_t a = rp2040_raw_bit(), b = rp2040_raw_bit();
        if (a != b) {
            *bit = a;
            return 0;
        }
    }
    return -1;
}

/* Feeds one kept bit to both SP 800-90B tests, without branching on it. */
static void rp2040_health_next(struct rp2040_health *h, uint32_t bit)
{
    uint32_t same = 1u ^ bit ^ h->last;                    /* bit == last */
    uint32_t start = (uint32_t)(h->seen % APT_WINDOW == 0); /* public */

    h->run = h->seen == 0 ? 1u : h->run * same + 1u;
    h->failed |= (RCT_CUTOFF - 1u - h->run) >> 31;          /* run >= cutoff */
    h->first ^= (h->first ^ bit) & (0u - start);            /* a window starts */
    h->count = (h->count & (start - 1u)) + (1u ^ bit ^ h->first);
    h->failed |= (APT_CUTOFF - 1u - h->count) >> 31;        /* count >= cutoff */
    h->last = bit;
    h->seen++;
}

int halite_trng_rp2040(unsigned char *buf, size_t len)
{
    struct rp2040_health health = { 0, 0, 0, 0, 0, 0 };
    unsigned char pool[POOL_BYTES], digest[64];
    int result = 0;

    if ((HALITE_TRNG_READ32(ROSC_STATUS) & (STATUS_ENABLED | STATUS_STABLE)) !=
        (STATUS_ENABLED | STATUS_STABLE))
        return -1;
    while (len > 0) {
        size_t n = len < 32 ? len : 32;
        memset(pool, 0, sizeof pool);
        for (uint32_t i = 0; i < 8 * POOL_BYTES && result == 0; i++) {
            uint32_t bit = 0;
            result = rp2040_kept_bit(&bit);
            rp2040_health_next(&health, bit);
            pool[i / 8] |= (unsigned char)(bit << (i % 8));
        }
        if (result != 0 || health.failed) {
            result = -1;
            break;
        }
        halite_crypto_hash_sha512(digest, pool, sizeof pool);
        memcpy(buf, digest, n);
        buf += n;
        len -= n;
    }
    halite_sodium_memzero(pool, sizeof pool);
    halite_sodium_memzero(digest, sizeof digest);
    return result;
}
