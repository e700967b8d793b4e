@ Binary Euclid steps of fe25519_invert_pub (src/field/fe25519_pub.c) for
@ PUBLIC data only, ARMv7-M: variable time, branches and loop counts follow
@ the values. No multiplies.
@
@ halite_fe25519_euclid_pub_armv7m(st) runs the common steps of Kaliski's
@   almost inverse on the state st (struct euclid_state in fe25519_pub.c):
@     +0   u[8]   +32  v[8]     odd, u, v < 2^256, words >= nu zero
@     +64  x[9]   +100 s[9]     x, s <= p, words >= ns zero (x[8] = s[8] = 0)
@     +136 nu (1..8)   +140 ns (1..8)   +144 k
@   Each step, with (a, b, f, g) = (u, v, x, s) when u > v and (v, u, s, x)
@   when v > u: a = (a - b) / 2^z (odd), f += g, g <<= z, k += z, which keeps
@   p = u s + v r, so x, s <= p < 2^255 stay within ns <= 8 words. It returns
@   (st updated) before a step it leaves to the C: when the top words of u
@   and v are equal (u == v ends the inversion; otherwise rare) or when
@   a - b has 32 or more trailing zeros (rare).
@
@ Each array pass is unrolled over 8 words of equal size and entered by
@   ADD PC (3 cycles, TBB takes 4) at the block that makes it cover exactly
@   the live words: block J addresses word J - (8 - n) of the array, relative
@   to a base 4 (8 - n) bytes below it.
@   u, v: t = st + 4 nu, so u word i = [t, #4 i - 4 nu], the top at [t, #-4]
@   and v's at [t, #28]. Word 0 (which gives z) is done before the jump;
@   block J (1..7) does word i = J - (8 - nu), so 9 - nu is the first, and
@   writes the word below it: out_{i-1} = (d_{i-1} >> z) | (d_i << (32 - z)).
@   x, s: q = st + 4 ns, block J (0..7) does word J - (8 - ns): f_i += g_i
@   with carries and g_i = (g_i << z) | (g_{i-1} >> (32 - z)); then word ns,
@   zero in both, receives the carry and the bits shifted out of g, and ns
@   grows when either is nonzero.
@
@ Registers: r0 = st, r1 = 28 (8 - nu) and r2 = 32 (8 - ns) (the byte
@   offsets of the two passes' first blocks), r3 = k, r4 = t, r12 = q,
@   r5 = z (1..31), r6 = 32 - z, r7 = the word being shifted across (d_{i-1} >> z, or g_{i-1} >> (32 - z)),
@   r8-r10, lr = loaded words and temporaries.

	.syntax	unified
	.thumb
	.text

#define ST_U 0
#define ST_V 32
#define ST_X 64
#define ST_S 100
#define ST_NU 136
#define ST_NS 140
#define ST_K 144
#define AB_BLOCK 28			/* bytes: 7 instructions of 32 bits */
#define FG_BLOCK 32			/* 8 */

@ Block J of the a, b pass (A, B = the arrays' offsets): d = a_i - b_i - borrow,
@ the word below gets its top bits.
.macro	ab_block J, A, B
	ldr	r8, [r4, #(\A - 32 + 4 * \J)]
	ldr	r9, [r4, #(\B - 32 + 4 * \J)]
	sbcs	r8, r8, r9
	lsl	r9, r8, r6
	orr	r9, r9, r7
	str	r9, [r4, #(\A - 36 + 4 * \J)]
	lsr	r7, r8, r5
.endm

@ Block J of the f, g pass (F, G = the arrays' offsets): f_i += g_i + carry,
@ g_i = (g_i << z) | the bits from g_{i-1}.
.macro	fg_block J, F, G
	ldr	r8, [r12, #(\F - 32 + 4 * \J)]
	ldr	r9, [r12, #(\G - 32 + 4 * \J)]
	adcs	r8, r8, r9
	str	r8, [r12, #(\F - 32 + 4 * \J)]
	lsl	r8, r9, r5
	orr	r8, r8, r7
	str	r8, [r12, #(\G - 32 + 4 * \J)]
	lsr	r7, r9, r6
.endm

@ One step with a > b, a_0 - b_0 = d0 in r10 and its flags set (C = no borrow);
@ ends by branching back to the loop.
.macro	step A, B, F, G
	beq	.Lreturn			@ d0 == 0: z >= 32, left to the C
	rbit	r5, r10
	clz	r5, r5				@ z = ctz(d0), 1..31 (a - b is even)
	rsb	r6, r5, #32			@ (no flags: the borrow is live)
	lsr	r7, r10, r5			@ d0 >> z
3:	add	pc, r1				@ pc reads 3b + 4 = 11f: block 1 + r1
	nop					@ (not executed)
11:	ab_block 1, \A, \B
12:	ab_block 2, \A, \B
13:	ab_block 3, \A, \B
14:	ab_block 4, \A, \B
15:	ab_block 5, \A, \B
16:	ab_block 6, \A, \B
17:	ab_block 7, \A, \B
18:	str	r7, [r4, #(\A - 4)]		@ a's word nu - 1
	mov	r7, #0				@ g_{-1} = 0
	adds	r3, r3, r5			@ k += z < 2^10, and C = 0
4:	add	pc, r2				@ block 0 + r2
	nop
20:	fg_block 0, \F, \G
21:	fg_block 1, \F, \G
22:	fg_block 2, \F, \G
23:	fg_block 3, \F, \G
24:	fg_block 4, \F, \G
25:	fg_block 5, \F, \G
26:	fg_block 6, \F, \G
27:	fg_block 7, \F, \G
28:
	.if (11b - 3b) != 4 || (18b - 11b) != 7 * AB_BLOCK || (20b - 4b) != 4 || (28b - 20b) != 8 * FG_BLOCK
	.error "the blocks are not where r1 and r2 point"
	.endif
	adcs	r8, r7, #0			@ word ns: carry + g's bits out (< 2^31)
	beq	.Lloop				@ both zero: ns stays
	sub	r9, r8, r7			@ the carry
	str	r9, [r12, #\F]
	str	r7, [r12, #\G]
	sub	r2, r2, #FG_BLOCK		@ ns + 1
	add	r12, r12, #4
	b	.Lloop
.endm

@ void halite_fe25519_euclid_pub_armv7m(struct euclid_state *st)
	.global	halite_fe25519_euclid_pub_armv7m
	.type	halite_fe25519_euclid_pub_armv7m, %function
	.align	2
halite_fe25519_euclid_pub_armv7m:
	push	{r4-r10, lr}
	ldr	r1, [r0, #ST_NU]
	ldr	r2, [r0, #ST_NS]
	ldr	r3, [r0, #ST_K]
	add	r4, r0, r1, lsl #2		@ t = st + 4 nu
	add	r12, r0, r2, lsl #2		@ q = st + 4 ns
	rsb	r1, r1, #8
	lsl	r9, r1, #5
	sub	r1, r9, r1, lsl #2		@ AB_BLOCK (8 - nu)
	rsb	r2, r2, #8
	lsl	r2, r2, #5			@ FG_BLOCK (8 - ns)
.Lloop:
	ldr	r8, [r4, #(ST_U - 4)]		@ u_{nu-1}
	ldr	r9, [r4, #(ST_V - 4)]		@ v_{nu-1}
	ldr	r10, [r0, #ST_U]			@ u_0
	ldr	lr, [r0, #ST_V]			@ v_0
	cmp	r8, r9
	beq	.Ltop_equal
	bcc	.Lv_greater
	subs	r10, r10, lr			@ u_0 - v_0
	step	ST_U, ST_V, ST_X, ST_S
.Lv_greater:
	subs	r10, lr, r10			@ v_0 - u_0
	step	ST_V, ST_U, ST_S, ST_X
.Ltop_equal:
	cmp	r8, #0
	bne	.Lreturn			@ equal nonzero tops: the C compares
	sub	r4, r4, #4			@ both zero (nu > 1 as u, v >= 1): nu - 1
	add	r1, r1, #AB_BLOCK
	b	.Lloop
.Lreturn:
	sub	r4, r4, r0
	lsr	r4, r4, #2
	lsr	r2, r2, #5
	rsb	r2, r2, #8
	str	r4, [r0, #ST_NU]
	str	r2, [r0, #ST_NS]
	str	r3, [r0, #ST_K]
	pop	{r4-r10, pc}
	.size	halite_fe25519_euclid_pub_armv7m, . - halite_fe25519_euclid_pub_armv7m
