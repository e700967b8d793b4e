@ SPDX-License-Identifier: ISC
@ GF(2^255 - 19) kernels for ARMv6-M (Cortex-M0, M0+), the small build:
@ the contracts of src/field/fe25519_kernels.h in a fraction of the speed
@ kernel's code (src/arch/armv6m/fe25519.S). Constant-time: the only
@ multiplies are MULS (fixed latency on both cores) on 16-bit halves,
@ exact in 32 bits; every branch and address depends on loop positions
@ only, never on data; no library calls. The file also provides the
@ fe25519.h names halite_fe25519_mul, halite_fe25519_sq, halite_fe25519_add, halite_fe25519_sub and
@ halite_fe25519_cswap. Elements are eight little-endian words, any value below
@ 2^256; every output is below 2^256.
@
@ Products scan columns: with x_i, y_j the 16-bit halves of a, b (i, j =
@ 0..15), column k of a b is the sum of x_i y_j over i + j = k, added to
@ the running carry in a two-word accumulator (r0, r1); its low half is
@ half k of the product T (64 bytes at sp), the rest the next column's
@ carry. A column's products are the last n of fe_steps, sixteen unrolled
@ steps (step m: x half at r3 + 2m, y half at r4 + 30 - 2m) entered by a
@ computed call: the entry depends on k only. mul runs all 256 products;
@ sq the 120 x_i x_j with i < j, then doubles T and adds the squares x_i^2
@ (one pass over words). fe_reduce then gives r =
@ T mod 2^256 + 38 (T >> 256) by halves, and folds bit 255 and up as 19.
@ Bounds: a product is at most (2^16 - 1)^2 < 2^32; a column of 16 and
@ its carry (below 2^21) stay below 2^37 in (r0, r1); the carry after
@ half 30 (half 31 of T) is below 2^16, since T < 2^512.
@
@ Registers of mul and sq: r0, r1 the accumulator, r2 zero (for ADCS),
@ r3, r4 the x and y bases of the column, r5, r6 products, r7 the entry
@ into fe_steps (Thumb bit set), r12 the next half of T; mul keeps its
@ phase's end in r8, sq keeps a in r8.
@ Frame of mul and sq: T at sp (64 bytes), r8 as saved, then r0 (r), r4-r7,
@ lr as pushed: 92 bytes. Cost (tools/m3sim --core m0plus): mul 2,691
@ cycles, sq 2,005 (7 a product, about 20 a column besides, 280 for the
@ reduction; sq 270 for its doubling pass).

	.syntax	unified
	.thumb
@ One section per group of functions, so that a program links only what
@ it calls (--gc-sections): the products, add, sub, cswap.
#include "ramfunc.h"
	HALITE_HOT_SECTION(halite_fe25519_mul_armv6m_small)

	.equ	T_BYTES, 64
	.equ	R_OFF, 68		@ r, as pushed on entry

@ halite_fe25519_mul_armv6m_small(r, a, b): r = a b mod p, r may alias.
@ Columns 0-15 run steps 15 - k..15 with x base a - 2 (15 - k) and y base
@ b; columns 16-30 steps k - 15..15 with x base a and y base b + 2 (k - 15).
	.global	halite_fe25519_mul_armv6m_small
	.type	halite_fe25519_mul_armv6m_small, %function
	.global	halite_fe25519_mul
	.type	halite_fe25519_mul, %function
	.align	2
halite_fe25519_mul_armv6m_small:
halite_fe25519_mul:
	push	{r0, r4-r7, lr}
	mov	r4, r8
	push	{r4}
	sub	sp, #T_BYTES
	mov	r12, sp
	movs	r3, r1
	subs	r3, #30			@ x base of column 0
	adds	r5, r1, #2
	mov	r8, r5			@ x base after column 15
	movs	r4, r2
	adr	r7, fe_steps
	adds	r7, #15 * 10 + 1	@ step 15, Thumb bit
	movs	r0, #0
	movs	r1, #0
	movs	r2, #0
