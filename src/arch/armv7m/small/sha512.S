@ SPDX-License-Identifier: ISC
/*
 * SHA-512 compression for the small build on ARMv7-M:
 * halite_sha512_blocks_armv7m_small(st, in, nblocks), FIPS 180-4 §6.4.2,
 * one round in a loop. The round constants are halite_sha512_k
 * (src/arch/generic/sha512.c).
 *
 * 64-bit words are (lo, hi) pairs, little-endian in memory. The four sigma
 * functions are one subroutine, sha_sigma, that XORs three rotations (or,
 * for the last amount of the small sigmas, a shift) of a word in the frame
 * by amounts read from a table; Ch and Maj are one, add_ch (Maj(a, b, c) =
 * Ch(a ^ c, b, c)). The working variables a..h are V[0..7] in the frame
 * and move down one slot a round (LDM/STM). The message schedule is a
 * ring of 16 words, W[t] at byte (640 - 8 t) mod 128, the round counter
 * masked. Low registers and flag-setting ALU forms keep the code 16-bit.
 *
 * Frame (sp): W[0..15] at 0, V[0..7] at 128, then st, in, nblocks at 192,
 * 196, 200 (pushed on entry); T1 is pushed while S0 and Maj are summed.
 * Round registers: r8 = &W[t], r9 = 640 - 8 t, r10 = &K[t], r11 = in;
 * r12 the word sha_sigma reads, r4:r5 its result and the sums; r0-r3, r6,
 * r7 temporaries (sha_sigma clobbers r0-r7 and keeps r8-r12;
 * sha_sigma_ring also sets r12).
 *
 * Input bytes are read with single LDR (unaligned allowed on ARMv7-M).
 * No branch or address depends on the message or the state; no multiplies.
 */
	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(sha512_armv7m_small)

	.equ	V, 128
	.equ	FRAME, 192
	.equ	ST, FRAME
	.equ	NB, FRAME + 8

/* sha_sigma_ring: r12 = &W[t - r0 / 8] in the ring (r0 = 8, 16, .., 120), then
 * sha_sigma: r4:r5 = XOR over the amounts at r2 of the word at r12 rotated
 * right by each (or shifted); clobbers r0-r3, r6, r7. */
	.type	sha_sigma_ring, %function
	.type	sha_sigma, %function
	.align	1
sha_sigma_ring:
	add	r0, r9
	and	r0, r0, #0x78
	add	r0, sp
	mov	r12, r0
sha_sigma:
	movs	r4, #0
	movs	r5, #0
1:	ldrb	r3, [r2], #1
	cbz	r3, 3f
	ldrd	r6, r7, [r12]
	lsls	r0, r3, #27		@ C = bit 5: n >= 32, rotate the swapped halves
	it	cs
	ldrdcs	r7, r6, [r12]
	lsrs	r0, r0, #27		@ n mod 32, 1..31
	rsb	r1, r0, #32
	lsls	r3, r3, #26		@ C = bit 6: a shift, no lo bits into hi
	bcs	2f
	mov	r3, r6
	lsls	r3, r1
	eors	r5, r3			@ hi ^= lo << (32 - n)
2:	lsrs	r6, r0
	eors	r4, r6			@ lo ^= lo >> n
	mov	r3, r7
	lsls	r3, r1
	eors	r4, r3			@ lo ^= hi << (32 - n)
	lsrs	r7, r0
	eors	r5, r7			@ hi ^= hi >> n
	b	1b
3:	bx	lr
	.size	sha_sigma, .-sha_sigma
	.size	sha_sigma_ring, .-sha_sigma_ring

/* r4:r5 += r6:r7 */
	.macro	ADD64
	adds	r4, r6
	adcs	r5, r7
	.endm

/* r4:r5 += Ch(r0:r1, r2:r3, r6:r7) = ((y ^ z) & x) ^ z; clobbers r2, r3. */
	.type	add_ch, %function
	.align	1
add_ch:
	eors	r2, r6
	ands	r2, r0
	eors	r2, r6
	eors	r3, r7
	ands	r3, r1
	eors	r3, r7
	adds	r4, r2
	adcs	r5, r3
	bx	lr
	.size	add_ch, .-add_ch

	.global	halite_sha512_blocks_armv7m_small
	.type	halite_sha512_blocks_armv7m_small, %function
	.align	1
