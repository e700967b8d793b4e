/* SPDX-License-Identifier: ISC */
/*
 * randombytes on every target (host, host-asan, Cortex-M3 under QEMU):
 * refusal before seeding, the SRAM source under QEMU (zeroed RAM: refused),
 * health tests on synthetic power-up images, known answers (from
 * tests/host_rng_kat.c, which recomputes them with libsodium), fast key
 * erasure, the TRNG hook, the failure hook, and the FIPS 140-2 statistical
 * tests on 20,000 output bits.
 */
#include <setjmp.h>
#include <string.h>
#include "check.h"
#include "rng/rng_internal.h"

#define IMAGE_BYTES 2032 /* the SRAM source's sample size */

static unsigned char image[IMAGE_BYTES], image_copy[IMAGE_BYTES];
static unsigned char out[8192];

/* Returns 1 if all n bytes at x are zero. */
static int all_zero(const unsigned char *x, size_t n)
{
    unsigned char acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= x[i];
    return acc == 0;
}

/* Returns 1 if some window of n bytes of needle occurs anywhere in hay. */
static int contains_window(const unsigned char *hay, size_t haylen,
                           const unsigned char *needle, size_t needlelen, size_t n)
{
    for (size_t j = 0; j + n <= needlelen; j++)
        for (size_t i = 0; i + n <= haylen; i++)
            if (memcmp(hay + i, needle + j, n) == 0)
                return 1;
    return 0;
}

/* ---- the failure hook: records its arguments and jumps back ---- */

static jmp_buf failure_return;
static int failure_reason = -1;
static const char *failure_message;

/* Records the failure and returns to the setjmp in expect_failure_hook. */
static void recording_hook(int reason, const char *message)
{
    failure_reason = reason;
    failure_message = message;
    longjmp(failure_return, 1);
}

/* Calls halite_randombytes for len bytes, which must fail through the hook
 * with reason; checks that all the bytes it was given are zero. */
static void expect_failure_hook(int reason, size_t len)
{
    memset(out, 0xAA, len);
    failure_reason = -1;
    halite_rng_set_failure_hook(recording_hook);
    if (setjmp(failure_return) == 0) {
        halite_randombytes(out, len);
        CHECK(!"halite_randombytes returned while unseeded");
    }
    halite_rng_set_failure_hook(NULL);
    CHECK(failure_reason == reason);
    CHECK(failure_message != NULL &&
          strcmp(failure_message, halite_rng_strerror(reason)) == 0);
    CHECK(all_zero(out, len));
}

/* Before any seeding: the host serves the OS generator; a bare board tries
 * the SRAM region, which QEMU zeroes, so it must refuse. Either way, once
 * the SRAM source has been tried and failed, randombytes refuses. */
static void test_first_use(void)
{
    int expected = HALITE_RNG_HOSTED ? HALITE_RNG_ERR_NO_SOURCE : HALITE_RNG_ERR_STUCK;
    int r;

    /* nothing tried yet: the host's OS generator serves, a board is unseeded */
    CHECK(halite_rng_status() == (HALITE_RNG_HOSTED ? HALITE_RNG_OK : HALITE_RNG_ERR_UNSEEDED));
    memset(out, 0xAA, 64);
    r = halite_randombytes_checked(out, 64);
    if (HALITE_RNG_HOSTED) {
        CHECK(r == 0);
        CHECK(!all_zero(out, 64));
        CHECK(halite_rng_status() == HALITE_RNG_OK);
        CHECK(halite_rng_seed_from_sram() == HALITE_RNG_ERR_NO_SOURCE);
    } else {
        CHECK(r == -1);
        CHECK(all_zero(out, 64));
        CHECK(halite_rng_status() == HALITE_RNG_ERR_STUCK);
        CHECK(strstr(halite_rng_strerror(halite_rng_status()), "stuck") != NULL);
        hal_send_str("test_rng: SRAM source under emulation: ");
        hal_send_str(halite_rng_strerror(halite_rng_status()));
        hal_send_str("\n");
        /* the region now holds zeros; a second look is refused the same way */
        CHECK(halite_rng_seed_from_sram() == HALITE_RNG_ERR_STUCK);
    }
    CHECK(halite_rng_status() == expected);
    memset(out, 0xAA, 64);
    CHECK(halite_randombytes_checked(out, 64) == -1);
    CHECK(all_zero(out, 64));
    expect_failure_hook(expected, 64);
    /* uncredited input never makes the generator usable */
    halite_rng_add_entropy((const unsigned char *)"not a seed", 10);
    CHECK(halite_randombytes_checked(out, 16) == -1);
    CHECK(halite_rng_status() == expected);
}

