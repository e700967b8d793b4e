/* SPDX-License-Identifier: ISC */
/*
 * The TRNG hooks of platform/trng against simulated peripherals: each
 * hook's file is compiled here with its register accesses routed to a model
 * of the part's registers (HALITE_TRNG_READ32 and friends, halite_trng.h),
 * at a base address of the model's own. Checked per part: the hook enables
 * the peripheral, returns exactly the words (or bits, conditioned) the
 * model served, minus the ones it must drop, and returns nonzero on each
 * error the part can report or the hook can detect:
 *   STM32:   the first word dropped; a seed error recovered (SEIS cleared,
 *            RNGEN cleared and set, 12 words discarded); a seed error that
 *            persists, a clock error, a stuck output, no data: -1; a zero
 *            word skipped;
 *   nRF52:   bias correction on, the RNG started and stopped, one byte per
 *            event; no event: -1 (and stopped);
 * and each installed with halite_rng_set_trng: it seeds the generator, and
 * when broken the generator refuses (HALITE_RNG_ERR_TRNG).
 *   RP2040:  the output is SHA-512 of the von Neumann bits of the raw bits
 *            served, recomputed here with libsodium, for unbiased and
 *            biased raw bits; a stuck oscillator, alternating bits
 *            (repetition count test), kept bits mostly zero (adaptive
 *            proportion test), an oscillator not running: -1;
 *   SAM D5x: the first word dropped; a stuck output, no data: -1.
 */
#include <stdio.h>
#include <string.h>
#include <sodium.h>
#define HALITE_NO_NACL_NAMES
#include "halite.h"
#include "halite_rng.h"
#include "check.h"

/* ---- the register bus: each model at its own base address ---- */

#define STM32_BASE 0x1000u
#define NRF52_BASE 0x2000u
#define RP2040_BASE 0x3000u
#define SAMD5X_BASE 0x4000u

static uint32_t bus_read32(uint32_t addr);
static void bus_write32(uint32_t addr, uint32_t value);
static uint8_t bus_read8(uint32_t addr);
static void bus_write8(uint32_t addr, uint8_t value);

#define HALITE_TRNG_READ32(addr) bus_read32(addr)
#define HALITE_TRNG_WRITE32(addr, value) bus_write32(addr, value)
#define HALITE_TRNG_READ8(addr) bus_read8(addr)
#define HALITE_TRNG_WRITE8(addr, value) bus_write8(addr, value)
#define HALITE_TRNG_STM32_BASE STM32_BASE
#define HALITE_TRNG_NRF52_BASE NRF52_BASE
#define HALITE_TRNG_RP2040_BASE RP2040_BASE
#define HALITE_TRNG_SAMD5X_BASE SAMD5X_BASE
#define RP2040_SAMPLE_DELAY 1u /* the model needs no pause between reads */
#include "../platform/trng/stm32.c"
#include "../platform/trng/nrf52.c"
#include "../platform/trng/rp2040.c"
#include "../platform/trng/samd5x.c"

/* What the current model does wrong, if anything. */
enum fault {
    FAULT_NONE,
    FAULT_SEED_ONCE,   /* STM32: a seed error after 3 words, cleared by a restart */
    FAULT_SEED_ALWAYS, /* STM32: a seed error that no restart clears */
    FAULT_CLOCK,       /* STM32: a clock error */
    FAULT_ZERO_WORD,   /* STM32: the 4th read of RNG_DR returns 0 */
    FAULT_STUCK,       /* the same word (byte, bit) every time */
    FAULT_NO_DATA,     /* never ready */
    FAULT_BIASED,      /* RP2040: raw bits 1 with probability 0.8 */
    FAULT_ALTERNATING, /* RP2040: raw bits 0101... */
    FAULT_KEPT_ZEROS,  /* RP2040: raw pairs 01 (kept 0) 80% of the time, else 10 */
    FAULT_NOT_STABLE,  /* RP2040: STATUS says not running */
};

