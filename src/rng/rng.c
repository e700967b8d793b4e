/* SPDX-License-Identifier: ISC */
/*
 * randombytes: a Salsa20 generator with fast key erasure (arc4random style,
 * paper §3.3), seeded only by an entropy source that passed its tests.
 *
 * Construction (docs/rng.md; tests/host_rng_kat.c recomputes it with
 * libsodium):
 *   absorb(in):   key = SHA-512(key || 0^96 || in)[0..32)
 *   generate(n):  S = Salsa20(key, nonce 0, counter 0), first 32 + n bytes;
 *                 key = S[0..32), output = S[32..32+n),
 *                 for each request of n <= GENERATE_MAX bytes.
 * The new key is in place before any output byte is written, so a state
 * captured later cannot recompute earlier output. Nothing is buffered
 * between requests.
 *
 * Concurrency: a request reserves its key material under the lock (block 0
 * and the key it replaces) and writes its output after releasing it, from
 * that private copy; a caller that preempts it reserves the next key. So
 * concurrent requests get distinct output, each equal to what one serial
 * caller would get in the order the reservations happened.
 */
#include <string.h>
#include "hash/sha512.h"
#include "rng/rng_internal.h"

#if HALITE_RNG_HOSTED
#include <errno.h>
#if defined(__linux__)
#include <sys/random.h>
#else
#include <unistd.h>
#endif
#endif

/* Largest request served under one key; longer ones are split. */
#define GENERATE_MAX 4096u

struct halite_rng_state halite_rng_state;

/* The default lock masks interrupts on a bare Arm board; a hosted system
 * has none (halite_rng.h). */
#if !HALITE_RNG_HOSTED && defined(__ARM_ARCH)
#define MASK_INTERRUPTS 1
#else
#define MASK_INTERRUPTS 0
#endif
/* The interrupt mask: PRIMASK on a Cortex-M, CPSR's I bit on a Cortex-A
 * (restored through the control field, which the lock's caller shares). */
#if MASK_INTERRUPTS && __ARM_ARCH_PROFILE == 'M'
#define IRQ_SAVE_AND_MASK "mrs %0, primask\n\tcpsid i"
#define IRQ_RESTORE "msr primask, %0"
#elif MASK_INTERRUPTS
#define IRQ_SAVE_AND_MASK "mrs %0, cpsr\n\tcpsid i"
#define IRQ_RESTORE "msr cpsr_c, %0"
#endif

uint32_t halite_rng_lock(void)
{
    struct halite_rng_state *const st = &halite_rng_state;
    uint32_t primask = 0;

    if (st->lock != NULL)
        st->lock(st->lock_ctx);
#if MASK_INTERRUPTS
    else /* the mask saved first, so nested locks restore what they found */
        __asm__ volatile(IRQ_SAVE_AND_MASK : "=r"(primask) : : "memory");
#endif
    return primask;
}

void halite_rng_unlock(uint32_t saved)
{
    struct halite_rng_state *const st = &halite_rng_state;

    if (st->unlock != NULL)
        st->unlock(st->lock_ctx);
#if MASK_INTERRUPTS
    else
        __asm__ volatile(IRQ_RESTORE : : "r"(saved) : "memory");
#else
    (void)saved;
#endif
}

void halite_rng_set_lock(halite_rng_lock_fn lock, halite_rng_lock_fn unlock, void *ctx)
{
    struct halite_rng_state *const st = &halite_rng_state;
    int both = lock != NULL && unlock != NULL;

    st->lock = both ? lock : NULL;
    st->unlock = both ? unlock : NULL;
    st->lock_ctx = ctx;
}

int halite_rng_status(void)
{
    if (halite_rng_state.seeded)
        return HALITE_RNG_OK;
    if (halite_rng_state.status == 0) /* no source tried yet */
        /* hosted: the OS generator serves until a source is tried */
        return HALITE_RNG_HOSTED ? HALITE_RNG_OK : HALITE_RNG_ERR_UNSEEDED;
    return halite_rng_state.status;
}

