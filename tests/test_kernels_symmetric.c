/* SPDX-License-Identifier: ISC */
/*
 * The symmetric kernels against their portable twins (docs/design.md, Kernels).
 *
 * On a build with assembly kernels in (src/arch/<isa>), every such kernel
 * (Salsa20 core, HSalsa20 core, Salsa20 XOR stream, SHA-512 compression,
 * and the small build's Salsa20 rounds)
 * must give the same bytes as its _ref twin on random inputs: stream lengths
 * 0..300 and a few large ones, with and without a message, in place,
 * unaligned (output, message, and key, nonce, input and constant too: an
 * ARMv6-M kernel must not load them as words then), across the 2^32
 * block-counter carry, and without writing a byte outside the output.
 * Where the NEON SHA-512 kernel is linked (the bare-metal Cortex-A, and
 * 32-bit Arm Linux on a CPU with NEON), it against the portable kernel on
 * extreme and random states and messages of 0..40 blocks. On every build
 * the portable kernels also meet a
 * known answer, so the program always checks something real.
 */
#ifdef TEST_NO_NEON
#define _POSIX_C_SOURCE 200112L /* setenv */
#endif
#include <string.h>
#include "internal.h"
#include "hash/sha512.h"
#include "check.h"

#ifdef HALITE_ARCH_SALSA20
#define TEST_SALSA20_ARCH 1
#endif
#ifdef HALITE_ARCH_SHA512
#define TEST_SHA512_ARCH 1
#endif
#ifdef HALITE_ARCH_SALSA20_ROUNDS
#define TEST_SALSA20_ROUNDS_ARCH 1
#endif

/* Known answers: libsodium's crypto_core_salsa20 on in = 00 01 .. 0f,
 * k = 20 21 .. 3f, c = "expand 32-byte k"; and FIPS 180-4's SHA-512 of
 * "abc" as one padded block. */
static const char core_kat[] =
    "fb40a5c1d6370386b685205b74222c00a2afc9c7ee9ef153e34f88134b13b2c6"
    "c648cb3e2ea8f501596250db0830502ea6d5082a6ea525aa79a96c38e4ebed13";
static const char sha512_abc[] =
    "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
    "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f";

/* Portable kernels against fixed answers (every build). */
static void test_known_answers(void)
{
    static const unsigned char sigma[16] = "expand 32-byte k";
    unsigned char in[16], k[32], out[64], want[64], block[128];
    uint64_t st[8] = {
        0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
        0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
        0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
    };

    for (int i = 0; i < 16; i++)
        in[i] = (unsigned char)i;
    for (int i = 0; i < 32; i++)
        k[i] = (unsigned char)(0x20 + i);
    halite_salsa20_core_ref(out, in, k, sigma);
    CHECK(check_unhex(want, core_kat, 64) == 0);
    CHECK_MEM(out, want, 64);

    memset(block, 0, sizeof block);
    memcpy(block, "abc", 3);
    block[3] = 0x80;
    block[127] = 24; /* bit length */
    halite_sha512_blocks_ref(st, block, 1);
    for (int i = 0; i < 8; i++)
        halite_store64_be(out + 8 * i, st[i]);
    CHECK(check_unhex(want, sha512_abc, 64) == 0);
    CHECK_MEM(out, want, 64);
}

#ifdef TEST_SALSA20_ARCH
/* Room for the largest length, 3 bytes of misalignment and guard bytes. */
#define STREAM_MAX 4160
static unsigned char msg[STREAM_MAX + 8], out_ref[STREAM_MAX + 8],
    out_asm[STREAM_MAX + 8];

/* One stream comparison: random key, nonce, counter (when carry is not 0,
 * its low word carries into the high one after carry blocks), message
 * offset off; m used or NULL; in place or not. Guard bytes around the output
 * must survive. */
