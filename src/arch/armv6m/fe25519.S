@ SPDX-License-Identifier: ISC
@ GF(2^255 - 19) kernels for ARMv6-M (Cortex-M0, M0+), constant-time: the
@ only multiplies are MULS (fixed latency on both cores), no branch, every
@ address fixed. Written by tools/gen_fe25519_armv6m.py (do not edit).
@
@ Elements are eight little-endian words, any value below 2^256
@ (src/field/fe25519_kernels.h); every output is below 2^256.
@
@ halite_fe25519_mul_armv6m(r, a, b), halite_fe25519_sq_armv6m(r, a):
@   r = a b, a^2 mod p; r may alias a or b. Two levels of Karatsuba in
@   the frame over 64x64-bit products that stay in registers:
@   - mul32: 32x32 -> 64 from four 16x16 MULS (17 cycles);
@   - mul64: Karatsuba on words, three mul32 (81 cycles); sq64: three
@     32-bit squares (44 cycles);
@   - a group: a 128-bit product X = P0 + 2^64 E + 2^128 P1 from the
@     64-bit products P0, P1 and Q = |U0 - U1| |V1 - V0| (its sign as a
@     mask word), E = P0 + P1 +- Q, with P0_hi + P1_lo added once
@     (refined Karatsuba; a signed partial sum);
@   - the top: L, H (the halves' products) and N = |a_lo - a_hi| |b_lo -
@     b_hi| give K = L + H +- N and, with S = 2^128, S^2 = 38 mod p,
@       a b = L0 + 38 Y + S (X + 38 H1),  X + S Y = L1 + S H0 + K,
@     X and Y from T = L1 + H0, computed once;
@     38 v for a word v as two 16x16 MULS (halves below 2^22); bits 255
@     and up fold as 19 h first, so the sum never carries out.
@   mul: the work is halite_fe25519_mul_core_armv6m (r0 = r, r1 = a,
@   r2 = b; clobbers r0-r12, keeps lr; the ladder calls it directly) with
@   a in r8, b in r9, the groups' sign masks in r12, N's in r8 once a is
@   done with, r10-r11 as stash, and in the top T and then Y in r9-r12;
@   the frame holds the groups, r and the differences;
@   halite_fe25519_mul_armv6m is its C entry (saves r4-r11).
@   sq: likewise halite_fe25519_sq_core_armv6m (r0 = r, r1 = a) and its
@   C entry, a in r12, T and then Y in r9-r12.
@ halite_fe25519_add/sub_armv6m(r, a, b): r = a +- b: the carry and bit
@   255 fold as 19 (a + b: 2 carry + bit 255; a - b, with p added: bit
@   255 set and 19 (1 - bit 255 + 2 borrow) taken off) in a second chain
@   from word 0, which cannot carry or borrow out.
@ halite_fe25519_cswap_armv6m(a, b, bit): swaps when bit = 1, by masks.
@ The fe25519.h names of these are the kernels themselves (fe25519.c
@ leaves them out on this target).

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_armv6m)

@ halite_fe25519_mul_core_armv6m: 1384 cycles with the return.
	.global	halite_fe25519_mul_core_armv6m
	.type	halite_fe25519_mul_core_armv6m, %function
	.align	2