/* ---- the SRAM region itself (bare boards) ---- */

#if !HALITE_RNG_HOSTED
extern unsigned char __halite_entropy_start[], __halite_entropy_end[];

/* Plants a random power-up pattern in the .noinit.entropy region: it is
 * accepted, wiped after use, its fingerprint lands in the region's tail, and
 * the same pattern on the next boot is refused. */
static void test_sram_region(void)
{
    unsigned char *region = __halite_entropy_start;
    size_t len = (size_t)(__halite_entropy_end - __halite_entropy_start) -
                 HALITE_RNG_FINGERPRINT_BYTES;
    unsigned char fp[HALITE_RNG_FINGERPRINT_BYTES] = { 0 };
    check_prng prng;

    CHECK(len == IMAGE_BYTES);
    check_prng_init(&prng, 2048);
    check_prng_fill(&prng, image, IMAGE_BYTES);
    memcpy(region, image, IMAGE_BYTES);
    memset(region + IMAGE_BYTES, 0, HALITE_RNG_FINGERPRINT_BYTES);
    CHECK(halite_rng_seed_from_sram() == HALITE_RNG_OK);
    CHECK(halite_rng_status() == HALITE_RNG_OK);
    CHECK(all_zero(region, IMAGE_BYTES));
    CHECK(halite_rng_seed_from_image(image, IMAGE_BYTES, fp) == HALITE_RNG_OK);
    CHECK_MEM(region + IMAGE_BYTES, fp, HALITE_RNG_FINGERPRINT_BYTES);
    memcpy(region, image, IMAGE_BYTES);
    CHECK(halite_rng_seed_from_sram() == HALITE_RNG_ERR_PREVIOUS_BOOT);
    CHECK(all_zero(region, IMAGE_BYTES));
}
#endif

/* ---- the periodic-fill check, at every length 20..80 and period 1..17 ---- */

/* Returns 1 if the len bytes at x repeat with a period of 1 to 16 bytes:
 * the definition, byte by byte. */
static int periodic_model(const unsigned char *x, size_t len)
{
    for (size_t p = 1; p <= 16; p++) {
        size_t i = p;
        while (i < len && x[i] == x[i - p])
            i++;
        if (i == len)
            return 1;
    }
    return 0;
}

static void test_periodic(void)
{
    unsigned char x[80];
    check_prng prng;
    int wrong = 0, periodic = 0, broken = 0;

    check_prng_init(&prng, 17);
    for (size_t len = 20; len <= sizeof x; len++) {
        for (size_t p = 1; p <= 17; p++) {
            check_prng_fill(&prng, x, p);
            for (size_t i = p; i < len; i++)
                x[i] = x[i - p];
            wrong += halite_rng_is_periodic(x, len) != periodic_model(x, len);
            periodic += periodic_model(x, len);
            /* one byte off the pattern: the first, the p-th, and each of the
             * last three (the overlapping last word) */
            for (size_t k = 0; k < 5; k++) {
                size_t at = k == 0 ? 0 : k == 1 ? p : len - (k - 1);
                x[at] ^= 0x80;
                wrong += halite_rng_is_periodic(x, len) != periodic_model(x, len);
                broken += !periodic_model(x, len);
                x[at] ^= 0x80;
            }
        }
    }
    CHECK(wrong == 0);
    /* the model says periods 1..16 are periodic, and the flips mostly break it */
    CHECK(periodic >= 61 * 16);
    CHECK(broken >= 61 * 17 * 4);
}

/* ---- synthetic power-up images ---- */

/* Seeds from image (n bytes) with the fingerprint store fp and returns the
 * verdict; checks that the image was not modified. */
static int try_image(size_t n, unsigned char fp[HALITE_RNG_FINGERPRINT_BYTES])
{
    int r;
    memcpy(image_copy, image, n);
    r = halite_rng_seed_from_image(image, n, fp);
    CHECK(memcmp(image, image_copy, n) == 0);
    return r;
}

