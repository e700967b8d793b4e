/* SPDX-License-Identifier: ISC */
/*
 * TRNG hooks for randombytes (include/halite_rng.h), one file per part,
 * written against the parts' register maps (raw addresses, no vendor
 * headers; each file cites its reference manual or data sheet):
 *   stm32.c   the STM32 RNG peripheral (F2, F4, F7, L4, G4, H7, ...)
 *   nrf52.c   the nRF52 RNG peripheral
 *   rp2040.c  the RP2040 ring oscillator (ROSC): not a certified TRNG
 *   samd5x.c  the SAM D5x/E5x TRNG
 * Build the one your part has with your firmware, then at start-up:
 *   if (halite_rng_set_trng(halite_trng_stm32) != HALITE_RNG_OK)
 *       panic(halite_rng_strerror(halite_rng_status()));
 * Each has the halite_rng_trng_fn signature: it fills buf with len bytes
 * and returns 0, or returns -1 when the peripheral reports an error, its
 * output fails the file's health test, or it does not answer in time.
 * The board turns the peripheral's bus clock on first (and any clock the
 * part's TRNG needs); the hook enables the peripheral itself. Each hook
 * is called with halite's generator lock held (halite_rng_set_lock), so
 * two callers never read the peripheral at once.
 */
#ifndef HALITE_TRNG_H
#define HALITE_TRNG_H

#include <stddef.h>
#include <stdint.h>

int halite_trng_stm32(unsigned char *buf, size_t len);
int halite_trng_nrf52(unsigned char *buf, size_t len);
int halite_trng_rp2040(unsigned char *buf, size_t len);
int halite_trng_samd5x(unsigned char *buf, size_t len);

/* Register access. A host test defines these (and a file's base address
 * macro) to drive the code against a simulated peripheral. */
#ifndef HALITE_TRNG_READ32
#define HALITE_TRNG_READ32(addr) (*(volatile uint32_t *)(uintptr_t)(addr))
#define HALITE_TRNG_WRITE32(addr, value) (*(volatile uint32_t *)(uintptr_t)(addr) = (value))
#define HALITE_TRNG_READ8(addr) (*(volatile uint8_t *)(uintptr_t)(addr))
#define HALITE_TRNG_WRITE8(addr, value) (*(volatile uint8_t *)(uintptr_t)(addr) = (value))
#endif

/* FIPS 140-2 §4.9.2's continuous test on a peripheral's 32-bit words: the
 * first word after the peripheral (re)starts is kept for comparison only,
 * and each later one must differ from the one before it. */
struct halite_trng_crngt {
    uint32_t last; /* the previous word */
    int primed;    /* last holds a word */
};

/* Takes word into the test t: returns 1 when the word may be used, 0 for
 * the first word (dropped), -1 when it equals the previous one. */
static inline int halite_trng_crngt_next(struct halite_trng_crngt *t, uint32_t word)
{
    int verdict = !t->primed ? 0 : word == t->last ? -1 : 1;
    t->last = word;
    t->primed = 1;
    return verdict;
}

/* Writes up to four bytes of word (least significant first) to *buf, for
 * the *len still wanted; advances both. */
static inline void halite_trng_put_word(unsigned char **buf, size_t *len, uint32_t word)
{
    for (int i = 0; i < 4 && *len > 0; i++, (*len)--) {
        *(*buf)++ = (unsigned char)word;
        word >>= 8;
    }
}

#endif /* HALITE_TRNG_H */
