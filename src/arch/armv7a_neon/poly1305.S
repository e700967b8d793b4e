@ SPDX-License-Identifier: ISC
/*
 * Poly1305 blocks for the ARMv7-A cores with NEON (Cortex-A7, A8, A9):
 * halite_poly1305_blocks_armv7a_neon, the same function as
 * halite_poly1305_blocks_ctmul16 (src/internal.h): h and r stay the
 * callers' words (h0..h3 32-bit, h4 <= 4), converted at entry and exit, so
 * src/onetimeauth/poly1305.c is unchanged. Four blocks per pass, two 32-bit
 * lanes, in radix 2^26 (five limbs), with r^2, r^3 and r^4 computed at
 * entry: fewer than NEON_MIN_BLOCKS blocks, and the last nblocks % 4, go
 * to the ARMv7E-M kernel, halite_poly1305_blocks_armv7em, included below
 * (an object of its own in the run-time-dispatch build,
 * HALITE_NEON_DISPATCH). Entry and exit, the powers of r included, are
 * about 280 instructions, 250 more than that kernel's, and a pass is 25.75
 * a block against its 45: 13 blocks to break even by instruction count,
 * hence 16.
 *
 * Method. With 4n blocks m_0..m_(4n-1) (hibit 2^128 included), lane A
 * takes the blocks 4k and 4k + 2, lane B the blocks 4k + 1 and 4k + 3:
 *     A' = (A + m_4k) r^4 + m_(4k+2) r^2,  B' = (B + m_(4k+1)) r^4 + m_(4k+3) r^2
 * from A = h, B = 0, except that the last pass multiplies lane B by r^3
 * and r instead: then A + B = h r^4n + m_0 r^4n + m_1 r^(4n-1) + ... +
 * m_(4n-1) r, the serial result. A pass is, per lane, H += the first pair's
 * limbs; T = M R2 + H R4 mod 2^130 - 5 (M the second pair's limbs, R2 and
 * R4 the multipliers of the pass), as 50 VMULL/VMLAL (32x32->64, both lanes
 * at once), with S_j = 5 R_j for the limb products that wrap past 2^130
 * (2^130 = 5); for X = M or H and R = R2 or R4:
 *     T0 += X0 R0 + X1 S4 + X2 S3 + X3 S2 + X4 S1
 *     T1 += X0 R1 + X1 R0 + X2 S4 + X3 S3 + X4 S2
 *     T2 += X0 R2 + X1 R1 + X2 R0 + X3 S4 + X4 S3
 *     T3 += X0 R3 + X1 R2 + X2 R1 + X3 R0 + X4 S4
 *     T4 += X0 R4 + X1 R3 + X2 R2 + X3 R1 + X4 R0
 * then two interleaved carry chains (T0->T1->T2->T3->T4 and T3->T4->T0)
 * and a narrowing back to 32-bit limbs. At exit the lanes are added and
 * the sum carried fully in the core registers, then repacked as words.
 *
 * Bounds (radix 2^26; "l1, l4 < 2^26 + 2^9" is CARRY's partial reduction):
 *     r limbs < 2^26 (the clamp: r < 2^124, so r4 < 2^20);
 *     the powers r^2, r^3, r^4 after CARRY: limbs l0, l2, l3 < 2^26 and
 *        l1, l4 < 2^26 + 2^9, so every R_j < 2^26.01, S_j < 2^28.34;
 *     M: limbs < 2^26 (the top one < 2^25 with hibit);
 *     H at entry: the converted h, l0..l3 < 2^26, l4 = h3 >> 8 | h4 << 24
 *        < 5 * 2^24; after a pass l0, l2, l3 < 2^26, l1, l4 < 2^26 + 2^9;
 *        plus a block every limb < 2^27 + 2^9 at the products;
 *     T_k: two R products (< 2^52.02 and < 2^53.03) and eight S products
 *        (< 2^54.35 and < 2^55.36) at most, < 2^57.95: no 64-bit lane
 *        overflows;
 *     CARRY (see the macro) keeps every T below 2^58 + 2^32, the carry
 *        into T0 is 5 (T4 >> 26) < 2^34.4, and ends with the limbs above.
 *
 * Register allocation:
 *     d0-d4    H0..H4 (32-bit lanes: A, B)
 *     d5-d9    R0..R4 and d10-d13 S1..S4 of the product being summed,
 *              loaded from the frame (VLDM) before each half of the pass
 *     q7-q11   T0..T4 (64-bit lanes)
 *     d24-d28  the words w0..w3 of two blocks (d24..d27), then their limbs
 *              M0..M4; q12 the carry 5 (T4 >> 26) during CARRY
 *     d29      hibit << 24 in each lane; q15 2^26 - 1 in each 64-bit lane
 *     r4 h, r5 r, r6 m, r7 nblocks, r1 the passes left, r2 and r3 the
 *     frame's R2 and R4 sets of the pass; at entry r9 r10 r11 r12 lr the
 *     limbs of r
 *
 * Frame (offsets from sp): four sets of nine d registers (R0..R4, S1..S4),
 * each lane its own multiplier:
 *     R2  r^2, r^2    R2L r^2, r      (the second pair; L: the last pass)
 *     R4  r^4, r^4    R4L r^4, r^3    (the first pair, with H)
 *
 * Constant time: no branch or address depends on r, h or the message;
 * branches depend on nblocks only. Its multiplies, VMULL/VMLAL.U32 (and
 * the scalar fallback's UMULL/UMLAL/UMAAL), are among those
 * docs/cortex-a.md (Constant time on the A profile) takes to run in a
 * fixed time on the A7, A8 and A9. The message is read with VLD4.32 without an alignment
 * qualifier, which ARMv7-A allows at any address of Normal memory. The
 * frame (the powers of r) and NEON registers q0-q3 and q8-q15 are zeroed
 * before return (q4-q7 are restored from the caller's d8-d15).
 */
