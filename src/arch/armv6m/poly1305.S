@ SPDX-License-Identifier: ISC
/*
 * Poly1305 blocks for the Cortex-M0/M0+ (ARMv6-M, Thumb-1 only):
 * halite_poly1305_blocks_armv6m, the same function as
 * halite_poly1305_blocks_ctmul16 (src/internal.h) with the same method.
 * MULS (32x32 -> low 32 bits) is the only multiply and takes the same
 * time whatever its operands on the M0 and M0+; every product below has
 * a true value under 2^32. Key loading, the padded last block and the
 * final reduction are C (src/onetimeauth/poly1305.c).
 *
 * Representation. h = h0 + h1 2^32 + h2 2^64 + h3 2^96 + h4 2^128 with
 * 32-bit words h0..h3 and h4 <= 4 on entry and exit (h4 <= 6 once a block
 * and its 2^128 bit are added). Each word h_a is cut into 16-bit halves
 * hl_a, hh_a; each clamped word r_b < 2^28 into 14-bit pieces rl_b, rh_b.
 * The word product h_a r_b is
 *     hl rl + hl rh 2^14 + hh rl 2^16 + hh rh 2^30,
 * four products of at most M = (2^16 - 1)(2^14 - 1) < 2^30. Column k of
 * the product (weight 2^32k) keeps four sums P0, P14, P16, P30 of its
 * word products; h4 is a fifth row with hl = h4, hh = 0, in columns 4..7
 * (h4 rl_b and h4 rh_b < 6 * 2^14). A column has at most four word
 * products, so each sum is under 4M + 6 * 2^14 < 2^32. The column is then
 * combined,
 *     V_k = P0 + P14 2^14 + P16 2^16 + P30 2^30 + c_(k-1),
 * its low word w_k is stored and its high word is the carry c_k. The
 * product is L + 2^128 U with L = w0..w3 and U = w4..w7 < 2^127, and
 * since 2^130 = 5 mod p,
 *     h = L + (U & ~3) + (U >> 2) + (U & 3) 2^128,  so h4 <= 4 afterwards
 * (L + 5/4 U < 2^128 + 5/4 2^127 < 4.5 * 2^128).
 *
 * Carries: c_k < n_k M (2^30 + 2^16 + 2^14 + 1) 2^-32 + 1 < n_k 2^28 + 2^15
 * with n_k the word products of column k (1 2 3 4 3 2 1, plus the h4 row).
 * c_0, c_1, c_4 and c_5 start the next column's P0, which has at most 3, 3,
 * 2 and 1 word products: 3M + 2^29 + 2^15 < 2^32, 2M + 6 * 2^14 +
 * 3 * 2^28 + 2^15 < 2^32, M + 6 * 2^14 + 2^29 + 2^15 < 2^32. c_2 and c_3
 * (columns 3 and 4 have no room) are added in the combination. c_6 < 2^29
 * starts w7.
 *
 * Registers in the products of a column:
 *     r0 r1  r2  r3     P0 P14 P16 P30
 *     r4                the product (MULS is destructive: r4 takes a copy
 *                       of the r piece, then the h half multiplies it)
 *     r5 r6             hl_a, hh_a of the row being added (or h4 in r5)
 *     r7                carry, and temporary of the combination
 *     r8  r9  r10 r11   rl0 rh0 rl1 rh1
 *     r12 lr            rl2 rh2;  rl3, rh3 in the frame
 * Rows are ordered so that a column starts with the last row of the
 * previous one: 11 loads of halves a block instead of 16.
 *
 * Cost per 16-byte block (modelled, M0+): about 490 cycles: 72 products at
 * 3 (the piece into r4 by MOV, or LDR for rl3/rh3; MULS; ADDS), 11 loads
 * of halves, 7 column combinations of about 17, the fold about 45, the
 * message and the halves about 40. Stack: 148 bytes.
 *
 * Constant time: no branch or address depends on r, h or the message; the
 * loop counts blocks. The message is read with LDM when it is
 * word-aligned and bytewise otherwise (ARMv6-M faults on unaligned LDR);
 * that choice depends on its address only.
 */
    .syntax unified
    .cpu cortex-m0
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(poly1305_armv6m)

