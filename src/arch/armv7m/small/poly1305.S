@ SPDX-License-Identifier: ISC
/*
 * Poly1305 blocks for the small build on the Cortex-M3 (ARMv7-M, Thumb-2):
 * halite_poly1305_blocks_armv7m_small, the function of src/internal.h, in
 * 454 bytes against the speed kernel's 832 (src/arch/armv7m/poly1305.S),
 * at 421 modelled cycles a block against 259: one row of products is
 * unrolled where the speed kernel unrolls all sixteen. Every product of
 * secrets is a 32-bit MUL or MLA whose true value fits 32 bits; no
 * UMULL/UMLAL (docs/design.md, Constant time).
 *
 * Method: h r by rows. h = h0 + h1 2^32 + h2 2^64 + h3 2^96 + h4 2^128
 * (h4 <= 4 on entry and exit, <= 6 once a block is added); each clamped
 * word r_b < 2^28 is cut into 14-bit pieces rl_b, rh_b as row b starts
 * (from the frame's copy of r: r1 reaches it as well as W). Row b adds
 * h r_b 2^(32b) to the product W[0..7] (zero before row 0): for each word
 * a = 0..3, with h_a cut into 16-bit halves hl, hh,
 *     h_a r_b = hl rl + hl rh 2^14 + hh rl 2^16 + hh rh 2^30
 * (four MULs < 2^30), and W[a+b] + c + h_a r_b < 2^60 + 2^33 is one 64-bit
 * sum whose high word is the carry c < 2^28 + 2 (so c + hl rl < 2^32 rides
 * in the MLA). The row ends with W[b+4] = c + h4 r_b < 7 2^28 + 2: no
 * earlier row wrote W[b+4], and the row's sum carries no further, so
 * W[0..7] is the product (< 2^131 2^124). Then, as in the speed kernel,
 * with U = W[4..7] and 2^130 = 5 mod p,
 *     h = W[0..3] + (U & ~3) + (U >> 2) + (U & 3) 2^128,  h4 <= 4.
 *
 * Register allocation of the block loop (the row's working set in low
 * registers, for 16-bit encodings):
 *     r8 r9 r10 r11    h0..h3 (between blocks and while the rows run)
 *     r12              h4
 *     r1               &W[a+b] (the word the next product goes to)
 *     lr               &W[4], where the rows end
 *     r5 r6            rl_b, rh_b
 *     r4               the carry c
 *     r2 r3 r7 r0      hl, hh, the products, W[a+b]
 *
 * Constant time: no branch or address depends on r, h or the message; loop
 * counts depend on nblocks only. The message is read with single LDR,
 * which ARMv7-M allows unaligned.
 */
    .syntax unified
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(poly1305_armv7m_small)

/* Frame, offsets from sp. */
    .equ W, 0           /* W[0..7]: the product */
    .equ R, 32          /* r_0..r_3 */
    .equ MP, 48         /* next block */
    .equ END, 52        /* end of the blocks */
    .equ HP, 56         /* h */
    .equ FRAME, 60      /* with the 36 pushed bytes, a multiple of 8 */
    .equ ARG5, FRAME + 36   /* hibit, the fifth argument, on the stack */

/* W[a+b] + c + h_a r_b: the low word to W[a+b] (r1 moves to the next
 * word), the high word to c (r4). \h holds h_a. */
    .macro WORD h
    uxth r2, \h
    lsr r3, \h, #16
    mla r4, r2, r5, r4          /* hl rl + c < 2^30 + 2^28 + 2 */
    mul r7, r3, r5              /* hh rl */
    muls r2, r6, r2             /* hl rh */
    muls r3, r6, r3             /* hh rh */
    ldr r0, [r1]
    adds r0, r0, r4
    lsr r4, r2, #18
    adc r4, r4, r3, lsr #2
    adds r0, r0, r2, lsl #14
    adc r4, r4, r7, lsr #16
    adds r0, r0, r7, lsl #16
    adc r4, r4, #0
    adds r0, r0, r3, lsl #30
    adc r4, r4, #0
    str r0, [r1], #4
    .endm