static void stream_case(check_prng *p, size_t len, size_t off, int use_m,
                        int in_place, uint32_t carry)
{
    /* nonce and key at the offsets len % 4 and len / 4 % 4 */
    static uint32_t ncbuf[5], kbuf[9];
    unsigned char *nc = (unsigned char *)ncbuf + len % 4;
    unsigned char *k = (unsigned char *)kbuf + len / 4 % 4;

    check_prng_fill(p, nc, 16);
    check_prng_fill(p, k, 32);
    if (carry) { /* low counter word 2^32 - carry, little-endian */
        uint32_t low = 0u - carry;

        for (int i = 0; i < 4; i++)
            nc[8 + i] = (unsigned char)(low >> 8 * i);
    }
    check_prng_fill(p, msg, sizeof msg);
    memcpy(out_ref, msg, sizeof msg);
    memcpy(out_asm, msg, sizeof msg);
    if (in_place) {
        halite_salsa20_xor_ref(out_ref + off, out_ref + off, len, nc, k);
        halite_salsa20_xor(out_asm + off, out_asm + off, len, nc, k);
    } else {
        /* the message at offset 4 + len / 16 % 4 */
        const unsigned char *m = use_m ? msg + 4 + len / 16 % 4 : NULL;

        halite_salsa20_xor_ref(out_ref + off, m, len, nc, k);
        halite_salsa20_xor(out_asm + off, m, len, nc, k);
    }
    /* the whole buffers: output and the untouched guard bytes around it */
    if (!CHECK_MEM(out_asm, out_ref, sizeof out_ref))
        check_note("  stream length ", len);
}

static void test_salsa20(check_prng *p)
{
    static const size_t large[] = { 511, 1024, 1025, 4096, 4159 };
    static uint32_t inbuf[5], kbuf[9], cbuf[5];
    unsigned char a[64 + 4], r[64 + 4];

    for (int i = 0; i < 64; i++) {
        /* input, key and constant at every alignment */
        unsigned char *in = (unsigned char *)inbuf + (i >> 2) % 4;
        unsigned char *k = (unsigned char *)kbuf + (i >> 4) % 4;
        unsigned char *c = (unsigned char *)cbuf + (i >> 3) % 4;

        check_prng_fill(p, in, 16);
        check_prng_fill(p, k, 32);
        check_prng_fill(p, c, 16);
        memset(a, 0x5a, sizeof a);
        memset(r, 0x5a, sizeof r);
        halite_salsa20_core_ref(r + (i & 3), in, k, c);
        halite_salsa20_core(a + (i & 3), in, k, c);
        CHECK_MEM(a, r, sizeof a);
        memset(a, 0x5a, sizeof a);
        memset(r, 0x5a, sizeof r);
        halite_hsalsa20_core_ref(r + (i & 3), in, k, c);
        halite_hsalsa20_core(a + (i & 3), in, k, c);
        CHECK_MEM(a, r, sizeof a);
    }
    for (size_t len = 0; len <= 300; len++) {
        stream_case(p, len, len & 3, 1, 0, 0);
        stream_case(p, len, 4, 0, 0, 0);
        stream_case(p, len, (len + 1) & 3, 1, 1, 0);
    }
    /* the NEON kernel's groups of blocks and their tails, the carry into
     * the counter's high word 1..9 blocks in */
    for (size_t len = 301; len <= 2000; len++) {
        stream_case(p, len, len & 3, 1, 0, 1 + len % 9);
        if (len % 4 == 0)
            stream_case(p, len, 4, 0, 0, 0);
    }
    for (size_t i = 0; i < sizeof large / sizeof large[0]; i++) {
        stream_case(p, large[i], i & 3, 1, 0, 1);
        stream_case(p, large[i], 4, 0, 0, 0);
        stream_case(p, large[i], 1, 1, 1, 1);
    }
}
#endif

#ifdef TEST_SHA512_ARCH
/* Random states, 0..5 blocks, aligned and unaligned input. */
static void test_sha512(check_prng *p)
{
    static unsigned char in[5 * 128 + 3];
    uint64_t st_ref[8], st_asm[8];

    for (int i = 0; i < 48; i++) {
        size_t n = (size_t)i % 6, off = (size_t)(i / 6) & 3;

        check_prng_fill(p, (unsigned char *)st_ref, sizeof st_ref);
        memcpy(st_asm, st_ref, sizeof st_ref);
        check_prng_fill(p, in, sizeof in);
        halite_sha512_blocks_ref(st_ref, in + off, n);
        halite_sha512_blocks(st_asm, in + off, n);
        CHECK_MEM(st_asm, st_ref, sizeof st_ref);
    }
}
#endif

