/*
 * SHA-512 compression for the small build on ARMv7-M:
 * halite_sha512_blocks_armv7m_small(st, in, nblocks), FIPS 180-4 §6.4.2,
 * one round in a loop. The round constants are halite_sha512_k
 * (src/arch/generic/sha512.c).
 *
 * 64-bit words are (lo, hi) pairs, little-endian in memory. The four sigma
 * functions are one subroutine, sha_sigma, that XORs three rotations (or,
 * for the last amount of the small sigmas, a shift) of a word by amounts
 * read from a table. The working variables a..h are V[0..7] in the frame
 * and move down one slot a round (LDM/STM); W[t mod 16] is a ring.
 *
 * Frame (sp): W[0..15] at 0, V[0..7] at 128, T1 at 192, the new a at 200,
 * then st, in, nblocks at 208, 212, 216 (pushed on entry).
 * Round registers: r9 = 8 t, r10 = halite_sha512_k, r11 = in; r0:r1 the
 * word sha_sigma reads, r4:r5 its result; the rest temporaries.
 *
 * Input bytes are read with single LDR (unaligned allowed on ARMv7-M).
 * No branch or address depends on the message or the state; no multiplies.
 */
	.syntax	unified
	.thumb
	.text

	.equ	V, 128
	.equ	T1, 192
	.equ	NEWA, 200
	.equ	FRAME, 208
	.equ	ST, FRAME
	.equ	NB, FRAME + 8

/* The rotation tables, 4 bytes each: per amount n the byte is n mod 32,
 * + 32 when n >= 32 (rotate the swapped halves), + 64 for a shift; 0 ends. */
	.align	2
big_sigma0:	.byte	28, 32 + 2, 32 + 7, 0
big_sigma1:	.byte	14, 18, 32 + 9, 0
small_sigma0:	.byte	1, 8, 64 + 7, 0
small_sigma1:	.byte	19, 32 + 29, 64 + 6, 0

/* r4:r5 = XOR over the amounts at r2 of r0:r1 rotated right by each (or
 * shifted); clobbers r2, r3, r6-r8, r12. */
	.type	sha_sigma, %function
	.align	2
sha_sigma:
	movs	r4, #0
	movs	r5, #0