#ifndef HALITE_NEON_DISPATCH
#include "../armv7em/poly1305.S"
#endif
    .syntax unified
    .thumb
    .fpu neon
#include "ramfunc.h"
#include "neon_wipe.inc"
    HALITE_HOT_SECTION(poly1305_armv7a_neon)

    .equ NEON_MIN_BLOCKS, 16    /* fewer go to the scalar kernel */
    .equ R2, 0                  /* the frame's sets, 72 bytes each */
    .equ R2L, 72
    .equ R4, 144
    .equ R4L, 216
    .equ FRAME, 288
    .equ SAVED, 100             /* pushed: r4-r11, lr (36), d8-d15 (64) */

/* T (+)= X R mod 2^130 - 5, two lanes: the 25 products of the header, X
 * in \x0..\x4; \first is vmull.u32 (T =) or vmlal.u32 (T +=). */
    .macro PRODUCTS first, x0, x1, x2, x3, x4
    \first q7, \x0, d5          /* T0: X0 R0 */
    vmlal.u32 q7, \x1, d13      /*   + X1 S4 */
    vmlal.u32 q7, \x2, d12      /*   + X2 S3 */
    vmlal.u32 q7, \x3, d11      /*   + X3 S2 */
    vmlal.u32 q7, \x4, d10      /*   + X4 S1 */
    \first q8, \x0, d6          /* T1: X0 R1 */
    vmlal.u32 q8, \x1, d5       /*   + X1 R0 */
    vmlal.u32 q8, \x2, d13      /*   + X2 S4 */
    vmlal.u32 q8, \x3, d12      /*   + X3 S3 */
    vmlal.u32 q8, \x4, d11      /*   + X4 S2 */
    \first q9, \x0, d7          /* T2: X0 R2 */
    vmlal.u32 q9, \x1, d6       /*   + X1 R1 */
    vmlal.u32 q9, \x2, d5       /*   + X2 R0 */
    vmlal.u32 q9, \x3, d13      /*   + X3 S4 */
    vmlal.u32 q9, \x4, d12      /*   + X4 S3 */
    \first q10, \x0, d8         /* T3: X0 R3 */
    vmlal.u32 q10, \x1, d7      /*   + X1 R2 */
    vmlal.u32 q10, \x2, d6      /*   + X2 R1 */
    vmlal.u32 q10, \x3, d5      /*   + X3 R0 */
    vmlal.u32 q10, \x4, d13     /*   + X4 S4 */
    \first q11, \x0, d9         /* T4: X0 R4 */
    vmlal.u32 q11, \x1, d8      /*   + X1 R3 */
    vmlal.u32 q11, \x2, d7      /*   + X2 R2 */
    vmlal.u32 q11, \x3, d6      /*   + X3 R1 */
    vmlal.u32 q11, \x4, d5      /*   + X4 R0 */
    .endm

