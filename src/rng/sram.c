/* SPDX-License-Identifier: ISC */
/*
 * The SRAM power-up source (paper §3.3): a sample of uninitialized SRAM,
 * health-tested, conditioned with SHA-512 into a 512-bit seed, checked
 * against the previous boot's fingerprint, and absorbed into the generator.
 */
#include <string.h>
#include "rng/rng_internal.h"

/* Tests sample, conditions it into a 512-bit seed and, unless the seed's
 * fingerprint SHA-512(seed)[0..16) equals previous_fp, seeds the generator
 * and writes the new fingerprint to previous_fp (lock held). (The
 * fingerprint is a one-way image of the seed; the key derives from a
 * different input, the 192 bytes key || 0^96 || seed, so the two are
 * independent.) Returns HALITE_RNG_OK or the reason of the refusal. */
static int seed_from_sample(const unsigned char *sample, size_t len,
                            unsigned char previous_fp[HALITE_RNG_FINGERPRINT_BYTES])
{
    unsigned char t[128]; /* the seed, then the fingerprint's hash; one wipe */
    int reason = halite_rng_health_check(sample, len);

    if (reason != HALITE_RNG_OK)
        return halite_rng_note_seeding(reason);
    halite_crypto_hash_sha512(t, sample, len);
    halite_crypto_hash_sha512(t + 64, t, 64);
    if (halite_verify_n(t + 64, previous_fp, HALITE_RNG_FINGERPRINT_BYTES) == 0) {
        reason = HALITE_RNG_ERR_PREVIOUS_BOOT;
    } else {
        memcpy(previous_fp, t + 64, HALITE_RNG_FINGERPRINT_BYTES);
        halite_rng_absorb(t, 64);
    }
    halite_wipe(t, sizeof t);
    return halite_rng_note_seeding(reason);
}

int halite_rng_seed_from_image(const unsigned char *image, size_t len,
                               unsigned char fingerprint[HALITE_RNG_FINGERPRINT_BYTES])
{
    uint32_t saved = halite_rng_lock();
    int reason = seed_from_sample(image, len, fingerprint);

    halite_rng_unlock(saved);
    return reason;
}

int halite_rng_seed_from_sram(void)
{
    uint32_t saved = halite_rng_lock();
    int reason = halite_rng_seed_from_sram_locked();

    halite_rng_unlock(saved);
    return reason;
}

#if HALITE_RNG_HOSTED
int halite_rng_seed_from_sram_locked(void)
{
    halite_rng_state.sram_tried = 1;
    return halite_rng_note_seeding(HALITE_RNG_ERR_NO_SOURCE);
}
#else
/* The .noinit.entropy region of the board's linker script; weak, so a board
 * without it links and reports HALITE_RNG_ERR_NO_SOURCE. */
extern unsigned char __halite_entropy_start[] __attribute__((weak));
extern unsigned char __halite_entropy_end[] __attribute__((weak));

int halite_rng_seed_from_sram_locked(void)
{
    unsigned char *start = __halite_entropy_start, *end = __halite_entropy_end;
    size_t size, len;
    int reason;

    halite_rng_state.sram_tried = 1;
    if (start == NULL || end == NULL || end <= start)
        return halite_rng_note_seeding(HALITE_RNG_ERR_NO_SOURCE);
    size = (size_t)(end - start);
    if (size < HALITE_RNG_FINGERPRINT_BYTES + HALITE_RNG_SAMPLE_MIN_BYTES)
        return halite_rng_note_seeding(HALITE_RNG_ERR_SHORT_SAMPLE);
    len = size - HALITE_RNG_FINGERPRINT_BYTES; /* the fingerprint is the tail */
    reason = seed_from_sample(start, len, start + len);
    /* the sample is seed material: no copy of it may outlive the seeding,
     * and a warm reset must find no stale entropy here */
    halite_wipe(start, len);
    return reason;
}
#endif