/* Frame, offsets from sp. */
    .equ HH, 0          /* hl0 hh0 hl1 hh1 hl2 hh2 hl3 hh3 */
    .equ WW, 32         /* w0..w7: the product */
    .equ RL3, 64        /* rl3, rh3 */
    .equ RH3, 68
    .equ C3, 72         /* c_2 (column 3 adds it), then c_3 (column 4) */
    .equ HW, 76         /* h0 h1 h2 h3 h4 between blocks */
    .equ MP, 96         /* next block */
    .equ END, 100       /* end of the blocks */
    .equ HP, 104        /* h */
    .equ HIBIT, 108
    .equ FRAME, 112     /* + 36 pushed = 148 bytes of stack */
    .equ ARG5, FRAME + 36   /* hibit, the fifth argument, on the stack */

/* Rd = the r piece p (rl0 rh0 rl1 rh1 rl2 rh2 are r8 r9 r10 r11 r12 lr;
 * rl3 and rh3 are frame words). */
    .macro GETR rd, p
    .ifc \p, rl0
    mov \rd, r8
    .endif
    .ifc \p, rh0
    mov \rd, r9
    .endif
    .ifc \p, rl1
    mov \rd, r10
    .endif
    .ifc \p, rh1
    mov \rd, r11
    .endif
    .ifc \p, rl2
    mov \rd, r12
    .endif
    .ifc \p, rh2
    mov \rd, lr
    .endif
    .ifc \p, rl3
    ldr \rd, [sp, #RL3]
    .endif
    .ifc \p, rh3
    ldr \rd, [sp, #RH3]
    .endif
    .endm

/* acc = half * piece (start = 1) or acc += half * piece. */
    .macro MAC acc, half, piece, start
    .if \start
    GETR \acc, \piece
    muls \acc, \half, \acc
    .else
    GETR r4, \piece
    muls r4, \half, r4
    adds \acc, r4
    .endif
    .endm

/* Adds the word product h_a r_b (halves in r5, r6) to P0 P14 P16 P30;
 * sN = 1 starts that sum instead. */
    .macro ROW b, s0=0, s14=0, s16=0, s30=0
    MAC r0, r5, rl\b, \s0
    MAC r1, r5, rh\b, \s14
    MAC r2, r6, rl\b, \s16
    MAC r3, r6, rh\b, \s30
    .endm

/* The h4 row (h4 in r5) in column 4 + b: h4 rl_b to P0, h4 rh_b to P14. */
    .macro ROW4 b, s0=0, s14=0
    MAC r0, r5, rl\b, \s0
    MAC r1, r5, rh\b, \s14
    .endm

/* r5, r6 = hl_a, hh_a. */
    .macro HALVES a
    ldr r5, [sp, #(HH + 8 * \a)]
    ldr r6, [sp, #(HH + 8 * \a + 4)]
    .endm

/* Combines column k: w_k = the low word of P0 + P14 2^14 + P16 2^16 +
 * P30 2^30 (+ the frame word cinmem when given) goes to WW + 4k and stays
 * in r0, the high word c_k goes to r7. r4 is clobbered; r5, r6 are kept.
 * MOVS and the loads leave the carry alone. */
    .macro COMB k, cinmem=
    .ifnb \cinmem
    ldr r7, [sp, #\cinmem]
    adds r0, r7
    movs r4, #0
    adcs r4, r4
    .else
    movs r4, #0
    .endif
    lsrs r7, r1, #18
    lsls r1, r1, #14
    adds r0, r1
    adcs r4, r7
    lsrs r7, r2, #16
    lsls r2, r2, #16
    adds r0, r2
    adcs r4, r7
    lsrs r7, r3, #2
    lsls r3, r3, #30
    adds r0, r3
    adcs r4, r7
    str r0, [sp, #(WW + 4 * \k)]
    mov r7, r4
    .endm

/* void halite_poly1305_blocks_armv6m(uint32_t h[5], const uint32_t r[4],
 *                                    const unsigned char *m, size_t nblocks,
 *                                    uint32_t hibit) */
    .global halite_poly1305_blocks_armv6m
    .type halite_poly1305_blocks_armv6m, %function
    .align 2
    .thumb_func
halite_poly1305_blocks_armv6m:
    cmp r3, #0
    bne .Lpoly_start
    bx lr
.Lpoly_start:
    push {r4-r7, lr}
    mov r4, r8
    mov r5, r9
    mov r6, r10
    mov r7, r11
    push {r4-r7}
    sub sp, #FRAME
    str r0, [sp, #HP]
    lsls r3, r3, #4
    adds r3, r2
    str r3, [sp, #END]
    str r2, [sp, #MP]
    ldr r3, [sp, #ARG5]
    str r3, [sp, #HIBIT]
    /* h into the frame */
    ldm r0!, {r2-r6}
    add r0, sp, #HW
    stm r0!, {r2-r6}
    /* r's 14-bit pieces (the caller clamped r: r_b < 2^28) */
    ldm r1!, {r4-r7}
    lsls r0, r4, #18
    lsrs r0, r0, #18
    mov r8, r0
    lsrs r0, r4, #14
    mov r9, r0
    lsls r0, r5, #18
    lsrs r0, r0, #18
    mov r10, r0
    lsrs r0, r5, #14
    mov r11, r0
    lsls r0, r6, #18
    lsrs r0, r0, #18
    mov r12, r0
    lsrs r0, r6, #14
    mov lr, r0
    lsls r0, r7, #18
    lsrs r0, r0, #18
    str r0, [sp, #RL3]
    lsrs r0, r7, #14
    str r0, [sp, #RH3]

/* One block at MP: h += m + hibit 2^128, h *= r. */
.Lpoly_block:
    ldr r7, [sp, #MP]
    lsls r0, r7, #30
    bne .Lpoly_bytes
    ldm r7!, {r0-r3}
    b .Lpoly_loaded
.Lpoly_bytes:
    /* little-endian words at any alignment */
    .irp r, r0, r1, r2, r3
    ldrb \r, [r7, #3]
    ldrb r4, [r7, #2]
    lsls \r, \r, #24
    lsls r4, r4, #16
    orrs \r, r4
    ldrb r4, [r7, #1]
    ldrb r5, [r7, #0]
    lsls r4, r4, #8
    orrs \r, r4
    orrs \r, r5
    adds r7, #4
    .endr
.Lpoly_loaded:
    str r7, [sp, #MP]
    add r7, sp, #HW
    ldm r7!, {r4-r6}
    adds r0, r4
    adcs r1, r5
    adcs r2, r6
    ldm r7!, {r4, r5}
    adcs r3, r4
    ldr r6, [sp, #HIBIT]
    adcs r5, r6                 /* h4 <= 4 + 1 + 1 */
    str r5, [sp, #(HW + 16)]
    /* halves hl0 hh0 .. hl3 hh3 into HH */
    lsrs r7, r3, #16
    uxth r6, r3
    lsrs r5, r2, #16
    uxth r4, r2
    lsrs r3, r1, #16
    uxth r2, r1
    lsrs r1, r0, #16
    uxth r0, r0
    str r7, [sp, #(HH + 28)]
    mov r7, sp
    stm r7!, {r0-r6}
    movs r5, r0
    movs r6, r1

    /* column 0: row 0 */
    ROW 0, 1, 1, 1, 1
    COMB 0
    /* column 1: rows 0, 1; c_0 starts P0 */
    mov r0, r7
    ROW 1, 0, 1, 1, 1
    HALVES 1
    ROW 0
    COMB 1
    /* column 2: rows 1, 2, 0; c_1 starts P0 */
    mov r0, r7
    ROW 1, 0, 1, 1, 1
    HALVES 2
    ROW 0
    HALVES 0
    ROW 2
    COMB 2
    str r7, [sp, #C3]
    /* column 3: rows 0, 1, 2, 3; c_2 joins in the combination */
    ROW 3, 1, 1, 1, 1
    HALVES 1
    ROW 2
    HALVES 2
    ROW 1
    HALVES 3
    ROW 0
    COMB 3, C3
    str r7, [sp, #C3]
    /* column 4: rows 3, 2, 1, h4; c_3 joins in the combination. w4's two
     * low bits are h4's share of the fold (header): kept in C3's slot */
    ROW 1, 1, 1, 1, 1
    HALVES 2
    ROW 2
    HALVES 1
    ROW 3
    ldr r5, [sp, #(HW + 16)]
    ROW4 0
    COMB 4, C3
    lsls r0, r0, #30
    lsrs r0, r0, #30
    str r0, [sp, #C3]
    /* column 5: h4, rows 2, 3; c_4 starts P0 */
    mov r0, r7
    ROW4 1, 0, 1
    HALVES 2
    MAC r0, r5, rl3, 0
    MAC r1, r5, rh3, 0
    MAC r2, r6, rl3, 1
    MAC r3, r6, rh3, 1
    HALVES 3
    ROW 2
    COMB 5
    /* column 6: row 3, h4; c_5 starts P0 */
    mov r0, r7
    ROW 3, 0, 1, 1, 1
    ldr r5, [sp, #(HW + 16)]
    ROW4 2
    COMB 6
    /* column 7: h4 only; w7 = c_6 + h4 rl3 + h4 rh3 2^14 < 2^31 */
    mov r0, r7
    ROW4 3, 0, 1
    lsls r1, r1, #14
    adds r0, r1

    /* h = L + 5Q + (w4 & 3) 2^128 with Q = U >> 2 and 4Q = U & ~3
     * (header); r0 = w7, r1-r3 = w4-w6, r4-r7 = Q. 5Q < 2^128. */
    add r1, sp, #(WW + 16)
    ldm r1, {r1-r3}
    lsrs r4, r1, #2
    lsls r5, r2, #30
    orrs r4, r5
    lsrs r5, r2, #2
    lsls r6, r3, #30
    orrs r5, r6
    lsrs r6, r3, #2
    lsls r7, r0, #30
    orrs r6, r7
    lsrs r7, r0, #2
    lsrs r1, r1, #2
    lsls r1, r1, #2
    adds r1, r4
    adcs r2, r5
    adcs r3, r6
    adcs r0, r7
    add r7, sp, #WW
    ldm r7, {r4-r7}
    adds r4, r1
    adcs r5, r2
    adcs r6, r3
    adcs r7, r0
    ldr r0, [sp, #C3]
    movs r1, #0
    adcs r0, r1                 /* h < 4.7 * 2^128: h4 <= 4 */
    add r1, sp, #HW
    stm r1!, {r4-r7}
    str r0, [r1]

    ldr r0, [sp, #MP]
    ldr r1, [sp, #END]
    cmp r0, r1
    beq .Lpoly_done
    b .Lpoly_block
.Lpoly_done:
    /* h out; wipe the frame: r's pieces, h's halves, the product */
    add r1, sp, #HW
    ldm r1!, {r2-r6}
    ldr r0, [sp, #HP]
    stm r0!, {r2-r6}
    movs r0, #0
    movs r1, #0
    movs r2, #0
    movs r3, #0
    movs r4, #0
    movs r5, #0
    movs r6, #0
    mov r7, sp
    .rept 4
    stm r7!, {r0-r6}
    .endr
    add sp, #FRAME
    pop {r4-r7}
    mov r8, r4
    mov r9, r5
    mov r10, r6
    mov r11, r7
    pop {r4-r7, pc}
    .size halite_poly1305_blocks_armv6m, . - halite_poly1305_blocks_armv6m
