@ SPDX-License-Identifier: ISC
@ Edwards25519 point doubling and addition for ARMv7E-M (Cortex-M4, M7,
@ M33), constant-time: the formulas of src/group/ge25519.c (ge_dbl,
@ ge_add; the same values mod p, coordinate by coordinate) with the sums
@ and differences inline and the products by the cores of fe25519.S (BL:
@ mul takes its operands' addresses in r0 and r1 and returns the result
@ in r0-r7, clobbering every register); the doubling squares inline
@ (fe25519_bodies.inc: no call and return on each of verification's
@ ~1,000 doubling squarings). Also the fixed base's table lookup.
@ Contracts in src/group/ge25519.h; a point is X, Y, Z, T at offsets 0,
@ 32, 64, 96.
@
@ halite_ge25519_dbl_armv7em(r, p, n, with_t): r = 2^n p, r may be p; n
@   public doublings in one frame, each as follows, T by the last.
@   (X + Y)^2 -> r.T, X^2 -> r.X, Y^2 -> r.Y; from Y^2 in registers
@   H = Y^2 + X^2 -> B; G = X^2 - Y^2 -> A; from Z^2 in registers
@   F = 2 Z^2 + G -> r.Z (f_2zg); E = H - (X + Y)^2 -> r.T; then X = E F,
@   Y = G H, Z = F G and, with with_t, T = E H.
@ halite_ge25519_add_armv7em(p, q, flags): p = p +- q.
@   Y + X -> B (add_top, Y kept), Y - X -> A; A = (Y - X)(q[1] or q[0])
@   -> A, C = T q[2] -> p.X, B = (Y + X)(q[0] or q[1]); H = B + A -> B
@   (B kept), E = B - A -> p.T; D = Z q[3] (GE25519_Z) or 2 Z; D + C -> A
@   (D kept), D - C -> p.Y: G and F, the other way round for GE25519_NEG
@   (-q negates C), which picks one of two orders of the products; then
@   X = E F, Z = F G, Y = G H and, with GE25519_WITH_T, T = E H.
@   The flags are public: they choose addresses and branches.
@
@ Registers: r11 = the point written (reloaded from the frame after each
@   product; for a doubling's loads, p), r0-r7 one whole element, r8-r10,
@   r12 four words of a streamed operand or temporaries
@   (fe25519_macros.inc; add_top and f_2zg also use lr).
@ Bounds: every coordinate read at most 2^256 - 38 (what every fe25519
@   function and product leaves); products are below 2^255 + 2^230. The
@   sums folded after an ADCS chain add two values summing to at most
@   2^257 - 39 (coordinates or products), and each difference takes off a
@   product or X (at most 2^256 - 38), which the folds rely on; the sums
@   formed from the top word (add_top, f_2zg) hold for any operands below
@   2^256 (and 2 Z^2 + G). Every coordinate written is a product, or (T
@   without with_t) a difference at most 2^256 - 39.
@ Stack: the cores' scratch at sp, then A and B, under the saved
@   arguments, r4-r11 and lr: 152 bytes (dbl 156).
@ Cost (tools/m3sim, Cortex-M4 rules): one doubling 1,396 cycles with T
@   (4 squarings, 4 mul cores), about 1,220 without; a niels addition with T
@   1,523 (7 mul cores), a cached one a product more; the lookup 670.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(ge25519_armv7em)

#include "fe25519_macros.inc"
#include "fe25519_bodies.inc"

	.equ	GX, 0
	.equ	GY, 32
	.equ	GZ, 64
	.equ	GT, 96

	.equ	TA, CORE_SCRATCH		@ A: frame temporaries
	.equ	TB, TA + 32			@ B
	.equ	FRAME, TB + 32
	.equ	F_OUT, FRAME			@ pushed r0: the point written
	.equ	F_IN, FRAME + 4			@ pushed r1: p (dbl) or q (add)
	.equ	F_FLAGS, FRAME + 8		@ pushed r2: n (dbl) or the flags
	.equ	F_WITH_T, FRAME + 12		@ pushed r3: with_t (dbl)
	.equ	F_BASE, F_OUT			@ fe25519_macros.inc: r11

@ r0-r7 = 2 (r0-r7), folded once: for x at most 2^256 - 38 (fold_add)
	.macro	dbl8
	adds	r0, r0, r0
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adcs	r3, r3, r3
	adcs	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	fold_add
	.endm

@ [st + GZ] = F = 2 Z^2 + G for Z^2 in r0-r7 and G at A, in one pass from
@ the top word: u7 = 2 z7 + g7 (< 3 2^32) gives bits 255 and up as
@ top = u7 >> 31 < 6, and 19 top starts one UMAAL chain F_i = g_i + 2 z_i
@ + carry over words 0..6 (carries <= 2); word 7 = (u7 mod 2^31) + carry
@ cannot overflow, so F < 2^255 + 2^32 needs no fold. r9 = 2, lr the
@ chain's carry, r8, r10, r12 words of G.
	.macro	f_2zg
	ldr	r8, [sp, #TA+28]		@ g7
	mov	r9, #2
	umull	r10, r12, r7, r9		@ 2 z7
	adds	r10, r10, r8
	adc	r12, r12, #0			@ u7 = 2 z7 + g7 in r12:r10
	lsl	r12, r12, #1
	orr	r12, r12, r10, lsr #31		@ top = u7 >> 31
	bic	r7, r10, #0x80000000		@ u7 mod 2^31
	add	lr, r12, r12, lsl #3
	add	lr, r12, lr, lsl #1		@ 19 top: the chain's first carry
	ldr	r8, [sp, #TA]
	ldr	r10, [sp, #TA+4]
	ldr	r12, [sp, #TA+8]
	umaal	r8, lr, r0, r9
	umaal	r10, lr, r1, r9
	umaal	r12, lr, r2, r9
	str	r8, [r11, #GZ]
	str	r10, [r11, #GZ+4]
	str	r12, [r11, #GZ+8]
	ldr	r8, [sp, #TA+12]
	ldr	r10, [sp, #TA+16]
	ldr	r12, [sp, #TA+20]
	umaal	r8, lr, r3, r9
	umaal	r10, lr, r4, r9
	umaal	r12, lr, r5, r9
	str	r8, [r11, #GZ+12]
	str	r10, [r11, #GZ+16]
	str	r12, [r11, #GZ+20]
	ldr	r8, [sp, #TA+24]
	umaal	r8, lr, r6, r9
	str	r8, [r11, #GZ+24]
	add	r7, r7, lr
	str	r7, [r11, #GZ+28]
	.endm

@ r0-r7 = (r0-r7)^2 by fe25519.S's squaring inline (no call: doublings are
@ most of verification's squarings); r11 reloaded from the frame after it.
	.macro	sqi
	sq_body
	ldr	r11, [sp, #F_BASE]
	.endm

@ [dbase + dst] = r0-r7 + [sbase + src] mod p, r0-r7 kept: one UMAAL chain
@ (x_i + y_i 1 + carry, the result in x_i's register and stored) from the
@ top word, as f_2zg: u7 = y7 + x7 < 2^33 gives top = u7 >> 31 < 4 and
@ the chain's first carry 19 top; word 7 = (u7 mod 2^31) + carry. For
@ any two values below 2^256: the sum is below 2^255 + 2^32. r9 = 1, lr
@ the carry, r8, r10, r12 words of x; u7 mod 2^31 waits in r11, or, when
@ sbase is r11, in the destination's word 7.
	.macro	add_top src, sbase, dst, dbase
	ldr	r8, [\sbase, #\src+28]		@ x7
	mov	r12, #0
	adds	r10, r7, r8
	adc	r12, r12, #0			@ u7 = y7 + x7 in r12:r10
	lsl	r12, r12, #1
	orr	r12, r12, r10, lsr #31		@ top = u7 >> 31
	.ifc	\sbase, r11
	bic	r10, r10, #0x80000000		@ u7 mod 2^31
	str	r10, [\dbase, #\dst+28]
	.else
	bic	r11, r10, #0x80000000
	.endif
	add	lr, r12, r12, lsl #3
	add	lr, r12, lr, lsl #1		@ 19 top
	mov	r9, #1
	ldr	r8, [\sbase, #\src]
	ldr	r10, [\sbase, #\src+4]
	ldr	r12, [\sbase, #\src+8]
	umaal	r8, lr, r0, r9
	umaal	r10, lr, r1, r9
	umaal	r12, lr, r2, r9
	str	r8, [\dbase, #\dst]
	str	r10, [\dbase, #\dst+4]
	str	r12, [\dbase, #\dst+8]
	ldr	r8, [\sbase, #\src+12]
	ldr	r10, [\sbase, #\src+16]
	ldr	r12, [\sbase, #\src+20]
	umaal	r8, lr, r3, r9
	umaal	r10, lr, r4, r9
	umaal	r12, lr, r5, r9
	str	r8, [\dbase, #\dst+12]
	str	r10, [\dbase, #\dst+16]
	str	r12, [\dbase, #\dst+20]
	ldr	r8, [\sbase, #\src+24]
	.ifc	\sbase, r11
	ldr	r11, [\dbase, #\dst+28]
	.endif
	umaal	r8, lr, r6, r9
	str	r8, [\dbase, #\dst+24]
	add	r11, r11, lr
	str	r11, [\dbase, #\dst+28]
	.endm

	.global	halite_ge25519_dbl_armv7em
	.type	halite_ge25519_dbl_armv7em, %function
	.align	2
halite_ge25519_dbl_armv7em:
	push	{r0-r3, r4-r11, lr}		@ r, p, n, with_t
	sub	sp, sp, #FRAME
1:	ldr	r11, [sp, #F_IN]
	ld8	GX				@ (X + Y)^2 -> r.T
	add8	GY
	fold_add
	sqi
	st8	GT
	ldr	r11, [sp, #F_IN]
	ld8	GX				@ X^2 -> r.X
	sqi
	st8	GX
	ldr	r11, [sp, #F_IN]
	ld8	GY				@ Y^2 -> r.Y
	sqi
	st8	GY
	add8	GX				@ H = Y^2 + X^2 -> B
	fold_add
	st8	TB, sp
	ld8	GX				@ G = X^2 - Y^2 -> A
	sub8	GY
	fold_sub
	st8	TA, sp
	ldr	r11, [sp, #F_IN]
	ld8	GZ				@ Z^2
	sqi
	f_2zg					@ F = 2 Z^2 + G -> r.Z
	ld8	TB, sp				@ E = H - (X + Y)^2 -> r.T
	sub8	GT
	fold_sub
	st8	GT
	mulst	GT, GZ				@ X = E F
	st8	GX
	mulst	TA, TB, sp, sp			@ Y = G H
	st8	GY
	mulst	GZ, TA, r11, sp			@ Z = F G
	st8	GZ
	ldr	r2, [sp, #F_FLAGS]		@ doublings left
	subs	r2, #1
	str	r2, [sp, #F_FLAGS]
	str	r11, [sp, #F_IN]		@ the next doubling is of r
	bne	1b				@ n is public
	ldr	r3, [sp, #F_WITH_T]
	cbz	r3, 2f				@ with_t is public
	mulst	GT, TB, r11, sp			@ T = E H
	st8	GT
2:	add	sp, sp, #FRAME + 16
	pop	{r4-r11, pc}
	.size	halite_ge25519_dbl_armv7em, .-halite_ge25519_dbl_armv7em

@ r1 = q + 32 (q[1]) without GE25519_NEG, q (q[0]) with it; r2 = the
@ flags; with swap, the other one
	.macro	qsel swap
	ldr	r1, [sp, #F_IN]
	ldr	r2, [sp, #F_FLAGS]
	and	r3, r2, #1			@ GE25519_NEG
	.if \swap
	add	r1, r1, r3, lsl #5
	.else
	eor	r3, r3, #1
	add	r1, r1, r3, lsl #5
	.endif
	.endm

	.global	halite_ge25519_add_armv7em
	.type	halite_ge25519_add_armv7em, %function
	.align	2
halite_ge25519_add_armv7em:
	push	{r0-r2, r4-r11, lr}		@ p, q, flags
	sub	sp, sp, #FRAME
	mov	r11, r0
	ld8	GY				@ Y + X -> B, Y kept in r0-r7
	add_top	GX, r11, TB, sp
	ldr	r11, [sp, #F_BASE]
	sub8	GX				@ Y - X -> A
	fold_sub
	st8	TA, sp
	qsel	0				@ A = (Y - X)(y - x), -q: (y + x)
	add	r0, sp, #TA
	bl	halite_fe25519_mul_core_armv7em
	ldr	r11, [sp, #F_BASE]
	st8	TA, sp
	ldr	r1, [sp, #F_IN]			@ C = 2 d T1 T2 -> p.X
	add	r0, r11, #GT
	add	r1, r1, #64
	bl	halite_fe25519_mul_core_armv7em
	ldr	r11, [sp, #F_BASE]
	st8	GX
	qsel	1				@ B = (Y + X)(y + x), -q: (y - x)
	add	r0, sp, #TB
	bl	halite_fe25519_mul_core_armv7em
	add_top	TA, sp, TB, sp			@ H = B + A -> B, B kept in r0-r7
	ldr	r11, [sp, #F_BASE]
	sub8	TA, sp				@ E = B - A -> p.T
	fold_sub
	st8	GT
	ldr	r2, [sp, #F_FLAGS]
	tst	r2, #4				@ GE25519_Z (public)
	beq	2f
	ldr	r1, [sp, #F_IN]			@ D = 2 Z1 Z2 = Z1 q[3]
	add	r0, r11, #GZ
	add	r1, r1, #96
	bl	halite_fe25519_mul_core_armv7em
	ldr	r11, [sp, #F_BASE]
	b	3f
2:	ld8	GZ				@ D = 2 Z1
	dbl8
3:	add_top	GX, r11, TA, sp			@ D + C -> A, D kept in r0-r7
	ldr	r11, [sp, #F_BASE]
	sub8	GX				@ D - C -> p.Y
	fold_sub
	st8	GY
	ldr	r2, [sp, #F_FLAGS]
	tst	r2, #1				@ GE25519_NEG (public)
	bne	5f
	mulst	GT, GY, r11, r11		@ X = E F, F = D - C
	st8	GX
	mulst	GY, TA, r11, sp			@ Z = F G, G = D + C
	st8	GZ
	mulst	TA, TB, sp, sp			@ Y = G H
	st8	GY
	b	6f
5:	mulst	GT, TA, r11, sp			@ -q: X = E F, F = D + C
	st8	GX
	mulst	TA, GY, sp, r11			@ Z = F G, G = D - C
	st8	GZ
	mulst	GY, TB, r11, sp			@ Y = G H
	st8	GY
6:	ldr	r2, [sp, #F_FLAGS]
	tst	r2, #2				@ GE25519_WITH_T (public)
	beq	4f
	mulst	GT, TB, r11, sp			@ T = E H
	st8	GT
4:	add	sp, sp, #FRAME + 12
	pop	{r4-r11, pc}
	.size	halite_ge25519_add_armv7em, .-halite_ge25519_add_armv7em

@ halite_ge25519_select_armv7em(w, t, m, neg), contract in ge25519.h:
@   w = (neg ? -1 : 1) t[m] for eight niels entries t[0..7] of 24 words
@   (y + x, y - x, 2 d x y, canonical), m < 8 and neg in {0, 1} secret.
@   Every entry is read whole: word i of w is sum_k b_k t[k][i] with
@   b_k = [m == k] in {0, 1} (bit k of 1 << m), by MUL and seven MLAs
@   (fixed-latency here, so they may take secrets), six words an
@   iteration; then the masks
@   -neg swap y + x with y - x and replace 2 d x y by p - 2 d x y (below
@   2^255: the entries are below p).
@ Registers: r4-r11 = b_0..b_7, r1 = t advancing a word at a time (entry k
@   of the word at [r1, #96 k]), r0 = w advancing, r2 the sum, r3, r12,
@   lr the loaded words; the iterations left and neg on the stack. The
@   negation: r2 = -neg, r3-r6 and r7-r10 four words of y + x and y - x
@   (then of 2 d x y and p - 2 d x y), r11, r12 temporaries.
@ Cost (tools/m3sim, Cortex-M4 rules): 670 cycles.

@ Word j (0..5) of the iteration: r2 = sum_k b_k [r1 + 4 j + 96 k]
	.macro	sel_word j
	ldr	r3, [r1, #(4 * \j)]
	ldr	r12, [r1, #(4 * \j + 96)]
	ldr	lr, [r1, #(4 * \j + 192)]
	mul	r2, r3, r4
	mla	r2, r12, r5, r2
	mla	r2, lr, r6, r2
	ldr	r3, [r1, #(4 * \j + 288)]
	ldr	r12, [r1, #(4 * \j + 384)]
	ldr	lr, [r1, #(4 * \j + 480)]
	mla	r2, r3, r7, r2
	mla	r2, r12, r8, r2
	mla	r2, lr, r9, r2
	ldr	r3, [r1, #(4 * \j + 576)]
	ldr	r12, [r1, #(4 * \j + 672)]
	mla	r2, r3, r10, r2
	mla	r2, r12, r11, r2
	str	r2, [r0], #4
	.endm

@ swap the words x and y when r2 = -1 (r11 = their masked difference)
	.macro	cswap_w x, y
	eor	r11, \x, \y
	and	r11, r11, r2
	eor	\x, \x, r11
	eor	\y, \y, r11
	.endm

@ swap words off..off+3 of y + x with those of y - x at w (r0) when r2 = -1
	.macro	neg_swap4 off
	ldr	r3, [r0, #\off]
	ldr	r4, [r0, #\off+4]
	ldr	r5, [r0, #\off+8]
	ldr	r6, [r0, #\off+12]
	ldr	r7, [r0, #\off+32]
	ldr	r8, [r0, #\off+36]
	ldr	r9, [r0, #\off+40]
	ldr	r10, [r0, #\off+44]
	cswap_w	r3, r7
	cswap_w	r4, r8
	cswap_w	r5, r9
	cswap_w	r6, r10
	str	r3, [r0, #\off]
	str	r4, [r0, #\off+4]
	str	r5, [r0, #\off+8]
	str	r6, [r0, #\off+12]
	str	r7, [r0, #\off+32]
	str	r8, [r0, #\off+36]
	str	r9, [r0, #\off+40]
	str	r10, [r0, #\off+44]
	.endm

	.global	halite_ge25519_select_armv7em
	.type	halite_ge25519_select_armv7em, %function
	.align	2
halite_ge25519_select_armv7em:
	push	{r0, r3-r11, lr}		@ w, neg
	mov	r3, #1
	lsl	r3, r3, r2			@ 1 << m (a shift takes the same time
	ubfx	r4, r3, #0, #1			@ for every amount): b_k = bit k
	ubfx	r5, r3, #1, #1
	ubfx	r6, r3, #2, #1
	ubfx	r7, r3, #3, #1
	ubfx	r8, r3, #4, #1
	ubfx	r9, r3, #5, #1
	ubfx	r10, r3, #6, #1
	ubfx	r11, r3, #7, #1
	mov	r2, #4				@ iterations of six words
	push	{r2}
1:	sel_word 0
	sel_word 1
	sel_word 2
	sel_word 3
	sel_word 4
	sel_word 5
	add	r1, r1, #24
	ldr	r2, [sp]
	subs	r2, #1
	str	r2, [sp]
	bne	1b				@ public count
	ldr	r0, [sp, #4]			@ w
	ldr	r2, [sp, #8]			@ neg
	add	sp, sp, #12
	rsb	r2, r2, #0			@ -neg
	neg_swap4 0				@ swap y + x and y - x
	neg_swap4 16
	ldr	r3, [r0, #64]			@ 2 d x y -> p - 2 d x y when neg
	ldr	r4, [r0, #68]
	ldr	r5, [r0, #72]
	ldr	r6, [r0, #76]
	ldr	r7, [r0, #80]
	ldr	r8, [r0, #84]
	ldr	r9, [r0, #88]
	ldr	r10, [r0, #92]
	mvn	r11, #18			@ p = 2^255 - 19: 0xffffffed, ffffffff.., 7fffffff
	mvn	r1, #0
	subs	r11, r11, r3
	sbcs	lr, r1, r4
	eor	r11, r11, r3
	eor	lr, lr, r4
	and	r11, r11, r2
	and	lr, lr, r2
	eor	r3, r3, r11
	eor	r4, r4, lr
	sbcs	r11, r1, r5
	sbcs	lr, r1, r6
	eor	r11, r11, r5
	eor	lr, lr, r6
	and	r11, r11, r2
	and	lr, lr, r2
	eor	r5, r5, r11
	eor	r6, r6, lr
	sbcs	r11, r1, r7
	sbcs	lr, r1, r8
	eor	r11, r11, r7
	eor	lr, lr, r8
	and	r11, r11, r2
	and	lr, lr, r2
	eor	r7, r7, r11
	eor	r8, r8, lr
	sbcs	r11, r1, r9
	mvn	r1, #0x80000000			@ 0x7fffffff
	sbc	lr, r1, r10
	eor	r11, r11, r9
	eor	lr, lr, r10
	and	r11, r11, r2
	and	lr, lr, r2
	eor	r9, r9, r11
	eor	r10, r10, lr
	str	r3, [r0, #64]
	str	r4, [r0, #68]
	str	r5, [r0, #72]
	str	r6, [r0, #76]
	str	r7, [r0, #80]
	str	r8, [r0, #84]
	str	r9, [r0, #88]
	str	r10, [r0, #92]
	pop	{r4-r11, pc}
	.size	halite_ge25519_select_armv7em, .-halite_ge25519_select_armv7em