/* image = base with each bit flipped with probability per_mille / 1000. */
static void flip_bits(check_prng *prng, const unsigned char *base, uint32_t per_mille)
{
    uint32_t threshold = per_mille * 4294967u; /* ~ per_mille/1000 * 2^32 */
    for (size_t i = 0; i < IMAGE_BYTES; i++) {
        unsigned char x = base[i];
        for (int b = 0; b < 8; b++)
            x ^= (unsigned char)((check_prng_u32(prng) < threshold) << b);
        image[i] = x;
    }
}

static void test_images(void)
{
    static unsigned char board[IMAGE_BYTES];
    unsigned char fp[HALITE_RNG_FINGERPRINT_BYTES] = { 0 };
    check_prng prng;
    int accepted;

    check_prng_init(&prng, 1);

    /* stuck memory and short patterns */
    memset(image, 0x00, IMAGE_BYTES);
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_STUCK);
    memset(image, 0xFF, IMAGE_BYTES);
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_STUCK);
    for (size_t i = 0; i < IMAGE_BYTES; i++)
        image[i] = "\xde\xad\xbe\xef"[i % 4];
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_STUCK);
    check_prng_fill(&prng, image, 16);
    for (size_t i = 16; i < IMAGE_BYTES; i++)
        image[i] = image[i - 16];
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_STUCK);
    /* the same with its last byte changed: not stuck, and it passes */
    image[IMAGE_BYTES - 1] ^= 1;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK);

    /* too short */
    check_prng_fill(&prng, image, IMAGE_BYTES);
    CHECK(try_image(HALITE_RNG_SAMPLE_MIN_BYTES - 1, fp) == HALITE_RNG_ERR_SHORT_SAMPLE);

    /* repetition count: a run of 100 equal bytes passes, 101 fails */
    memset(image + 700, 0x5A, 100);
    image[699] = image[800] = 0x00;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK);
    image[800] = 0x5A;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_REPETITION);

    /* adaptive proportion: the second window (bytes 512..1023) holds its
     * first byte value 479 times (passes), then 480 times (fails), in runs
     * of at most 15 */
    check_prng_fill(&prng, image, IMAGE_BYTES);
    for (size_t j = 0; j < 512; j++)
        image[512 + j] = j % 16 == 15 ? (unsigned char)(check_prng_u32(&prng) | 1) : 0;
    image[512 + 7] = 0x33;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK);
    image[512 + 7] = 0x00;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_PROPORTION);
    /* and the last, shorter window (bytes 1536..2031, 496 bytes): zeros
     * but for 16 odd bytes at j % 31 == 30, 480 zeros (fails), or 479 */
    check_prng_fill(&prng, image, IMAGE_BYTES);
    for (size_t j = 0; j < IMAGE_BYTES - 1536; j++)
        image[1536 + j] = j % 31 == 30 ? (unsigned char)(check_prng_u32(&prng) | 1) : 0;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_PROPORTION);
    image[1536 + 7] = 0x33;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK);

    /* nearly stuck: zeros with 0.5% of the bits flipped */
    memset(board, 0, IMAGE_BYTES);
    flip_bits(&prng, board, 5);
    CHECK(try_image(IMAGE_BYTES, fp) != HALITE_RNG_OK);

    /* a copy of the previous boot is refused; only the last boot is kept */
    check_prng_fill(&prng, image, IMAGE_BYTES);
    memcpy(board, image, IMAGE_BYTES);
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK);
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_ERR_PREVIOUS_BOOT);
    image[1000] ^= 1;
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK);
    memcpy(image, board, IMAGE_BYTES);
    CHECK(try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK);

    /* realistic boots: one board's fixed power-up pattern with 3%, 4% and
     * 5% of its bits flipped at each boot, ten boots each */
    check_prng_fill(&prng, board, IMAGE_BYTES);
    accepted = 0;
    for (uint32_t per_mille = 30; per_mille <= 50; per_mille += 10) {
        for (int boot = 0; boot < 10; boot++) {
            flip_bits(&prng, board, per_mille);
            accepted += try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK;
        }
    }
    CHECK(accepted == 30);
    check_note("test_rng: realistic boots accepted (of 30): ", (unsigned long long)accepted);

    /* fully random images */
    accepted = 0;
    for (int boot = 0; boot < 10; boot++) {
        check_prng_fill(&prng, image, IMAGE_BYTES);
        accepted += try_image(IMAGE_BYTES, fp) == HALITE_RNG_OK;
    }
    CHECK(accepted == 10);
    CHECK(halite_rng_status() == HALITE_RNG_OK);
    CHECK(halite_randombytes_checked(out, 32) == 0);
}

