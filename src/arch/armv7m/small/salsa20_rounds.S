/*
 * The 20 Salsa20 rounds for the small build on ARMv7-M:
 * halite_salsa20_rounds_armv7m_small(x), x = 16 words, in place (the
 * contract of halite_salsa20_rounds, src/internal.h). One double round
 * (column round, row round) in a loop of ten.
 *
 * Registers: x0..x12 in r0..r12, lr the sum of each step. Three words live
 * in the frame: x13, x14, x15 at the start of a double round; the column
 * round swaps x13, x14, x15 in for x0, x5, x10 once their column is done,
 * and the row round swaps them back, each word to its own slot (x_i at
 * sp + 4 i), so the loop starts every double round with the same map.
 * Frame: slots 0..15, then x (the argument) at 64 and the count at 68.
 *
 * Additions, XORs and rotations only; the loop count is fixed.
 */
	.syntax	unified
	.thumb
	.text

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

	.global	halite_salsa20_rounds_armv7m_small
	.type	halite_salsa20_rounds_armv7m_small, %function
	.align	2
halite_salsa20_rounds_armv7m_small:
	push	{r4-r11, lr}
	sub	sp, sp, #72
	str	r0, [sp, #64]
	add	r1, r0, #52
	ldm	r1, {r1-r3}
	add	r4, sp, #52
	stm	r4, {r1-r3}		@ x13, x14, x15 to their slots
	movs	r1, #10
	str	r1, [sp, #68]
	ldm	r0, {r0-r12}
1:	QR	r0, r4, r8, r12		@ columns: x0, x4, x8, x12
	str	r0, [sp, #0]
	ldr	r0, [sp, #52]		@ x13 in r0
	QR	r5, r9, r0, r1		@ x5, x9, x13, x1
	str	r5, [sp, #20]
	ldr	r5, [sp, #56]		@ x14 in r5
	QR	r10, r5, r2, r6		@ x10, x14, x2, x6
	str	r10, [sp, #40]
	ldr	r10, [sp, #60]		@ x15 in r10
	QR	r10, r3, r7, r11	@ x15, x3, x7, x11
	QR	r10, r12, r0, r5	@ rows: x15, x12, x13, x14
	str	r10, [sp, #60]
	ldr	r10, [sp, #40]		@ x10 back in r10
	QR	r10, r11, r8, r9	@ x10, x11, x8, x9
	str	r5, [sp, #56]
	ldr	r5, [sp, #20]		@ x5 back in r5
	QR	r5, r6, r7, r4		@ x5, x6, x7, x4
	str	r0, [sp, #52]
	ldr	r0, [sp, #0]		@ x0 back in r0
	QR	r0, r1, r2, r3		@ x0, x1, x2, x3
	ldr	lr, [sp, #68]
	subs	lr, lr, #1
	str	lr, [sp, #68]
	bne	1b
	ldr	lr, [sp, #64]
	stm	lr, {r0-r12}
	add	r0, sp, #52
	ldm	r0, {r0-r2}
	add	lr, lr, #52
	stm	lr, {r0-r2}
	mov	r0, sp			@ the frame held state words: wipe it
	movs	r1, #0
	movs	r2, #72
	bl	memset
	add	sp, sp, #72
	pop	{r4-r11, pc}
	.size	halite_salsa20_rounds_armv7m_small, .-halite_salsa20_rounds_armv7m_small