/* void halite_poly1305_blocks_armv7m_small(uint32_t h[5], const uint32_t r[4],
 *                                          const unsigned char *m,
 *                                          size_t nblocks, uint32_t hibit) */
    .global halite_poly1305_blocks_armv7m_small
    .type halite_poly1305_blocks_armv7m_small, %function
    .align 2
    .thumb_func
halite_poly1305_blocks_armv7m_small:
    push {r4-r11, lr}
    sub sp, sp, #FRAME
    str r0, [sp, #HP]
    add r3, r2, r3, lsl #4
    str r3, [sp, #END]

    ldm r1, {r4-r7}             /* r, clamped by the caller: r_b < 2^28 */
    add r1, sp, #R
    stm r1, {r4-r7}
    ldm r0, {r8-r12}
    mov r3, r2
    b .Lcheck                   /* nblocks may be 0 */

/* One block at r3: h += m + hibit 2^128, h = h r mod p (partially). */
.Lblock:
    ldr r4, [r3]
    ldr r5, [r3, #4]
    ldr r6, [r3, #8]
    ldr r7, [r3, #12]
    adds r3, r3, #16
    str r3, [sp, #MP]
    ldr r2, [sp, #ARG5]         /* hibit */
    adds r8, r8, r4
    adcs r9, r9, r5
    adcs r10, r10, r6
    adcs r11, r11, r7
    adc r12, r12, r2            /* h4 <= 4 + 1 + 1 */
    movs r0, #0
    movs r2, #0
    strd r0, r2, [sp, #W]       /* W[0..3] = 0 */
    strd r0, r2, [sp, #(W + 8)]
    mov r1, sp
    add lr, sp, #16

.Lrow:                          /* r1 = &W[b] */
    ldr r2, [r1, #R]            /* r_b, */
    ubfx r5, r2, #0, #14        /* rl_b */
    lsrs r6, r2, #14            /* rh_b */
    movs r4, #0
    WORD r8
    WORD r9
    WORD r10
    WORD r11
    ldr r2, [r1, #(R - 16)]     /* r_b (r1 = &W[b+4]) */
    mla r4, r12, r2, r4         /* c + h4 r_b < 2^28 + 2 + 6 2^28 */
    str r4, [r1]                /* W[b+4], which no earlier row wrote */
    subs r1, r1, #12            /* &W[b+1] */
    cmp r1, lr
    bne .Lrow

    /* h = L + (U & ~3) + (U >> 2) + (U & 3) 2^128, L = r0..r3 and
     * U = r4..r7 (< 2^127); U >> 2 as its two non-overlapping parts,
     * w >> 2 and w << 30, in two carry chains. */
    ldm sp, {r0-r7}
    bic r8, r4, #3
    adds r8, r8, r0
    adcs r9, r1, r5
    adcs r10, r2, r6
    adcs r11, r3, r7
    and r12, r4, #3
    adc r12, r12, #0
    adds r8, r8, r4, lsr #2
    adcs r9, r9, r5, lsr #2
    adcs r10, r10, r6, lsr #2
    adcs r11, r11, r7, lsr #2
    adc r12, r12, #0
    adds r8, r8, r5, lsl #30
    adcs r9, r9, r6, lsl #30
    adcs r10, r10, r7, lsl #30
    adcs r11, r11, #0
    adc r12, r12, #0            /* h < 4.6 2^128: h4 <= 4 */

    ldr r3, [sp, #MP]
.Lcheck:
    ldr r2, [sp, #END]
    cmp r3, r2
    bne .Lblock

    ldr r0, [sp, #HP]
    stm r0, {r8-r12}

    /* Wipe the frame's secrets: the product and r. */
    mov r0, sp
    movs r1, #0
    movs r2, #(R + 16)
    bl memset
    add sp, sp, #FRAME
    pop {r4-r11, pc}
    .size halite_poly1305_blocks_armv7m_small, . - halite_poly1305_blocks_armv7m_small