/* ---- known answers, from tests/host_rng_kat.c (libsodium model) ---- */

/* Checks the next request of n bytes against hex. */
static void expect_output(size_t n, const char *hex)
{
    unsigned char want[64];
    CHECK(check_unhex(want, hex, n) == 0);
    CHECK(halite_randombytes_checked(out, n) == 0);
    CHECK_MEM(out, want, n);
}

static void test_known_answers(void)
{
    unsigned char seed[32], fp[HALITE_RNG_FINGERPRINT_BYTES] = { 0 }, want[16];
    check_prng prng;

    for (int i = 0; i < 32; i++)
        seed[i] = (unsigned char)i;
    halite_rng_insecure_seed_for_testing(seed);
    expect_output(32, "5147fed541c4e6c26cf2e5104bf43babeb85c962c414ba485e24ab34fbff31c2");
    expect_output(5, "a9b40150ee");
    /* the host's one 5000-byte call is two requests, 4096 + 904 bytes */
    halite_randombytes(out, 4096);
    halite_randombytes(out, 904);
    CHECK(check_unhex(want, "479b45563f3b5c60b6f2e07a0aac7a2b", 16) == 0);
    CHECK_MEM(out + 904 - 16, want, 16);
    halite_rng_add_entropy((const unsigned char *)"halite", 6);
    expect_output(32, "3a37f54c3b47e9bf8edbd981d4b6f1ae3ffb9dae953a6b3cb2c733f3e97effca");

    check_prng_init(&prng, 2032);
    check_prng_fill(&prng, image, IMAGE_BYTES);
    CHECK(halite_rng_seed_from_image(image, IMAGE_BYTES, fp) == HALITE_RNG_OK);
    CHECK(check_unhex(want, "ca7c5fb08757b44baba6b247e751ff9f", 16) == 0);
    CHECK_MEM(fp, want, 16);
    expect_output(32, "4d2a1f91b16dab1e5da4103f432ff6f9df8fcb8b36da6187429604fd7f9b143f");

    /* the same bytes whatever the alignment of the destination */
    for (size_t offset = 1; offset < 4; offset++) {
        halite_rng_insecure_seed_for_testing(seed);
        CHECK(halite_randombytes_checked(image + offset, 300) == 0);
        halite_rng_insecure_seed_for_testing(seed);
        CHECK(halite_randombytes_checked(out, 300) == 0);
        CHECK_MEM(image + offset, out, 300);
    }
}

/* ---- fast key erasure ---- */

static void test_key_erasure(void)
{
    static const size_t sizes[] = { 1, 16, 32, 33, 4096 };
    const unsigned char *state = (const unsigned char *)&halite_rng_state;
    unsigned char old_key[32], seed[32];

    memset(seed, 0x5C, sizeof seed);
    halite_rng_insecure_seed_for_testing(seed);
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        memcpy(old_key, halite_rng_state.key, 32);
        CHECK(halite_randombytes_checked(out, sizes[k]) == 0);
        /* no 8 consecutive bytes of the old key, nor of the output, remain */
        CHECK(!contains_window(state, sizeof halite_rng_state, old_key, 32, 8));
        if (sizes[k] >= 8)
            CHECK(!contains_window(state, sizeof halite_rng_state, out,
                                   sizes[k] < 64 ? sizes[k] : 64, 8));
    }
}

/* ---- the TRNG hook ---- */

static check_prng trng_prng;
static int trng_calls, trng_fail_after = -1;

/* A board TRNG: the test PRNG, failing from call trng_fail_after on. */
static int fake_trng(unsigned char *buf, size_t len)
{
    trng_calls++;
    if (trng_fail_after >= 0 && trng_calls > trng_fail_after)
        return -1;
    check_prng_fill(&trng_prng, buf, len);
    return 0;
}

/* A TRNG whose output is stuck at one value. */
static int stuck_trng(unsigned char *buf, size_t len)
{
    memset(buf, 0x42, len);
    return 0;
}

