@ SPDX-License-Identifier: ISC
/*
 * Salsa20/20 kernels for the Cortex-M3 (ARMv7-M, Thumb-2): the core, the
 * HSalsa20 core and the multi-block keystream XOR (src/internal.h).
 *
 * Register allocation of the 20 rounds (salsa20_rounds): r0-r12 hold 13 of
 * the 16 state words, lr is the one temporary, and 3 words live in stack
 * slots (inside the rounds x6 moves to lr and r6 is the temporary, so the
 * adds of two low words are 16-bit). The "register order" of the state,
 * used by every frame below, is
 *
 *     r0  r1  r2  r3   r4  r5  r6  r7   r8  r9  r10 r11  r12 | S3 S7 S11
 *     x0  x1  x2  x12  x4  x5  x6  x13  x8  x9  x10 x14  x15 | x3 x7 x11
 *
 * Columns A, B, C run with x3, x7, x11 in memory; then x12, x13, x14 (done
 * for this round) trade places with them for column D and rows 0-2, and
 * trade back for row 3: six one-cycle stores and six loads per double round
 * (Belady's optimal replacement finds no fewer for this quarter-round order
 * with 13 registers), 14 cycles on top of the 64 of the arithmetic.
 *
 * Frame shared by all three entry points (offsets from sp at the call of
 * salsa20_rounds):
 *     0..51   X: scratch in register order (X[11], X[12] take x14, x15
 *             when the output needs free registers)
 *     52..63  S3, S7, S11
 *     64      RET: salsa20_rounds' return address
 *     68..79  S12, S13, S14
 *
 * Constant time: no branch or address depends on key, nonce-derived state,
 * keystream or message; loop counts depend on mlen only; no multiplies.
 * Loads and stores of message, ciphertext and key bytes are single LDR/STR,
 * which ARMv7-M allows unaligned (CCR.UNALIGN_TRP clear, the reset value).
 */
    .syntax unified
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(salsa20_armv7m)

    .equ S3, 52
    .equ S7, 56
    .equ S11, 60
    .equ RET, 64
    .equ S12, 68
    .equ S13, 72
    .equ S14, 76

/* One quarter-round: b ^= (a+d)<<<7, c ^= (b+a)<<<9, d ^= (c+b)<<<13,
 * a ^= (d+c)<<<18; r6 is the temporary (low, so an add of two low words
 * is a 16-bit ADDS: the EOR with a rotated operand has no 16-bit form). */
    .macro QR a, b, c, d
    adds r6, \a, \d
    eor \b, \b, r6, ror #25
    adds r6, \b, \a
    eor \c, \c, r6, ror #23
    adds r6, \c, \b
    eor \d, \d, r6, ror #19
    adds r6, \d, \c
    eor \a, \a, r6, ror #14
    .endm

/* The rounds' registers from the register order, or back (r6 is free
 * either way): x4 and x15 trade r4 and r12, x5 and x14 (x11 when spilled)
 * r5 and r11, so with x6 in lr and r6 the temporary the words with the
 * most adds between them (x0-x3, x15 and the three spill pairs) are the
 * low ones: 15 of the 32 adds of a double round are 16-bit, and the spill
 * stores and loads too. */
    .macro ROUNDREGS
    mov r6, r4
    mov r4, r12
    mov r12, r6
    mov r6, r5
    mov r5, r11
    mov r11, r6
    .endm

