@ SPDX-License-Identifier: ISC
/*
 * Salsa20/20 for the ARMv7-A cores with NEON (Cortex-A7, A8, A9): the
 * keystream XOR computes four 64-byte blocks at once, one block per 32-bit
 * lane of the q registers; the cores (Salsa20, HSalsa20) and what is left
 * after the last group of four blocks (under 256 bytes) are the ARMv7-M
 * kernel's, included below, whose names the ones of this set alias. Built
 * with HALITE_NEON_DISPATCH (32-bit Arm Linux, src/arch/dispatch/neon.c),
 * only the keystream XOR: the ARMv7-M kernel is an object of its own there.
 *
 * Register allocation of the 20 rounds (NEON_DOUBLEROUND): word i of the
 * state is qi for the four blocks (lane j: block j), except
 *
 *     q3  = x12, q7 = x13 during the row round of x15..x14 and the
 *           columns of x0, x5, x10; x3 and x7 there in stack slots S3, S7
 *     q3  = x3,  q7 = x7 during the column of x15 and the rows of x0, x5,
 *           x10; x12, x13 in S12, S13
 *     q12 = x14, q13 = x15, q14 and q15 the temporaries of a quarter-round
 *
 * so that 14 words and 2 temporaries fit in the 16 q registers: 4 q-register
 * stores and 4 loads a double round. Core registers of the block loop:
 *     r0 c, r1 m (or ZERO, m == NULL), r2 bytes left, r3 the step of m per
 *     four blocks (256, or 0 with m == NULL), r4 the step of m per block
 *     (64, or 0), r5 the pointer into J, r6:r7 the 64-bit counter of the next
 *     block, r8 64, r9 &S3, r10 &S7, r12 &S12 (and an output pointer), lr
 *     &S13 (and a message pointer), r11 the entry sp.
 *
 * Frame (sp rounded down to 16 bytes; offsets from it):
 *     0       ARG: k, the fifth argument of the scalar kernel's call
 *     16..271 J: the input matrix, word i as four equal lanes at J + 16 i
 *             (J8, J9: the four blocks' counters, low and high words)
 *     272, 288, 304, 320   S3, S7, S12, S13
 *     336..399 ZERO: the message when m == NULL (zeros)
 *     400..415 NC: nonce and counter of the rest, for the scalar kernel
 * Bounds: the counter is 64 bits and wraps as the reference's does; mlen
 * is any size_t; m may equal c (each block's message is loaded before its
 * output is stored); no alignment is needed of c, m, nc or k.
 *
 * Constant time: no branch or address depends on key, nonce, counter or
 * message; branches depend on mlen and on m == NULL only; no multiplies.
 * NEON's integer adds, shifts and logic run in a fixed time on these cores.
 * The frame's state words and NEON registers q8-q15 and q0-q3 are zeroed
 * before return (q4-q7 are restored from the caller's d8-d15).
 */
#ifndef HALITE_NEON_DISPATCH
#include "../armv7m/salsa20.S"
#endif
    .syntax unified
    .thumb
    .fpu neon
#include "ramfunc.h"
    HALITE_HOT_SECTION(salsa20_armv7a_neon)

    .equ ARG, 0
    .equ J, 16
    .equ J8, J + 8 * 16
    .equ J12, J + 12 * 16
    .equ NS3, 272
    .equ NS7, 288
    .equ NS12, 304
    .equ NS13, 320
    .equ ZERO, 336
    .equ NC, 400
    .equ NFRAME, 416
    .equ SAVED, 100             /* pushed: r4-r11, lr (36), d8-d15 (64) */

/* b ^= (a + d) <<< n for the four lanes; q14, q15 temporaries. */
    .macro NSTEP a, b, d, n
    vadd.i32 q14, \a, \d
    vshl.i32 q15, q14, #\n
    vsri.32 q15, q14, #(32 - \n)
    veor \b, \b, q15
    .endm

