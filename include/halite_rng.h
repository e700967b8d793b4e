/* SPDX-License-Identifier: ISC */
/*
 * halite_rng.h: configuration of randombytes (docs/rng.md).
 *
 * halite_randombytes (halite.h) draws from a Salsa20 generator with fast key
 * erasure. The generator produces nothing until an entropy source has seeded
 * it: the board's TRNG through a hook (platform/trng has hooks for the
 * STM32, nRF52, RP2040 and SAM D5x/E5x), or the SRAM power-up state that
 * the linker keeps in the .noinit.entropy region (read once, health-tested,
 * hashed with SHA-512). On a hosted system (Linux, BSD, macOS) randombytes
 * reads the operating system's generator instead, until a program seeds the
 * generator explicitly through one of the calls below.
 *
 * Concurrent callers (tasks, interrupt handlers) never share output: every
 * update of the generator happens under a lock, by default (bare boards)
 * with interrupts masked, or under the functions of halite_rng_set_lock.
 *
 * When no seeded generator is available, halite_randombytes calls the
 * failure hook, if one is installed, then the fatal handler
 * halite_rng_fatal, which by default reports the reason and halts.
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

/* Fills x with n bytes from the generator and returns 0, or, when it has
 * no seeded generator (no entropy source, or its source failed), returns -1
 * with all n bytes zeroed. It never halts: the keypair functions and
 * sodium_init use it; halite_randombytes is this call plus the fatal path.
 * n = 0 seeds the generator from the board's source if it can be. */
int halite_randombytes_checked(unsigned char *x, size_t n);

/* FOR TESTS ONLY: makes the generator deterministic, seeded from these 32
 * bytes, on every target including hosted ones (where it replaces the OS
 * generator). Never call it in a product. */
void halite_rng_insecure_seed_for_testing(const unsigned char seed[32]);

/* ---- concurrency ---- */

/* A lock function: lock(ctx) returns once the caller holds the lock,
 * unlock(ctx) releases it. */
typedef void (*halite_rng_lock_fn)(void *ctx);

/* Installs the lock that every call of this header and halite_randombytes
 * takes around each update of the generator's state: each request of up to
 * 4,096 bytes holds it while it reserves its key material (one Salsa20
 * block, about 1,000 cycles) and writes its output after releasing it; a
 * seeding or a TRNG reseed (which calls the TRNG hook) holds it throughout.
 * NULL for either function restores the default: on a bare board,
 * interrupts masked with PRIMASK (saved and restored, so it nests and works
 * inside an interrupt handler); on a hosted system, no lock. The default is
 * enough on one core with privileged code; install a lock for two cores
 * (e.g. a hardware spinlock), for unprivileged threads (where CPSID is
 * ignored), or to keep interrupts unmasked (an RTOS mutex, if no interrupt
 * handler draws random bytes). Call it at start-up, before any other
 * caller can draw. The lock must not call into halite_rng. */
void halite_rng_set_lock(halite_rng_lock_fn lock, halite_rng_lock_fn unlock, void *ctx);

/* ---- failure ---- */

/* Called by halite_randombytes when it cannot return random bytes, with a
 * reason code and its message. */
typedef void (*halite_rng_failure_fn)(int reason, const char *message);

/* Installs a failure hook (NULL removes it): randombytes calls it first,
 * then, if it returns, halite_rng_fatal. A hook that logs and resets, or
 * longjmps out, never reaches the fatal handler. */
void halite_rng_set_failure_hook(halite_rng_failure_fn hook);

/* The fatal handler: the end of halite_randombytes when it cannot deliver.
 * It must not return (if it does, randombytes spins where it is). A weak
 * definition: firmware replaces it by defining its own. The library's:
 * on a hosted system, prints "halite: randombytes: <message>" to stderr and
 * calls abort(); on a bare board, masks interrupts and halts (a WFI loop; a
 * debugger finds the reason in its first argument and in
 * halite_rng_status()). halite's semihosting board layer
 * (platform/cortex-m/hal.c) defines one that prints the same line on the
 * console and ends the program with status 4. */
void halite_rng_fatal(int reason, const char *message);

#ifdef __cplusplus
}
#endif
#endif /* HALITE_RNG_H */