/* The NEON kernel's value as TEST_NEON_<isa>: 1 for armv7a_neon, and an
 * undefined name (0 in #if) for any other set. */
#define TEST_NEON_armv7a_neon 1
#define TEST_PASTE(a, b) a##b
#define TEST_IS_NEON(isa) TEST_PASTE(TEST_NEON_, isa)
#if defined(HALITE_DISPATCH_SHA512) || \
    (defined(HALITE_ARCH_SHA512) && TEST_IS_NEON(HALITE_ARCH_SHA512))
#define TEST_NEON_SHA512 1
void halite_sha512_blocks_armv7a_neon(uint64_t st[8], const unsigned char *in, size_t nblocks);

/* Fills n bytes at x as kind says: 0 random, 1 all 0xff, 2 all zero. */
static void fill_kind(check_prng *p, void *x, size_t n, int kind)
{
    if (kind == 0)
        check_prng_fill(p, x, n);
    else
        memset(x, kind == 1 ? 0xff : 0, n);
}

/* The NEON SHA-512 kernel against the portable one (the scalar kernels'
 * reference) where it is linked: 0..16 blocks with the state and the
 * message each random, all-0xff or all-zero, at every alignment, then 32
 * random counts up to 40 blocks. */
static void test_sha512_neon(check_prng *p)
{
    static unsigned char in[40 * 128 + 3];
    uint64_t st_ref[8], st_neon[8];
    int n = 0, bad = 0;

#ifdef HALITE_DISPATCH_SHA512
    if (!halite_dispatch_neon()) {
        check_note("sha512 NEON against scalar: skipped, scalar kernels chosen: ", 0);
        return;
    }
#endif
    for (int i = 0; i < 17 * 9 + 32; i++) {
        int mode = i < 17 * 9 ? i % 9 : i & 7;
        size_t nblocks = i < 17 * 9 ? (size_t)i / 9 : 1 + check_prng_u32(p) % 40;
        unsigned char *m = in + (size_t)i % 4;

        fill_kind(p, st_ref, sizeof st_ref, mode % 3);
        fill_kind(p, m, 128 * nblocks, mode / 3 % 3);
        memcpy(st_neon, st_ref, sizeof st_ref);
        halite_sha512_blocks_ref(st_ref, m, nblocks);
        halite_sha512_blocks_armv7a_neon(st_neon, m, nblocks);
        bad += memcmp(st_neon, st_ref, sizeof st_ref) != 0;
        n++;
    }
    CHECK(bad == 0);
    check_note("sha512 NEON against scalar, cases: ", (unsigned long long)n);
    if (bad)
        check_note("sha512 NEON against scalar, cases failing: ", (unsigned long long)bad);
}
#endif

#ifdef TEST_SALSA20_ROUNDS_ARCH
/* The rounds kernel against halite_salsa20_rounds_ref on random states and
 * on all-zero, all-ones and one-bit states (every rotation and word
 * position shows up in the result). */
static void test_salsa20_rounds(check_prng *p)
{
    uint32_t x[16], y[16];

    for (int i = 0; i < 16 + 32 + 64; i++) {
        if (i < 32)
            memset(x, i < 16 ? 0 : 0xff, sizeof x);
        else if (i < 64)
            memset(x, 0, sizeof x);
        else
            check_prng_fill(p, (unsigned char *)x, sizeof x);
        if (i >= 32 && i < 64)
            x[(i - 32) / 2] = 1u << (31 * (i & 1));
        else if (i < 32)
            x[i & 15] ^= 0x80000001u;
        memcpy(y, x, sizeof x);
        halite_salsa20_rounds(x);
        halite_salsa20_rounds_ref(y);
        CHECK_MEM(x, y, sizeof x);
    }
}
#endif