static void test_trng(void)
{
    check_prng_init(&trng_prng, 99);
    trng_calls = 0;
    trng_fail_after = -1;
    CHECK(halite_rng_set_trng(fake_trng) == HALITE_RNG_OK);
    CHECK(trng_calls == 1);
    CHECK(halite_rng_status() == HALITE_RNG_OK);
    /* 16 requests of 4096 bytes reach the reseed interval; the 17th reseeds */
    for (int i = 0; i < 16; i++)
        CHECK(halite_randombytes_checked(out, 4096) == 0);
    CHECK(trng_calls == 1);
    CHECK(halite_randombytes_checked(out, 1) == 0);
    CHECK(trng_calls == 2);

    /* a failure at the next reseed stops the generator and drops its key */
    trng_fail_after = 2;
    for (int i = 0; i < 16; i++)
        CHECK(halite_randombytes_checked(out, 4096) == 0);
    memset(out, 0xAA, 64);
    CHECK(halite_randombytes_checked(out, 64) == -1);
    CHECK(all_zero(out, 64));
    CHECK(halite_rng_status() == HALITE_RNG_ERR_TRNG);
    CHECK(all_zero(halite_rng_state.key, 32));
    expect_failure_hook(HALITE_RNG_ERR_TRNG, 64);

    /* a reseed failing inside a request zeroes all of that request */
    trng_calls = 0;
    trng_fail_after = 1;
    CHECK(halite_rng_set_trng(fake_trng) == HALITE_RNG_OK);
    for (int i = 0; i < 15; i++)
        CHECK(halite_randombytes_checked(out, 4096) == 0);
    memset(out, 0xAA, 8192);
    CHECK(halite_randombytes_checked(out, 8192) == -1);
    CHECK(all_zero(out, 8192));
    CHECK(halite_rng_status() == HALITE_RNG_ERR_TRNG);
    /* and through randombytes, the pieces written before the failure too */
    trng_calls = 0;
    CHECK(halite_rng_set_trng(fake_trng) == HALITE_RNG_OK);
    for (int i = 0; i < 15; i++)
        CHECK(halite_randombytes_checked(out, 4096) == 0);
    expect_failure_hook(HALITE_RNG_ERR_TRNG, 8192);

    /* installing a broken TRNG is refused at once */
    CHECK(halite_rng_set_trng(stuck_trng) == HALITE_RNG_ERR_TRNG_STUCK);
    CHECK(halite_randombytes_checked(out, 16) == -1);
    CHECK(halite_rng_set_trng(NULL) == HALITE_RNG_ERR_TRNG_STUCK);
    CHECK(halite_randombytes_checked(out, 16) == -1);
}

/* ---- FIPS 140-2 statistical tests (§4.9.1) on 20,000 bits ---- */

#define FIPS_BYTES 2500

/* Returns bit i of x, most significant bit of each byte first. */
static unsigned bit_at(const unsigned char *x, size_t i)
{
    return (x[i / 8] >> (7 - i % 8)) & 1;
}

/* Sets n bits of x from bit start (most significant first) to value. */
static void set_bits(unsigned char *x, size_t start, size_t n, unsigned value)
{
    for (size_t i = start; i < start + n; i++) {
        unsigned char mask = (unsigned char)(0x80u >> (i % 8));
        x[i / 8] = (unsigned char)(value ? x[i / 8] | mask : x[i / 8] & ~mask);
    }
}

/* Monobit: the number of ones is in (9725, 10275). */
static int fips_monobit(const unsigned char *x)
{
    uint32_t ones = 0;
    for (size_t i = 0; i < 8 * FIPS_BYTES; i++)
        ones += bit_at(x, i);
    return ones > 9725 && ones < 10275;
}

/* Poker: X = 16/5000 * sum f_i^2 - 5000 over the 5000 nibbles is in
 * (2.16, 46.17); compared as 5000 X = 16 sum f_i^2 - 5000^2. */
static int fips_poker(const unsigned char *x)
{
    uint32_t f[16] = { 0 }, sum = 0; /* sum <= 5000^2 */
    for (size_t i = 0; i < FIPS_BYTES; i++) {
        f[x[i] >> 4]++;
        f[x[i] & 15]++;
    }
    for (int i = 0; i < 16; i++)
        sum += f[i] * f[i];
    return 16 * sum > 25000000u + 10800u && 16 * sum < 25000000u + 230850u;
}

