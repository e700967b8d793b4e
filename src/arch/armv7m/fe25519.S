@ GF(2^255 - 19) kernels for ARMv7-M (Cortex-M3), constant-time.
@
@ Elements are eight little-endian 32-bit words, any value below 2^256
@ (src/field/fe25519_kernels.h). Only MUL is used for products, always on
@ 16-bit halves (LDRH), so every product is exact in 32 bits; no UMULL,
@ UMLAL, SMULL, SMLAL, UDIV or SDIV; no branch or address depends on data.
@
@ halite_fe25519_mul_armv7m(r, a, b): r = a b mod p (loosely), r may alias.
@   Write x_i, y_j for the 16-bit halves of a, b. The product is split by
@   column parity into E = sum over i+j even of x_i y_j 2^(16(i+j)) and
@   O = sum over i+j odd, so that E and 2^-16 O are sums of whole 32-bit
@   words: E = xe ye + 2^32 xo yo and O = xe yo + xo ye, where xe, xo
@   (ye, yo) are the even and odd halves read as radix-2^32 digits < 2^16.
@   Each of the four 8x8-digit products is two strips of four x digits held
@   in registers times the eight y digits streamed with LDRH: a row adds
@   four products to four consecutive words with one ADDS/ADCS chain. The
@   top word of a row is new, and a product is at most 2^32 - 2^17 + 1, so
@   it absorbs the incoming carry without carrying out: the window is four
@   words and needs no carry word. The word leaving the window is stored or
@   added to the stack copy of E or O; that carry enters the next row.
@   Then 2^256 = 38 folds the high words back by their 16-bit halves
@   (38 (lo + hi) < 2^23, one MUL), and R = E' + 2^16 O' is assembled.
@
@   Strip registers: r1-r4 x digits, r5/r11 the y digits of a pair of rows
@   (loaded together so the second load pipelines), r6 product, r7-r10 the
@   window (rotating), r0/r12 the stack words being merged, lr = b; r and a
@   are on the stack at [sp] and [sp, #4]. E[0..15] at sp+8, O[0..15] at
@   sp+72.
@   Bounds: x, y < 2^16; each product < 2^32 - 2^17 + 2; E < 2^512 so it
@   fits 16 words; O < 2^496 so O[15] < 2^16.
@
@ halite_fe25519_sq_armv7m(r, a): r = a^2, r may alias a. The same strips
@   with x = y, except that xo ye = xe yo: O is computed once and doubled.

	.syntax	unified
	.thumb
	.text

	.global	halite_fe25519_mul_armv7m
	.type	halite_fe25519_mul_armv7m, %function
	.align	2
halite_fe25519_mul_armv7m:
	push	{r4-r11, lr}
	sub	sp, sp, #140
	str	r0, [sp, #0]                       @ r
	str	r1, [sp, #4]                       @ a
	mov	lr, r2                             @ b: lr for the strips

	@ strip P1, x halves 0,2,4,6, y halves even -> E[0..10]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #0]                      @ x0 < 2^16
	ldrh	r2, [r6, #4]                      @ x2 < 2^16
	ldrh	r3, [r6, #8]                      @ x4 < 2^16
	ldrh	r4, [r6, #12]                     @ x6 < 2^16
	ldrh	r5, [lr, #0]                      @ y0
	ldrh	r11, [lr, #4]                     @ y2
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	str	r7, [sp, #8]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #12]
	ldrh	r5, [lr, #8]                      @ y4
	ldrh	r11, [lr, #12]                    @ y6
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #16]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #20]
	ldrh	r5, [lr, #16]                     @ y8
	ldrh	r11, [lr, #20]                    @ y10
	mul	r6, r1, r5
	adds	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r7, [sp, #24]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #28]
	ldrh	r5, [lr, #24]                     @ y12
	ldrh	r11, [lr, #28]                    @ y14
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #32]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #36]
	str	r7, [sp, #40]
	str	r8, [sp, #44]
	str	r9, [sp, #48]

	@ strip P3, x halves 0,2,4,6, y halves odd -> O[0..10]
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	str	r7, [sp, #72]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #76]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #80]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #84]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	mul	r6, r1, r5
	adds	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r7, [sp, #88]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #92]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #96]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #100]
	str	r7, [sp, #104]
	str	r8, [sp, #108]
	str	r9, [sp, #112]

	@ strip P2, x halves 1,3,5,7, y halves odd -> E[1..11]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #2]                      @ x1 < 2^16
	ldrh	r2, [r6, #6]                      @ x3 < 2^16
	ldrh	r3, [r6, #10]                     @ x5 < 2^16
	ldrh	r4, [r6, #14]                     @ x7 < 2^16
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	ldr	r0, [sp, #12]                      @ E[1]
	ldr	r12, [sp, #16]                     @ E[2]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #12]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #16]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	ldr	r0, [sp, #20]                      @ E[3]
	ldr	r12, [sp, #24]                     @ E[4]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #20]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #24]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	ldr	r0, [sp, #28]                      @ E[5]
	ldr	r12, [sp, #32]                     @ E[6]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #28]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #32]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	ldr	r0, [sp, #36]                      @ E[7]
	ldr	r12, [sp, #40]                     @ E[8]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #36]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #40]
	ldr	r0, [sp, #44]
	adcs	r0, r0, r7
	str	r0, [sp, #44]
	ldr	r0, [sp, #48]
	adcs	r0, r0, r8
	str	r0, [sp, #48]
	adc	r9, r9, #0                         @ top word: no carry out
	str	r9, [sp, #52]

	@ strip P4, x halves 1,3,5,7, y halves even -> O[0..10]
	ldrh	r5, [lr, #0]                      @ y0
	ldrh	r11, [lr, #4]                     @ y2
	ldr	r0, [sp, #72]                      @ O[0]
	ldr	r12, [sp, #76]                     @ O[1]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #72]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #76]
	ldrh	r5, [lr, #8]                      @ y4
	ldrh	r11, [lr, #12]                    @ y6
	ldr	r0, [sp, #80]                      @ O[2]
	ldr	r12, [sp, #84]                     @ O[3]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #80]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #84]
	ldrh	r5, [lr, #16]                     @ y8
	ldrh	r11, [lr, #20]                    @ y10
	ldr	r0, [sp, #88]                      @ O[4]
	ldr	r12, [sp, #92]                     @ O[5]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #88]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #92]
	ldrh	r5, [lr, #24]                     @ y12
	ldrh	r11, [lr, #28]                    @ y14
	ldr	r0, [sp, #96]                      @ O[6]
	ldr	r12, [sp, #100]                    @ O[7]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #96]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #100]
	ldr	r0, [sp, #104]
	adcs	r0, r0, r7
	str	r0, [sp, #104]
	ldr	r0, [sp, #108]
	adcs	r0, r0, r8
	str	r0, [sp, #108]
	ldr	r0, [sp, #112]
	adcs	r0, r0, r9
	str	r0, [sp, #112]
	mov	r0, #0
	adc	r0, r0, #0
	str	r0, [sp, #116]

	@ strip P1, x halves 8,10,12,14, y halves even -> E[4..14]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #16]                     @ x8 < 2^16
	ldrh	r2, [r6, #20]                     @ x10 < 2^16
	ldrh	r3, [r6, #24]                     @ x12 < 2^16
	ldrh	r4, [r6, #28]                     @ x14 < 2^16
	ldrh	r5, [lr, #0]                      @ y0
	ldrh	r11, [lr, #4]                     @ y2
	ldr	r0, [sp, #24]                      @ E[4]
	ldr	r12, [sp, #28]                     @ E[5]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #24]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #28]
	ldrh	r5, [lr, #8]                      @ y4
	ldrh	r11, [lr, #12]                    @ y6
	ldr	r0, [sp, #32]                      @ E[6]
	ldr	r12, [sp, #36]                     @ E[7]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #32]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #36]
	ldrh	r5, [lr, #16]                     @ y8
	ldrh	r11, [lr, #20]                    @ y10
	ldr	r0, [sp, #40]                      @ E[8]
	ldr	r12, [sp, #44]                     @ E[9]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #40]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #44]
	ldrh	r5, [lr, #24]                     @ y12
	ldrh	r11, [lr, #28]                    @ y14
	ldr	r0, [sp, #48]                      @ E[10]
	ldr	r12, [sp, #52]                     @ E[11]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #48]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #52]
	adcs	r7, r7, #0
	str	r7, [sp, #56]
	adcs	r8, r8, #0
	str	r8, [sp, #60]
	adc	r9, r9, #0                         @ top word: no carry out
	str	r9, [sp, #64]

	@ strip P3, x halves 8,10,12,14, y halves odd -> O[4..14]
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	ldr	r0, [sp, #88]                      @ O[4]
	ldr	r12, [sp, #92]                     @ O[5]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #88]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #92]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	ldr	r0, [sp, #96]                      @ O[6]
	ldr	r12, [sp, #100]                    @ O[7]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #96]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #100]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	ldr	r0, [sp, #104]                     @ O[8]
	ldr	r12, [sp, #108]                    @ O[9]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #104]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #108]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	ldr	r0, [sp, #112]                     @ O[10]
	ldr	r12, [sp, #116]                    @ O[11]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #112]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #116]
	adcs	r7, r7, #0
	str	r7, [sp, #120]
	adcs	r8, r8, #0
	str	r8, [sp, #124]
	adc	r9, r9, #0                         @ top word: no carry out
	str	r9, [sp, #128]

	@ strip P2, x halves 9,11,13,15, y halves odd -> E[5..15]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #18]                     @ x9 < 2^16
	ldrh	r2, [r6, #22]                     @ x11 < 2^16
	ldrh	r3, [r6, #26]                     @ x13 < 2^16
	ldrh	r4, [r6, #30]                     @ x15 < 2^16
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	ldr	r0, [sp, #28]                      @ E[5]
	ldr	r12, [sp, #32]                     @ E[6]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #28]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #32]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	ldr	r0, [sp, #36]                      @ E[7]
	ldr	r12, [sp, #40]                     @ E[8]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #36]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #40]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	ldr	r0, [sp, #44]                      @ E[9]
	ldr	r12, [sp, #48]                     @ E[10]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #44]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #48]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	ldr	r0, [sp, #52]                      @ E[11]
	ldr	r12, [sp, #56]                     @ E[12]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #52]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #56]
	ldr	r0, [sp, #60]
	adcs	r0, r0, r7
	str	r0, [sp, #60]
	ldr	r0, [sp, #64]
	adcs	r0, r0, r8
	str	r0, [sp, #64]
	adc	r9, r9, #0                         @ top word: no carry out
	str	r9, [sp, #68]

	@ strip P4, x halves 9,11,13,15, y halves even -> O[4..14]
	ldrh	r5, [lr, #0]                      @ y0
	ldrh	r11, [lr, #4]                     @ y2
	ldr	r0, [sp, #88]                      @ O[4]
	ldr	r12, [sp, #92]                     @ O[5]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #88]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #92]
	ldrh	r5, [lr, #8]                      @ y4
	ldrh	r11, [lr, #12]                    @ y6
	ldr	r0, [sp, #96]                      @ O[6]
	ldr	r12, [sp, #100]                    @ O[7]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #96]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #100]
	ldrh	r5, [lr, #16]                     @ y8
	ldrh	r11, [lr, #20]                    @ y10
	ldr	r0, [sp, #104]                     @ O[8]
	ldr	r12, [sp, #108]                    @ O[9]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #104]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #108]
	ldrh	r5, [lr, #24]                     @ y12
	ldrh	r11, [lr, #28]                    @ y14
	ldr	r0, [sp, #112]                     @ O[10]
	ldr	r12, [sp, #116]                    @ O[11]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #112]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #116]
	ldr	r0, [sp, #120]
	adcs	r0, r0, r7
	str	r0, [sp, #120]
	ldr	r0, [sp, #124]
	adcs	r0, r0, r8
	str	r0, [sp, #124]
	ldr	r0, [sp, #128]
	adcs	r0, r0, r9
	str	r0, [sp, #128]
	mov	r0, #0
	adc	r0, r0, #0
	str	r0, [sp, #132]

	@ reduction: product = E + 2^16 O, 2^256 = 38
	@ E'[k] = E[k] + 38 (lo(E[k+8]) + hi(O[k+7])), k > 0 (addend < 2^23)
	add	r0, sp, #8
	ldm	r0, {r1-r8}                        @ E[0..7]
	mov	r12, #38
	ldr	r9, [sp, #40]
	uxth	r11, r9
	mul	r11, r11, r12
	adds	r1, r1, r11
	ldr	r9, [sp, #44]
	ldr	r10, [sp, #104]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r2, r2, r11
	ldr	r9, [sp, #48]
	ldr	r10, [sp, #108]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r3, r3, r11
	ldr	r9, [sp, #52]
	ldr	r10, [sp, #112]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r4, r4, r11
	ldr	r9, [sp, #56]
	ldr	r10, [sp, #116]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r5, r5, r11
	ldr	r9, [sp, #60]
	ldr	r10, [sp, #120]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r6, r6, r11
	ldr	r9, [sp, #64]
	ldr	r10, [sp, #124]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r7, r7, r11
	ldr	r9, [sp, #68]
	ldr	r10, [sp, #128]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r8, r8, r11
	mov	lr, #0
	adc	lr, lr, #0                         @ cE, weight 2^256
	add	r0, sp, #8
	stm	r0, {r1-r8}                        @ E'[0..7]
	@ O'[k] = O[k] + 38 (hi(E[k+8]) + lo(O[k+8])); O[15] < 2^16
	add	r0, sp, #72
	ldm	r0, {r1-r8}                        @ O[0..7]
	ldr	r9, [sp, #40]
	ldr	r10, [sp, #104]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adds	r1, r1, r11
	ldr	r9, [sp, #44]
	ldr	r10, [sp, #108]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r2, r2, r11
	ldr	r9, [sp, #48]
	ldr	r10, [sp, #112]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r3, r3, r11
	ldr	r9, [sp, #52]
	ldr	r10, [sp, #116]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r4, r4, r11
	ldr	r9, [sp, #56]
	ldr	r10, [sp, #120]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r5, r5, r11
	ldr	r9, [sp, #60]
	ldr	r10, [sp, #124]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r6, r6, r11
	ldr	r9, [sp, #64]
	ldr	r10, [sp, #128]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r7, r7, r11
	ldr	r9, [sp, #68]
	ldr	r10, [sp, #132]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r8, r8, r11
	mov	r11, #0
	adc	r11, r11, #0                       @ cO, weight 2^(256+16)
	@ R = E' + 2^16 O': R[0] in r0, R[k] in the register of O'[k-1]
	ldr	r9, [sp, #8]
	adds	r0, r9, r1, lsl #16
	ldr	r9, [sp, #12]
	lsr	r10, r1, #16
	orr	r10, r10, r2, lsl #16
	adcs	r1, r9, r10
	ldr	r9, [sp, #16]
	lsr	r10, r2, #16
	orr	r10, r10, r3, lsl #16
	adcs	r2, r9, r10
	ldr	r9, [sp, #20]
	lsr	r10, r3, #16
	orr	r10, r10, r4, lsl #16
	adcs	r3, r9, r10
	ldr	r9, [sp, #24]
	lsr	r10, r4, #16
	orr	r10, r10, r5, lsl #16
	adcs	r4, r9, r10
	ldr	r9, [sp, #28]
	lsr	r10, r5, #16
	orr	r10, r10, r6, lsl #16
	adcs	r5, r9, r10
	ldr	r9, [sp, #32]
	lsr	r10, r6, #16
	orr	r10, r10, r7, lsl #16
	adcs	r6, r9, r10
	ldr	r9, [sp, #36]
	lsr	r10, r7, #16
	orr	r10, r10, r8, lsl #16
	adcs	r7, r9, r10
	@ top = cE + 2^16 cO + carry + hi(O'[7]) < 2^18, weight 2^256
	adc	r10, lr, r11, lsl #16
	add	r10, r10, r8, lsr #16
	mul	r10, r10, r12                      @ 38 top < 2^24
	adds	r0, r0, r10
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	@ a carry here leaves R < 2^24, so 38 more fits in R[0]
	sbc	r10, r10, r10                      @ 0 on carry, else -1
	bic	r10, r12, r10
	add	r0, r0, r10
	ldr	r9, [sp, #0]
	stm	r9, {r0-r7}
	add	sp, sp, #140
	pop	{r4-r11, pc}
	.size	halite_fe25519_mul_armv7m, .-halite_fe25519_mul_armv7m

	.global	halite_fe25519_sq_armv7m
	.type	halite_fe25519_sq_armv7m, %function
	.align	2
halite_fe25519_sq_armv7m:
	push	{r4-r11, lr}
	sub	sp, sp, #140
	str	r0, [sp, #0]                       @ r
	str	r1, [sp, #4]                       @ a
	mov	lr, r1                             @ b: lr for the strips

	@ strip P1, x halves 0,2,4,6, y halves even -> E[0..10]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #0]                      @ x0 < 2^16
	ldrh	r2, [r6, #4]                      @ x2 < 2^16
	ldrh	r3, [r6, #8]                      @ x4 < 2^16
	ldrh	r4, [r6, #12]                     @ x6 < 2^16
	ldrh	r5, [lr, #0]                      @ y0
	ldrh	r11, [lr, #4]                     @ y2
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	str	r7, [sp, #8]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #12]
	ldrh	r5, [lr, #8]                      @ y4
	ldrh	r11, [lr, #12]                    @ y6
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #16]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #20]
	ldrh	r5, [lr, #16]                     @ y8
	ldrh	r11, [lr, #20]                    @ y10
	mul	r6, r1, r5
	adds	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r7, [sp, #24]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #28]
	ldrh	r5, [lr, #24]                     @ y12
	ldrh	r11, [lr, #28]                    @ y14
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #32]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #36]
	str	r7, [sp, #40]
	str	r8, [sp, #44]
	str	r9, [sp, #48]

	@ strip P3, x halves 0,2,4,6, y halves odd -> O[0..10]
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	str	r7, [sp, #72]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #76]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #80]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #84]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	mul	r6, r1, r5
	adds	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r7, [sp, #88]
	mul	r6, r1, r11
	adds	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r8, [sp, #92]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	mul	r6, r1, r5
	adds	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r9, [sp, #96]
	mul	r6, r1, r11
	adds	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #100]
	str	r7, [sp, #104]
	str	r8, [sp, #108]
	str	r9, [sp, #112]

	@ strip P2, x halves 1,3,5,7, y halves odd -> E[1..11]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #2]                      @ x1 < 2^16
	ldrh	r2, [r6, #6]                      @ x3 < 2^16
	ldrh	r3, [r6, #10]                     @ x5 < 2^16
	ldrh	r4, [r6, #14]                     @ x7 < 2^16
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	ldr	r0, [sp, #12]                      @ E[1]
	ldr	r12, [sp, #16]                     @ E[2]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #12]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #16]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	ldr	r0, [sp, #20]                      @ E[3]
	ldr	r12, [sp, #24]                     @ E[4]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #20]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #24]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	ldr	r0, [sp, #28]                      @ E[5]
	ldr	r12, [sp, #32]                     @ E[6]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #28]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #32]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	ldr	r0, [sp, #36]                      @ E[7]
	ldr	r12, [sp, #40]                     @ E[8]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #36]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #40]
	ldr	r0, [sp, #44]
	adcs	r0, r0, r7
	str	r0, [sp, #44]
	ldr	r0, [sp, #48]
	adcs	r0, r0, r8
	str	r0, [sp, #48]
	adc	r9, r9, #0                         @ top word: no carry out
	str	r9, [sp, #52]

	@ strip P1, x halves 8,10,12,14, y halves even -> E[4..14]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #16]                     @ x8 < 2^16
	ldrh	r2, [r6, #20]                     @ x10 < 2^16
	ldrh	r3, [r6, #24]                     @ x12 < 2^16
	ldrh	r4, [r6, #28]                     @ x14 < 2^16
	ldrh	r5, [lr, #0]                      @ y0
	ldrh	r11, [lr, #4]                     @ y2
	ldr	r0, [sp, #24]                      @ E[4]
	ldr	r12, [sp, #28]                     @ E[5]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #24]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #28]
	ldrh	r5, [lr, #8]                      @ y4
	ldrh	r11, [lr, #12]                    @ y6
	ldr	r0, [sp, #32]                      @ E[6]
	ldr	r12, [sp, #36]                     @ E[7]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #32]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #36]
	ldrh	r5, [lr, #16]                     @ y8
	ldrh	r11, [lr, #20]                    @ y10
	ldr	r0, [sp, #40]                      @ E[8]
	ldr	r12, [sp, #44]                     @ E[9]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #40]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #44]
	ldrh	r5, [lr, #24]                     @ y12
	ldrh	r11, [lr, #28]                    @ y14
	ldr	r0, [sp, #48]                      @ E[10]
	ldr	r12, [sp, #52]                     @ E[11]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #48]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #52]
	adcs	r7, r7, #0
	str	r7, [sp, #56]
	adcs	r8, r8, #0
	str	r8, [sp, #60]
	adc	r9, r9, #0                         @ top word: no carry out
	str	r9, [sp, #64]

	@ strip P3, x halves 8,10,12,14, y halves odd -> O[4..14]
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	ldr	r0, [sp, #88]                      @ O[4]
	ldr	r12, [sp, #92]                     @ O[5]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #88]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #92]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	ldr	r0, [sp, #96]                      @ O[6]
	ldr	r12, [sp, #100]                    @ O[7]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #96]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #100]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	ldr	r0, [sp, #104]                     @ O[8]
	ldr	r12, [sp, #108]                    @ O[9]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #104]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #108]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	ldr	r0, [sp, #112]                     @ O[10]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #112]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	str	r10, [sp, #116]
	str	r7, [sp, #120]
	str	r8, [sp, #124]
	str	r9, [sp, #128]

	@ strip P2, x halves 9,11,13,15, y halves odd -> E[5..15]
	ldr	r6, [sp, #4]
	ldrh	r1, [r6, #18]                     @ x9 < 2^16
	ldrh	r2, [r6, #22]                     @ x11 < 2^16
	ldrh	r3, [r6, #26]                     @ x13 < 2^16
	ldrh	r4, [r6, #30]                     @ x15 < 2^16
	ldrh	r5, [lr, #2]                      @ y1
	ldrh	r11, [lr, #6]                     @ y3
	ldr	r0, [sp, #28]                      @ E[5]
	ldr	r12, [sp, #32]                     @ E[6]
	mul	r7, r1, r5
	mul	r8, r2, r5
	mul	r9, r3, r5
	mul	r10, r4, r5
	adds	r0, r0, r7
	str	r0, [sp, #28]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #32]
	ldrh	r5, [lr, #10]                     @ y5
	ldrh	r11, [lr, #14]                    @ y7
	ldr	r0, [sp, #36]                      @ E[7]
	ldr	r12, [sp, #40]                     @ E[8]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #36]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #40]
	ldrh	r5, [lr, #18]                     @ y9
	ldrh	r11, [lr, #22]                    @ y11
	ldr	r0, [sp, #44]                      @ E[9]
	ldr	r12, [sp, #48]                     @ E[10]
	mul	r6, r1, r5
	adcs	r7, r7, r6
	mul	r6, r2, r5
	adcs	r8, r8, r6
	mul	r6, r3, r5
	adcs	r9, r9, r6
	mul	r6, r4, r5
	adc	r10, r6, #0                        @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r7
	str	r0, [sp, #44]
	mul	r6, r1, r11
	adcs	r8, r8, r6
	mul	r6, r2, r11
	adcs	r9, r9, r6
	mul	r6, r3, r11
	adcs	r10, r10, r6
	mul	r6, r4, r11
	adc	r7, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r8
	str	r12, [sp, #48]
	ldrh	r5, [lr, #26]                     @ y13
	ldrh	r11, [lr, #30]                    @ y15
	ldr	r0, [sp, #52]                      @ E[11]
	ldr	r12, [sp, #56]                     @ E[12]
	mul	r6, r1, r5
	adcs	r9, r9, r6
	mul	r6, r2, r5
	adcs	r10, r10, r6
	mul	r6, r3, r5
	adcs	r7, r7, r6
	mul	r6, r4, r5
	adc	r8, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r0, r0, r9
	str	r0, [sp, #52]
	mul	r6, r1, r11
	adcs	r10, r10, r6
	mul	r6, r2, r11
	adcs	r7, r7, r6
	mul	r6, r3, r11
	adcs	r8, r8, r6
	mul	r6, r4, r11
	adc	r9, r6, #0                         @ new top word: < 2^32 - 2^17 + 2, no carry out
	adds	r12, r12, r10
	str	r12, [sp, #56]
	ldr	r0, [sp, #60]
	adcs	r0, r0, r7
	str	r0, [sp, #60]
	ldr	r0, [sp, #64]
	adcs	r0, r0, r8
	str	r0, [sp, #64]
	adc	r9, r9, #0                         @ top word: no carry out
	str	r9, [sp, #68]

	@ O = 2 (xe yo): O[15] is the carry out of doubling O[0..14]
	add	r0, sp, #72
	ldm	r0, {r1-r8}
	adds	r1, r1, r1
	adcs	r2, r2, r2
	adcs	r3, r3, r3
	adcs	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	adcs	r8, r8, r8
	stm	r0!, {r1-r8}
	ldm	r0, {r1-r7}
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adcs	r3, r3, r3
	adcs	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	mov	r8, #0
	adc	r8, r8, #0
	stm	r0, {r1-r8}

	@ reduction: product = E + 2^16 O, 2^256 = 38
	@ E'[k] = E[k] + 38 (lo(E[k+8]) + hi(O[k+7])), k > 0 (addend < 2^23)
	add	r0, sp, #8
	ldm	r0, {r1-r8}                        @ E[0..7]
	mov	r12, #38
	ldr	r9, [sp, #40]
	uxth	r11, r9
	mul	r11, r11, r12
	adds	r1, r1, r11
	ldr	r9, [sp, #44]
	ldr	r10, [sp, #104]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r2, r2, r11
	ldr	r9, [sp, #48]
	ldr	r10, [sp, #108]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r3, r3, r11
	ldr	r9, [sp, #52]
	ldr	r10, [sp, #112]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r4, r4, r11
	ldr	r9, [sp, #56]
	ldr	r10, [sp, #116]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r5, r5, r11
	ldr	r9, [sp, #60]
	ldr	r10, [sp, #120]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r6, r6, r11
	ldr	r9, [sp, #64]
	ldr	r10, [sp, #124]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r7, r7, r11
	ldr	r9, [sp, #68]
	ldr	r10, [sp, #128]
	uxth	r11, r9
	add	r11, r11, r10, lsr #16
	mul	r11, r11, r12
	adcs	r8, r8, r11
	mov	lr, #0
	adc	lr, lr, #0                         @ cE, weight 2^256
	add	r0, sp, #8
	stm	r0, {r1-r8}                        @ E'[0..7]
	@ O'[k] = O[k] + 38 (hi(E[k+8]) + lo(O[k+8])); O[15] < 2^16
	add	r0, sp, #72
	ldm	r0, {r1-r8}                        @ O[0..7]
	ldr	r9, [sp, #40]
	ldr	r10, [sp, #104]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adds	r1, r1, r11
	ldr	r9, [sp, #44]
	ldr	r10, [sp, #108]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r2, r2, r11
	ldr	r9, [sp, #48]
	ldr	r10, [sp, #112]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r3, r3, r11
	ldr	r9, [sp, #52]
	ldr	r10, [sp, #116]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r4, r4, r11
	ldr	r9, [sp, #56]
	ldr	r10, [sp, #120]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r5, r5, r11
	ldr	r9, [sp, #60]
	ldr	r10, [sp, #124]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r6, r6, r11
	ldr	r9, [sp, #64]
	ldr	r10, [sp, #128]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r7, r7, r11
	ldr	r9, [sp, #68]
	ldr	r10, [sp, #132]
	uxth	r11, r10
	add	r11, r11, r9, lsr #16
	mul	r11, r11, r12
	adcs	r8, r8, r11
	mov	r11, #0
	adc	r11, r11, #0                       @ cO, weight 2^(256+16)
	@ R = E' + 2^16 O': R[0] in r0, R[k] in the register of O'[k-1]
	ldr	r9, [sp, #8]
	adds	r0, r9, r1, lsl #16
	ldr	r9, [sp, #12]
	lsr	r10, r1, #16
	orr	r10, r10, r2, lsl #16
	adcs	r1, r9, r10
	ldr	r9, [sp, #16]
	lsr	r10, r2, #16
	orr	r10, r10, r3, lsl #16
	adcs	r2, r9, r10
	ldr	r9, [sp, #20]
	lsr	r10, r3, #16
	orr	r10, r10, r4, lsl #16
	adcs	r3, r9, r10
	ldr	r9, [sp, #24]
	lsr	r10, r4, #16
	orr	r10, r10, r5, lsl #16
	adcs	r4, r9, r10
	ldr	r9, [sp, #28]
	lsr	r10, r5, #16
	orr	r10, r10, r6, lsl #16
	adcs	r5, r9, r10
	ldr	r9, [sp, #32]
	lsr	r10, r6, #16
	orr	r10, r10, r7, lsl #16
	adcs	r6, r9, r10
	ldr	r9, [sp, #36]
	lsr	r10, r7, #16
	orr	r10, r10, r8, lsl #16
	adcs	r7, r9, r10
	@ top = cE + 2^16 cO + carry + hi(O'[7]) < 2^18, weight 2^256
	adc	r10, lr, r11, lsl #16
	add	r10, r10, r8, lsr #16
	mul	r10, r10, r12                      @ 38 top < 2^24
	adds	r0, r0, r10
	adcs	r1, r1, #0
	adcs	r2, r2, #0
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	@ a carry here leaves R < 2^24, so 38 more fits in R[0]
	sbc	r10, r10, r10                      @ 0 on carry, else -1
	bic	r10, r12, r10
	add	r0, r0, r10
	ldr	r9, [sp, #0]
	stm	r9, {r0-r7}
	add	sp, sp, #140
	pop	{r4-r11, pc}
	.size	halite_fe25519_sq_armv7m, .-halite_fe25519_sq_armv7m

@ halite_fe25519_add_armv7m(r, a, b): r = a + b, r may alias.
@   One ADDS/ADCS chain, then the carry and bit 255 fold back as
@   19 (2 carry + bit 255) < 2^6 into a second chain; the value is then
@   < 2^255 + 2^6, so nothing carries out. Registers: r3-r10 the sum.
	.global	halite_fe25519_add_armv7m
	.type	halite_fe25519_add_armv7m, %function
	.align	2
halite_fe25519_add_armv7m:
	push	{r4-r11, lr}
	ldm	r1, {r3-r10}			@ a
	ldm	r2!, {r1, r11, r12, lr}		@ b[0..3]
	adds	r3, r3, r1
	adcs	r4, r4, r11
	adcs	r5, r5, r12
	adcs	r6, r6, lr
	ldm	r2, {r1, r11, r12, lr}		@ b[4..7]; LDM keeps the flags
	adcs	r7, r7, r1
	adcs	r8, r8, r11
	adcs	r9, r9, r12
	adcs	r10, r10, lr
	mov	r2, #0
	adc	r1, r2, #0			@ carry, weight 2^256
	lsr	r2, r10, #31
	add	r1, r2, r1, lsl #1		@ top = 2 carry + bit 255 <= 3
	add	r2, r1, r1, lsl #1
	add	r1, r2, r1, lsl #4		@ 19 top
	bic	r10, r10, #0x80000000
	adds	r3, r3, r1
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adc	r10, r10, #0
	stm	r0, {r3-r10}
	pop	{r4-r11, pc}
	.size	halite_fe25519_add_armv7m, .-halite_fe25519_add_armv7m

@ halite_fe25519_sub_armv7m(r, a, b): r = a - b, r may alias.
@   A borrow out of a - b means the chain computed a - b + 2^256, which is
@   a - b + 38: take 38 off. If that borrows too, the value was below 38 and
@   is now at least 2^256 - 38, so 38 more comes off without a borrow.
	.global	halite_fe25519_sub_armv7m
	.type	halite_fe25519_sub_armv7m, %function
	.align	2
halite_fe25519_sub_armv7m:
	push	{r4-r11, lr}
	ldm	r1, {r3-r10}			@ a
	ldm	r2!, {r1, r11, r12, lr}		@ b[0..3]
	subs	r3, r3, r1
	sbcs	r4, r4, r11
	sbcs	r5, r5, r12
	sbcs	r6, r6, lr
	ldm	r2, {r1, r11, r12, lr}		@ b[4..7]
	sbcs	r7, r7, r1
	sbcs	r8, r8, r11
	sbcs	r9, r9, r12
	sbcs	r10, r10, lr
	sbc	r1, r1, r1			@ -borrow
	and	r1, r1, #38
	subs	r3, r3, r1
	sbcs	r4, r4, #0
	sbcs	r5, r5, #0
	sbcs	r6, r6, #0
	sbcs	r7, r7, #0
	sbcs	r8, r8, #0
	sbcs	r9, r9, #0
	sbcs	r10, r10, #0
	sbc	r1, r1, r1
	and	r1, r1, #38
	sub	r3, r3, r1
	stm	r0, {r3-r10}
	pop	{r4-r11, pc}
	.size	halite_fe25519_sub_armv7m, .-halite_fe25519_sub_armv7m

@ halite_fe25519_cswap_armv7m(a, b, bit): swaps a and b when bit = 1, by
@   masks. Registers: r2 mask, r3-r6 a words, r7-r10 b words, r11, r12 temps.
	.global	halite_fe25519_cswap_armv7m
	.type	halite_fe25519_cswap_armv7m, %function
	.align	2
halite_fe25519_cswap_armv7m:
	push	{r4-r11, lr}
	rsb	r2, r2, #0			@ mask: 0 or all ones
	.rept	2
	ldm	r0, {r3-r6}
	ldm	r1, {r7-r10}
	eor	r11, r3, r7
	eor	r12, r4, r8
	and	r11, r11, r2
	and	r12, r12, r2
	eor	r3, r3, r11
	eor	r7, r7, r11
	eor	r4, r4, r12
	eor	r8, r8, r12
	eor	r11, r5, r9
	eor	r12, r6, r10
	and	r11, r11, r2
	and	r12, r12, r2
	eor	r5, r5, r11
	eor	r9, r9, r11
	eor	r6, r6, r12
	eor	r10, r10, r12
	stm	r0!, {r3-r6}
	stm	r1!, {r7-r10}
	.endr
	pop	{r4-r11, pc}
	.size	halite_fe25519_cswap_armv7m, .-halite_fe25519_cswap_armv7m

@ halite_fe25519_mul121666_armv7m(r, a): r = 121666 a = 2 (60833 a).
@   Word w = h 2^16 + l gives L = 60833 l and H = 60833 h, both < 2^32
@   (MUL on halves), and 60833 w = L + 2^16 H. The words L[i] and
@   (H[i] << 16 | H[i-1] >> 16) add in one chain; the 272-bit result S is
@   doubled with a second chain, and the part from 2^256 up, 2 (H[7] >> 16
@   + carry) + the doubling's carry < 2^18, folds back times 38 < 2^24.
@   Registers: r4-r11 result words, r1 a, r2 60833, r3 H[i-1], r12, lr temps.
	.global	halite_fe25519_mul121666_armv7m
	.type	halite_fe25519_mul121666_armv7m, %function
	.align	2
halite_fe25519_mul121666_armv7m:
	push	{r4-r11, lr}
	ldm	r1, {r4-r11}			@ a
	movw	r2, #60833
	mov	r3, #0				@ H[-1]
	lsr	r12, r4, #16
	mul	r12, r12, r2			@ H[0] < 2^32
	uxth	r4, r4
	mul	r4, r4, r2			@ L[0] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adds	r4, r4, lr
	mov	r3, r12
	lsr	r12, r5, #16
	mul	r12, r12, r2			@ H[1] < 2^32
	uxth	r5, r5
	mul	r5, r5, r2			@ L[1] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adcs	r5, r5, lr
	mov	r3, r12
	lsr	r12, r6, #16
	mul	r12, r12, r2			@ H[2] < 2^32
	uxth	r6, r6
	mul	r6, r6, r2			@ L[2] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adcs	r6, r6, lr
	mov	r3, r12
	lsr	r12, r7, #16
	mul	r12, r12, r2			@ H[3] < 2^32
	uxth	r7, r7
	mul	r7, r7, r2			@ L[3] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adcs	r7, r7, lr
	mov	r3, r12
	lsr	r12, r8, #16
	mul	r12, r12, r2			@ H[4] < 2^32
	uxth	r8, r8
	mul	r8, r8, r2			@ L[4] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adcs	r8, r8, lr
	mov	r3, r12
	lsr	r12, r9, #16
	mul	r12, r12, r2			@ H[5] < 2^32
	uxth	r9, r9
	mul	r9, r9, r2			@ L[5] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adcs	r9, r9, lr
	mov	r3, r12
	lsr	r12, r10, #16
	mul	r12, r12, r2			@ H[6] < 2^32
	uxth	r10, r10
	mul	r10, r10, r2			@ L[6] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adcs	r10, r10, lr
	mov	r3, r12
	lsr	r12, r11, #16
	mul	r12, r12, r2			@ H[7] < 2^32
	uxth	r11, r11
	mul	r11, r11, r2			@ L[7] < 2^32
	lsr	lr, r3, #16
	orr	lr, lr, r12, lsl #16
	adcs	r11, r11, lr
	mov	r3, r12
	lsr	r3, r3, #16
	adc	r3, r3, #0			@ S >> 256 < 2^16 + 1
	adds	r4, r4, r4			@ double
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	adcs	r8, r8, r8
	adcs	r9, r9, r9
	adcs	r10, r10, r10
	adcs	r11, r11, r11
	adc	r3, r3, r3			@ 2 (S >> 256) + carry < 2^18
	mov	r12, #38
	mul	r3, r3, r12			@ < 2^24
	adds	r4, r4, r3
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	adcs	r11, r11, #0
	sbc	r3, r3, r3			@ a carry leaves the value < 2^24:
	bic	r3, r12, r3			@ 38 more fits in word 0
	add	r4, r4, r3
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
	.size	halite_fe25519_mul121666_armv7m, .-halite_fe25519_mul121666_armv7m
