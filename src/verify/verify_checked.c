/* SPDX-License-Identifier: ISC */
/*
 * The hardened build's comparisons (src/hardened.txt, docs/hardened.md), in
 * place of verify.c: crypto_verify_16, crypto_verify_32 and halite_verify_n,
 * which every tag, signature and encoding check calls, and the checks of
 * internal.h that the hardened signing and X25519 combine, and
 * halite_settle, through which every open and verify returns. Each comparison
 * runs twice, by loops that load both operands themselves, and a verdict
 * is built from both so that no single skipped instruction, flipped
 * register bit or changed instruction turns a difference into equality.
 * Constant-time: the time depends on n only.
 */
#include "internal.h"

/* halite_check_equal's verdict is (m1 & PASS_A) ^ (m2 & PASS_B) ^ PASS_C,
 * m1 and m2 all ones when the first and the second comparison found
 * equality: HALITE_CHECK_PASS only when both did; PASS_C, PASS_C ^ PASS_A
 * or PASS_C ^ PASS_B otherwise, none of them 0, each at least 16 bits away
 * from HALITE_CHECK_PASS and without all its bits (halite_check_all ANDs
 * verdicts). */
#define PASS_A 0x6c35a93cu
#define PASS_B 0x3a5c96e1u
#define PASS_C 0xa3c5694bu
#if (PASS_A ^ PASS_B ^ PASS_C) != HALITE_CHECK_PASS
#error "PASS_A ^ PASS_B ^ PASS_C must be HALITE_CHECK_PASS"
#endif

/* The two halves of a refusal: different, overlapping, neither holding the
 * other, both negative. An instruction that combines them wrongly (and,
 * and not, exclusive or, subtract) still gives a nonzero result. */
#define FAIL_1 0xffff0fffu
#define FAIL_2 0xf0ffffffu

/* Returns 0 when the n bytes at x and y are equal, else nonzero: the OR of
 * their words' exclusive ors, first to last. */
static uint32_t differ_xor(const unsigned char *x, const unsigned char *y, size_t n)
{
    uint32_t d = 0;
    size_t i = 0;

    for (; i + 4 <= n; i += 4)
        d |= halite_load32_any(x + i) ^ halite_load32_any(y + i);
    for (; i < n; i++)
        d |= (uint32_t)(x[i] ^ y[i]);
    return d;
}

/* Returns 0 when the n bytes at x and y are equal, else nonzero: the OR of
 * the differences y - x of their words (mod 2^32) and of the bytes past
 * the last whole word, last to first. */
static uint32_t differ_sub(const unsigned char *x, const unsigned char *y, size_t n)
{
    uint32_t d = 0;
    size_t i = n;

    for (; i % 4 != 0; i--)
        d |= (uint32_t)y[i - 1] - x[i - 1];
    for (; i >= 4; i -= 4)
        d |= halite_load32_any(y + i - 4) - halite_load32_any(x + i - 4);
    return d;
}

/* Returns all ones when d1 is 0, else 0: the first comparison's mask. */
static inline uint32_t equal_mask_1(uint32_t d1)
{
    return ((d1 | (0u - d1)) >> 31) - 1;
}

/* Returns all ones when d2 is 0, else 0, by a formula of its own: the
 * second comparison's mask. */
static inline uint32_t equal_mask_2(uint32_t d2)
{
    return ((((d2 >> 1) | (d2 & 1)) + 0x7fffffffu) >> 31) - 1;
}

/* Returns the verdict from the two comparisons' masks. */
static inline uint32_t verdict_of(uint32_t m1, uint32_t m2)
{
    return (m1 & PASS_A) ^ (m2 & PASS_B) ^ PASS_C;
}

/* Returns the verdict of two comparisons of the n bytes at x and y, the
 * second loading them again; distinct requires x != y as well. */
static uint32_t check_equal(const unsigned char *x, const unsigned char *y, size_t n,
                            int distinct)
{
    uint32_t d1 = differ_xor(x, y, n), d2;

    /* memory may have changed for all the compiler knows: the second
     * comparison loads both operands again */
    __asm__ volatile("" ::: "memory");
    d2 = differ_sub(x, y, n);
    if (distinct)   /* public: the same buffer twice is no check */
        d2 |= (uint32_t)(x == y);
    return verdict_of(equal_mask_1(d1), equal_mask_2(d2));
}

/* check_equal for 16 bytes, both comparisons unrolled: no length operand
 * or loop bound that one fault could shorten (a flipped `movs r2, #16`
 * once made the tag comparison compare 0 bytes). The first mask is made
 * before the second comparison starts, so that no one changed instruction
 * (an IT block's mask) spans both. */
