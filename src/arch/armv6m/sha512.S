@ SPDX-License-Identifier: ISC
/*
 * SHA-512 compression for the Cortex-M0/M0+ (ARMv6-M, Thumb-1 only):
 * halite_sha512_blocks_armv6m(st, in, nblocks), FIPS 180-4 §6.4.2.
 *
 * 64-bit words are (lo, hi) register pairs; a 64-bit rotation or shift is
 * shift pairs (LSLS/LSRS by immediates) XORed together, so Sigma and sigma
 * cost 20 to 22 one-cycle instructions each; additions are ADDS/ADCS pairs.
 * Only r0-r7 take ALU instructions; r8-r12 hold pointers and Maj's running
 * XOR. The four Sigma/sigma functions are leaf routines called with BL
 * (5 cycles a call): measured on the M0+ model, inlining them makes
 * crypto_hash_sha512 of 1,024 bytes 149,353 -> 134,944 cycles (-10%) and
 * the kernel 2,656 -> 3,680 bytes (+39%); the M0's flash is the scarcer.
 *
 * Frame (offsets from sp, which does not move inside a block):
 *     0..63     V: the working variables, 8-byte slots; in round t,
 *               variable k (0 = a .. 7 = h) is in slot (t + 7 - k) mod 8,
 *               so a' is stored over h and e' over d and the renaming
 *               b <- a .. h <- g costs nothing; the 8-round loop body
 *               names the slots at assembly time
 *     64..191   W: the message schedule, a 16-word circular buffer;
 *               W[t] is in slot t mod 16. Round t computes W[t + 16] (for
 *               t < 64) into W[t]'s slot from W[t], W[t + 1], W[t + 9] and
 *               W[t + 14]. The 8-round body reaches the half of the buffer
 *               that holds W[t] through r11 and the other half through
 *               r12; each pass of the body swaps them, so with t = 8i + j
 *               every offset in the body is a constant of j.
 *     192 ST, 196 IN, 200 NB: state pointer, next block, blocks left
 *     204 KLIM: &K[65] (the schedule stops after round 63)
 *
 * Registers in the rounds: r0-r7 working (e or a in r0:r1, T1 in r2:r3),
 * r8 = &K[t] (LDM steps it), r9:r10 = Y, Maj's b ^ c (Maj(a,b,c) =
 * b ^ ((a ^ b) & Y), and a ^ b is the next round's Y), r11 = W half of
 * W[t], r12 = the other half; lr is the routines' return address.
 *
 * K is halite_sha512_k (src/arch/generic/sha512.c), the portable C's table
 * (no copy here): a little-endian uint64_t array, so K[t] is (lo, hi) in
 * memory, as the LDM wants it; &K[0], &K[65] and &K[80] are literals.
 *
 * Cost (modelled, M0+): about 16,400 cycles a 128-byte block, 6,650 of
 * them in the 288 Sigma/sigma calls. Stack: 244 bytes.
 *
 * Input: big-endian words, read with LDR + REV when in is word-aligned,
 * bytewise otherwise (ARMv6-M faults on unaligned LDR); the choice
 * depends on the address only. st is a uint64_t array: aligned.
 *
 * Constant time: no branch or address depends on the message or the state;
 * the loops count blocks and rounds. No multiplies, no division.
 */
    .syntax unified
    .cpu cortex-m0
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(sha512_armv6m)

    .equ W, 64
    .equ ST, 192
    .equ IN, 196
    .equ NB, 200
    .equ KLIM, 204
    .equ FRAME, 208             /* + 36 pushed = 244 bytes of stack */

/* out = XOR of six shifted words: op1 s1 n1 ^ ... ^ op6 s6 n6, where op is
 * lsls or lsrs; tmp is clobbered. (The flags' C bit is clobbered too.) */
    .macro SH6 out, tmp, o1, s1, n1, o2, s2, n2, o3, s3, n3, o4, s4, n4, o5, s5, n5, o6, s6, n6
    \o1 \out, \s1, #\n1
    \o2 \tmp, \s2, #\n2
    eors \out, \tmp
    \o3 \tmp, \s3, #\n3
    eors \out, \tmp
    \o4 \tmp, \s4, #\n4
    eors \out, \tmp
    \o5 \tmp, \s5, #\n5
    eors \out, \tmp
    .ifnb \o6
    \o6 \tmp, \s6, #\n6
    eors \out, \tmp
    .endif
    .endm

