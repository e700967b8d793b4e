@ SPDX-License-Identifier: ISC
/*
 * SHA-512 compression for the Cortex-M3 (ARMv7-M, Thumb-2):
 * halite_sha512_blocks_armv7m(st, in, nblocks), FIPS 180-4 §6.4.2.
 *
 * 64-bit words are (lo, hi) register pairs; a 64-bit rotation is two
 * shifted-operand instructions per half, additions are ADDS/ADC pairs.
 *
 * Frame, in 8-byte slots from the frame base B (the sp of the block code):
 *     slots 0..7    the working variables at the start of a block,
 *                   variable k (0 = a .. 7 = h) in slot 7 - k
 *     slots 8..87   W[0..79], the whole message schedule, W[t] in slot 8 + t
 *     704 st, 708 in, 712 nblocks
 * The working variables slide up one slot a round: in round t variable k
 * is in slot t + 7 - k, so a' goes to slot t + 8, over W[t] (read in this
 * round, not needed after it: the schedule is complete), and e' over d; the
 * renaming a<-T1+T2, b<-a, ..., e<-d+T1, ... costs nothing. During the
 * rounds sp itself slides: it is B + 64 j in the j-th 8-round loop body, so
 * a..h and W[t] are at fixed sp offsets and no register points at them.
 * Everything at or above sp is live; below it lie only consumed schedule
 * words and old working variables, which an exception may overwrite.
 * After round 79 the variable k is in slot 87 - k.
 *
 * Round registers: a in r0:r1 and r4:r5 in turn (the other pair gathers
 * T1 and then a'), r2:r3 = e, X = a ^ b and Y = b ^ c in r10:r11 and
 * r8:r9 in turn (Maj(a,b,c) = a ^ (X & ~Y), this round's X is the next
 * round's Y and the next X is a' ^ a: b and c are never loaded, and Y
 * never goes through memory), r12 = &K[t] - 8 (t = first round of the
 * body; round 7's load steps it by writeback), r6, r7 temporaries (h
 * and K go through them after Ch, so their adds are 16-bit).
 * Schedule registers: r12 = &W[t], r1:r2 and r3:r4 the two newest words,
 * r5:r6 the loaded words, r0:r7 each sigma, r11 = &W[80]: every add is a
 * 16-bit ADDS/ADCS on low registers.
 *
 * Input bytes are read with single LDR (unaligned allowed on ARMv7-M);
 * st is a uint64_t array, so LDM/STM on it are aligned. K and the schedule
 * words that are read at negative offsets (32-bit loads in any case) load
 * as LDRD pairs, which must be word-aligned and are: half the fetch of two
 * LDR.W, where the flash feeds about 2 bytes a cycle (CC2650, cache off).
 *
 * No branch or address depends on the message or the state; the only loop
 * counts are the block count and fixed round counts. No multiplies.
 */
    .syntax unified
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(sha512_armv7m)

    .equ W, 64
    .equ FIN, 640               /* slot 80: h after round 79, a at FIN + 56 */
    .equ ST, 704
    .equ IN, 708
    .equ NB, 712
    .equ FRAME, 724             /* + 36 pushed = 760, a multiple of 8 */

