@ SPDX-License-Identifier: ISC
@ halite_fe25519_mul121666 for ARMv7-M, the small build: r = 121666 a
@ (src/field/fe25519.h; the contract of halite_fe25519_mul121666_ref) in a
@ fraction of the C's code. Constant-time: one MLA per 16-bit half of a
@ (exact in 32 bits), no UMULL, UMLAL, SMULL, SMLAL, UDIV or SDIV; no branch
@ or address depends on data.
@
@ 121666 = 2^16 + 0xdb42, so half h of a at weight 2^(16 k) adds h 0xdb42
@ there and h at 2^(16 (k + 1)): with the carry c into half k (c < 2^17),
@ s = c + h 0xdb42 <= 2^17 + (2^16 - 1) 0xdb42 < 2^32 is exact, half k of
@ the product is s mod 2^16, and the carry out is (s >> 16) + h < 2^17.
@ Then r = the sixteen halves + 38 c (2^256 = 38), 38 c < 2^23, by words:
@ a second carry out means the sum wrapped below 2^23, so 38 more cannot
@ carry again. r may alias a: half k is written after it is read.
@ Registers: r0 r, r1 a (then 38), r2 c, r3 h or a word of r, r4 the end
@ of the pass, r12 0xdb42.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(halite_fe25519_mul121666_armv7m_small)

@ halite_fe25519_mul121666_armv7m_small(r, a): r = 121666 a, r < 2^256.
	.global	halite_fe25519_mul121666_armv7m_small
	.type	halite_fe25519_mul121666_armv7m_small, %function
	.global	halite_fe25519_mul121666
	.type	halite_fe25519_mul121666, %function
	.align	2
halite_fe25519_mul121666_armv7m_small:
halite_fe25519_mul121666:
	push	{r4, lr}
	movw	r12, #0xdb42
	movs	r2, #0
	add	r4, r1, #32
1:	ldrh	r3, [r1], #2		@ h
	mla	r2, r3, r12, r2		@ s = c + h 0xdb42
	strh	r2, [r0], #2
	add	r2, r3, r2, lsr #16	@ c
	cmp	r1, r4
	bne	1b
	mov	r4, r0			@ the end of r
	subs	r0, #32
	movs	r1, #38
	muls	r2, r1, r2		@ 38 c
2:	ldr	r3, [r0]
	adds	r3, r3, r2
	str	r3, [r0], #4
	movs	r2, #0			@ MOVS keeps C
	adcs	r2, r2			@ the carry
	cmp	r0, r4
	bne	2b
	muls	r2, r1, r2		@ 38 on a second carry
	ldr	r3, [r0, #-32]
	add	r3, r3, r2
	str	r3, [r0, #-32]
	pop	{r4, pc}
	.size	halite_fe25519_mul121666_armv7m_small, .-halite_fe25519_mul121666_armv7m_small