/* Measures the runs of x: counts[bit][min(length, 6) - 1] and the longest. */
static uint32_t measure_runs(const unsigned char *x, uint32_t counts[2][6])
{
    uint32_t longest = 0, length = 1;
    memset(counts, 0, 2 * 6 * sizeof counts[0][0]);
    for (size_t i = 1; i <= 8 * FIPS_BYTES; i++) {
        if (i < 8 * FIPS_BYTES && bit_at(x, i) == bit_at(x, i - 1)) {
            length++;
            continue;
        }
        counts[bit_at(x, i - 1)][(length < 6 ? length : 6) - 1]++;
        longest = length > longest ? length : longest;
        length = 1;
    }
    return longest;
}

/* Returns 1 if the run counts fall in the FIPS 140-2 intervals, for zeros
 * and for ones, lengths 1, 2, 3, 4, 5, 6 and more. */
static int fips_runs_in_range(uint32_t counts[2][6])
{
    static const uint32_t low[6] = { 2315, 1114, 527, 240, 103, 103 };
    static const uint32_t high[6] = { 2685, 1386, 723, 384, 209, 209 };
    int ok = 1;
    for (int b = 0; b < 2; b++)
        for (int k = 0; k < 6; k++)
            ok &= counts[b][k] >= low[k] && counts[b][k] <= high[k];
    return ok;
}

/* Runs test on the 20,000 bits at x. */
static int fips_runs(const unsigned char *x)
{
    uint32_t counts[2][6];
    measure_runs(x, counts);
    return fips_runs_in_range(counts);
}

/* Long run: no run of 26 or more equal bits. */
static int fips_long_run(const unsigned char *x)
{
    uint32_t counts[2][6];
    return measure_runs(x, counts) < 26;
}

static void test_statistics(void)
{
    static unsigned char bits[FIPS_BYTES];
    unsigned char seed[32];
    check_prng prng;

    /* the tests themselves: their bounds, exactly, and bad streams */
    memset(bits, 0, FIPS_BYTES);
    CHECK(!fips_monobit(bits) && !fips_poker(bits) && !fips_runs(bits) && !fips_long_run(bits));
    set_bits(bits, 0, 9725, 1);
    CHECK(!fips_monobit(bits));
    set_bits(bits, 9725, 1, 1);
    CHECK(fips_monobit(bits));
    set_bits(bits, 9726, 10274 - 9726, 1);
    CHECK(fips_monobit(bits));
    set_bits(bits, 10274, 1, 1);
    CHECK(!fips_monobit(bits));
    memset(bits, 0x55, FIPS_BYTES); /* balanced, but alternating */
    CHECK(fips_monobit(bits) && !fips_poker(bits) && !fips_runs(bits) && fips_long_run(bits));
    check_prng_init(&prng, 7);
    for (size_t i = 0; i < FIPS_BYTES; i++) /* even bits are 1 with probability 5/8 */
        bits[i] = (unsigned char)(check_prng_u32(&prng) |
                                  (check_prng_u32(&prng) & check_prng_u32(&prng) & 0x55));
    CHECK(!fips_monobit(bits));
    check_prng_fill(&prng, bits, FIPS_BYTES);
    CHECK(fips_monobit(bits) && fips_poker(bits) && fips_runs(bits) && fips_long_run(bits));
    /* runs: every interval bound of every cell, from a passing count table */
    {
        static const uint32_t low[6] = { 2315, 1114, 527, 240, 103, 103 };
        static const uint32_t high[6] = { 2685, 1386, 723, 384, 209, 209 };
        uint32_t counts[2][6], saved;
        measure_runs(bits, counts);
        CHECK(fips_runs_in_range(counts));
        for (int b = 0; b < 2; b++) {
            for (int k = 0; k < 6; k++) {
                saved = counts[b][k];
                counts[b][k] = low[k];
                CHECK(fips_runs_in_range(counts));
                counts[b][k] = low[k] - 1;
                CHECK(!fips_runs_in_range(counts));
                counts[b][k] = high[k];
                CHECK(fips_runs_in_range(counts));
                counts[b][k] = high[k] + 1;
                CHECK(!fips_runs_in_range(counts));
                counts[b][k] = saved;
            }
        }
    }
    /* long run: 25 equal bits pass, 26 fail (bits around them differ) */
    set_bits(bits, 1000, 27, 0);
    set_bits(bits, 1001, 25, 1);
    CHECK(fips_long_run(bits));
    set_bits(bits, 1001, 26, 1);
    CHECK(!fips_long_run(bits));
    set_bits(bits, 1000, 28, 1);
    set_bits(bits, 1001, 26, 0);
    CHECK(!fips_long_run(bits));
    /* run counting on a known stream: 1 00 111 0000 11111 000000 1111111 0 */
    memset(bits, 0, FIPS_BYTES);
    {
        uint32_t counts[2][6], start = 0, longest;
        for (uint32_t len = 1; len <= 7; start += len, len++)
            set_bits(bits, start, len, len & 1);
        longest = measure_runs(bits, counts);
        CHECK(longest == 8 * FIPS_BYTES - 28);
        CHECK(counts[1][0] == 1 && counts[0][1] == 1 && counts[1][2] == 1 &&
              counts[0][3] == 1 && counts[1][4] == 1 && counts[0][5] == 2 &&
              counts[1][5] == 1);
    }

    /* the generator: four blocks of 20,000 bits from fixed seeds */
    for (int block = 0; block < 4; block++) {
        memset(seed, block, sizeof seed);
        halite_rng_insecure_seed_for_testing(seed);
        CHECK(halite_randombytes_checked(bits, FIPS_BYTES) == 0);
        CHECK(fips_monobit(bits));
        CHECK(fips_poker(bits));
        CHECK(fips_runs(bits));
        CHECK(fips_long_run(bits));
        if (block == 0) {
            uint32_t counts[2][6], ones = 0, f[16] = { 0 }, sum = 0;
            for (size_t i = 0; i < FIPS_BYTES; i++) {
                f[bits[i] >> 4]++;
                f[bits[i] & 15]++;
            }
            for (size_t i = 0; i < 8 * FIPS_BYTES; i++)
                ones += bit_at(bits, i);
            for (int i = 0; i < 16; i++)
                sum += f[i] * f[i];
            check_note("test_rng: FIPS block 0: ones (9725..10275): ", ones);
            check_note("test_rng: FIPS block 0: poker X*100 (216..4617): ",
                       (16 * sum - 25000000u) / 50);
            check_note("test_rng: FIPS block 0: longest run (< 26): ", measure_runs(bits, counts));
            check_note("test_rng: FIPS block 0: runs of 1 zero (2315..2685): ", counts[0][0]);
            check_note("test_rng: FIPS block 0: runs of 1 one (2315..2685): ", counts[1][0]);
        }
    }
}