1:	blx	r7			@ column k
	adds	r3, #2
	subs	r7, #10
	cmp	r3, r8
	bne	1b
	subs	r3, #2			@ a
	adds	r4, #2			@ y base of column 16
	adds	r7, #20			@ step 1
	movs	r5, r4
	adds	r5, #30
	mov	r8, r5			@ y base after column 30
2:	blx	r7			@ column k
	adds	r4, #2
	adds	r7, #10
	cmp	r4, r8
	bne	2b
	bl	fe_col_end		@ half 31
	b	fe_reduce
	.size	halite_fe25519_mul_armv6m_small, .-halite_fe25519_mul_armv6m_small

@ halite_fe25519_sq_armv6m_small(r, a): r = a^2 mod p, r may alias a.
@ First Q = sum over i < j of x_i x_j 2^(16 (i + j)) into T: column k has
@ the pairs i = i0..ceil(k/2) - 1 (i0 = max(0, k - 15)), n of them, run as
@ steps m0 = 16 - n..15 with x base a + 2 (i0 - m0) and y base a + 2 (k -
@ 15 - (i0 - m0)). From column k to k + 1 the x base moves on when k is
@ even and the y base when k is odd; the entry moves back a step from an
@ even column to the next below 16 and on a step from an odd one to the
@ next from 15. Then T = 2 Q + sum x_i^2 2^(32 i), word by word with a
@ carry c <= 2 (2 Q_i + x_i^2 + c < 3 2^32).
	.global	halite_fe25519_sq_armv6m_small
	.type	halite_fe25519_sq_armv6m_small, %function
	.global	halite_fe25519_sq
	.type	halite_fe25519_sq, %function
	.align	2
halite_fe25519_sq_armv6m_small:
halite_fe25519_sq:
	push	{r0, r4-r7, lr}
	mov	r4, r8
	push	{r4}
	sub	sp, #T_BYTES
	mov	r12, sp
	mov	r8, r1			@ a
	movs	r3, r1
	subs	r3, #32			@ x base of column 0
	adds	r4, r1, #2		@ y base of column 0
	adr	r7, fe_steps
	adds	r7, #16 * 10 + 1	@ no step, Thumb bit
	movs	r0, #0
	movs	r1, #0
	movs	r2, #0
1:	blx	r7			@ column k, even
	adds	r3, #2
	subs	r7, #10
	blx	r7			@ column k + 1
	adds	r4, #2
	mov	r5, r12
	mov	r6, sp
	subs	r5, r6
	cmp	r5, #32			@ columns 0-15
	bne	1b
	adds	r7, #10
2:	blx	r7			@ column k, even
	adds	r3, #2
	blx	r7			@ column k + 1
	adds	r4, #2
	adds	r7, #10
	mov	r5, r12
	mov	r6, sp
	subs	r5, r6
	cmp	r5, #60			@ columns 16-29
	bne	2b
	bl	fe_col_end		@ column 30: no pairs
	bl	fe_col_end		@ half 31
	mov	r3, sp
	mov	r4, r8
	movs	r0, #0			@ c
	movs	r7, #16
3:	ldr	r1, [r3]
	lsrs	r6, r1, #31
	lsls	r1, r1, #1
	ldrh	r5, [r4]
	muls	r5, r5
	adds	r1, r5
	adcs	r6, r2
	adds	r1, r0
	adcs	r6, r2
	stm	r3!, {r1}
	movs	r0, r6
	adds	r4, #2
	subs	r7, #1
	bne	3b
	b	fe_reduce
	.size	halite_fe25519_sq_armv6m_small, .-halite_fe25519_sq_armv6m_small

@ The end of mul and sq, the frame at sp holding T. Half k of r gets s =
@ t_k + 38 t_(k+16) + c (c the carry of half k - 1): t < 2^16 and c < 2^7, so s < 2^22. The carry out
@ c is below 39 (T mod 2^256 + 38 (T >> 256) < 39 2^256); with bit 255, q
@ = 2 c + bit 255 <= 77 comes back as 19 q < 2^11 (2^255 = 19 mod p) on
@ r with bit 255 clear, so the last chain cannot carry out.
	.type	fe_reduce, %function
