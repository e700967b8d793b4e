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
 * Register allocation of the 20 rounds (NEON_DOUBLEROUND): two
 * independent quarter-rounds run interleaved, step by step, so that one's
 * instruction fills the other's NEON latency (an add's result reaches a
 * shift two cycles later; one chain alone leaves the NEON unit idle half
 * the time on the Cortex-A8). That needs four temporaries (q12, q13 for the
 * first quarter-round, q14, q15 for the second), so 12 of the 16 words live
 * in q registers:
 *
 *     q0 = x0, q1 = x1, q2 = x4, q3 = x5, q4 = x10, q5 = x11, q6 = x14,
 *     q7 = x15 always;
 *     q8..q11 = x8, x9, x12, x13 during the first column half (x0, x5
 *     columns) and the second row half (x10, x15 rows), x2, x3, x6, x7
 *     (stack slots B) stored; x2, x3, x6, x7 during the other halves,
 *     x8, x9, x12, x13 (stack slots A) stored
 *
 * so a double round moves q8..q11 out and in twice (VSTM, VLDM on the
 * load/store pipe, beside the arithmetic). Core registers of the block loop:
 *     r0 c, r1 m (or ZERO, m == NULL), r2 bytes left, r3 the step of m per
 *     four blocks (256, or 0 with m == NULL), r4 the step of m per block
 *     (64, or 0), r5 the pointer into J, r6:r7 the 64-bit counter of the next
 *     block, r8 64, r9 &A, r10 &B, r12 and lr output and message pointers,
 *     r11 the entry sp.
 *
 * Frame (sp rounded down to 16 bytes; offsets from it):
 *     0       ARG: k, the fifth argument of the scalar kernel's call
 *     16..271 J: the input matrix, word i as four equal lanes at J + 16 i
 *             (J8, J9: the four blocks' counters, low and high words)
 *     272..335  A: x8, x9, x12, x13;  336..399  B: x2, x3, x6, x7
 *     400..463 ZERO: the message when m == NULL (zeros)
 *     464..479 NC: nonce and counter of the rest, for the scalar kernel
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
    .equ NA, 272
    .equ NB, 336
    .equ ZERO, 400
    .equ NC, 464
    .equ NFRAME, 480
    .equ SAVED, 100             /* pushed: r4-r11, lr (36), d8-d15 (64) */

/* b1 ^= (a1 + d1) <<< n and b2 ^= (a2 + d2) <<< n for the four lanes,
 * interleaved; q12, q13 and q14, q15 the temporaries. */
    .macro NSTEP2 a1, b1, d1, a2, b2, d2, n
    vadd.i32 q12, \a1, \d1
    vadd.i32 q14, \a2, \d2
    vshl.i32 q13, q12, #\n
    vshl.i32 q15, q14, #\n
    vsri.32 q13, q12, #(32 - \n)
    vsri.32 q15, q14, #(32 - \n)
    veor \b1, \b1, q13
    veor \b2, \b2, q15
    .endm

/* Two independent quarter-rounds (a1, b1, c1, d1) and (a2, b2, c2, d2) on
 * four blocks: b ^= (a+d)<<<7, c ^= (b+a)<<<9, d ^= (c+b)<<<13,
 * a ^= (d+c)<<<18. With store, q8..q11 go to [store] after the third step
 * (the last reads q8..q11 only), so the store runs beside it. */
    .macro NQR2 a1, b1, c1, d1, a2, b2, c2, d2, store
    NSTEP2 \a1, \b1, \d1, \a2, \b2, \d2, 7
    NSTEP2 \b1, \c1, \a1, \b2, \c2, \a2, 9
    NSTEP2 \c1, \d1, \b1, \c2, \d2, \b2, 13
    .ifnb \store
    vstm \store, {d16-d23}
    .endif
    NSTEP2 \d1, \a1, \c1, \d2, \a2, \c2, 18
    .endm

/* One double round; in and out: q8..q11 = x8, x9, x12, x13, x2, x3, x6, x7
 * in B. */
    .macro NEON_DOUBLEROUND
    NQR2 q0, q2, q8, q10, q3, q9, q11, q1, r9  /* columns (x0,x4,x8,x12), (x5,x9,x13,x1) */
    vldm r10, {d16-d23}
    NQR2 q7, q9, q11, q5, q4, q6, q8, q10  /* columns (x15,x3,x7,x11), (x10,x14,x2,x6) */
    NQR2 q0, q1, q8, q9, q3, q10, q11, q2, r10 /* rows (x0,x1,x2,x3), (x5,x6,x7,x4) */
    vldm r9, {d16-d23}
    NQR2 q7, q10, q11, q6, q4, q5, q8, q9  /* rows (x15,x12,x13,x14), (x10,x11,x8,x9) */
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
    add r10, sp, #NB

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
    vst1.32 {d16-d19}, [r5:128]
    /* the state, x2, x3, x6, x7 to B (through q12..q15) */
    add r5, sp, #J
    vld1.32 {d0-d3}, [r5:128]!      /* x0, x1 */
    vld1.32 {d24-d27}, [r5:128]!    /* x2, x3 */
    vld1.32 {d4-d7}, [r5:128]!      /* x4, x5 */
    vld1.32 {d28-d31}, [r5:128]!    /* x6, x7 */
    vld1.32 {d16-d19}, [r5:128]!    /* x8, x9 */
    vld1.32 {d8-d11}, [r5:128]!     /* x10, x11 */
    vld1.32 {d20-d23}, [r5:128]!    /* x12, x13 */
    vld1.32 {d12-d15}, [r5:128]   /* x14, x15 */
    vstm r10, {d24-d31}
    add r9, sp, #NA
    mov r5, #10
2:  NEON_DOUBLEROUND
    subs r5, #1
    bne 2b
    /* words 8..11 (bytes 32..47 of each block): x8 (q8), x9 (q9),
     * x10 (q4), x11 (q5) */
    add r5, sp, #J8
    vld1.32 {d24-d27}, [r5:128]!
    vadd.i32 q8, q8, q12
    vadd.i32 q9, q9, q13
    vld1.32 {d24-d27}, [r5:128]!
    vadd.i32 q4, q4, q12
    vadd.i32 q5, q5, q13
    TRANSPOSE q8, q9, q4, q5, d17, d19, d8, d10
    XORSTORE 32, q8, q9, q4, q5
    /* words 12..15: x12 (q10), x13 (q11), x14 (q6), x15 (q7) */
    vld1.32 {d24-d27}, [r5:128]!
    vadd.i32 q10, q10, q12
    vadd.i32 q11, q11, q13
    vld1.32 {d24-d27}, [r5:128]
    vadd.i32 q6, q6, q12
    vadd.i32 q7, q7, q13
    TRANSPOSE q10, q11, q6, q7, d21, d23, d12, d14
    XORSTORE 48, q10, q11, q6, q7
    /* words 0..3: x0 (q0), x1 (q1), x2, x3 from B (q8, q9) */
    vldm r10, {d16-d23}         /* x2, x3, x6, x7 */
    add r5, sp, #J
    vld1.32 {d24-d27}, [r5:128]!
    vadd.i32 q0, q0, q12
    vadd.i32 q1, q1, q13
    vld1.32 {d24-d27}, [r5:128]!
    vadd.i32 q8, q8, q12
    vadd.i32 q9, q9, q13
    TRANSPOSE q0, q1, q8, q9, d1, d3, d16, d18
    XORSTORE 0, q0, q1, q8, q9
    /* words 4..7: x4 (q2), x5 (q3), x6, x7 (q10, q11) */
    vld1.32 {d24-d27}, [r5:128]!
    vadd.i32 q2, q2, q12
    vadd.i32 q3, q3, q13
    vld1.32 {d24-d27}, [r5:128]
    vadd.i32 q10, q10, q12
    vadd.i32 q11, q11, q13
    TRANSPOSE q2, q3, q10, q11, d5, d7, d20, d22
    XORSTORE 16, q2, q3, q10, q11
    /* the next four blocks */
    add r0, r0, #256
    add r1, r1, r3
    sub r2, r2, #256
    cmp r2, #256
    bhs blocks4

    /* wipe the frame's state words (J to B) and the NEON registers
     * the caller does not restore */
    vmov.i8 q8, #0
    vmov.i8 q9, #0
    add r5, sp, #J
    mov r12, #24
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