static enum fault fault;
static check_prng noise;
static uint32_t words[64];    /* the words (or bytes) a model served, in order */
static unsigned served;
static unsigned char raw_bits[1 << 17]; /* the RP2040 model's raw bits, in order */
static size_t raw_served;
static struct {
    uint32_t cr, sr, restarts, dr_reads;
    int seed_error;
} stm32;
static struct {
    uint32_t config, valrdy, value, starts, stops;
    int running;
} nrf52;
static uint8_t samd5x_ctrla;

/* The model's next word: random, or constant when stuck; logged. */
static uint32_t next_word(void)
{
    uint32_t w = fault == FAULT_STUCK ? 0x5a5a5a5au : check_prng_u32(&noise) | 1u;
    if (served < sizeof words / sizeof words[0])
        words[served] = w;
    served++;
    return w;
}

/* STM32 RNG: RNG_DR serves a word whenever RNGEN is set and no error; a
 * seed error comes at the status read before the 4th word. */
static uint32_t stm32_read(uint32_t reg)
{
    int enabled = (stm32.cr & CR_RNGEN) != 0;
    switch (reg) {
    case 0x0:
        return stm32.cr;
    case 0x4:
        if (fault == FAULT_CLOCK)
            return SR_CECS | SR_CEIS;
        if ((fault == FAULT_SEED_ONCE || fault == FAULT_SEED_ALWAYS) && served == 3 &&
            stm32.restarts == 0 && !stm32.seed_error) {
            stm32.seed_error = 1;
            stm32.sr |= SR_SEIS;
        }
        return stm32.sr | (stm32.seed_error ? SR_SECS : 0) |
               (enabled && !stm32.seed_error && fault != FAULT_NO_DATA ? SR_DRDY : 0);
    case 0x8:
        stm32.dr_reads++;
        if (!enabled || stm32.seed_error || fault == FAULT_NO_DATA)
            return 0;
        if (fault == FAULT_ZERO_WORD && stm32.dr_reads == 4)
            return 0;
        return next_word();
    }
    return 0;
}

/* STM32 RNG writes: SEIS cleared by writing 0 (rc_w0); clearing RNGEN
 * after SEIS was cleared restarts the RNG, which ends a seed error unless
 * it persists. */
static void stm32_write(uint32_t reg, uint32_t value)
{
    if (reg == 0x0) {
        if ((stm32.cr & CR_RNGEN) && !(value & CR_RNGEN) && stm32.seed_error &&
            !(stm32.sr & SR_SEIS)) {
            stm32.restarts++;
            stm32.seed_error = fault == FAULT_SEED_ALWAYS;
            stm32.sr |= stm32.seed_error ? SR_SEIS : 0;
        }
        stm32.cr = value;
    } else if (reg == 0x4) {
        stm32.sr &= value | ~(SR_CEIS | SR_SEIS);
    }
}

/* nRF52 RNG: a byte per VALRDY event while started with DERCEN set. */
static uint32_t nrf52_read(uint32_t reg)
{
    if (reg == 0x100) {
        if (!nrf52.valrdy && nrf52.running && nrf52.config == CONFIG_DERCEN &&
            fault != FAULT_NO_DATA) {
            nrf52.value = next_word() & 0xffu;
            words[served - 1] = nrf52.value;
            nrf52.valrdy = 1;
        }
        return nrf52.valrdy;
    }
    if (reg == 0x504)
        return nrf52.config;
    if (reg == 0x508)
        return nrf52.value;
    return 0;
}

/* nRF52 RNG writes: tasks, the event, CONFIG. */
static void nrf52_write(uint32_t reg, uint32_t value)
{
    if (reg == 0x000 && value == 1) {
        nrf52.running = 1;
        nrf52.starts++;
    } else if (reg == 0x004 && value == 1) {
        nrf52.running = 0;
        nrf52.stops++;
    } else if (reg == 0x100) {
        nrf52.valrdy = value;
    } else if (reg == 0x504) {
        nrf52.config = value;
    }
}