/* Every reason has its own one-line message naming it (a word both builds'
 * messages share); unknown codes share one more (both builds: messages.c
 * and the small build's messages_short.c). */
static void test_messages(void)
{
    static const char *const words[HALITE_RNG_ERR_OS + 1][2] = {
        { "ok", "ok" },
        { "not seeded", "not seeded" },
        { "no entropy source", "no entropy source" },
        { "short", "sample" },
        { "stuck", "sample" },
        { "repetition", "repetition" },
        { "proportion", "proportion" },
        { "boot", "boot" },
        { "TRNG", "error" },
        { "TRNG", "stuck" },
        { "generator", "generator" },
    };
    const char *m[HALITE_RNG_ERR_OS + 2];

    for (int r = 0; r <= HALITE_RNG_ERR_OS + 1; r++) {
        m[r] = halite_rng_strerror(r);
        CHECK(m[r] != NULL && m[r][0] != 0 && strchr(m[r], '\n') == NULL);
        if (r <= HALITE_RNG_ERR_OS)
            CHECK(strstr(m[r], words[r][0]) != NULL && strstr(m[r], words[r][1]) != NULL);
        for (int q = 0; q < r; q++)
            CHECK(strcmp(m[q], m[r]) != 0);
    }
    CHECK(strcmp(halite_rng_strerror(-1), m[HALITE_RNG_ERR_OS + 1]) == 0);
    CHECK(strcmp(halite_rng_strerror(1000), m[HALITE_RNG_ERR_OS + 1]) == 0);
}

int main(void)
{
    check_begin("test_rng");
    test_first_use(); /* first: the SRAM region must be untouched */
#if !HALITE_RNG_HOSTED
    test_sram_region();
#endif
    test_periodic();
    test_images();
    test_known_answers();
    test_key_erasure();
    test_trng();
    test_statistics();
    test_messages();
    return check_end();
}
