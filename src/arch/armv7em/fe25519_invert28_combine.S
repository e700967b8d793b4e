@ SPDX-License-Identifier: ISC
@ The matrix step of the ARMv7E-M inversion (fe25519_invert28.c), in
@ Thumb-2 with signed long multiplies (fixed-latency on the Cortex-M4, M7
@ and M33, so they may take secrets; no branch, fixed addresses).
@
@ halite_fe25519_combine28_armv7em(ab, t, ma, mb): with a = ab[0..9] and
@   b = ab[10..19], numbers sum l[i] 2^(28 i) (l[0..8] in [0, 2^28),
@   l[9] signed, |l[9]| < 2^28):
@     (a, b) = (t.u a + t.v b + ma p, t.q a + t.r b + mb p) / 2^28
@   in place, both numerators divisible by 2^28; |t.u| + |t.v| <= 2^28,
@   |t.q| + |t.r| <= 2^28, 0 <= ma, mb < 2^28 (contract of combine28 in
@   fe25519_invert28.c). Column k of a sums carry + u a_k + v b_k with
@   SMLAL into a 64-bit accumulator (|.| < 2^57), p = -19 + 8 2^(28 9)
@   adding -19 ma to column 0 and 8 ma to column 9; limb k - 1 of the
@   result is the low 28 bits (BIC), the carry the accumulator shifted
@   right 28 (arithmetic, across the two words). Column 0 is zero mod 2^28
@   and only carries; column 10 is the carry, the signed top limb. Limb
@   k - 1 is written after limb k of a and b is read, so in place is safe.
@ Registers: r0 = ab, r4-r7 = t.u, t.v, t.q, t.r, r8:r9 and r10:r11 the
@   accumulators of a and b, r1, r2 the limbs a_k, b_k (then ma, mb), r12
@   a temporary; ma and mb on the stack.
@ Cost (tools/m3sim, Cortex-M4 rules): about 210 cycles (17 a column).

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_invert28_combine_armv7em)

	.equ	B, 40				@ ab[10]: b

@ acc = acc >> 28 for the accumulator lo:hi (arithmetic)
	.macro	carry28 lo, hi
	lsr	\lo, \lo, #28
	orr	\lo, \lo, \hi, lsl #4
	asr	\hi, \hi, #28
	.endm

@ Column k (1..9) of both results: limb k - 1 written, carries kept.
	.macro	column k
	ldr	r1, [r0, #(4 * \k)]		@ a_k
	ldr	r2, [r0, #(B + 4 * \k)]		@ b_k
	smlal	r8, r9, r4, r1			@ + u a_k
	smlal	r8, r9, r5, r2			@ + v b_k
	smlal	r10, r11, r6, r1		@ + q a_k
	smlal	r10, r11, r7, r2		@ + r b_k
	.if	\k == 9
	ldr	r1, [sp]			@ ma
	ldr	r2, [sp, #4]			@ mb
	adds	r8, r8, r1, lsl #3		@ + 8 ma (< 2^31)
	adc	r9, r9, #0
	adds	r10, r10, r2, lsl #3		@ + 8 mb
	adc	r11, r11, #0
	.endif
	bic	r12, r8, #0xf0000000
	str	r12, [r0, #(4 * \k - 4)]
	carry28	r8, r9
	bic	r12, r10, #0xf0000000
	str	r12, [r0, #(B + 4 * \k - 4)]
	carry28	r10, r11
	.endm

	.global	halite_fe25519_combine28_armv7em
	.type	halite_fe25519_combine28_armv7em, %function
	.align	2
halite_fe25519_combine28_armv7em:
	push	{r2-r11, lr}			@ ma, mb
	ldm	r1, {r4-r7}			@ u, v, q, r
	ldr	r1, [r0]			@ column 0
	ldr	r2, [r0, #B]
	smull	r8, r9, r4, r1
	smlal	r8, r9, r5, r2
	smull	r10, r11, r6, r1
	smlal	r10, r11, r7, r2
	ldr	r1, [sp]			@ ma
	ldr	r2, [sp, #4]			@ mb
	mvn	r12, #18			@ -19
	smlal	r8, r9, r12, r1
	smlal	r10, r11, r12, r2
	carry28	r8, r9				@ exact: column 0 is 0 mod 2^28
	carry28	r10, r11
	column	1
	column	2
	column	3
	column	4
	column	5
	column	6
	column	7
	column	8
	column	9
	str	r8, [r0, #36]			@ column 10: the signed top limbs
	str	r10, [r0, #(B + 36)]
	add	sp, sp, #8
	pop	{r4-r11, pc}
	.size	halite_fe25519_combine28_armv7em, .-halite_fe25519_combine28_armv7em