/* The HSalsa20 core may write its output over its key (crypto_box's
 * beforenm hashes the shared secret in place): the selected kernel and the
 * portable one, each with out == k, give what the portable one gives with
 * separate buffers (every build). */
static void test_hsalsa20_in_place(check_prng *p)
{
    unsigned char in[16], k[32], c[16], want[32], got[32];

    for (int i = 0; i < 16; i++) {
        check_prng_fill(p, in, sizeof in);
        check_prng_fill(p, k, sizeof k);
        check_prng_fill(p, c, sizeof c);
        halite_hsalsa20_core_ref(want, in, k, c);
        memcpy(got, k, sizeof got);
        halite_hsalsa20_core_ref(got, in, got, c);
        CHECK_MEM(got, want, sizeof got);
        memcpy(got, k, sizeof got);
        halite_hsalsa20_core(got, in, got, c);
        CHECK_MEM(got, want, sizeof got);
    }
}

/* halite_sha512_finish against padding by hand and the portable kernel:
 * whole blocks from the message and tails on both sides of the 112-byte
 * split, with prefix lengths no message reaches (bits 64..66 of the bit
 * length set). */
static void test_sha512_finish(check_prng *p)
{
    static const unsigned long long prefixes[3] = {
        128, 0xe000000000000000ULL, 0xfffffffffffffe00ULL
    };
    static unsigned char m[300], pad[384];
    unsigned char got[64], want[64];
    uint64_t st[8], st_ref[8];

    check_prng_fill(p, m, sizeof m);
    for (int i = 0; i < 3; i++) {
        for (size_t len = 0; len < sizeof m; len += 7) {
            unsigned long long total = prefixes[i] + len;
            size_t nblocks = (len + 17 + 127) / 128; /* 0x80, 16 length bytes */

            check_prng_fill(p, (unsigned char *)st, sizeof st);
            memcpy(st_ref, st, sizeof st);
            halite_sha512_finish(st, m, len, prefixes[i], got);
            memset(pad, 0, sizeof pad);
            memcpy(pad, m, len);
            pad[len] = 0x80;
            pad[128 * nblocks - 9] = (unsigned char)(total >> 61);
            halite_store64_be(pad + 128 * nblocks - 8, total << 3);
            halite_sha512_blocks_ref(st_ref, pad, nblocks);
            for (int j = 0; j < 8; j++)
                halite_store64_be(want + 8 * j, st_ref[j]);
            CHECK_MEM(got, want, 64);
        }
    }
}

#ifdef HALITE_DISPATCH_NEON
#include <stdlib.h>
#include <sys/auxv.h>
/* The run-time choice of kernels (32-bit Arm Linux): NEON exactly when the
 * CPU's AT_HWCAP has HWCAP_NEON (bit 12) and HALITE_NO_NEON is unset, which
 * test_kernels_symmetric_scalar (TEST_NO_NEON) sets before any halite call.
 * Notes which path the stream tests below take. */
static void test_dispatch(void)
{
#ifdef TEST_NO_NEON
    setenv("HALITE_NO_NEON", "1", 1);
#endif
    unsigned long want = (getauxval(AT_HWCAP) >> 12 & 1) && getenv("HALITE_NO_NEON") == NULL;

    CHECK(halite_dispatch_neon() == (int)want);
    check_note("  run-time kernels, NEON (1) or scalar (0): ", want);
}
#endif

int main(void)
{
    check_prng p;

    check_begin("kernels_symmetric");
#ifdef HALITE_DISPATCH_NEON
    test_dispatch();
#endif
    check_prng_init(&p, 0x53414c5341323021ULL);
    test_known_answers();
    test_hsalsa20_in_place(&p);
    test_sha512_finish(&p);
#ifdef TEST_SALSA20_ARCH
    test_salsa20(&p);
#endif
#ifdef TEST_SHA512_ARCH
    test_sha512(&p);
#endif
#ifdef TEST_NEON_SHA512
    test_sha512_neon(&p);
#endif
#ifdef TEST_SALSA20_ROUNDS_ARCH
    test_salsa20_rounds(&p);
#endif
    return check_end();
}
