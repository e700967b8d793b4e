@ SPDX-License-Identifier: ISC
@ Binary Euclid steps of halite_fe25519_invert_pub (src/field/fe25519_pub.c) for
@ PUBLIC data only, ARMv7-M: variable time, branches and loop counts follow
@ the values. Multiplies are MLA only (no long multiplies).
@
@ halite_fe25519_euclid_pub_armv7m(st) runs the common steps of Kaliski's
@   almost inverse on the state st (struct euclid_state in fe25519_pub.c):
@     +0   u[8]   +32  v[8]     odd, u, v < 2^256, words >= nu zero
@     +64  x[9]   +100 s[9]     x, s <= p, words >= ns zero (x[8] = s[8] = 0)
@     +136 nu (1..8)   +140 ns (1..8)   +144 k
@   Each step, with (a, b, f, g) = (u, v, x, s) when u > v and (v, u, s, x)
@   when v > u: a = (a - b) / 2^z (odd), f += g, g <<= z, k += z, which keeps
@   p = u s + v x, so x, s <= p < 2^255 stay within ns <= 8 words. It returns
@   (st updated) before a step it leaves to the C: when the top words of u
@   and v are equal (u == v ends the inversion; otherwise rare) or when
@   a - b has 16 or more trailing zeros (rare).
@
@ u, v: one pass per step, unrolled over 8 words of equal size and entered
@   by ADD PC (3 cycles, TBB takes 4) at the block that makes it cover the
@   nu live words: with t = st + 4 nu, block J addresses word J - (8 - nu),
@   at [t, #4 J - 32] (u) and [t, #4 J] (v); the tops are [t, #-4] and
@   [t, #28]. Word 0 (which gives z) is done before the jump; block J
@   (1..7) does word i = J - (8 - nu) and writes the word below it:
@   out_{i-1} = (d_{i-1} >> z) | (d_i << (32 - z)).
@ x, s: the steps' updates are collected in a 2x2 matrix M, (x, s) <- M
@   (x, s), while their halvings T stay <= 15, and applied in one pass
@   (flush) before the step that would pass 15 and before returning; k
@   takes the halvings at each flush. Each row of M sums to <= 2^T (a step
@   adds one row to the other and doubles that one z times), so the entries
@   fit 16 bits and are packed as rows: r11 = m00 + m01 2^16 (x's row),
@   r12 = m10 + m11 2^16 (s's), and a step is two instructions on them
@   (row f += row g, row g <<= z). The flush works on 16-bit halves h of x
@   and s: m00 x_h + m01 s_h + carry <= 2^15 (2^16 - 1) + 2^16 - 1 < 2^32,
@   so MLA sums never wrap; the carry out of word ns - 1 (< 2^16) is word
@   ns, and ns grows when it is nonzero.
@ Each step ends with a copy of the loop's first lines (top), so that the
@   next step is one branch away.
@
@ Registers: r0 = st, r1 = 28 (8 - nu) (the byte offset of the u, v
@   pass's first block), r2 = B = 15 - T, r3 = k, r4 = t, r5 = z (1..15),
@   r6 = 32 - z, r7 = d_{i-1} >> z, r8-r10, lr = loaded words and
@   temporaries, r11, r12 = the rows of M. The flush saves r0, r1, r3-r5
@   and uses all.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_invert_pub_armv7m)

#define ST_U 0
#define ST_V 32
#define ST_X 64
#define ST_S 100
#define ST_NU 136
#define ST_NS 140
#define ST_K 144
#define AB_BLOCK 28			/* bytes: 7 instructions of 32 bits */

@ Block J of the a, b pass (A, B = the arrays' offsets): d = a_i - b_i - borrow,
@ the word below gets its top bits.
.macro	ab_block J, A, B
	ldr	r8, [r4, #(\A - 32 + 4 * \J)]
	ldr	r9, [r4, #(\B - 32 + 4 * \J)]
	sbcs	r8, r8, r9
	lsl	r9, r8, r6
	orr	r9, r9, r7
	str	r9, [r4, #(\A - 36 + 4 * \J)]
	lsr	r7, r8, r5
.endm

@ Loads the top words and words 0 of u and v (r8 = u_{nu-1}, r10 = u_0,
@ lr = v_0) and compares the tops: equal ones go to .Ltop_equal.
.macro	top
	ldr	r8, [r4, #(ST_U - 4)]		@ u_{nu-1}
	ldr	r9, [r4, #(ST_V - 4)]		@ v_{nu-1}
	ldr	r10, [r0, #ST_U]		@ u_0
	ldr	lr, [r0, #ST_V]			@ v_0
	cmp	r8, r9
	beq	.Ltop_equal
.endm

@ One step with a > b: r10 = d0 = a_0 - b_0 with its flags set (C = no
@ borrow), lr = v_0. RF, RG = the rows of M for f and g. UGT = 1 when a = u.
.macro	step A, B, RF, RG, UGT
	tst	r10, #0xff			@ (an unrotated immediate keeps C)
	beq	.Lz8_\A			@ z >= 8: rare
.Lz8_back_\A:
	rbit	r5, r10
	clz	r5, r5				@ z = ctz(d0), 1..15 (a - b is even)
	rsb	r6, r5, #32			@ (no flags: the borrow is live)
	lsr	r7, r10, r5			@ d0 >> z
3:	add	pc, r1				@ pc reads 3b + 4 = 11f: block 1 + r1
	nop					@ (not executed)
11:	ab_block 1, \A, \B
	ab_block 2, \A, \B
	ab_block 3, \A, \B
	ab_block 4, \A, \B
	ab_block 5, \A, \B
	ab_block 6, \A, \B
	ab_block 7, \A, \B
18:	str	r7, [r4, #(\A - 4)]		@ a's word nu - 1
	.if (11b - 3b) != 4 || (18b - 11b) != 7 * AB_BLOCK
	.error "the blocks are not where r1 points"
	.endif
	subs	r2, r2, r5			@ B -= z
	it	mi
	blmi	.Lflush				@ B < 0: M applied, M = 1, B = 15 - z
	add	\RF, \RF, \RG			@ f += g
	lsl	\RG, \RG, r5			@ g <<= z
	top					@ the next step: a copy of .Lloop
	.if \UGT
	bhi	.Lu_greater			@ or on into .Lv_greater
	.else
	bcc	.Lv_greater
	b	.Lu_greater
	.endif
.endm

@ The step's rare start, z >= 8 (d0 = r10, lr = v_0): z >= 16 returns, z <= 15
@ goes back with C (the borrow of a_0 - b_0) as it was.
.macro	z8 A, UGT
.Lz8_\A:
	lsls	r9, r10, #16
	beq	.Lreturn			@ z >= 16 (or d0 = 0): left to the C
	.if \UGT
	add	r9, r10, lr			@ u_0
	cmp	r9, lr				@ C = u_0 >= v_0
	.else
	sub	r9, lr, r10			@ u_0
	cmp	lr, r9				@ C = v_0 >= u_0
	.endif
	b	.Lz8_back_\A
.endm

@ One word of the flush, r0 = &x_i (s_i at +36), r1, r11, r3, r12 = m00, m01,
@ m10, m11, r5, r6 = the carries in and out; r0 moves on to x_{i+1}.
.macro	flush_word
	ldrh	r7, [r0]			@ x_lo
	ldrh	r8, [r0, #(ST_S - ST_X)]	@ s_lo
	ldrh	r9, [r0, #2]			@ x_hi
	ldrh	r10, [r0, #(ST_S - ST_X + 2)]	@ s_hi
	mla	r5, r1, r7, r5			@ < 2^32, as for the rest
	mla	r5, r11, r8, r5			@ x' low half + carry 2^16
	mla	r6, r3, r7, r6
	mla	r6, r12, r8, r6			@ s'
	lsr	r7, r5, #16
	mla	r7, r1, r9, r7
	mla	r7, r11, r10, r7		@ x' high half + carry 2^16
	lsr	r8, r6, #16
	mla	r8, r3, r9, r8
	mla	r8, r12, r10, r8		@ s'
	bfi	r5, r7, #16, #16
	bfi	r6, r8, #16, #16
	str	r6, [r0, #(ST_S - ST_X)]
	str	r5, [r0], #4
	lsr	r5, r7, #16			@ the carries, < 2^16
	lsr	r6, r8, #16
.endm

@ void halite_fe25519_euclid_pub_armv7m(struct euclid_state *st)
	.global	halite_fe25519_euclid_pub_armv7m
	.type	halite_fe25519_euclid_pub_armv7m, %function
	.align	2
halite_fe25519_euclid_pub_armv7m:
	push	{r4-r11, lr}
	ldr	r1, [r0, #ST_NU]
	ldr	r3, [r0, #ST_K]
	add	r4, r0, r1, lsl #2		@ t = st + 4 nu
	rsb	r1, r1, #8
	lsl	r9, r1, #5
	sub	r1, r9, r1, lsl #2		@ AB_BLOCK (8 - nu)
	mov	r2, #15				@ B = 15, M = 1
	mov	r11, #1
	mov	r12, #0x10000
.Lloop:
	top
	bcc	.Lv_greater
.Lu_greater:
	subs	r10, r10, lr			@ u_0 - v_0
	step	ST_U, ST_V, r11, r12, 1
.Lv_greater:
	subs	r10, lr, r10			@ v_0 - u_0
	step	ST_V, ST_U, r12, r11, 0
.Ltop_equal:
	cmp	r8, #0
	bne	.Lreturn			@ equal nonzero tops: the C compares
	sub	r4, r4, #4			@ both zero (nu > 1 as u, v >= 1): nu - 1
	add	r1, r1, #AB_BLOCK
	b	.Lloop
.Lreturn:
	mov	r5, #0				@ no step pending
	bl	.Lflush
	sub	r4, r4, r0
	lsr	r4, r4, #2
	str	r4, [r0, #ST_NU]
	str	r3, [r0, #ST_K]
	pop	{r4-r11, pc}
	z8	ST_U, 1
	z8	ST_V, 0

@ (x, s) <- M (x, s) over ns words and the word above, ns updated; k += the
@ halvings M holds (15 - B - z, r2 = B - z); then M = 1 and B = 15 - z, z =
@ r5 the step pending. Preserves r0, r1, r4, r5.
.Lflush:
	add	r3, r3, #15
	sub	r3, r3, r2
	sub	r3, r3, r5			@ k += 15 - B - z
	push	{r0, r1, r3, r4, r5, lr}
	mov	r2, r0				@ st
	ldr	r4, [r0, #ST_NS]
	uxth	r1, r11				@ m00
	lsr	r11, r11, #16			@ m01
	uxth	r3, r12				@ m10
	lsr	r12, r12, #16			@ m11
	add	r0, r0, #ST_X			@ x_i, s_i at [r0], [r0, #36]
	tst	r4, #1
	add	r4, r0, r4, lsl #2		@ x + 4 ns: the end
	mov	r5, #0				@ x's carry
	mov	r6, #0				@ s's
	bne	2f				@ ns odd: one word, then pairs
1:	flush_word
2:	flush_word
	cmp	r0, r4
	bne	1b
	str	r5, [r0]			@ word ns (x[8], s[8] exist: 0 there)
	str	r6, [r0, #(ST_S - ST_X)]
	orrs	r5, r5, r6
	beq	2f
	ldr	r7, [r2, #ST_NS]
	add	r7, r7, #1
	str	r7, [r2, #ST_NS]
2:	pop	{r0, r1, r3, r4, r5, lr}
	rsb	r2, r5, #15			@ B = 15 - z
	mov	r11, #1				@ M = 1
	mov	r12, #0x10000
	bx	lr
	.size	halite_fe25519_euclid_pub_armv7m, . - halite_fe25519_euclid_pub_armv7m