/* One double round in the rounds' registers (ROUNDREGS). */
    .macro DOUBLEROUND
    QR r0, r12, r8, r3          /* column (x0, x4, x8, x12) */
    QR r11, r9, r7, r1          /* column (x5, x9, x13, x1) */
    QR r10, r5, r2, lr          /* column (x10, x14, x2, x6) */
    str r3, [sp, #S12]
    str r7, [sp, #S13]
    str r5, [sp, #S14]
    ldr r3, [sp, #S3]
    ldr r7, [sp, #S7]
    ldr r5, [sp, #S11]
    QR r4, r3, r7, r5           /* column (x15, x3, x7, x11) */
    QR r0, r1, r2, r3           /* row (x0, x1, x2, x3) */
    QR r11, lr, r7, r12         /* row (x5, x6, x7, x4) */
    QR r10, r5, r8, r9          /* row (x10, x11, x8, x9) */
    str r3, [sp, #S3]
    str r7, [sp, #S7]
    str r5, [sp, #S11]
    ldr r3, [sp, #S12]
    ldr r7, [sp, #S13]
    ldr r5, [sp, #S14]
    QR r4, r3, r7, r5           /* row (x15, x12, x13, x14) */
    .endm

/* r0 = 0 into the six spill slots, which hold state words after the
 * rounds (S3/S7/S11 and S12-S14); r0 stays 0, the cores' return value. */
    .macro WIPESPILLS
    movs r0, #0
    str r0, [sp, #S3]
    str r0, [sp, #S7]
    str r0, [sp, #S11]
    str r0, [sp, #S12]
    str r0, [sp, #S13]
    str r0, [sp, #S14]
    .endm

/* Loads the input matrix from c (constant), k (key) and in into register
 * order and S3/S7/S11; the pointers arrive in r1 = in, r2 = k, r3 = c, and
 * r0 is free. Matrix: x0 x5 x10 x15 = c, x1-x4 = k[0..15], x6-x9 = in,
 * x11-x14 = k[16..31]. The three words for the stack go first, so the
 * other thirteen load as one pipelined run. */
    .macro LOADSTATE
    ldr r12, [r1, #4]
    ldr lr, [r2, #8]
    ldr r0, [r2, #16]
    str r12, [sp, #S7]
    str lr, [sp, #S3]
    str r0, [sp, #S11]
    ldr r6, [r1, #0]
    ldr r8, [r1, #8]
    ldr r9, [r1, #12]
    ldr r0, [r3, #0]
    ldr r5, [r3, #4]
    ldr r10, [r3, #8]
    ldr r12, [r3, #12]
    ldr r4, [r2, #12]
    ldr r1, [r2, #0]
    ldr r7, [r2, #24]
    ldr r11, [r2, #28]
    ldr r3, [r2, #20]
    ldr r2, [r2, #4]
    .endm

/* halite_hsalsa20_core_armv7m(out, in, k, c): out = x0 x5 x10 x15 x6
 * x7 x8 x9 of the rounds, no feed-forward; returns 0, so it is also
 * crypto_core_hsalsa20 (the alias below). Frame: shared frame (80 bytes),
 * then the saved r0 (out) at 80. Instead of a BL it sets lr to its tail
 * (hsalsa20_tail, after the rounds; ADR + 1 for the Thumb bit) and runs
 * into salsa20_rounds, which stores lr as its return address first. */
    .align 2
    .global halite_hsalsa20_core_armv7m
    .thumb_func
    .type halite_hsalsa20_core_armv7m, %function
halite_hsalsa20_core_armv7m:
    push {r0, r4-r11, lr}
    sub sp, #80
    LOADSTATE
    adr lr, hsalsa20_tail + 1
    .size halite_hsalsa20_core_armv7m, . - halite_hsalsa20_core_armv7m
    /* no alignment padding here: the code above runs on into the rounds */

/* salsa20_rounds: the 20 rounds on the register-order state (r0-r12 and
 * S3/S7/S11 of the caller's frame); clobbers lr and S12-S14. Local calling
 * convention: called with BL (or entered with lr set, as above), sp
 * pointing at the shared frame. */
    .thumb_func
    .type salsa20_rounds, %function
salsa20_rounds:
    str lr, [sp, #RET]
    mov lr, r6                  /* x6 in lr during the rounds */
    ROUNDREGS
    .rept 10
    DOUBLEROUND
    .endr
    ROUNDREGS
    mov r6, lr
    ldr pc, [sp, #RET]
    .size salsa20_rounds, . - salsa20_rounds

/* The rest of halite_hsalsa20_core_armv7m: the output, the wipe (which
 * leaves r0 = 0, the return value) and the return. */
    .thumb_func
    .type hsalsa20_tail, %function
hsalsa20_tail:
    ldr lr, [sp, #80]           /* out */
    ldr r7, [sp, #S7]
    str r0, [lr, #0]
    str r5, [lr, #4]
    str r10, [lr, #8]
    str r12, [lr, #12]
    str r6, [lr, #16]
    str r7, [lr, #20]
    str r8, [lr, #24]
    /* wipe; the last output store separates the sp update from the POP */
    WIPESPILLS
    add sp, #84
    str r9, [lr, #28]
    pop {r4-r11, pc}
    .size hsalsa20_tail, . - hsalsa20_tail

/* The core APIs are the kernels themselves (src/core leaves them out
 * here): both return 0 in r0. */
    .global halite_crypto_core_hsalsa20
    .thumb_set halite_crypto_core_hsalsa20, halite_hsalsa20_core_armv7m
    .global halite_crypto_core_salsa20
    .thumb_set halite_crypto_core_salsa20, halite_salsa20_core_armv7m

/* halite_salsa20_core_armv7m(out, in, k, c): out = x + input matrix;
 * returns 0 (the wipe's r0), so it is also crypto_core_salsa20. Frame:
 * shared frame (80 bytes) + 4 bytes pad, then the saved r0-r3 (out, in, k,
 * c) at 84..99. */
    .align 2
    .global halite_salsa20_core_armv7m
    .thumb_func
    .type halite_salsa20_core_armv7m, %function
halite_salsa20_core_armv7m:
    push {r0-r11, lr}
    sub sp, #84
    LOADSTATE
    bl salsa20_rounds
    /* Feed-forward, word by word, freeing registers as outputs are stored.
     * c words: x0 (r0), x5 (r5), x10 (r10), x15 (r12). */
    str r12, [sp, #48]
    str r11, [sp, #44]
    ldr r11, [sp, #96]          /* c */
    ldr lr, [sp, #84]           /* out */
    ldr r12, [r11, #0]
    add r0, r12
    str r0, [lr, #0]
    ldr r12, [r11, #4]
    ldr r0, [r11, #8]
    add r5, r12
    add r10, r0
    str r5, [lr, #20]
    str r10, [lr, #40]
    ldr r12, [r11, #12]
    ldr r0, [sp, #48]
    add r0, r12
    str r0, [lr, #60]
    /* in words: x6 (r6), x7 (S7), x8 (r8), x9 (r9) */
    ldr r11, [sp, #88]          /* in */
    ldr r0, [r11, #0]
    ldr r5, [r11, #4]
    ldr r10, [r11, #8]
    ldr r12, [r11, #12]
    add r6, r0
    add r8, r10
    add r9, r12
    ldr r0, [sp, #S7]
    add r0, r5
    str r6, [lr, #24]
    str r0, [lr, #28]
    str r8, [lr, #32]
    str r9, [lr, #36]
    /* k words: x1 (r1), x2 (r2), x3 (S3), x4 (r4), x11 (S11), x12 (r3),
     * x13 (r7), x14 (X[11]) */
    ldr r11, [sp, #92]          /* k */
    ldr r0, [r11, #0]
    ldr r5, [r11, #4]
    ldr r6, [r11, #8]
    ldr r8, [r11, #12]
    ldr r9, [r11, #16]
    ldr r10, [r11, #20]
    ldr r12, [r11, #24]
    ldr r11, [r11, #28]
    add r1, r0
    add r2, r5
    add r4, r8
    add r3, r10
    add r7, r12
    ldr r0, [sp, #S3]
    ldr r5, [sp, #S11]
    ldr r8, [sp, #44]
    add r0, r6
    add r5, r9
    add r8, r11
    str r1, [lr, #4]
    str r2, [lr, #8]
    str r0, [lr, #12]
    str r4, [lr, #16]
    str r5, [lr, #44]
    str r3, [lr, #48]
    str r7, [lr, #52]
    /* wipe the state words left in the frame; the last output store
     * separates the sp update from the POP that uses it */
    WIPESPILLS
    str r0, [sp, #44]
    str r0, [sp, #48]
    add sp, #100
    str r8, [lr, #56]
    pop {r4-r11, pc}
    .size halite_salsa20_core_armv7m, . - halite_salsa20_core_armv7m

/*
 * void halite_salsa20_xor_armv7m(c, m, mlen, nc, k): c = m XOR keystream
 * (m == NULL: c = keystream), counter in nc[8..15].
 *
 * Frame: shared frame, then
 *     80..143   J: the input matrix in register order (J[8], J[9] = counter)
 *     144 C, 148 M, 152 MLEN: what is left to do
 *     156 RC, 160 RM, 164 REM: the real c, m and length of a final partial
 *               block, which is first made as keystream into BUF
 *     168..231  BUF
 * Whole blocks: 20 rounds, then c = m ^ (state + J) from the registers
 * (BLOCKOUT); X[11..12] take x14 and x15 to free registers.
 */
    .equ J, 80
    .equ C, 144
    .equ M, 148
    .equ MLEN, 152
    .equ RC, 156
    .equ RM, 160
    .equ REM, 164
    .equ BUF, 168
    .equ FRAME, 236             /* + 36 pushed = 272, a multiple of 8 */

/* The 64 output bytes of one block, c = m ^ (state + J) (keystream only
 * when xor = 0), straight from the registers: x0 goes first with lr as the
 * only temporary, and every register whose word is stored becomes a
 * temporary for the next, larger group, so loads pipeline. The five words
 * not in registers (x14, x15 spilled to X[11..12], x3 x7 x11 in S3/S7/S11)
 * go last. Also steps the counter in J and puts the next block's x3, x7,
 * x11 into S3/S7/S11. r11 = m, r12 = c; both advance by 64. */
    .macro BLOCKOUT xor
    str r11, [sp, #44]
    str r12, [sp, #48]
    ldr r12, [sp, #C]
    .if \xor
    ldr r11, [sp, #M]
    .endif
    /* x0 */
    ldr lr, [sp, #J + 0]
    add r0, lr
    .if \xor
    ldr lr, [r11, #0]
    eor r0, lr
    .endif
    str r0, [r12, #0]
    /* x1, x2 */
    ldr lr, [sp, #J + 4]
    ldr r0, [sp, #J + 8]
    add r1, lr
    add r2, r0
    .if \xor
    ldr lr, [r11, #4]
    ldr r0, [r11, #8]
    eor r1, lr
    eor r2, r0
    .endif
    str r1, [r12, #4]
    str r2, [r12, #8]
    /* x12 (r3), x4, x5, x6 */
    ldr lr, [sp, #J + 12]
    ldr r0, [sp, #J + 16]
    ldr r1, [sp, #J + 20]
    ldr r2, [sp, #J + 24]
    add r3, lr
    add r4, r0
    add r5, r1
    add r6, r2
    .if \xor
    ldr lr, [r11, #48]
    ldr r0, [r11, #16]
    ldr r1, [r11, #20]
    ldr r2, [r11, #24]
    eor r3, lr
    eor r4, r0
    eor r5, r1
    eor r6, r2
    .endif
    str r3, [r12, #48]
    str r4, [r12, #16]
    str r5, [r12, #20]
    str r6, [r12, #24]
    /* x13 (r7), x8, x9, x10; the counter J[8..9] steps */
    ldr r0, [sp, #J + 28]
    ldr r1, [sp, #J + 32]
    ldr r2, [sp, #J + 36]
    ldr r3, [sp, #J + 40]
    add r7, r0
    add r8, r1
    add r9, r2
    add r10, r3
    adds r1, #1
    adc r2, r2, #0
    str r1, [sp, #J + 32]
    str r2, [sp, #J + 36]
    .if \xor
    ldr r0, [r11, #52]
    ldr r1, [r11, #32]
    ldr r2, [r11, #36]
    ldr r3, [r11, #40]
    eor r7, r0
    eor r8, r1
    eor r9, r2
    eor r10, r3
    .endif
    str r7, [r12, #52]
    str r8, [r12, #32]
    str r9, [r12, #36]
    str r10, [r12, #40]
    /* x14, x15, x3, x7, x11: X[11..15] and J[11..15] */
    ldr r0, [sp, #44]
    ldr r1, [sp, #48]
    ldr r2, [sp, #S3]
    ldr r3, [sp, #S7]
    ldr r4, [sp, #S11]
    ldr r5, [sp, #J + 44]
    ldr r6, [sp, #J + 48]
    ldr r7, [sp, #J + 52]
    ldr r8, [sp, #J + 56]
    ldr r9, [sp, #J + 60]
    add r0, r5
    add r1, r6
    add r2, r7
    add r3, r8
    add r4, r9
    str r7, [sp, #S3]
    str r8, [sp, #S7]
    str r9, [sp, #S11]
    .if \xor
    ldr r5, [r11, #56]
    ldr r6, [r11, #60]
    ldr r7, [r11, #12]
    ldr r8, [r11, #28]
    ldr r9, [r11, #44]
    eor r0, r5
    eor r1, r6
    eor r2, r7
    eor r3, r8
    eor r4, r9
    .endif
    str r0, [r12, #56]
    str r1, [r12, #60]
    str r2, [r12, #12]
    str r3, [r12, #28]
    str r4, [r12, #44]
    add r12, #64
    str r12, [sp, #C]
    .if \xor
    add r11, #64
    str r11, [sp, #M]
    .endif
    .endm

    .align 2
    .global halite_salsa20_xor_armv7m
    .thumb_func
    .type halite_salsa20_xor_armv7m, %function
halite_salsa20_xor_armv7m:
    push {r4-r11, lr}
    sub sp, #FRAME
    str r0, [sp, #C]
    str r1, [sp, #M]
    str r2, [sp, #MLEN]
    movs r0, #0
    str r0, [sp, #REM]
    ldr r2, [sp, #FRAME + 36]   /* k */
    ldr r1, [r3, #4]            /* n1 = x7 */
    ldr r6, [r3, #0]
    ldr r8, [r3, #8]
    ldr r9, [r3, #12]
    str r1, [sp, #J + 56]
    str r1, [sp, #S7]
    ldr r0, [r2, #8]            /* k2 = x3 */
    ldr r10, [r2, #16]          /* k4 = x11 */
    str r0, [sp, #J + 52]
    str r0, [sp, #S3]
    str r10, [sp, #J + 60]
    str r10, [sp, #S11]
    ldr r1, [r2, #0]
    ldr r3, [r2, #20]
    ldr r4, [r2, #12]
    ldr r7, [r2, #24]
    ldr r11, [r2, #28]
    ldr r2, [r2, #4]
    ldr r0, =0x61707865         /* "expa" */
    ldr r5, =0x3320646e         /* "nd 3" */
    ldr r10, =0x79622d32        /* "2-by" */
    ldr r12, =0x6b206574        /* "te k" */
    add lr, sp, #J
    stm lr, {r0-r12}

    /* Here and at each loop head, r0-r12 and S3/S7/S11 hold the next
     * block's input matrix. Two loops, so the test of m is made once. */
    ldr lr, [sp, #MLEN]
    cmp lr, #64
    blo .Lxor_short
    ldr lr, [sp, #M]
    cmp lr, #0
    beq .Lxor_keystream
.Lxor_loop:
    bl salsa20_rounds
    BLOCKOUT 1
    ldr r0, [sp, #MLEN]
    add lr, sp, #J
    subs r0, #64
    str r0, [sp, #MLEN]
    cmp r0, #64
    ldm lr, {r0-r12}
    bhs .Lxor_loop
    b .Lxor_short
.Lxor_keystream:
    bl salsa20_rounds
    BLOCKOUT 0
    ldr r0, [sp, #MLEN]
    add lr, sp, #J
    subs r0, #64
    str r0, [sp, #MLEN]
    cmp r0, #64
    ldm lr, {r0-r12}
    bhs .Lxor_keystream
.Lxor_short:
    /* Fewer than 64 bytes left: none, or a final partial block, made as
     * keystream into BUF (MLEN = 64 runs it once) and XORed bytewise below. */
    ldr lr, [sp, #MLEN]
    cmp lr, #0
    beq .Lxor_done
    str lr, [sp, #REM]
    movs lr, #64
    str lr, [sp, #MLEN]
    ldr lr, [sp, #C]
    str lr, [sp, #RC]
    ldr lr, [sp, #M]
    str lr, [sp, #RM]
    movs lr, #0
    str lr, [sp, #M]
    add lr, sp, #BUF
    str lr, [sp, #C]
    b .Lxor_keystream

.Lxor_done:
    /* A pending partial block: c[i] = m[i] ^ BUF[i] (or BUF[i]), i < REM,
     * four bytes at a time, then one at a time. */
    ldr r2, [sp, #REM]
    cbz r2, .Lxor_wipe
    ldr r0, [sp, #RC]
    ldr r1, [sp, #RM]
    add r3, sp, #BUF
    cbz r1, .Lxor_tail_copy
    subs r2, #4
    blo .Lxor_tail_xor_bytes
.Lxor_tail_xor_words:
    ldr r4, [r3], #4
    ldr r5, [r1], #4
    eors r4, r5
    str r4, [r0], #4
    subs r2, #4
    bhs .Lxor_tail_xor_words
.Lxor_tail_xor_bytes:
    adds r2, #4
    beq .Lxor_wipe
.Lxor_tail_xor_byte:
    ldrb r4, [r3], #1
    ldrb r5, [r1], #1
    eors r4, r5
    strb r4, [r0], #1
    subs r2, #1
    bne .Lxor_tail_xor_byte
    b .Lxor_wipe
.Lxor_tail_copy:
    subs r2, #4
    blo .Lxor_tail_copy_bytes
.Lxor_tail_copy_words:
    ldr r4, [r3], #4
    str r4, [r0], #4
    subs r2, #4
    bhs .Lxor_tail_copy_words
.Lxor_tail_copy_bytes:
    adds r2, #4
    beq .Lxor_wipe
.Lxor_tail_copy_byte:
    ldrb r4, [r3], #1
    strb r4, [r0], #1
    subs r2, #1
    bne .Lxor_tail_copy_byte
.Lxor_wipe:
    /* Zero the whole frame: state copies, key matrix and keystream. */
    movs r0, #0
    movs r1, #0
    movs r2, #0
    movs r3, #0
    movs r4, #0
    movs r5, #0
    movs r6, #0
    mov r7, sp
    .rept 8
    stmia r7!, {r0-r6}
    .endr
    stmia r7!, {r0-r2}
    add sp, #FRAME
    pop {r4-r11, pc}
    .size halite_salsa20_xor_armv7m, . - halite_salsa20_xor_armv7m

    .ltorg
