@ SPDX-License-Identifier: ISC
@ The X25519 Montgomery ladder for ARMv7-M (Cortex-M3), constant-time: the
@ loop over the scalar's bits and each step's additive work inline, the nine
@ products of a step through the cores of the mul/sq kernels of fe25519.S
@ (BL), which save no registers, work in scratch this frame keeps for them
@ and return with lr = their result and the result itself in r0-r7: the
@ sums and differences that follow a product start from it there. The
@ x-only doublings X25519 does before and after the ladder (xdouble, at the
@ end) are the step's doubling in the same frame.
@
@ halite_fe25519_ladder_armv7m(st, e), contract in fe25519_kernels.h:
@   st[0] = x1, (st[1] : st[2]) = (x2 : z2), (st[3] : st[4]) = (x3 : z3),
@   st[5..8] scratch. For t = 253 down to 3, one step with swap = s ^ e_t
@   (bit t of e), then s = e_t, from s = 1; returns s. A step, with P =
@   (x2 : z2) and Q = (x3 : z3): swap = 1 means P and Q trade roles first;
@   then (x2 : z2) = 2 P, (x3 : z3) = P + Q. The differential addition is
@   symmetric in P and Q, so the swap only selects which of (A, B) =
@   (x2 + z2, x2 - z2) and (C, D) = (x3 + z3, x3 - z3) gets doubled:
@   sel = swap ? (C, D) : (A, B), by masks. The swap of step t is
@   e_t ^ e_(t+1) (e_254 = 1 for s = 1): the entry computes these bits as
@   eight words once, and a step takes its mask from bit 31 of the word in
@   use and shifts that word by one.
@
@ Registers: r11 = st (from the stack at the top of a step, then from the
@   lr a core returns), lr = the mask -swap during the selection; r0-r7
@   hold one whole element, r8-r10, r12 four words of a streamed operand
@   or temporaries. Every access is [r11, #offset] (LDR pipelines back to
@   back, STR with an offset is 1).
@ Bounds: x2, z2, x3, z3 at most 2^256 - 38 on entry (x1 any value below
@   2^256); every product the step stores is below 2^255 + 2^248 (the
@   cores), so they stay so. Each sum adds two such values and each
@   difference takes one off (z2, z3, CB, BB), which the folds rely on;
@   every element stored is below 2^256 (121666 E as noted).
@ Stack: the cores' scratch at sp, the swap words, the word in use, the
@   steps left in it and its index, then st and e under the saved r4-r11,
@   lr; the step and word counts are public, and so is every address.
@ Only MUL on 16-bit halves; no branch or address depends on data.
@ Cost (tools/m3sim): ~534 cycles a step besides its products (5 mul and
@   4 sq cores at 962 and 601), 251 steps in all; about 12 of them take the
@   mask and count the steps.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_ladder_armv7m)

	.equ	X1, 0
	.equ	X2, 32
	.equ	Z2, 64
	.equ	X3, 96
	.equ	Z3, 128
	.equ	T0, 160
	.equ	T1, 192
	.equ	T2, 224
	.equ	T3, 256

@ The frame: the cores' 140 bytes of scratch at sp; the swap words w[0..7]
@ (bit t of w = e_t ^ e_(t+1), e_254 taken as 1: the swap of step t); the
@ word in use, shifted so that the next step's swap is its bit 31; the
@ steps left in it and its index; then st and e (pushed r0, r1).
	.equ	SCRATCH, 140
	.equ	F_WORDS, SCRATCH
	.equ	F_W, F_WORDS + 32
	.equ	F_K, F_W + 4
	.equ	F_I, F_K + 4
	.equ	FRAME, F_I + 4
	.equ	F_ST, FRAME
	.equ	F_E, FRAME + 4

