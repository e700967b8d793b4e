@ SPDX-License-Identifier: ISC
/*
 * Poly1305 blocks for the Cortex-M3 (ARMv7-M, Thumb-2):
 * halite_poly1305_blocks_armv7m, the same function as
 * halite_poly1305_blocks_ctmul16 (src/internal.h), with the same method:
 * every product of secrets is a 32-bit MUL or MLA whose true value fits 32
 * bits; no UMULL/UMLAL (docs/design.md, Constant time). Key loading, the
 * padded last block and the final reduction are C
 * (src/onetimeauth/poly1305.c).
 *
 * Representation. h = h0 + h1 2^32 + h2 2^64 + h3 2^96 + h4 2^128 with
 * 32-bit words h0..h3 and h4 <= 4 on entry and exit (h4 <= 6 when a block
 * is multiplied). Each word is cut into 16-bit halves hl, hh; each clamped
 * word r_b < 2^28 into 14-bit pieces rl, rh. The word product h_a r_b is
 *     hl rl + hl rh 2^14 + hh rl 2^16 + hh rh 2^30,
 * four products < 2^30, so column k = a + b (at most four word products)
 * keeps four 32-bit sums P0, P14, P16, P30 that cannot overflow. Each column
 * is then combined into a 64-bit value with ADDS/ADC; its high word is the
 * carry c_k into column k+1. Columns 4..7 also get h4 r_b (< 6 * 2^28). The
 * product is L + 2^128 U with U < 2^127; since 2^130 = 5 mod p,
 *     h = L + (U & ~3) + (U >> 2) + (U & 3) 2^128,  so h4 <= 4 afterwards.
 * Inside the loop h4 is hibit larger between blocks: the fold adds the next
 * block's 2^128 bit, and the end takes it back out.
 *
 * Register allocation of the block loop:
 *     r4  r5  r6  r7  r8  r9  r10 r11    hl0 hh0 hl1 hh1 hl2 hh2 hl3 hh3
 *     r0  r1  r2  r3                     P0  P14 P16 P30 of the column
 *     r12 lr                             rl_b, rh_b (LDRD)
 * The rows of each column are ordered so that its first word product uses
 * the r_b whose pieces the previous column loaded last: 10 LDRD per block
 * instead of 16. For that the combinations build their high word in r3 and
 * leave r12, lr alone. Row a is dead after column a+3; from column 3 on r4 holds
 * the carry, r5 h4, and r6..r9 collect w4..w7 (the words of U). Between
 * blocks h0..h3 are in r0..r3, h4 in r12, the block pointer in r11 and
 * hibit in r4 (loaded with w0..w3 by the fold's LDM).
 *
 * Bounds the carries rely on: c_0 < 2^28 + 1, c_1 < 2^29 + 1 and c_5 < 2^31
 * ride in the P0 of the next column, which has at most 3, 3 and 1 terms
 * (3 (2^30 - 2^16) + 2^29 + 1 < 2^32, 2^30 + 2^31 < 2^32); c_2, c_3, c_4
 * are added in the combination because the next P0 has no room. The high
 * word of a column is (P30 >> 2) + (P14 >> 18) + (P16 >> 16) + h4 r_b +
 * carries < 2^30 + 2^17 + 6 * 2^28 < 2^32.
 *
 * Cost per 16-byte block (modelled): 64 products as 28 MUL + 36 MLA (103
 * cycles with three carries entering by MLA), 10 LDRD (30), 7 column
 * combinations (74), the fold mod 2^130 - 5 with hibit (23), adding the
 * message and splitting h (20), loop (7): 257 cycles.
 *
 * Constant time: no branch or address depends on r, h or the message; loop
 * counts depend on nblocks only. The message is read with single LDR,
 * which ARMv7-M allows unaligned.
 */
    .syntax unified
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(poly1305_armv7m)

/* Frame, offsets from sp. */
    .equ WW, 0          /* w0..w3: the low words of the product */
    .equ HIBIT, 16      /* hibit, loaded with w0..w3 */
    .equ RP, 20         /* rl0 rh0 rl1 rh1 rl2 rh2 rl3 rh3 */
    .equ C2, 52         /* c_2 */
    .equ H4, 56         /* h4 of the block being multiplied */
    .equ MP, 60         /* next block */
    .equ END, 64        /* end of the blocks */
    .equ HP, 68         /* h */
    .equ RW, 72         /* r_0..r_2, whole clamped words */
    .equ FRAME, 84      /* with the 36 pushed bytes, a multiple of 8 */
    .equ ARG5, FRAME + 36   /* hibit, the fifth argument, on the stack */

