@ SPDX-License-Identifier: ISC
@ GF(2^255 - 19) kernels for ARMv7-M, the small build: the same contracts
@ as src/arch/armv7m/fe25519.S (src/field/fe25519_kernels.h) in a fraction
@ of the code. Constant-time: products are MUL on 16-bit halves (LDRH),
@ exact in 32 bits; no UMULL, UMLAL, SMULL, SMLAL, UDIV or SDIV; no branch
@ or address depends on data. The file also provides the fe25519.h names
@ halite_fe25519_mul, halite_fe25519_sq, halite_fe25519_add, halite_fe25519_sub and halite_fe25519_cswap.
@
@ Products. Write x_i, y_j for the 16-bit halves of a, b. Split the
@ product by column parity: E = sum over i+j even of x_i y_j 2^(16(i+j)),
@ O = sum over i+j odd, then a b = E + 2^16 O, and E and O are sums of
@ products placed on whole 32-bit words. Each is built from strips: four x
@ halves of one parity in registers times the eight y halves of one parity
@ streamed with LDRH (the strips, below). mul runs eight strips (E: x and y
@ both even or both odd; O: mixed); sq, where the two mixed passes are
@ equal, runs six and doubles O. Then r = T mod 2^256 + 38 (T >> 256)
@ with T = E + 2^16 O (2^17 O for sq), in one pass over 16-bit halves
@ (fe_finish) that takes what would stand at 2^255 and up from half 15
@ first, so r < 2^255 + 2^247.
@
@ Frame of mul and sq: E[0..16] at sp (word 16 only ever takes the zero
@ carry of the last strip), O[0..15] at sp + 68, the end of the product's
@ strips in fe_strips and f at sp + 132, then r, a, b as pushed.
@ Cost (tools/m3sim): mul 1,465 cycles, sq 1,183 (were 1,564 and 1,276):
@ 832 (mul; sq 624) for the 64 (48) steps of four products at 13 cycles
@ (two loads, four MUL + ADCS, the acc word's ADDS and STR); about 36 a
@ strip besides (the offsets, a, b and four x halves loaded back to back,
@ the tail's LDM, ADCS, STM and the loop); 275 for the reduction, 30 a
@ pass of two halves; 45 to clear E and O; 32 to enter and return.
@ Bounds: x, y < 2^16, so a product is at most 2^32 - 2^17 + 1; E, 2^16 O
@ (2^17 O for sq) and T are below 2^512, so O[15] < 2^16 (2^15 for sq).

	.syntax	unified
	.thumb
@ One section per group of functions, so that a program links only what
@ it calls (--gc-sections): the products, add, sub, cswap.
#include "ramfunc.h"
	HALITE_HOT_SECTION(halite_fe25519_mul_armv7m_small)

	.equ	O_OFF, 68
	.equ	END, 132		@ the end of this product's strips
	.equ	F_OFF, 136		@ O's weight 2^16 f in T
	.equ	FRAME, 140
	.equ	R_OFF, FRAME		@ r, a, b as pushed on entry
	.equ	A_OFF, FRAME + 4
	.equ	B_OFF, FRAME + 8

@ A strip: acc[base..base+11] += (x0 + x2 2^32 + x4 2^64 + x6 2^96)
@ (y0 + y2 2^32 + ... + y14 2^224), the x halves in r8-r11, the y halves at
@ r7, r7 + 4, ..., r7 + 28, acc[base] at r6. A step multiplies the four x
@ by one y and adds the products to the four words of a window with one
@ ADCS chain; the window's top word is new, so it takes the incoming carry
@ without carrying out (2^32 - 2^17 + 1 + 1 < 2^32), and the word leaving
@ the window is added to acc with ADDS, whose carry enters the next
@ step's chain. The strip's value is below 2^(32 (base + 11)), and the
@ strips run in an order where what acc already holds keeps the sum below
@ 2^(32 (base + 12)) with acc[base + 11] at most 1: the last carry adds to
@ acc[base + 11] and stops there. E strips: bases 0, 1, 4, 5 (acc < 2^352,
@ 2^385, 2^481, then E < 2^512 with word 16 zero); O strips: bases 0, 0,
@ 4, 4 (acc < 2^352, 2^353, 2^481, 2^482).
@ Registers: r0-r3 the window (rotating), r4 a product, r5 an acc word,
@ r12 the y half; the strip loop of fe_product keeps the next strip's
@ entry in lr.
	.macro	STEP wb, wb1, wb2, wnew
	ldrh	r12, [r7], #4
	ldr	r5, [r6]
	mul	r4, r8, r12
	adcs	\wb, \wb, r4
	mul	r4, r9, r12
	adcs	\wb1, \wb1, r4
	mul	r4, r10, r12
	adcs	\wb2, \wb2, r4
	mul	r4, r11, r12
	adc	\wnew, r4, #0
	adds	r5, r5, \wb
	str	r5, [r6], #4
	.endm


@ The strips of mul and sq, three bytes each: x offset, y offset and acc
@ offset in bytes, from a, b and sp. The strips'
@ bounds need each accumulator's strips in the order of their bases: E
@ strips (x and y both even, or both odd) at bases 0, 1, 4, 5, O strips (x
@ even y odd, x odd y even) at 0, 0, 4, 4. mul runs all eight; sq, where
@ the two mixed passes are equal, the six from the second (O's x even y
@ odd at 0 and 4).
	.macro	STRIP xoff, yoff, accoff
	.byte	\xoff, \yoff, \accoff
	.endm
fe_strips:
	STRIP	2, 0, O_OFF
	STRIP	0, 0, 0
	STRIP	2, 2, 4
	STRIP	0, 2, O_OFF
	STRIP	16, 0, 16
	STRIP	18, 2, 20
	STRIP	16, 2, O_OFF + 16
	STRIP	18, 0, O_OFF + 16

@ halite_fe25519_mul_armv7m_small(r, a, b): r = a b mod p, r may alias.
	.global	halite_fe25519_mul_armv7m_small
	.type	halite_fe25519_mul_armv7m_small, %function
	.global	halite_fe25519_mul
	.type	halite_fe25519_mul, %function
	.align	2
halite_fe25519_mul_armv7m_small:
halite_fe25519_mul:
	push	{r0-r2, r4-r11, lr}
	adr	lr, fe_strips
	add	r3, lr, #24		@ eight strips
	movs	r4, #1			@ T = E + 2^16 O
	b	fe_product
	.size	halite_fe25519_mul_armv7m_small, .-halite_fe25519_mul_armv7m_small

@ halite_fe25519_sq_armv7m_small(r, a): r = a^2 mod p, r may alias: six
@ strips, O doubled (T = E + 2^17 O).
	.global	halite_fe25519_sq_armv7m_small
	.type	halite_fe25519_sq_armv7m_small, %function
	.global	halite_fe25519_sq
	.type	halite_fe25519_sq, %function
	.align	2
halite_fe25519_sq_armv7m_small:
halite_fe25519_sq:
	mov	r2, r1
	push	{r0-r2, r4-r11, lr}
	adr	lr, fe_strips + 3
	add	r3, lr, #18		@ six strips
	movs	r4, #2
	@ falls into fe_product
	.size	halite_fe25519_sq_armv7m_small, .-halite_fe25519_sq_armv7m_small

@ The body of mul and sq: r, a, b pushed, the strips from lr to r3 in
@ fe_strips, r4 = f; ends in fe_finish.
	.type	fe_product, %function
fe_product:
	sub	sp, sp, #FRAME
	movs	r0, #0			@ E[0..16] = O[0..15] = 0
	strd	r3, r4, [sp, #END]	@ END, F_OFF
	mov	r7, sp
	movs	r1, #0
	movs	r2, #0
	movs	r6, #0
	stm	r7!, {r0-r2, r6}
	stm	r7!, {r0-r2, r6}
	stm	r7!, {r0-r2, r6}
	stm	r7!, {r0-r2, r6}
	stm	r7!, {r0-r2, r6}
	stm	r7!, {r0-r2, r6}
	stm	r7!, {r0-r2, r6}
	stm	r7!, {r0-r2, r6}
	str	r0, [r7]
1:	ldr	r4, [sp, #A_OFF]	@ (the loads back to back pipeline)
	ldr	r7, [sp, #B_OFF]
	ldrb	r1, [lr], #1		@ the strip's offsets
	ldrb	r2, [lr], #1
	ldrb	r6, [lr], #1
	add	r4, r4, r1		@ the x halves
	add	r7, r7, r2		@ the y halves
	add	r6, sp, r6		@ acc
	movs	r0, #0
	movs	r1, #0
	adds	r2, r0, r1		@ window 0, carry clear
	ldrh	r8, [r4]		@ (the loads back to back, the first
	ldrh	r9, [r4, #4]		@ STEP's two included, pipeline)
	ldrh	r10, [r4, #8]
	ldrh	r11, [r4, #12]
	STEP	r0, r1, r2, r3
	STEP	r1, r2, r3, r0
	STEP	r2, r3, r0, r1
	STEP	r3, r0, r1, r2
	STEP	r0, r1, r2, r3
	STEP	r1, r2, r3, r0
	STEP	r2, r3, r0, r1
	STEP	r3, r0, r1, r2
	ldm	r6, {r3, r4, r5, r7}	@ acc[base + 8..11]; LDM keeps the carry
	adcs	r3, r3, r0
	adcs	r4, r4, r1
	adcs	r5, r5, r2
	adc	r7, r7, #0
	stm	r6, {r3, r4, r5, r7}
	ldr	r3, [sp, #END]
	cmp	lr, r3
	bne	1b
	ldr	r5, [sp, #F_OFF]
	@ falls into fe_finish
	.size	fe_product, .-fe_product

@ The end of mul and sq, with the frame at sp and f in r5: T = E + 2^16 f O
@ (f = 1 for mul, 2 for sq) and r = T mod 2^256 + 38 (T >> 256), by 16-bit
@ halves: with e_k, o_k the halves of E and O, half k of r gets s_k = e_k +
@ f o_(k-1) + 38 (e_(k+16) + f o_(k+15)) and the carry c of half k - 1
@ (o_(-1) is the high half of E[16], zero). Each e, o < 2^16 and f <= 2,
@ so s_k <= 117 (2^16 - 1) < 2^23. Half 15 goes first: q = s_15 >> 15,
@ what would stand at 2^255 and up (q < 2^8), comes back as 19 q (2^255 =
@ 19 mod p) in the first carry, and half 15's inputs are replaced by s_15
@ mod 2^15 and zeros (each half is read once). Then s_0 + 19 q < 2^23,
@ every c <= 117, the last half is below 2^15 + 2^7 and carries nothing
@ out: r < 2^255 + 2^247, below the 2^255 + 2^248 the fe25519 kernels
@ leave (fe25519.h). The loop makes two halves of r a pass, its eight
@ loads back to back.
@ Registers: r0-r3, r10-r12, lr halves, r4 = 38, r5 = f, r6 = E half
@ pointer, r7 = r half pointer, r8 = E + 32 (the end), r9 = c.
	.type	fe_finish, %function
fe_finish:
	mov	r6, sp
	movs	r4, #38
	ldrh	r0, [r6, #O_OFF + 28]	@ o_14
	ldrh	r1, [r6, #O_OFF + 60]	@ o_30
	ldrh	r2, [r6, #62]		@ e_31
	ldrh	r3, [r6, #30]		@ e_15
	ldr	r7, [sp, #R_OFF]
	add	r8, sp, #32
	mla	r1, r1, r5, r2
	mla	r0, r0, r5, r3
	mla	r1, r1, r4, r0		@ s'_15
	movs	r0, #0			@ half 15's inputs become s'_15 mod 2^15
	strh	r0, [r6, #O_OFF + 28]
	strh	r0, [r6, #O_OFF + 60]
	strh	r0, [r6, #62]
	lsrs	r2, r1, #15		@ q
	bfc	r1, #15, #17
	strh	r1, [r6, #30]
	movs	r3, #19
	mul	r9, r2, r3		@ c = 19 q
1:	ldrh	r0, [r6, #O_OFF - 2]	@ o_(k-1)
	ldrh	r1, [r6, #O_OFF + 30]	@ o_(k+15)
	ldrh	r2, [r6, #32]		@ e_(k+16)
	ldrh	r10, [r6, #O_OFF]	@ o_k
	ldrh	r11, [r6, #O_OFF + 32]	@ o_(k+16)
	ldrh	r12, [r6, #34]		@ e_(k+17)
	ldrh	lr, [r6, #2]		@ e_(k+1)
	ldrh	r3, [r6], #4		@ e_k
	mla	r1, r1, r5, r2		@ e_(k+16) + f o_(k+15)
	mla	r0, r0, r5, r3		@ e_k + f o_(k-1)
	mla	r1, r1, r4, r0
	add	r9, r9, r1		@ s_k
	strh	r9, [r7], #2
	mla	r11, r11, r5, r12	@ e_(k+17) + f o_(k+16)
	mla	r10, r10, r5, lr	@ e_(k+1) + f o_k
	mla	r11, r11, r4, r10
	add	r9, r11, r9, lsr #16	@ s_(k+1)
	strh	r9, [r7], #2
	lsr	r9, r9, #16
	cmp	r6, r8
	bne	1b
	add	sp, sp, #FRAME + 12
	pop	{r4-r11, pc}
	.size	fe_finish, .-fe_finish

	HALITE_HOT_SECTION(halite_fe25519_add_armv7m_small)
@ halite_fe25519_add_armv7m_small(r, a, b): r = a + b, r may alias. A carry
@ out (weight 2^256 = 38) adds 38; if that carries again the sum had
@ wrapped below 38, and 38 more cannot carry.
	.global	halite_fe25519_add_armv7m_small
	.type	halite_fe25519_add_armv7m_small, %function
	.global	halite_fe25519_add
	.type	halite_fe25519_add, %function
	.align	2
halite_fe25519_add_armv7m_small:
halite_fe25519_add:
	push	{r4-r11, lr}
	ldm	r1, {r3-r10}
	ldm	r2!, {r1, r11, r12, lr}
	adds	r3, r3, r1
	adcs	r4, r4, r11
	adcs	r5, r5, r12
	adcs	r6, r6, lr
	ldm	r2, {r1, r11, r12, lr}	@ LDM keeps the carry
	adcs	r7, r7, r1
	adcs	r8, r8, r11
	adcs	r9, r9, r12
	adcs	r10, r10, lr
	b	fe_fold_carry
	.size	halite_fe25519_add_armv7m_small, .-halite_fe25519_add_armv7m_small

	HALITE_HOT_SECTION(halite_fe25519_sub_armv7m_small)
@ halite_fe25519_sub_armv7m_small(r, a, b): r = a - b, r may alias. A
@ borrow means the chain computed a - b + 2^256 = a - b + 38: 38 comes off;
@ a second borrow means the value was below 38 and is now at least
@ 2^256 - 38, so 38 more comes off without a borrow.
	.global	halite_fe25519_sub_armv7m_small
	.type	halite_fe25519_sub_armv7m_small, %function
	.global	halite_fe25519_sub
	.type	halite_fe25519_sub, %function
	.align	2
halite_fe25519_sub_armv7m_small:
halite_fe25519_sub:
	push	{r4-r11, lr}
	ldm	r1, {r3-r10}
	ldm	r2!, {r1, r11, r12, lr}
	subs	r3, r3, r1
	sbcs	r4, r4, r11
	sbcs	r5, r5, r12
	sbcs	r6, r6, lr
	ldm	r2, {r1, r11, r12, lr}
	sbcs	r7, r7, r1
	sbcs	r8, r8, r11
	sbcs	r9, r9, r12
	sbcs	r10, r10, lr
	sbcs	r1, r1			@ -1 on a borrow, else 0
	movs	r2, #38			@ MOVS and ANDS keep C
	ands	r1, r2
	subs	r3, r1
	movs	r1, #0			@ a low zero: 16-bit SBCS
	sbcs	r4, r1
	sbcs	r5, r1
	sbcs	r6, r1
	sbcs	r7, r1
	sbcs	r8, r8, #0
	sbcs	r9, r9, #0
	sbcs	r10, r10, #0
	sbcs	r1, r1			@ -1 on a borrow, else 0
	ands	r1, r2
	subs	r3, r1
	stm	r0, {r3-r10}
	pop	{r4-r11, pc}
	.size	halite_fe25519_sub_armv7m_small, .-halite_fe25519_sub_armv7m_small

@ The end of add: r3-r10 + 38 carry, then + 38 on a second carry; stores
@ to r0 and returns from add's frame.
	.type	fe_fold_carry, %function
fe_fold_carry:
	movs	r1, #0			@ MOVS and MULS keep C
	adcs	r1, r1			@ the carry
	movs	r2, #38
	muls	r1, r2, r1
	adds	r3, r1
	movs	r1, #0			@ a low zero: 16-bit ADCS
	adcs	r4, r1
	adcs	r5, r1
	adcs	r6, r1
	adcs	r7, r1
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	adcs	r1, r1			@ the second carry
	muls	r1, r2, r1
	add	r3, r1
	stm	r0, {r3-r10}
	pop	{r4-r11, pc}
	.size	fe_fold_carry, .-fe_fold_carry

	HALITE_HOT_SECTION(halite_fe25519_cswap_armv7m_small)
@ halite_fe25519_cswap_armv7m_small(a, b, bit): swaps a and b when bit = 1
@ (bit is 0 or 1), by a mask, word by word.
	.global	halite_fe25519_cswap_armv7m_small
	.type	halite_fe25519_cswap_armv7m_small, %function
	.global	halite_fe25519_cswap
	.type	halite_fe25519_cswap, %function
	.align	2
halite_fe25519_cswap_armv7m_small:
halite_fe25519_cswap:
	push	{r4, lr}
	rsbs	r2, r2, #0		@ mask
	add	r12, r0, #32
1:	ldr	r3, [r0]
	ldr	r4, [r1]
	eor	lr, r3, r4
	and	lr, lr, r2
	eor	r3, r3, lr
	eor	r4, r4, lr
	str	r3, [r0], #4
	str	r4, [r1], #4
	cmp	r0, r12
	bne	1b
	pop	{r4, pc}
	.size	halite_fe25519_cswap_armv7m_small, .-halite_fe25519_cswap_armv7m_small