static uint32_t check_equal_16(const unsigned char *x, const unsigned char *y, int distinct)
{
    uint32_t d1 = (halite_load32_any(x) ^ halite_load32_any(y)) |
                  (halite_load32_any(x + 4) ^ halite_load32_any(y + 4)) |
                  (halite_load32_any(x + 8) ^ halite_load32_any(y + 8)) |
                  (halite_load32_any(x + 12) ^ halite_load32_any(y + 12));
    uint32_t m1 = halite_opaque(equal_mask_1(d1)), d2;

    __asm__ volatile("" ::: "memory");
    d2 = (halite_load32_any(y + 12) - halite_load32_any(x + 12)) |
         (halite_load32_any(y + 8) - halite_load32_any(x + 8)) |
         (halite_load32_any(y + 4) - halite_load32_any(x + 4)) |
         (halite_load32_any(y) - halite_load32_any(x));
    if (distinct)
        d2 |= (uint32_t)(x == y);
    return verdict_of(m1, equal_mask_2(d2));
}

uint32_t halite_check_equal(const unsigned char *x, const unsigned char *y, size_t n)
{
    return check_equal(x, y, n, 1);
}

int halite_check_all(const uint32_t *c, size_t n)
{
    uint32_t all = HALITE_CHECK_PASS, any = 0, f1, f2;

    /* all keeps HALITE_CHECK_PASS only when every verdict has all its bits;
     * any is 0 only when every verdict is exactly HALITE_CHECK_PASS */
    for (size_t i = 0; i < n; i++)
        all &= c[i];
    __asm__ volatile("" ::: "memory");
    for (size_t i = 0; i < n; i++)
        any |= c[i] ^ HALITE_CHECK_PASS;
    all = halite_opaque(all ^ HALITE_CHECK_PASS);
    f1 = FAIL_1 & (0u - ((all | (0u - all)) >> 31));
    f2 = FAIL_2 & (0u - ((((any >> 1) | (any & 1)) + 0x7fffffffu) >> 31));
    /* both halves have bit 31: -1 from either (an arithmetic shift each,
     * kept apart: one flipped bit 31 of their OR would give 0) */
    return (int32_t)(halite_opaque((uint32_t)((int32_t)f1 >> 31)) |
                     (uint32_t)((int32_t)f2 >> 31));
}

/* Returns 1 when the n bytes at p are all zero, else 0. */
static int all_zero(const unsigned char *p, size_t n)
{
    unsigned char any = 0;

    for (size_t i = 0; i < n; i++)
        any |= p[i];
    return any == 0;
}

int halite_settle(int r, unsigned char *out, size_t n)
{
    /* two copies of r, each made all ones when r != 0 by its own formula */
    uint32_t x = halite_opaque((uint32_t)r), y = halite_opaque((uint32_t)r);
    uint32_t m1 = 0u - ((x | (0u - x)) >> 31);
    uint32_t m2 = 0u - ((((y >> 1) | (y & 1)) + 0x7fffffffu) >> 31);

    /* Either mask alone wipes (the verdict is public: branches are fine):
     * the second time only when bytes are left, so that a fault in the
     * first wipe (a skipped or junk fill value) is undone, and the last
     * wipe runs only after a first fault. A wipe refuses as well: a
     * skipped move that sent a success into a wipe path returned 0 with
     * the output zeroed (an all-zero X25519 result). */
    if (out != NULL) {
        if (halite_opaque(m1) != 0) {
            halite_wipe(out, n);
            m2 |= halite_opaque(~0u);
        }
        if (halite_opaque(m2) != 0 && !all_zero(out, n)) {
            halite_wipe(out, n);
            m2 |= halite_opaque(~0u);
        }
    }
#if defined(__thumb__)
    /* The result is written to r0 twice, m1 and then m1 | m2, so that
     * skipping either write still returns -1 for a refusal (a compiler's
     * one three-register orr into r0 would leave a skip the value the wipe
     * left there). */
    register uint32_t result __asm__("r0") = halite_opaque(m1);
    __asm__ volatile("orr %0, %1" : "+l"(result) : "l"(m2) : "cc");
    return (int)result;
#else
    return (int)(m1 | m2);
#endif
}

int halite_verify_n(const unsigned char *x, const unsigned char *y, size_t n)
{
    uint32_t v = check_equal(x, y, n, 1);

    return halite_check_all(&v, 1);
}

int halite_verify_16(const unsigned char *x, const unsigned char *y)
{
    uint32_t v = check_equal_16(x, y, 1);

    return halite_check_all(&v, 1);
}

/* The API compares what it is given, the same buffer twice included. */
int halite_crypto_verify_16(const unsigned char *x, const unsigned char *y)
{
    uint32_t v = check_equal_16(x, y, 0);

    return halite_settle(halite_check_all(&v, 1), NULL, 0);
}

int halite_crypto_verify_32(const unsigned char *x, const unsigned char *y)
{
    uint32_t v = check_equal(x, y, 32, 0);

    return halite_settle(halite_check_all(&v, 1), NULL, 0);
}