/* RP2040 ROSC: STATUS, and RANDOMBIT's raw bits per the fault. */
static uint32_t rp2040_read(uint32_t reg)
{
    uint32_t bit;
    if (reg == 0x18)
        return fault == FAULT_NOT_STABLE ? STATUS_ENABLED : STATUS_ENABLED | STATUS_STABLE;
    if (reg != 0x1c)
        return 0;
    switch (fault) {
    case FAULT_STUCK:
        bit = 1;
        break;
    case FAULT_ALTERNATING:
        bit = raw_served & 1;
        break;
    case FAULT_BIASED:
        bit = check_prng_u32(&noise) % 10 < 8;
        break;
    case FAULT_KEPT_ZEROS: /* a pair's first bit draws, its second mirrors it */
        bit = raw_served % 2 == 0 ? check_prng_u32(&noise) % 10 >= 8
                                  : 1u ^ raw_bits[raw_served - 1];
        break;
    default:
        bit = check_prng_u32(&noise) & 1;
    }
    if (raw_served < sizeof raw_bits)
        raw_bits[raw_served] = (unsigned char)bit;
    raw_served++;
    return bit | 0xfffffffeu * (check_prng_u32(&noise) & 1); /* noise above bit 0 */
}

/* SAM D5x TRNG: DATA serves a word whenever CTRLA.ENABLE is set. */
static uint32_t samd5x_read(uint32_t reg)
{
    if (reg == 0x0A)
        return (samd5x_ctrla & CTRLA_ENABLE) && fault != FAULT_NO_DATA ? INTFLAG_DATARDY : 0;
    if (reg == 0x20)
        return samd5x_ctrla & CTRLA_ENABLE ? next_word() : 0;
    if (reg == 0x00)
        return samd5x_ctrla;
    return 0;
}

static uint32_t bus_read32(uint32_t addr)
{
    switch (addr & ~0xfffu) {
    case STM32_BASE:
        return stm32_read(addr & 0xfffu);
    case NRF52_BASE:
        return nrf52_read(addr & 0xfffu);
    case RP2040_BASE:
        return rp2040_read(addr & 0xfffu);
    case SAMD5X_BASE:
        return samd5x_read(addr & 0xfffu);
    }
    CHECK(!"32-bit read outside the models");
    return 0;
}

static void bus_write32(uint32_t addr, uint32_t value)
{
    switch (addr & ~0xfffu) {
    case STM32_BASE:
        stm32_write(addr & 0xfffu, value);
        return;
    case NRF52_BASE:
        nrf52_write(addr & 0xfffu, value);
        return;
    }
    CHECK(!"32-bit write outside the STM32 and nRF52 models");
}

static uint8_t bus_read8(uint32_t addr)
{
    if ((addr & ~0xfffu) != SAMD5X_BASE)
        CHECK(!"8-bit read outside the SAM D5x model");
    return (uint8_t)samd5x_read(addr & 0xfffu);
}

static void bus_write8(uint32_t addr, uint8_t value)
{
    if (addr != SAMD5X_BASE) /* CTRLA */
        CHECK(!"8-bit write other than the SAM D5x's CTRLA");
    samd5x_ctrla = value;
}

/* ---- the checks ---- */

/* Resets every model with the given fault. */
static void models_reset(enum fault f)
{
    fault = f;
    check_prng_init(&noise, 2040 + (uint64_t)f);
    served = 0;
    raw_served = 0;
    memset(&stm32, 0, sizeof stm32);
    memset(&nrf52, 0, sizeof nrf52);
    samd5x_ctrla = 0;
}

/* Returns 1 if the n bytes at out are the served words listed in index
 * (k words, little-endian, the last one cut to what n needs). */