/* H = T partially reduced: limbs l0, l2, l3 < 2^26 and l1, l4 < 2^26 + 2^9,
 * from T_k < 2^57.95. The bounds after each step are on the right. */
    .macro CARRY
    vsra.u64 q8, q7, #26        /* T1 < 2^58 + 2^32 */
    vand q7, q7, q15            /* T0 < 2^26 */
    vsra.u64 q11, q10, #26      /* T4 < 2^58 + 2^32 */
    vand q10, q10, q15          /* T3 < 2^26 */
    vshr.u64 q12, q11, #26      /* c = T4 >> 26 < 2^32.01 */
    vand q11, q11, q15          /* T4 < 2^26 */
    vsra.u64 q9, q8, #26        /* T2 < 2^58 + 2^32 */
    vand q8, q8, q15            /* T1 < 2^26 */
    vadd.i64 q7, q7, q12
    vshl.i64 q12, q12, #2
    vsra.u64 q10, q9, #26       /* T3 < 2^26 + 2^32.01 */
    vand q9, q9, q15            /* T2 < 2^26: l2 */
    vadd.i64 q7, q7, q12        /* T0 + 5c < 2^26 + 2^34.33 */
    vsra.u64 q8, q7, #26        /* T1 < 2^26 + 2^8.4: l1 */
    vand q7, q7, q15            /* l0 */
    vsra.u64 q11, q10, #26      /* T4 < 2^26 + 2^6.1: l4 */
    vand q10, q10, q15          /* l3 */
    vmovn.i64 d0, q7
    vmovn.i64 d1, q8
    vmovn.i64 d2, q9
    vmovn.i64 d3, q10
    vmovn.i64 d4, q11
    .endm

/* The limbs of the next two blocks at r6 in d24..d28, block A's in lane
 * 0 and block B's in lane 1, hibit 2^128 included; r6 advances by 32. */
    .macro LOADPAIR
    vld4.32 {d24-d27}, [r6]!    /* the words w0..w3 (VLD4 de-interleaves) */
    vshr.u32 d28, d27, #8
    vadd.i32 d28, d28, d29      /* w3 >> 8 + hibit 2^24 (< 2^25) */
    vshl.i32 d27, d27, #18
    vsri.32 d27, d26, #14       /* w3 << 18 | w2 >> 14 */
    vshl.i32 d26, d26, #12
    vsri.32 d26, d25, #20       /* w2 << 12 | w1 >> 20 */
    vshl.i32 d25, d25, #6
    vsri.32 d25, d24, #26       /* w1 << 6 | w0 >> 26 */
    vbic.i32 q12, #0xfc000000   /* limbs 0, 1 (< 2^26) */
    vbic.i32 q13, #0xfc000000   /* limbs 2, 3 */
    .endm

/* The limbs of the nine d registers R0..R4, S1..S4 from the two lanes'
 * multiplier in d0..d4 (S_j = 5 R_j < 2^28.34). */
    .macro SETR
    vmov d5, d0
    vmov d6, d1
    vmov d7, d2
    vmov d8, d3
    vmov d9, d4
    vshl.i32 d10, d1, #2
    vadd.i32 d10, d10, d1
    vshl.i32 d11, d2, #2
    vadd.i32 d11, d11, d2
    vshl.i32 d12, d3, #2
    vadd.i32 d12, d12, d3
    vshl.i32 d13, d4, #2
    vadd.i32 d13, d13, d4
    .endm