1:	ldrb	r3, [r2], #1
	cbz	r3, 2f
	mov	r6, r0			@ r6:r7 = x, or its halves swapped (n >= 32)
	mov	r7, r1
	tst	r3, #32
	itt	ne
	movne	r6, r1
	movne	r7, r0
	and	r12, r3, #31		@ n mod 32, 1..31
	rsb	r8, r12, #32
	lsr	r3, r6, r12		@ lo = lo >> n | hi << (32 - n)
	eor	r4, r4, r3
	lsl	r3, r7, r8
	eor	r4, r4, r3
	lsr	r3, r7, r12		@ hi = hi >> n | lo << (32 - n), no lo for a shift
	eor	r5, r5, r3
	ldrb	r3, [r2, #-1]
	tst	r3, #64
	itt	eq
	lsleq	r3, r6, r8
	eoreq	r5, r5, r3
	b	1b
2:	bx	lr
	.size	sha_sigma, .-sha_sigma

/* dst:dst2 += the 64-bit word at [base, #off] (via r6, r7). */
	.macro	ADD64 lo, hi, base, off
	ldrd	r6, r7, [\base, #\off]
	adds	\lo, \lo, r6
	adc	\hi, \hi, r7
	.endm

	.global	halite_sha512_blocks_armv7m_small
	.type	halite_sha512_blocks_armv7m_small, %function
	.align	2
halite_sha512_blocks_armv7m_small:
	push	{r0-r2, r4-r11, lr}
	sub	sp, sp, #FRAME
	mov	r11, r1
	ldr	r10, =halite_sha512_k
block:
	ldr	r0, [sp, #NB]
	cmp	r0, #0
	beq	done
	subs	r0, r0, #1
	str	r0, [sp, #NB]
	ldr	r0, [sp, #ST]		@ V = st
	ldm	r0, {r0-r7}
	add	r12, sp, #V
	stm	r12!, {r0-r7}
	ldr	r0, [sp, #ST]
	adds	r0, r0, #32
	ldm	r0, {r0-r7}
	stm	r12, {r0-r7}
	movs	r9, #0
round:
	and	r3, r9, #0x78		@ this round's ring slot
	add	r3, r3, sp
	cmp	r9, #128
	bhs	schedule
	ldr	r1, [r11], #4		@ W[t] = the big-endian word at in + 8 t
	ldr	r0, [r11], #4
	rev	r1, r1
	rev	r0, r0
	strd	r0, r1, [r3]
	b	compress
schedule:				@ W[t] += s1(W[t-2]) + W[t-7] + s0(W[t-15])
	sub	r0, r9, #16
	and	r0, r0, #0x78
	add	r0, r0, sp
	ldrd	r0, r1, [r0]
	adr	r2, small_sigma1
	bl	sha_sigma
	and	r3, r9, #0x78
	add	r3, r3, sp
	ldrd	r0, r1, [r3]
	adds	r4, r4, r0
	adc	r5, r5, r1
	sub	r0, r9, #56
	and	r0, r0, #0x78
	add	r0, r0, sp
	ADD64	r4, r5, r0, 0
	strd	r4, r5, [r3]
	sub	r0, r9, #120
	and	r0, r0, #0x78
	add	r0, r0, sp
	ldrd	r0, r1, [r0]
	adr	r2, small_sigma0
	bl	sha_sigma
	and	r3, r9, #0x78
	add	r3, r3, sp
	ADD64	r4, r5, r3, 0
	strd	r4, r5, [r3]
compress:				@ T1 = h + S1(e) + Ch(e, f, g) + K[t] + W[t]
	ldrd	r0, r1, [sp, #V + 32]
	adr	r2, big_sigma1
	bl	sha_sigma
	add	r12, sp, #V + 40
	ldm	r12, {r2, r3, r6, r7}	@ f, g
	eor	r2, r2, r6
	and	r2, r2, r0
	eor	r2, r2, r6
	eor	r3, r3, r7
	and	r3, r3, r1
	eor	r3, r3, r7
	adds	r4, r4, r2
	adc	r5, r5, r3
	ADD64	r4, r5, sp, V + 56
	add	r3, r10, r9
	ADD64	r4, r5, r3, 0
	and	r3, r9, #0x78
	add	r3, r3, sp
	ADD64	r4, r5, r3, 0
	strd	r4, r5, [sp, #T1]
	ldrd	r0, r1, [sp, #V]	@ a' = T1 + S0(a) + Maj(a, b, c)
	adr	r2, big_sigma0
	bl	sha_sigma
	add	r12, sp, #V + 8
	ldm	r12, {r2, r3, r6, r7}	@ b, c
	orr	r8, r2, r6
	and	r8, r8, r0
	and	r12, r2, r6
	orr	r8, r8, r12
	adds	r4, r4, r8
	orr	r8, r3, r7
	and	r8, r8, r1
	and	r12, r3, r7
	orr	r8, r8, r12
	adc	r5, r5, r8
	ADD64	r4, r5, sp, T1
	strd	r4, r5, [sp, #NEWA]
	add	r12, sp, #V + 32	@ (e, f, g) move to (f, g, h)
	ldm	r12, {r0-r5}
	add	r12, r12, #8
	stm	r12, {r0-r5}
	add	r12, sp, #V		@ (a, b, c, d + T1) to (b, c, d, e)
	ldm	r12, {r0-r7}
	ldrd	r8, lr, [sp, #T1]
	adds	r6, r6, r8
	adc	r7, r7, lr
	add	r12, r12, #8
	stm	r12, {r0-r7}
	ldrd	r0, r1, [sp, #NEWA]
	strd	r0, r1, [sp, #V]
	add	r9, r9, #8
	cmp	r9, #640
	bne	round
	ldr	r0, [sp, #ST]		@ st += V
	add	r8, sp, #V
	movs	r9, #8
1:	ldrd	r2, r3, [r0]
	ldrd	r4, r5, [r8], #8
	adds	r2, r2, r4
	adc	r3, r3, r5
	strd	r2, r3, [r0], #8
	subs	r9, r9, #1
	bne	1b
	b	block
done:
	mov	r0, sp			@ wipe W, V, T1 and the new a
	movs	r1, #0
	movs	r2, #FRAME
	bl	memset
	add	sp, sp, #FRAME + 12
	pop	{r4-r11, pc}
	.size	halite_sha512_blocks_armv7m_small, .-halite_sha512_blocks_armv7m_small