halite_fe25519_mul_core_armv6m:
	sub	sp, #132
	str	r0, [sp, #96]
	mov	r8, r1
	mov	r9, r2
	@ L = a_lo b_lo
	mov	r7, r8
	ldm	r7!, {r2, r3}
	mov	r7, r9
	ldm	r7!, {r4, r5}
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	add	r7, sp, #0
	stm	r7!, {r0, r1, r3, r4}
	mov	r7, r8
	adds	r7, #8
	ldm	r7!, {r2, r3}
	mov	r7, r9
	adds	r7, #8
	ldm	r7!, {r4, r5}
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	add	r7, sp, #8
	ldm	r7!, {r2, r5}
	adds	r2, r0
	adcs	r5, r1
	movs	r6, #0
	adcs	r3, r6
	adcs	r4, r6
	stm	r7!, {r2, r5}
	stm	r7!, {r3, r4}
	mov	r7, r8
	ldm	r7, {r4-r7}
	subs	r2, r4, r6
	mov	r3, r5
	sbcs	r3, r7
	sbcs	r0, r0
	eors	r2, r0
	eors	r3, r0
	subs	r2, r0
	sbcs	r3, r0
	mov	r7, r9
	ldm	r7, {r4-r7}
	subs	r4, r6, r4
	sbcs	r7, r5
	sbcs	r1, r1
	eors	r4, r1
	eors	r7, r1
	subs	r4, r1
	sbcs	r7, r1
	mov	r5, r7
	eors	r0, r1
	mov	r12, r0
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	mov	r7, r12
	eors	r0, r7
	eors	r1, r7
	eors	r3, r7
	eors	r4, r7
	add	r2, sp, #16
	ldm	r2!, {r5, r6}
	cmp	r7, #1
	adcs	r0, r5
	adcs	r1, r6
	adcs	r3, r5
	adcs	r4, r6
	movs	r5, #0
	adcs	r7, r5
	ldr	r5, [sp, #0]
	adds	r0, r5
	ldr	r5, [sp, #4]
	adcs	r1, r5
	ldm	r2!, {r5, r6}
	adcs	r3, r5
	adcs	r4, r6
	movs	r2, #0
	adcs	r7, r2
	asrs	r2, r7, #31
	adds	r5, r7
	adcs	r6, r2
	add	r2, sp, #8
	stm	r2!, {r0, r1, r3, r4, r5, r6}
	@ H = a_hi b_hi
	mov	r7, r8
	adds	r7, #16
	ldm	r7!, {r2, r3}
	mov	r7, r9
	adds	r7, #16
	ldm	r7!, {r4, r5}
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	add	r7, sp, #32
	stm	r7!, {r0, r1, r3, r4}
	mov	r7, r8
	adds	r7, #24
	ldm	r7!, {r2, r3}
	mov	r7, r9
	adds	r7, #24
	ldm	r7!, {r4, r5}
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	add	r7, sp, #40
	ldm	r7!, {r2, r5}
	adds	r2, r0
	adcs	r5, r1
	movs	r6, #0
	adcs	r3, r6
	adcs	r4, r6
	stm	r7!, {r2, r5}
	stm	r7!, {r3, r4}
	mov	r7, r8
	adds	r7, #16
	ldm	r7, {r4-r7}
	subs	r2, r4, r6
	mov	r3, r5
	sbcs	r3, r7
	sbcs	r0, r0
	eors	r2, r0
	eors	r3, r0
	subs	r2, r0
	sbcs	r3, r0
	mov	r7, r9
	adds	r7, #16
	ldm	r7, {r4-r7}
	subs	r4, r6, r4
	sbcs	r7, r5
	sbcs	r1, r1
	eors	r4, r1
	eors	r7, r1
	subs	r4, r1
	sbcs	r7, r1
	mov	r5, r7
	eors	r0, r1
	mov	r12, r0
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	mov	r7, r12
	eors	r0, r7
	eors	r1, r7
	eors	r3, r7
	eors	r4, r7
	add	r2, sp, #48
	ldm	r2!, {r5, r6}
	cmp	r7, #1
	adcs	r0, r5
	adcs	r1, r6
	adcs	r3, r5
	adcs	r4, r6
	movs	r5, #0
	adcs	r7, r5
	ldr	r5, [sp, #32]
	adds	r0, r5
	ldr	r5, [sp, #36]
	adcs	r1, r5
	ldm	r2!, {r5, r6}
	adcs	r3, r5
	adcs	r4, r6
	movs	r2, #0
	adcs	r7, r2
	asrs	r2, r7, #31
	adds	r5, r7
	adcs	r6, r2
	add	r2, sp, #40
	stm	r2!, {r0, r1, r3, r4, r5, r6}
	@ N = |a_lo - a_hi| |b_lo - b_hi|, M (r8) = -1 (subtract N) when
	@ the differences have the same sign
	mov	r7, r8
	ldm	r7!, {r0-r3}
	ldm	r7, {r4-r7}
	subs	r0, r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	eors	r0, r4
	eors	r1, r4
	eors	r2, r4
	eors	r3, r4
	subs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	mov	r12, r4
	add	r7, sp, #100
	stm	r7!, {r0-r3}
	mov	r7, r9
	ldm	r7!, {r0-r3}
	ldm	r7, {r4-r7}
	subs	r0, r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	eors	r0, r4
	eors	r1, r4
	eors	r2, r4
	eors	r3, r4
	subs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	mov	r5, r12
	eors	r4, r5
	mvns	r4, r4
	mov	r8, r4
	add	r7, sp, #116
	stm	r7!, {r0-r3}
	add	r7, sp, #100
	ldm	r7!, {r2, r3}
	add	r7, sp, #116
	ldm	r7!, {r4, r5}
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	add	r7, sp, #64
	stm	r7!, {r0, r1, r3, r4}
	add	r7, sp, #108
	ldm	r7!, {r2, r3}
	add	r7, sp, #124
	ldm	r7!, {r4, r5}
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	add	r7, sp, #72
	ldm	r7!, {r2, r5}
	adds	r2, r0
	adcs	r5, r1
	movs	r6, #0
	adcs	r3, r6
	adcs	r4, r6
	stm	r7!, {r2, r5}
	stm	r7!, {r3, r4}
	add	r7, sp, #100
	ldm	r7, {r4-r7}
	subs	r2, r4, r6
	mov	r3, r5
	sbcs	r3, r7
	sbcs	r0, r0
	eors	r2, r0
	eors	r3, r0
	subs	r2, r0
	sbcs	r3, r0
	add	r7, sp, #116
	ldm	r7, {r4-r7}
	subs	r4, r6, r4
	sbcs	r7, r5
	sbcs	r1, r1
	eors	r4, r1
	eors	r7, r1
	subs	r4, r1
	sbcs	r7, r1
	mov	r5, r7
	eors	r0, r1
	mov	r12, r0
	subs	r1, r2, r3
	sbcs	r6, r6
	eors	r1, r6
	subs	r1, r6
	subs	r0, r5, r4
	sbcs	r7, r7
	eors	r0, r7
	subs	r0, r7
	eors	r6, r7
	mov	r10, r1
	mov	r11, r0
	lsrs	r0, r4, #16
	lsrs	r1, r2, #16
	lsrs	r7, r2, #16
	uxth	r4, r4
	uxth	r2, r2
	muls	r1, r0
	muls	r0, r2
	muls	r7, r4
	muls	r2, r4
	lsrs	r4, r0, #16
	lsls	r0, r0, #16
	adds	r2, r0
	adcs	r1, r4
	lsrs	r4, r7, #16
	lsls	r7, r7, #16
	adds	r2, r7
	adcs	r1, r4
	lsrs	r0, r5, #16
	lsrs	r4, r3, #16
	lsrs	r7, r3, #16
	uxth	r5, r5
	uxth	r3, r3
	muls	r4, r0
	muls	r0, r3
	muls	r7, r5
	muls	r3, r5
	lsrs	r5, r0, #16
	lsls	r0, r0, #16
	adds	r3, r0
	adcs	r4, r5
	lsrs	r5, r7, #16
	lsls	r7, r7, #16
	adds	r3, r7
	adcs	r4, r5
	mov	r5, r10
	mov	r0, r11
	mov	r10, r2
	mov	r11, r6
	lsrs	r6, r0, #16
	lsrs	r2, r5, #16
	lsrs	r7, r5, #16
	uxth	r0, r0
	uxth	r5, r5
	muls	r2, r6
	muls	r6, r5
	muls	r7, r0
	muls	r5, r0
	lsrs	r0, r6, #16
	lsls	r6, r6, #16
	adds	r5, r6
	adcs	r2, r0
	lsrs	r0, r7, #16
	lsls	r7, r7, #16
	adds	r5, r7
	adcs	r2, r0
	mov	r6, r11
	eors	r5, r6
	eors	r2, r6
	mov	r0, r10
	cmp	r6, #1
	adcs	r5, r0
	adcs	r2, r1
	movs	r7, #0
	adcs	r6, r7
	adds	r5, r3
	adcs	r2, r4
	adcs	r6, r7
	adds	r1, r5
	adcs	r3, r2
	adcs	r4, r6
	mov	r7, r12
	eors	r0, r7
	eors	r1, r7
	eors	r3, r7
	eors	r4, r7
	add	r2, sp, #80
	ldm	r2!, {r5, r6}
	cmp	r7, #1
	adcs	r0, r5
	adcs	r1, r6
	adcs	r3, r5
	adcs	r4, r6
	movs	r5, #0
	adcs	r7, r5
	ldr	r5, [sp, #64]
	adds	r0, r5
	ldr	r5, [sp, #68]
	adcs	r1, r5
	ldm	r2!, {r5, r6}
	adcs	r3, r5
	adcs	r4, r6
	movs	r2, #0
	adcs	r7, r2
	asrs	r2, r7, #31
	adds	r5, r7
	adcs	r6, r2
	add	r2, sp, #72
	stm	r2!, {r0, r1, r3, r4, r5, r6}
	@ T0 = L1 + H0 (r0-r3), r4 = t - 1
	add	r7, sp, #16
	ldm	r7!, {r0-r3}
	ldm	r7, {r4-r7}
	adds	r0, r4
	adcs	r1, r5
	adcs	r2, r6
	adcs	r3, r7
	sbcs	r4, r4
	mov	r9, r0
	mov	r10, r1
	mov	r11, r2
	mov	r12, r3
	@ X = T0 + L0 + sN0 over N0: r7 = the carry of T0 + L0, less 1; N0's
	@ carry stays in the flag
	add	r7, sp, #0
	ldm	r7!, {r5, r6}
	adds	r0, r5
	adcs	r1, r6
	ldm	r7!, {r5, r6}
	adcs	r2, r5
	adcs	r3, r6
	sbcs	r7, r7
	mov	r5, r8
	cmp	r5, #1
	ldr	r6, [sp, #64]
	eors	r6, r5
	adcs	r0, r6
	ldr	r6, [sp, #68]
	eors	r6, r5
	adcs	r1, r6
	ldr	r6, [sp, #72]
	eors	r6, r5
	adcs	r2, r6
	ldr	r6, [sp, #76]
	eors	r6, r5
	adcs	r3, r6
	add	r6, sp, #64
	stm	r6!, {r0-r3}
	mov	r0, r9
	mov	r1, r10
	mov	r2, r11
	mov	r3, r12
	@ Y - t = T0 + sN1 (N0's carry in) + H1 (T0 + L0's carry in): r5 = y4
	ldr	r6, [sp, #80]
	eors	r6, r5
	adcs	r0, r6
	ldr	r6, [sp, #84]
	eors	r6, r5
	adcs	r1, r6
	ldr	r6, [sp, #88]
	eors	r6, r5
	adcs	r2, r6
	ldr	r6, [sp, #92]
	eors	r6, r5
	adcs	r3, r6
	movs	r6, #0
	adcs	r5, r6
	negs	r6, r7
	ldr	r6, [sp, #48]
	adcs	r0, r6
	ldr	r6, [sp, #52]
	adcs	r1, r6
	ldr	r6, [sp, #56]
	adcs	r2, r6
	ldr	r6, [sp, #60]
	adcs	r3, r6
	movs	r6, #0
	adcs	r5, r6
	adds	r5, r4
	adds	r5, #1
	mov	r8, r5
	mov	r9, r0
	mov	r10, r1
	mov	r11, r2
	mov	r12, r3
	@ V7 = X3 + 38 H1_3 (r1, r2), h = V7 >> 31 (r3), c = 19 (h + 2 t) (r7);
	@ k = 38 (r5), z = 0 (r6), r4 = the result
	adds	r4, #1
	lsls	r4, r4, #1
	movs	r5, #38
	movs	r6, #0
	ldr	r0, [sp, #60]
	ldr	r7, [sp, #76]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r7
	adcs	r2, r6
	lsls	r2, r2, #1
	lsrs	r0, r1, #31
	adds	r3, r2, r0
	adds	r3, r4
	movs	r7, #19
	muls	r7, r3
	str	r1, [sp, #16]
	ldr	r4, [sp, #96]
	@ words 0-3 = L0 + 38 Y + c (the carry alternates between r7 and r2)
	mov	r0, r9
	ldr	r3, [sp, #0]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #0]
	mov	r0, r10
	ldr	r3, [sp, #4]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	add	r1, r2
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r3, r1
	adcs	r7, r6
	str	r3, [r4, #4]
	mov	r0, r11
	ldr	r3, [sp, #8]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #8]
	mov	r0, r12
	ldr	r3, [sp, #12]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	add	r1, r2
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r3, r1
	adcs	r7, r6
	str	r3, [r4, #12]
	@ words 4-6 = X + 38 H1 + 38 y4 + the carry
	mov	r0, r8
	muls	r0, r5
	adds	r7, r0
	ldr	r0, [sp, #48]
	ldr	r3, [sp, #64]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #16]
	ldr	r0, [sp, #52]
	ldr	r3, [sp, #68]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	add	r1, r2
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r3, r1
	adcs	r7, r6
	str	r3, [r4, #20]
	ldr	r0, [sp, #56]
	ldr	r3, [sp, #72]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #24]
	@ word 7 = V7 less h 2^31 (the rest of h is V7's high word) plus the
	@ carry: below 2^32, nothing carries out
	ldr	r3, [sp, #16]
	lsls	r3, r3, #1
	lsrs	r3, r3, #1
	adds	r3, r2
	str	r3, [r4, #28]
	add	sp, #132
	bx	lr
	.size	halite_fe25519_mul_core_armv6m, .-halite_fe25519_mul_core_armv6m

@ halite_fe25519_mul_armv6m: 34 cycles around the core, 1418 in all.
	.global	halite_fe25519_mul_armv6m
	.type	halite_fe25519_mul_armv6m, %function
	.align	2
halite_fe25519_mul_armv6m:
	push	{r4-r7, lr}
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	push	{r4-r7}
	bl	halite_fe25519_mul_core_armv6m
	pop	{r4-r7}
	mov	r8, r4
	mov	r9, r5
	mov	r10, r6
	mov	r11, r7
	pop	{r4-r7, pc}
	.size	halite_fe25519_mul_armv6m, .-halite_fe25519_mul_armv6m

@ halite_fe25519_sq_core_armv6m: 916 cycles with the return.
	.global	halite_fe25519_sq_core_armv6m
	.type	halite_fe25519_sq_core_armv6m, %function
	.align	2
halite_fe25519_sq_core_armv6m:
	sub	sp, #116
	str	r0, [sp, #96]
	mov	r12, r1
	@ L = a_lo^2
	mov	r7, r12
	ldm	r7!, {r0, r2}
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #0
	stm	r7!, {r0-r3}
	mov	r7, r12
	adds	r7, #8
	ldm	r7!, {r0, r2}
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #8
	ldm	r7!, {r4, r5}
	adds	r4, r0
	adcs	r5, r1
	movs	r6, #0
	adcs	r2, r6
	adcs	r3, r6
	stm	r7!, {r4, r5}
	stm	r7!, {r2, r3}
	mov	r7, r12
	ldm	r7, {r4-r7}
	subs	r0, r4, r6
	mov	r2, r5
	sbcs	r2, r7
	sbcs	r1, r1
	eors	r0, r1
	eors	r2, r1
	subs	r0, r1
	sbcs	r2, r1
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #16
	ldm	r7!, {r4, r5}
	subs	r0, r4, r0
	mvns	r1, r1
	adcs	r1, r5
	mvns	r2, r2
	adcs	r2, r4
	mvns	r3, r3
	adcs	r3, r5
	sbcs	r6, r6
	ldr	r4, [sp, #0]
	adds	r0, r4
	ldr	r4, [sp, #4]
	adcs	r1, r4
	ldm	r7!, {r4, r5}
	adcs	r2, r4
	adcs	r3, r5
	movs	r7, #0
	adcs	r6, r7
	asrs	r7, r6, #31
	adds	r4, r6
	adcs	r5, r7
	add	r6, sp, #8
	stm	r6!, {r0-r5}
	@ H = a_hi^2
	mov	r7, r12
	adds	r7, #16
	ldm	r7!, {r0, r2}
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #32
	stm	r7!, {r0-r3}
	mov	r7, r12
	adds	r7, #24
	ldm	r7!, {r0, r2}
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #40
	ldm	r7!, {r4, r5}
	adds	r4, r0
	adcs	r5, r1
	movs	r6, #0
	adcs	r2, r6
	adcs	r3, r6
	stm	r7!, {r4, r5}
	stm	r7!, {r2, r3}
	mov	r7, r12
	adds	r7, #16
	ldm	r7, {r4-r7}
	subs	r0, r4, r6
	mov	r2, r5
	sbcs	r2, r7
	sbcs	r1, r1
	eors	r0, r1
	eors	r2, r1
	subs	r0, r1
	sbcs	r2, r1
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #48
	ldm	r7!, {r4, r5}
	subs	r0, r4, r0
	mvns	r1, r1
	adcs	r1, r5
	mvns	r2, r2
	adcs	r2, r4
	mvns	r3, r3
	adcs	r3, r5
	sbcs	r6, r6
	ldr	r4, [sp, #32]
	adds	r0, r4
	ldr	r4, [sp, #36]
	adcs	r1, r4
	ldm	r7!, {r4, r5}
	adcs	r2, r4
	adcs	r3, r5
	movs	r7, #0
	adcs	r6, r7
	asrs	r7, r6, #31
	adds	r4, r6
	adcs	r5, r7
	add	r6, sp, #40
	stm	r6!, {r0-r5}
	@ N = D^2, D = |a_lo - a_hi|
	mov	r7, r12
	ldm	r7!, {r0-r3}
	ldm	r7, {r4-r7}
	subs	r0, r0, r4
	sbcs	r1, r5
	sbcs	r2, r6
	sbcs	r3, r7
	sbcs	r4, r4
	eors	r0, r4
	eors	r1, r4
	eors	r2, r4
	eors	r3, r4
	subs	r0, r4
	sbcs	r1, r4
	sbcs	r2, r4
	sbcs	r3, r4
	add	r7, sp, #100
	stm	r7!, {r0-r3}
	add	r7, sp, #100
	ldm	r7!, {r0, r2}
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #64
	stm	r7!, {r0-r3}
	add	r7, sp, #108
	ldm	r7!, {r0, r2}
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #72
	ldm	r7!, {r4, r5}
	adds	r4, r0
	adcs	r5, r1
	movs	r6, #0
	adcs	r2, r6
	adcs	r3, r6
	stm	r7!, {r4, r5}
	stm	r7!, {r2, r3}
	add	r7, sp, #100
	ldm	r7, {r4-r7}
	subs	r0, r4, r6
	mov	r2, r5
	sbcs	r2, r7
	sbcs	r1, r1
	eors	r0, r1
	eors	r2, r1
	subs	r0, r1
	sbcs	r2, r1
	subs	r4, r0, r2
	sbcs	r3, r3
	eors	r4, r3
	subs	r4, r3
	lsrs	r3, r2, #16
	uxth	r2, r2
	movs	r5, r3
	muls	r5, r2
	muls	r3, r3
	muls	r2, r2
	lsrs	r1, r5, #15
	lsls	r5, r5, #17
	adds	r2, r5
	adcs	r3, r1
	lsrs	r5, r4, #16
	uxth	r4, r4
	movs	r1, r5
	muls	r1, r4
	muls	r5, r5
	muls	r4, r4
	lsrs	r6, r1, #15
	lsls	r1, r1, #17
	adds	r4, r1
	adcs	r5, r6
	lsrs	r1, r0, #16
	uxth	r0, r0
	movs	r6, r1
	muls	r6, r0
	muls	r1, r1
	muls	r0, r0
	lsrs	r7, r6, #15
	lsls	r6, r6, #17
	adds	r0, r6
	adcs	r1, r7
	movs	r7, #0
	subs	r4, r0
	sbcs	r5, r1
	sbcs	r6, r6
	subs	r4, r2
	sbcs	r5, r3
	sbcs	r6, r7
	subs	r1, r4
	sbcs	r2, r5
	sbcs	r3, r6
	add	r7, sp, #80
	ldm	r7!, {r4, r5}
	subs	r0, r4, r0
	mvns	r1, r1
	adcs	r1, r5
	mvns	r2, r2
	adcs	r2, r4
	mvns	r3, r3
	adcs	r3, r5
	sbcs	r6, r6
	ldr	r4, [sp, #64]
	adds	r0, r4
	ldr	r4, [sp, #68]
	adcs	r1, r4
	ldm	r7!, {r4, r5}
	adcs	r2, r4
	adcs	r3, r5
	movs	r7, #0
	adcs	r6, r7
	asrs	r7, r6, #31
	adds	r4, r6
	adcs	r5, r7
	add	r6, sp, #72
	stm	r6!, {r0-r5}
	@ T0 = L1 + H0 (r0-r3), r4 = t - 1
	add	r7, sp, #16
	ldm	r7!, {r0-r3}
	ldm	r7, {r4-r7}
	adds	r0, r4
	adcs	r1, r5
	adcs	r2, r6
	adcs	r3, r7
	sbcs	r4, r4
	mov	r9, r0
	mov	r10, r1
	mov	r11, r2
	mov	r12, r3
	@ X = T0 + L0 + sN0 over N0: r7 = the carry of T0 + L0, less 1; N0's
	@ carry stays in the flag
	add	r7, sp, #0
	ldm	r7!, {r5, r6}
	adds	r0, r5
	adcs	r1, r6
	ldm	r7!, {r5, r6}
	adcs	r2, r5
	adcs	r3, r6
	sbcs	r7, r7
	ldr	r6, [sp, #64]
	subs	r0, r6
	ldr	r6, [sp, #68]
	sbcs	r1, r6
	ldr	r6, [sp, #72]
	sbcs	r2, r6
	ldr	r6, [sp, #76]
	sbcs	r3, r6
	add	r6, sp, #64
	stm	r6!, {r0-r3}
	mov	r0, r9
	mov	r1, r10
	mov	r2, r11
	mov	r3, r12
	@ Y - t = T0 + sN1 (N0's carry in) + H1 (T0 + L0's carry in): r5 = y4
	ldr	r6, [sp, #80]
	sbcs	r0, r6
	ldr	r6, [sp, #84]
	sbcs	r1, r6
	ldr	r6, [sp, #88]
	sbcs	r2, r6
	ldr	r6, [sp, #92]
	sbcs	r3, r6
	sbcs	r5, r5
	negs	r6, r7
	ldr	r6, [sp, #48]
	adcs	r0, r6
	ldr	r6, [sp, #52]
	adcs	r1, r6
	ldr	r6, [sp, #56]
	adcs	r2, r6
	ldr	r6, [sp, #60]
	adcs	r3, r6
	movs	r6, #0
	adcs	r5, r6
	adds	r5, r4
	adds	r5, #1
	mov	r8, r5
	mov	r9, r0
	mov	r10, r1
	mov	r11, r2
	mov	r12, r3
	@ V7 = X3 + 38 H1_3 (r1, r2), h = V7 >> 31 (r3), c = 19 (h + 2 t) (r7);
	@ k = 38 (r5), z = 0 (r6), r4 = the result
	adds	r4, #1
	lsls	r4, r4, #1
	movs	r5, #38
	movs	r6, #0
	ldr	r0, [sp, #60]
	ldr	r7, [sp, #76]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r1, r7
	adcs	r2, r6
	lsls	r2, r2, #1
	lsrs	r0, r1, #31
	adds	r3, r2, r0
	adds	r3, r4
	movs	r7, #19
	muls	r7, r3
	str	r1, [sp, #16]
	ldr	r4, [sp, #96]
	@ words 0-3 = L0 + 38 Y + c (the carry alternates between r7 and r2)
	mov	r0, r9
	ldr	r3, [sp, #0]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #0]
	mov	r0, r10
	ldr	r3, [sp, #4]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	add	r1, r2
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r3, r1
	adcs	r7, r6
	str	r3, [r4, #4]
	mov	r0, r11
	ldr	r3, [sp, #8]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #8]
	mov	r0, r12
	ldr	r3, [sp, #12]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	add	r1, r2
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r3, r1
	adcs	r7, r6
	str	r3, [r4, #12]
	@ words 4-6 = X + 38 H1 + 38 y4 + the carry
	mov	r0, r8
	muls	r0, r5
	adds	r7, r0
	ldr	r0, [sp, #48]
	ldr	r3, [sp, #64]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #16]
	ldr	r0, [sp, #52]
	ldr	r3, [sp, #68]
	uxth	r1, r0
	lsrs	r7, r0, #16
	muls	r1, r5
	muls	r7, r5
	add	r1, r2
	lsls	r0, r7, #16
	lsrs	r7, r7, #16
	adds	r1, r0
	adcs	r7, r6
	adds	r3, r1
	adcs	r7, r6
	str	r3, [r4, #20]
	ldr	r0, [sp, #56]
	ldr	r3, [sp, #72]
	uxth	r1, r0
	lsrs	r2, r0, #16
	muls	r1, r5
	muls	r2, r5
	add	r1, r7
	lsls	r0, r2, #16
	lsrs	r2, r2, #16
	adds	r1, r0
	adcs	r2, r6
	adds	r3, r1
	adcs	r2, r6
	str	r3, [r4, #24]
	@ word 7 = V7 less h 2^31 (the rest of h is V7's high word) plus the
	@ carry: below 2^32, nothing carries out
	ldr	r3, [sp, #16]
	lsls	r3, r3, #1
	lsrs	r3, r3, #1
	adds	r3, r2
	str	r3, [r4, #28]
	add	sp, #116
	bx	lr
	.size	halite_fe25519_sq_core_armv6m, .-halite_fe25519_sq_core_armv6m

@ halite_fe25519_sq_armv6m: 34 cycles around the core, 950 in all.
	.global	halite_fe25519_sq_armv6m
	.type	halite_fe25519_sq_armv6m, %function
	.align	2
halite_fe25519_sq_armv6m:
	push	{r4-r7, lr}
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	push	{r4-r7}
	bl	halite_fe25519_sq_core_armv6m
	pop	{r4-r7}
	mov	r8, r4
	mov	r9, r5
	mov	r10, r6
	mov	r11, r7
	pop	{r4-r7, pc}
	.size	halite_fe25519_sq_armv6m, .-halite_fe25519_sq_armv6m

@ halite_fe25519_add_armv6m: 86 cycles with the return.
	.global	halite_fe25519_add_armv6m
	.type	halite_fe25519_add_armv6m, %function
	.align	2
halite_fe25519_add_armv6m:
	push	{r4-r7, lr}
	ldm	r1!, {r3, r4}
	ldm	r2!, {r5, r6}
	adds	r3, r5
	adcs	r4, r6
	mov	r12, r3
	mov	lr, r4
	ldm	r1!, {r3, r4}
	ldm	r2!, {r5, r6}
	adcs	r3, r5
	adcs	r4, r6
	str	r3, [r0, #8]
	str	r4, [r0, #12]
	ldm	r1!, {r3, r4}
	ldm	r2!, {r5, r6}
	adcs	r3, r5
	adcs	r4, r6
	ldm	r1!, {r5, r6}
	ldm	r2, {r1, r2}
	adcs	r5, r1
	adcs	r6, r2
	sbcs	r7, r7
	adds	r7, #1
	lsls	r7, r7, #1
	lsrs	r1, r6, #31
	adds	r7, r1
	lsls	r6, r6, #1
	lsrs	r6, r6, #1
	movs	r1, #19
	muls	r7, r1
	mov	r1, r12
	adds	r1, r7
	mov	r2, lr
	movs	r7, #0
	adcs	r2, r7
	stm	r0!, {r1, r2}
	ldr	r1, [r0]
	ldr	r2, [r0, #4]
	adcs	r1, r7
	adcs	r2, r7
	stm	r0!, {r1, r2}
	adcs	r3, r7
	adcs	r4, r7
	adcs	r5, r7
	adcs	r6, r7
	stm	r0!, {r3-r6}
	pop	{r4-r7, pc}
	.size	halite_fe25519_add_armv6m, .-halite_fe25519_add_armv6m

@ halite_fe25519_sub_armv6m: 88 cycles with the return.
	.global	halite_fe25519_sub_armv6m
	.type	halite_fe25519_sub_armv6m, %function
	.align	2
halite_fe25519_sub_armv6m:
	push	{r4-r7, lr}
	ldm	r1!, {r3, r4}
	ldm	r2!, {r5, r6}
	subs	r3, r5
	sbcs	r4, r6
	mov	r12, r3
	mov	lr, r4
	ldm	r1!, {r3, r4}
	ldm	r2!, {r5, r6}
	sbcs	r3, r5
	sbcs	r4, r6
	str	r3, [r0, #8]
	str	r4, [r0, #12]
	ldm	r1!, {r3, r4}
	ldm	r2!, {r5, r6}
	sbcs	r3, r5
	sbcs	r4, r6
	ldm	r1!, {r5, r6}
	ldm	r2, {r1, r2}
	sbcs	r5, r1
	sbcs	r6, r2
	sbcs	r7, r7
	lsls	r7, r7, #1
	lsrs	r1, r6, #31
	adds	r1, r7
	movs	r7, #1
	subs	r7, r1
	movs	r1, #19
	muls	r7, r1
	movs	r1, #1
	lsls	r1, r1, #31
	orrs	r6, r1
	mov	r1, r12
	subs	r1, r7
	mov	r2, lr
	movs	r7, #0
	sbcs	r2, r7
	stm	r0!, {r1, r2}
	ldr	r1, [r0]
	ldr	r2, [r0, #4]
	sbcs	r1, r7
	sbcs	r2, r7
	stm	r0!, {r1, r2}
	sbcs	r3, r7
	sbcs	r4, r7
	sbcs	r5, r7
	sbcs	r6, r7
	stm	r0!, {r3-r6}
	pop	{r4-r7, pc}
	.size	halite_fe25519_sub_armv6m, .-halite_fe25519_sub_armv6m

@ halite_fe25519_cswap_armv6m: 110 cycles with the return.
	.global	halite_fe25519_cswap_armv6m
	.type	halite_fe25519_cswap_armv6m, %function
	.align	2
halite_fe25519_cswap_armv6m:
	push	{r4-r7, lr}
	negs	r2, r2
	ldm	r0!, {r3, r4}
	ldm	r1!, {r5, r6}
	movs	r7, r3
	eors	r7, r5
	ands	r7, r2
	eors	r3, r7
	eors	r5, r7
	movs	r7, r4
	eors	r7, r6
	ands	r7, r2
	eors	r4, r7
	eors	r6, r7
	subs	r0, #8
	subs	r1, #8
	stm	r0!, {r3, r4}
	stm	r1!, {r5, r6}
	ldm	r0!, {r3, r4}
	ldm	r1!, {r5, r6}
	movs	r7, r3
	eors	r7, r5
	ands	r7, r2
	eors	r3, r7
	eors	r5, r7
	movs	r7, r4
	eors	r7, r6
	ands	r7, r2
	eors	r4, r7
	eors	r6, r7
	subs	r0, #8
	subs	r1, #8
	stm	r0!, {r3, r4}
	stm	r1!, {r5, r6}
	ldm	r0!, {r3, r4}
	ldm	r1!, {r5, r6}
	movs	r7, r3
	eors	r7, r5
	ands	r7, r2
	eors	r3, r7
	eors	r5, r7
	movs	r7, r4
	eors	r7, r6
	ands	r7, r2
	eors	r4, r7
	eors	r6, r7
	subs	r0, #8
	subs	r1, #8
	stm	r0!, {r3, r4}
	stm	r1!, {r5, r6}
	ldm	r0!, {r3, r4}
	ldm	r1!, {r5, r6}
	movs	r7, r3
	eors	r7, r5
	ands	r7, r2
	eors	r3, r7
	eors	r5, r7
	movs	r7, r4
	eors	r7, r6
	ands	r7, r2
	eors	r4, r7
	eors	r6, r7
	subs	r0, #8
	subs	r1, #8
	stm	r0!, {r3, r4}
	stm	r1!, {r5, r6}
	pop	{r4-r7, pc}
	.size	halite_fe25519_cswap_armv6m, .-halite_fe25519_cswap_armv6m

	.global	halite_fe25519_mul
	.thumb_set	halite_fe25519_mul, halite_fe25519_mul_armv6m
	.global	halite_fe25519_sq
	.thumb_set	halite_fe25519_sq, halite_fe25519_sq_armv6m
	.global	halite_fe25519_add
	.thumb_set	halite_fe25519_add, halite_fe25519_add_armv6m
	.global	halite_fe25519_sub
	.thumb_set	halite_fe25519_sub, halite_fe25519_sub_armv6m
	.global	halite_fe25519_cswap
	.thumb_set	halite_fe25519_cswap, halite_fe25519_cswap_armv6m
