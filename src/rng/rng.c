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
 */
#include <string.h>
#include "hash/sha512.h"
#include "rng/rng_internal.h"

#if HALITE_RNG_HOSTED
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sys/random.h>
#else
#include <unistd.h>
#endif
#endif

/* Largest request served under one key; longer ones are split. */
#define GENERATE_MAX 4096u

struct halite_rng_state halite_rng_state = { { 0 }, 0, HALITE_RNG_ERR_UNSEEDED, 0, 0,
                                             NULL, NULL };

int halite_rng_status(void)
{
    if (halite_rng_state.seeded)
        return HALITE_RNG_OK;
#if HALITE_RNG_HOSTED
    if (halite_rng_state.status == HALITE_RNG_ERR_UNSEEDED)
        return HALITE_RNG_OK; /* the OS generator serves until seeded */
#endif
    return halite_rng_state.status;
}

void halite_rng_absorb(const unsigned char *in, size_t len)
{
    unsigned char block[128];
    uint64_t st[8];

    memcpy(block, halite_rng_state.key, 32);
    memset(block + 32, 0, 96);
    halite_sha512_init(st);
    halite_sha512_blocks(st, block, 1);
    halite_sha512_finish(st, in, len, 128, block); /* digest in block[0..64) */
    memcpy(halite_rng_state.key, block, 32);
    halite_wipe(block, sizeof block);
    halite_wipe(st, sizeof st);
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

/* Drops the key: the generator refuses until seeded again. */
static void unseed(int reason)
{
    halite_wipe(halite_rng_state.key, sizeof halite_rng_state.key);
    halite_rng_state.seeded = 0;
    halite_rng_state.status = reason;
}

/* Reads HALITE_RNG_TRNG_SEED_BYTES from the TRNG hook, tests them and
 * absorbs them. Returns HALITE_RNG_OK or the reason of the failure. */
static int absorb_trng(void)
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
    return reason;
}

int halite_rng_set_trng(halite_rng_trng_fn trng)
{
    int reason;

    halite_rng_state.trng = trng;
    if (trng == NULL)
        return halite_rng_status();
    reason = absorb_trng();
    if (reason != HALITE_RNG_OK) {
        unseed(reason);
        return reason;
    }
    return halite_rng_note_seeding(HALITE_RNG_OK);
}

void halite_rng_add_entropy(const unsigned char *in, size_t len)
{
    halite_rng_absorb(in, len);
}

void halite_rng_insecure_seed_for_testing(const unsigned char seed[32])
{
    halite_wipe(halite_rng_state.key, sizeof halite_rng_state.key);
    halite_rng_absorb(seed, 32);
    halite_rng_state.seeded = 1;
    halite_rng_state.status = HALITE_RNG_OK;
    halite_rng_state.since_reseed = 0;
}

void halite_rng_set_failure_hook(halite_rng_failure_fn hook)
{
    halite_rng_state.on_failure = hook;
}

/* Writes n <= GENERATE_MAX bytes of output to out, replacing the key first:
 * block 0's second half, then the keystream from block 1 on, written by
 * the Salsa20 kernel straight to out. */
static void generate(unsigned char *out, size_t n)
{
    unsigned char nc[16] = { 0 }; /* nonce 0, then the block counter */
    unsigned char block[64], old_key[32];

    memcpy(old_key, halite_rng_state.key, 32);
    halite_salsa20_core(block, nc, old_key, halite_sigma);
    memcpy(halite_rng_state.key, block, 32);
    memcpy(out, block + 32, n < 32 ? n : 32);
    if (n > 32) {
        nc[8] = 1;
        halite_salsa20_xor(out + 32, NULL, n - 32, nc, old_key);
    }
    halite_wipe(block, sizeof block);
    halite_wipe(old_key, sizeof old_key);
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

/* Returns 1 if the generator is seeded, trying the board's sources first
 * when it is not: the TRNG hook if one is installed, else (once) the SRAM
 * power-up sample. */
static int ensure_seeded(void)
{
    if (!halite_rng_state.seeded) {
        if (halite_rng_state.trng != NULL)
            halite_rng_set_trng(halite_rng_state.trng);
        else if (!HALITE_RNG_HOSTED && !halite_rng_state.sram_tried)
            halite_rng_seed_from_sram();
    }
    return halite_rng_state.seeded;
}

int halite_randombytes_checked(unsigned char *x, size_t n)
{
    unsigned char *const start = x;
    const size_t total = n;

#if HALITE_RNG_HOSTED
    /* the OS generator serves until a program tries any other source */
    if (!halite_rng_state.seeded && halite_rng_state.status == HALITE_RNG_ERR_UNSEEDED &&
        halite_rng_state.trng == NULL) {
        if (os_random(x, n) == 0)
            return 0;
        halite_rng_state.status = HALITE_RNG_ERR_OS;
        halite_wipe(x, n);
        return -1;
    }
#endif
    if (!ensure_seeded()) {
        halite_wipe(x, n);
        return -1;
    }
    while (n > 0) {
        size_t chunk = n < GENERATE_MAX ? n : GENERATE_MAX;
        if (halite_rng_state.trng != NULL &&
            halite_rng_state.since_reseed >= HALITE_RNG_TRNG_RESEED_INTERVAL) {
            int reason = absorb_trng();
            if (reason != HALITE_RNG_OK) {
                unseed(reason);
                halite_wipe(start, total); /* output already written too */
                return -1;
            }
            halite_rng_state.since_reseed = 0;
        }
        generate(x, chunk);
        halite_rng_state.since_reseed += chunk;
        x += chunk;
        n -= chunk;
    }
    return 0;
}

/* The default failure hook (see halite_rng_set_failure_hook). */
static void default_failure(int reason, const char *message)
{
    (void)reason;
#if HALITE_RNG_HOSTED
    fprintf(stderr, "halite: randombytes: %s\n", message);
    abort();
#else
    (void)message;
#endif
}

void halite_randombytes(unsigned char *x, unsigned long long xlen)
{
    unsigned char *const start = x;

    while (xlen > 0) {
        size_t n = xlen < GENERATE_MAX ? (size_t)xlen : GENERATE_MAX;
        if (halite_randombytes_checked(x, n) != 0) {
            int reason = halite_rng_status();
            halite_rng_failure_fn hook = halite_rng_state.on_failure;
            /* the earlier pieces too: a hook may longjmp back to the caller */
            halite_wipe(start, (size_t)(x - start));
            (hook != NULL ? hook : default_failure)(reason, halite_rng_strerror(reason));
            for (;;) {
                /* a hook that returns gets no predictable bytes: halt here */
            }
        }
        x += n;
        xlen -= n;
    }
}
