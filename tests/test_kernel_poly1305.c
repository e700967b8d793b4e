/* SPDX-License-Identifier: ISC */
/*
 * Poly1305, on the host and on every core: the block kernels and the
 * whole function around them (src/onetimeauth/poly1305.c).
 *
 *  - RFC 8439 section 2.5.2 and the eleven Poly1305 vectors of Appendix A.3
 *    (A.3 #5 to #11 are built to hit the final reduction mod 2^130 - 5),
 *    through the one-shot functions and init/update/final on every split;
 *  - the "Cryptography in NaCl" onetimeauth example lives in test_kat.c;
 *  - accumulators at and around p = 2^130 - 5 with r = 1 (the tag is then
 *    h mod p, known by hand);
 *  - crypto_onetimeauth_poly1305_verify on the right tag and on every
 *    single-bit flip of it;
 *  - halite_poly1305_blocks_ctmul16 against a slow schoolbook reference
 *    mod 2^130 - 5 written here: random h within the kernel's bounds
 *    (h4 <= 4, with h4 = 4 and all-ones words often), random and extreme
 *    clamped r, block counts 0..40 and a few long ones, hibit 0 and 1,
 *    unaligned messages, all-ones words followed by all-ones or zero
 *    blocks; the result must be congruent and keep h4 <= 4;
 *  - when an assembly kernel is built in, it (halite_poly1305_blocks)
 *    against the same reference on the same inputs (congruent, h4 <= 4),
 *    and on long runs of 0xff blocks;
 *  - tags of every build against the reference, the whole function, on
 *    random lengths 0..600 and the carry edges: all-0xff messages, r at
 *    the clamp's maximum, s = 2^128 - 1;
 *  - where the NEON kernel is linked (the bare-metal Cortex-A, and 32-bit
 *    Arm Linux on a CPU with NEON), it against the scalar ARMv7E-M kernel
 *    on the same h, r and blocks: 0..38 blocks (the NEON path from 16,
 *    the last nblocks % 4 on the scalar one) and longer runs, random and
 *    extreme h, r and messages, both hibits.
 */
#include <string.h>
#include "internal.h"
#include "check.h"

/* Parses 2n hex digits into out and records that they were well formed. */
static void unhex(unsigned char *out, const char *hex, size_t n)
{
    CHECK(strlen(hex) == 2 * n && check_unhex(out, hex, n) == 0);
}

/* Checks the one-shot function and the API, incremental too, on one vector
 * given in hex. */
static void check_vector(const char *key_hex, const unsigned char *m, size_t mlen,
                         const char *tag_hex)
{
    unsigned char key[32], want[16], got[16];

    unhex(key, key_hex, 32);
    unhex(want, tag_hex, 16);
    halite_poly1305(got, m, mlen, key);
    CHECK_MEM(got, want, 16);
    CHECK(halite_crypto_onetimeauth_poly1305(got, m, mlen, key) == 0);
    CHECK_MEM(got, want, 16);
    CHECK(halite_crypto_onetimeauth_poly1305_verify(want, m, mlen, key) == 0);

    /* init/update/final with the message split at every point, then in
     * three parts of sizes 0..16 and the rest */
    halite_crypto_onetimeauth_poly1305_state st;
    int ok = 1;
    for (size_t split = 0; split <= mlen; split++) {
        ok &= halite_crypto_onetimeauth_poly1305_init(&st, key) == 0;
        ok &= halite_crypto_onetimeauth_poly1305_update(&st, m, split) == 0;
        ok &= halite_crypto_onetimeauth_poly1305_update(&st, m + split, mlen - split) == 0;
        ok &= halite_crypto_onetimeauth_poly1305_final(&st, got) == 0;
        ok &= memcmp(got, want, 16) == 0;
    }
    for (size_t a = 0; a <= 16 && a <= mlen; a++) {
        for (size_t b = 0; b <= 16 && a + b <= mlen; b++) {
            halite_crypto_onetimeauth_poly1305_init(&st, key);
            halite_crypto_onetimeauth_poly1305_update(&st, m, a);
            halite_crypto_onetimeauth_poly1305_update(&st, m + a, b);
            halite_crypto_onetimeauth_poly1305_update(&st, m + a + b, mlen - a - b);
            halite_crypto_onetimeauth_poly1305_final(&st, got);
            ok &= memcmp(got, want, 16) == 0;
        }
    }
    CHECK(ok);
}