/* One quarter-round on four blocks: b ^= (a+d)<<<7, c ^= (b+a)<<<9,
 * d ^= (c+b)<<<13, a ^= (d+c)<<<18. */
    .macro NQR a, b, c, d
    NSTEP \a, \b, \d, 7
    NSTEP \b, \c, \a, 9
    NSTEP \c, \d, \b, 13
    NSTEP \d, \a, \c, 18
    .endm

/* One double round; in and out: q3 = x12, q7 = x13, x3 and x7 in S3, S7. */
    .macro NEON_DOUBLEROUND
    NQR q0, q4, q8, q3          /* column (x0, x4, x8, x12) */
    NQR q5, q9, q7, q1          /* column (x5, x9, x13, x1) */
    NQR q10, q12, q2, q6        /* column (x10, x14, x2, x6) */
    vst1.32 {d6-d7}, [r12]
    vst1.32 {d14-d15}, [lr]
    vld1.32 {d6-d7}, [r9]
    vld1.32 {d14-d15}, [r10]
    NQR q13, q3, q7, q11        /* column (x15, x3, x7, x11) */
    NQR q0, q1, q2, q3          /* row (x0, x1, x2, x3) */
    NQR q5, q6, q7, q4          /* row (x5, x6, x7, x4) */
    NQR q10, q11, q8, q9        /* row (x10, x11, x8, x9) */
    vst1.32 {d6-d7}, [r9]
    vst1.32 {d14-d15}, [r10]
    vld1.32 {d6-d7}, [r12]
    vld1.32 {d14-d15}, [lr]
    NQR q13, q3, q7, q12        /* row (x15, x12, x13, x14) */
    .endm

/* Transposes the 4x4 words of qa..qd (da1, db1 the high halves of qa, qb;
 * dc0, dd0 the low halves of qc, qd): word i of block j, lane j of q(a+i)
 * in, becomes lane i of q(a+j). */
    .macro TRANSPOSE qa, qb, qc, qd, da1, db1, dc0, dd0
    vtrn.32 \qa, \qb
    vtrn.32 \qc, \qd
    vswp \da1, \dc0
    vswp \db1, \dd0
    .endm

/* Bytes off..off+15 of the four blocks, whose keystream is in qa..qd (block
 * order): c = m ^ keystream. Loads each block's message before it stores. */
    .macro XORSTORE off, qa, qb, qc, qd
    add lr, r1, #\off
    add r12, r0, #\off
    vld1.8 {d28-d29}, [lr], r4
    vld1.8 {d30-d31}, [lr], r4
    veor \qa, \qa, q14
    veor \qb, \qb, q15
    vld1.8 {d28-d29}, [lr], r4
    vld1.8 {d30-d31}, [lr]
    veor \qc, \qc, q14
    veor \qd, \qd, q15
    vst1.8 {\qa}, [r12], r8
    vst1.8 {\qb}, [r12], r8
    vst1.8 {\qc}, [r12], r8
    vst1.8 {\qd}, [r12]
    .endm

/* Loads one 32-bit word at [rn] into the four lanes of the J slot at r5,
 * which advances by 16. */
    .macro JWORD rn
    vld1.32 {d28[], d29[]}, [\rn]
    vst1.32 {d28-d29}, [r5]!
    .endm

/* The same for the constant word w (through r12). */
    .macro JCONST w
    ldr r12, =\w
    vdup.32 q14, r12
    vst1.32 {d28-d29}, [r5]!
    .endm

/*
 * void halite_salsa20_xor_armv7a_neon(c, m, mlen, nc, k): as
 * halite_salsa20_xor_armv7m (c = m XOR keystream, m == NULL: c =
 * keystream, counter in nc[8..15]), four blocks at a time while 256 bytes
 * or more are left; the rest, if any, by halite_salsa20_xor_armv7m from
 * the counter reached.
 */
    .align 2
    .global halite_salsa20_xor_armv7a_neon
    .thumb_func
    .type halite_salsa20_xor_armv7a_neon, %function