/* void halite_poly1305_blocks_armv7a_neon(uint32_t h[5], const uint32_t r[4],
 *                                         const unsigned char *m,
 *                                         size_t nblocks, uint32_t hibit) */
    .global halite_poly1305_blocks_armv7a_neon
    .type halite_poly1305_blocks_armv7a_neon, %function
    .align 2
    .thumb_func
halite_poly1305_blocks_armv7a_neon:
    cmp r3, #NEON_MIN_BLOCKS
    bhs 1f
    b.w halite_poly1305_blocks_armv7em
1:  push {r4-r11, lr}
    vpush {d8-d15}
    sub sp, sp, #FRAME
    mov r4, r0
    mov r5, r1
    mov r6, r2
    mov r7, r3
    ldr r8, [sp, #SAVED + FRAME]
    lsl r8, r8, #24
    vdup.32 d29, r8             /* hibit 2^24 on the top limb */
    mvn r0, #0xfc000000
    vdup.32 d28, r0
    vmovl.u32 q15, d28          /* 2^26 - 1 in 64-bit lanes */

    /* the limbs of r: r9, r10, r11, r12, lr */
    ldm r5, {r0-r3}
    bic r9, r0, #0xfc000000
    lsr r10, r0, #26
    orr r10, r10, r1, lsl #6
    bic r10, r10, #0xfc000000
    lsr r11, r1, #20
    orr r11, r11, r2, lsl #12
    bic r11, r11, #0xfc000000
    lsr r12, r2, #14
    orr r12, r12, r3, lsl #18
    bic r12, r12, #0xfc000000
    lsr lr, r3, #8              /* < 2^20 */

    /* H = r in both lanes, R = r: H = r^2 */
    vdup.32 d0, r9
    vdup.32 d1, r10
    vdup.32 d2, r11
    vdup.32 d3, r12
    vdup.32 d4, lr
    SETR
    PRODUCTS vmull.u32, d0, d1, d2, d3, d4
    CARRY
    /* R2 = (r^2, r^2); R2L = (r^2, r), lane 1 from the core registers */
    SETR
    vstmia sp, {d5-d13}
    vmov.32 d5[1], r9
    vmov.32 d6[1], r10
    vmov.32 d7[1], r11
    vmov.32 d8[1], r12
    vmov.32 d9[1], lr
    add r0, r10, r10, lsl #2
    vmov.32 d10[1], r0
    add r0, r11, r11, lsl #2
    vmov.32 d11[1], r0
    add r0, r12, r12, lsl #2
    vmov.32 d12[1], r0
    add r0, lr, lr, lsl #2
    vmov.32 d13[1], r0
    add r0, sp, #R2L
    vstmia r0, {d5-d13}
    /* H = (r^2, r^2) R2L = (r^4, r^3): R4L; R4 = its lane 0 twice */
    PRODUCTS vmull.u32, d0, d1, d2, d3, d4
    CARRY
    SETR
    add r0, sp, #R4L
    vstmia r0, {d5-d13}
    vdup.32 d5, d5[0]
    vdup.32 d6, d6[0]
    vdup.32 d7, d7[0]
    vdup.32 d8, d8[0]
    vdup.32 d9, d9[0]
    vdup.32 d10, d10[0]
    vdup.32 d11, d11[0]
    vdup.32 d12, d12[0]
    vdup.32 d13, d13[0]
    add r0, sp, #R4
    vstmia r0, {d5-d13}

    /* H = h in lane A (limbs, l4 < 5 * 2^24), 0 in lane B; four free
     * core registers for five words: h4, h3 first */
    vmov.i64 q0, #0
    vmov.i64 q1, #0
    vmov.i64 d4, #0
    ldr r3, [r4, #12]
    ldr r0, [r4, #16]
    lsl r0, r0, #24
    orr r0, r0, r3, lsr #8
    vmov.32 d4[0], r0           /* h3 >> 8 | h4 << 24 */
    ldr r2, [r4, #8]
    lsl r3, r3, #18
    orr r3, r3, r2, lsr #14
    bic r3, r3, #0xfc000000
    vmov.32 d3[0], r3
    ldr r1, [r4, #4]
    lsl r2, r2, #12
    orr r2, r2, r1, lsr #20
    bic r2, r2, #0xfc000000
    vmov.32 d2[0], r2
    ldr r0, [r4]
    lsl r1, r1, #6
    orr r1, r1, r0, lsr #26
    bic r1, r1, #0xfc000000
    vmov.32 d1[0], r1
    bic r0, r0, #0xfc000000
    vmov.32 d0[0], r0

    /* the passes; the last takes lane B's multipliers r^3 and r */
    lsr r1, r7, #2
    mov r2, sp                  /* R2 */
    add r3, sp, #R4
.Lpass:
    cmp r1, #1
    bne 2f
    add r2, sp, #R2L
    add r3, sp, #R4L
2:  LOADPAIR                    /* the first pair: H += its limbs */
    vadd.i32 q0, q0, q12
    vadd.i32 q1, q1, q13
    vadd.i32 d4, d4, d28
    LOADPAIR                    /* the second pair: M, its limbs */
    vldmia r2, {d5-d13}
    PRODUCTS vmull.u32, d24, d25, d26, d27, d28
    vldmia r3, {d5-d13}
    PRODUCTS vmlal.u32, d0, d1, d2, d3, d4
    CARRY
    subs r1, #1
    bne .Lpass

    /* h = A + B (limbs < 2^27 + 2^10), to the core registers */
    vpadd.i32 d0, d0, d1
    vpadd.i32 d1, d2, d3
    vpadd.i32 d2, d4, d4
    vmov r0, r1, d0
    vmov r2, r3, d1
    vmov.32 r8, d2[0]
    /* wipe the NEON registers the caller does not restore, then the frame */
    wipe_neon_scratch
    mov r12, sp
    vstmia r12!, {d16-d31}
    vstmia r12!, {d16-d31}
    vstmia r12, {d16-d19}       /* 288 bytes */
    /* full carry: 5 (l4 >> 26) <= 10 into l0, then l0 -> .. -> l4, so
     * l0..l3 < 2^26 and l4 < 2^26 + 2: h < 2^130 + 2^105, h4 <= 4 */
    lsr r12, r8, #26
    bic r8, r8, #0xfc000000
    add r12, r12, r12, lsl #2
    add r0, r0, r12
    add r1, r1, r0, lsr #26
    bic r0, r0, #0xfc000000
    add r2, r2, r1, lsr #26
    bic r1, r1, #0xfc000000
    add r3, r3, r2, lsr #26
    bic r2, r2, #0xfc000000
    add r8, r8, r3, lsr #26
    bic r3, r3, #0xfc000000
    /* the words: disjoint bit fields, so ORR */
    orr r0, r0, r1, lsl #26
    lsr r1, r1, #6
    orr r1, r1, r2, lsl #20
    lsr r2, r2, #12
    orr r2, r2, r3, lsl #14
    lsr r3, r3, #18
    orr r3, r3, r8, lsl #8
    lsr r8, r8, #24
    stm r4, {r0-r3, r8}

    /* the last nblocks % 4: the scalar kernel, hibit still at [sp] */
    mov r0, r4
    mov r1, r5
    mov r2, r6
    and r3, r7, #3
    add sp, sp, #FRAME
    vpop {d8-d15}
    pop {r4-r11, lr}
    cbz r3, 3f
    b.w halite_poly1305_blocks_armv7em
3:  bx lr
    .size halite_poly1305_blocks_armv7a_neon, . - halite_poly1305_blocks_armv7a_neon