/* As check_vector, with the message in hex. */
static void check_vector_hex(const char *key_hex, const char *m_hex, const char *tag_hex)
{
    unsigned char m[64];
    size_t n = strlen(m_hex) / 2;

    CHECK(n <= sizeof m);
    unhex(m, m_hex, n);
    check_vector(key_hex, m, n, tag_hex);
}

static const char ietf_text[] =
    "Any submission to the IETF intended by the Contributor for publication as all or "
    "part of an IETF Internet-Draft or RFC and any statement made within the context "
    "of an IETF activity is considered an \"IETF Contribution\". Such statements "
    "include oral statements in IETF sessions, as well as written and electronic "
    "communications made at any time or place, which are addressed to";

static const char jabberwocky[] =
    "'Twas brillig, and the slithy toves\nDid gyre and gimble in the wabe:\n"
    "All mimsy were the borogoves,\nAnd the mome raths outgrabe.";

static const char zero16[] = "00000000000000000000000000000000";

/* RFC 8439 section 2.5.2 and Appendix A.3. */
static void test_rfc8439(void)
{
    static const unsigned char zeros[64];
    static const char csfrg[] = "Cryptographic Forum Research Group";

    CHECK(sizeof ietf_text - 1 == 375);
    check_vector("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b",
                 (const unsigned char *)csfrg, sizeof csfrg - 1,
                 "a8061dc1305136c6c22b8baf0c0127a9");
    /* #1 */
    check_vector("0000000000000000000000000000000000000000000000000000000000000000",
                 zeros, 64, zero16);
    /* #2, #3: r = 0 gives the tag s; then the same s as r */
    check_vector("0000000000000000000000000000000036e5f6b5c5e06070f0efca96227a863e",
                 (const unsigned char *)ietf_text, 375, "36e5f6b5c5e06070f0efca96227a863e");
    check_vector("36e5f6b5c5e06070f0efca96227a863e00000000000000000000000000000000",
                 (const unsigned char *)ietf_text, 375, "f3477e7cd95417af89a6b8794c310cf0");
    /* #4 */
    check_vector("1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0",
                 (const unsigned char *)jabberwocky, sizeof jabberwocky - 1,
                 "4541669a7eaaee61e708dc7cbcc5eb62");
    /* #5: h reaches 2^130 - 5 + 3 exactly */
    check_vector_hex("0200000000000000000000000000000000000000000000000000000000000000",
                     "ffffffffffffffffffffffffffffffff", "03000000000000000000000000000000");
    /* #6: the addition of s wraps mod 2^128 */
    check_vector_hex("02000000000000000000000000000000ffffffffffffffffffffffffffffffff",
                     "02000000000000000000000000000000", "03000000000000000000000000000000");
    /* #7 */
    check_vector_hex("0100000000000000000000000000000000000000000000000000000000000000",
                     "ffffffffffffffffffffffffffffffff"
                     "f0ffffffffffffffffffffffffffffff"
                     "11000000000000000000000000000000",
                     "05000000000000000000000000000000");
    /* #8: h = p exactly */
    check_vector_hex("0100000000000000000000000000000000000000000000000000000000000000",
                     "ffffffffffffffffffffffffffffffff"
                     "fbfefefefefefefefefefefefefefefe"
                     "01010101010101010101010101010101",
                     zero16);
    /* #9: h = p - 8, below p */
    check_vector_hex("0200000000000000000000000000000000000000000000000000000000000000",
                     "fdffffffffffffffffffffffffffffff", "faffffffffffffffffffffffffffffff");
    /* #10, #11: carries through the 2^130 fold */
    check_vector_hex("0100000000000000040000000000000000000000000000000000000000000000",
                     "e33594d7505e43b90000000000000000"
                     "3394d7505e4379cd0100000000000000"
                     "00000000000000000000000000000000"
                     "01000000000000000000000000000000",
                     "14000000000000005500000000000000");
    check_vector_hex("0100000000000000040000000000000000000000000000000000000000000000",
                     "e33594d7505e43b90000000000000000"
                     "3394d7505e4379cd0100000000000000"
                     "00000000000000000000000000000000",
                     "13000000000000000000000000000000");
}

