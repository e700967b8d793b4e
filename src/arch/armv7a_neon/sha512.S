@ SPDX-License-Identifier: ISC
/*
 * SHA-512 compression for the ARMv7-A cores with NEON (Cortex-A7, A8, A9):
 * halite_sha512_blocks_armv7a_neon(st, in, nblocks), the same function as
 * halite_sha512_blocks_ref (src/internal.h, FIPS 180-4 §6.4.2).
 *
 * Register allocation:
 *     d16-d23  the working variables a..h, one 64-bit word each; the names
 *              rotate, not the values: in round t variable k (0 = a ..
 *              7 = h) is d(16 + (k - t) mod 8), so T1 is summed in h's
 *              register, which then becomes the new a
 *     q0-q7    the message schedule's 16-word window: at the start of a
 *              16-round group, q_j = (W[16g + 2j], W[16g + 2j + 1]); pair j
 *              of the group replaces q_j by the two words 16 later
 *     q14      K[t] + W[t], K[t+1] + W[t+1] for the pair's two rounds
 *     d24-d27  round temporaries (the two Sigma, Ch, Maj); q12, q13 and q15
 *              the schedule's temporaries
 *     r0 st, r1 in, r2 blocks left, r3 &K[t], r4 &K[0], r12 the groups
 *     left
 *
 * A round is 26 NEON instructions on d registers: each Sigma three
 * rotations (VSHR.U64 + VSLI.64) and two VEOR, Ch(e, f, g) as VBSL with
 * mask e, Maj(a, b, c) as VBSL with mask a ^ b (where a and b differ the
 * majority is c, elsewhere it is b), and six VADD.I64. The schedule makes
 * two words per 19 q-register instructions: W[t+16], W[t+17] =
 * sigma1(W[t+14], W[t+15]) + (W[t+9], W[t+10]) + sigma0(W[t+1], W[t+2]) +
 * (W[t], W[t+1]), the unaligned pairs by VEXT; sigma1 needs no word of
 * its own pair, so both lanes go together. 5 groups of 16 rounds; the
 * first 4 also make the next group's 16 words.
 *
 * The round constants are halite_sha512_k (src/arch/generic/sha512.c);
 * 32-bit Arm Linux (HALITE_NEON_DISPATCH) may link this object into a
 * shared library, so there its address comes through the GOT.
 *
 * Constant time: no branch or address depends on the state or the
 * message, only on nblocks; the instructions are NEON integer ones,
 * which docs/cortex-a.md (Constant time on the A profile) takes to run
 * in a fixed time. The message is read with VLD1.8 (any alignment); st is
 * a uint64_t array, read and written with VLDM/VSTM. q0-q3 and q8-q15 are
 * zeroed before return (q4-q7 are restored from the caller's d8-d15).
 */
    .syntax unified
    .thumb
    .fpu neon
#include "ramfunc.h"
#include "neon_wipe.inc"
    HALITE_HOT_SECTION(sha512_armv7a_neon)

/* One round on the variables a..h (d registers) with kw = K[t] + W[t]:
 * h becomes a' = T1 + T2 and d becomes e' = d + T1. */
    .macro ROUND a, b, c, d, e, f, g, h, kw
    vshr.u64 d24, \e, #14       /* Sigma1(e) = e>>>14 ^ e>>>18 ^ e>>>41 */
    vshr.u64 d25, \e, #18
    vshr.u64 d26, \e, #41
    vsli.64 d24, \e, #50
    vsli.64 d25, \e, #46
    vsli.64 d26, \e, #23
    veor d24, d24, d25
    vmov d27, \e
    vbsl d27, \f, \g            /* Ch(e, f, g) */
    veor d24, d24, d26
    vadd.i64 \h, \h, \kw
    vadd.i64 \h, \h, d27
    vadd.i64 \h, \h, d24        /* T1 */
    vshr.u64 d24, \a, #28       /* Sigma0(a) = a>>>28 ^ a>>>34 ^ a>>>39 */
    vshr.u64 d25, \a, #34
    vshr.u64 d26, \a, #39
    vsli.64 d24, \a, #36
    vsli.64 d25, \a, #30
    vsli.64 d26, \a, #25
    veor d27, \a, \b
    vbsl d27, \c, \b            /* Maj(a, b, c) */
    veor d24, d24, d25
    vadd.i64 \d, \d, \h         /* e' = d + T1 */
    veor d24, d24, d26
    vadd.i64 \h, \h, d27
    vadd.i64 \h, \h, d24        /* a' = T1 + Sigma0(a) + Maj(a, b, c) */
    .endm