halite_sha512_blocks_armv7m_small:
	push	{r0-r2, r4-r11, lr}
	sub	sp, sp, #FRAME
	mov	r11, r1
block:
	ldr	r0, [sp, #NB]
	subs	r0, #1
	bcs	1f
	mov	r0, sp			@ done: wipe W and V
	movs	r1, #FRAME
	bl	halite_wipe
	add	sp, sp, #FRAME + 12
	pop	{r4-r11, pc}
1:	str	r0, [sp, #NB]
	add	r0, sp, #V		@ V = st
	ldr	r1, [sp, #ST]
	movs	r2, #64
	bl	memcpy
	ldr	r10, =halite_sha512_k
	mov.w	r9, #640		@ .w: as GNU as encodes it (clang: MOVW)
round:
	and	r8, r9, #0x78
	add	r8, sp
	cmp	r9, #512
	bls	schedule		@ t >= 16
	ldr	r1, [r11], #4		@ W[t] = the big-endian word at in + 8 t
	ldr	r0, [r11], #4
	rev	r1, r1
	rev	r0, r0
	strd	r0, r1, [r8]
	b	compress
schedule:				@ W[t] += s1(W[t-2]) + W[t-7] + s0(W[t-15])
	movs	r0, #16
	adr	r2, small_sigma1
	bl	sha_sigma_ring
	ldrd	r6, r7, [r8]
	ADD64
	add	r12, r9, #56
	and	r12, r12, #0x78
	add	r12, sp
	ldrd	r6, r7, [r12]
	ADD64
	strd	r4, r5, [r8]
	movs	r0, #120
	adr	r2, small_sigma0
	bl	sha_sigma_ring
	ldrd	r6, r7, [r8]
	ADD64
	strd	r4, r5, [r8]
compress:				@ T1 = h + S1(e) + Ch(e, f, g) + K[t] + W[t]
	add	r12, sp, #V + 32
	adr	r2, big_sigma1
	bl	sha_sigma
	ldrd	r6, r7, [sp, #V + 56]
	ADD64
	ldrd	r6, r7, [r10], #8
	ADD64
	ldrd	r6, r7, [r8]
	ADD64
	ldm	r12, {r0-r3, r6, r7}	@ e, f, g, which move to f, g, h
	add	r12, r12, #8
	stm	r12, {r0-r3, r6, r7}
	bl	add_ch
	ldrd	r6, r7, [sp, #V + 24]	@ e's old slot = d + T1, the next e
	adds	r6, r4
	adcs	r7, r5
	strd	r6, r7, [sp, #V + 32]
	push	{r4, r5}		@ T1; the frame is 8 bytes lower until the pop
	add	r12, sp, #V + 8		@ a' = T1 + S0(a) + Maj(a, b, c)
	adr	r2, big_sigma0
	bl	sha_sigma
	ldm	r12, {r0-r3, r6, r7}	@ a, b, c
	eors	r0, r6			@ Maj(a, b, c) = Ch(a ^ c, b, c)
	eors	r1, r7
	bl	add_ch
	pop	{r0, r1}
	adds	r0, r4
	adcs	r1, r5
	ldm	r12, {r2-r7}		@ (a', a, b, c) to (a, b, c, d)
	stm	r12, {r0-r7}
	subs	r9, r9, #8
	bne	round
	ldr	r0, [sp, #ST]		@ st += V
	add	r1, sp, #V
	movs	r7, #8
1:	ldrd	r2, r3, [r0]		@ st is word-aligned (uint64_t): LDM/STM
	ldmia	r1!, {r4, r5}
	adds	r2, r4
	adcs	r3, r5
	stmia	r0!, {r2, r3}
	subs	r7, #1
	bne	1b
	b	block
	.ltorg

/* The rotation tables, 4 bytes each: per amount n the byte is n mod 32,
 * + 32 when n >= 32 (rotate the swapped halves), + 64 for a shift; 0 ends.
 * After the code, word-aligned: 16-bit ADR reaches them. */
	.align	2
big_sigma0:	.byte	28, 32 + 2, 32 + 7, 0
big_sigma1:	.byte	14, 18, 32 + 9, 0
small_sigma0:	.byte	1, 8, 64 + 7, 0
small_sigma1:	.byte	19, 32 + 29, 64 + 6, 0
	.size	halite_sha512_blocks_armv7m_small, .-halite_sha512_blocks_armv7m_small
