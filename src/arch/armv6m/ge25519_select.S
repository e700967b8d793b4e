@ SPDX-License-Identifier: ISC
@ The fixed-base comb's lookup for ARMv6-M (Cortex-M0, M0+), constant-time:
@ every entry read in full, the entry and the sign chosen by masks, no
@ branch or address that depends on them.
@
@ halite_ge25519_select_armv6m(w, t, m, neg), contract in ge25519.h:
@   w = (neg ? -1 : 1) t[m] for eight niels entries t[0..7] of 24 words
@   (y + x, y - x, 2 d x y, each canonical), m < 8, neg < 2, both secret.
@   mask_e = -(m == e) = ((m ^ e) - 1) >> 31 (arithmetic; m ^ e < 8). Then
@   three words at a time (eight parts): acc = t[0] & mask_0, and for
@   e = 1..7 acc |= t[e] & mask_e (LDM of the three words, 13 cycles an
@   entry). Negation by nm = -neg: y + x and y - x trade places by
@   d = (a ^ b) & nm, and 2 d x y (below p) becomes
@     (v ^ nm) + ((p + 1) & nm) = p - v or v   (mod 2^256),
@   one chain, p + 1 = 2^255 - 18.
@ Registers: masks 0-5 in r8-r12, lr, masks 6 and 7 on the stack; the
@   part's three accumulators in r0-r2, an entry's words in r3-r5, the
@   mask in r6, r7 the entry pointer (+84 to the next entry); then nm in
@   r4. Loop counts and addresses depend on nothing secret.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(ge25519_select_armv6m)

	.equ	M6, 0				@ [sp]: mask 6
	.equ	M7, 4				@ [sp, #4]: mask 7
	.equ	W, 8				@ the output pointer, advancing
	.equ	WEND, 12			@ w + 96, where the parts end
	.equ	NEG, 16				@ neg
	.equ	W0, 20				@ w
	.equ	FRAME, 24

@ rd = mask e, with m in r2 (rd is a low register other than r2).
	.macro	maske rd, e
	movs	\rd, #\e
	eors	\rd, r2
	subs	\rd, #1
	asrs	\rd, \rd, #31
	.endm

@ acc (r0-r2) |= (next entry's three words) & mask; r7 advances to the
@ entry after (by 12 + 84). The M3 runs this kernel too: the mask comes
@ first (a stack load then pipelines with the LDM) and r7 advances at once
@ (an LDM right after an ALU write of its base waits a cycle there).
	.macro	entry getmask
	\getmask
	ldm	r7!, {r3-r5}
	adds	r7, #84
	ands	r3, r6
	ands	r4, r6
	ands	r5, r6
	orrs	r0, r3
	orrs	r1, r4
	orrs	r2, r5
	.endm

	.global	halite_ge25519_select_armv6m
	.type	halite_ge25519_select_armv6m, %function
	.align	2
halite_ge25519_select_armv6m:
	push	{r4-r7, lr}
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	push	{r4-r7}
	sub	sp, #FRAME
	str	r0, [sp, #W]
	str	r0, [sp, #W0]
	movs	r7, r0
	adds	r7, #96
	str	r7, [sp, #WEND]
	movs	r7, r1
	str	r3, [sp, #NEG]
	maske	r4, 0
	mov	r8, r4
	maske	r4, 1
	mov	r9, r4
	maske	r4, 2
	mov	r10, r4
	maske	r4, 3
	mov	r11, r4
	maske	r4, 4
	mov	r12, r4
	maske	r4, 5
	mov	lr, r4
	maske	r4, 6
	str	r4, [sp, #M6]
	maske	r4, 7
	str	r4, [sp, #M7]
	@ eight parts of three words, r7 at the part's words of entry 0: the
	@ loop's count is public
.Lpart:
	ldm	r7!, {r0-r2}
	adds	r7, #84
	mov	r6, r8
	ands	r0, r6
	ands	r1, r6
	ands	r2, r6
	entry	"mov r6, r9"
	entry	"mov r6, r10"
	entry	"mov r6, r11"
	entry	"mov r6, r12"
	entry	"mov r6, lr"
	entry	"ldr r6, [sp, #M6]"
	ldr	r6, [sp, #M7]
	ldm	r7!, {r3-r5}
	subs	r7, #224			@ back 7 entries: the next part
	subs	r7, #224
	subs	r7, #224
	ands	r3, r6
	ands	r4, r6
	ands	r5, r6
	orrs	r0, r3
	orrs	r1, r4
	orrs	r2, r5
	ldr	r3, [sp, #W]
	ldr	r4, [sp, #WEND]
	stm	r3!, {r0-r2}
	str	r3, [sp, #W]
	cmp	r3, r4
	bne	.Lpart
	@ y + x and y - x trade places where nm = -1, two words at a time
	ldr	r4, [sp, #NEG]
	negs	r4, r4
	ldr	r7, [sp, #W0]
	movs	r6, #4
.Lswap:
	ldm	r7!, {r0, r1}
	adds	r7, #24
	ldm	r7!, {r2, r3}
	movs	r5, r0
	eors	r5, r2
	ands	r5, r4
	eors	r0, r5
	eors	r2, r5
	movs	r5, r1
	eors	r5, r3
	ands	r5, r4
	eors	r1, r5
	eors	r3, r5
	subs	r7, #8
	stm	r7!, {r2, r3}
	subs	r7, #40
	stm	r7!, {r0, r1}
	subs	r6, #1
	bne	.Lswap
	@ 2 d x y = (v ^ nm) + ((p + 1) & nm): word 0 adds 0xffffffee & nm,
	@ words 1-6 nm, word 7 nm >> 1 (in r8: nothing may touch the carry);
	@ r7 = w + 32 after the swaps, r6 the store pointer
	lsrs	r5, r4, #1
	mov	r8, r5
	movs	r5, #18
	negs	r5, r5
	ands	r5, r4
	adds	r7, #32
	movs	r6, r7
	ldm	r7!, {r0-r3}
	eors	r0, r4
	eors	r1, r4
	eors	r2, r4
	eors	r3, r4
	adds	r0, r5
	adcs	r1, r4
	adcs	r2, r4
	adcs	r3, r4
	stm	r6!, {r0-r3}
	ldm	r7!, {r0-r3}
	mov	r5, r8
	eors	r0, r4
	eors	r1, r4
	eors	r2, r4
	eors	r3, r4
	adcs	r0, r4
	adcs	r1, r4
	adcs	r2, r4
	adcs	r3, r5
	stm	r6!, {r0-r3}
	add	sp, #FRAME
	pop	{r4-r7}
	mov	r8, r4
	mov	r9, r5
	mov	r10, r6
	mov	r11, r7
	pop	{r4-r7, pc}
	.size	halite_ge25519_select_armv6m, .-halite_ge25519_select_armv6m
