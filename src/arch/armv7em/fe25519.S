@ SPDX-License-Identifier: ISC
@ GF(2^255 - 19) kernels for ARMv7E-M (Cortex-M4, M7, M33), constant-time.
@
@ Elements are eight little-endian 32-bit words, any value below 2^256
@ (src/field/fe25519_kernels.h). On these cores every multiply takes the
@ same time whatever its operands (docs/design.md, Constant time), so the
@ products are whole-word UMULL/UMAAL: UMAAL rl, rh, x, y sets
@ rh:rl = x y + rl + rh, which never overflows (2^64 - 1 at most), so one
@ instruction adds a product and two words and passes the high word on. No
@ branch, no address and no instruction's latency depends on the data; no
@ UDIV/SDIV.
@
@ Each of mul and sq has a core, halite_fe25519_{mul,sq}_core_armv7em, for
@   callers that keep their values in memory across products (the ladder,
@   fe25519_ladder.S): it clobbers r0-r12 and lr, returns its result in
@   r0-r7 (stored nowhere), and works in 40 bytes of scratch at sp that its
@   caller sets aside (CORE_SCRATCH; the return address at [sp, #36]). The
@   AAPCS functions run the same code (a macro) between their own prologue
@   and epilogue and store the result.
@
@ mul core: r0 = a, r1 = b; r0-r7 = a b mod p (loosely).
@   Two passes of operand scanning, each holding four words of b in
@   registers and streaming the eight words of a: pass 1 adds a b[0..3]
@   into P[0..11], pass 2 a b[4..7] into P[4..15]. A row adds a_i times the
@   four held words to four consecutive words of P (the window) with one
@   UMAAL chain: each UMAAL adds its product, the window word and the
@   chain's carry word, and the last carry becomes the next window word. A
@   chain starts from a zero word (MOV), or from a high word still waiting
@   to be added at that position: pass 1 computes rows 0 and 1 together
@   from four UMULLs, whose high words start rows 2 and 3, and pass 2's
@   rows 4-7 start from P1[8..11], pass 1's top words. Words that leave the
@   window are final for the pass and go to the scratch (P[0..7]).
@   Reduction, with 2^256 = 38 and 2^255 = 19: word 7 first,
@   u7 = P[7] + 38 P[15] < 39 2^32, whose bits 255 and up leave as
@   T = 19 (u7 >> 31) < 2^11 (UMULL, ADDS, ADC); then one UMAAL chain
@   R[k] = P[k] + 38 P[k+8] + carry for k = 0..6 from the carry T, each
@   carry below 40; R[7] = (u7 mod 2^31) + carry. So R < 2^255 + 2^230.
@   Registers, pass 1: r2, r3, r4, r11 = b0..b3, r0 = a (advancing), r1 =
@   b, r5/r6 two words of a (LDM pairs), r7-r10, r12, lr the window and
@   carries. Pass 2: r2, r3, r4, r11 = b4..b7, r1 = a_i, r0 = a + 24, the
@   window rotating through r5-r7, r9, r10 while r12, lr, r8 hold P1[8..10]
@   (P1[11] waits in the scratch; r9 keeps P1[7], and P[7] is loaded
@   into r0 behind a7's load). Reduction: r11 = 38, r0 = T, then the
@   rotating carry: R[k] lands in the register that held the carry and the
@   next carry in the one that held P[k], so P[0..3] load into r1-r4 and
@   P[4..6] into r5, r6, r10, and R comes out in r0-r7.
@   Scratch: P[0..7] at [sp, #0..#28], P1[11] at [sp, #32].
@   Cost (tools/m3sim, Cortex-M4 rules): the core 159 cycles: 72 long
@   multiplies (64 products, 8 in the reduction), 8 MOVs, 28 loads (LDM
@   pairs in pass 1, single LDRs of a in pass 2: every register is busy
@   there), 13 stores, the reduction's 10 other instructions and the
@   saved return; the AAPCS halite_fe25519_mul 194 (pushes, r, the store).
@
@ sq core: r0-r7 = a; r0-r7 = a^2 mod p (loosely).
@   Product scanning by columns k = 0..15 with a in r0-r7: column k sums
@   the cross products a_i a_j (i < j, i + j = k) by UMAAL, each passing
@   its high word on as a "lane" that the next column's UMAALs absorb (a
@   column starts from a UMULL, from two lanes, or from a zero word); the
@   column's sum is doubled by ADCS (the flags carry the doubling from
@   column to column: UMAAL leaves the flags alone), and a second UMAAL
@   adds a_(k/2)^2 (k even) or 0 (k odd) with the square chain's carry.
@   Words 0..6 go to the scratch, 7 stays in r0 (a0's) for the reduction,
@   and 8..15 stay in registers as the a_i they replace die. a^2 < 2^512,
@   so column 15's ADC ends both chains. The reduction is mul's.
@   Registers: r11 = 0 for the odd columns' zero products (then 38), the
@   square chain's carry in r9 (r3 from column 13), lanes in r8, r10, r12,
@   lr; words 8..15 end in r10, r5, lr, r6, r12, r9, r8, r7 (two MOVs).
@   Scratch: words 0..6 at [sp, #0..#24].
@   Cost: the core 105 cycles: 43 long multiplies (36 products, 7 zero
@   products), 15 ADCS, 7 MOVs, 7 stores, the reduction and the return.
@
@ add and sub are the ARMv7-M ones (src/arch/armv7m/fe25519_addsub.inc:
@ no multiply, the same cycles on the M4); cswap is below.

	.syntax	unified
	.thumb
#include "ramfunc.h"
	HALITE_HOT_SECTION(fe25519_armv7em)

	.equ	CORE_SCRATCH, 40		@ bytes a core's caller sets aside at sp

#include "fe25519_bodies.inc"
#include "../armv7m/fe25519_addsub.inc"

@ ---- the cores ----

@ A core's return through the address its entry stored at [sp, #CORE_RA].
@ The fault-hardened build (HALITE_HARDENED, docs/hardened.md) then zeroes
@ that slot: a later call whose store of lr was skipped returns to address
@ 0 in ARM state and faults, instead of through this call's address into
@ the middle of the caller (which the ladder's checks were seen to miss).
	.macro	core_return
#if HALITE_HARDENED
	ldr	lr, [sp, #CORE_RA]
	mov	r12, #0
	str	r12, [sp, #CORE_RA]
	bx	lr
#else
	ldr	pc, [sp, #CORE_RA]
#endif
	.endm

	.global	halite_fe25519_mul_core_armv7em
	.type	halite_fe25519_mul_core_armv7em, %function
	.align	2
halite_fe25519_mul_core_armv7em:
	str	lr, [sp, #CORE_RA]
	mul_body
	core_return
	.size	halite_fe25519_mul_core_armv7em, .-halite_fe25519_mul_core_armv7em

	.global	halite_fe25519_sq_core_armv7em
	.type	halite_fe25519_sq_core_armv7em, %function
	.align	2
halite_fe25519_sq_core_armv7em:
	str	lr, [sp, #CORE_RA]
	sq_body
	core_return
	.size	halite_fe25519_sq_core_armv7em, .-halite_fe25519_sq_core_armv7em

@ ---- AAPCS entry points ----

@ halite_fe25519_mul_armv7em(r, a, b): r = a b (loosely), r may alias.
@   r is kept at [sp, #36] above the 36 bytes of scratch the body uses.
	.global	halite_fe25519_mul_armv7em
	.type	halite_fe25519_mul_armv7em, %function
	.align	2
halite_fe25519_mul_armv7em:
	push	{r0, r4-r11, lr}
	sub	sp, sp, #36
	mov	r0, r1
	mov	r1, r2
	mul_body
	ldr	r8, [sp, #36]
	stm	r8, {r0-r7}
	add	sp, sp, #40
	pop	{r4-r11, pc}
	.size	halite_fe25519_mul_armv7em, .-halite_fe25519_mul_armv7em

@ halite_fe25519_sq_armv7em(r, a): r = a^2 (loosely), r may alias.
	.global	halite_fe25519_sq_armv7em
	.type	halite_fe25519_sq_armv7em, %function
	.align	2
halite_fe25519_sq_armv7em:
	push	{r0, r4-r11, lr}
	sub	sp, sp, #36
	ldm	r1, {r0-r7}
	sq_body
	ldr	r8, [sp, #36]
	stm	r8, {r0-r7}
	add	sp, sp, #40
	pop	{r4-r11, pc}
	.size	halite_fe25519_sq_armv7em, .-halite_fe25519_sq_armv7em

@ halite_fe25519_add_armv7em, halite_fe25519_sub_armv7em: the ARMv7-M code
	fe25519_addsub	armv7em

@ halite_fe25519_cswap_armv7em(a, b, bit): swaps a and b when bit = 1, by
@   the mask -bit, four words at a time. Registers: r2 mask, r3-r6 a words,
@   r7-r10 b words, r11 their masked difference.
	.global	halite_fe25519_cswap_armv7em
	.type	halite_fe25519_cswap_armv7em, %function
	.align	2
halite_fe25519_cswap_armv7em:
	push	{r4-r11, lr}
	rsb	r2, r2, #0			@ mask: 0 or all ones
	ldm	r0, {r3-r6}
	ldm	r1, {r7-r10}
	eor	r11, r3, r7
	and	r11, r11, r2
	eor	r3, r3, r11
	eor	r7, r7, r11
	eor	r11, r4, r8
	and	r11, r11, r2
	eor	r4, r4, r11
	eor	r8, r8, r11
	eor	r11, r5, r9
	and	r11, r11, r2
	eor	r5, r5, r11
	eor	r9, r9, r11
	eor	r11, r6, r10
	and	r11, r11, r2
	eor	r6, r6, r11
	eor	r10, r10, r11
	stm	r0!, {r3-r6}
	stm	r1!, {r7-r10}
	ldm	r0, {r3-r6}
	ldm	r1, {r7-r10}
	eor	r11, r3, r7
	and	r11, r11, r2
	eor	r3, r3, r11
	eor	r7, r7, r11
	eor	r11, r4, r8
	and	r11, r11, r2
	eor	r4, r4, r11
	eor	r8, r8, r11
	eor	r11, r5, r9
	and	r11, r11, r2
	eor	r5, r5, r11
	eor	r9, r9, r11
	eor	r11, r6, r10
	and	r11, r11, r2
	eor	r6, r6, r11
	eor	r10, r10, r11
	stm	r0, {r3-r6}
	stm	r1, {r7-r10}
	pop	{r4-r11, pc}
	.size	halite_fe25519_cswap_armv7em, .-halite_fe25519_cswap_armv7em

@ The fe25519.h names of these operations are the kernels themselves
@ (fe25519.c leaves them out on this target): no wrapper call between.
	.global	halite_fe25519_mul
	.thumb_set	halite_fe25519_mul, halite_fe25519_mul_armv7em
	.global	halite_fe25519_sq
	.thumb_set	halite_fe25519_sq, halite_fe25519_sq_armv7em
	.global	halite_fe25519_add
	.thumb_set	halite_fe25519_add, halite_fe25519_add_armv7em
	.global	halite_fe25519_sub
	.thumb_set	halite_fe25519_sub, halite_fe25519_sub_armv7em
	.global	halite_fe25519_cswap
	.thumb_set	halite_fe25519_cswap, halite_fe25519_cswap_armv7em
