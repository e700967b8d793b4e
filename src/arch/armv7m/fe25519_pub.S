@ SPDX-License-Identifier: ISC
@ GF(2^255 - 19) multiplication and squaring for PUBLIC data only, ARMv7-M.
@
@ VARIABLE TIME: these use UMULL, UMLAL and MLA on operand values, whose
@ latency on the Cortex-M3 depends on the operands (docs/design.md, Constant
@ time), and branches on the value. Call them only through
@ src/field/fe25519_pub.h, from signature verification; tools/longmul-check
@ allow-lists exactly these names.
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
@ Product scanning, one column at a time: each product UMULL t0, t1 is
@   added into a three-word accumulator (c0, c1, c2) with ADDS/ADCS/ADC.
@   ARMv7-M has no UMAAL and UMLAL cannot report a carry out of 64 bits,
@   which two 64-bit products already overflow; UMLAL serves where the sum
@   provably fits (a product's last column, the 38 x folds below).
@
@ mul: one level of subtractive Karatsuba on 128-bit halves, B = 2^128,
@   a = aL + B aH, b = bL + B bH, three 4x4-word products (48 UMULL, not 64):
@     L = aL bL, H = aH bH, M = |aL - aH| |bL - bH|,
@     T = aL bH + aH bL = L + H - s M, s = the sign of (aL - aH)(bL - bH)
@   (T >= 0 and < 2^257; the sign is public, so it picks a branch). Then
@     ab = L + B T + B^2 H = L0 + B W + B^3 H1,
@     W = L1 + T + B H0 (9 words, w8 <= 3), with X0, X1 the halves of X;
@   W is summed as (L0, Z) + (Z, H1) + z (B + B^2) -+ M with Z + z B =
@   L1 + H0, so that each of L, H, M is loaded once. With 2^256 = B^2 = 38
@   (mod p):
@     ab == (l0..l3, w0..w3) + 38 (w4..w7, h4..h7) + 38 w8 B.
@   Each column k of that sum, x_k + 38 y_k < 39 2^32, is one UMLAL into
@   (x_k, hi_k) with hi_k = 0 (38 w8 for k = 3); the words and the hi_k
@   meet in one ADCS chain (UMLAL, MOV and MUL keep the flags). Its carry
@   out C <= 39 adds 38 C < 2^11; if that carries out of 2^256, the value
@   left is < 2^11 and 38 more cannot carry.
@   4x4 product: x0..x3 = r3-r6, y0..y3 = r7-r10, r0-r2 the accumulator
@   (renamed each column: the word leaving becomes the next c2), r11, r12
@   = t0, t1, lr = 0 (each column's c2 starts as ADC c2, lr, #0). Column
@   6 is one UMLAL: the product is < 2^256. The words go to the stack.
@   |aL - aH|, |bL - bH| replace aL, bL in r3-r10 after L (aH, bH loaded
@   into r0-r2, r11); W is summed in r3-r10 (w8 in r12) from the stack,
@   four words at a time into r0-r2, r11 with LDM, lr walking; the final
@   sum keeps 38 in r11, hi_k in r1, r2, x_k or y_k in r0, lr, and the
@   result in r7-r10 (words 0..3, over w4..w7) and r3-r6 (words 4..7).
@   Stack: sp+0 L, +32 H, +64 M, +96 the sign (-1: T = L + H + M), +100 r,
@   +104 aH = a + 16, +108 bH = b + 16.
@
@ sqn: the same Karatsuba split, each squaring from the registers the last
@   one ended in: L = aL^2, H = aH^2, M = (aL - aH)^2, T = L + H - M (no
@   sign: M >= 0), then W and the 38-fold exactly as in mul. A 4-word
@   square is 10 UMULL, 30 in all where product scanning on eight words
@   needs 36; its cross products are added twice, except in column 3 of M,
@   where registers are free to sum x0 x3 + x1 x2 and double it once.
@   Registers: aL = r0-r2, r11 and aH = r3-r6 at the top of each squaring
@   (where the fold leaves the result words 0..3 and 4..7); H = aH^2 uses
@   r7-r9 as the accumulator, r10, r12 = t0, t1; then |aL - aH| goes to
@   r7-r10, L = aL^2 uses r3-r5 and r6, r12, and M r0-r2 and r11, r12;
@   lr = 0 for the squares. W: w0..w3 in r3-r6, w4..w7 in r0-r2, r11, w8
@   in r12; the fold keeps 38 in r7, hi_k in r8, r9, x_k or y_k in r10, lr.
@   Stack: sp+0 L, +32 H, +64 M, +96 r, +100 the squarings left.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_pub_armv7m)

	.global	halite_fe25519_mul_pub_armv7m
	.type	halite_fe25519_mul_pub_armv7m, %function
	.align	2
halite_fe25519_mul_pub_armv7m:
	push	{r4-r11, lr}
	ldm	r1!, {r3-r6}		@ aL = a0..a3; r1 = aH
	ldm	r2!, {r7-r10}		@ bL = b0..b3; r2 = bH
	push	{r0-r2}			@ r, aH, bH at sp+100.. after the sub
	sub	sp, sp, #100
	mov	lr, #0			@ the zero that starts each column's top word
	@ column 0 of L = aL bL
	umull	r0, r1, r3, r7		@ x0 y0
	str	r0, [sp, #0]
	@ column 1
	umull	r11, r2, r3, r8		@ x0 y1
	adds	r1, r1, r11
	adc	r2, r2, #0
	umull	r11, r12, r4, r7	@ x1 y0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	str	r1, [sp, #4]
	@ column 2
	umull	r11, r12, r3, r9	@ x0 y2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	umull	r11, r12, r4, r8	@ x1 y1
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r5, r7	@ x2 y0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #8]
	@ column 3
	umull	r11, r12, r3, r10	@ x0 y3
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, lr, #0		@ lr = 0
	umull	r11, r12, r4, r9	@ x1 y2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r5, r8	@ x2 y1
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r6, r7	@ x3 y0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #12]
	@ column 4
	umull	r11, r12, r4, r10	@ x1 y3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	umull	r11, r12, r5, r9	@ x2 y2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r6, r8	@ x3 y1
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #16]
	@ column 5
	umull	r11, r12, r5, r10	@ x2 y3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	umull	r11, r12, r6, r9	@ x3 y2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #20]
	@ column 6
	umlal	r0, r1, r6, r10		@ + x3 y3: the product < 2^256, so no carry out
	str	r0, [sp, #24]
	str	r1, [sp, #28]
	@ |aL - aH| and |bL - bH| over aL, bL; r12 = -1 if exactly one is negative
	ldr	r12, [sp, #104]
	ldm	r12, {r0-r2, r11}	@ aH
	subs	r3, r3, r0
	sbcs	r4, r4, r1
	sbcs	r5, r5, r2
	sbcs	r6, r6, r11		@ aL - aH mod 2^128
	sbc	r12, r12, r12		@ -1 if that borrowed, else 0
	bcs	1f			@ public data: a branch is allowed
	rsbs	r3, r3, #0		@ aH - aL
	sbcs	r4, lr, r4
	sbcs	r5, lr, r5
	sbc	r6, lr, r6
1:	ldr	r0, [sp, #108]
	ldm	r0, {r0-r2, r11}	@ bH
	subs	r7, r7, r0
	sbcs	r8, r8, r1
	sbcs	r9, r9, r2
	sbcs	r10, r10, r11		@ bL - bH mod 2^128
	bcs	2f
	rsbs	r7, r7, #0		@ bH - bL
	sbcs	r8, lr, r8
	sbcs	r9, lr, r9
	sbc	r10, lr, r10
	mvn	r12, r12
2:	str	r12, [sp, #96]
	@ column 0 of M = |aL - aH| |bL - bH|
	umull	r0, r1, r3, r7		@ x0 y0
	str	r0, [sp, #64]
	@ column 1
	umull	r11, r2, r3, r8		@ x0 y1
	adds	r1, r1, r11
	adc	r2, r2, #0
	umull	r11, r12, r4, r7	@ x1 y0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	str	r1, [sp, #68]
	@ column 2
	umull	r11, r12, r3, r9	@ x0 y2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	umull	r11, r12, r4, r8	@ x1 y1
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r5, r7	@ x2 y0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #72]
	@ column 3
	umull	r11, r12, r3, r10	@ x0 y3
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, lr, #0		@ lr = 0
	umull	r11, r12, r4, r9	@ x1 y2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r5, r8	@ x2 y1
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r6, r7	@ x3 y0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #76]
	@ column 4
	umull	r11, r12, r4, r10	@ x1 y3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	umull	r11, r12, r5, r9	@ x2 y2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r6, r8	@ x3 y1
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #80]
	@ column 5
	umull	r11, r12, r5, r10	@ x2 y3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	umull	r11, r12, r6, r9	@ x3 y2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #84]
	@ column 6
	umlal	r0, r1, r6, r10		@ + x3 y3: the product < 2^256, so no carry out
	str	r0, [sp, #88]
	str	r1, [sp, #92]
	ldrd	r11, r12, [sp, #104]
	ldm	r11, {r3-r6}		@ aH
	ldm	r12, {r7-r10}		@ bH
	@ column 0 of H = aH bH
	umull	r0, r1, r3, r7		@ x0 y0
	str	r0, [sp, #32]
	@ column 1
	umull	r11, r2, r3, r8		@ x0 y1
	adds	r1, r1, r11
	adc	r2, r2, #0
	umull	r11, r12, r4, r7	@ x1 y0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	str	r1, [sp, #36]
	@ column 2
	umull	r11, r12, r3, r9	@ x0 y2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	umull	r11, r12, r4, r8	@ x1 y1
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r5, r7	@ x2 y0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #40]
	@ column 3
	umull	r11, r12, r3, r10	@ x0 y3
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, lr, #0		@ lr = 0
	umull	r11, r12, r4, r9	@ x1 y2
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r5, r8	@ x2 y1
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	umull	r11, r12, r6, r7	@ x3 y0
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r2, #0
	str	r0, [sp, #44]
	@ column 4
	umull	r11, r12, r4, r10	@ x1 y3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	umull	r11, r12, r5, r9	@ x2 y2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r6, r8	@ x3 y1
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #48]
	@ column 5
	umull	r11, r12, r5, r10	@ x2 y3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	umull	r11, r12, r6, r9	@ x3 y2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #52]
	@ column 6
	umlal	r0, r1, r6, r10		@ + x3 y3: the product < 2^256, so no carry out
	str	r0, [sp, #56]
	str	r1, [sp, #60]
	@ W = (L0, Z) + (Z, H1) + z (B + B^2) -+ M, Z + z B = L1 + H0 (z <= 1):
	@ words w0..w7 in r3-r10, w8 in r12
	add	lr, sp, #32
	ldm	sp, {r3-r10}		@ L
	ldm	lr!, {r0-r2, r11}	@ H0
	mov	r12, #0
	adds	r7, r7, r0		@ Z = L1 + H0
	adcs	r8, r8, r1
	adcs	r9, r9, r2
	adcs	r10, r10, r11
	adc	r12, r12, #0		@ z
	ldm	lr!, {r0-r2, r11}	@ H1
	adds	r0, r0, r12		@ + z: the z B of (L0, Z); r12 keeps its z B^2
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r11, r11, #0
	adc	r12, r12, #0
	adds	r3, r3, r7		@ L0 + Z
	adcs	r4, r4, r8
	adcs	r5, r5, r9
	adcs	r6, r6, r10
	adcs	r7, r7, r0		@ Z + H1 + z
	adcs	r8, r8, r1
	adcs	r9, r9, r2
	adcs	r10, r10, r11
	adc	r12, r12, #0		@ <= 4
	ldr	r0, [sp, #96]
	cbnz	r0, 3f
	ldm	lr!, {r0-r2, r11}	@ M0
	subs	r3, r3, r0
	sbcs	r4, r4, r1
	sbcs	r5, r5, r2
	sbcs	r6, r6, r11
	ldm	lr, {r0-r2, r11}	@ M1
	sbcs	r7, r7, r0
	sbcs	r8, r8, r1
	sbcs	r9, r9, r2
	sbcs	r10, r10, r11
	sbc	r12, r12, #0		@ w8 <= 3: W = L1 + T + B H0 < 2^258
	b	4f
3:	ldm	lr!, {r0-r2, r11}		@ M0
	adds	r3, r3, r0
	adcs	r4, r4, r1
	adcs	r5, r5, r2
	adcs	r6, r6, r11
	ldm	lr, {r0-r2, r11}	@ M1
	adcs	r7, r7, r0
	adcs	r8, r8, r1
	adcs	r9, r9, r2
	adcs	r10, r10, r11
	adc	r12, r12, #0		@ w8 <= 3
4:
	@ R = (l0..l3, w0..w3) + 38 (w4..w7, h4..h7) + 38 w8 2^128
	mov	r11, #38
	ldrd	r0, lr, [sp, #0]	@ l0, l1
	@ column 0
	umull	r7, r1, r7, r11		@ 38 w4
	adds	r7, r7, r0		@ + l0; the carry goes to column 1
	@ column 1
	mov	r2, #0
	umlal	lr, r2, r8, r11		@ l1 + 38 w5
	adcs	r8, lr, r1
	@ column 2
	ldrd	r0, lr, [sp, #8]	@ l2, l3
	mov	r1, #0
	umlal	r0, r1, r9, r11		@ l2 + 38 w6
	adcs	r9, r0, r2
	@ column 3
	mul	r2, r12, r11		@ 38 w8, for column 4
	umlal	lr, r2, r10, r11	@ l3 + 38 w7
	adcs	r10, lr, r1
	@ column 4
	ldrd	r0, lr, [sp, #48]	@ h4, h5
	mov	r1, #0
	umlal	r3, r1, r0, r11		@ w0 + 38 h4
	adcs	r3, r3, r2
	@ column 5
	mov	r2, #0
	umlal	r4, r2, lr, r11		@ w1 + 38 h5
	adcs	r4, r4, r1
	@ column 6
	ldrd	r0, lr, [sp, #56]	@ h6, h7
	mov	r1, #0
	umlal	r5, r1, r0, r11		@ w2 + 38 h6
	adcs	r5, r5, r2
	@ column 7
	mov	r2, #0
	umlal	r6, r2, lr, r11		@ w3 + 38 h7
	adcs	r6, r6, r1
	adc	r2, r2, #0		@ the carry out of column 7, <= 39
	mul	r2, r2, r11
	adds	r7, r7, r2		@ + 38 (carry)
	bcs	6f			@ public data: a branch is allowed
5:	ldr	r0, [sp, #100]
	stm	r0!, {r7-r10}
	stm	r0, {r3-r6}
	add	sp, sp, #112
	pop	{r4-r11, pc}
6:	adcs	r8, r8, #0		@ rare: the carry runs on
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	it	cs
	addcs	r7, r7, #38		@ the value was < 2^11 + 38
	b	5b
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
	push	{r0, r2, r4-r11, lr}	@ r, n at sp+96, sp+100 after the sub
	sub	sp, sp, #96
	mov	r12, r1
	ldm	r12!, {r0-r2, r11}	@ aL = a0..a3
	ldm	r12, {r3-r6}		@ aH = a4..a7
2:	mov	lr, #0
	@ column 0 of H = aH^2
	umull	r7, r8, r3, r3		@ x0^2
	str	r7, [sp, #32]
	@ column 1
	umull	r10, r12, r3, r4	@ 2 x0 x1
	adds	r8, r8, r10
	adc	r9, r12, #0
	adds	r8, r8, r10
	adcs	r9, r9, r12
	adc	r7, lr, #0		@ lr = 0
	str	r8, [sp, #36]
	@ column 2
	umull	r10, r12, r3, r5	@ 2 x0 x2
	adds	r9, r9, r10
	adcs	r7, r7, r12
	adc	r8, lr, #0		@ lr = 0
	adds	r9, r9, r10
	adcs	r7, r7, r12
	adc	r8, r8, #0
	umull	r10, r12, r4, r4	@ x1^2
	adds	r9, r9, r10
	adcs	r7, r7, r12
	adc	r8, r8, #0
	str	r9, [sp, #40]
	@ column 3
	umull	r10, r12, r3, r6	@ 2 x0 x3
	adds	r7, r7, r10
	adcs	r8, r8, r12
	adc	r9, lr, #0		@ lr = 0
	adds	r7, r7, r10
	adcs	r8, r8, r12
	adc	r9, r9, #0
	umull	r10, r12, r4, r5	@ 2 x1 x2
	adds	r7, r7, r10
	adcs	r8, r8, r12
	adc	r9, r9, #0
	adds	r7, r7, r10
	adcs	r8, r8, r12
	adc	r9, r9, #0
	str	r7, [sp, #44]
	@ column 4
	umull	r10, r12, r4, r6	@ 2 x1 x3
	adds	r8, r8, r10
	adcs	r9, r9, r12
	adc	r7, lr, #0		@ lr = 0
	adds	r8, r8, r10
	adcs	r9, r9, r12
	adc	r7, r7, #0
	umull	r10, r12, r5, r5	@ x2^2
	adds	r8, r8, r10
	adcs	r9, r9, r12
	adc	r7, r7, #0
	str	r8, [sp, #48]
	@ column 5
	umull	r10, r12, r5, r6	@ 2 x2 x3
	adds	r9, r9, r10
	adcs	r7, r7, r12
	adc	r8, lr, #0		@ lr = 0
	adds	r9, r9, r10
	adcs	r7, r7, r12
	adc	r8, r8, #0
	str	r9, [sp, #52]
	@ column 6
	umlal	r7, r8, r6, r6		@ + x3^2: the square < 2^256, so no carry out
	str	r7, [sp, #56]
	str	r8, [sp, #60]
	subs	r7, r0, r3		@ |aL - aH|
	sbcs	r8, r1, r4
	sbcs	r9, r2, r5
	sbcs	r10, r11, r6
	bcs	1f			@ public data: a branch is allowed
	subs	r7, r3, r0		@ aH - aL
	sbcs	r8, r4, r1
	sbcs	r9, r5, r2
	sbc	r10, r6, r11
1:
	@ column 0 of L = aL^2
	umull	r3, r4, r0, r0		@ x0^2
	str	r3, [sp, #0]
	@ column 1
	umull	r6, r12, r0, r1		@ 2 x0 x1
	adds	r4, r4, r6
	adc	r5, r12, #0
	adds	r4, r4, r6
	adcs	r5, r5, r12
	adc	r3, lr, #0		@ lr = 0
	str	r4, [sp, #4]
	@ column 2
	umull	r6, r12, r0, r2		@ 2 x0 x2
	adds	r5, r5, r6
	adcs	r3, r3, r12
	adc	r4, lr, #0		@ lr = 0
	adds	r5, r5, r6
	adcs	r3, r3, r12
	adc	r4, r4, #0
	umull	r6, r12, r1, r1		@ x1^2
	adds	r5, r5, r6
	adcs	r3, r3, r12
	adc	r4, r4, #0
	str	r5, [sp, #8]
	@ column 3
	umull	r6, r12, r0, r11	@ 2 x0 x3
	adds	r3, r3, r6
	adcs	r4, r4, r12
	adc	r5, lr, #0		@ lr = 0
	adds	r3, r3, r6
	adcs	r4, r4, r12
	adc	r5, r5, #0
	umull	r6, r12, r1, r2		@ 2 x1 x2
	adds	r3, r3, r6
	adcs	r4, r4, r12
	adc	r5, r5, #0
	adds	r3, r3, r6
	adcs	r4, r4, r12
	adc	r5, r5, #0
	str	r3, [sp, #12]
	@ column 4
	umull	r6, r12, r1, r11	@ 2 x1 x3
	adds	r4, r4, r6
	adcs	r5, r5, r12
	adc	r3, lr, #0		@ lr = 0
	adds	r4, r4, r6
	adcs	r5, r5, r12
	adc	r3, r3, #0
	umull	r6, r12, r2, r2		@ x2^2
	adds	r4, r4, r6
	adcs	r5, r5, r12
	adc	r3, r3, #0
	str	r4, [sp, #16]
	@ column 5
	umull	r6, r12, r2, r11	@ 2 x2 x3
	adds	r5, r5, r6
	adcs	r3, r3, r12
	adc	r4, lr, #0		@ lr = 0
	adds	r5, r5, r6
	adcs	r3, r3, r12
	adc	r4, r4, #0
	str	r5, [sp, #20]
	@ column 6
	umlal	r3, r4, r11, r11	@ + x3^2: the square < 2^256, so no carry out
	str	r3, [sp, #24]
	str	r4, [sp, #28]
	@ column 0 of M = (aL - aH)^2
	umull	r0, r1, r7, r7		@ x0^2
	str	r0, [sp, #64]
	@ column 1
	umull	r11, r12, r7, r8	@ 2 x0 x1
	adds	r1, r1, r11
	adc	r2, r12, #0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	str	r1, [sp, #68]
	@ column 2
	umull	r11, r12, r7, r9	@ 2 x0 x2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	umull	r11, r12, r8, r8	@ x1^2
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #72]
	@ column 3
	umull	r11, r12, r7, r10	@ x0 x3
	umull	r3, r4, r8, r9		@ x1 x2
	adds	r11, r11, r3
	adcs	r12, r12, r4
	adc	r5, lr, #0		@ lr = 0
	adds	r11, r11, r11		@ doubled: 2 (x0 x3 + x1 x2) < 2^66
	adcs	r12, r12, r12
	adc	r5, r5, r5
	adds	r0, r0, r11
	adcs	r1, r1, r12
	adc	r2, r5, #0
	str	r0, [sp, #76]
	@ column 4
	umull	r11, r12, r8, r10	@ 2 x1 x3
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, lr, #0		@ lr = 0
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	umull	r11, r12, r9, r9	@ x2^2
	adds	r1, r1, r11
	adcs	r2, r2, r12
	adc	r0, r0, #0
	str	r1, [sp, #80]
	@ column 5
	umull	r11, r12, r9, r10	@ 2 x2 x3
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, lr, #0		@ lr = 0
	adds	r2, r2, r11
	adcs	r0, r0, r12
	adc	r1, r1, #0
	str	r2, [sp, #84]
	@ column 6
	umlal	r0, r1, r10, r10	@ + x3^2: the square < 2^256, so no carry out
	str	r0, [sp, #88]
	str	r1, [sp, #92]
	@ W = (L0, Z) + (Z, H1) + z (B + B^2) - M, Z + z B = L1 + H0: w0..w3 in
	@ r3-r6, w4..w7 in r0-r2, r11, w8 in r12
	add	lr, sp, #32
	ldm	sp, {r3-r10}		@ L
	ldm	lr!, {r0-r2, r11}	@ H0
	mov	r12, #0
	adds	r7, r7, r0		@ Z = L1 + H0
	adcs	r8, r8, r1
	adcs	r9, r9, r2
	adcs	r10, r10, r11
	adc	r12, r12, #0		@ z
	ldm	lr!, {r0-r2, r11}	@ H1
	adds	r0, r0, r12		@ + z: the z B of (L0, Z); r12 keeps its z B^2
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r11, r11, #0
	adc	r12, r12, #0
	adds	r3, r3, r7		@ L0 + Z
	adcs	r4, r4, r8
	adcs	r5, r5, r9
	adcs	r6, r6, r10
	adcs	r0, r7, r0		@ Z + H1 + z
	adcs	r1, r8, r1
	adcs	r2, r9, r2
	adcs	r11, r10, r11
	adc	r12, r12, #0		@ <= 4
	ldm	lr!, {r7-r10}		@ M0
	subs	r3, r3, r7
	sbcs	r4, r4, r8
	sbcs	r5, r5, r9
	sbcs	r6, r6, r10
	ldm	lr, {r7-r10}		@ M1
	sbcs	r0, r0, r7
	sbcs	r1, r1, r8
	sbcs	r2, r2, r9
	sbcs	r11, r11, r10
	sbc	r12, r12, #0		@ w8 <= 3
	@ r = (l0..l3, w0..w3) + 38 (w4..w7, h4..h7) + 38 w8 2^128: words 0..3 over
	@ w4..w7 (r0-r2, r11), 4..7 over w0..w3 (r3-r6); r7 = 38, hi_k in r8, r9
	mov	r7, #38
	ldrd	r10, lr, [sp, #0]	@ l0, l1
	@ column 0
	umull	r0, r8, r0, r7		@ 38 w4
	adds	r0, r0, r10		@ + l0; the carry goes to column 1
	@ column 1
	mov	r9, #0
	umlal	lr, r9, r1, r7		@ l1 + 38 w5
	adcs	r1, lr, r8
	@ column 2
	ldrd	r10, lr, [sp, #8]	@ l2, l3
	mov	r8, #0
	umlal	r10, r8, r2, r7		@ l2 + 38 w6
	adcs	r2, r10, r9
	@ column 3
	mul	r9, r12, r7		@ 38 w8, for column 4
	umlal	lr, r9, r11, r7		@ l3 + 38 w7
	adcs	r11, lr, r8
	@ column 4
	ldrd	r10, lr, [sp, #48]	@ h4, h5
	mov	r8, #0
	umlal	r3, r8, r10, r7		@ w0 + 38 h4
	adcs	r3, r3, r9
	@ column 5
	mov	r9, #0
	umlal	r4, r9, lr, r7		@ w1 + 38 h5
	adcs	r4, r4, r8
	@ column 6
	ldrd	r10, lr, [sp, #56]	@ h6, h7
	mov	r8, #0
	umlal	r5, r8, r10, r7		@ w2 + 38 h6
	adcs	r5, r5, r9
	@ column 7
	mov	r9, #0
	umlal	r6, r9, lr, r7		@ w3 + 38 h7
	adcs	r6, r6, r8
	adc	r9, r9, #0		@ the carry out of column 7, <= 39
	mul	r9, r9, r7
	adds	r0, r0, r9		@ + 38 (carry)
	bcs	6f			@ public data: a branch is allowed
5:	ldr	r12, [sp, #100]
	subs	r12, r12, #1
	str	r12, [sp, #100]
	bne	2b			@ the next squaring starts from r0-r6, r11
	ldr	r12, [sp, #96]
	stm	r12!, {r0-r2, r11}
	stm	r12, {r3-r6}
	add	sp, sp, #104
	pop	{r4-r11, pc}
6:	adcs	r1, r1, #0		@ rare: the carry runs on
	adcs	r2, r2, #0
	adcs	r11, r11, #0
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	it	cs
	addcs	r0, r0, #38		@ the value was < 2^11 + 38
	b	5b

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
