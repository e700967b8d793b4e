@ SPDX-License-Identifier: ISC
/*
 * Poly1305 blocks for the Cortex-M4, M7 and M33 (ARMv7E-M and ARMv8-M
 * Mainline with the DSP extension, Thumb-2): halite_poly1305_blocks_armv7em,
 * the same function as halite_poly1305_blocks_ctmul16 (src/internal.h).
 * On these cores UMULL, UMLAL, UMAAL, MUL and MLA take the same time
 * whatever their operands (docs/design.md, Constant time), so h times the
 * secret r is 20 multiplies of 32-bit words a block, not the M3's 64 16x14-bit
 * ones. Key loading, the padded last block and the final reduction are C
 * (src/onetimeauth/poly1305.c).
 *
 * Representation. h = h0 + h1 2^32 + h2 2^64 + h3 2^96 + h4 2^128 with
 * 32-bit words h0..h3 and h4 <= 4 on entry, on exit and at every product.
 * The clamped r = r0 + r1 2^32 + r2 2^64 + r3 2^96 has r0 < 2^28 and r1..r3
 * < 2^28 multiples of 4, so s_k = r_k + (r_k >> 2) = 5 r_k / 4 < 1.25 * 2^28
 * exactly, and a word product h_a r_b 2^(32(a+b)) with a + b >= 4 equals
 * h_a (r_b / 4) 2^130 2^(32(a+b-4)) = h_a s_b 2^(32(a+b-4)) mod 2^130 - 5.
 * So, column by column (column k has weight 2^(32k)), h r is congruent to
 *     col 0:  h0 r0 + h1 s3 + h2 s2 + h3 s1
 *     col 1:  h0 r1 + h1 r0 + h2 s3 + h3 s2 + h4 s1
 *     col 2:  h0 r2 + h1 r1 + h2 r0 + h3 s3 + h4 s2
 *     col 3:  h0 r3 + h1 r2 + h2 r1 + h3 r0 + h4 s3,   and h4 r0 at 2^128,
 * summed by product scanning in one 64-bit accumulator (lo, hi) whose high
 * word is the carry into the next column: column 0 starts with a UMULL;
 * columns 1 and 2 start lo at h4 s_k (MUL) and add the carry and their first
 * product with one UMAAL; column 3 starts as (hi, lo) = (h4 r0, carry +
 * h4 s3) (MUL, MLA), so its high word ends as the top word. The rest are
 * UMLALs. The product is w0 + w1 2^32 + w2 2^64 + w3 2^96 + top 2^128.
 *
 * Bounds (h_a < 2^32, h4 <= 4, products h_a r_b < 2^60, h_a s_b < 1.25 *
 * 2^60): column 0 sums below 4.75 * 2^60, so no accumulator overflows and
 * the carries are below 4.75 * 2^28 + 1; h4 s_k < 5 * 2^28 and carry +
 * h4 s3 < 2^32 fit a word; column 3 is below 2^62 + 4 * 2^28 2^32 + 2^32 <
 * 2^63, so top < 2^31.
 *
 * Between products h becomes
 *     w + m + (top + hibit) 2^128                  (m-chain: ADDS/ADCS/ADC)
 * = w' + t 2^128, t = top + the chain's carry + hibit < 2^31 + 2, and since
 * t 2^128 = (t & 3) 2^128 + (t >> 2) 2^130 = (t & 3) 2^128 + 5 (t >> 2)
 * mod 2^130 - 5,
 *     h = w' + u + (t & 3) 2^128,   u = (t & ~3) + (t >> 2) < 2^32
 * (u-chain): w' + u < 2^128 + 2^32 carries at most 1 out, so h4 <= 4. On
 * entry h takes the place of a product (w = h0..h3, top = h4 <= 4); on exit
 * the last product goes through the u-chain alone.
 *
 * Register allocation:
 *     r9  r10 r11 r12 lr        r0 r1 r2 r3 s3 (the whole call)
 *     r5  r6                    s1 s2, until columns 1 and 2 start
 *     r0  r1  r2  r3  r7        h0 h1 h2 h3 h4 (during the product)
 *     r4  r8                    column 0 (lo, hi); r8 carries to column 3
 * Each later column accumulates in the register whose last use starts it:
 * column 1 in r5 (h4 s1), column 2 in r6 (h4 s2), column 3 in r8 (lo) and
 * r7 (h4 r0, hi), so that fourteen registers hold everything and nothing
 * is spilled. After the product:
 *     r4  r5  r6  r8  r7        w0 w1 w2 w3 top
 * and r0..r3 take the block pointer, the end, the message and hibit.
 *
 * Cost per 16-byte block (modelled, Cortex-M4): 20 multiplies (20), the
 * block's loads, the pointer's store, hibit and the m-chain (13), the
 * u-chain (8), s1 and s2 (2), the loop test with the pointer's reload (7):
 * 50 cycles.
 *
 * Constant time: no branch or address depends on r, h or the message; the
 * loop count depends on nblocks only. The message is read with single LDR,
 * which ARMv7-M allows unaligned. The frame holds public values only (the
 * pointers and hibit), so nothing is left to wipe.
 */
    .syntax unified
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(poly1305_armv7em)