/* lo:hi = Sigma1(xl:xh) = x >>> 14 ^ x >>> 18 ^ x >>> 41 */
    .macro BSIG1 lo, hi, xl, xh, tmp
    SH6 \lo, \tmp, lsrs, \xl, 14, lsls, \xh, 18, lsrs, \xl, 18, lsls, \xh, 14, lsrs, \xh, 9, lsls, \xl, 23
    SH6 \hi, \tmp, lsrs, \xh, 14, lsls, \xl, 18, lsrs, \xh, 18, lsls, \xl, 14, lsrs, \xl, 9, lsls, \xh, 23
    .endm

/* lo:hi = Sigma0(xl:xh) = x >>> 28 ^ x >>> 34 ^ x >>> 39 */
    .macro BSIG0 lo, hi, xl, xh, tmp
    SH6 \lo, \tmp, lsrs, \xl, 28, lsls, \xh, 4, lsrs, \xh, 2, lsls, \xl, 30, lsrs, \xh, 7, lsls, \xl, 25
    SH6 \hi, \tmp, lsrs, \xh, 28, lsls, \xl, 4, lsrs, \xl, 2, lsls, \xh, 30, lsrs, \xl, 7, lsls, \xh, 25
    .endm

/* lo:hi = sigma0(xl:xh) = x >>> 1 ^ x >>> 8 ^ x >> 7 */
    .macro SSIG0 lo, hi, xl, xh, tmp
    SH6 \lo, \tmp, lsrs, \xl, 1, lsls, \xh, 31, lsrs, \xl, 8, lsls, \xh, 24, lsrs, \xl, 7, lsls, \xh, 25
    SH6 \hi, \tmp, lsrs, \xh, 1, lsls, \xl, 31, lsrs, \xh, 8, lsls, \xl, 24, lsrs, \xh, 7
    .endm

/* lo:hi = sigma1(xl:xh) = x >>> 19 ^ x >>> 61 ^ x >> 6 */
    .macro SSIG1 lo, hi, xl, xh, tmp
    SH6 \lo, \tmp, lsrs, \xl, 19, lsls, \xh, 13, lsrs, \xh, 29, lsls, \xl, 3, lsrs, \xl, 6, lsls, \xh, 26
    SH6 \hi, \tmp, lsrs, \xh, 19, lsls, \xl, 13, lsrs, \xl, 29, lsls, \xh, 3, lsrs, \xh, 6
    .endm