/* q_j (W[t], W[t+1]) becomes (W[t+16], W[t+17]); wj1, wj4, wj5, wj7 are
 * q_(j+1), q_(j+4), q_(j+5), q_(j+7) (indices mod 8), holding W[t+2..3],
 * W[t+8..9], W[t+10..11] and W[t+14..15]. */
    .macro SCHEDULE wj, wj1, wj4, wj5, wj7
    vext.8 q12, \wj, \wj1, #8   /* W[t+1], W[t+2] */
    vext.8 q13, \wj4, \wj5, #8  /* W[t+9], W[t+10] */
    vadd.i64 \wj, \wj, q13
    vshr.u64 q13, q12, #1       /* sigma0(x) = x>>>1 ^ x>>>8 ^ x>>7 */
    vshr.u64 q15, q12, #8
    vsli.64 q13, q12, #63
    vsli.64 q15, q12, #56
    veor q13, q13, q15
    vshr.u64 q15, q12, #7
    veor q13, q13, q15
    vadd.i64 \wj, \wj, q13
    vshr.u64 q12, \wj7, #19     /* sigma1(x) = x>>>19 ^ x>>>61 ^ x>>6 */
    vshr.u64 q13, \wj7, #61
    vsli.64 q12, \wj7, #45
    vsli.64 q13, \wj7, #3
    veor q12, q12, q13
    vshr.u64 q13, \wj7, #6
    veor q12, q12, q13
    vadd.i64 \wj, \wj, q12
    .endm

/* Rounds t and t+1 (t even) with the variables named as in round t; the
 * schedule step when sched is 1. */
    .macro PAIR sched, a, b, c, d, e, f, g, h, wj, wj1, wj4, wj5, wj7
    vld1.64 {d28, d29}, [r3]!
    vadd.i64 q14, q14, \wj
    .if \sched
    SCHEDULE \wj, \wj1, \wj4, \wj5, \wj7
    .endif
    ROUND \a, \b, \c, \d, \e, \f, \g, \h, d28
    ROUND \h, \a, \b, \c, \d, \e, \f, \g, d29
    .endm

/* 16 rounds from round 16g; the names come back after each 8. */
    .macro GROUP sched
    PAIR \sched, d16, d17, d18, d19, d20, d21, d22, d23, q0, q1, q4, q5, q7
    PAIR \sched, d22, d23, d16, d17, d18, d19, d20, d21, q1, q2, q5, q6, q0
    PAIR \sched, d20, d21, d22, d23, d16, d17, d18, d19, q2, q3, q6, q7, q1
    PAIR \sched, d18, d19, d20, d21, d22, d23, d16, d17, q3, q4, q7, q0, q2
    PAIR \sched, d16, d17, d18, d19, d20, d21, d22, d23, q4, q5, q0, q1, q3
    PAIR \sched, d22, d23, d16, d17, d18, d19, d20, d21, q5, q6, q1, q2, q4
    PAIR \sched, d20, d21, d22, d23, d16, d17, d18, d19, q6, q7, q2, q3, q5
    PAIR \sched, d18, d19, d20, d21, d22, d23, d16, d17, q7, q0, q3, q4, q6
    .endm

/* halite_sha512_k's address, or on 32-bit Arm Linux (HALITE_NEON_DISPATCH)
 * its GOT entry's offset from the ADD's pc (Thumb: the ADD's address + 4);
 * before the function, as LDR reaches 4 KB and the rounds are longer. */
    .align 2
.Lsha_k_ref:
#ifdef HALITE_NEON_DISPATCH
    .word halite_sha512_k(GOT_PREL) + (. - (.Lsha_k_pc + 4))
#else
    .word halite_sha512_k
#endif

/* void halite_sha512_blocks_armv7a_neon(uint64_t st[8],
 *                                       const unsigned char *in, size_t nblocks) */
    .global halite_sha512_blocks_armv7a_neon
    .type halite_sha512_blocks_armv7a_neon, %function
    .align 2
    .thumb_func
halite_sha512_blocks_armv7a_neon:
    cmp r2, #0
    beq .Lsha_return
    push {r4, lr}
    vpush {d8-d15}
    ldr r4, .Lsha_k_ref
.Lsha_k_pc:
#ifdef HALITE_NEON_DISPATCH
    add r4, pc
    ldr r4, [r4]
#endif
    vldm r0, {d16-d23}
.Lsha_block:
    vld1.8 {d0-d3}, [r1]!
    vld1.8 {d4-d7}, [r1]!
    vld1.8 {d8-d11}, [r1]!
    vld1.8 {d12-d15}, [r1]!
    vrev64.8 q0, q0             /* big-endian words */
    vrev64.8 q1, q1
    vrev64.8 q2, q2
    vrev64.8 q3, q3
    vrev64.8 q4, q4
    vrev64.8 q5, q5
    vrev64.8 q6, q6
    vrev64.8 q7, q7
    mov r3, r4
    movs r12, #4
.Lsha_group:
    GROUP 1
    subs r12, #1
    bne .Lsha_group
    GROUP 0
    /* st += the variables, which become the next block's */
    vldm r0, {d24-d31}
    vadd.i64 q8, q8, q12
    vadd.i64 q9, q9, q13
    vadd.i64 q10, q10, q14
    vadd.i64 q11, q11, q15
    vstm r0, {d16-d23}
    subs r2, #1
    bne .Lsha_block

    wipe_neon_scratch
    vpop {d8-d15}
    pop {r4, lr}
.Lsha_return:
    bx lr
    .size halite_sha512_blocks_armv7a_neon, . - halite_sha512_blocks_armv7a_neon
