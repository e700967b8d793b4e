@ SPDX-License-Identifier: ISC
@ The kernels of the divsteps inversion (src/field/fe25519_invert.c) for
@ ARMv7-M (Cortex-M3), constant-time: products by MUL/MLA only (1 and 2
@ cycles whatever the operands), no branch, and every address fixed.
@
@ halite_fe25519_combine_armv7m(ab, t, ma, mb), contract in
@   fe25519_invert.h: (a, b) = (u a + v b + ma p, q a + r b + mb p) / 2^28
@   in place (a = ab->a at offset 0, b = ab->b at offset B = 76), on numbers of 19 limbs of radix 2^14 (limbs 0..17 in
@   [0, 2^14), limb 18 signed, |limb 18| < 2^14), |u| + |v| <= 2^28,
@   |q| + |r| <= 2^28, 0 <= ma, mb < 2^28. The same arithmetic as
@   halite_fe25519_combine_ref: each entry is split as x = x0 + 2^14 x1,
@   x0 in [0, 2^14) (UBFX) and x1 = x >> 14 (ASR, |u1| + |v1| <= 2^14 + 2),
@   and column k of a' is
@     S_a(k) = carry + u0 a_k + v0 b_k + u1 a_(k-1) + v1 b_(k-1)  (+ m p)
@   with m p = -19 m0 (column 0) - 19 m1 (1) + 8 m0 (18) + 8 m1 (19):
@   |S| < 2^30, limb k - 2 of a' = S & (2^14 - 1), carry = S >> 14 (ASR);
@   columns 0 and 1 only carry (the numerators' low 28 bits are dropped).
@   b' likewise with q, r, mb.
@ Order: once column k is summed, the high products of limb k start
@   column k + 1 with its carry, so a limb is loaded once and each column
@   (a "unit" below) costs 2 loads + 8 products + 2 carry ADDs + 2 UBFX +
@   2 STR:
@     X_a = u1 a_(k-1) + v1 b_(k-1) + carry        (from unit k - 1)
@     S_a = X_a + u0 a_k + v0 b_k                  (MLA, MLA)
@     X_a' = u1 a_k + v1 b_k + (S_a >> 14)         (MUL, MLA, ADD asr)
@     a'_(k-2) = S_a & (2^14 - 1)                  (UBFX, STR)
@   Limb k - 2 is written after limb k of both is read, so in place is safe.
@
@ Registers: r0 = ab (one pointer reaches a and b: 15 registers for the
@   units); r1 = u0, r7 = q0, r8 = r0', r9 = v0, r10 = u1, r11 = v1,
@   r12 = q1, lr = r1' (r0', r1' the pieces of t.r). r2-r6 rotate through
@   the unit's five roles: X_a, X_b (pending column sums), L1 = a_k,
@   L2 = b_k, F free, then X_a'. After a unit, X_a' = F and X_b' = L1, and
@   X_a, X_b, L2 are free (unit macro).
@   Frame: push {r2-r11, lr}: [sp] = ma, [sp, #4] = mb (r2, r3, which need
@   no restoring).
@ Cost (tools/m3sim): 497 cycles per call (the C: 627): 23 per unit 2..17
@   (368), 19 for unit 1, 55 for the frame, the split of t and unit 0 with
@   the m p terms of columns 0 and 1, 42 for unit 18 and column 19 with
@   theirs, 13 for the return.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_invert_armv7m)

	.equ	B, 76				@ ab->b - ab: 19 limbs
	.equ	MA, 0				@ [sp]: ma
	.equ	MB, 4				@ [sp, #4]: mb

@ Column k (1 <= k <= 18) of both numbers: XA, XB = the pending sums,
@ L1, L2, F free; leaves X_a' in F and X_b' in L1, and XA, XB, L2 free.
@ STORE = 0 for k = 1 (columns 0 and 1 are only carried).
	.macro	unit k, XA, XB, L1, L2, F, STORE=1
	ldr	\L1, [r0, #(4 * \k)]		@ a_k
	ldr	\L2, [r0, #(B + 4 * \k)]		@ b_k
	mla	\XA, r1, \L1, \XA
	mla	\XA, r9, \L2, \XA		@ S_a: |.| < 2^30
	mla	\XB, r7, \L1, \XB
	mla	\XB, r8, \L2, \XB		@ S_b
	.if	\k == 18
	m_top	\XA, \XB
	.endif
	mul	\F, r10, \L1
	mla	\F, r11, \L2, \F
	add	\F, \F, \XA, asr #14		@ X_a' = u1 a_k + v1 b_k + carry
	.if	\k == 18
	add	\F, \F, r7, lsl #3		@ + 8 ma1 (column 19)
	.endif
	.if	\STORE
	ubfx	\XA, \XA, #0, #14
	str	\XA, [r0, #(4 * \k - 8)]	@ a'_(k-2)
	.endif
	mul	\L1, r12, \L1
	mla	\L1, lr, \L2, \L1
	add	\L1, \L1, \XB, asr #14		@ X_b'
	.if	\k == 18
	add	\L1, \L1, r8, lsl #3		@ + 8 mb1
	.endif
	.if	\STORE
	ubfx	\XB, \XB, #0, #14
	str	\XB, [r0, #(B + 4 * \k - 8)]	@ b'_(k-2)
	.endif
	.endm

@ Column 18's m p terms, once q0, r0', v0 are dead: S_a += 8 ma0,
@ S_b += 8 mb0; leaves ma1 in r7 and mb1 in r8 for column 19.
	.macro	m_top XA, XB
	ldr	r9, [sp, #MA]
	ldr	r8, [sp, #MB]
	ubfx	r7, r9, #0, #14
	add	\XA, \XA, r7, lsl #3		@ + 8 ma0 < 2^17
	ubfx	r7, r8, #0, #14
	add	\XB, \XB, r7, lsl #3		@ + 8 mb0
	lsr	r7, r9, #14			@ ma1
	lsr	r8, r8, #14			@ mb1
	.endm

	.global	halite_fe25519_combine_armv7m
	.type	halite_fe25519_combine_armv7m, %function
	.align	2
halite_fe25519_combine_armv7m:
	push	{r2-r11, lr}
	ldm	r1, {r10, r11, r12, lr}		@ u, v, q, r
	@ column 0's and 1's m p terms, while registers are free:
	@ X_a = -19 ma0 (r8), its next column's -19 ma1 (r3); mb: r5, r6
	mvn	r7, #18				@ -19
	ubfx	r5, r3, #0, #14
	mul	r5, r5, r7			@ -19 mb0 > -2^19
	lsr	r6, r3, #14
	mul	r6, r6, r7			@ -19 mb1
	ubfx	r8, r2, #0, #14
	mul	r8, r8, r7			@ -19 ma0
	lsr	r3, r2, #14
	mul	r3, r3, r7			@ -19 ma1
	ubfx	r1, r10, #0, #14		@ u0
	asr	r10, r10, #14			@ u1
	ubfx	r9, r11, #0, #14		@ v0
	asr	r11, r11, #14			@ v1
	@ unit 0 (a0 in r2, b0 in r4): S_a(0) in r8, then X_a(1) in r3;
	@ q and r are split once S_a(0) is dead
	ldr	r2, [r0]
	ldr	r4, [r0, #B]
	mla	r8, r1, r2, r8
	mla	r8, r9, r4, r8			@ S_a(0) = 0 mod 2^14
	mla	r3, r10, r2, r3
	mla	r3, r11, r4, r3
	add	r3, r3, r8, asr #14		@ X_a(1)
	ubfx	r7, r12, #0, #14		@ q0
	asr	r12, r12, #14			@ q1
	ubfx	r8, lr, #0, #14			@ r0'
	asr	lr, lr, #14			@ r1'
	mla	r5, r7, r2, r5
	mla	r5, r8, r4, r5			@ S_b(0)
	mla	r6, r12, r2, r6
	mla	r6, lr, r4, r6
	add	r6, r6, r5, asr #14		@ X_b(1)

	@       k   X_a X_b L1  L2  F
	unit	1,  r3, r6, r2, r4, r5, 0
	unit	2,  r5, r2, r3, r6, r4
	unit	3,  r4, r3, r5, r2, r6
	unit	4,  r6, r5, r4, r3, r2
	unit	5,  r2, r4, r6, r5, r3
	unit	6,  r3, r6, r2, r4, r5
	unit	7,  r5, r2, r3, r6, r4
	unit	8,  r4, r3, r5, r2, r6
	unit	9,  r6, r5, r4, r3, r2
	unit	10, r2, r4, r6, r5, r3
	unit	11, r3, r6, r2, r4, r5
	unit	12, r5, r2, r3, r6, r4
	unit	13, r4, r3, r5, r2, r6
	unit	14, r6, r5, r4, r3, r2
	unit	15, r2, r4, r6, r5, r3
	unit	16, r3, r6, r2, r4, r5
	unit	17, r5, r2, r3, r6, r4
	unit	18, r4, r3, r5, r2, r6
	add	sp, sp, #8			@ (not just before the POP: a stall)
	@ column 19: X_a = r6, X_b = r5 (|.| < 2^30): limbs 17 and 18
	ubfx	r2, r6, #0, #14
	asr	r6, r6, #14
	str	r2, [r0, #68]
	str	r6, [r0, #72]
	ubfx	r2, r5, #0, #14
	asr	r5, r5, #14
	str	r2, [r0, #(B + 68)]
	str	r5, [r0, #(B + 72)]
	pop	{r4-r11, pc}
	.size	halite_fe25519_combine_armv7m, .-halite_fe25519_combine_armv7m

@ halite_fe25519_divsteps_armv7m(delta, f, g, t), contract in
@   fe25519_invert.h: 28 half-delta divsteps (fe25519_invert.c) on the low
@   bits of f (odd) and g, as four parts of N = 7. A part runs the divsteps
@   on packed rows
@     F = f' + 2^8 mu + 2^17 mv,  G = g' + 2^8 mq + 2^17 mr
@   where f', g' are f, g mod 2^7 and (mu, mv; mq, mr) = 2^(7-i) T_i, T_i
@   the transition matrix after i steps scaled by 2^i (|row| <= 2^i), so
@   m starts at 2^7 times the identity. A divstep is linear in (f, g) and
@   halves exactly, so it acts on F, G as on f, g: after 7 steps F, G hold
@   f'_7, g'_7 (|.| < 2^7: divsteps never grow max(|f|, |g|)) and the
@   part's T (|entries| <= 2^7) in 9-bit fields, each word < 2^26 in
@   magnitude throughout: exact in int32, ASR halves exactly. So a step is
@   the C's step on one word per row instead of two:
@     odd = -(g & 1), s = md >> 31 (delta > 0), md = -delta
@     G += ((F ^ s) - s) & odd; swap = odd & s; F += G & swap
@     md = (md ^ swap) - 1 (delta = 2 - delta or 1 + delta); G >>= 1
@   with G kept doubled, so that the halving is the ASR #1 operand of the
@   next step's ADD: 10 cycles. After a part, T is read from the fields,
@   the next part's f, g = (Tu f + Tv g) / 2^7, (Tq f + Tr g) / 2^7
@   mod 2^32 (25, 18, 11 bits right: enough for the 21, 14, 7 steps left),
@   and the matrix so far is multiplied by T (entries <= 2^(7k) after part
@   k: products <= 2^28).
@ Registers: r0 = md = -delta, r1 = f, r2 = g, r3 = t; the matrix so far
@   in four of r4-r9 and the part's F, G in the other two (they trade
@   places each part: accumulate); r10 = odd, then Tu; r11 = a temporary,
@   then Tv; r12 = swap, then Tq; lr = Tr.
@ Cost (tools/m3sim): 417 cycles per call (the C: ~615, two halves of
@   288 and their product): 70 for a part's steps, 12 to set up and read
@   back a part, 8 for f, g and 12 for the matrix product between parts,
@   29 for the frame.

@ F, G = the packed rows of f, g (G doubled), m = 2^7 I.
	.macro	part_setup F, G
	mov.w	\F, #(1 << 15)		@ .w: as GNU as encodes it (clang: MOVW)
	bfi	\F, r1, #0, #7			@ f mod 2^7 + 2^8 2^7
	mov	\G, #(1 << 25)
	bfi	\G, r2, #1, #7			@ 2 (g mod 2^7 + 2^17 2^7)
	.endm

@ One divstep on F and G (G doubled) and md.
	.macro	step F, G
	sbfx	r10, \G, #1, #1			@ odd: -(g & 1)
	eor	r11, \F, r0, asr #31
	add	r11, r11, r0, lsr #31		@ F or -F (delta > 0)
	and	r11, r11, r10
	add	\G, r11, \G, asr #1		@ g += +-f when g is odd
	and	r12, r10, r0, asr #31		@ swap
	and	r11, \G, r12
	add	\F, \F, r11			@ swap: f = g_old = g_new + f
	eor	r0, r0, r12
	sub	r0, r0, #1			@ md = (md ^ swap) - 1
	.endm

@ The part's T from F and G: (U, V; Q, R), |entries| <= 2^7. The x parts
@ (|f'|, |g'| < 2^7) vanish under the rounding shifts.
	.macro	part_read F, G, U, V, Q, R
	add	\F, \F, #128
	sbfx	\U, \F, #8, #9
	add	\F, \F, #(1 << 16)
	asr	\V, \F, #17
	add	\G, \G, #256			@ G is doubled: fields one bit up
	sbfx	\Q, \G, #9, #9
	add	\G, \G, #(1 << 17)
	asr	\R, \G, #18
	.endm

@ f, g = (U f + V g) / 2^7, (Q f + R g) / 2^7 mod 2^32 (exact divisions);
@ X, Y temporaries.
	.macro	next_fg U, V, Q, R, X, Y
	mul	\X, \U, r1
	mla	\X, \V, r2, \X
	mul	\Y, \Q, r1
	mla	\Y, \R, r2, \Y
	asr	r1, \X, #7
	asr	r2, \Y, #7
	.endm

@ The matrix so far (U, V; Q, R) = T (U, V; Q, R), T in r10, r11, r12, lr:
@ leaves u in D1, v in U, q in D2, r in Q.
	.macro	accumulate U, V, Q, R, D1, D2
	mul	\D1, r10, \U
	mla	\D1, r11, \Q, \D1		@ Tu u + Tv q: |.| <= 2^28
	mul	\D2, r12, \U
	mla	\D2, lr, \Q, \D2		@ Tq u + Tr q
	mul	\U, r10, \V
	mla	\U, r11, \R, \U			@ Tu v + Tv r
	mul	\Q, r12, \V
	mla	\Q, lr, \R, \Q			@ Tq v + Tr r
	.endm

@ One part's setup and seven divsteps.
	.macro	part_steps F, G
	part_setup \F, \G
	.rept	7
	step	\F, \G
	.endr
	.endm

	.global	halite_fe25519_divsteps_armv7m
	.type	halite_fe25519_divsteps_armv7m, %function
	.align	2
halite_fe25519_divsteps_armv7m:
	push	{r4-r11, lr}
	rsb	r0, r0, #0			@ md = -delta
	part_steps r8, r9			@ part 1: the matrix is its T
	part_read r8, r9, r4, r5, r6, r7
	next_fg	r4, r5, r6, r7, r8, r9
	part_steps r8, r9			@ part 2
	part_read r8, r9, r10, r11, r12, lr
	next_fg	r10, r11, r12, lr, r8, r9
	accumulate r4, r5, r6, r7, r8, r9	@ (u v; q r) = (r8 r4; r9 r6)
	part_steps r5, r7			@ part 3
	part_read r5, r7, r10, r11, r12, lr
	next_fg	r10, r11, r12, lr, r5, r7
	accumulate r8, r4, r9, r6, r5, r7	@ (r5 r8; r7 r9)
	part_steps r4, r6			@ part 4
	part_read r4, r6, r10, r11, r12, lr
	accumulate r5, r8, r7, r9, r4, r6	@ (r4 r5; r6 r7)
	stm	r3, {r4-r7}			@ t = (u, v, q, r)
	rsb	r0, r0, #0			@ delta
	pop	{r4-r11, pc}
	.size	halite_fe25519_divsteps_armv7m, .-halite_fe25519_divsteps_armv7m