fe_reduce:
	mov	r3, sp
	ldr	r4, [sp, #R_OFF]
	movs	r0, #0
	movs	r6, #38
	movs	r7, #16
1:	ldrh	r1, [r3, #32]
	muls	r1, r6
	ldrh	r2, [r3]
	adds	r1, r2
	adds	r0, r1
	strh	r0, [r4]
	lsrs	r0, r0, #16
	adds	r3, #2
	adds	r4, #2
	subs	r7, #1
	bne	1b
	subs	r4, #32
	ldr	r3, [r4, #28]
	lsrs	r5, r3, #31		@ bit 255
	lsls	r3, r3, #1
	lsrs	r3, r3, #1
	str	r3, [r4, #28]
	lsls	r0, r0, #1
	adds	r0, r5
	movs	r5, #19
	muls	r0, r5			@ 19 q
	movs	r7, #0
	mov	r6, r4
	ldm	r4!, {r1, r2, r3, r5}
	adds	r1, r0
	adcs	r2, r7
	adcs	r3, r7
	adcs	r5, r7
	stm	r6!, {r1, r2, r3, r5}	@ LDM and STM keep C
	ldm	r4!, {r1, r2, r3, r5}
	adcs	r1, r7
	adcs	r2, r7
	adcs	r3, r7
	adcs	r5, r7
	stm	r6!, {r1, r2, r3, r5}
	add	sp, #T_BYTES
	pop	{r4}
	mov	r8, r4
	pop	{r0, r4-r7, pc}
	.size	fe_reduce, .-fe_reduce

@ One column: (r0, r1) += the products of steps m0..15, entered at
@ fe_steps + 10 m0 (ten bytes a step; m0 = 16 runs none): step m adds x y,
@ x the half at r3 + 2m, y the half at r4 + 30 - 2m. Then fe_col_end
@ stores the accumulator's low half as the next half of T (at r12, which
@ moves on) and shifts the accumulator down 16 bits: the next column's
@ carry. Clobbers r5, r6; r2 = 0. (fe_column names the code for
@ profiles; the entries are taken from the untyped fe_steps, which ADR
@ gives without the Thumb bit.)
	.align	2
	.type	fe_column, %function
fe_column:
fe_steps:
	.irp	m, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	ldrh	r5, [r3, #2 * \m]
	ldrh	r6, [r4, #30 - 2 * \m]
	muls	r5, r6
	adds	r0, r5
	adcs	r1, r2
	.endr
fe_col_end:
	mov	r5, r12
	strh	r0, [r5]
	adds	r5, #2
	mov	r12, r5
	lsrs	r0, r0, #16
	lsls	r5, r1, #16
	adds	r0, r5
	lsrs	r1, r1, #16
	bx	lr
	.size	fe_column, .-fe_column

@ The two passes of add and sub, op0 starting the chain and op carrying
@ it. CHAIN_AB: r = a op b over the eight words (r0, r1, r2 advance by
@ 32; r3-r7 clobbered; LDM and STM keep C). FOLD_R: r0 back to r, then
@ r = r op r7 with the carry through the eight words (MOVS keeps C; r7
@ ends zero).
	.macro	CHAIN_AB op0, op
	ldm	r1!, {r3-r6}
	.irp	w, r3, r4, r5, r6
	ldm	r2!, {r7}
	.ifc	\w, r3
	\op0	\w, r7
	.else
	\op	\w, r7
	.endif
	.endr
	stm	r0!, {r3-r6}
	ldm	r1!, {r3-r6}
	.irp	w, r3, r4, r5, r6
	ldm	r2!, {r7}
	\op	\w, r7
	.endr
	stm	r0!, {r3-r6}
	.endm
	.macro	FOLD_R op0, op
	subs	r0, #32
	mov	r1, r0
	ldm	r1!, {r3-r6}
	\op0	r3, r7
	movs	r7, #0
	\op	r4, r7
	\op	r5, r7
	\op	r6, r7
	stm	r0!, {r3-r6}
	ldm	r1!, {r3-r6}
	.irp	w, r3, r4, r5, r6
	\op	\w, r7
	.endr
	stm	r0!, {r3-r6}
	.endm

	HALITE_HOT_SECTION(halite_fe25519_add_armv6m_small)
@ halite_fe25519_add_armv6m_small(r, a, b): r = a + b, r may alias. A
@ carry out (weight 2^256 = 38) adds 38; if that carries again
@ the sum had wrapped below 38, and 38 more cannot carry.
	.global	halite_fe25519_add_armv6m_small
	.type	halite_fe25519_add_armv6m_small, %function
	.global	halite_fe25519_add
	.type	halite_fe25519_add, %function
	.align	2
halite_fe25519_add_armv6m_small:
halite_fe25519_add:
	push	{r4-r7, lr}
	CHAIN_AB adds, adcs
	movs	r7, #0			@ MOVS and MULS keep C
	adcs	r7, r7			@ the carry
	movs	r2, #38
	muls	r7, r2
	FOLD_R	adds, adcs
	adcs	r7, r7			@ the second carry
	muls	r7, r2
	subs	r0, #32
	ldr	r3, [r0]
	adds	r3, r7
	str	r3, [r0]
	pop	{r4-r7, pc}
	.size	halite_fe25519_add_armv6m_small, .-halite_fe25519_add_armv6m_small

	HALITE_HOT_SECTION(halite_fe25519_sub_armv6m_small)
@ halite_fe25519_sub_armv6m_small(r, a, b): r = a - b, r may alias. A
@ borrow means the chain computed a - b + 2^256 = a - b + 38: 38 comes off;
@ a second borrow means the value was below 38 and is now at least
@ 2^256 - 38, so 38 more comes off without a borrow.
	.global	halite_fe25519_sub_armv6m_small
	.type	halite_fe25519_sub_armv6m_small, %function
	.global	halite_fe25519_sub
	.type	halite_fe25519_sub, %function
	.align	2
halite_fe25519_sub_armv6m_small:
halite_fe25519_sub:
	push	{r4-r7, lr}
	CHAIN_AB subs, sbcs
	sbcs	r7, r7			@ -1 on a borrow, else 0
	movs	r2, #38
	ands	r7, r2
	FOLD_R	subs, sbcs
	sbcs	r7, r7			@ -1 on the second borrow, else 0
	ands	r7, r2
	subs	r0, #32
	ldr	r3, [r0]
	subs	r3, r7
	str	r3, [r0]
	pop	{r4-r7, pc}
	.size	halite_fe25519_sub_armv6m_small, .-halite_fe25519_sub_armv6m_small

	HALITE_HOT_SECTION(halite_fe25519_cswap_armv6m_small)
@ halite_fe25519_cswap_armv6m_small(a, b, bit): swaps a and b when bit = 1
@ (bit is 0 or 1), by a mask, word by word.
	.global	halite_fe25519_cswap_armv6m_small
	.type	halite_fe25519_cswap_armv6m_small, %function
	.global	halite_fe25519_cswap
	.type	halite_fe25519_cswap, %function
	.align	2
halite_fe25519_cswap_armv6m_small:
halite_fe25519_cswap:
	push	{r4-r6, lr}
	rsbs	r2, r2, #0		@ mask
	movs	r6, #8
1:	ldr	r3, [r0]
	ldr	r4, [r1]
	movs	r5, r3
	eors	r5, r4
	ands	r5, r2
	eors	r3, r5
	eors	r4, r5
	stm	r0!, {r3}
	stm	r1!, {r4}
	subs	r6, #1
	bne	1b
	pop	{r4-r6, pc}
	.size	halite_fe25519_cswap_armv6m_small, .-halite_fe25519_cswap_armv6m_small
