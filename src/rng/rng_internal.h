/* SPDX-License-Identifier: ISC */
/*
 * Internal declarations of src/rng: the generator state, the health tests
 * and the seeding path shared by the entropy sources.
 */
#ifndef HALITE_RNG_INTERNAL_H
#define HALITE_RNG_INTERNAL_H

#include "internal.h"
#include "halite_rng.h"

/* Hosted systems have an OS generator; everything else is a bare board. */
#if defined(__unix__) || defined(__APPLE__)
#define HALITE_RNG_HOSTED 1
#else
#define HALITE_RNG_HOSTED 0
#endif

/* Everything the generator keeps between calls, all zero at start-up (so it
 * takes no initialised data). Only key is secret; the rest is public
 * bookkeeping. One instance, halite_rng_state; tests scan it to check fast
 * key erasure, so it is not static. Every field but the lock's changes
 * only with the lock held (halite_rng_lock). */
struct halite_rng_state {
    unsigned char key[32];        /* Salsa20 key; all output derives from it */
    int seeded;                   /* 1 once an entropy source succeeded */
    int status;                   /* while unseeded: the last failure reason, or
                                   * 0 until a source has been tried (reported
                                   * as HALITE_RNG_ERR_UNSEEDED) */
    int sram_tried;               /* the SRAM sample has been read (once only) */
    unsigned long since_reseed;   /* output bytes since the TRNG last reseeded */
    halite_rng_trng_fn trng;      /* the board's TRNG, or NULL */
    /* seeds from trng once one is installed, else NULL: only a program
     * that installs a TRNG links the code that reads it */
    int (*trng_reseed)(void);
    halite_rng_failure_fn on_failure; /* NULL: none (halite_rng_fatal only) */
    halite_rng_lock_fn lock, unlock;  /* NULL: the default lock */
    void *lock_ctx;                   /* their argument */
};
extern struct halite_rng_state halite_rng_state;

/* Takes the generator's lock: the installed lock function, or by default on
 * a bare board masks interrupts (PRIMASK; nothing on a hosted system).
 * Returns what halite_rng_unlock needs to restore. */
uint32_t halite_rng_lock(void);

/* Releases the lock halite_rng_lock took (saved: its return value). */
void halite_rng_unlock(uint32_t saved);

/* key = first 32 bytes of SHA-512(key || 96 zero bytes || in): the current
 * key, padded to one SHA-512 block, hashed with the new input (lock held). */
void halite_rng_absorb(const unsigned char *in, size_t len);

/* Records the outcome of a seeding attempt (lock held): on HALITE_RNG_OK
 * the generator counts as seeded; a failure leaves an already seeded
 * generator as it was (its key is still good) and otherwise becomes the
 * reported status. Returns reason. */
int halite_rng_note_seeding(int reason);

/* Returns 1 when the len >= 20 bytes at s repeat with a period of 1 to 16
 * bytes (a constant fill or a short pattern), 0 otherwise; time depends on
 * len only. */
int halite_rng_is_periodic(const unsigned char *s, size_t len);

/* Runs the start-up health tests on a raw power-up sample: the periodic-fill
 * check, then the SP 800-90B repetition count and adaptive proportion tests
 * on bytes. Returns HALITE_RNG_OK or the reason of the first failing test;
 * time depends on len only. */
int halite_rng_health_check(const unsigned char *s, size_t len);

/* halite_rng_seed_from_sram with the lock already held (randombytes seeds
 * through it on first use). */
int halite_rng_seed_from_sram_locked(void);

#endif /* HALITE_RNG_INTERNAL_H */
