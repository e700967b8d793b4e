@ SPDX-License-Identifier: ISC
/*
 * The 20 Salsa20 rounds for the small build on ARMv7-M:
 * halite_salsa20_rounds_armv7m_small(x), x = 16 words, in place (the
 * contract of halite_salsa20_rounds, src/internal.h). A row round is the
 * column round of the transposed matrix, so one column round followed by
 * a transposition runs in a loop of twenty: the matrix y the loop works on
 * is x after an even number of rounds, x transposed after an odd number,
 * and x again at the end.
 *
 * Registers: y0..y12 in r0..r12, lr the sum of each step. Three words live
 * in the frame: y13, y14, y15 at the start of a round; the column round
 * swaps them in for y0, y5, y10 once their column is done, and the
 * transposition puts each word where the next round expects it (y_i at
 * r_i or slot i, sp + 4 i). Frame: slots 0..15, then the count at 64 and
 * x (the argument, pushed with the callee-saved registers) at 68.
 *
 * Additions, XORs and rotations only; the loop count is fixed.
 */
	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(salsa20_rounds_armv7m_small)

/* b ^= (a + d) <<< n */
	.macro	STEP b, a, d, n
	add	lr, \a, \d
	eor	\b, \b, lr, ror #(32 - \n)
	.endm

/* The quarter-round on (a, b, c, d). */
	.macro	QR a, b, c, d
	STEP	\b, \a, \d, 7
	STEP	\c, \b, \a, 9
	STEP	\d, \c, \b, 13
	STEP	\a, \d, \c, 18
	.endm

/* Exchanges registers a and b (through lr). */
	.macro	SWAP a, b
	mov	lr, \a
	mov	\a, \b
	mov	\b, lr
	.endm

	.global	halite_salsa20_rounds_armv7m_small
	.type	halite_salsa20_rounds_armv7m_small, %function
	.align	2
halite_salsa20_rounds_armv7m_small:
	push	{r0, r4-r11, lr}	@ x at sp + 68 once the frame is made
	add	r1, r0, #52
	ldm	r1, {r1-r3}
	movs	r4, #20
	push	{r1-r4}			@ x13, x14, x15 to slots 13..15, the count
	sub	sp, sp, #52		@ slots 0..12
	ldm	r0, {r0-r12}
1:	QR	r0, r4, r8, r12		@ y0, y4, y8, y12
	str	r0, [sp, #0]
	ldr	r0, [sp, #64]		@ the count, while r0 is free: the
	subs	r0, #1			@ flags it sets last until the bne
	str	r0, [sp, #64]		@ (nothing below sets flags)
	ldr	r0, [sp, #52]		@ y13 in r0
	QR	r5, r9, r0, r1		@ y5, y9, y13, y1
	str	r5, [sp, #20]
	ldr	r5, [sp, #56]		@ y14 in r5
	QR	r10, r5, r2, r6		@ y10, y14, y2, y6
	str	r10, [sp, #40]
	ldr	r10, [sp, #60]		@ y15 in r10
	QR	r10, r3, r7, r11	@ y15, y3, y7, y11
	str	r7, [sp, #52]		@ transpose: y7 to slot 13,
	mov	r7, r0			@ y13 to r7,
	ldr	r0, [sp, #0]		@ y0 back in r0,
	str	r11, [sp, #56]		@ y11 to slot 14,
	mov	r11, r5			@ y14 to r11,
	ldr	r5, [sp, #20]		@ y5 back in r5,
	str	r10, [sp, #60]		@ y15 to its slot,
	ldr	r10, [sp, #40]		@ y10 back in r10,
	SWAP	r1, r4			@ and the pairs held in registers
	SWAP	r2, r8
	SWAP	r3, r12
	SWAP	r6, r9
	bne	1b
	ldr	lr, [sp, #68]
	stm	lr!, {r0-r12}		@ lr = &x13
	add	r0, sp, #52
	ldm	r0, {r0-r2}
	stm	lr, {r0-r2}
	mov	r0, sp			@ the slots held state words: wipe
	movs	r1, #68			@ them (and the count)
	bl	halite_wipe
	add	sp, sp, #68
	pop	{r0, r4-r11, pc}
	.size	halite_salsa20_rounds_armv7m_small, .-halite_salsa20_rounds_armv7m_small
