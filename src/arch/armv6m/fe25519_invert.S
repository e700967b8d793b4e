@ SPDX-License-Identifier: ISC
@ The kernels of the divsteps inversion (src/field/fe25519_invert.c) for
@ ARMv6-M (Cortex-M0, M0+), constant-time: products by MULS only (fixed
@ latency on both cores), no branch, every address fixed.
@
@ halite_fe25519_combine_armv6m(ab, t, ma, mb), contract in
@   fe25519_invert.h: (a, b) = (u a + v b + ma p, q a + r b + mb p) / 2^28
@   in place, a = ab->a at offset 0, b = ab->b at B = 76, numbers of 19
@   limbs of radix 2^14 (limbs 0..17 in [0, 2^14), |limb 18| < 2^14),
@   |u| + |v| <= 2^28, |q| + |r| <= 2^28, 0 <= ma, mb < 2^28. The C's
@   arithmetic: each entry x = x0 + 2^14 x1 (x0 = x & (2^14 - 1), x1 =
@   x >> 14 arithmetic, |u1| + |v1| <= 2^14 + 2); column k of a' is
@     S_a(k) = X_a(k) + u0 a_k + v0 b_k,  X_a(k) = carry + u1 a_(k-1) +
@     v1 b_(k-1) (+ the m p terms: -19 ma0, -19 ma1 in columns 0, 1, 8 ma0,
@     8 ma1 in columns 18, 19), |S| < 2^30,
@   limb k - 2 of a' = S & (2^14 - 1) and the carry S >> 14; columns 0
@   and 1 only carry (the numerators' low 28 bits are dropped). b' alike
@   with q, r, mb. A unit (column k = 2..18) loads a_k and b_k once,
@   stores limb k - 2 (so in place is safe) and leaves X(k + 1):
@   8 products at 3 cycles (MOV the entry, MULS, ADDS), 40 cycles.
@ Registers: r0 points at limb k - 2 of a (b at r0 + 76); r1 = a_k,
@   r2 = b_k; three of r3-r5 hold X_a, X_b and the new sum (rotating),
@   r6 the product; u0, v0, u1, v1, q0, r0' in r8-r12, lr, q1 in r7,
@   r1' on the stack (the products take them from there at the same cost,
@   r1' one cycle more).
@
@ halite_fe25519_divsteps_armv6m(delta, f, g, t), contract in
@   fe25519_invert.h: 28 half-delta divsteps as four parts of 7 on packed
@   rows F = f' + 2^8 mu + 2^17 mv, G = g' + 2^8 mq + 2^17 mr (f', g' the
@   low 7 bits of f, g; (mu, mv; mq, mr) = 2^(7-i) T_i after i steps, 2^7
@   I at first): a divstep is linear in (f, g) and halves exactly, so it
@   acts on F, G as on f, g (|fields| < 2^8, every word below 2^26 in
@   magnitude: exact in int32, ASRS halves exactly), 15 cycles a step:
@     s = md >> 31 (delta > 0, md = -delta), odd = -(G & 1)
@     G += ((F ^ s) - s) & odd; swap = s & odd; F += G & swap
@     md = (md ^ swap) - 1; G >>= 1
@   After a part, T is read back from the fields (rounded shifts: the f',
@   g' parts vanish), f, g = (Tu f + Tv g) / 2^7, (Tq f + Tr g) / 2^7
@   mod 2^32 for the next part, and the matrix so far = T times it
@   (entries <= 2^(7k) after part k: products < 2^28).
@ Registers: r0 = md, r1 = f, r2 = g, r3 = t's address, then F, G and the
@   step's temporaries in r4-r7; the matrix so far in r8-r11, T's entries
@   in r12, lr and the stack between parts.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_invert_armv6m)

	.equ	B, 76				@ ab->b - ab: 19 limbs
	.equ	R1, 0				@ [sp]: r1' (t.r >> 14)
	.equ	MA, 4				@ [sp, #4]: ma
	.equ	MB, 8				@ [sp, #8]: mb

@ rd = the low 14 bits of rs (rd may be rs).
	.macro	lo14 rd, rs
	lsls	\rd, \rs, #18
	lsrs	\rd, \rd, #18
	.endm

@ acc += c x, c a high register (or r7), through r6.
	.macro	mac acc, c, x
	mov	r6, \c
	muls	r6, \x
	adds	\acc, r6
	.endm

@ Column k (2..18) of both numbers: XA, XB the pending sums, F free;
@ leaves X_a(k + 1) in F and X_b(k + 1) in XA, XB free; r0 advances.
	.macro	unit XA, XB, F, last=0
	ldr	r1, [r0, #8]			@ a_k
	ldr	r2, [r0, #(B + 8)]		@ b_k
	mac	\XA, r8, r1
	mac	\XA, r9, r2			@ S_a
	.if	\last
	ldr	r6, [sp, #MA]
	lo14	r6, r6
	lsls	r6, r6, #3
	adds	\XA, r6				@ + 8 ma0 (column 18)
	.endif
	asrs	\F, \XA, #14
	lo14	\XA, \XA
	str	\XA, [r0]			@ a'_(k-2)
	mac	\F, r10, r1
	mac	\F, r11, r2			@ X_a(k + 1)
	mac	\XB, r12, r1
	mac	\XB, lr, r2			@ S_b
	.if	\last
	ldr	r6, [sp, #MB]
	lo14	r6, r6
	lsls	r6, r6, #3
	adds	\XB, r6				@ + 8 mb0
	.endif
	asrs	\XA, \XB, #14
	lo14	\XB, \XB
	str	\XB, [r0, #B]			@ b'_(k-2)
	mac	\XA, r7, r1
	ldr	r6, [sp, #R1]
	muls	r6, r2
	adds	\XA, r6				@ X_b(k + 1)
	adds	r0, #4
	.endm

@ rd = x0, rh = x1 for the entry x in rd (rh a low register).
	.macro	split rd, rh
	asrs	\rh, \rd, #14
	lo14	\rd, \rd
	.endm

	.global	halite_fe25519_combine_armv6m
	.type	halite_fe25519_combine_armv6m, %function
	.align	2
halite_fe25519_combine_armv6m:
	push	{r4-r7, lr}
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	push	{r4-r7}
	sub	sp, #12
	str	r2, [sp, #MA]
	str	r3, [sp, #MB]
	ldm	r1, {r1-r4}			@ u, v, q, r
	split	r4, r5				@ r0', r1'
	str	r5, [sp, #R1]
	mov	lr, r4
	split	r3, r7				@ q0, q1 (q1 stays in r7)
	mov	r12, r3
	split	r2, r5				@ v0, v1
	mov	r9, r2
	mov	r11, r5
	split	r1, r5				@ u0, u1
	mov	r8, r1
	mov	r10, r5
	@ columns 0 and 1 (-19 ma0, -19 ma1; -19 mb0, -19 mb1): only carries
	ldr	r1, [r0]			@ a0
	ldr	r2, [r0, #B]			@ b0
	ldr	r3, [sp, #MA]
	lo14	r3, r3
	movs	r6, #19
	muls	r3, r6
	negs	r3, r3				@ -19 ma0
	mac	r3, r8, r1
	mac	r3, r9, r2			@ S_a(0)
	asrs	r5, r3, #14
	mac	r5, r10, r1
	mac	r5, r11, r2			@ X_a(1) without -19 ma1
	ldr	r4, [sp, #MB]
	lo14	r4, r4
	movs	r6, #19
	muls	r4, r6
	negs	r4, r4				@ -19 mb0
	mac	r4, r12, r1
	mac	r4, lr, r2			@ S_b(0)
	asrs	r3, r4, #14
	mac	r3, r7, r1
	ldr	r6, [sp, #R1]
	muls	r6, r2
	adds	r3, r6				@ X_b(1) without -19 mb1
	ldr	r4, [sp, #MA]
	lsrs	r4, r4, #14
	movs	r6, #19
	muls	r4, r6
	subs	r5, r4				@ X_a(1)
	ldr	r4, [sp, #MB]
	lsrs	r4, r4, #14
	movs	r6, #19
	muls	r4, r6
	subs	r3, r4				@ X_b(1)
	@ column 1: only carries (a_1 at r0 + 4)
	ldr	r1, [r0, #4]
	ldr	r2, [r0, #(B + 4)]
	mac	r5, r8, r1
	mac	r5, r9, r2
	asrs	r4, r5, #14
	mac	r4, r10, r1
	mac	r4, r11, r2			@ X_a(2)
	mac	r3, r12, r1
	mac	r3, lr, r2
	asrs	r5, r3, #14
	mac	r5, r7, r1
	ldr	r6, [sp, #R1]
	muls	r6, r2
	adds	r5, r6				@ X_b(2)
	@ units 2..18: (X_a, X_b, free) rotate (r4, r5, r3) -> (r3, r4, r5) ...
	unit	r4, r5, r3
	unit	r3, r4, r5
	unit	r5, r3, r4
	unit	r4, r5, r3
	unit	r3, r4, r5
	unit	r5, r3, r4
	unit	r4, r5, r3
	unit	r3, r4, r5
	unit	r5, r3, r4
	unit	r4, r5, r3
	unit	r3, r4, r5
	unit	r5, r3, r4
	unit	r4, r5, r3
	unit	r3, r4, r5
	unit	r5, r3, r4
	unit	r4, r5, r3
	unit	r3, r4, r5, 1			@ column 18 (+ 8 m0)
	@ column 19: X_a = r5, X_b = r3 (+ 8 ma1, 8 mb1): limbs 17 and 18
	ldr	r6, [sp, #MA]
	lsrs	r6, r6, #14
	lsls	r6, r6, #3
	adds	r5, r6
	asrs	r1, r5, #14
	lo14	r5, r5
	str	r5, [r0]
	str	r1, [r0, #4]
	ldr	r6, [sp, #MB]
	lsrs	r6, r6, #14
	lsls	r6, r6, #3
	adds	r3, r6
	asrs	r1, r3, #14
	lo14	r3, r3
	str	r3, [r0, #B]
	str	r1, [r0, #(B + 4)]
	add	sp, #12
	pop	{r4-r7}
	mov	r8, r4
	mov	r9, r5
	mov	r10, r6
	mov	r11, r7
	pop	{r4-r7, pc}
	.size	halite_fe25519_combine_armv6m, .-halite_fe25519_combine_armv6m

@ ---- divsteps ----

@ F, G = the packed rows of f, g for a part: f mod 2^7 + 2^15,
@ g mod 2^7 + 2^24 (the matrix 2^7 I).
	.macro	part_setup F, G
	lsls	\F, r1, #25
	asrs	\F, \F, #25			@ f' (any 7-bit window of f: sign-extended)
	movs	r6, #1
	lsls	r7, r6, #15
	adds	\F, r7
	lsls	\G, r2, #25
	asrs	\G, \G, #25
	lsls	r7, r6, #24
	adds	\G, r7
	.endm

@ One divstep on F, G and md (r0); r6, r7 temporaries.
	.macro	step F, G
	asrs	r6, r0, #31			@ s: delta > 0
	movs	r7, \F
	eors	r7, r6
	subs	r7, r6				@ F or -F
	lsls	r5, \G, #31
	asrs	r5, r5, #31			@ odd
	ands	r7, r5
	adds	\G, r7				@ g += +-f when g is odd
	ands	r6, r5				@ swap
	movs	r7, \G
	ands	r7, r6
	adds	\F, r7				@ swap: f = g_old = g_new + f
	eors	r0, r6
	subs	r0, #1				@ md = (md ^ swap) - 1
	asrs	\G, \G, #1
	.endm

@ T's entries from F (r3) and G (r4) after a part: U r5, V r3, Q r6,
@ R r4 (|entries| <= 2^7; the rounding adds make f', g' vanish).
	.macro	part_read
	adds	r3, #128
	lsls	r5, r3, #15
	asrs	r5, r5, #23			@ U: bits 8..16
	movs	r6, #1
	lsls	r6, r6, #16
	adds	r3, r6
	asrs	r3, r3, #17			@ V
	adds	r4, #128
	lsls	r6, r4, #15
	asrs	r6, r6, #23			@ Q
	movs	r7, #1
	lsls	r7, r7, #16
	adds	r4, r7
	asrs	r4, r4, #17			@ R
	.endm

@ f, g (r1, r2) = (U f + V g) / 2^7, (Q f + R g) / 2^7 mod 2^32 (exact);
@ r0, r7 temporaries.
	.macro	next_fg
	movs	r7, r1
	muls	r7, r5
	movs	r0, r2
	muls	r0, r3
	adds	r7, r0				@ U f + V g
	movs	r0, r1
	muls	r0, r6
	movs	r1, r2
	muls	r1, r4
	adds	r0, r1				@ Q f + R g
	asrs	r1, r7, #7
	asrs	r2, r0, #7
	.endm

@ The matrix so far (r8-r11: u, v, q, r) = T it, T in r5, r3, r6, r4;
@ r0, r1, r2, r7 temporaries (f, g and md wait in r12, lr, the stack).
	.macro	accumulate
	mov	r7, r8
	muls	r7, r5				@ U u
	mov	r0, r10
	muls	r0, r3				@ V q
	adds	r7, r0
	mov	r1, r8
	muls	r1, r6				@ Q u
	mov	r0, r10
	muls	r0, r4				@ R q
	adds	r1, r0
	mov	r8, r7
	mov	r10, r1
	mov	r7, r9
	muls	r7, r5				@ U v
	mov	r0, r11
	muls	r0, r3				@ V r
	adds	r7, r0
	mov	r1, r9
	muls	r1, r6				@ Q v
	mov	r0, r11
	muls	r0, r4				@ R r
	adds	r1, r0
	mov	r9, r7
	mov	r11, r1
	.endm

@ Seven divsteps on F = r3, G = r4.
	.macro	part_steps
	part_setup r3, r4
	.rept	7
	step	r3, r4
	.endr
	.endm

	.global	halite_fe25519_divsteps_armv6m
	.type	halite_fe25519_divsteps_armv6m, %function
	.align	2
halite_fe25519_divsteps_armv6m:
	push	{r3-r7, lr}			@ t at [sp]
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	push	{r4-r7}
	negs	r0, r0				@ md = -delta
	@ part 1: the matrix is its T
	part_steps
	part_read
	mov	r8, r5
	mov	r9, r3
	mov	r10, r6
	mov	r11, r4
	mov	r12, r0
	next_fg
	mov	r0, r12
	@ parts 2 and 3
	.rept	2
	part_steps
	part_read
	mov	r12, r0
	mov	lr, r1
	push	{r2}
	accumulate
	pop	{r2}
	mov	r1, lr
	next_fg
	mov	r0, r12
	.endr
	@ part 4
	part_steps
	part_read
	mov	r12, r0
	accumulate
	ldr	r2, [sp, #16]			@ t
	mov	r0, r8
	mov	r1, r9
	str	r0, [r2]
	str	r1, [r2, #4]
	mov	r0, r10
	mov	r1, r11
	str	r0, [r2, #8]
	str	r1, [r2, #12]
	mov	r0, r12
	negs	r0, r0				@ delta
	pop	{r4-r7}
	mov	r8, r4
	mov	r9, r5
	mov	r10, r6
	mov	r11, r7
	pop	{r3-r7, pc}
	.size	halite_fe25519_divsteps_armv6m, .-halite_fe25519_divsteps_armv6m