halite_salsa20_xor_armv7a_neon:
    cmp r2, #256
    bhs 1f
    b.w halite_salsa20_xor_armv7m
1:  push {r4-r11, lr}
    vpush {d8-d15}
    mov r11, sp
    sub r12, sp, #NFRAME
    bic r12, r12, #15
    mov sp, r12
    /* J: the input matrix, four lanes a word; r6:r7 the counter */
    ldr lr, [r11, #SAVED]       /* k */
    str lr, [sp, #ARG]
    add r5, sp, #J
    ldr r6, [r3, #0]
    ldr r7, [r3, #4]
    str r6, [sp, #NC]           /* the nonce, for the rest */
    str r7, [sp, #NC + 4]
    ldr r6, [r3, #8]
    ldr r7, [r3, #12]
    JCONST 0x61707865           /* x0: "expa" */
    JWORD lr                    /* x1..x4: k[0..15] */
    add r8, lr, #4
    JWORD r8
    add r8, lr, #8
    JWORD r8
    add r8, lr, #12
    JWORD r8
    JCONST 0x3320646e           /* x5: "nd 3" */
    JWORD r3                    /* x6, x7: the nonce */
    add r8, r3, #4
    JWORD r8
    add r5, r5, #32             /* x8, x9: per four blocks */
    JCONST 0x79622d32           /* x10: "2-by" */
    add r8, lr, #16             /* x11..x14: k[16..31] */
    JWORD r8
    add r8, lr, #20
    JWORD r8
    add r8, lr, #24
    JWORD r8
    add r8, lr, #28
    JWORD r8
    JCONST 0x6b206574           /* x15: "te k" */
    /* the message: m, or ZERO with steps 0 */
    movw r3, #256
    movs r4, #64
    cmp r1, #0
    bne 1f
    add r1, sp, #ZERO
    movs r3, #0
    movs r4, #0
    vmov.i8 q14, #0
    vmov.i8 q15, #0
    vst1.8 {d28-d31}, [r1]!
    vst1.8 {d28-d31}, [r1]
    add r1, sp, #ZERO
1:  mov r8, #64
    add r9, sp, #NS3
    add r10, sp, #NS7
    add r12, sp, #NS12
    add lr, sp, #NS13

blocks4:
    /* J8, J9: the counters of the four blocks, low words then high */
    adds r5, r6, #1
    adc lr, r7, #0
    vmov d16, r6, r5
    vmov d18, r7, lr
    adds r5, r6, #2
    adc lr, r7, #0
    adds r12, r6, #3
    adc r9, r7, #0
    vmov d17, r5, r12
    vmov d19, lr, r9
    adds r6, #4
    adc r7, r7, #0
    add r5, sp, #J8
    vst1.32 {d16-d19}, [r5]
    /* the state, x3 and x7 to S3, S7 (through q14, q15) */
    add r5, sp, #J
    vld1.32 {d0-d3}, [r5]!      /* x0, x1 */
    vld1.32 {d4-d5}, [r5]!      /* x2 */
    vld1.32 {d28-d29}, [r5]!    /* x3 */
    vld1.32 {d8-d11}, [r5]!     /* x4, x5 */
    vld1.32 {d12-d13}, [r5]!    /* x6 */
    vld1.32 {d30-d31}, [r5]!    /* x7 */
    vld1.32 {d16-d19}, [r5]!    /* x8, x9 */
    vld1.32 {d20-d23}, [r5]!    /* x10, x11 */
    vld1.32 {d6-d7}, [r5]!      /* x12 */
    vld1.32 {d14-d15}, [r5]!    /* x13 */
    vld1.32 {d24-d27}, [r5]     /* x14, x15 */
    add r9, sp, #NS3
    add r12, sp, #NS12
    add lr, sp, #NS13
    vst1.32 {d28-d31}, [r9]     /* S3, S7 */
    mov r5, #10
2:  NEON_DOUBLEROUND
    subs r5, #1
    bne 2b
    /* words 8..11 (bytes 32..47 of each block) */
    add r5, sp, #J8
    vld1.32 {d28-d31}, [r5]!
    vadd.i32 q8, q8, q14
    vadd.i32 q9, q9, q15
    vld1.32 {d28-d31}, [r5]!
    vadd.i32 q10, q10, q14
    vadd.i32 q11, q11, q15
    TRANSPOSE q8, q9, q10, q11, d17, d19, d20, d22
    XORSTORE 32, q8, q9, q10, q11
    /* words 12..15: x12 (q3), x13 (q7), x14 (q12), x15 (q13) */
    vld1.32 {d28-d31}, [r5]!
    vadd.i32 q8, q3, q14
    vadd.i32 q9, q7, q15
    vld1.32 {d28-d31}, [r5]
    vadd.i32 q10, q12, q14
    vadd.i32 q11, q13, q15
    TRANSPOSE q8, q9, q10, q11, d17, d19, d20, d22
    XORSTORE 48, q8, q9, q10, q11
    /* words 0..3, x3 from S3 */
    vld1.32 {d6-d7}, [r9]
    add r5, sp, #J
    vld1.32 {d16-d19}, [r5]!
    vadd.i32 q0, q0, q8
    vadd.i32 q1, q1, q9
    vld1.32 {d16-d19}, [r5]!
    vadd.i32 q2, q2, q8
    vadd.i32 q3, q3, q9
    TRANSPOSE q0, q1, q2, q3, d1, d3, d4, d6
    XORSTORE 0, q0, q1, q2, q3
    /* words 4..7, x7 from S7 */
    vld1.32 {d14-d15}, [r10]
    vld1.32 {d16-d19}, [r5]!
    vadd.i32 q4, q4, q8
    vadd.i32 q5, q5, q9
    vld1.32 {d16-d19}, [r5]
    vadd.i32 q6, q6, q8
    vadd.i32 q7, q7, q9
    TRANSPOSE q4, q5, q6, q7, d9, d11, d12, d14
    XORSTORE 16, q4, q5, q6, q7
    /* the next four blocks */
    add r0, r0, #256
    add r1, r1, r3
    sub r2, r2, #256
    cmp r2, #256
    bhs blocks4

    /* wipe the frame's state words (J to S13) and the NEON registers
     * the caller does not restore */
    vmov.i8 q8, #0
    vmov.i8 q9, #0
    add r5, sp, #J
    mov r12, #20
3:  vst1.32 {d16-d19}, [r5]!
    subs r12, r12, #2
    bne 3b
    vmov.i8 q0, #0
    vmov.i8 q1, #0
    vmov.i8 q2, #0
    vmov.i8 q3, #0
    vmov.i8 q10, #0
    vmov.i8 q11, #0
    vmov.i8 q12, #0
    vmov.i8 q13, #0
    vmov.i8 q14, #0
    vmov.i8 q15, #0
    /* the rest: nonce from the entry's nc, the counter reached */
    cbz r2, 4f
    str r6, [sp, #NC + 8]
    str r7, [sp, #NC + 12]
    cmp r3, #0
    it eq
    moveq r1, #0                /* m == NULL stays NULL */
    add r3, sp, #NC
    bl halite_salsa20_xor_armv7m
4:  mov sp, r11
    vpop {d8-d15}
    pop {r4-r11, pc}
    .ltorg
    .size halite_salsa20_xor_armv7a_neon, . - halite_salsa20_xor_armv7a_neon

#ifndef HALITE_NEON_DISPATCH
    .global halite_salsa20_core_armv7a_neon
    .thumb_set halite_salsa20_core_armv7a_neon, halite_salsa20_core_armv7m
    .global halite_hsalsa20_core_armv7a_neon
    .thumb_set halite_hsalsa20_core_armv7a_neon, halite_hsalsa20_core_armv7m
#endif