/* Loads W[t + k] (k = 0, 1, 9 or 14; t = 8i + j) into lo:hi through ptr:
 * it is in r11's half at 8 (j + k) when j + k < 8, in r12's half at
 * 8 (j + k - 8) when j + k < 16, and in r11's again at 8 (j + k - 16). */
    .macro LDW lo, hi, ptr, j, k
    .if (\j + \k) < 8
    mov \ptr, r11
    ldr \lo, [\ptr, #(8 * (\j + \k))]
    ldr \hi, [\ptr, #(8 * (\j + \k) + 4)]
    .elseif (\j + \k) < 16
    mov \ptr, r12
    ldr \lo, [\ptr, #(8 * (\j + \k - 8))]
    ldr \hi, [\ptr, #(8 * (\j + \k - 8) + 4)]
    .else
    mov \ptr, r11
    ldr \lo, [\ptr, #(8 * (\j + \k - 16))]
    ldr \hi, [\ptr, #(8 * (\j + \k - 16) + 4)]
    .endif
    .endm

/* Round t = 8i + j; see the header for the slots and registers. */
    .macro ROUND j
    .equ OA, 8 * ((7 + \j) & 7)
    .equ OB, 8 * ((6 + \j) & 7)
    .equ OD, 8 * ((4 + \j) & 7)
    .equ OE, 8 * ((3 + \j) & 7)
    .equ OF, 8 * ((2 + \j) & 7)
    .equ OG, 8 * ((1 + \j) & 7)
    .equ OH, 8 * (\j & 7)
    /* T1 = Sigma1(e) + Ch(e,f,g) + h + K[t] + W[t], into r2:r3 */
    ldr r0, [sp, #OE]
    ldr r1, [sp, #OE + 4]
    bl sha512_bsig1
    /* Ch(e,f,g) = ((f ^ g) & e) ^ g; logical ops keep the carry, so the
     * high half is made between ADDS and ADCS */
    ldr r4, [sp, #OF]
    ldr r5, [sp, #OG]
    eors r4, r5
    ands r4, r0
    eors r4, r5
    adds r2, r4
    ldr r4, [sp, #OF + 4]
    ldr r5, [sp, #OG + 4]
    eors r4, r5
    ands r4, r1
    eors r4, r5
    adcs r3, r4
    ldr r4, [sp, #OH]
    ldr r5, [sp, #OH + 4]
    adds r2, r4
    adcs r3, r5
    mov r6, r8
    ldm r6!, {r4, r5}
    mov r8, r6
    adds r2, r4
    adcs r3, r5
    mov r6, r11
    ldr r4, [r6, #(8 * \j)]
    ldr r5, [r6, #(8 * \j + 4)]
    adds r2, r4
    adcs r3, r5
    /* e' = d + T1, stored over d */
    ldr r0, [sp, #OD]
    ldr r1, [sp, #OD + 4]
    adds r0, r2
    adcs r1, r3
    str r0, [sp, #OD]
    str r1, [sp, #OD + 4]
    /* a' = T1 + Sigma0(a) + Maj(a,b,c), stored over h */
    ldr r0, [sp, #OA]
    ldr r1, [sp, #OA + 4]
    bl sha512_bsig0
    adds r2, r4
    adcs r3, r5
    ldr r4, [sp, #OB]
    ldr r5, [sp, #OB + 4]
    eors r0, r4                 /* X = a ^ b */
    mov r6, r9
    mov r9, r0
    ands r6, r0
    eors r6, r4                 /* Maj = b ^ (X & Y) */
    eors r1, r5
    mov r7, r10
    mov r10, r1
    ands r7, r1
    eors r7, r5
    adds r2, r6
    adcs r3, r7
    str r2, [sp, #OH]
    str r3, [sp, #OH + 4]
    /* W[t + 16] = W[t] + sigma0(W[t + 1]) + W[t + 9] + sigma1(W[t + 14]),
     * over W[t], while t < 64 (r8 = &K[t + 1] <= &K[64]) */
    ldr r7, [sp, #KLIM]
    cmp r8, r7
    bhs .Lsha_nosched\@
    LDW r0, r1, r7, \j, 0
    LDW r2, r3, r7, \j, 9
    adds r0, r2
    adcs r1, r3
    LDW r2, r3, r7, \j, 1
    bl sha512_ssig0
    adds r0, r4
    adcs r1, r5
    LDW r2, r3, r7, \j, 14
    bl sha512_ssig1
    adds r0, r4
    adcs r1, r5
    mov r7, r11
    str r0, [r7, #(8 * \j)]
    str r1, [r7, #(8 * \j + 4)]
.Lsha_nosched\@:
    .endm

/* r0-r3 = the big-endian words at r4, r4 + 4, r4 + 8, r4 + 12 (any
 * alignment), bytewise; r4 advances by 16. r5, r6 are clobbered. */
    .macro LOAD4BE_BYTES
    .irp r, r0, r1, r2, r3
    ldrb \r, [r4, #0]
    ldrb r5, [r4, #1]
    lsls \r, #24
    lsls r5, #16
    orrs \r, r5
    ldrb r5, [r4, #2]
    ldrb r6, [r4, #3]
    lsls r5, #8
    orrs \r, r5
    orrs \r, r6
    adds r4, #4
    .endr
    .endm

/* The four Sigma and sigma functions as leaf routines (BL, BX lr). */
/* r2:r3 = Sigma1(r0:r1); r4 clobbered. */
    .align 2
    .thumb_func
sha512_bsig1:
    BSIG1 r2, r3, r0, r1, r4
    bx lr
/* r4:r5 = Sigma0(r0:r1); r6 clobbered. */
    .thumb_func
sha512_bsig0:
    BSIG0 r4, r5, r0, r1, r6
    bx lr
/* r4:r5 = sigma0(r2:r3); r6 clobbered. */
    .thumb_func
sha512_ssig0:
    SSIG0 r4, r5, r2, r3, r6
    bx lr
/* r4:r5 = sigma1(r2:r3); r6 clobbered. */
    .thumb_func
sha512_ssig1:
    SSIG1 r4, r5, r2, r3, r6
    bx lr

    .align 2
    .global halite_sha512_blocks_armv6m
    .thumb_func
    .type halite_sha512_blocks_armv6m, %function
halite_sha512_blocks_armv6m:
    cmp r2, #0
    bne .Lsha_start
    bx lr
.Lsha_start:
    push {r4-r7, lr}
    mov r4, r8
    mov r5, r9
    mov r6, r10
    mov r7, r11
    push {r4-r7}
    sub sp, #FRAME
    str r0, [sp, #ST]
    str r1, [sp, #IN]
    str r2, [sp, #NB]
    /* slots 7..0 = st[0..7] */
    ldm r0!, {r1-r4}
    str r1, [sp, #56]
    str r2, [sp, #60]
    str r3, [sp, #48]
    str r4, [sp, #52]
    ldm r0!, {r1-r4}
    str r1, [sp, #40]
    str r2, [sp, #44]
    str r3, [sp, #32]
    str r4, [sp, #36]
    ldm r0!, {r1-r4}
    str r1, [sp, #24]
    str r2, [sp, #28]
    str r3, [sp, #16]
    str r4, [sp, #20]
    ldm r0!, {r1-r4}
    str r1, [sp, #8]
    str r2, [sp, #12]
    str r3, [sp, #0]
    str r4, [sp, #4]

.Lsha_block:
    /* the rounds' registers (header); Y = b ^ c to start */
    ldr r0, [sp, #48]
    ldr r1, [sp, #52]
    ldr r2, [sp, #40]
    ldr r3, [sp, #44]
    eors r0, r2
    eors r1, r3
    mov r9, r0
    mov r10, r1
    ldr r0, =halite_sha512_k
    mov r8, r0
    ldr r0, =halite_sha512_k + 65 * 8
    str r0, [sp, #KLIM]
    add r0, sp, #W
    mov r11, r0
    add r0, sp, #(W + 64)
    mov r12, r0
    /* W[0..15] = the block's big-endian 64-bit words, stored (lo, hi):
     * four words (two W) an iteration, r7 = &W[2m] */
    ldr r4, [sp, #IN]
    add r7, sp, #W
    lsls r0, r4, #30
    bne .Lsha_load_bytes
.Lsha_load_words:
    ldm r4!, {r0-r3}
    rev r0, r0
    rev r1, r1
    rev r2, r2
    rev r3, r3
    str r1, [r7, #0]
    str r0, [r7, #4]
    str r3, [r7, #8]
    str r2, [r7, #12]
    adds r7, #16
    add r0, sp, #(W + 128)
    cmp r7, r0
    bne .Lsha_load_words
    b .Lsha_loaded
    .ltorg
.Lsha_load_bytes:
    LOAD4BE_BYTES
    str r1, [r7, #0]
    str r0, [r7, #4]
    str r3, [r7, #8]
    str r2, [r7, #12]
    adds r7, #16
    add r0, sp, #(W + 128)
    cmp r7, r0
    bne .Lsha_load_bytes
.Lsha_loaded:
    str r4, [sp, #IN]
    /* 80 rounds: ten passes of the 8-round body */

.Lsha_rounds:
    ROUND 0
    ROUND 1
    ROUND 2
    ROUND 3
    ROUND 4
    ROUND 5
    ROUND 6
    ROUND 7
    /* the other half of W holds the next eight W[t] */
    mov r0, r11
    mov r11, r12
    mov r12, r0
    ldr r0, =halite_sha512_k + 80 * 8
    cmp r0, r8
    beq .Lsha_rounds_done
    /* the body is longer than B's reach; MOV PC ignores bit 0 */
    ldr r0, =.Lsha_rounds
    mov pc, r0
    .ltorg
.Lsha_rounds_done:

    /* st += the variables (k in slot 7 - k again after 80 rounds), which
     * also stay in the slots for the next block */
    ldr r7, [sp, #ST]
    .irp k, 0, 2, 4, 6
    ldm r7!, {r0-r3}
    ldr r4, [sp, #(56 - 8 * \k)]
    ldr r5, [sp, #(60 - 8 * \k)]
    ldr r6, [sp, #(48 - 8 * \k)]
    adds r0, r4
    adcs r1, r5
    ldr r5, [sp, #(52 - 8 * \k)]
    adds r2, r6
    adcs r3, r5
    subs r7, #16
    stm r7!, {r0-r3}
    str r0, [sp, #(56 - 8 * \k)]
    str r1, [sp, #(60 - 8 * \k)]
    str r2, [sp, #(48 - 8 * \k)]
    str r3, [sp, #(52 - 8 * \k)]
    .endr
    ldr r0, [sp, #NB]
    subs r0, #1
    str r0, [sp, #NB]
    beq .Lsha_wipe
    ldr r0, =.Lsha_block
    mov pc, r0

.Lsha_wipe:
    /* Zero the variables and the schedule (V and W: 192 bytes). */
    movs r0, #0
    movs r1, #0
    movs r2, #0
    movs r3, #0
    movs r4, #0
    movs r5, #0
    mov r6, sp
    .rept 8
    stm r6!, {r0-r5}
    .endr
    add sp, #FRAME
    pop {r4-r7}
    mov r8, r4
    mov r9, r5
    mov r10, r6
    mov r11, r7
    pop {r4-r7, pc}
    .ltorg
    .size halite_sha512_blocks_armv6m, . - halite_sha512_blocks_armv6m