@ rd = word i of e (little-endian bytes at r1; e need not be aligned)
	.macro	eword rd, i
	ldrb	\rd, [r1, #(4 * \i)]
	ldrb	r4, [r1, #(4 * \i + 1)]
	ldrb	r5, [r1, #(4 * \i + 2)]
	ldrb	r6, [r1, #(4 * \i + 3)]
	orr	\rd, \rd, r4, lsl #8
	orr	\rd, \rd, r5, lsl #16
	orr	\rd, \rd, r6, lsl #24
	.endm

@ w[i] = e_i ^ (e_i >> 1) ^ (bit 0 of e_(i+1)) << 31, e_(i+1) in r3; leaves
@ e_i in r3 for word i - 1.
	.macro	sword i
	eword	r2, \i
	eor	r7, r2, r2, lsr #1
	eor	r7, r7, r3, lsl #31
	str	r7, [sp, #(F_WORDS + 4 * \i)]
	mov	r3, r2
	.endm

@ r0-r7 = [st + off]
	.macro	ld8 off
	ldr	r0, [r11, #\off]
	ldr	r1, [r11, #\off+4]
	ldr	r2, [r11, #\off+8]
	ldr	r3, [r11, #\off+12]
	ldr	r4, [r11, #\off+16]
	ldr	r5, [r11, #\off+20]
	ldr	r6, [r11, #\off+24]
	ldr	r7, [r11, #\off+28]
	.endm

@ [st + off] = r0-r7
	.macro	st8 off
	str	r0, [r11, #\off]
	str	r1, [r11, #\off+4]
	str	r2, [r11, #\off+8]
	str	r3, [r11, #\off+12]
	str	r4, [r11, #\off+16]
	str	r5, [r11, #\off+20]
	str	r6, [r11, #\off+24]
	str	r7, [r11, #\off+28]
	.endm

@ r8, r9, r10, r12 = four words at [base + off]; loads keep the flags
	.macro	ld4 off, base=r11
	ldr	r8, [\base, #\off]
	ldr	r9, [\base, #\off+4]
	ldr	r10, [\base, #\off+8]
	ldr	r12, [\base, #\off+12]
	.endm

@ r0-r7 += [base + off] (C = carry out, weight 2^256), in two halves
@ (add8lo, add8hi) that instructions keeping the flags may separate. Right
@ after a core, base = lr (its result) spares the stall of an address just
@ written to r11.
	.macro	add8lo off, base=r11
	ld4	\off, \base
	adds	r0, r0, r8
	adcs	r1, r1, r9
	adcs	r2, r2, r10
	adcs	r3, r3, r12
	.endm

	.macro	add8hi off, base=r11
	ld4	\off+16, \base
	adcs	r4, r4, r8
	adcs	r5, r5, r9
	adcs	r6, r6, r10
	adcs	r7, r7, r12
	.endm

	.macro	add8 off, base=r11
	add8lo	\off, \base
	add8hi	\off, \base
	.endm

@ r0-r7 -= [base + off] (C = 0 on a borrow)
	.macro	sub8 off, base=r11
	ld4	\off, \base
	subs	r0, r0, r8
	sbcs	r1, r1, r9
	sbcs	r2, r2, r10
	sbcs	r3, r3, r12
	ld4	\off+16, \base
	sbcs	r4, r4, r8
	sbcs	r5, r5, r9
	sbcs	r6, r6, r10
	sbcs	r7, r7, r12
	.endm

@ After add8 of two values at most 2^256 - 38 (see Bounds): a carry C
@ leaves r0-r7 = a + b - 2^256 <= 2^256 - 76, so 38 C (2^256 = 38) goes
@ into word 0 and the chain cannot carry out: the sum stays < 2^256.
	.macro	fold_add
	sbc	r8, r8, r8			@ C - 1: 0 or all ones
	mov	r9, #38
	bic	r8, r9, r8			@ 38 C
	adds	r0, r0, r8
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adc	r7, r7, #0
	.endm

@ After sub8 of b at most 2^256 - 38 (see Bounds): a borrow means r0-r7 =
@ a - b + 2^256 = a - b + 38 >= 38, so taking 38 off cannot borrow again.
	.macro	fold_sub
	sbc	r8, r8, r8			@ -borrow
	and	r8, r8, #38
	subs	r0, r0, r8
	sbcs	r1, r1, #0
	sbcs	r2, r2, #0
	sbcs	r3, r3, #0
	sbcs	r4, r4, #0
	sbcs	r5, r5, #0
	sbcs	r6, r6, #0
	sbc	r7, r7, #0
	.endm

@ Word i of W = 60833 E into the chain, from ri = E[i] and hprev = H[i-1]:
@ hi = H[i]; ri = L[i] + H[i-1] >> 16, which stays below 2^32 (60833
@ (2^16 - 1) + 60832), so a plain ADD keeps the chain's carry, then
@ ADCS adds H[i] << 16.
	.macro	w60833 ri, hi, hprev
	lsr	\hi, \ri, #16
	mul	\hi, \hi, r8			@ H[i] < 2^32
	uxth	\ri, \ri
	mul	\ri, \ri, r8			@ L[i] <= 60833 (2^16 - 1)
	add	\ri, \ri, \hprev, lsr #16	@ < 2^32
	adcs	\ri, \ri, \hi, lsl #16
	.endm

@ [st + out] = lr ? r0-r7 : [st + y]; lr is 0 or all ones. With u = y ^ x,
@ x ^ (u & ~lr) is y when lr = 0 and x when lr = -1.
	.macro	sel4 y, out, x0, x1, x2, x3
	ld4	\y
	eor	r8, r8, \x0
	bic	r8, r8, lr
	eor	r8, r8, \x0
	eor	r9, r9, \x1
	bic	r9, r9, lr
	eor	r9, r9, \x1
	eor	r10, r10, \x2
	bic	r10, r10, lr
	eor	r10, r10, \x2
	eor	r12, r12, \x3
	bic	r12, r12, lr
	eor	r12, r12, \x3
	str	r8, [r11, #\out]
	str	r9, [r11, #\out+4]
	str	r10, [r11, #\out+8]
	str	r12, [r11, #\out+12]
	.endm

	.macro	sel8 y, out
	sel4	\y, \out, r0, r1, r2, r3
	sel4	\y+16, \out+16, r4, r5, r6, r7
	.endm

@ [st + d] = [st + a] op [st + b] folded; op is add or sub
	.macro	addsub8 op, a, b, d
	ld8	\a
	\op\()8	\b
	fold_\op
	st8	\d
	.endm

@ rd = st + off, from base = st + at
	.macro	stptr rd, base, at, off
	.if \off >= \at
	add	\rd, \base, #(\off - \at)
	.else
	sub	\rd, \base, #(\at - \off)
	.endif
	.endm

@ [st + r] = [st + a] [st + b] by the mul core (b given), or [st + a]^2 by
@ the sq core (b = -1): r goes in r0, mul's a in r1 and the operand the
@ core streams (mul's b, sq's a) in r2. A core clobbers r0-r12 and returns
@ with lr = st + r.
@ The pointers come from base = st + at: r11 (at 0), or the lr of the core
@ just called, when at names its result. keep = 1: st goes back into r11
@ (sums and selections address through it).
	.macro	corest r, a, b, base, at, keep
	stptr	r0, \base, \at, \r
	.if \b >= 0
	stptr	r1, \base, \at, \a
	stptr	r2, \base, \at, \b
	bl	halite_fe25519_mul_core_armv7m
	.else
	stptr	r2, \base, \at, \a
	bl	halite_fe25519_sq_core_armv7m
	.endif
	.if \keep
	sub	r11, lr, #\r
	.endif
	.endm

	.macro	mulst r, a, b, base=r11, at=0, keep=1
	corest	\r, \a, \b, \base, \at, \keep
	.endm

	.macro	sqst r, a, base=r11, at=0, keep=1
	corest	\r, \a, -1, \base, \at, \keep
	.endm

@ The end of a doubling, shared by the ladder step and xdouble: from AA in
@ r0-r7 and at X2, BB at Z2, r11 = st and lr = st + X2 (the AA core's):
@ (x2 : z2) = (AA BB : E (BB + 121666 E)), z2 also in r0-r7; E at T0, F at
@ T1.
	.macro	double_tail
	@ E = AA - BB -> T0 (lr = st + X2, from the AA core)
	sub8	Z2-X2, lr
	fold_sub
	st8	T0
	@ F = BB + 121666 E -> T1. With 121666 = 2 60833, a word w = h 2^16 + l
	@ gives L = 60833 l and H = 60833 h, both < 2^32 (MUL on halves), and
	@ 60833 w = L + 2^16 H: word i of W = 60833 E < 2^272 (r0-r7 and lr =
	@ W >> 256) is L[i] + H[i-1] >> 16 + H[i] << 16 (w60833).
	@ r8 = 60833, r9/r10 = H[i] and H[i-1] in turn.
	movw	r8, #60833
	lsr	r9, r0, #16
	mul	r9, r9, r8			@ H[0] < 2^32
	uxth	r0, r0
	mul	r0, r0, r8			@ L[0] < 2^32
	adds	r0, r0, r9, lsl #16
	w60833	r1, r10, r9
	w60833	r2, r9, r10
	w60833	r3, r10, r9
	w60833	r4, r9, r10
	w60833	r5, r10, r9
	w60833	r6, r9, r10
	w60833	r7, r10, r9
	mov	lr, #0
	adc	lr, lr, r10, lsr #16		@ W >> 256 < 2^16 + 1
	adds	r0, r0, r0			@ 2 W = 121666 E
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adcs	r3, r3, r3
	adcs	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	adc	lr, lr, lr			@ < 2^17 + 3
	add8	Z2				@ + BB
	adc	lr, lr, #0			@ top < 2^18
	mov	r8, #38
	mul	lr, lr, r8			@ 38 top < 2^24
	adds	r0, r0, lr
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	sbc	r9, r9, r9			@ a carry leaves the value < 2^24:
	bic	r9, r8, r9			@ 38 more fits in word 0
	add	r0, r0, r9
	st8	T1

	mulst	X2, X2, Z2, keep=0		@ x2 = AA BB
	mulst	Z2, T0, T1, lr, X2, 0		@ z2 = E (BB + 121666 E), also in r0-r7
	.endm

	.global	halite_fe25519_ladder_armv7m
	.type	halite_fe25519_ladder_armv7m, %function
	.align	2
halite_fe25519_ladder_armv7m:
	push	{r0-r11, lr}			@ st, e
	sub	sp, sp, #FRAME
	@ the swap words, from the top: e_254 = 1 (s starts at 1), and bits
	@ 255 and up are never read
	eword	r3, 7
	orr	r3, r3, #0x40000000
	eor	r7, r3, r3, lsr #1
	str	r7, [sp, #(F_WORDS + 28)]
	sword	6
	sword	5
	sword	4
	sword	3
	sword	2
	sword	1
	sword	0
	ldr	r7, [sp, #(F_WORDS + 28)]
	lsl	r7, r7, #2			@ bit 253 at bit 31
	mov	r8, #30				@ bits 253..224
	mov	r9, #7
	str	r7, [sp, #F_W]
	str	r8, [sp, #F_K]
	str	r9, [sp, #F_I]
	ldr	r11, [sp, #F_ST]
	ld8	Z2				@ z2 in r0-r7, as each step leaves it

	@ step t: the mask -swap from bit 31 of the word in use (the steps
	@ and words are counted in public)
1:	ldr	r11, [sp, #F_ST]
	ldr	lr, [sp, #F_W]

	@ A = z2 + x2 -> T0 (z2 in r0-r7), B = x2 - z2 -> T1. The mask is
	@ taken inside the first addition, so that its loads join these two.
	add8lo	X2
	lsl	r8, lr, #1			@ (keeps the flags)
	str	r8, [sp, #F_W]
	asr	lr, lr, #31			@ mask: 0 or all ones
	add8hi	X2
	fold_add
	st8	T0
	addsub8	sub, X2, Z2, T1
	@ C = x3 + z3 -> T2, D = x3 - z3 -> T3; while C (D) is in r0-r7 the
	@ doubled pair is selected into the dead x2 (z2): swap ? C : A (D : B).
	addsub8	add, X3, Z3, T2
	sel8	T0, X2
	addsub8	sub, X3, Z3, T3
	sel8	T1, Z2

	mulst	X3, T3, T0, keep=0		@ DA
	mulst	Z3, T2, T1, lr, X3		@ CB, also in r0-r7
	add8	X3-Z3, lr			@ CB + DA (lr = st + Z3)
	fold_add
	st8	T0
	addsub8	sub, X3, Z3, T1			@ DA - CB
	sqst	X3, T0, keep=0			@ x3 = (DA + CB)^2
	sqst	Z3, T1, lr, X3, 0
	mulst	Z3, Z3, X1, lr, Z3, 0		@ z3 = x1 (DA - CB)^2
	sqst	Z2, Z2, lr, Z3, 0		@ BB
	sqst	X2, X2, lr, Z2			@ AA, also in r0-r7

	double_tail

	ldr	r8, [sp, #F_K]
	subs	r8, r8, #1
	str	r8, [sp, #F_K]
	bne	1b				@ steps left in this word
	ldr	r9, [sp, #F_I]
	subs	r9, r9, #1
	blo	2f				@ word 0 done: t = 2
	add	r10, sp, #F_WORDS
	ldr	r10, [r10, r9, lsl #2]
	str	r9, [sp, #F_I]
	mov	r8, #32
	cmp	r9, #0
	it	eq
	moveq	r8, #29				@ word 0: bits 31..3
	str	r10, [sp, #F_W]
	str	r8, [sp, #F_K]
	b	1b
2:	ldr	r1, [sp, #F_E]
	ldrb	r0, [r1]
	ubfx	r0, r0, #3, #1			@ returns s = e_3
	add	sp, sp, #FRAME + 16
	pop	{r4-r11, pc}
	.size	halite_fe25519_ladder_armv7m, .-halite_fe25519_ladder_armv7m

@ The fe25519.h name is the kernel itself (fe25519.c leaves it out here).
	.global	halite_fe25519_ladder
	.thumb_set	halite_fe25519_ladder, halite_fe25519_ladder_armv7m

@ halite_fe25519_xdouble_armv7m(st, n), contract in fe25519.h
@   (halite_fe25519_xdouble): (x2 : z2) = 2^n (x2 : z2), n >= 1 (public), by the
@   ladder step's doubling: A = z2 + x2 -> T0, B = x2 - z2 -> Z2, BB and AA
@   by the sq core, then double_tail. Registers and bounds as in the
@   ladder; the frame is the cores' scratch, then st and n.
	.equ	XD_ST, SCRATCH
	.equ	XD_N, SCRATCH + 4

	.global	halite_fe25519_xdouble_armv7m
	.type	halite_fe25519_xdouble_armv7m, %function
	.align	2
halite_fe25519_xdouble_armv7m:
	push	{r0-r11, lr}			@ st, n
	sub	sp, sp, #SCRATCH
	mov	r11, r0
	ld8	Z2				@ z2 in r0-r7, as each doubling leaves it
1:	ldr	r11, [sp, #XD_ST]
	add8	X2				@ A = z2 + x2 -> T0
	fold_add
	st8	T0
	addsub8	sub, X2, Z2, Z2			@ B = x2 - z2 -> Z2
	sqst	Z2, Z2				@ BB
	sqst	X2, T0				@ AA, also in r0-r7
	double_tail
	ldr	r8, [sp, #XD_N]
	subs	r8, r8, #1
	str	r8, [sp, #XD_N]
	bne	1b				@ n is public
	add	sp, sp, #SCRATCH + 16
	pop	{r4-r11, pc}
	.size	halite_fe25519_xdouble_armv7m, .-halite_fe25519_xdouble_armv7m

	.global	halite_fe25519_xdouble
	.thumb_set	halite_fe25519_xdouble, halite_fe25519_xdouble_armv7m