/* One round; i = 0..7 is the position in the unrolled body, so variable k
 * is at sp + 8 * (i + 7 - k) and W[t] at sp + W + 8 * i. a0:a1 hold a and
 * t0:t1 are free on entry; on exit t0:t1 hold the new a and a0:a1 are
 * free, so consecutive rounds swap the two pairs. x0:x1 = X = a ^ b and
 * y0:y1 = Y = b ^ c; on exit y0:y1 hold the next X = a' ^ a and x0:x1, as
 * they are, the next Y, so consecutive rounds swap these pairs too. */
    .macro ROUND i, a0, a1, t0, t1, x0, x1, y0, y1
    .equ OD, 8 * (\i + 4)
    .equ OF, 8 * (\i + 2)
    .equ OG, 8 * (\i + 1)
    .equ OH, 8 * \i
    .equ OW, W + 8 * \i          /* also where a' goes */
    /* t = Ch(e,f,g) = ((f ^ g) & e) ^ g, f loaded straight into t */
    ldr \t0, [sp, #OF]
    ldr \t1, [sp, #OF + 4]
    ldr r6, [sp, #OG]
    ldr r7, [sp, #OG + 4]
    eors \t0, r6
    ands \t0, r2
    eors \t0, r6
    eors \t1, r7
    ands \t1, r3
    eors \t1, r7
    /* + h + K[t] */
    ldr r6, [sp, #OH]
    ldr r7, [sp, #OH + 4]
    adds \t0, r6
    adcs \t1, r7
    .if \i == 7
    ldrd r6, r7, [r12, #64]!    /* K[t+7], and r12 = &K[t+8] - 8 */
    .else
    ldrd r6, r7, [r12, #8 * \i + 8]
    .endif
    adds \t0, r6
    adcs \t1, r7
    /* + Sigma1(e) = e>>>14 ^ e>>>18 ^ e>>>41 */
    lsrs r6, r2, #14
    eor r6, r6, r3, lsl #18
    eor r6, r6, r2, lsr #18
    eor r6, r6, r3, lsl #14
    eor r6, r6, r3, lsr #9
    eor r6, r6, r2, lsl #23
    lsrs r7, r3, #14
    eor r7, r7, r2, lsl #18
    eor r7, r7, r3, lsr #18
    eor r7, r7, r2, lsl #14
    eor r7, r7, r2, lsr #9
    eor r7, r7, r3, lsl #23
    adds \t0, r6
    adcs \t1, r7
    /* + W[t] = T1; e' = d + T1, stored over d (e is dead, so d and W[t]
     * load together) */
    ldr r2, [sp, #OD]
    ldr r3, [sp, #OD + 4]
    ldr r6, [sp, #OW]
    ldr r7, [sp, #OW + 4]
    adds \t0, r6
    adcs \t1, r7
    adds r2, \t0
    adcs r3, \t1
    str r2, [sp, #OD]
    str r3, [sp, #OD + 4]
    /* + Maj(a,b,c) = a ^ (X & ~Y); Y is not needed after this */
    bic \y0, \x0, \y0
    bic \y1, \x1, \y1
    eor \y0, \a0
    eor \y1, \a1
    adds \t0, \y0
    adc \t1, \t1, \y1
    /* + Sigma0(a) = a>>>28 ^ a>>>34 ^ a>>>39 = a' */
    lsrs r6, \a0, #28
    eor r6, r6, \a1, lsl #4
    eor r6, r6, \a1, lsr #2
    eor r6, r6, \a0, lsl #30
    eor r6, r6, \a1, lsr #7
    eor r6, r6, \a0, lsl #25
    lsrs r7, \a1, #28
    eor r7, r7, \a0, lsl #4
    eor r7, r7, \a0, lsr #2
    eor r7, r7, \a1, lsl #30
    eor r7, r7, \a0, lsr #7
    eor r7, r7, \a1, lsl #25
    adds \t0, r6
    adcs \t1, r7
    /* next X = a' ^ a; a' stored over W[t] */
    eor \y0, \t0, \a0
    eor \y1, \t1, \a1
    str \t0, [sp, #OW]
    str \t1, [sp, #OW + 4]
    .endm

/* lo:hi = sigma1(xl:xh) = x>>>19 ^ x>>>61 ^ x>>6 */
    .macro SIGMA1 lo, hi, xl, xh
    lsrs \lo, \xl, #19
    eor \lo, \lo, \xh, lsl #13
    eor \lo, \lo, \xh, lsr #29
    eor \lo, \lo, \xl, lsl #3
    eor \lo, \lo, \xl, lsr #6
    eor \lo, \lo, \xh, lsl #26
    lsrs \hi, \xh, #19
    eor \hi, \hi, \xl, lsl #13
    eor \hi, \hi, \xl, lsr #29
    eor \hi, \hi, \xh, lsl #3
    eor \hi, \hi, \xh, lsr #6
    .endm

/* lo:hi = sigma0(xl:xh) = x>>>1 ^ x>>>8 ^ x>>7 */
    .macro SIGMA0 lo, hi, xl, xh
    lsrs \lo, \xl, #1
    eor \lo, \lo, \xh, lsl #31
    eor \lo, \lo, \xl, lsr #8
    eor \lo, \lo, \xh, lsl #24
    eor \lo, \lo, \xl, lsr #7
    eor \lo, \lo, \xh, lsl #25
    lsrs \hi, \xh, #1
    eor \hi, \hi, \xl, lsl #31
    eor \hi, \hi, \xh, lsr #8
    eor \hi, \hi, \xl, lsl #24
    eor \hi, \hi, \xh, lsr #7
    .endm

/* W[t] and W[t+1], r12 = &W[t] (advanced by 16). r1:r2 = W[t-2] and
 * r3:r4 = W[t-1] on entry, W[t] and W[t+1] on exit, so each new word is
 * loaded from the stack only as W[t-7] and W[t-15]/W[t-16] later on;
 * W[t-15] serves both words. A sigma goes into r0:r7 once its source
 * pair is dead or loaded, and the loads come in pairs where they can.
 * Both words are stored at the end by one STM, with the pointer step. */
    .macro SCHEDULE2
    SIGMA1 r0, r7, r1, r2
    ldrd r1, r2, [r12, #-56]    /* W[t-7] */
    ldrd r5, r6, [r12, #-128]   /* W[t-16] */
    adds r1, r0
    adcs r2, r7
    adds r1, r5
    adcs r2, r6
    ldrd r5, r6, [r12, #-120]   /* W[t-15] */
    SIGMA0 r0, r7, r5, r6
    adds r1, r0
    adcs r2, r7
    SIGMA1 r0, r7, r3, r4
    adds r0, r5
    adcs r7, r6
    ldrd r3, r4, [r12, #-48]    /* W[t-6] */
    ldrd r5, r6, [r12, #-112]   /* W[t-14] */
    adds r3, r0
    adcs r4, r7
    SIGMA0 r0, r7, r5, r6
    adds r3, r0
    adcs r4, r7
    stmia r12!, {r1-r4}
    .endm

    .align 2
    .global halite_sha512_blocks_armv7m
    .thumb_func
    .type halite_sha512_blocks_armv7m, %function
halite_sha512_blocks_armv7m:
    push {r4-r11, lr}
    sub sp, #FRAME
    cmp r2, #0
    beq .Lsha_return
    str r0, [sp, #ST]
    str r2, [sp, #NB]
    mov lr, r1
    /* slots 7..0 = st[0..7] */
    ldm r0!, {r2-r9}
    str r2, [sp, #56]
    str r3, [sp, #60]
    str r4, [sp, #48]
    str r5, [sp, #52]
    str r6, [sp, #40]
    str r7, [sp, #44]
    str r8, [sp, #32]
    str r9, [sp, #36]
    ldm r0, {r2-r9}
    str r2, [sp, #24]
    str r3, [sp, #28]
    str r4, [sp, #16]
    str r5, [sp, #20]
    str r6, [sp, #8]
    str r7, [sp, #12]
    str r8, [sp, #0]
    str r9, [sp, #4]

.Lsha_block:
    /* W[0..15] = the block's big-endian words, (hi, lo) in the message and
     * (lo, hi) in W; lr = in. The last four words go to r1:r2 = W[14] and
     * r3:r4 = W[15] as the schedule wants them. */
    .irp o, 0, 32, 64
    ldr r2, [lr, #\o]
    ldr r3, [lr, #\o + 4]
    ldr r4, [lr, #\o + 8]
    ldr r5, [lr, #\o + 12]
    ldr r6, [lr, #\o + 16]
    ldr r7, [lr, #\o + 20]
    ldr r8, [lr, #\o + 24]
    ldr r9, [lr, #\o + 28]
    rev r2, r2
    rev r3, r3
    rev r4, r4
    rev r5, r5
    rev r6, r6
    rev r7, r7
    rev r8, r8
    rev r9, r9
    str r3, [sp, #W + \o]
    str r2, [sp, #W + \o + 4]
    str r5, [sp, #W + \o + 8]
    str r4, [sp, #W + \o + 12]
    str r7, [sp, #W + \o + 16]
    str r6, [sp, #W + \o + 20]
    str r9, [sp, #W + \o + 24]
    str r8, [sp, #W + \o + 28]
    .endr
    ldr r6, [lr, #96]
    ldr r5, [lr, #100]
    ldr r8, [lr, #104]
    ldr r7, [lr, #108]
    ldr r2, [lr, #112]
    ldr r1, [lr, #116]
    ldr r4, [lr, #120]
    ldr r3, [lr, #124]
    rev r5, r5
    rev r6, r6
    rev r7, r7
    rev r8, r8
    rev r1, r1
    rev r2, r2
    rev r3, r3
    rev r4, r4
    str r5, [sp, #W + 96]
    str r6, [sp, #W + 100]
    str r7, [sp, #W + 104]
    str r8, [sp, #W + 108]
    str r1, [sp, #W + 112]
    str r2, [sp, #W + 116]
    str r3, [sp, #W + 120]
    str r4, [sp, #W + 124]
    add lr, #128
    str lr, [sp, #IN]

    /* W[16..79]; r12 = &W[16] */
    add r12, sp, #W + 128
    add r11, sp, #W + 640
.Lsha_schedule:
    .rept 8
    SCHEDULE2
    .endr
    cmp r12, r11
    bne .Lsha_schedule

    /* 80 rounds: a, e, X = a ^ b and Y = b ^ c into registers */
    ldr r0, [sp, #56]
    ldr r1, [sp, #60]
    ldr r4, [sp, #48]
    ldr r5, [sp, #52]
    ldr r6, [sp, #40]
    ldr r7, [sp, #44]
    ldr r2, [sp, #24]
    ldr r3, [sp, #28]
    eor r10, r0, r4
    eor r11, r1, r5
    eor r8, r4, r6
    eor r9, r5, r7
    adr r12, .Lsha_k - 8
    .balign 4                   /* word-aligned: 702 cycles less a KB at zero wait (m3sim) */
.Lsha_rounds:
    ROUND 0, r0, r1, r4, r5, r10, r11, r8, r9
    ROUND 1, r4, r5, r0, r1, r8, r9, r10, r11
    ROUND 2, r0, r1, r4, r5, r10, r11, r8, r9
    ROUND 3, r4, r5, r0, r1, r8, r9, r10, r11
    ROUND 4, r0, r1, r4, r5, r10, r11, r8, r9
    ROUND 5, r4, r5, r0, r1, r8, r9, r10, r11
    ROUND 6, r0, r1, r4, r5, r10, r11, r8, r9
    ROUND 7, r4, r5, r0, r1, r8, r9, r10, r11
    add sp, #64
    adr r6, .Lsha_k79           /* r12 after the last body */
    cmp r12, r6
    bne .Lsha_rounds
    sub sp, #640

    /* st += the variables (k in slot 87 - k; a and e are still in r0:r1
     * and r2:r3); they also go to slots 7 - k for the next block */
    ldr r12, [sp, #ST]
    .irp k, 0, 2, 4, 6
    ldm r12, {r4-r7}
    .if \k == 0 || \k == 4
    ldr r8, [sp, #FIN + 48 - 8 * \k]
    ldr r9, [sp, #FIN + 52 - 8 * \k]
    .if \k == 0
    adds r4, r0
    adc r5, r5, r1
    .else
    adds r4, r2
    adc r5, r5, r3
    .endif
    adds r6, r8
    adc r7, r7, r9
    .else
    ldr r8, [sp, #FIN + 56 - 8 * \k]
    ldr r9, [sp, #FIN + 60 - 8 * \k]
    ldr r10, [sp, #FIN + 48 - 8 * \k]
    ldr r11, [sp, #FIN + 52 - 8 * \k]
    adds r4, r8
    adc r5, r5, r9
    adds r6, r10
    adc r7, r7, r11
    .endif
    stm r12!, {r4-r7}
    str r4, [sp, #56 - 8 * \k]
    str r5, [sp, #60 - 8 * \k]
    str r6, [sp, #48 - 8 * \k]
    str r7, [sp, #52 - 8 * \k]
    .endr
    ldr lr, [sp, #IN]
    ldr r2, [sp, #NB]
    subs r2, #1
    str r2, [sp, #NB]
    bne .Lsha_block

    /* Wipe the variables and the schedule. */
    movs r0, #0
    movs r1, #0
    movs r2, #0
    movs r3, #0
    movs r4, #0
    movs r5, #0
    movs r6, #0
    movs r7, #0
    mov r8, sp
    .rept ST / 32
    stmia r8!, {r0-r7}
    .endr
.Lsha_return:
    add sp, #FRAME
    pop {r4-r11, pc}
    .size halite_sha512_blocks_armv7m, . - halite_sha512_blocks_armv7m

/* K[0..79], FIPS 180-4 §4.2.3, as little-endian 64-bit words. The kernel
 * keeps this copy of halite_sha512_k (src/arch/generic/sha512.c) because
 * ADR reaches it in one cycle: the end test of each 8-round body would
 * load the shared table's address from a literal pool, one cycle more, 10
 * a block (modelled M3: crypto_auth_hmacsha512256 of 1 KB 99,912 -> 100,032,
 * over its 100,000 target), and a firmware links only one kernel, so the
 * copy costs no flash there. Word-aligned, which LDRD needs: a padding
 * to 8 could be 4 bytes, and GNU as and clang pad 4 with different NOPs. */
    .balign 4
.Lsha_k:
    .quad 0x428a2f98d728ae22, 0x7137449123ef65cd
    .quad 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
    .quad 0x3956c25bf348b538, 0x59f111f1b605d019
    .quad 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
    .quad 0xd807aa98a3030242, 0x12835b0145706fbe
    .quad 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
    .quad 0x72be5d74f27b896f, 0x80deb1fe3b1696b1
    .quad 0x9bdc06a725c71235, 0xc19bf174cf692694
    .quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3
    .quad 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
    .quad 0x2de92c6f592b0275, 0x4a7484aa6ea6e483
    .quad 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
    .quad 0x983e5152ee66dfab, 0xa831c66d2db43210
    .quad 0xb00327c898fb213f, 0xbf597fc7beef0ee4
    .quad 0xc6e00bf33da88fc2, 0xd5a79147930aa725
    .quad 0x06ca6351e003826f, 0x142929670a0e6e70
    .quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926
    .quad 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
    .quad 0x650a73548baf63de, 0x766a0abb3c77b2a8
    .quad 0x81c2c92e47edaee6, 0x92722c851482353b
    .quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001
    .quad 0xc24b8b70d0f89791, 0xc76c51a30654be30
    .quad 0xd192e819d6ef5218, 0xd69906245565a910
    .quad 0xf40e35855771202a, 0x106aa07032bbd1b8
    .quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53
    .quad 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
    .quad 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
    .quad 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
    .quad 0x748f82ee5defb2fc, 0x78a5636f43172f60
    .quad 0x84c87814a1f0ab72, 0x8cc702081a6439ec
    .quad 0x90befffa23631e28, 0xa4506cebde82bde9
    .quad 0xbef9a3f7b2c67915, 0xc67178f2e372532b
    .quad 0xca273eceea26619c, 0xd186b8c721c0c207
    .quad 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
    .quad 0x06f067aa72176fba, 0x0a637dc5a2c898a6
    .quad 0x113f9804bef90dae, 0x1b710b35131c471b
    .quad 0x28db77f523047d84, 0x32caab7b40c72493
    .quad 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
    .quad 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
    .quad 0x5fcb6fab3ad6faec
/* a label, not .Lsha_k + 632: clang encodes ADR to a label plus an offset
 * in 32 bits, GNU as (and clang, for a plain label) in 16 */
.Lsha_k79:
    .quad 0x6c44198c4a475817