/* Accumulates the word product h_a r_b into P0, P14, P16, P30; mode 0
 * starts the four sums, mode 1 adds to all four, mode 2 starts all but P0
 * (which holds the carry of the previous column). load 0 reuses rl_b, rh_b
 * left in r12, lr by the previous PROD. */
    .macro PROD mode, hl, hh, b, load=1
    .if \load
    ldrd r12, lr, [sp, #(RP + 8 * \b)]
    .endif
    .if \mode == 0
    mul r0, \hl, r12
    .else
    mla r0, \hl, r12, r0
    .endif
    .if \mode == 1
    mla r2, \hh, r12, r2
    mla r1, \hl, lr, r1
    mla r3, \hh, lr, r3
    .else
    mul r2, \hh, r12
    mul r1, \hl, lr
    mul r3, \hh, lr
    .endif
    .endm

/* Columns 0..2: w_k = low word of P0 + P14 2^14 + P16 2^16 + P30 2^30 (P0
 * holds c_{k-1} when k > 0) goes to the stack, c_k to \cout; the high word
 * builds up in r3, so r12 and lr keep their pieces for the next column. */
    .macro COMB_LO k, cout
    adds r0, r0, r3, lsl #30
    lsr r3, r3, #2
    adc r3, r3, r1, lsr #18
    adds r0, r0, r1, lsl #14
    adc r3, r3, r2, lsr #16
    adds r0, r0, r2, lsl #16
    str r0, [sp, #(WW + 4 * \k)]
    adc \cout, r3, #0
    .endm

/* Columns 3..6: as COMB_LO plus h4 r_b (h4 in r5, \t a free register; b < 0
 * takes r_b from the pieces in r12, lr) in the high word and, when given,
 * the carry \cin (loaded from \cinmem once \t is free) in the low word;
 * w_k goes to \wout, c_k to \cout. */
    .macro COMB_HI t, b, wout, cout, cin=, cinmem=
    .if \b < 0
    add \t, r12, lr, lsl #14
    .else
    ldr \t, [sp, #(RW + 4 * \b)]
    .endif
    mul \t, r5, \t              /* h4 r_b < 6 * 2^28 */
    adds r0, r0, r3, lsl #30
    lsr r3, r3, #2
    adc r3, r3, \t
    .ifnb \cinmem
    ldr \t, [sp, #\cinmem]
    .endif
    adds r0, r0, r1, lsl #14
    adc r3, r3, r1, lsr #18
    .ifb \cin
    adds \wout, r0, r2, lsl #16
    adc \cout, r3, r2, lsr #16
    .else
    adds r0, r0, r2, lsl #16
    adc r3, r3, r2, lsr #16
    adds \wout, r0, \cin
    adc \cout, r3, #0
    .endif
    .endm

/* void halite_poly1305_blocks_armv7m(uint32_t h[5], const uint32_t r[4],
 *                                    const unsigned char *m, size_t nblocks,
 *                                    uint32_t hibit) */
    .global halite_poly1305_blocks_armv7m
    .type halite_poly1305_blocks_armv7m, %function
    .align 2
    .thumb_func
halite_poly1305_blocks_armv7m:
    cmp r3, #0
    it eq
    bxeq lr
    push {r4-r11, lr}
    sub sp, sp, #FRAME
    str r0, [sp, #HP]
    add r3, r2, r3, lsl #4
    str r3, [sp, #END]
    mov r11, r2

    /* r's words (clamped by the caller) and their 14-bit pieces. */
    ldm r1, {r6-r9}
    add r12, sp, #RW
    stm r12, {r6-r8}
    ubfx r10, r6, #0, #14
    lsr lr, r6, #14
    strd r10, lr, [sp, #(RP + 0)]
    ubfx r10, r7, #0, #14
    lsr lr, r7, #14
    strd r10, lr, [sp, #(RP + 8)]
    ubfx r10, r8, #0, #14
    lsr lr, r8, #14
    strd r10, lr, [sp, #(RP + 16)]
    ubfx r10, r9, #0, #14
    lsr lr, r9, #14
    strd r10, lr, [sp, #(RP + 24)]

    ldr r4, [sp, #ARG5]
    str r4, [sp, #HIBIT]
    ldm r0, {r0-r3, r12}
    add r12, r12, r4            /* the first block's 2^128 bit */

/* One block at r11: h += m (r12 already has its 2^128 bit), split h into
 * halves, h *= r, and add the next block's 2^128 bit. */
.Lblock:
    ldr r5, [r11, #4]
    ldr r6, [r11, #8]
    ldr r7, [r11, #12]
    ldr r4, [r11], #16
    str r11, [sp, #MP]
    adds r0, r0, r4
    adcs r1, r1, r5
    adcs r2, r2, r6
    adcs r3, r3, r7
    adc r12, r12, #0            /* h4 <= 5 + 1 */
    str r12, [sp, #H4]
    uxth r4, r0
    lsr r5, r0, #16
    uxth r6, r1
    lsr r7, r1, #16
    uxth r8, r2
    lsr r9, r2, #16
    uxth r10, r3
    lsr r11, r3, #16

    /* column 0 */
    PROD 0, r4, r5, 0
    COMB_LO 0, r0
    /* column 1, rows in the order that reuses the pieces of r_0, then r_1 */
    PROD 2, r6, r7, 0, 0
    PROD 1, r4, r5, 1
    COMB_LO 1, r0
    /* column 2 */
    PROD 2, r6, r7, 1, 0
    PROD 1, r4, r5, 2
    PROD 1, r8, r9, 0
    COMB_LO 2, r3
    str r3, [sp, #C2]
    /* column 3: four terms per sum, so c_2 is added in the combination;
     * row 0 last, so r4, r5 are free for it */
    PROD 0, r10, r11, 0, 0
    PROD 1, r6, r7, 2
    PROD 1, r8, r9, 1
    PROD 1, r4, r5, 3
    ldr r5, [sp, #H4]
    COMB_HI r4, 0, r0, r4, r4, C2
    str r0, [sp, #(WW + 12)]
    /* column 4: row 1 first (reusing r_3), then free for h4 r_1 and w4 */
    PROD 0, r6, r7, 3, 0
    PROD 1, r10, r11, 1
    PROD 1, r8, r9, 2
    COMB_HI r6, 1, r6, r4, r4
    /* column 5; c_5 < 2^31 goes into column 6's P0 */
    PROD 0, r10, r11, 2, 0
    PROD 1, r8, r9, 3
    COMB_HI r7, 2, r7, r0, r4
    /* column 6; c_6 is w7 */
    PROD 2, r10, r11, 3, 0
    COMB_HI r8, -1, r8, r9

    /* h = L + (U & ~3) + (U >> 2) + (U & 3) 2^128, U = r6..r9 (< 2^127),
     * plus hibit 2^128 for the next block; U >> 2 is added as its two
     * non-overlapping parts, w >> 2 and w << 30, in two carry chains. */
    ldm sp, {r0-r4}
    and r12, r6, #3
    bic lr, r6, #3
    adds r0, r0, lr
    adcs r1, r1, r7
    adcs r2, r2, r8
    adcs r3, r3, r9
    adc r12, r12, r4
    adds r0, r0, r6, lsr #2
    adcs r1, r1, r7, lsr #2
    adcs r2, r2, r8, lsr #2
    adcs r3, r3, r9, lsr #2
    adc r12, r12, #0
    adds r0, r0, r7, lsl #30
    adcs r1, r1, r8, lsl #30
    adcs r2, r2, r9, lsl #30
    adcs r3, r3, #0
    adc r12, r12, #0            /* h < 4.6 * 2^128 + 2^128: h4 <= 5 */

    ldr r11, [sp, #MP]
    ldr lr, [sp, #END]
    cmp r11, lr
    bne .Lblock

    sub r12, r12, r4            /* no next block: take its bit back out */
    ldr lr, [sp, #HP]
    stm lr, {r0-r3, r12}

    /* Wipe the frame: r, its pieces and the product words. */
    movs r0, #0
    movs r1, #0
    movs r2, #0
    movs r3, #0
    movs r4, #0
    movs r5, #0
    movs r6, #0
    mov r7, sp
    stm r7!, {r0-r6}
    stm r7!, {r0-r6}
    stm r7!, {r0-r6}
    add sp, sp, #FRAME
    pop {r4-r11, pc}
    .size halite_poly1305_blocks_armv7m, . - halite_poly1305_blocks_armv7m
