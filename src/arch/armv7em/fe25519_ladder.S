@ SPDX-License-Identifier: ISC
@ The X25519 Montgomery ladder for ARMv7E-M (Cortex-M4, M7, M33),
@ constant-time: the loop over the scalar's bits and each step's additive
@ work inline, the nine products of a step through the cores of fe25519.S
@ (BL), which clobber every register, work in the 40 bytes of scratch this
@ frame keeps at sp, and return their result in r0-r7: mul takes its
@ operands' addresses in r0 and r1, sq its operand in r0-r7. The x-only
@ doublings X25519 does before and after the ladder (xdouble, at the end)
@ are the step's doubling in the same kind of frame.
@
@ halite_fe25519_ladder_armv7em(st, e), contract in fe25519_kernels.h:
@   st[0] = x1, (st[1] : st[2]) = (x2 : z2), (st[3] : st[4]) = (x3 : z3),
@   st[5..8] scratch. For t = 253 down to 3, one step with swap = s ^ e_t
@   (bit t of e), then s = e_t, from s = 1; returns s. A step, with P =
@   (x2 : z2) and Q = (x3 : z3): swap = 1 means P and Q trade roles first;
@   then (x2 : z2) = 2 P, (x3 : z3) = P + Q. The differential addition is
@   symmetric in P and Q, so the swap only selects which of (A, B) =
@   (x2 + z2, x2 - z2) and (C, D) = (x3 + z3, x3 - z3) gets doubled, by
@   the mask -swap, as it is squared: BB = (swap ? D : B)^2 while D is in
@   registers, AA = (swap ? C : A)^2 while C is. The step:
@     A = x2 + z2 -> T0, B = x2 - z2 -> T1, D = x3 - z3 -> T3, BB -> Z2,
@     C = x3 + z3 -> T2, AA -> X2; E = AA - BB -> X3,
@     F = BB + 121666 E -> Z3, x2 = AA BB, z2 = E F;
@     DA -> Z3, CB -> T0, x3 = (DA + CB)^2, (DA - CB)^2 -> T1,
@     z3 = x1 (DA - CB)^2.
@   The bit e_t is read from e at byte t >> 3 (t is public) each step.
@
@ Registers: r11 = st (reloaded from the frame after each core), r0-r7 one
@   whole element, r8-r10, r12 four words of a streamed operand or
@   temporaries, lr the mask -swap while selecting. Every access is
@   [r11, #offset] (LDR pipelines back to back, STR with an offset is 1).
@ Bounds: x2, z2, x3, z3 at most 2^256 - 38 on entry (x1 any value below
@   2^256); every product is below 2^255 + 2^230 (fe25519.S), so the
@   state stays so. Each sum adds two such values (A, C, DA + CB) and
@   each difference takes one off (z2, z3, BB, CB), which the folds rely
@   on; F folds its own top. Every element stored is below 2^256.
@ Stack: the cores' scratch at sp, the step's bit index t, the last bit s
@   and the mask, then st and e under the saved r4-r11, lr; t is public,
@   and so is every address.
@ No branch or address depends on data; products only by the cores and
@   UMAAL (fixed-latency on these cores).
@ Cost (tools/m3sim, Cortex-M4 rules): 549 cycles a step besides its
@   products (5 mul and 4 sq cores), 251 steps in all.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_ladder_armv7em)

#include "fe25519_macros.inc"

	.equ	X1, 0
	.equ	X2, 32
	.equ	Z2, 64
	.equ	X3, 96
	.equ	Z3, 128
	.equ	T0, 160
	.equ	T1, 192
	.equ	T2, 224
	.equ	T3, 256

	.equ	F_T, CORE_SCRATCH		@ bit index t of the next step
	.equ	F_S, F_T + 4			@ the last bit s
	.equ	F_MASK, F_S + 4			@ -swap of this step
	.equ	FRAME, F_MASK + 4
	.equ	F_ST, FRAME			@ pushed r0, r1
	.equ	F_E, FRAME + 4
	.equ	F_BASE, F_ST			@ fe25519_macros.inc: r11 = st