static int words_are(const unsigned char *out, size_t n, const unsigned *index, size_t k)
{
    unsigned char want[256];
    size_t m = 0;
    for (size_t i = 0; i < k && m < n; i++)
        for (int b = 0; b < 4 && m < n; b++)
            want[m++] = (unsigned char)(words[index[i]] >> (8 * b));
    return m == n && memcmp(out, want, n) == 0;
}

static void test_stm32(void)
{
    unsigned char out[64];
    unsigned index[16];

    /* served words 1..16 make the 64 bytes (word 0 is only compared) */
    models_reset(FAULT_NONE);
    CHECK(halite_trng_stm32(out, 64) == 0);
    CHECK(stm32.cr & CR_RNGEN);
    for (unsigned i = 0; i < 16; i++)
        index[i] = 1 + i;
    CHECK(words_are(out, 64, index, 16));
    /* an odd length takes the low bytes of the last word */
    models_reset(FAULT_NONE);
    CHECK(halite_trng_stm32(out, 7) == 0 && served == 3);
    CHECK(words_are(out, 7, index, 2));

    /* a seed error before the 4th word: words 1 and 2, then after the
     * restart 12 discarded (3..14), one compared (15), and 16.. */
    models_reset(FAULT_SEED_ONCE);
    CHECK(halite_trng_stm32(out, 64) == 0);
    CHECK(stm32.restarts == 1 && !(stm32.sr & SR_SEIS));
    index[0] = 1;
    index[1] = 2;
    for (unsigned i = 2; i < 16; i++)
        index[i] = 14 + i;
    CHECK(words_are(out, 64, index, 16));

    models_reset(FAULT_SEED_ALWAYS);
    CHECK(halite_trng_stm32(out, 64) != 0);
    CHECK(stm32.restarts == STM32_RESTARTS);
    models_reset(FAULT_CLOCK);
    CHECK(halite_trng_stm32(out, 64) != 0);
    models_reset(FAULT_STUCK);
    CHECK(halite_trng_stm32(out, 64) != 0);
    CHECK(served == 2); /* the second equal word fails */
    models_reset(FAULT_NO_DATA);
    CHECK(halite_trng_stm32(out, 64) != 0);

    /* a zero read is skipped: words 1, 2 then 3.. (the 4th read was 0) */
    models_reset(FAULT_ZERO_WORD);
    CHECK(halite_trng_stm32(out, 64) == 0);
    for (unsigned i = 0; i < 16; i++)
        index[i] = 1 + i;
    CHECK(words_are(out, 64, index, 16));
    CHECK(stm32.dr_reads == 18);
}

static void test_nrf52(void)
{
    unsigned char out[64], want[64];

    models_reset(FAULT_NONE);
    CHECK(halite_trng_nrf52(out, 64) == 0);
    CHECK(nrf52.config == CONFIG_DERCEN && nrf52.starts == 1 && nrf52.stops == 1);
    CHECK(!nrf52.running && served == 64);
    for (int i = 0; i < 64; i++)
        want[i] = (unsigned char)words[i];
    CHECK_MEM(out, want, 64);

    models_reset(FAULT_NO_DATA);
    CHECK(halite_trng_nrf52(out, 64) != 0);
    CHECK(!nrf52.running && nrf52.stops == 1);
}

/* The RP2040 hook's output recomputed from the raw bits the model served:
 * von Neumann pairs, 1,024 kept bits per SHA-512 (libsodium), 32 bytes of
 * each digest. Returns 1 if out (n bytes) matches. */
static int rp2040_matches(const unsigned char *out, size_t n)
{
    unsigned char pool[128], digest[64];
    size_t raw = 0;

    for (size_t done = 0; done < n; done += 32) {
        memset(pool, 0, sizeof pool);
        for (unsigned i = 0; i < 1024; i++) {
            while (raw + 1 < raw_served && raw_bits[raw] == raw_bits[raw + 1])
                raw += 2;
            if (raw + 1 >= raw_served)
                return 0;
            pool[i / 8] |= (unsigned char)(raw_bits[raw] << (i % 8));
            raw += 2;
        }
        crypto_hash_sha512(digest, pool, sizeof pool);
        if (memcmp(out + done, digest, n - done < 32 ? n - done : 32) != 0)
            return 0;
    }
    return raw == raw_served;
}