/* With r = 1 and s = 0 two full blocks give h = m1 + m2 + 2^129: take
 * m1 = 2^128 - 1 and m2 = 2^128 - 4 + d so that h = p + d; the tag is
 * d mod p, below 2^128, or 2^128 - 6 for d = -1. */
static void test_near_p(void)
{
    static const char *const tags[5] = {
        "faffffffffffffffffffffffffffffff", /* d = -1 */
        "00000000000000000000000000000000",
        "01000000000000000000000000000000",
        "02000000000000000000000000000000",
        "03000000000000000000000000000000",
    };
    unsigned char m[32];

    for (int d = -1; d <= 3; d++) {
        memset(m, 0xff, sizeof m);
        m[16] = (unsigned char)(0xfc + d);
        check_vector("0100000000000000000000000000000000000000000000000000000000000000",
                     m, sizeof m, tags[d + 1]);
    }
}

/* The verify function accepts the right tag and rejects every one-bit flip. */
static void test_verify(void)
{
    unsigned char key[32], m[100], tag[16];
    int ok = 1;
    check_prng p;

    check_prng_init(&p, 7);
    check_prng_fill(&p, key, sizeof key);
    check_prng_fill(&p, m, sizeof m);
    CHECK(halite_crypto_onetimeauth_poly1305(tag, m, sizeof m, key) == 0);
    CHECK(halite_crypto_onetimeauth_poly1305_verify(tag, m, sizeof m, key) == 0);
    for (int i = 0; i < 128; i++) {
        tag[i / 8] ^= (unsigned char)(1 << (i % 8));
        ok &= halite_crypto_onetimeauth_poly1305_verify(tag, m, sizeof m, key) == -1;
        tag[i / 8] ^= (unsigned char)(1 << (i % 8));
    }
    CHECK(ok);
    m[99] ^= 1;
    CHECK(halite_crypto_onetimeauth_poly1305_verify(tag, m, sizeof m, key) == -1);
}

/* ---- the block kernels ---- */

/* A number as 16-bit limbs, least significant first (a schoolbook
 * reference, independent of the kernels' 14/16-bit splitting). */
#define NL 20
typedef struct {
    uint64_t l[NL];
} num;

/* Propagates carries so that every limb is below 2^16. */
static void num_norm(num *a)
{
    uint64_t c = 0;
    for (int i = 0; i < NL; i++) {
        c += a->l[i];
        a->l[i] = c & 0xffff;
        c >>= 16;
    }
}

/* a = the five words h0..h3, h4 of a kernel accumulator. */
static void num_from_h(num *a, const uint32_t h[5])
{
    memset(a, 0, sizeof *a);
    for (int i = 0; i < 5; i++) {
        a->l[2 * i] = h[i] & 0xffff;
        a->l[2 * i + 1] = h[i] >> 16;
    }
}

/* a += the 16-byte little-endian block b + hibit 2^128. */
static void num_add_block(num *a, const unsigned char *b, uint32_t hibit)
{
    for (int i = 0; i < 8; i++)
        a->l[i] += (uint64_t)b[2 * i] | ((uint64_t)b[2 * i + 1] << 8);
    a->l[8] += hibit;
    num_norm(a);
}

/* a = a r (a below 2^144, r below 2^128). */
static void num_mul(num *a, const uint32_t r[4])
{
    num t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 8; j++)
            t.l[i + j] += a->l[i] * ((r[j / 2] >> (16 * (j % 2))) & 0xffff);
    num_norm(&t);
    *a = t;
}

/* a = a mod 2^130 - 5, fully reduced: fold 5 (a >> 130) into the low 130
 * bits until nothing is left above, then subtract p once if needed. */