void halite_rng_absorb(const unsigned char *in, size_t len)
{
    struct {
        uint64_t st[8];
        unsigned char block[128];
    } t; /* one wipe */

    memcpy(t.block, halite_rng_state.key, 32);
    memset(t.block + 32, 0, 96);
    halite_sha512_init(t.st);
    halite_sha512_blocks(t.st, t.block, 1);
    halite_sha512_finish(t.st, in, len, 128, t.block); /* digest in block[0..64) */
    memcpy(halite_rng_state.key, t.block, 32);
    halite_wipe(&t, sizeof t);
}

int halite_rng_note_seeding(int reason)
{
    if (reason == HALITE_RNG_OK) {
        halite_rng_state.seeded = 1;
        halite_rng_state.since_reseed = 0;
    }
    if (!halite_rng_state.seeded)
        halite_rng_state.status = reason;
    return reason;
}

/* Reads HALITE_RNG_TRNG_SEED_BYTES from the TRNG hook, tests them and
 * absorbs them (lock held): the generator is then seeded, or, on a
 * failure, unseeded (its key wiped). Returns HALITE_RNG_OK or the reason
 * of the failure. */
static int trng_reseed(void)
{
    unsigned char buf[HALITE_RNG_TRNG_SEED_BYTES];
    int reason = HALITE_RNG_OK;

    if (halite_rng_state.trng(buf, sizeof buf) != 0)
        reason = HALITE_RNG_ERR_TRNG;
    else if (halite_rng_is_periodic(buf, sizeof buf))
        reason = HALITE_RNG_ERR_TRNG_STUCK;
    else
        halite_rng_absorb(buf, sizeof buf);
    halite_wipe(buf, sizeof buf);
    if (reason != HALITE_RNG_OK) {
        /* drop the key: the generator refuses until seeded again */
        halite_wipe(halite_rng_state.key, sizeof halite_rng_state.key);
        halite_rng_state.seeded = 0;
    }
    return halite_rng_note_seeding(reason);
}

int halite_rng_set_trng(halite_rng_trng_fn trng)
{
    uint32_t saved = halite_rng_lock();
    int reason;

    halite_rng_state.trng = trng;
    halite_rng_state.trng_reseed = trng != NULL ? trng_reseed : NULL;
    reason = trng != NULL ? trng_reseed() : halite_rng_status();
    halite_rng_unlock(saved);
    return reason;
}

void halite_rng_add_entropy(const unsigned char *in, size_t len)
{
    uint32_t saved = halite_rng_lock();

    halite_rng_absorb(in, len);
    halite_rng_unlock(saved);
}

void halite_rng_insecure_seed_for_testing(const unsigned char seed[32])
{
    uint32_t saved = halite_rng_lock();

    halite_wipe(halite_rng_state.key, sizeof halite_rng_state.key);
    halite_rng_absorb(seed, 32);
    halite_rng_note_seeding(HALITE_RNG_OK);
    halite_rng_unlock(saved);
}

void halite_rng_set_failure_hook(halite_rng_failure_fn hook)
{
    halite_rng_state.on_failure = hook;
}

/* Writes n <= GENERATE_MAX bytes of output to out. Entered with the lock
 * held (saved: halite_rng_lock's value), it reserves the request's key
 * material, block 0 and the key it replaces by block 0's first half, and
 * releases the lock; then it writes block 0's second half and the
 * keystream from block 1 on, under the old key, which nothing else will
 * use again, straight to out with the Salsa20 kernel. */
static void generate(unsigned char *out, size_t n, uint32_t saved)
{
    unsigned char nc[16] = { 0 }; /* nonce 0, then the block counter */
    struct {
        unsigned char block[64], old_key[32];
    } t; /* one wipe */

    memcpy(t.old_key, halite_rng_state.key, 32);
    halite_salsa20_core(t.block, nc, t.old_key, halite_sigma);
    memcpy(halite_rng_state.key, t.block, 32);
    halite_rng_state.since_reseed += n;
    halite_rng_unlock(saved);
    memcpy(out, t.block + 32, n < 32 ? n : 32);
    if (n > 32) {
        nc[8] = 1;
        halite_salsa20_xor(out + 32, NULL, n - 32, nc, t.old_key);
    }
    halite_wipe(&t, sizeof t);
}