static void test_rp2040(void)
{
    unsigned char out[256];

    models_reset(FAULT_NONE);
    CHECK(halite_trng_rp2040(out, 64) == 0);
    CHECK(rp2040_matches(out, 64));
    check_note("host_trng: RP2040 raw reads for 64 bytes, unbiased: ", raw_served);
    models_reset(FAULT_BIASED);
    CHECK(halite_trng_rp2040(out, 40) == 0);
    CHECK(rp2040_matches(out, 40));
    check_note("host_trng: RP2040 raw reads for 40 bytes, 80% ones: ", raw_served);

    models_reset(FAULT_STUCK);
    CHECK(halite_trng_rp2040(out, 64) != 0);
    CHECK(raw_served == 2 * RP2040_PAIRS_PER_BIT);
    models_reset(FAULT_ALTERNATING);
    CHECK(halite_trng_rp2040(out, 64) != 0);
    /* the proportion test counts each window's first bit: a window that
     * starts with a 1 (20%) passes, so ask for 8 windows' worth */
    models_reset(FAULT_KEPT_ZEROS);
    CHECK(halite_trng_rp2040(out, sizeof out) != 0);
    models_reset(FAULT_NOT_STABLE);
    CHECK(halite_trng_rp2040(out, 64) != 0);
    CHECK(raw_served == 0);
}

static void test_samd5x(void)
{
    unsigned char out[64];
    unsigned index[16];

    models_reset(FAULT_NONE);
    CHECK(halite_trng_samd5x(out, 64) == 0);
    CHECK(samd5x_ctrla & CTRLA_ENABLE);
    for (unsigned i = 0; i < 16; i++)
        index[i] = 1 + i;
    CHECK(words_are(out, 64, index, 16));
    models_reset(FAULT_STUCK);
    CHECK(halite_trng_samd5x(out, 64) != 0);
    models_reset(FAULT_NO_DATA);
    CHECK(halite_trng_samd5x(out, 64) != 0);
}

/* Each hook installed in the generator: seeds it; a failing one is refused. */
static void test_installed(void)
{
    static const struct {
        const char *name;
        halite_rng_trng_fn hook;
        enum fault broken;
    } hooks[] = {
        { "stm32", halite_trng_stm32, FAULT_SEED_ALWAYS },
        { "nrf52", halite_trng_nrf52, FAULT_NO_DATA },
        { "rp2040", halite_trng_rp2040, FAULT_NOT_STABLE },
        { "samd5x", halite_trng_samd5x, FAULT_NO_DATA },
    };
    unsigned char out[32];

    for (size_t i = 0; i < sizeof hooks / sizeof hooks[0]; i++) {
        models_reset(FAULT_NONE);
        CHECK(halite_rng_set_trng(hooks[i].hook) == HALITE_RNG_OK);
        CHECK(halite_randombytes_checked(out, sizeof out) == 0);
        models_reset(hooks[i].broken);
        CHECK(halite_rng_set_trng(hooks[i].hook) == HALITE_RNG_ERR_TRNG);
        CHECK(halite_randombytes_checked(out, sizeof out) == -1);
        printf("host_trng: %s: seeds the generator; broken: %s\n", hooks[i].name,
               halite_rng_strerror(halite_rng_status()));
    }
    halite_rng_set_trng(NULL);
}

int main(void)
{
    check_begin("host_trng");
    CHECK(sodium_init() >= 0);
    test_stm32();
    test_nrf52();
    test_rp2040();
    test_samd5x();
    test_installed();
    return check_end();
}