static void num_modp(num *a)
{
    for (;;) {
        num hi;
        int any = 0;
        memset(&hi, 0, sizeof hi);
        for (int i = 0; i + 8 < NL; i++) {
            hi.l[i] = (a->l[i + 8] >> 2) | ((i + 9 < NL ? a->l[i + 9] : 0) << 14);
            hi.l[i] &= 0xffff;
            any |= hi.l[i] != 0;
        }
        if (!any)
            break;
        a->l[8] &= 3;
        for (int i = 9; i < NL; i++)
            a->l[i] = 0;
        for (int i = 0; i < NL; i++)
            a->l[i] += 5 * hi.l[i];
        num_norm(a);
    }
    /* a < 2^130; a >= p when limbs 1..7 are all ones, limb 8 is 3 and
     * limb 0 is at least 0xfffb */
    int ge = a->l[8] == 3 && a->l[0] >= 0xfffb;
    for (int i = 1; i < 8; i++)
        ge &= a->l[i] == 0xffff;
    if (ge) {
        a->l[0] -= 0xfffb;
        for (int i = 1; i < 9; i++)
            a->l[i] = 0;
    }
}

#define BIG 4100
static unsigned char big[BIG + 3];

/* Runs the block kernels on h, r, nblocks blocks at m, hibit; records
 * whether ctmul16, and the assembly kernel when built in, agree with the
 * reference mod p and keep h4 <= 4. */
static int check_blocks(const uint32_t h[5], const uint32_t r[4], const unsigned char *m,
                        size_t nblocks, uint32_t hibit)
{
    uint32_t a[5];
    num want, got;
    int ok;

    num_from_h(&want, h);
    for (size_t i = 0; i < nblocks; i++) {
        num_add_block(&want, m + 16 * i, hibit);
        num_mul(&want, r);
        num_modp(&want);
    }
    num_modp(&want);
    memcpy(a, h, sizeof a);
    halite_poly1305_blocks_ctmul16(a, r, m, nblocks, hibit);
    ok = a[4] <= 4;
    num_from_h(&got, a);
    num_modp(&got);
    ok &= memcmp(&got, &want, sizeof got) == 0;
#ifdef HALITE_ARCH_POLY1305
    /* the contract is the value mod p and the bound, not the words: a
     * kernel may reduce differently */
    memcpy(a, h, sizeof a);
    halite_poly1305_blocks(a, r, m, nblocks, hibit);
    ok &= a[4] <= 4;
    num_from_h(&got, a);
    num_modp(&got);
    ok &= memcmp(&got, &want, sizeof got) == 0;
#endif
    return ok;
}

/* A random accumulator within the kernels' bounds; extreme when asked
 * (all-ones words, h4 = 4). */
static void random_h(check_prng *p, uint32_t h[5], int extreme)
{
    for (int i = 0; i < 4; i++)
        h[i] = extreme ? 0xffffffff : check_prng_u32(p);
    h[4] = extreme ? 4 : check_prng_u32(p) % 5;
}

/* A random clamped r; extreme: every bit the clamp allows. */
static void random_r(check_prng *p, uint32_t r[4], int extreme)
{
    for (int i = 0; i < 4; i++)
        r[i] = (extreme ? 0xffffffff : check_prng_u32(p)) & (i ? 0x0ffffffc : 0x0fffffff);
}