/* Frame, offsets from sp (stored with one STM of r0..r4 on entry). */
    .equ HP, 0          /* h */
    .equ PTR, 8         /* the next block */
    .equ END, 12        /* the end of the blocks */
    .equ HIBIT, 16      /* hibit */
    .equ FRAME, 20      /* with the 36 pushed bytes, a multiple of 8 */
    .equ ARG5, FRAME + 36   /* hibit, the fifth argument, on the stack */

/* The u-chain: h = w + u + (t & 3) 2^128 with u = 5 (t >> 2) < 2^32, from
 * w0..w3 in \w0..\w3 and t in \t; \u is a free register (it may be w0's).
 * Leaves h0..h3 in r0..r3 and h4 <= 4 in r7, where the product takes them. */
    .macro REDUCE w0, w1, w2, w3, t, u
    bic \u, \t, #3
    add \u, \u, \t, lsr #2
    and \t, \t, #3
    adds r0, \w0, \u
    adcs r1, \w1, #0
    adcs r2, \w2, #0
    adcs r3, \w3, #0
    adc r7, \t, #0              /* (t & 3) + a carry of at most 1 */
    .endm

/* void halite_poly1305_blocks_armv7em(uint32_t h[5], const uint32_t r[4],
 *                                     const unsigned char *m, size_t nblocks,
 *                                     uint32_t hibit) */
    .global halite_poly1305_blocks_armv7em
    .type halite_poly1305_blocks_armv7em, %function
    .align 2
    .thumb_func
halite_poly1305_blocks_armv7em:
    cmp r3, #0
    it eq
    bxeq lr
    push {r4-r11, lr}
    sub sp, sp, #FRAME
    ldr r4, [sp, #ARG5]
    add r3, r2, r3, lsl #4
    stm sp, {r0-r4}             /* HP, (r), PTR, END, HIBIT */
    ldm r0, {r4-r6}             /* h as a product: w0..w2, */
    ldrd r8, r7, [r0, #12]      /* w3 and top = h4 <= 4 */
    mov r0, r2
    ldm r1, {r9-r12}
    add lr, r12, r12, lsr #2    /* s3 */

/* One block at r0: h = (w + m + (top + hibit) 2^128, reduced) r. */
.Lblock:
    ldr r1, [r0], #16
    ldr r2, [r0, #-12]
    ldr r3, [r0, #-8]
    str r0, [sp, #PTR]
    adds r1, r4, r1
    adcs r2, r5, r2
    ldr r4, [r0, #-4]           /* loads leave the carry alone */
    ldr r5, [sp, #HIBIT]
    adcs r3, r6, r3
    adcs r6, r8, r4
    adc r8, r7, r5              /* t = top + carry + hibit < 2^31 + 2 */
    REDUCE r1, r2, r3, r6, r8, r4
    add r5, r10, r10, lsr #2    /* s1 */
    add r6, r11, r11, lsr #2    /* s2 */

    /* column 0 */
    umull r4, r8, r0, r9        /* h0 r0 */
    umlal r4, r8, r1, lr        /* h1 s3 */
    umlal r4, r8, r2, r6        /* h2 s2 */
    umlal r4, r8, r3, r5        /* h3 s1: w0 = r4 */
    /* column 1, in s1's register */
    mul r5, r7, r5              /* h4 s1 */
    umaal r5, r8, r0, r10       /* h0 r1 + the carry */
    umlal r5, r8, r1, r9        /* h1 r0 */
    umlal r5, r8, r2, lr        /* h2 s3 */
    umlal r5, r8, r3, r6        /* h3 s2: w1 = r5 */
    /* column 2, in s2's register */
    mul r6, r7, r6              /* h4 s2 */
    umaal r6, r8, r0, r11       /* h0 r2 + the carry */
    umlal r6, r8, r1, r10       /* h1 r1 */
    umlal r6, r8, r2, r9        /* h2 r0 */
    umlal r6, r8, r3, lr        /* h3 s3: w2 = r6 */
    /* column 3 and the top word: (r7:r8) = (h4 r0 : carry + h4 s3) */
    mla r8, r7, lr, r8          /* < 4.25 * 2^28 + 1 + 5 * 2^28 */
    mul r7, r7, r9              /* < 2^30 */
    umlal r8, r7, r0, r12       /* h0 r3 */
    umlal r8, r7, r1, r11       /* h1 r2 */
    umlal r8, r7, r2, r10       /* h2 r1 */
    umlal r8, r7, r3, r9        /* h3 r0: w3 = r8, top = r7 < 2^31 */

    ldr r0, [sp, #PTR]
    ldr r1, [sp, #END]
    cmp r0, r1
    bne .Lblock

    REDUCE r4, r5, r6, r8, r7, r0
    ldr r4, [sp, #HP]
    stm r4, {r0-r3, r7}
    add sp, sp, #FRAME
    pop {r4-r11, pc}
    .size halite_poly1305_blocks_armv7em, . - halite_poly1305_blocks_armv7em
