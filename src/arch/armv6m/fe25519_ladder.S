@ SPDX-License-Identifier: ISC
@ The X25519 Montgomery ladder for ARMv6-M (Cortex-M0, M0+), constant-time,
@ over the products of fe25519.S. Written by tools/gen_fe25519_armv6m.py
@ (do not edit).
@
@ halite_fe25519_ladder_armv6m(st, e), contract in fe25519_kernels.h: for
@   t = 253 down to 3, P = (x2 : z2) and Q = (x3 : z3) trade places when
@   s ^ e_t = 1 (s = e_(t+1), 1 at first), then P = 2 P, Q = P + Q;
@   returns e_3. The swap bits e_t ^ e_(t+1) are computed once as eight
@   words; a step takes its mask from bit t, by a shift (t public). No
@   swap is done: P + Q is the same either way, and the doubling selects
@   its A = x + z, B = x - z from those of the two points by the mask.
@ halite_fe25519_xdouble_armv6m(st, n): (x2 : z2) = 2^n (x2 : z2).
@ The state lives in the frame (st[0..4] copied in, st[1..4] out), so
@ every operand is sp + a constant; sums and differences are computed in
@ place with r8-r11 as stash (saved once), products by BL to the kernels.
@ Only MULS; the addresses and the branches depend on t and n only.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_ladder_armv6m)

@ the ladder
	.global	halite_fe25519_ladder_armv6m
	.type	halite_fe25519_ladder_armv6m, %function
	.align	2
