@ SPDX-License-Identifier: ISC
@ halite_fe25519_sqn_armv7em(r, a, n): r = a^(2^n) mod p (loosely), n >= 1
@   public, r may alias a (contract in src/field/fe25519_kernels.h): n
@   rounds of fe25519.S's squaring (sq_body, inline), the element staying
@   in r0-r7 between them. Constant-time for any n (n decides only the
@   loop count).
@ Registers: r0-r7 the element; the squaring clobbers the rest. Stack: the
@   squaring's scratch at sp, then r and the rounds left.
@ Cost (tools/m3sim, Cortex-M4 rules): about 108 cycles a squaring (the
@   AAPCS halite_fe25519_sq takes 149).

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_sqn_armv7em)

#include "fe25519_macros.inc"
#include "fe25519_bodies.inc"

	.equ	F_R, CORE_SCRATCH		@ pushed r0
	.equ	F_N, CORE_SCRATCH + 4		@ pushed r2: rounds left

	.global	halite_fe25519_sqn_armv7em
	.type	halite_fe25519_sqn_armv7em, %function
	.align	2
halite_fe25519_sqn_armv7em:
	push	{r0, r2, r4-r11, lr}		@ r, n
	sub	sp, sp, #CORE_SCRATCH
	ldm	r1, {r0-r7}
1:	sq_body
	ldr	r8, [sp, #F_N]
	subs	r8, r8, #1
	str	r8, [sp, #F_N]
	bne	1b				@ n is public
	ldr	r8, [sp, #F_R]
	stm	r8, {r0-r7}
	add	sp, sp, #CORE_SCRATCH + 8
	pop	{r4-r11, pc}
	.size	halite_fe25519_sqn_armv7em, .-halite_fe25519_sqn_armv7em
