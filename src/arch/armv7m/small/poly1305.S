/*
 * Poly1305 blocks for the small build on the Cortex-M3 (ARMv7-M, Thumb-2):
 * halite_poly1305_blocks_armv7m_small, the function of src/internal.h, in
 * about a third of the speed kernel's bytes (src/arch/armv7m/poly1305.S) at
 * 1.6 times its cycles. Every product of secrets is a 32-bit MUL or MLA
 * whose true value fits 32 bits; no UMULL/UMLAL (DESIGN.md §3).
 *
 * Method: h r by rows. h = h0 + h1 2^32 + h2 2^64 + h3 2^96 + h4 2^128
 * (h4 <= 4 on entry and exit, <= 6 once a block is added); each clamped
 * word r_b < 2^28 is cut into 14-bit pieces rl_b, rh_b. Row b adds
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
 * Register allocation of the block loop:
 *     r4 r5 r6 r7      h0..h3 (between blocks and while the rows run)
 *     r2               h4
 *     r1               &W[a+b] (the word the next product goes to)
 *     r8 r9            rl_b, rh_b
 *     r10              the carry c
 *     r11 r12 lr r0    hl, hh, the products, W[a+b]
 *     r3               the block pointer, between rows the end of the rows
 *
 * Constant time: no branch or address depends on r, h or the message; loop
 * counts depend on nblocks only. The message is read with single LDR,
 * which ARMv7-M allows unaligned.
 */
    .syntax unified
    .thumb
    .text

/* Frame, offsets from sp. */
    .equ W, 0           /* W[0..7]: the product */
    .equ RL, 32         /* rl_0..rl_3 */
    .equ RH, 48         /* rh_0..rh_3 */
    .equ MP, 64         /* next block */
    .equ END, 68        /* end of the blocks */
    .equ HP, 72         /* h */
    .equ HIBIT, 76      /* hibit */
    .equ FRAME, 84      /* with the 36 pushed bytes, a multiple of 8 */
    .equ ARG5, FRAME + 36   /* hibit, the fifth argument, on the stack */

/* W[a+b] + c + h_a r_b: the low word to W[a+b] (r1 moves to the next
 * word), the high word to c (r10). \h holds h_a. */
    .macro WORD h
    uxth r11, \h
    lsr r12, \h, #16
    mla r10, r11, r8, r10       /* hl rl + c < 2^30 + 2^28 + 2 */
    mul r11, r11, r9            /* hl rh */
    mul lr, r12, r8             /* hh rl */
    mul r12, r12, r9            /* hh rh */
    ldr r0, [r1]
    adds r0, r0, r10
    lsr r10, r11, #18
    adc r10, r10, r12, lsr #2
    adds r0, r0, r11, lsl #14
    adc r10, r10, lr, lsr #16
    adds r0, r0, lr, lsl #16
    adc r10, r10, #0
    adds r0, r0, r12, lsl #30
    adc r10, r10, #0
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
    cmp r3, #0
    it eq
    bxeq lr
    push {r4-r11, lr}
    sub sp, sp, #FRAME
    str r0, [sp, #HP]
    str r2, [sp, #MP]
    add r3, r2, r3, lsl #4
    str r3, [sp, #END]
    ldr r3, [sp, #ARG5]
    str r3, [sp, #HIBIT]

    /* r's 14-bit pieces (the caller clamped r: r_b < 2^28) */
    movs r3, #0
.Lpieces:
    ldr r12, [r1, r3]
    ubfx r11, r12, #0, #14
    lsr r12, r12, #14
    add lr, sp, r3
    str r11, [lr, #RL]
    str r12, [lr, #RH]
    adds r3, r3, #4
    cmp r3, #16
    bne .Lpieces
    ldm r0, {r4-r7}
    ldr r2, [r0, #16]

/* One block: h += m + hibit 2^128, h = h r mod p (partially). */
.Lblock:
    ldr r3, [sp, #MP]
    ldr r8, [r3]
    ldr r9, [r3, #4]
    ldr r10, [r3, #8]
    ldr r11, [r3, #12]
    ldr r12, [sp, #HIBIT]
    adds r3, r3, #16
    str r3, [sp, #MP]
    adds r4, r4, r8
    adcs r5, r5, r9
    adcs r6, r6, r10
    adcs r7, r7, r11
    adc r2, r2, r12             /* h4 <= 4 + 1 + 1 */
    movs r0, #0
    movs r1, #0
    movs r3, #0
    mov r8, #0
    stm sp, {r0, r1, r3, r8}    /* W[0..3] = 0 */
    mov r1, sp
    add r3, sp, #16

.Lrow:                          /* r1 = &W[b] */
    ldr r8, [r1, #RL]
    ldr r9, [r1, #RH]
    movs r10, #0
    WORD r4
    WORD r5
    WORD r6
    WORD r7
    add r11, r8, r9, lsl #14    /* r_b */
    mla r10, r2, r11, r10       /* c + h4 r_b < 2^28 + 2 + 6 2^28 */
    str r10, [r1]               /* W[b+4], which no earlier row wrote */
    sub r1, r1, #12             /* &W[b+1] */
    cmp r1, r3
    bne .Lrow

    /* h = L + (U & ~3) + (U >> 2) + (U & 3) 2^128, L = r4..r7 and
     * U = r8..r11 (< 2^127); U >> 2 as its two non-overlapping parts,
     * w >> 2 and w << 30, in two carry chains. */
    ldm sp, {r4-r11}
    and r2, r8, #3
    bic r12, r8, #3
    adds r4, r4, r12
    adcs r5, r5, r9
    adcs r6, r6, r10
    adcs r7, r7, r11
    adc r2, r2, #0
    adds r4, r4, r8, lsr #2
    adcs r5, r5, r9, lsr #2
    adcs r6, r6, r10, lsr #2
    adcs r7, r7, r11, lsr #2
    adc r2, r2, #0
    adds r4, r4, r9, lsl #30
    adcs r5, r5, r10, lsl #30
    adcs r6, r6, r11, lsl #30
    adcs r7, r7, #0
    adc r2, r2, #0              /* h < 4.6 2^128: h4 <= 4 */

    ldr r3, [sp, #MP]
    ldr r12, [sp, #END]
    cmp r3, r12
    bne .Lblock

    ldr r0, [sp, #HP]
    stm r0, {r4-r7}
    str r2, [r0, #16]

    /* Wipe the frame: r's pieces and the product. */
    movs r0, #0
    movs r1, #0
    movs r2, #0
    movs r3, #0
    mov r4, sp
    stm r4!, {r0-r3}
    stm r4!, {r0-r3}
    stm r4!, {r0-r3}
    stm r4!, {r0-r3}
    add sp, sp, #FRAME
    pop {r4-r11, pc}
    .size halite_poly1305_blocks_armv7m_small, . - halite_poly1305_blocks_armv7m_small
