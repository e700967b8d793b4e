/*
 * The SRAM power-up source (paper §3.3): a sample of uninitialized SRAM,
 * health-tested, conditioned with SHA-512 into a 512-bit seed, checked
 * against the previous boot's fingerprint, and absorbed into the generator.
 */
#include <string.h>
#include "rng/rng_internal.h"

/* Domain separation of the fingerprint from the generator key; the
 * fingerprint is SHA-512(seed || label)[0..16), label without its NUL. */
static const char fingerprint_label[] = "halite rng boot fingerprint";
#define LABEL_LEN (sizeof fingerprint_label - 1)

/* Tests sample, conditions it and, unless its fingerprint equals
 * previous_fp, seeds the generator and writes the new fingerprint to
 * previous_fp. Returns HALITE_RNG_OK or the reason of the refusal. */
static int seed_from_sample(const unsigned char *sample, size_t len,
                            unsigned char previous_fp[HALITE_RNG_FINGERPRINT_BYTES])
{
    struct {
        unsigned char in[64 + LABEL_LEN], fp[64];
    } t; /* in = seed || label, the fingerprint's input; one wipe */
    int reason = halite_rng_health_check(sample, len);

    if (reason != HALITE_RNG_OK)
        return halite_rng_note_seeding(reason);
    /* the 512-bit seed; the fingerprint is a one-way image of it */
    halite_crypto_hash_sha512(t.in, sample, len);
    memcpy(t.in + 64, fingerprint_label, LABEL_LEN);
    halite_crypto_hash_sha512(t.fp, t.in, sizeof t.in);
    if (halite_verify_n(t.fp, previous_fp, HALITE_RNG_FINGERPRINT_BYTES) == 0) {
        reason = HALITE_RNG_ERR_PREVIOUS_BOOT;
    } else {
        memcpy(previous_fp, t.fp, HALITE_RNG_FINGERPRINT_BYTES);
        halite_rng_absorb(t.in, 64);
    }
    halite_wipe(&t, sizeof t);
    return halite_rng_note_seeding(reason);
}

int halite_rng_seed_from_image(const unsigned char *image, size_t len,
                               unsigned char fingerprint[HALITE_RNG_FINGERPRINT_BYTES])
{
    return seed_from_sample(image, len, fingerprint);
}

#if HALITE_RNG_HOSTED
int halite_rng_seed_from_sram(void)
{
    halite_rng_state.sram_tried = 1;
    return halite_rng_note_seeding(HALITE_RNG_ERR_NO_SOURCE);
}
#else
/* The .noinit.entropy region of the board's linker script; weak, so a board
 * without it links and reports HALITE_RNG_ERR_NO_SOURCE. */
extern unsigned char __halite_entropy_start[] __attribute__((weak));
extern unsigned char __halite_entropy_end[] __attribute__((weak));

int halite_rng_seed_from_sram(void)
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