#if HALITE_RNG_HOSTED
/* Fills x with n bytes from the OS generator; returns 0, or -1 on failure. */
static int os_random(unsigned char *x, size_t n)
{
    while (n > 0) {
        size_t chunk = n < 256 ? n : 256; /* getentropy's limit */
#if defined(__linux__)
        ssize_t got = getrandom(x, chunk, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return -1;
        chunk = (size_t)got;
#else
        if (getentropy(x, chunk) != 0)
            return -1;
#endif
        x += chunk;
        n -= chunk;
    }
    return 0;
}
#endif

#ifdef __ELF__
/* halite_randombytes is weak: a program's own definition (NaCl's
 * randombytes() under halite.h's names, as TweetNaCl programs write it)
 * replaces it, and every draw of the library then goes to the program's
 * function (docs/namespace.md). own_randombytes is this file's definition,
 * so that a replacement can be told. Other object formats keep it strong:
 * there a second definition does not link. */
void halite_randombytes(unsigned char *x, unsigned long long xlen) __attribute__((weak));
static void own_randombytes(unsigned char *x, unsigned long long xlen)
    __attribute__((alias("halite_randombytes")));
#define RANDOMBYTES_REPLACED (halite_randombytes != own_randombytes)
#else
#define RANDOMBYTES_REPLACED 0
#endif

int halite_randombytes_checked(unsigned char *x, size_t n)
{
    struct halite_rng_state *const st = &halite_rng_state;
    unsigned char *const start = x;

    /* the program's randombytes serves; by NaCl's contract it cannot fail */
    if (RANDOMBYTES_REPLACED) {
        halite_randombytes(x, n);
        return 0;
    }

#if HALITE_RNG_HOSTED
    /* the OS generator serves until a program tries any other source */
    if (!st->seeded && st->status == 0) {
        uint32_t saved;
        if (os_random(x, n) == 0)
            return 0;
        halite_wipe(x, n);
        saved = halite_rng_lock();
        st->status = HALITE_RNG_ERR_OS;
        halite_rng_unlock(saved);
        return -1;
    }
#endif
    for (;;) {
        size_t chunk;
        uint32_t saved = halite_rng_lock();

        /* unseeded: the board's TRNG if one is installed, else (once) the
         * SRAM power-up sample; seeded: the TRNG again when a reseed is due */
        if (st->trng_reseed != NULL) {
            if (!st->seeded || st->since_reseed >= HALITE_RNG_TRNG_RESEED_INTERVAL)
                st->trng_reseed(); /* seeded again, or unseeded */
        } else if (!HALITE_RNG_HOSTED && !st->seeded && !st->sram_tried) {
            halite_rng_seed_from_sram_locked();
        }
        if (!st->seeded || n == 0) { /* n = 0 only for a zero-length request */
            int seeded = st->seeded;
            halite_rng_unlock(saved);
            if (seeded)
                return 0;
            /* never seeded, or a reseed failed: the pieces already
             * written go too */
            halite_wipe(start, (size_t)(x - start) + n);
            return -1;
        }
        chunk = n < GENERATE_MAX ? n : GENERATE_MAX;
        generate(x, chunk, saved); /* releases the lock */
        x += chunk;
        n -= chunk;
        if (n == 0) /* done: a reseed due now waits for the next request */
            return 0;
    }
}

void halite_randombytes(unsigned char *x, unsigned long long xlen)
{
    /* one request: halite_randombytes_checked splits it, and wipes all of
     * it when it fails. (A length above SIZE_MAX, possible only where
     * size_t is narrower, cannot be a buffer in memory: as much as memory
     * holds is asked for.) */
    size_t n = xlen < SIZE_MAX ? (size_t)xlen : SIZE_MAX;

    if (n > 0 && halite_randombytes_checked(x, n) != 0) {
        int reason = halite_rng_status();
        const char *message = halite_rng_strerror(reason);
        if (halite_rng_state.on_failure != NULL)
            halite_rng_state.on_failure(reason, message);
        halite_rng_fatal(reason, message);
        for (;;) {
            /* a fatal handler that returns gets no predictable bytes */
        }
    }
}