static void test_blocks(void)
{
    uint32_t h[5], r[4];
    check_prng p;
    int n = 0, bad = 0;

    check_prng_init(&p, 1305);
    /* every block count 0..40 in every mode: h, r and m random or extreme,
     * hibit 0 or 1, the message at every alignment */
    for (size_t nblocks = 0; nblocks <= 40; nblocks++) {
        for (int mode = 0; mode < 16; mode++) {
            unsigned char *m = big + (nblocks + (size_t)mode) % 4;
            random_h(&p, h, mode & 1);
            random_r(&p, r, mode & 2);
            if (mode & 4)
                memset(m, 0xff, 16 * nblocks);
            else
                check_prng_fill(&p, m, 16 * nblocks);
            bad += !check_blocks(h, r, m, nblocks, (uint32_t)(mode >> 3));
            n++;
        }
    }
    /* h4 at each of its values with the largest words */
    for (uint32_t h4 = 0; h4 <= 4; h4++) {
        memset(h, 0xff, 16);
        h[4] = h4;
        random_r(&p, r, 1);
        memset(big, 0xff, 16 * 3);
        bad += !check_blocks(h, r, big, 3, 1);
        bad += !check_blocks(h, r, big, 1, 0);
        n += 2;
    }
    /* the same words followed by zero blocks, hibit 0 and 1: the first
     * product then gets h0..h3 = 2^32 - 1 with h4 = 3 (from h4 = 3, or 2 and
     * hibit), the largest input a 32-bit-word kernel multiplies, under the
     * largest r; the others carry the whole way when h4 = 4 */
    for (uint32_t h4 = 0; h4 <= 4; h4++) {
        for (uint32_t hibit = 0; hibit <= 1; hibit++) {
            memset(h, 0xff, 16);
            h[4] = h4;
            random_r(&p, r, 1);
            memset(big, 0, 16 * 4);
            bad += !check_blocks(h, r, big, 4, hibit);
            n++;
        }
    }
    /* r = 1 and single-word r, where products are the easiest to check */
    for (int w = 0; w < 4; w++) {
        memset(r, 0, sizeof r);
        r[w] = w ? 0x0ffffffc : 0x0fffffff;
        random_h(&p, h, w & 1);
        check_prng_fill(&p, big, 16 * 7);
        bad += !check_blocks(h, r, big, 7, 1);
        r[0] = 1;
        bad += !check_blocks(h, r, big, 7, 0);
        n += 2;
    }
    /* long runs: random, then all-ones blocks under the largest r */
    static const size_t longs[] = {64, 65, 255, 256};
    for (size_t i = 0; i < sizeof longs / sizeof longs[0]; i++) {
        random_h(&p, h, (int)i & 1);
        random_r(&p, r, (int)i & 1);
        if (i < 2)
            check_prng_fill(&p, big + 1, 16 * longs[i]);
        else
            memset(big + 1, 0xff, 16 * longs[i]);
        bad += !check_blocks(h, r, big + 1, longs[i], 1);
        n++;
    }
    CHECK(bad == 0);
    check_note("poly1305 block-kernel cases: ", (unsigned long long)n);
    if (bad)
        check_note("poly1305 block-kernel cases failing: ", (unsigned long long)bad);
}

/* tag = the Poly1305 tag of mlen bytes at m under key, by the reference
 * arithmetic above (no kernel). */
static void reference_tag(unsigned char tag[16], const unsigned char *m, size_t mlen,
                          const unsigned char key[32])
{
    uint32_t r[4], zero[5] = {0, 0, 0, 0, 0};
    num h;
    uint64_t c = 0;

    for (int i = 0; i < 4; i++)
        r[i] = ((uint32_t)key[4 * i] | (uint32_t)key[4 * i + 1] << 8 |
                (uint32_t)key[4 * i + 2] << 16 | (uint32_t)key[4 * i + 3] << 24) &
               (i ? 0x0ffffffc : 0x0fffffff);
    num_from_h(&h, zero);
    for (size_t off = 0; off < mlen; off += 16) {
        unsigned char b[16] = {0};
        size_t n = mlen - off < 16 ? mlen - off : 16;
        memcpy(b, m + off, n);
        if (n < 16)
            b[n] = 1;
        num_add_block(&h, b, n == 16);
        num_mul(&h, r);
        num_modp(&h);
    }
    for (int i = 0; i < 8; i++) {
        c += h.l[i] + ((uint64_t)key[16 + 2 * i] | (uint64_t)key[17 + 2 * i] << 8);
        tag[2 * i] = (unsigned char)c;
        tag[2 * i + 1] = (unsigned char)(c >> 8);
        c >>= 16;
    }
}

/* Tags of the whole function (the selected kernel, NEON where linked)
 * against reference_tag: random lengths 0..600 under a random key and
 * message, then under r at the clamp's maximum and s = 2^128 - 1 with an
 * all-0xff message. */
static void test_tags(void)
{
    unsigned char key[32], got[16], want[16];
    check_prng p;
    int n = 0, bad = 0;

    check_prng_init(&p, 0x7461677331333035ULL);
    for (int i = 0; i < 120; i++) {
        size_t len = check_prng_u32(&p) % 601;
        int extreme = i & 1;
        if (extreme) {
            memset(key, 0xff, sizeof key);
            memset(big, 0xff, len);
        } else {
            check_prng_fill(&p, key, sizeof key);
            check_prng_fill(&p, big, len);
        }
        halite_poly1305(got, big, len, key);
        reference_tag(want, big, len, key);
        bad += memcmp(got, want, 16) != 0;
        n++;
    }
    CHECK(bad == 0);
    check_note("poly1305 tags against the reference: ", (unsigned long long)n);
    if (bad)
        check_note("poly1305 tags failing: ", (unsigned long long)bad);
}