@ r0-r7 = lr ? r0-r7 : [st + y], four words at a time; lr is 0 or all
@ ones. With u = y ^ x, x ^ (u & ~lr) is y when lr = 0 and x when lr = -1.
	.macro	sel4 y, x0, x1, x2, x3
	ld4	\y
	eor	r8, r8, \x0
	eor	r9, r9, \x1
	eor	r10, r10, \x2
	eor	r12, r12, \x3
	bic	r8, r8, lr
	bic	r9, r9, lr
	bic	r10, r10, lr
	bic	r12, r12, lr
	eor	\x0, \x0, r8
	eor	\x1, \x1, r9
	eor	\x2, \x2, r10
	eor	\x3, \x3, r12
	.endm

	.macro	sel8 y
	ldr	lr, [sp, #F_MASK]
	sel4	\y, r0, r1, r2, r3
	sel4	\y+16, r4, r5, r6, r7
	.endm

@ The end of a doubling, shared by the ladder step and xdouble: from AA in
@ r0-r7 and at X2 and BB at Z2, (x2 : z2) = (AA BB : E (BB + 121666 E)),
@ E = AA - BB at e_at and F = BB + 121666 E at f_at. F: one UMAAL chain
@ r[i] = 121665 E[i] + E[i] + carry (carry < 2^17) and one ADCS chain
@ adding BB, whose carries join at weight 2^256: top < 2^17 + 2; then
@ 19 (2 top + bit 255) < 2^24 comes back into bits 0..254 by one chain,
@ which cannot carry out (F < 2^255 + 2^24).
	.macro	double_tail e_at, f_at
	sub8	Z2				@ E = AA - BB
	fold_sub
	st8	\e_at
	movw	lr, #(121665 & 0xffff)
	movt	lr, #(121665 >> 16)
	mov	r11, #0				@ the UMAAL chain's carry
	ldr	r8, [sp, #F_ST]
	ldr	r9, [r8, #Z2]
	ldr	r10, [r8, #Z2+4]
	ldr	r12, [r8, #Z2+8]
	umaal	r0, r11, lr, r0
	adds	r0, r0, r9
	umaal	r1, r11, lr, r1
	adcs	r1, r1, r10
	ldr	r9, [r8, #Z2+12]
	ldr	r10, [r8, #Z2+16]
	umaal	r2, r11, lr, r2
	adcs	r2, r2, r12
	umaal	r3, r11, lr, r3
	adcs	r3, r3, r9
	ldr	r12, [r8, #Z2+20]
	ldr	r9, [r8, #Z2+24]
	umaal	r4, r11, lr, r4
	adcs	r4, r4, r10
	umaal	r5, r11, lr, r5
	adcs	r5, r5, r12
	ldr	r10, [r8, #Z2+28]
	umaal	r6, r11, lr, r6
	adcs	r6, r6, r9
	umaal	r7, r11, lr, r7
	adcs	r7, r7, r10
	adc	r11, r11, #0			@ top = F >> 256 < 2^17 + 2
	lsl	r11, r11, #1
	orr	r11, r11, r7, lsr #31		@ F >> 255
	bic	r7, r7, #0x80000000
	add	r9, r11, r11, lsl #3
	add	r11, r11, r9, lsl #1		@ 19 (F >> 255) < 2^24
	adds	r0, r0, r11
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adc	r7, r7, #0
	mov	r11, r8
	st8	\f_at
	mulst	X2, Z2				@ x2 = AA BB
	st8	X2
	mulst	\e_at, \f_at			@ z2 = E F
	st8	Z2
	.endm

	.global	halite_fe25519_ladder_armv7em
	.type	halite_fe25519_ladder_armv7em, %function
	.align	2
halite_fe25519_ladder_armv7em:
	push	{r0, r1, r4-r11, lr}		@ st, e
	sub	sp, sp, #FRAME
	mov	r8, #253
	mov	r9, #1
	str	r8, [sp, #F_T]
	str	r9, [sp, #F_S]

	@ step t: the mask -swap from bit t of e and s (addresses public)
1:	ldr	r8, [sp, #F_E]
	ldr	r9, [sp, #F_T]
	ldr	r11, [sp, #F_ST]
	lsr	r10, r9, #3
	ldrb	r10, [r8, r10]			@ byte t >> 3 of e
	and	r12, r9, #7
	sub	r9, r9, #1
	str	r9, [sp, #F_T]
	lsr	r10, r10, r12
	and	r10, r10, #1			@ e_t
	ldr	r12, [sp, #F_S]
	str	r10, [sp, #F_S]
	eor	lr, r10, r12			@ swap = s ^ e_t
	rsb	lr, lr, #0
	str	lr, [sp, #F_MASK]

	addsub8	add, X2, Z2, T0			@ A
	addsub8	sub, X2, Z2, T1			@ B
	addsub8	sub, X3, Z3, T3			@ D
	sel8	T1				@ swap ? D : B
	sqr
	st8	Z2				@ BB
	addsub8	add, X3, Z3, T2			@ C
	sel8	T0				@ swap ? C : A
	sqr
	st8	X2				@ AA
	double_tail X3, Z3

	mulst	T3, T0				@ DA
	st8	Z3
	mulst	T2, T1				@ CB
	st8	T0
	add8	Z3				@ DA + CB
	fold_add
	sqr
	st8	X3				@ x3 = (DA + CB)^2
	ld8	Z3				@ DA - CB
	sub8	T0
	fold_sub
	sqr
	st8	T1
	mulst	X1, T1				@ z3 = x1 (DA - CB)^2
	st8	Z3

	ldr	r9, [sp, #F_T]
	cmp	r9, #2
	bne	1b				@ t is public
	ldr	r0, [sp, #F_S]			@ returns s = e_3
	add	sp, sp, #FRAME + 8
	pop	{r4-r11, pc}
	.size	halite_fe25519_ladder_armv7em, .-halite_fe25519_ladder_armv7em

@ The fe25519.h name is the kernel itself (fe25519.c leaves it out here).
	.global	halite_fe25519_ladder
	.thumb_set	halite_fe25519_ladder, halite_fe25519_ladder_armv7em

@ halite_fe25519_xdouble_armv7em(st, n), contract in fe25519.h
@   (halite_fe25519_xdouble): (x2 : z2) = 2^n (x2 : z2), n >= 1 (public), by the
@   ladder step's doubling: A = x2 + z2 -> T0, BB = (x2 - z2)^2 -> Z2,
@   AA = A^2 -> X2, then double_tail with E at T1 and F at T2. Registers
@   and bounds as in the ladder; the frame is the ladder's, with n at F_T.
	.global	halite_fe25519_xdouble_armv7em
	.type	halite_fe25519_xdouble_armv7em, %function
	.align	2
halite_fe25519_xdouble_armv7em:
	push	{r0, r1, r4-r11, lr}		@ st, n
	sub	sp, sp, #FRAME
	str	r1, [sp, #F_T]
1:	ldr	r11, [sp, #F_ST]
	addsub8	add, X2, Z2, T0			@ A
	ld8	X2				@ B
	sub8	Z2
	fold_sub
	sqr
	st8	Z2				@ BB
	ld8	T0
	sqr
	st8	X2				@ AA
	double_tail T1, T2
	ldr	r9, [sp, #F_T]
	subs	r9, r9, #1
	str	r9, [sp, #F_T]
	bne	1b				@ n is public
	add	sp, sp, #FRAME + 8
	pop	{r4-r11, pc}
	.size	halite_fe25519_xdouble_armv7em, .-halite_fe25519_xdouble_armv7em

	.global	halite_fe25519_xdouble
	.thumb_set	halite_fe25519_xdouble, halite_fe25519_xdouble_armv7em