halite_fe25519_ladder_armv6m:
	push	{r4-r7, lr}
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	push	{r4-r7}
	sub	sp, #332
	str	r0, [sp, #320]
	@ w[i] = e's word i, unaligned bytes; e_254 forced to 1 (s starts at 1);
	@ s after the last step is e_3
	ldrb	r2, [r1, #0]
	ldrb	r3, [r1, #1]
	ldrb	r4, [r1, #2]
	ldrb	r5, [r1, #3]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	str	r2, [sp, #288]
	ldrb	r2, [r1, #4]
	ldrb	r3, [r1, #5]
	ldrb	r4, [r1, #6]
	ldrb	r5, [r1, #7]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	str	r2, [sp, #292]
	ldrb	r2, [r1, #8]
	ldrb	r3, [r1, #9]
	ldrb	r4, [r1, #10]
	ldrb	r5, [r1, #11]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	str	r2, [sp, #296]
	ldrb	r2, [r1, #12]
	ldrb	r3, [r1, #13]
	ldrb	r4, [r1, #14]
	ldrb	r5, [r1, #15]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	str	r2, [sp, #300]
	ldrb	r2, [r1, #16]
	ldrb	r3, [r1, #17]
	ldrb	r4, [r1, #18]
	ldrb	r5, [r1, #19]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	str	r2, [sp, #304]
	ldrb	r2, [r1, #20]
	ldrb	r3, [r1, #21]
	ldrb	r4, [r1, #22]
	ldrb	r5, [r1, #23]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	str	r2, [sp, #308]
	ldrb	r2, [r1, #24]
	ldrb	r3, [r1, #25]
	ldrb	r4, [r1, #26]
	ldrb	r5, [r1, #27]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	str	r2, [sp, #312]
	ldrb	r2, [r1, #28]
	ldrb	r3, [r1, #29]
	ldrb	r4, [r1, #30]
	ldrb	r5, [r1, #31]
	lsls	r3, r3, #8
	lsls	r4, r4, #16
	lsls	r5, r5, #24
	orrs	r2, r3
	orrs	r2, r4
	orrs	r2, r5
	movs	r3, #1
	lsls	r3, r3, #30
	orrs	r2, r3
	str	r2, [sp, #316]
	ldr	r2, [sp, #288]
	lsrs	r2, r2, #3
	movs	r3, #1
	ands	r2, r3
	str	r2, [sp, #328]
	@ swap word i: bit j is e_t ^ e_(t+1), t = 32 i + j
	ldr	r2, [sp, #288]
	lsrs	r3, r2, #1
	eors	r3, r2
	ldr	r4, [sp, #292]
	lsls	r4, r4, #31
	eors	r3, r4
	str	r3, [sp, #288]
	ldr	r2, [sp, #292]
	lsrs	r3, r2, #1
	eors	r3, r2
	ldr	r4, [sp, #296]
	lsls	r4, r4, #31
	eors	r3, r4
	str	r3, [sp, #292]
	ldr	r2, [sp, #296]
	lsrs	r3, r2, #1
	eors	r3, r2
	ldr	r4, [sp, #300]
	lsls	r4, r4, #31
	eors	r3, r4
	str	r3, [sp, #296]
	ldr	r2, [sp, #300]
	lsrs	r3, r2, #1
	eors	r3, r2
	ldr	r4, [sp, #304]
	lsls	r4, r4, #31
	eors	r3, r4
	str	r3, [sp, #300]
	ldr	r2, [sp, #304]
	lsrs	r3, r2, #1
	eors	r3, r2
	ldr	r4, [sp, #308]
	lsls	r4, r4, #31
	eors	r3, r4
	str	r3, [sp, #304]
	ldr	r2, [sp, #308]
	lsrs	r3, r2, #1
	eors	r3, r2
	ldr	r4, [sp, #312]
	lsls	r4, r4, #31
	eors	r3, r4
	str	r3, [sp, #308]
	ldr	r2, [sp, #312]
	lsrs	r3, r2, #1
	eors	r3, r2
	ldr	r4, [sp, #316]
	lsls	r4, r4, #31
	eors	r3, r4
	str	r3, [sp, #312]
	ldr	r2, [sp, #316]
	lsrs	r3, r2, #1
	eors	r3, r2
	str	r3, [sp, #316]
	ldr	r7, [sp, #320]
	ldm	r7!, {r0-r3}
	add	r7, sp, #0
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #16
	ldm	r7!, {r0-r3}
	add	r7, sp, #16
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #32
	ldm	r7!, {r0-r3}
	add	r7, sp, #32
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #48
	ldm	r7!, {r0-r3}
	add	r7, sp, #48
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #64
	ldm	r7!, {r0-r3}
	add	r7, sp, #64
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #80
	ldm	r7!, {r0-r3}
	add	r7, sp, #80
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #96
	ldm	r7!, {r0-r3}
	add	r7, sp, #96
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #112
	ldm	r7!, {r0-r3}
	add	r7, sp, #112
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #128
	ldm	r7!, {r0-r3}
	add	r7, sp, #128
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #144
	ldm	r7!, {r0-r3}
	add	r7, sp, #144
	stm	r7!, {r0-r3}
	movs	r0, #253
	str	r0, [sp, #324]
.Lladder_step:
	@ the sums and differences of (x2 : z2) and (x3 : z3), unswapped
	add	r7, sp, #32
	ldm	r7!, {r0-r3}
	add	r7, sp, #64
	ldm	r7, {r4-r7}
	adds	r0, r4
	adcs	r1, r5
	adcs	r2, r6
	adcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r3, sp, #48
	ldm	r3, {r0-r3}
	add	r7, sp, #80
	ldm	r7, {r4-r7}
	adcs	r4, r0
	adcs	r5, r1
	adcs	r6, r2
	adcs	r7, r3
	sbcs	r0, r0
	adds	r0, #1
	lsls	r0, r0, #1
	lsrs	r1, r7, #31
	adds	r0, r1
	lsls	r7, r7, #1
	lsrs	r7, r7, #1
	movs	r1, #19
	muls	r0, r1
	mov	r1, r8
	adds	r1, r0
	mov	r2, r9
	movs	r0, #0
	adcs	r2, r0
	add	r3, sp, #160
	stm	r3!, {r1, r2}
	mov	r1, r10
	adcs	r1, r0
	mov	r2, r11
	adcs	r2, r0
	adcs	r4, r0
	adcs	r5, r0
	adcs	r6, r0
	adcs	r7, r0
	stm	r3!, {r1, r2, r4, r5, r6, r7}
	add	r7, sp, #32
	ldm	r7!, {r0-r3}
	add	r7, sp, #64
	ldm	r7, {r4-r7}
	subs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r7, sp, #80
	ldm	r7, {r4-r7}
	add	r3, sp, #48
	ldm	r3, {r0-r3}
	sbcs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	lsls	r4, r4, #1
	lsrs	r5, r3, #31
	adds	r5, r4
	movs	r4, #1
	subs	r4, r5
	movs	r5, #19
	muls	r4, r5
	movs	r5, #1
	lsls	r5, r5, #31
	orrs	r3, r5
	mov	r5, r8
	subs	r5, r4
	mov	r6, r9
	movs	r4, #0
	sbcs	r6, r4
	add	r7, sp, #192
	stm	r7!, {r5, r6}
	mov	r5, r10
	sbcs	r5, r4
	mov	r6, r11
	sbcs	r6, r4
	sbcs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	stm	r7!, {r5, r6}
	stm	r7!, {r0-r3}
	add	r7, sp, #96
	ldm	r7!, {r0-r3}
	add	r7, sp, #128
	ldm	r7, {r4-r7}
	adds	r0, r4
	adcs	r1, r5
	adcs	r2, r6
	adcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r3, sp, #112
	ldm	r3, {r0-r3}
	add	r7, sp, #144
	ldm	r7, {r4-r7}
	adcs	r4, r0
	adcs	r5, r1
	adcs	r6, r2
	adcs	r7, r3
	sbcs	r0, r0
	adds	r0, #1
	lsls	r0, r0, #1
	lsrs	r1, r7, #31
	adds	r0, r1
	lsls	r7, r7, #1
	lsrs	r7, r7, #1
	movs	r1, #19
	muls	r0, r1
	mov	r1, r8
	adds	r1, r0
	mov	r2, r9
	movs	r0, #0
	adcs	r2, r0
	add	r3, sp, #224
	stm	r3!, {r1, r2}
	mov	r1, r10
	adcs	r1, r0
	mov	r2, r11
	adcs	r2, r0
	adcs	r4, r0
	adcs	r5, r0
	adcs	r6, r0
	adcs	r7, r0
	stm	r3!, {r1, r2, r4, r5, r6, r7}
	add	r7, sp, #96
	ldm	r7!, {r0-r3}
	add	r7, sp, #128
	ldm	r7, {r4-r7}
	subs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r7, sp, #144
	ldm	r7, {r4-r7}
	add	r3, sp, #112
	ldm	r3, {r0-r3}
	sbcs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	lsls	r4, r4, #1
	lsrs	r5, r3, #31
	adds	r5, r4
	movs	r4, #1
	subs	r4, r5
	movs	r5, #19
	muls	r4, r5
	movs	r5, #1
	lsls	r5, r5, #31
	orrs	r3, r5
	mov	r5, r8
	subs	r5, r4
	mov	r6, r9
	movs	r4, #0
	sbcs	r6, r4
	add	r7, sp, #256
	stm	r7!, {r5, r6}
	mov	r5, r10
	sbcs	r5, r4
	mov	r6, r11
	sbcs	r6, r4
	sbcs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	stm	r7!, {r5, r6}
	stm	r7!, {r0-r3}
	@ x3 = (DA + CB)^2, z3 = x1 (DA - CB)^2 do not change when P and Q
	@ trade places: D'A' and C'B' (unswapped) will do
	add	r0, sp, #96
	add	r1, sp, #256
	add	r2, sp, #160
	bl	halite_fe25519_mul_core_armv6m
	add	r0, sp, #128
	add	r1, sp, #224
	add	r2, sp, #192
	bl	halite_fe25519_mul_core_armv6m
	@ r12 = -(bit t of the swap words); the doubled point's A and B
	@ (x2 and z2 are free) are A', B' where it is 0, C', D' where -1
	ldr	r0, [sp, #324]
	lsrs	r2, r0, #5
	lsls	r2, r2, #2
	add	r1, sp, #288
	ldr	r1, [r1, r2]
	movs	r2, #31
	ands	r2, r0
	lsrs	r1, r2
	movs	r2, #1
	ands	r1, r2
	negs	r1, r1
	mov	r12, r1
	mov	r6, r12
	add	r7, sp, #160
	ldm	r7!, {r0, r1, r2}
	add	r7, sp, #224
	ldm	r7!, {r3, r4, r5}
	eors	r3, r0
	ands	r3, r6
	eors	r0, r3
	eors	r4, r1
	ands	r4, r6
	eors	r1, r4
	eors	r5, r2
	ands	r5, r6
	eors	r2, r5
	add	r7, sp, #32
	stm	r7!, {r0, r1, r2}
	add	r7, sp, #172
	ldm	r7!, {r0, r1, r2}
	add	r7, sp, #236
	ldm	r7!, {r3, r4, r5}
	eors	r3, r0
	ands	r3, r6
	eors	r0, r3
	eors	r4, r1
	ands	r4, r6
	eors	r1, r4
	eors	r5, r2
	ands	r5, r6
	eors	r2, r5
	add	r7, sp, #44
	stm	r7!, {r0, r1, r2}
	add	r7, sp, #184
	ldm	r7!, {r0, r1}
	add	r7, sp, #248
	ldm	r7!, {r3, r4}
	eors	r3, r0
	ands	r3, r6
	eors	r0, r3
	eors	r4, r1
	ands	r4, r6
	eors	r1, r4
	add	r7, sp, #56
	stm	r7!, {r0, r1}
	mov	r6, r12
	add	r7, sp, #192
	ldm	r7!, {r0, r1, r2}
	add	r7, sp, #256
	ldm	r7!, {r3, r4, r5}
	eors	r3, r0
	ands	r3, r6
	eors	r0, r3
	eors	r4, r1
	ands	r4, r6
	eors	r1, r4
	eors	r5, r2
	ands	r5, r6
	eors	r2, r5
	add	r7, sp, #64
	stm	r7!, {r0, r1, r2}
	add	r7, sp, #204
	ldm	r7!, {r0, r1, r2}
	add	r7, sp, #268
	ldm	r7!, {r3, r4, r5}
	eors	r3, r0
	ands	r3, r6
	eors	r0, r3
	eors	r4, r1
	ands	r4, r6
	eors	r1, r4
	eors	r5, r2
	ands	r5, r6
	eors	r2, r5
	add	r7, sp, #76
	stm	r7!, {r0, r1, r2}
	add	r7, sp, #216
	ldm	r7!, {r0, r1}
	add	r7, sp, #280
	ldm	r7!, {r3, r4}
	eors	r3, r0
	ands	r3, r6
	eors	r0, r3
	eors	r4, r1
	ands	r4, r6
	eors	r1, r4
	add	r7, sp, #88
	stm	r7!, {r0, r1}
	add	r7, sp, #96
	ldm	r7!, {r0-r3}
	add	r7, sp, #128
	ldm	r7, {r4-r7}
	adds	r0, r4
	adcs	r1, r5
	adcs	r2, r6
	adcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r3, sp, #112
	ldm	r3, {r0-r3}
	add	r7, sp, #144
	ldm	r7, {r4-r7}
	adcs	r4, r0
	adcs	r5, r1
	adcs	r6, r2
	adcs	r7, r3
	sbcs	r0, r0
	adds	r0, #1
	lsls	r0, r0, #1
	lsrs	r1, r7, #31
	adds	r0, r1
	lsls	r7, r7, #1
	lsrs	r7, r7, #1
	movs	r1, #19
	muls	r0, r1
	mov	r1, r8
	adds	r1, r0
	mov	r2, r9
	movs	r0, #0
	adcs	r2, r0
	add	r3, sp, #224
	stm	r3!, {r1, r2}
	mov	r1, r10
	adcs	r1, r0
	mov	r2, r11
	adcs	r2, r0
	adcs	r4, r0
	adcs	r5, r0
	adcs	r6, r0
	adcs	r7, r0
	stm	r3!, {r1, r2, r4, r5, r6, r7}
	add	r7, sp, #96
	ldm	r7!, {r0-r3}
	add	r7, sp, #128
	ldm	r7, {r4-r7}
	subs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r7, sp, #144
	ldm	r7, {r4-r7}
	add	r3, sp, #112
	ldm	r3, {r0-r3}
	sbcs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	lsls	r4, r4, #1
	lsrs	r5, r3, #31
	adds	r5, r4
	movs	r4, #1
	subs	r4, r5
	movs	r5, #19
	muls	r4, r5
	movs	r5, #1
	lsls	r5, r5, #31
	orrs	r3, r5
	mov	r5, r8
	subs	r5, r4
	mov	r6, r9
	movs	r4, #0
	sbcs	r6, r4
	add	r7, sp, #256
	stm	r7!, {r5, r6}
	mov	r5, r10
	sbcs	r5, r4
	mov	r6, r11
	sbcs	r6, r4
	sbcs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	stm	r7!, {r5, r6}
	stm	r7!, {r0-r3}
	add	r0, sp, #96
	add	r1, sp, #224
	bl	halite_fe25519_sq_core_armv6m
	add	r0, sp, #256
	add	r1, sp, #256
	bl	halite_fe25519_sq_core_armv6m
	add	r0, sp, #128
	add	r1, sp, #0
	add	r2, sp, #256
	bl	halite_fe25519_mul_core_armv6m
	@ the doubling of P, from A and B
	add	r0, sp, #224
	add	r1, sp, #32
	bl	halite_fe25519_sq_core_armv6m
	add	r0, sp, #256
	add	r1, sp, #64
	bl	halite_fe25519_sq_core_armv6m
	add	r0, sp, #32
	add	r1, sp, #224
	add	r2, sp, #256
	bl	halite_fe25519_mul_core_armv6m
	add	r7, sp, #224
	ldm	r7!, {r0-r3}
	add	r7, sp, #256
	ldm	r7, {r4-r7}
	subs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r7, sp, #272
	ldm	r7, {r4-r7}
	add	r3, sp, #240
	ldm	r3, {r0-r3}
	sbcs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	lsls	r4, r4, #1
	lsrs	r5, r3, #31
	adds	r5, r4
	movs	r4, #1
	subs	r4, r5
	movs	r5, #19
	muls	r4, r5
	movs	r5, #1
	lsls	r5, r5, #31
	orrs	r3, r5
	mov	r5, r8
	subs	r5, r4
	mov	r6, r9
	movs	r4, #0
	sbcs	r6, r4
	add	r7, sp, #160
	stm	r7!, {r5, r6}
	mov	r5, r10
	sbcs	r5, r4
	mov	r6, r11
	sbcs	r6, r4
	sbcs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	stm	r7!, {r5, r6}
	stm	r7!, {r0-r3}
	ldr	r5, =60833
	movs	r6, #0
	ldr	r0, [sp, #188]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r0, [sp, #284]
	adds	r1, r0
	adcs	r2, r6
	mov	r12, r1
	lsls	r2, r2, #1
	lsrs	r1, r1, #31
	adds	r7, r2, r1
	movs	r1, #19
	muls	r7, r1
	ldr	r0, [sp, #160]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #256]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #192]
	ldr	r0, [sp, #164]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r1, r1
	adcs	r7, r7
	ldr	r3, [sp, #260]
	adds	r3, r1
	adcs	r7, r6
	adds	r3, r2
	adcs	r7, r6
	str	r3, [sp, #196]
	ldr	r0, [sp, #168]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #264]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #200]
	ldr	r0, [sp, #172]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r1, r1
	adcs	r7, r7
	ldr	r3, [sp, #268]
	adds	r3, r1
	adcs	r7, r6
	adds	r3, r2
	adcs	r7, r6
	str	r3, [sp, #204]
	ldr	r0, [sp, #176]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #272]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #208]
	ldr	r0, [sp, #180]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r1, r1
	adcs	r7, r7
	ldr	r3, [sp, #276]
	adds	r3, r1
	adcs	r7, r6
	adds	r3, r2
	adcs	r7, r6
	str	r3, [sp, #212]
	ldr	r0, [sp, #184]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #280]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #216]
	mov	r3, r12
	lsls	r3, r3, #1
	lsrs	r3, r3, #1
	adds	r3, r2
	str	r3, [sp, #220]
	add	r0, sp, #64
	add	r1, sp, #160
	add	r2, sp, #192
	bl	halite_fe25519_mul_core_armv6m
	ldr	r0, [sp, #324]
	subs	r0, #1
	str	r0, [sp, #324]
	cmp	r0, #3
	blt	.Lladder_done
	b	.Lladder_step
.Lladder_done:
	add	r7, sp, #32
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #32
	stm	r7!, {r0-r3}
	add	r7, sp, #48
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #48
	stm	r7!, {r0-r3}
	add	r7, sp, #64
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #64
	stm	r7!, {r0-r3}
	add	r7, sp, #80
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #80
	stm	r7!, {r0-r3}
	add	r7, sp, #96
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #96
	stm	r7!, {r0-r3}
	add	r7, sp, #112
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #112
	stm	r7!, {r0-r3}
	add	r7, sp, #128
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #128
	stm	r7!, {r0-r3}
	add	r7, sp, #144
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #144
	stm	r7!, {r0-r3}
	ldr	r0, [sp, #328]
	add	sp, #332
	pop	{r4-r7}
	mov	r8, r4
	mov	r9, r5
	mov	r10, r6
	mov	r11, r7
	pop	{r4-r7, pc}
	.size	halite_fe25519_ladder_armv6m, .-halite_fe25519_ladder_armv6m
	.ltorg

@ x-only doublings
	.global	halite_fe25519_xdouble_armv6m
	.type	halite_fe25519_xdouble_armv6m, %function
	.align	2
halite_fe25519_xdouble_armv6m:
	push	{r4-r7, lr}
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	push	{r4-r7}
	sub	sp, #332
	str	r0, [sp, #320]
	str	r1, [sp, #324]
	ldr	r7, [sp, #320]
	adds	r7, #32
	ldm	r7!, {r0-r3}
	add	r7, sp, #32
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #48
	ldm	r7!, {r0-r3}
	add	r7, sp, #48
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #64
	ldm	r7!, {r0-r3}
	add	r7, sp, #64
	stm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #80
	ldm	r7!, {r0-r3}
	add	r7, sp, #80
	stm	r7!, {r0-r3}
.Lxdouble_step:
	add	r7, sp, #32
	ldm	r7!, {r0-r3}
	add	r7, sp, #64
	ldm	r7, {r4-r7}
	adds	r0, r4
	adcs	r1, r5
	adcs	r2, r6
	adcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r3, sp, #48
	ldm	r3, {r0-r3}
	add	r7, sp, #80
	ldm	r7, {r4-r7}
	adcs	r4, r0
	adcs	r5, r1
	adcs	r6, r2
	adcs	r7, r3
	sbcs	r0, r0
	adds	r0, #1
	lsls	r0, r0, #1
	lsrs	r1, r7, #31
	adds	r0, r1
	lsls	r7, r7, #1
	lsrs	r7, r7, #1
	movs	r1, #19
	muls	r0, r1
	mov	r1, r8
	adds	r1, r0
	mov	r2, r9
	movs	r0, #0
	adcs	r2, r0
	add	r3, sp, #160
	stm	r3!, {r1, r2}
	mov	r1, r10
	adcs	r1, r0
	mov	r2, r11
	adcs	r2, r0
	adcs	r4, r0
	adcs	r5, r0
	adcs	r6, r0
	adcs	r7, r0
	stm	r3!, {r1, r2, r4, r5, r6, r7}
	add	r7, sp, #32
	ldm	r7!, {r0-r3}
	add	r7, sp, #64
	ldm	r7, {r4-r7}
	subs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r7, sp, #80
	ldm	r7, {r4-r7}
	add	r3, sp, #48
	ldm	r3, {r0-r3}
	sbcs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	lsls	r4, r4, #1
	lsrs	r5, r3, #31
	adds	r5, r4
	movs	r4, #1
	subs	r4, r5
	movs	r5, #19
	muls	r4, r5
	movs	r5, #1
	lsls	r5, r5, #31
	orrs	r3, r5
	mov	r5, r8
	subs	r5, r4
	mov	r6, r9
	movs	r4, #0
	sbcs	r6, r4
	add	r7, sp, #192
	stm	r7!, {r5, r6}
	mov	r5, r10
	sbcs	r5, r4
	mov	r6, r11
	sbcs	r6, r4
	sbcs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	stm	r7!, {r5, r6}
	stm	r7!, {r0-r3}
	add	r0, sp, #224
	add	r1, sp, #160
	bl	halite_fe25519_sq_core_armv6m
	add	r0, sp, #256
	add	r1, sp, #192
	bl	halite_fe25519_sq_core_armv6m
	add	r0, sp, #32
	add	r1, sp, #224
	add	r2, sp, #256
	bl	halite_fe25519_mul_core_armv6m
	add	r7, sp, #224
	ldm	r7!, {r0-r3}
	add	r7, sp, #256
	ldm	r7, {r4-r7}
	subs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	mov	r8, r0
	mov	r9, r1
	mov	r10, r2
	mov	r11, r3
	add	r7, sp, #272
	ldm	r7, {r4-r7}
	add	r3, sp, #240
	ldm	r3, {r0-r3}
	sbcs	r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	lsls	r4, r4, #1
	lsrs	r5, r3, #31
	adds	r5, r4
	movs	r4, #1
	subs	r4, r5
	movs	r5, #19
	muls	r4, r5
	movs	r5, #1
	lsls	r5, r5, #31
	orrs	r3, r5
	mov	r5, r8
	subs	r5, r4
	mov	r6, r9
	movs	r4, #0
	sbcs	r6, r4
	add	r7, sp, #160
	stm	r7!, {r5, r6}
	mov	r5, r10
	sbcs	r5, r4
	mov	r6, r11
	sbcs	r6, r4
	sbcs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	stm	r7!, {r5, r6}
	stm	r7!, {r0-r3}
	ldr	r5, =60833
	movs	r6, #0
	ldr	r0, [sp, #188]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r0, [sp, #284]
	adds	r1, r0
	adcs	r2, r6
	mov	r12, r1
	lsls	r2, r2, #1
	lsrs	r1, r1, #31
	adds	r7, r2, r1
	movs	r1, #19
	muls	r7, r1
	ldr	r0, [sp, #160]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #256]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #192]
	ldr	r0, [sp, #164]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r1, r1
	adcs	r7, r7
	ldr	r3, [sp, #260]
	adds	r3, r1
	adcs	r7, r6
	adds	r3, r2
	adcs	r7, r6
	str	r3, [sp, #196]
	ldr	r0, [sp, #168]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #264]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #200]
	ldr	r0, [sp, #172]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r1, r1
	adcs	r7, r7
	ldr	r3, [sp, #268]
	adds	r3, r1
	adcs	r7, r6
	adds	r3, r2
	adcs	r7, r6
	str	r3, [sp, #204]
	ldr	r0, [sp, #176]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #272]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #208]
	ldr	r0, [sp, #180]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r1, r1
	adcs	r7, r7
	ldr	r3, [sp, #276]
	adds	r3, r1
	adcs	r7, r6
	adds	r3, r2
	adcs	r7, r6
	str	r3, [sp, #212]
	ldr	r0, [sp, #184]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r1
	adcs	r2, r2
	ldr	r3, [sp, #280]
	adds	r3, r1
	adcs	r2, r6
	adds	r3, r7
	adcs	r2, r6
	str	r3, [sp, #216]
	mov	r3, r12
	lsls	r3, r3, #1
	lsrs	r3, r3, #1
	adds	r3, r2
	str	r3, [sp, #220]
	add	r0, sp, #64
	add	r1, sp, #160
	add	r2, sp, #192
	bl	halite_fe25519_mul_core_armv6m
	ldr	r0, [sp, #324]
	subs	r0, #1
	str	r0, [sp, #324]
	beq	.Lxdouble_done
	b	.Lxdouble_step
.Lxdouble_done:
	add	r7, sp, #32
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #32
	stm	r7!, {r0-r3}
	add	r7, sp, #48
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #48
	stm	r7!, {r0-r3}
	add	r7, sp, #64
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #64
	stm	r7!, {r0-r3}
	add	r7, sp, #80
	ldm	r7!, {r0-r3}
	ldr	r7, [sp, #320]
	adds	r7, #80
	stm	r7!, {r0-r3}
	add	sp, #332
	pop	{r4-r7}
	mov	r8, r4
	mov	r9, r5
	mov	r10, r6
	mov	r11, r7
	pop	{r4-r7, pc}
	.size	halite_fe25519_xdouble_armv6m, .-halite_fe25519_xdouble_armv6m
	.ltorg

	.global	halite_fe25519_ladder
	.thumb_set	halite_fe25519_ladder, halite_fe25519_ladder_armv6m
	.global	halite_fe25519_xdouble
	.thumb_set	halite_fe25519_xdouble, halite_fe25519_xdouble_armv6m