/* The NEON kernel's value as TEST_NEON_<isa>: 1 for armv7a_neon, and an
 * undefined name (0 in #if) for any other set. */
#define TEST_NEON_armv7a_neon 1
#define TEST_PASTE(a, b) a##b
#define TEST_IS_NEON(isa) TEST_PASTE(TEST_NEON_, isa)
#if defined(HALITE_DISPATCH_POLY1305) || \
    (defined(HALITE_ARCH_POLY1305) && TEST_IS_NEON(HALITE_ARCH_POLY1305))
#define TEST_NEON_POLY1305 1
void halite_poly1305_blocks_armv7a_neon(uint32_t h[5], const uint32_t r[4],
                                        const unsigned char *m, size_t nblocks, uint32_t hibit);
void halite_poly1305_blocks_armv7em(uint32_t h[5], const uint32_t r[4],
                                    const unsigned char *m, size_t nblocks, uint32_t hibit);

/* Runs the NEON and the scalar kernel from the same h on the same blocks;
 * returns 1 when both results are congruent mod p and keep h4 <= 4. */
static int neon_matches_scalar(const uint32_t h[5], const uint32_t r[4],
                               const unsigned char *m, size_t nblocks, uint32_t hibit)
{
    uint32_t a[5], b[5];
    num x, y;

    memcpy(a, h, sizeof a);
    memcpy(b, h, sizeof b);
    halite_poly1305_blocks_armv7a_neon(a, r, m, nblocks, hibit);
    halite_poly1305_blocks_armv7em(b, r, m, nblocks, hibit);
    num_from_h(&x, a);
    num_from_h(&y, b);
    num_modp(&x);
    num_modp(&y);
    return a[4] <= 4 && b[4] <= 4 && memcmp(&x, &y, sizeof x) == 0;
}

/* The NEON kernel against the scalar one: every block count 0..38 (up to
 * 608 bytes) in 16 modes (h, r, message random or extreme, hibit), then
 * random counts up to 256, unaligned. */
static void test_neon_vs_scalar(void)
{
    uint32_t h[5], r[4];
    check_prng p;
    int n = 0, bad = 0;

#ifdef HALITE_DISPATCH_POLY1305
    if (!halite_dispatch_neon()) {
        check_note("poly1305 NEON against scalar: skipped, scalar kernels chosen: ", 0);
        return;
    }
#endif
    check_prng_init(&p, 0x6e656f6e31333035ULL);
    for (size_t nblocks = 0; nblocks <= 38; nblocks++) {
        for (int mode = 0; mode < 16; mode++) {
            unsigned char *m = big + (size_t)mode % 4;
            random_h(&p, h, mode & 1);
            random_r(&p, r, mode & 2);
            if (mode & 4)
                memset(m, 0xff, 16 * nblocks);
            else
                check_prng_fill(&p, m, 16 * nblocks);
            bad += !neon_matches_scalar(h, r, m, nblocks, (uint32_t)(mode >> 3));
            n++;
        }
    }
    for (int i = 0; i < 64; i++) {
        size_t nblocks = check_prng_u32(&p) % 257;
        unsigned char *m = big + (size_t)i % 4;
        random_h(&p, h, i & 1);
        random_r(&p, r, i & 2);
        if (i & 4)
            memset(m, 0xff, 16 * nblocks);
        else
            check_prng_fill(&p, m, 16 * nblocks);
        bad += !neon_matches_scalar(h, r, m, nblocks, (uint32_t)(i >> 3 & 1));
        n++;
    }
    CHECK(bad == 0);
    check_note("poly1305 NEON against scalar, cases: ", (unsigned long long)n);
    if (bad)
        check_note("poly1305 NEON against scalar, cases failing: ", (unsigned long long)bad);
}
#endif

int main(void)
{
    check_begin("test_kernel_poly1305");
    test_rfc8439();
    test_near_p();
    test_verify();
    test_blocks();
    test_tags();
#ifdef TEST_NEON_POLY1305
    test_neon_vs_scalar();
#endif
    return check_end();
}
