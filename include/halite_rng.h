/* SPDX-License-Identifier: ISC */
/*
 * halite_rng.h: configuration of randombytes (docs/rng.md).
 *
 * halite_randombytes (halite.h) draws from a Salsa20 generator with fast key
 * erasure. The generator produces nothing until an entropy source has seeded
 * it: the board's TRNG through a hook, or the SRAM power-up state that the
 * linker keeps in the .noinit.entropy region (read once, health-tested,
 * hashed with SHA-512). On a hosted system (Linux, BSD, macOS) randombytes
 * reads the operating system's generator instead, until a program seeds the
 * generator explicitly through one of the calls below.
 *
 * When no seeded generator is available, halite_randombytes calls the failure
 * hook, which by default reports the reason and halts. None of these calls is
 * reentrant: do not call them from an interrupt handler that may preempt one.
 */
#ifndef HALITE_RNG_H
#define HALITE_RNG_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- reasons: halite_rng_status(), seeding calls, the failure hook ---- */
#define HALITE_RNG_OK 0                /* randombytes will succeed */
#define HALITE_RNG_ERR_UNSEEDED 1      /* no entropy source has been tried */
#define HALITE_RNG_ERR_NO_SOURCE 2     /* no TRNG hook and no SRAM region */
#define HALITE_RNG_ERR_SHORT_SAMPLE 3  /* sample below HALITE_RNG_SAMPLE_MIN_BYTES */
#define HALITE_RNG_ERR_STUCK 4         /* constant fill or short repeating pattern */
#define HALITE_RNG_ERR_REPETITION 5    /* SP 800-90B repetition count test */
#define HALITE_RNG_ERR_PROPORTION 6    /* SP 800-90B adaptive proportion test */
#define HALITE_RNG_ERR_PREVIOUS_BOOT 7 /* sample equals the previous boot's */
#define HALITE_RNG_ERR_TRNG 8          /* the TRNG hook returned an error */
#define HALITE_RNG_ERR_TRNG_STUCK 9    /* TRNG output constant or repeating */
#define HALITE_RNG_ERR_OS 10           /* the host OS generator failed */

/* The smallest power-up sample accepted: 12,800 bits (paper §3.3). */
#define HALITE_RNG_SAMPLE_MIN_BYTES 1600
/* Size of the previous-boot fingerprint (kept in the last bytes of the
 * .noinit.entropy region for the SRAM source). */
#define HALITE_RNG_FINGERPRINT_BYTES 16
/* Bytes requested from the TRNG hook to seed, and at each reseed. */
#define HALITE_RNG_TRNG_SEED_BYTES 64
/* Output bytes between two automatic reseeds from the TRNG hook. */
#define HALITE_RNG_TRNG_RESEED_INTERVAL 65536UL

/* Returns a one-line English message for a reason code (never NULL). */
const char *halite_rng_strerror(int reason);

/* Returns HALITE_RNG_OK when randombytes will succeed now, otherwise the
 * reason it would fail (the latest failed seeding attempt, or
 * HALITE_RNG_ERR_UNSEEDED when none has been made yet). */
int halite_rng_status(void);

/* ---- entropy sources ---- */

/* Seeds from the SRAM power-up state in the .noinit.entropy region
 * (__halite_entropy_start .. __halite_entropy_end; its last
 * HALITE_RNG_FINGERPRINT_BYTES hold the previous boot's fingerprint, the rest
 * is the sample). Call it before anything writes that region; randombytes
 * calls it on first use when no TRNG hook is installed. The sample is
 * overwritten with zeros afterwards, so a later call, or a warm reset, reads
 * no fresh entropy and is refused. Returns HALITE_RNG_OK or a reason; on a
 * hosted system, HALITE_RNG_ERR_NO_SOURCE (and randombytes then refuses, as
 * a board without entropy would, instead of using the OS generator). */
int halite_rng_seed_from_sram(void);

/* Seeds from a power-up image captured elsewhere (len >= 1600 bytes), after
 * the same health tests as the SRAM source. fingerprint holds the previous
 * boot's fingerprint: the image is refused if it matches, and on success the
 * new fingerprint is written there. The image is not modified. */
int halite_rng_seed_from_image(const unsigned char *image, size_t len,
                               unsigned char fingerprint[HALITE_RNG_FINGERPRINT_BYTES]);

/* A board's TRNG: fills buf with len bytes of full-entropy output and
 * returns 0, or returns nonzero when the peripheral reports an error. */
typedef int (*halite_rng_trng_fn)(unsigned char *buf, size_t len);

/* Installs a TRNG hook (NULL removes it) and seeds from it at once; the
 * generator then reseeds from it every HALITE_RNG_TRNG_RESEED_INTERVAL output
 * bytes. Returns HALITE_RNG_OK or a reason (then the generator is unseeded). */
int halite_rng_set_trng(halite_rng_trng_fn trng);

/* Mixes len bytes of additional input into the generator key through
 * SHA-512. It never counts as seeding: an unseeded generator stays unseeded. */
void halite_rng_add_entropy(const unsigned char *in, size_t len);

/* FOR TESTS ONLY: makes the generator deterministic, seeded from these 32
 * bytes, on every target including hosted ones (where it replaces the OS
 * generator). Never call it in a product. */
void halite_rng_insecure_seed_for_testing(const unsigned char seed[32]);

/* ---- failure ---- */

/* Called by halite_randombytes when it cannot return random bytes, with a
 * reason code and its message. It must not return (halt, reset, or longjmp
 * out); if it returns, randombytes halts anyway. */
typedef void (*halite_rng_failure_fn)(int reason, const char *message);

/* Installs the failure hook; NULL restores the default, which on a hosted
 * system prints "halite: randombytes: <message>" to stderr and calls abort(),
 * and on a bare board records the reason (halite_rng_status) and spins
 * forever, where a debugger finds it. */
void halite_rng_set_failure_hook(halite_rng_failure_fn hook);

#ifdef __cplusplus
}
#endif
#endif /* HALITE_RNG_H */
