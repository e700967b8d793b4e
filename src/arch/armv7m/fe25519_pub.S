@ GF(2^255 - 19) multiplication and squaring for PUBLIC data only, ARMv7-M.
@
@ VARIABLE TIME: these use UMULL, UMLAL and MLA on operand values, whose
@ latency on the Cortex-M3 depends on the operands (DESIGN.md 3, 4), and one
@ branch on the value. Call them only through src/field/fe25519_pub.h, from
@ signature verification; tools/longmul-check allow-lists exactly these
@ names.
@
@ Elements are eight little-endian 32-bit words, any value below 2^256
@ (src/field/fe25519_kernels.h); outputs are below 2^256, congruent mod p.
@
@ halite_fe25519_mul_pub_armv7m(r, a, b): r = a b mod p (loosely); r may
@   alias a or b (r is written last, a and b are read until then).
@ halite_fe25519_sqn_pub_armv7m(r, a, n): r = a^(2^n) mod p (loosely) for
@   n >= 1, r may alias a: n squarings, each starting from the registers the
@   last one ended in, with one frame and one load and store of the element.
@ halite_fe25519_sq_pub_armv7m(r, a): sqn with n = 1 (it falls into sqn).
@ halite_fe25519_addsub_pub_armv7m, halite_fe25519_dbladd_pub_armv7m: the
@   sums and differences of the point formulas, fused in pairs, each carry
@   out folded only when there is one (at the end of this file).
@
@ Product scanning on 32-bit words, one column at a time: each product
@   UMULL t0, t1 is added into a three-word accumulator (c0, c1, c2) with
@   ADDS/ADCS/ADC. ARMv7-M has no UMAAL and UMLAL cannot report a carry out
@   of 64 bits, which two 64-bit products already overflow. A column holds
@   at most 8 products < 2^64 (plus a carry < 2^36), so 96 bits never wrap.
@   The squaring adds each cross product a_i a_j (i < j) twice, except in
@   columns 8..14, where the carry in waits in spare registers while the
@   column's cross products are summed and doubled once.
@
@ Reduction without a second pass over 16 words: 2^256 = 38 (mod p).
@   1. Columns 8..14 first, alone: H = sum_{k>=8} col_k 2^(32(k-8)) <= ab /
@      2^256 < 2^256, eight words h0..h7 on the stack (h7 is the last carry).
@   2. Columns 0..7, column k also adding 38 h_k (< 2^38), gives
@      L' = sum_{k<8} col_k 2^(32k) + 38 H == ab (mod p). Its words r_k
@      overwrite h_k, which column k was the last to read.
@      Bound: col_k <= 8 (2^32 - 1)^2, so L' < 2^291 + 38 2^256 and the
@      carry C = (c0, c1) out of column 7 is < 2^36: c1 <= 15.
@   3. r = (L' mod 2^256) + 38 C, 38 C < 2^42. If that carries out of 2^256,
@      the value left is < 2^42, so adding 38 for the carry stops in word 1.
@
@ Registers: r3-r10 = a0..a7 (except as below); r0-r2 the
@   accumulator (renamed each column: the word leaving becomes the new,
@   zeroed c2); r11, r12 = t0, t1 (t1 also receives the operand loaded for
@   the product: UMULL may overwrite its own source). sq: in columns 8..14
@   the accumulator and the carry rotate through r0-r2, r3 (a0 is idle) and
@   lr; from column 0 on, a0 is back and lr = 38.
@   mul: lr = b. No register is left to hold b, so b_j is loaded for each
@   product, except where an a_i register is idle: a0, a1, a2 hold b7, b6,
@   b5 in the high columns (they are reloaded for the low ones), and a7, a6
@   hold b0, b1 in low columns 0..5 (reloaded for 6 and 7).
@   Stack: sp+0..28 = h0..h7, then r0..r7; mul: sp+32 = r, sp+36 = a;
@   sqn: sp+32 = a0, sp+36 = r, sp+40 = the squarings left.

	.syntax	unified
	.thumb
	.text

	.global	halite_fe25519_mul_pub_armv7m
	.type	halite_fe25519_mul_pub_armv7m, %function
	.align	2
halite_fe25519_mul_pub_armv7m:
	push	{r0, r1, r4-r11, lr}		@ r, a at sp+32, sp+36 after the sub
	sub	sp, sp, #32
	ldm	r1, {r3-r10}			@ a0..a7
	mov	lr, r2				@ b
	mov	r2, #0
	ldr	r3, [lr, #28]			@ b7 in a0's register, for columns 8..14
	@ column 8 -> h0
	umull	r0, r1, r4, r3		@ a1 b7
	ldr	r12, [lr, #24]			@ b6
	umull	r11, r12, r5, r12		@ a2 b6
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #20]			@ b5
	umull	r11, r12, r6, r12		@ a3 b5
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r7, r12		@ a4 b4
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r8, r12		@ a5 b3
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r9, r12		@ a6 b2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #4]			@ b1
	umull	r11, r12, r10, r12		@ a7 b1
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #0]
	mov	r0, #0				@ the new c2
	ldr	r4, [lr, #24]			@ b6 in a1's register, for columns 9..13
	@ column 9 -> h1
	umull	r11, r12, r5, r3		@ a2 b7
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r6, r4		@ a3 b6
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #20]			@ b5
	umull	r11, r12, r7, r12		@ a4 b5
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r8, r12		@ a5 b4
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r9, r12		@ a6 b3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r10, r12		@ a7 b2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #4]
	mov	r1, #0				@ the new c2
	ldr	r5, [lr, #20]			@ b5 in a2's register, for columns 10..12
	@ column 10 -> h2
	umull	r11, r12, r6, r3		@ a3 b7
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r7, r4		@ a4 b6
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r8, r5		@ a5 b5
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r9, r12		@ a6 b4
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r10, r12		@ a7 b3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #8]
	mov	r2, #0				@ the new c2
	@ column 11 -> h3
	umull	r11, r12, r7, r3		@ a4 b7
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r8, r4		@ a5 b6
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r9, r5		@ a6 b5
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r10, r12		@ a7 b4
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #12]
	mov	r0, #0				@ the new c2
	@ column 12 -> h4
	umull	r11, r12, r8, r3		@ a5 b7
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r9, r4		@ a6 b6
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r10, r5		@ a7 b5
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #16]
	mov	r1, #0				@ the new c2
	@ column 13 -> h5
	umull	r11, r12, r9, r3		@ a6 b7
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r10, r4		@ a7 b6
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #20]
	mov	r2, #0				@ the new c2
	@ column 14 -> h6
	umull	r11, r12, r10, r3		@ a7 b7
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #24]
	mov	r0, #0				@ the new c2
	str	r1, [sp, #28]			@ h7 = the last carry; c1 == 0 as H < 2^256
	ldr	r11, [sp, #36]
	ldm	r11, {r3-r5}			@ a0..a2 back
	ldr	r10, [lr, #0]			@ b0 in a7's register, for columns 0..5
	ldr	r9, [lr, #4]			@ b1 in a6's register, for columns 1..5
	@ column 0 + 38 h0 -> r0
	ldr	r12, [sp, #0]			@ h0
	mov	r11, #38
	umull	r1, r2, r12, r11		@ 38 h0 < 2^38
	umull	r11, r12, r3, r10		@ a0 b0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #0]
	mov	r1, #0				@ the new c2
	@ column 1 + 38 h1 -> r1
	ldr	r12, [sp, #4]			@ h1
	mov	r11, #38
	umlal	r2, r0, r12, r11		@ + 38 h1
	umull	r11, r12, r3, r9		@ a0 b1
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r4, r10		@ a1 b0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #4]
	mov	r2, #0				@ the new c2
	@ column 2 + 38 h2 -> r2
	ldr	r12, [sp, #8]			@ h2
	mov	r11, #38
	umlal	r0, r1, r12, r11		@ + 38 h2
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r3, r12		@ a0 b2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r4, r9		@ a1 b1
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r5, r10		@ a2 b0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #8]
	mov	r0, #0				@ the new c2
	@ column 3 + 38 h3 -> r3
	ldr	r12, [sp, #12]			@ h3
	mov	r11, #38
	umlal	r1, r2, r12, r11		@ + 38 h3
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r3, r12		@ a0 b3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r4, r12		@ a1 b2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r5, r9		@ a2 b1
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r6, r10		@ a3 b0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #12]
	mov	r1, #0				@ the new c2
	@ column 4 + 38 h4 -> r4
	ldr	r12, [sp, #16]			@ h4
	mov	r11, #38
	umlal	r2, r0, r12, r11		@ + 38 h4
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r3, r12		@ a0 b4
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r4, r12		@ a1 b3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r5, r12		@ a2 b2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r6, r9		@ a3 b1
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r7, r10		@ a4 b0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #16]
	mov	r2, #0				@ the new c2
	@ column 5 + 38 h5 -> r5
	ldr	r12, [sp, #20]			@ h5
	mov	r11, #38
	umlal	r0, r1, r12, r11		@ + 38 h5
	ldr	r12, [lr, #20]			@ b5
	umull	r11, r12, r3, r12		@ a0 b5
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r4, r12		@ a1 b4
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r5, r12		@ a2 b3
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r6, r12		@ a3 b2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r7, r9		@ a4 b1
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r8, r10		@ a5 b0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #20]
	mov	r0, #0				@ the new c2
	ldr	r11, [sp, #36]
	ldrd	r9, r10, [r11, #24]		@ a6, a7 back
	@ column 6 + 38 h6 -> r6
	ldr	r12, [sp, #24]			@ h6
	mov	r11, #38
	umlal	r1, r2, r12, r11		@ + 38 h6
	ldr	r12, [lr, #24]			@ b6
	umull	r11, r12, r3, r12		@ a0 b6
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #20]			@ b5
	umull	r11, r12, r4, r12		@ a1 b5
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r5, r12		@ a2 b4
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r6, r12		@ a3 b3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r7, r12		@ a4 b2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #4]			@ b1
	umull	r11, r12, r8, r12		@ a5 b1
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	ldr	r12, [lr, #0]			@ b0
	umull	r11, r12, r9, r12		@ a6 b0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #24]
	mov	r1, #0				@ the new c2
	@ column 7 + 38 h7 -> r7
	ldr	r12, [sp, #28]			@ h7
	mov	r11, #38
	umlal	r2, r0, r12, r11		@ + 38 h7
	ldr	r12, [lr, #28]			@ b7
	umull	r11, r12, r3, r12		@ a0 b7
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #24]			@ b6
	umull	r11, r12, r4, r12		@ a1 b6
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #20]			@ b5
	umull	r11, r12, r5, r12		@ a2 b5
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #16]			@ b4
	umull	r11, r12, r6, r12		@ a3 b4
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #12]			@ b3
	umull	r11, r12, r7, r12		@ a4 b3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #8]			@ b2
	umull	r11, r12, r8, r12		@ a5 b2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #4]			@ b1
	umull	r11, r12, r9, r12		@ a6 b1
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	ldr	r12, [lr, #0]			@ b0
	umull	r11, r12, r10, r12		@ a7 b0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #28]
	@ C = (c0, c1), c1 <= 15: add 38 C
	mov	r2, #38
	umull	r11, r12, r0, r2
	mla	r12, r1, r2, r12		@ 38 C = (t0, t1), t1 < 2^10
	ldm	sp, {r3-r10}			@ L' mod 2^256
	adds	r3, r3, r11
	adcs	r4, r4, r12
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	bcc	1f				@ public data: a branch is allowed
	adds	r3, r3, #38			@ the value was < 2^42: r4 < 2^10
	adc	r4, r4, #0
1:	ldr	r0, [sp, #32]
	stm	r0, {r3-r10}
	add	sp, sp, #40
	pop	{r4-r11, pc}
	.size	halite_fe25519_mul_pub_armv7m, .-halite_fe25519_mul_pub_armv7m

	.global	halite_fe25519_sq_pub_armv7m
	.type	halite_fe25519_sq_pub_armv7m, %function
	.align	2
halite_fe25519_sq_pub_armv7m:
	mov	r2, #1				@ one squaring, by the code below
	.size	halite_fe25519_sq_pub_armv7m, .-halite_fe25519_sq_pub_armv7m
	.global	halite_fe25519_sqn_pub_armv7m
	.type	halite_fe25519_sqn_pub_armv7m, %function
halite_fe25519_sqn_pub_armv7m:
	push	{r0, r2, r4-r11, lr}		@ r, n at sp+36, sp+40 after the sub
	sub	sp, sp, #36
	ldm	r1, {r3-r10}			@ a0..a7
2:	str	r3, [sp, #32]			@ a0, while r3 serves columns 8..14
	@ column 8 -> h0
	umull	r0, r1, r4, r10		@ a1 a7
	mov	r2, #0
	umull	r11, r12, r5, r9		@ a2 a6
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r6, r8		@ a3 a5
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	adds	r0, r0, r0			@ doubled: < 6 2^64
	adcs	r1, r1, r1
	adc	r2, r2, r2
	umull	r11, r12, r7, r7		@ a4^2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #0]
	@ column 9 -> h1
	umull	r0, r3, r5, r10		@ a2 a7
	mov	lr, #0
	umull	r11, r12, r6, r9		@ a3 a6
	adds	r0, r0, r11
	adcs	r3, r3, r12
	adc	lr, lr, #0
	umull	r11, r12, r7, r8		@ a4 a5
	adds	r0, r0, r11
	adcs	r3, r3, r12
	adc	lr, lr, #0
	adds	r0, r0, r0			@ doubled: < 6 2^64
	adcs	r3, r3, r3
	adc	lr, lr, lr
	adds	r0, r0, r1			@ + the carry in
	adcs	r3, r3, r2
	adc	lr, lr, #0
	str	r0, [sp, #4]
	@ column 10 -> h2
	umull	r0, r1, r6, r10		@ a3 a7
	mov	r2, #0
	umull	r11, r12, r7, r9		@ a4 a6
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	adds	r0, r0, r0			@ doubled: < 6 2^64
	adcs	r1, r1, r1
	adc	r2, r2, r2
	adds	r0, r0, r3			@ + the carry in
	adcs	r1, r1, lr
	adc	r2, r2, #0
	umull	r11, r12, r8, r8		@ a5^2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #8]
	@ column 11 -> h3
	umull	r0, r3, r7, r10		@ a4 a7
	mov	lr, #0
	umull	r11, r12, r8, r9		@ a5 a6
	adds	r0, r0, r11
	adcs	r3, r3, r12
	adc	lr, lr, #0
	adds	r0, r0, r0			@ doubled: < 6 2^64
	adcs	r3, r3, r3
	adc	lr, lr, lr
	adds	r0, r0, r1			@ + the carry in
	adcs	r3, r3, r2
	adc	lr, lr, #0
	str	r0, [sp, #12]
	@ column 12 -> h4
	umull	r0, r1, r8, r10		@ a5 a7
	mov	r2, #0
	adds	r0, r0, r0			@ doubled: < 6 2^64
	adcs	r1, r1, r1
	adc	r2, r2, r2
	adds	r0, r0, r3			@ + the carry in
	adcs	r1, r1, lr
	adc	r2, r2, #0
	umull	r11, r12, r9, r9		@ a6^2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #16]
	@ column 13 -> h5
	umull	r0, r3, r9, r10		@ a6 a7
	mov	lr, #0
	adds	r0, r0, r0			@ doubled: < 6 2^64
	adcs	r3, r3, r3
	adc	lr, lr, lr
	adds	r0, r0, r1			@ + the carry in
	adcs	r3, r3, r2
	adc	lr, lr, #0
	str	r0, [sp, #20]
	@ column 14 -> h6
	umull	r11, r12, r10, r10		@ a7^2
	adds	r3, r3, r11
	adc	lr, lr, r12
	str	r3, [sp, #24]
	str	lr, [sp, #28]			@ h7
	ldr	r3, [sp, #32]			@ a0 back
	mov	lr, #38
	mov	r2, #0
	@ column 0 + 38 h0 -> r0
	ldr	r12, [sp, #0]			@ h0
	umull	r0, r1, r12, lr		@ 38 h0 < 2^38
	umull	r11, r12, r3, r3		@ a0^2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #0]
	mov	r0, #0				@ the new c2
	@ column 1 + 38 h1 -> r1
	ldr	r12, [sp, #4]			@ h1
	umlal	r1, r2, r12, lr		@ + 38 h1
	umull	r11, r12, r3, r4		@ 2 a0 a1
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #4]
	mov	r1, #0				@ the new c2
	@ column 2 + 38 h2 -> r2
	ldr	r12, [sp, #8]			@ h2
	umlal	r2, r0, r12, lr		@ + 38 h2
	umull	r11, r12, r3, r5		@ 2 a0 a2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r4, r4		@ a1^2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #8]
	mov	r2, #0				@ the new c2
	@ column 3 + 38 h3 -> r3
	ldr	r12, [sp, #12]			@ h3
	umlal	r0, r1, r12, lr		@ + 38 h3
	umull	r11, r12, r3, r6		@ 2 a0 a3
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r4, r5		@ 2 a1 a2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #12]
	mov	r0, #0				@ the new c2
	@ column 4 + 38 h4 -> r4
	ldr	r12, [sp, #16]			@ h4
	umlal	r1, r2, r12, lr		@ + 38 h4
	umull	r11, r12, r3, r7		@ 2 a0 a4
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r4, r6		@ 2 a1 a3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r5, r5		@ a2^2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #16]
	mov	r1, #0				@ the new c2
	@ column 5 + 38 h5 -> r5
	ldr	r12, [sp, #20]			@ h5
	umlal	r2, r0, r12, lr		@ + 38 h5
	umull	r11, r12, r3, r8		@ 2 a0 a5
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r4, r7		@ 2 a1 a4
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r5, r6		@ 2 a2 a3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #20]
	mov	r2, #0				@ the new c2
	@ column 6 + 38 h6 -> r6
	ldr	r12, [sp, #24]			@ h6
	umlal	r0, r1, r12, lr		@ + 38 h6
	umull	r11, r12, r3, r9		@ 2 a0 a6
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r4, r8		@ 2 a1 a5
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r5, r7		@ 2 a2 a4
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r6, r6		@ a3^2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #24]
	mov	r0, #0				@ the new c2
	@ column 7 + 38 h7 -> r7
	ldr	r12, [sp, #28]			@ h7
	umlal	r1, r2, r12, lr		@ + 38 h7
	umull	r11, r12, r3, r10		@ 2 a0 a7
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r4, r9		@ 2 a1 a6
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r5, r8		@ 2 a2 a5
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r6, r7		@ 2 a3 a4
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #28]
	@ C = (c0, c1), c1 <= 15: add 38 C
	umull	r11, r12, r2, lr
	mla	r12, r0, lr, r12		@ 38 C = (t0, t1), t1 < 2^10
	ldm	sp, {r3-r10}			@ L' mod 2^256
	adds	r3, r3, r11
	adcs	r4, r4, r12
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	bcc	1f				@ public data: a branch is allowed
	adds	r3, r3, #38			@ the value was < 2^42: r4 < 2^10
	adc	r4, r4, #0
1:	ldr	r0, [sp, #40]
	subs	r0, r0, #1
	str	r0, [sp, #40]
	bne	2b				@ the next squaring starts from r3-r10
	ldr	r0, [sp, #36]
	stm	r0, {r3-r10}
	add	sp, sp, #44
	pop	{r4-r11, pc}
	.size	halite_fe25519_sqn_pub_armv7m, .-halite_fe25519_sqn_pub_armv7m

@ halite_fe25519_addsub_pub_armv7m(s, d, a, b): s = a + b and d = a - b
@   (loosely, < 2^256); s and d may alias a, never b (a is loaded once and
@   b twice). Variable time: each fold below is a branch on the value.
@   Registers: r4-r11 = a (then a - b), r1, r2, r12, lr = four words of b
@   (then of a + b), r0 = s, r3 = b; d waits on the stack.
@   a + b >= 2^256: the chain left a + b - 2^256 == a + b - 38, so 38 more
@   is added; if that carries again the value was >= 2^256 - 38 and is now
@   below 38 (word 0 only), so a second 38 ends it. a - b < 0 likewise:
@   a - b + 2^256 == a - b + 38, so 38 comes off, twice if it borrows.
	.global	halite_fe25519_addsub_pub_armv7m
	.type	halite_fe25519_addsub_pub_armv7m, %function
	.align	2
halite_fe25519_addsub_pub_armv7m:
	push	{r1, r4-r11, lr}		@ d at sp+0
	ldm	r2, {r4-r11}			@ a
	ldm	r3!, {r1, r2, r12, lr}		@ b0..b3
	adds	r1, r4, r1
	adcs	r2, r5, r2
	adcs	r12, r6, r12
	adcs	lr, r7, lr
	stm	r0!, {r1, r2, r12, lr}		@ s0..s3; LDM/STM keep the flags
	ldm	r3, {r1, r2, r12, lr}		@ b4..b7
	adcs	r1, r8, r1
	adcs	r2, r9, r2
	adcs	r12, r10, r12
	adcs	lr, r11, lr
	stm	r0, {r1, r2, r12, lr}		@ s4..s7
	bcs	3f				@ public data: a branch is allowed
1:	sub	r3, r3, #16
	ldm	r3!, {r1, r2, r12, lr}		@ b0..b3 again
	subs	r4, r4, r1
	sbcs	r5, r5, r2
	sbcs	r6, r6, r12
	sbcs	r7, r7, lr
	ldm	r3, {r1, r2, r12, lr}		@ b4..b7
	sbcs	r8, r8, r1
	sbcs	r9, r9, r2
	sbcs	r10, r10, r12
	sbcs	r11, r11, lr
	bcc	4f				@ borrow: a - b < 0
2:	pop	{r1}
	stm	r1, {r4-r11}			@ d
	pop	{r4-r11, pc}
3:	sub	r0, r0, #16			@ s + 38; s4..s7 are stored, so
	ldm	r0, {r1, r2, r12, lr}		@ their registers take s0..s3
	adds	r1, r1, #38
	adcs	r2, r2, #0
	adcs	r12, r12, #0
	adcs	lr, lr, #0
	stm	r0!, {r1, r2, r12, lr}
	bcc	1b
	ldm	r0, {r1, r2, r12, lr}		@ rare: the carry reaches s4
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r12, r12, #0
	adcs	lr, lr, #0
	stm	r0, {r1, r2, r12, lr}
	bcc	1b
	ldr	r1, [r0, #-16]			@ was >= 2^256 - 38: now < 38
	add	r1, r1, #38
	str	r1, [r0, #-16]
	b	1b
4:	subs	r4, r4, #38			@ d - 38
	sbcs	r5, r5, #0
	sbcs	r6, r6, #0
	sbcs	r7, r7, #0
	sbcs	r8, r8, #0
	sbcs	r9, r9, #0
	sbcs	r10, r10, #0
	sbcs	r11, r11, #0
	bcs	2b
	sub	r4, r4, #38			@ was < 38: now >= 2^256 - 38
	b	2b
	.size	halite_fe25519_addsub_pub_armv7m, .-halite_fe25519_addsub_pub_armv7m

@ halite_fe25519_dbladd_pub_armv7m(r, a, b): r = 2 a + b (loosely,
@   < 2^256); r may alias a, never b. Variable time (a branch on the value).
@   Registers: r4-r11 = a, then 2 a, then 2 a + b; r0 = the carries out of
@   both chains (<= 2), then 38 times them; r1, r3, r12, lr = four words of
@   b; r2 = b; r waits on the stack.
	.global	halite_fe25519_dbladd_pub_armv7m
	.type	halite_fe25519_dbladd_pub_armv7m, %function
	.align	2
halite_fe25519_dbladd_pub_armv7m:
	push	{r0, r4-r11, lr}		@ r at sp+0
	ldm	r1, {r4-r11}			@ a
	mov	r0, #0
	adds	r4, r4, r4			@ 2 a
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	adcs	r8, r8, r8
	adcs	r9, r9, r9
	adcs	r10, r10, r10
	adcs	r11, r11, r11
	adc	r0, r0, #0			@ the first carry
	ldm	r2!, {r1, r3, r12, lr}		@ b0..b3
	adds	r4, r4, r1
	adcs	r5, r5, r3
	adcs	r6, r6, r12
	adcs	r7, r7, lr
	ldm	r2, {r1, r3, r12, lr}		@ b4..b7; LDM keeps the flags
	adcs	r8, r8, r1
	adcs	r9, r9, r3
	adcs	r10, r10, r12
	adcs	r11, r11, lr
	adc	r0, r0, #0			@ + the second: 2 a + b < 3 2^256
	cbz	r0, 1f				@ public data: a branch is allowed
	mov	r1, #38
	mul	r0, r0, r1			@ 38 (carries) <= 76
	adds	r4, r4, r0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	adcs	r11, r11, #0
	it	cs
	addcs	r4, r4, #38			@ was >= 2^256 - 76: now < 76, no carry
1:	pop	{r0}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
	.size	halite_fe25519_dbladd_pub_armv7m, .-halite_fe25519_dbladd_pub_armv7m
