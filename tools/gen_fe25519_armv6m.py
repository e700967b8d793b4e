#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Writes src/arch/armv6m/fe25519.S, the ARMv6-M (Cortex-M0/M0+)
GF(2^255-19) kernels.

    python3 tools/gen_fe25519_armv6m.py > src/arch/armv6m/fe25519.S

mul and sq are straight-line Thumb-1 code built here from a few pieces
(32-bit products from 16x16 MULS, 64-bit products by Karatsuba, two
levels of Karatsuba above them in memory, and the reduction fused into
the last combination); add, sub and cswap are written out below. Every
function returns a list of instructions ("op args" or "@ comment"),
which main() prints; tests/run.d/35-generated.sh checks that the
printed file is the committed one. Standard library only.
"""
import re
import sys

# ---- the pieces: lists of instructions, registers named in the text ----


def mul32(lo, hi, b, t, u):
    """(lo, hi) = lo b, 64 bits: four 16x16 MULS, the cross products added
    at bit 16. b, t, u clobbered. 17 cycles."""
    return [f"lsrs {t}, {b}, #16", f"lsrs {hi}, {lo}, #16", f"lsrs {u}, {lo}, #16",
            f"uxth {b}, {b}", f"uxth {lo}, {lo}",
            f"muls {hi}, {t}", f"muls {t}, {lo}", f"muls {u}, {b}", f"muls {lo}, {b}",
            f"lsrs {b}, {t}, #16", f"lsls {t}, {t}, #16", f"adds {lo}, {t}",
            f"adcs {hi}, {b}", f"lsrs {b}, {u}, #16", f"lsls {u}, {u}, #16",
            f"adds {lo}, {u}", f"adcs {hi}, {b}"]


def sqr32(x, h, t, u):
    """(x, h) = x^2: three MULS, the cross product doubled by the shifts.
    t, u clobbered. 10 cycles."""
    return [f"lsrs {h}, {x}, #16", f"uxth {x}, {x}", f"movs {t}, {h}", f"muls {t}, {x}",
            f"muls {h}, {h}", f"muls {x}, {x}", f"lsrs {u}, {t}, #15",
            f"lsls {t}, {t}, #17", f"adds {x}, {t}", f"adcs {h}, {u}"]


def remap(lines, perm):
    """Renames the placeholder registers R0-R7 by perm."""
    return [re.sub(r"\bR[0-7]\b", lambda m: perm[m.group(0)], ln) for ln in lines]


def mul64(s1="r10", s2="r11"):
    """r0, r1, r3, r4 (low word first) = (r2 + 2^32 r3)(r4 + 2^32 r5);
    r2, r5-r7 and the stash registers s1, s2 clobbered. 81 cycles. Karatsuba on words:
    L = a0 b0, H = a1 b1, M = |a0 - a1| |b1 - b0|, m = -1 when
    (a0 - a1)(b1 - b0) < 0; ab = L + 2^32 t + 2^64 H with the middle
    t = L + H + (M ^ m) - m = a0 b1 + a1 b0 < 2^65, whose top word starts
    at m (the sign extension) and gathers the carries."""
    L = ["subs R4, R0, R1", "sbcs R5, R5", "eors R4, R5", "subs R4, R5",
         "subs R6, R3, R2", "sbcs R7, R7", "eors R6, R7", "subs R6, R7",
         "eors R5, R7", f"mov {s1}, R4", f"mov {s2}, R6"]
    L += mul32("R0", "R4", "R2", "R6", "R7")            # L = (R0, R4)
    L += mul32("R1", "R2", "R3", "R6", "R7")            # H = (R1, R2)
    L += [f"mov R3, {s1}", f"mov R6, {s2}", f"mov {s1}, R0", f"mov {s2}, R5"]
    L += mul32("R3", "R0", "R6", "R5", "R7")            # M = (R3, R0)
    L += [f"mov R5, {s2}", "eors R3, R5", "eors R0, R5", f"mov R6, {s1}", "cmp R5, #1",
          "adcs R3, R6", "adcs R0, R4", "movs R7, #0", "adcs R5, R7",
          "adds R3, R1", "adcs R0, R2", "adcs R5, R7",
          "adds R4, R3", "adcs R1, R0", "adcs R2, R5"]
    return remap(L, {"R6": "r0", "R4": "r1", "R0": "r2", "R1": "r3", "R2": "r4",
                     "R3": "r5", "R5": "r6", "R7": "r7"})


def sq64():
    """r0-r3 (low word first) = (r0 + 2^32 r2)^2; r4-r7 clobbered.
    44 cycles: L = x0^2, H = x1^2, M = (x0 - x1)^2, and
    x^2 = L + 2^32 (L + H - M) + 2^64 H, the middle (2 x0 x1 < 2^65) taken
    off as M - L - H with its borrows."""
    L = ["subs R2, R0, R1", "sbcs R3, R3", "eors R2, R3", "subs R2, R3"]
    L += sqr32("R1", "R3", "R4", "R5")                  # H = (R1, R3)
    L += sqr32("R2", "R4", "R5", "R6")                  # M = (R2, R4)
    L += sqr32("R0", "R5", "R6", "R7")                  # L = (R0, R5)
    L += ["movs R7, #0",
          "subs R2, R0", "sbcs R4, R5", "sbcs R6, R6",
          "subs R2, R1", "sbcs R4, R3", "sbcs R6, R7",
          "subs R5, R2", "sbcs R1, R4", "sbcs R3, R6"]
    return remap(L, {"R0": "r0", "R5": "r1", "R1": "r2", "R3": "r3",
                     "R2": "r4", "R4": "r5", "R6": "r6", "R7": "r7"})


def mul38_acc(v, t, u, k, acc, z, c):
    """acc = acc + 38 v + c mod 2^32 with the carry out in u; k = 38, z = 0,
    0 <= c < 2^16 (read before u is written); v, t clobbered. 38 v's
    halves are products below 2^22. 11 cycles."""
    return [f"uxth {t}, {v}", f"lsrs {u}, {v}, #16", f"muls {t}, {k}", f"muls {u}, {k}",
            f"add {t}, {c}", f"lsls {v}, {u}, #16", f"lsrs {u}, {u}, #16",
            f"adds {t}, {v}", f"adcs {u}, {z}", f"adds {acc}, {t}", f"adcs {u}, {z}"]


# ---- the two upper Karatsuba levels ----
#
# A 256-bit product a b is three 128-bit products ("groups", S = 2^128):
# L = a_lo b_lo, H = a_hi b_hi and N = |a_lo - a_hi| |b_hi - b_lo|; with
# K = L + H + sN (s the sign of (a_lo - a_hi)(b_hi - b_lo): K = a_lo b_hi +
# a_hi b_lo), a b = L + S K + S^2 H. A group is likewise three 64-bit
# products P0, P1, Q (s = 2^64): X = P0 + s E + s^2 P1, E = P0 + P1 + sQ.
# Each group is 8 words in the frame; top() combines them and reduces.

def group_mid(x, p1):
    """With P1 (words p1, low first) in registers and P0 at sp + x: the
    refined Karatsuba's T = P0_hi + P1_lo (64 bits) to sp + x + 16 and
    P1_hi + T's carry (below 2^64: P1_hi <= 2^64 - 2) to sp + x + 24;
    P0_hi and P1_lo are not needed after. r7 and two other registers
    (t, u) clobbered. 15 cycles."""
    b0, b1, b2, b3 = p1
    t, u = [r for r in ("r2", "r4", "r5", "r6") if r not in p1][:2]
    z = [r for r in ("r2", "r4", "r5", "r6") if r not in p1 and r not in (t, u)][0]
    return [f"add r7, sp, #{x + 8}", f"ldm r7!, {{{t}, {u}}}", f"adds {t}, {b0}", f"adcs {u}, {b1}",
            f"movs {z}, #0", f"adcs {b2}, {z}", f"adcs {b3}, {z}",
            f"stm r7!, {{{t}, {u}}}", f"stm r7!, {{{b2}, {b3}}}"]


def group_tail(x, sign):
    """X = P0 + s E + s^2 P1 (s = 2^64) at sp + x, E = P0 + P1 +- Q, from
    P0's low half at sp + x, T = P0_hi + P1_lo and B = P1_hi + t (t the
    carry of T) as group_mid leaves them: X's words 0-1 are P0's, words
    2-5 are W = P0_lo + T (1 + s) + s B +- Q, words 6-7 B plus W's top
    word c, which is signed (-1 <= c <= 2: W = P0_hi + s P1_lo + E - s^2 t
    may be negative). Q is in r0, r1, r3, r4 (mul64) with its sign mask
    (-1: take Q off) in the register sign, or Q is in r0-r3 and taken off
    (sign None, sq64)."""
    if sign is None:
        return [f"add r7, sp, #{x + 16}", "ldm r7!, {r4, r5}",
                "subs r0, r4, r0", "mvns r1, r1", "adcs r1, r5", "mvns r2, r2", "adcs r2, r4",
                "mvns r3, r3", "adcs r3, r5", "sbcs r6, r6",
                f"ldr r4, [sp, #{x}]", "adds r0, r4", f"ldr r4, [sp, #{x + 4}]", "adcs r1, r4",
                "ldm r7!, {r4, r5}", "adcs r2, r4", "adcs r3, r5", "movs r7, #0", "adcs r6, r7",
                "asrs r7, r6, #31", "adds r4, r6", "adcs r5, r7",
                f"add r6, sp, #{x + 8}", "stm r6!, {r0-r5}"]
    return [f"mov r7, {sign}", "eors r0, r7", "eors r1, r7", "eors r3, r7", "eors r4, r7",
            f"add r2, sp, #{x + 16}", "ldm r2!, {r5, r6}", "cmp r7, #1",
            "adcs r0, r5", "adcs r1, r6", "adcs r3, r5", "adcs r4, r6", "movs r5, #0", "adcs r7, r5",
            f"ldr r5, [sp, #{x}]", "adds r0, r5", f"ldr r5, [sp, #{x + 4}]", "adcs r1, r5",
            "ldm r2!, {r5, r6}", "adcs r3, r5", "adcs r4, r6", "movs r2, #0", "adcs r7, r2",
            "asrs r2, r7, #31", "adds r5, r7", "adcs r6, r2",
            f"add r2, sp, #{x + 8}", "stm r2!, {r0, r1, r3, r4, r5, r6}"]


def top(XL, XH, XM, mask, OUTP, keep, y4, v7):
    """Writes a b mod p (below 2^256) to the pointer at sp + OUTP from the
    groups L, H, N at sp + XL, XH = XL + 32, XM (8 words each). With
    K = L + H + sN and S^2 = 2^256 = 38 mod p,
        a b = L0 + 38 Y + S (X + 38 H1)   (mod p),  X + S Y = L1 + S H0 + K,
    and with T = L1 + H0 = T0 + S t (t its carry) that is
        X = T0 + L0 + sN0,  Y = T0 + H1 + sN1 + t + the carries of X,
    T0 added twice (refined Karatsuba). s = -1 (mask None: subtract N) or
    the mask in the register mask (-1: subtract, else add: N ^ mask plus
    its low bit); N0's carry runs on into N1's chain. X goes over N0; T0,
    then Y, wait in the high registers keep (else in the frame over L1);
    t comes out of Y as 38 t at word 0 (Y >= H0 >= t, so Y - t >= 0), and
    y4, Y's top word (at most 3), waits in the high register y4. Bits 255
    and up are folded first: h = V7 >> 31, V7 = X3 + 38 H1_3 (word 7
    before the carry from below, which is at most 2^9), gives 19 h at
    word 0 and h 2^255 off word 7, after which the value is below 2^256;
    V7's low word waits in the register or frame offset v7."""
    assert XH == XL + 32
    def put(dst, src):
        return [f"mov {dst}, {src}"] if isinstance(dst, str) else [f"str {src}, [sp, #{dst}]"]
    def get(dst, src):
        return [f"mov {dst}, {src}"] if isinstance(src, str) else [f"ldr {dst}, [sp, #{src}]"]
    L = ["@ T0 = L1 + H0 (r0-r3), r4 = t - 1",
         f"add r7, sp, #{XL + 16}", "ldm r7!, {r0-r3}", "ldm r7, {r4-r7}",
         "adds r0, r4", "adcs r1, r5", "adcs r2, r6", "adcs r3, r7", "sbcs r4, r4"]
    L += ([f"mov {keep[i]}, r{i}" for i in range(4)] if keep
          else [f"add r7, sp, #{XL + 16}", "stm r7!, {r0-r3}"])
    L += ["@ X = T0 + L0 + sN0 over N0: r7 = the carry of T0 + L0, less 1; N0's",
          "@ carry stays in the flag"]
    L += [f"add r7, sp, #{XL}", "ldm r7!, {r5, r6}", "adds r0, r5", "adcs r1, r6",
          "ldm r7!, {r5, r6}", "adcs r2, r5", "adcs r3, r6", "sbcs r7, r7"]
    if mask is None:
        for i in range(4):
            L += [f"ldr r6, [sp, #{XM + 4 * i}]", ("subs" if i == 0 else "sbcs") + f" r{i}, r6"]
    else:
        L += [f"mov r5, {mask}", "cmp r5, #1"]
        for i in range(4):
            L += [f"ldr r6, [sp, #{XM + 4 * i}]", "eors r6, r5", f"adcs r{i}, r6"]
    L += [f"add r6, sp, #{XM}", "stm r6!, {r0-r3}"]
    L += ([f"mov r{i}, {keep[i]}" for i in range(4)] if keep
          else [f"add r6, sp, #{XL + 16}", "ldm r6!, {r0-r3}"])
    L += ["@ Y - t = T0 + sN1 (N0's carry in) + H1 (T0 + L0's carry in): r5 = y4"]
    if mask is None:
        for i in range(4):
            L += [f"ldr r6, [sp, #{XM + 16 + 4 * i}]", f"sbcs r{i}, r6"]
        L += ["sbcs r5, r5"]
    else:
        for i in range(4):
            L += [f"ldr r6, [sp, #{XM + 16 + 4 * i}]", "eors r6, r5", f"adcs r{i}, r6"]
        L += ["movs r6, #0", "adcs r5, r6"]
    L += ["negs r6, r7"]
    for i in range(4):
        L += [f"ldr r6, [sp, #{XH + 16 + 4 * i}]", f"adcs r{i}, r6"]
    L += ["movs r6, #0", "adcs r5, r6", "adds r5, r4", "adds r5, #1", f"mov {y4}, r5"]
    L += ([f"mov {keep[i]}, r{i}" for i in range(4)] if keep
          else [f"add r7, sp, #{XL + 16}", "stm r7!, {r0-r3}"])
    L += ["@ V7 = X3 + 38 H1_3 (r1, r2), h = V7 >> 31 (r3), c = 19 (h + 2 t) (r7);",
          "@ k = 38 (r5), z = 0 (r6), r4 = the result"]
    L += ["adds r4, #1", "lsls r4, r4, #1", "movs r5, #38", "movs r6, #0",
          f"ldr r0, [sp, #{XH + 28}]", f"ldr r7, [sp, #{XM + 12}]",
          "uxth r1, r0", "lsrs r2, r0, #16", "muls r1, r5", "muls r2, r5",
          "lsls r0, r2, #16", "lsrs r2, r2, #16", "adds r1, r0", "adcs r2, r6",
          "adds r1, r7", "adcs r2, r6", "lsls r2, r2, #1", "lsrs r0, r1, #31", "adds r3, r2, r0",
          "adds r3, r4", "movs r7, #19", "muls r7, r3"] + put(v7, "r1")
    L += [f"ldr r4, [sp, #{OUTP}]"]
    L += ["@ words 0-3 = L0 + 38 Y + c (the carry alternates between r7 and r2)"]
    regs = ["r7", "r2"]
    for i in range(4):
        c, u = regs[i % 2], regs[(i + 1) % 2]
        L += get("r0", keep[i] if keep else XL + 16 + 4 * i) + [f"ldr r3, [sp, #{XL + 4 * i}]"]
        L += mul38_acc("r0", "r1", u, "r5", "r3", "r6", c)
        L += [f"str r3, [r4, #{4 * i}]"]
    L += ["@ words 4-6 = X + 38 H1 + 38 y4 + the carry"]
    L += [f"mov r0, {y4}", "muls r0, r5", "adds r7, r0"]
    for i in range(3):
        c, u = regs[i % 2], regs[(i + 1) % 2]
        L += [f"ldr r0, [sp, #{XH + 16 + 4 * i}]", f"ldr r3, [sp, #{XM + 4 * i}]"]
        L += mul38_acc("r0", "r1", u, "r5", "r3", "r6", c)
        L += [f"str r3, [r4, #{16 + 4 * i}]"]
    L += ["@ word 7 = V7 less h 2^31 (the rest of h is V7's high word) plus the",
          "@ carry: below 2^32, nothing carries out"]
    L += get("r3", v7) + ["lsls r3, r3, #1", "lsrs r3, r3, #1", f"adds r3, {regs[1]}",
                          "str r3, [r4, #28]"]
    return L


# ---- squaring ----
SQ_XL, SQ_XH, SQ_XM = 0, 32, 64      # the groups, 8 words each
SQ_OUT = 96                           # r
SQ_D = 100                            # |a_lo - a_hi|, 4 words
SQ_FRAME = 116


def sq_group(x, src):
    """sp + x = U^2 for the 128-bit U at a + off (src ('a', off), a in r12)
    or at sp + off (('sp', off)): U0^2, U1^2, (U0 - U1)^2 by sq64."""
    kind, off = src

    def ptr(extra):
        if kind == "a":
            return ["mov r7, r12"] + ([f"adds r7, #{off + extra}"] if off + extra else [])
        return [f"add r7, sp, #{off + extra}"]
    L = ptr(0) + ["ldm r7!, {r0, r2}"] + sq64() + [f"add r7, sp, #{x}", "stm r7!, {r0-r3}"]
    L += ptr(8) + ["ldm r7!, {r0, r2}"] + sq64() + group_mid(x, ("r0", "r1", "r2", "r3"))
    L += ptr(0) + ["ldm r7, {r4-r7}",
                   "subs r0, r4, r6", "mov r2, r5", "sbcs r2, r7", "sbcs r1, r1",
                   "eors r0, r1", "eors r2, r1", "subs r0, r1", "sbcs r2, r1"]
    return L + sq64() + group_tail(x, None)


def absdiff128():
    """r0-r3 = |(r0-r3) - (r4-r7)|; r4 = -1 when that difference is
    negative, else 0. 13 cycles."""
    return ["subs r0, r0, r4", "sbcs r1, r5", "sbcs r2, r6", "sbcs r3, r7", "sbcs r4, r4",
            "eors r0, r4", "eors r1, r4", "eors r2, r4", "eors r3, r4",
            "subs r0, r4", "sbcs r1, r4", "sbcs r2, r4", "sbcs r3, r4"]


def sq_core_body():
    """The square with r0 = r, r1 = a; clobbers r0-r12, keeps lr and sp."""
    L = [f"sub sp, #{SQ_FRAME}", f"str r0, [sp, #{SQ_OUT}]", "mov r12, r1",
         "@ L = a_lo^2"]
    L += sq_group(SQ_XL, ("a", 0))
    L += ["@ H = a_hi^2"] + sq_group(SQ_XH, ("a", 16))
    L += ["@ N = D^2, D = |a_lo - a_hi|",
          "mov r7, r12", "ldm r7!, {r0-r3}", "ldm r7, {r4-r7}"] + absdiff128()
    L += [f"add r7, sp, #{SQ_D}", "stm r7!, {r0-r3}"]
    L += sq_group(SQ_XM, ("sp", SQ_D))
    L += top(SQ_XL, SQ_XH, SQ_XM, None, SQ_OUT, ("r9", "r10", "r11", "r12"), "r8", SQ_XL + 16)
    L += [f"add sp, #{SQ_FRAME}", "bx lr"]
    return L


# ---- multiplication ----
MU_XL, MU_XH, MU_XM = 0, 32, 64      # the groups
MU_OUT = 96                          # r (a and b stay in r8 and r9)
MU_DA, MU_DB = 100, 116              # |a_lo - a_hi|, |b_lo - b_hi|
MU_FRAME = 132


def mul_group(x, srcA, srcB):
    """sp + x = U V for 128-bit U, V at a + off, b + off (('a' or 'b', off):
    a in r8, b in r9) or at sp + off (('sp', off)): U0 V0, U1 V1 and
    |U0 - U1| |V1 - V0| by mul64, the last one's sign mask in r12."""
    def ptr(src, extra):
        kind, off = src
        if kind == "sp":
            return [f"add r7, sp, #{off + extra}"]
        L = ["mov r7, r8" if kind == "a" else "mov r7, r9"]
        return L + ([f"adds r7, #{off + extra}"] if off + extra else [])
    L = []
    for half in (0, 8):
        L += ptr(srcA, half) + ["ldm r7!, {r2, r3}"] + ptr(srcB, half) + ["ldm r7!, {r4, r5}"]
        L += mul64() + ([f"add r7, sp, #{x}", "stm r7!, {r0, r1, r3, r4}"] if half == 0
                        else group_mid(x, ("r0", "r1", "r3", "r4")))
    L += ptr(srcA, 0) + ["ldm r7, {r4-r7}",
                         "subs r2, r4, r6", "mov r3, r5", "sbcs r3, r7", "sbcs r0, r0",
                         "eors r2, r0", "eors r3, r0", "subs r2, r0", "sbcs r3, r0"]
    L += ptr(srcB, 0) + ["ldm r7, {r4-r7}",
                         "subs r4, r6, r4", "sbcs r7, r5", "sbcs r1, r1",
                         "eors r4, r1", "eors r7, r1", "subs r4, r1", "sbcs r7, r1", "mov r5, r7",
                         "eors r0, r1", "mov r12, r0"]
    return L + mul64() + group_tail(x, "r12")


def mul_core_body():
    """The product with r0 = r, r1 = a, r2 = b; clobbers r0-r12, keeps lr
    (the return address) and sp."""
    L = [f"sub sp, #{MU_FRAME}", f"str r0, [sp, #{MU_OUT}]", "mov r8, r1", "mov r9, r2",
         "@ L = a_lo b_lo"]
    L += mul_group(MU_XL, ("a", 0), ("b", 0))
    L += ["@ H = a_hi b_hi"] + mul_group(MU_XH, ("a", 16), ("b", 16))
    L += ["@ N = |a_lo - a_hi| |b_lo - b_hi|, M (r8) = -1 (subtract N) when",
          "@ the differences have the same sign"]
    L += ["mov r7, r8", "ldm r7!, {r0-r3}", "ldm r7, {r4-r7}"] + absdiff128()
    L += ["mov r12, r4", f"add r7, sp, #{MU_DA}", "stm r7!, {r0-r3}"]
    L += ["mov r7, r9", "ldm r7!, {r0-r3}", "ldm r7, {r4-r7}"] + absdiff128()
    L += ["mov r5, r12", "eors r4, r5", "mvns r4, r4", "mov r8, r4",
          f"add r7, sp, #{MU_DB}", "stm r7!, {r0-r3}"]
    L += mul_group(MU_XM, ("sp", MU_DA), ("sp", MU_DB))
    L += top(MU_XL, MU_XH, MU_XM, "r8", MU_OUT, ("r9", "r10", "r11", "r12"), "r8", MU_XL + 16)
    L += [f"add sp, #{MU_FRAME}", "bx lr"]
    return L


def c_entry(core):
    """A C entry: saves r4-r11 around the core."""
    return ["push {r4-r7, lr}", "mov r4, r8", "mov r5, r9", "mov r6, r10", "mov r7, r11",
            "push {r4-r7}", f"bl {core}", "pop {r4-r7}",
            "mov r8, r4", "mov r9, r5", "mov r10, r6", "mov r11, r7", "pop {r4-r7, pc}"]


# ---- addition, subtraction, conditional swap ----

def addsub_body(op):
    """r = a + b (op "add") or a - b ("sub") through the C ABI: words 0-1
    wait in r12 and lr, words 2-3 in r, 4-7 in registers; then the fold
    as in fe_add, fe_sub (one chain from word 0, nothing carries or
    borrows out)."""
    first, rest = ("adds", "adcs") if op == "add" else ("subs", "sbcs")
    L = ["push {r4-r7, lr}",
         "ldm r1!, {r3, r4}", "ldm r2!, {r5, r6}", f"{first} r3, r5", f"{rest} r4, r6",
         "mov r12, r3", "mov lr, r4",
         "ldm r1!, {r3, r4}", "ldm r2!, {r5, r6}", f"{rest} r3, r5", f"{rest} r4, r6",
         "str r3, [r0, #8]", "str r4, [r0, #12]",
         "ldm r1!, {r3, r4}", "ldm r2!, {r5, r6}", f"{rest} r3, r5", f"{rest} r4, r6",
         "ldm r1!, {r5, r6}", "ldm r2, {r1, r2}", f"{rest} r5, r1", f"{rest} r6, r2"]
    if op == "add":
        L += ["sbcs r7, r7", "adds r7, #1", "lsls r7, r7, #1", "lsrs r1, r6, #31", "adds r7, r1",
              "lsls r6, r6, #1", "lsrs r6, r6, #1", "movs r1, #19", "muls r7, r1",
              "mov r1, r12", "adds r1, r7", "mov r2, lr", "movs r7, #0", "adcs r2, r7"]
    else:
        L += ["sbcs r7, r7", "lsls r7, r7, #1", "lsrs r1, r6, #31", "adds r1, r7",
              "movs r7, #1", "subs r7, r1", "movs r1, #19", "muls r7, r1",
              "movs r1, #1", "lsls r1, r1, #31", "orrs r6, r1",
              "mov r1, r12", "subs r1, r7", "mov r2, lr", "movs r7, #0", "sbcs r2, r7"]
    L += ["stm r0!, {r1, r2}", "ldr r1, [r0]", "ldr r2, [r0, #4]",
          f"{rest} r1, r7", f"{rest} r2, r7", "stm r0!, {r1, r2}",
          f"{rest} r3, r7", f"{rest} r4, r7", f"{rest} r5, r7", f"{rest} r6, r7",
          "stm r0!, {r3-r6}", "pop {r4-r7, pc}"]
    return L


def add_body():
    return addsub_body("add")


def sub_body():
    return addsub_body("sub")


def cswap_body():
    """Swaps a and b when bit = 1 (mask = -bit): d = (a ^ b) & mask."""
    L = ["push {r4-r7, lr}", "negs r2, r2"]
    for _ in range(2):
        L += ["ldm r0!, {r3, r4}", "ldm r1!, {r5, r6}",
              "movs r7, r3", "eors r7, r5", "ands r7, r2", "eors r3, r7", "eors r5, r7",
              "movs r7, r4", "eors r7, r6", "ands r7, r2", "eors r4, r7", "eors r6, r7",
              "subs r0, #8", "subs r1, #8", "stm r0!, {r3, r4}", "stm r1!, {r5, r6}"]
        L += ["ldm r0!, {r3, r4}", "ldm r1!, {r5, r6}",
              "movs r7, r3", "eors r7, r5", "ands r7, r2", "eors r3, r7", "eors r5, r7",
              "movs r7, r4", "eors r7, r6", "ands r7, r2", "eors r4, r7", "eors r6, r7",
              "subs r0, #8", "subs r1, #8", "stm r0!, {r3, r4}", "stm r1!, {r5, r6}"]
    L += ["pop {r4-r7, pc}"]
    return L


# ---- the ladder's linear operations (operands in its frame, r8-r11 free) ----

def fe_add(out, a, b):
    """sp + out = sp + a + sp + b: s0-s3 wait in r8-r11 while the chain
    runs on; the carry and bit 255 then fold as 19 (2 carry + bit 255)
    into a second chain from word 0, bit 255 cleared, which cannot carry
    out. out may be a or b. 69 cycles."""
    return [f"add r7, sp, #{a}", "ldm r7!, {r0-r3}", f"add r7, sp, #{b}", "ldm r7, {r4-r7}",
            "adds r0, r4", "adcs r1, r5", "adcs r2, r6", "adcs r3, r7",
            "mov r8, r0", "mov r9, r1", "mov r10, r2", "mov r11, r3",
            f"add r3, sp, #{a + 16}", "ldm r3, {r0-r3}", f"add r7, sp, #{b + 16}", "ldm r7, {r4-r7}",
            "adcs r4, r0", "adcs r5, r1", "adcs r6, r2", "adcs r7, r3",
            "sbcs r0, r0", "adds r0, #1", "lsls r0, r0, #1", "lsrs r1, r7, #31", "adds r0, r1",
            "lsls r7, r7, #1", "lsrs r7, r7, #1", "movs r1, #19", "muls r0, r1",
            "mov r1, r8", "adds r1, r0", "mov r2, r9", "movs r0, #0", "adcs r2, r0",
            f"add r3, sp, #{out}", "stm r3!, {r1, r2}",
            "mov r1, r10", "adcs r1, r0", "mov r2, r11", "adcs r2, r0",
            "adcs r4, r0", "adcs r5, r0", "adcs r6, r0", "adcs r7, r0",
            "stm r3!, {r1, r2, r4, r5, r6, r7}"]


def fe_sub(out, a, b):
    """sp + out = sp + a - sp + b: with d the 256-bit result, t its bit 255
    and w the borrow, a - b = (d mod 2^255) + 19 (t - 2 w) mod p; adding p
    too, bit 255 is set and 19 (1 - t + 2 w) <= 57 comes off in a second
    chain, which cannot borrow out. out may be a or b. 72 cycles."""
    return [f"add r7, sp, #{a}", "ldm r7!, {r0-r3}", f"add r7, sp, #{b}", "ldm r7, {r4-r7}",
            "subs r0, r4", "sbcs r1, r5", "sbcs r2, r6", "sbcs r3, r7",
            "mov r8, r0", "mov r9, r1", "mov r10, r2", "mov r11, r3",
            f"add r7, sp, #{b + 16}", "ldm r7, {r4-r7}", f"add r3, sp, #{a + 16}", "ldm r3, {r0-r3}",
            "sbcs r0, r4", "sbcs r1, r5", "sbcs r2, r6", "sbcs r3, r7",
            "sbcs r4, r4", "lsls r4, r4, #1", "lsrs r5, r3, #31", "adds r5, r4",
            "movs r4, #1", "subs r4, r5", "movs r5, #19", "muls r4, r5",
            "movs r5, #1", "lsls r5, r5, #31", "orrs r3, r5",
            "mov r5, r8", "subs r5, r4", "mov r6, r9", "movs r4, #0", "sbcs r6, r4",
            f"add r7, sp, #{out}", "stm r7!, {r5, r6}",
            "mov r5, r10", "sbcs r5, r4", "mov r6, r11", "sbcs r6, r4",
            "sbcs r0, r4", "sbcs r1, r4", "sbcs r2, r4", "sbcs r3, r4",
            "stm r7!, {r5, r6}", "stm r7!, {r0-r3}"]


def fe_select(out, a, b):
    """sp + out = sp + b where the mask r12 is -1, sp + a where it is 0:
    a ^ ((a ^ b) & mask), three words at a time. 67 cycles."""
    L = ["mov r6, r12"]
    for k, n in ((0, 3), (12, 3), (24, 2)):
        ra, rb = ["r0", "r1", "r2"][:n], ["r3", "r4", "r5"][:n]
        L += [f"add r7, sp, #{a + k}", "ldm r7!, {%s}" % ", ".join(ra),
              f"add r7, sp, #{b + k}", "ldm r7!, {%s}" % ", ".join(rb)]
        for x, y in zip(ra, rb):
            L += [f"eors {y}, {x}", f"ands {y}, r6", f"eors {x}, {y}"]
        L += [f"add r7, sp, #{out + k}", "stm r7!, {%s}" % ", ".join(ra)]
    return L


def fe_mul121666_add(out, e, bb):
    """sp + out = 121666 (sp + e) + sp + bb: 121666 v = 2 (60833 v), 60833 v
    from two 16x16 MULS; word 7's terms (V7 = 121666 e7 + bb7) come
    first, so that h = V7 >> 31 folds as 19 h at word 0 and the last
    word, V7 less h 2^31 plus the carry, cannot carry out."""
    def w(v, t, u, k, z):
        return [f"uxth {t}, {v}", f"lsrs {u}, {v}, #16", f"muls {t}, {k}", f"muls {u}, {k}",
                f"lsls {v}, {u}, #16", f"lsrs {u}, {u}, #16", f"adds {t}, {v}", f"adcs {u}, {z}",
                f"adds {t}, {t}", f"adcs {u}, {u}"]            # (t, u) = 121666 v
    L = ["ldr r5, =60833", "movs r6, #0", f"ldr r0, [sp, #{e + 28}]"] + w("r0", "r1", "r2", "r5", "r6")
    L += [f"ldr r0, [sp, #{bb + 28}]", "adds r1, r0", "adcs r2, r6", "mov r12, r1",
          "lsls r2, r2, #1", "lsrs r1, r1, #31", "adds r7, r2, r1", "movs r1, #19", "muls r7, r1"]
    regs = ["r7", "r2"]
    for i in range(7):
        c, u = regs[i % 2], regs[(i + 1) % 2]
        L += [f"ldr r0, [sp, #{e + 4 * i}]"] + w("r0", "r1", u, "r5", "r6")
        L += [f"ldr r3, [sp, #{bb + 4 * i}]", "adds r3, r1", f"adcs {u}, r6",
              f"adds r3, {c}", f"adcs {u}, r6", f"str r3, [sp, #{out + 4 * i}]"]
    L += ["mov r3, r12", "lsls r3, r3, #1", "lsrs r3, r3, #1", f"adds r3, {regs[1]}",
          f"str r3, [sp, #{out + 28}]"]
    return L


# ---- the ladder ----
L_X1, L_X2, L_Z2, L_X3, L_Z3 = 0, 32, 64, 96, 128     # the state, as st[0..4]
L_T = [160, 192, 224, 256]                            # temporaries
L_SW = 288                                            # the eight swap words
L_ST, L_CNT, L_S = 320, 324, 328                      # st, t (or n), the last bit
L_FRAME = 332


def call(fn, *offs):
    """BL to a kernel with sp + off in r0, r1 (, r2)."""
    return [f"add r{i}, sp, #{o}" for i, o in enumerate(offs)] + [f"bl {fn}"]


def mul(out, a, b):
    return call("halite_fe25519_mul_core_armv6m", out, a, b)


def sq(out, a):
    return call("halite_fe25519_sq_core_armv6m", out, a)


def doubling(x, z):
    """(x : z) = 2 (x : z) in the frame, the T's as scratch:
    x = AA BB, z = E (BB + 121666 E), E = AA - BB."""
    T0, T1, T2, T3 = L_T
    return (fe_add(T0, x, z) + fe_sub(T1, x, z) + sq(T2, T0) + sq(T3, T1) + mul(x, T2, T3)
            + fe_sub(T0, T2, T3) + fe_mul121666_add(T1, T0, T3) + mul(z, T0, T1))


def save_high():
    return ["push {r4-r7, lr}", "mov r4, r8", "mov r5, r9", "mov r6, r10", "mov r7, r11",
            "push {r4-r7}", f"sub sp, #{L_FRAME}"]


def restore_high():
    return [f"add sp, #{L_FRAME}", "pop {r4-r7}", "mov r8, r4", "mov r9, r5", "mov r10, r6",
            "mov r11, r7", "pop {r4-r7, pc}"]


def copy(dst_is_frame, frame_off, nwords, st_word):
    """Copies nwords between the frame and st (pointer at sp + L_ST)."""
    L = []
    for k in range(0, nwords, 4):
        st = st_word + k
        if dst_is_frame:
            L += [f"ldr r7, [sp, #{L_ST}]", f"adds r7, #{4 * st}" if st else None, "ldm r7!, {r0-r3}",
                  f"add r7, sp, #{frame_off + 4 * k}", "stm r7!, {r0-r3}"]
        else:
            L += [f"add r7, sp, #{frame_off + 4 * k}", "ldm r7!, {r0-r3}",
                  f"ldr r7, [sp, #{L_ST}]", f"adds r7, #{4 * st}" if st else None, "stm r7!, {r0-r3}"]
    return [x for x in L if x]


def ladder_body():
    X1, X2, Z2, X3, Z3 = L_X1, L_X2, L_Z2, L_X3, L_Z3
    T0, T1, T2, T3 = L_T
    L = save_high() + [f"str r0, [sp, #{L_ST}]"]
    L += ["@ w[i] = e's word i, unaligned bytes; e_254 forced to 1 (s starts at 1);",
          "@ s after the last step is e_3"]
    for i in range(8):
        L += [f"ldrb r2, [r1, #{4 * i}]", f"ldrb r3, [r1, #{4 * i + 1}]",
              f"ldrb r4, [r1, #{4 * i + 2}]", f"ldrb r5, [r1, #{4 * i + 3}]",
              "lsls r3, r3, #8", "lsls r4, r4, #16", "lsls r5, r5, #24",
              "orrs r2, r3", "orrs r2, r4", "orrs r2, r5"]
        if i == 7:
            L += ["movs r3, #1", "lsls r3, r3, #30", "orrs r2, r3"]
        L += [f"str r2, [sp, #{L_SW + 4 * i}]"]
    L += [f"ldr r2, [sp, #{L_SW}]", "lsrs r2, r2, #3", "movs r3, #1", "ands r2, r3",
          f"str r2, [sp, #{L_S}]"]
    L += ["@ swap word i: bit j is e_t ^ e_(t+1), t = 32 i + j"]
    for i in range(8):
        L += [f"ldr r2, [sp, #{L_SW + 4 * i}]", "lsrs r3, r2, #1", "eors r3, r2"]
        if i < 7:
            L += [f"ldr r4, [sp, #{L_SW + 4 * i + 4}]", "lsls r4, r4, #31", "eors r3, r4"]
        L += [f"str r3, [sp, #{L_SW + 4 * i}]"]
    L += copy(True, X1, 40, 0)
    L += ["movs r0, #253", f"str r0, [sp, #{L_CNT}]", ".Lladder_step:"]
    L += ["@ the sums and differences of (x2 : z2) and (x3 : z3), unswapped"]
    L += fe_add(T0, X2, Z2) + fe_sub(T1, X2, Z2) + fe_add(T2, X3, Z3) + fe_sub(T3, X3, Z3)
    L += ["@ x3 = (DA + CB)^2, z3 = x1 (DA - CB)^2 do not change when P and Q",
          "@ trade places: D'A' and C'B' (unswapped) will do"]
    L += mul(X3, T3, T0) + mul(Z3, T2, T1)
    L += ["@ r12 = -(bit t of the swap words); the doubled point's A and B",
          "@ (x2 and z2 are free) are A', B' where it is 0, C', D' where -1"]
    L += [f"ldr r0, [sp, #{L_CNT}]", "lsrs r2, r0, #5", "lsls r2, r2, #2", f"add r1, sp, #{L_SW}",
          "ldr r1, [r1, r2]", "movs r2, #31", "ands r2, r0", "lsrs r1, r2",
          "movs r2, #1", "ands r1, r2", "negs r1, r1", "mov r12, r1"]
    L += fe_select(X2, T0, T2) + fe_select(Z2, T1, T3)
    L += fe_add(T2, X3, Z3) + fe_sub(T3, X3, Z3) + sq(X3, T2) + sq(T3, T3) + mul(Z3, X1, T3)
    L += ["@ the doubling of P, from A and B"]
    L += (sq(T2, X2) + sq(T3, Z2) + mul(X2, T2, T3)
          + fe_sub(T0, T2, T3) + fe_mul121666_add(T1, T0, T3) + mul(Z2, T0, T1))
    L += [f"ldr r0, [sp, #{L_CNT}]", "subs r0, #1", f"str r0, [sp, #{L_CNT}]",
          "cmp r0, #3", "blt .Lladder_done", "b .Lladder_step", ".Lladder_done:"]
    L += copy(False, X2, 32, 8) + [f"ldr r0, [sp, #{L_S}]"] + restore_high()
    return L


def xdouble_body():
    L = save_high() + [f"str r0, [sp, #{L_ST}]", f"str r1, [sp, #{L_CNT}]"]
    L += copy(True, L_X2, 16, 8)
    L += [".Lxdouble_step:"] + doubling(L_X2, L_Z2)
    L += [f"ldr r0, [sp, #{L_CNT}]", "subs r0, #1", f"str r0, [sp, #{L_CNT}]",
          "beq .Lxdouble_done", "b .Lxdouble_step", ".Lxdouble_done:"]
    L += copy(False, L_X2, 16, 8) + restore_high()
    return L


# ---- output ----

HEADER = """\
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
@ leaves them out on this target)."""


def function(name, body, doc):
    lines = ["", doc, f"\t.global\t{name}", f"\t.type\t{name}, %function", "\t.align\t2",
             f"{name}:"]
    for ln in body:
        if ln.startswith("@"):
            lines.append("\t" + ln)
            continue
        if ln.endswith(":"):
            lines.append(ln)
            continue
        op, _, rest = ln.partition(" ")
        lines.append("\t" + op + ("\t" + ", ".join(a.strip() for a in rest.split(","))
                                  if rest else ""))
    lines.append(f"\t.size\t{name}, .-{name}")
    return lines


def cycles(body):
    """The Cortex-M0+ cycles of straight-line code (tools/m3sim's table)."""
    n = 0
    for ln in body:
        if ln.startswith("@"):
            continue
        op, _, rest = ln.partition(" ")
        if op in ("ldr", "str"):
            n += 2
        elif op in ("ldm", "stm", "push", "pop"):
            regs = 0
            for part in re.search(r"\{(.*)\}", rest).group(1).split(","):
                a, _, b = part.strip().partition("-")
                regs += int(b[1:]) - int(a[1:]) + 1 if b else 1
            n += 1 + regs + (1 if "pc" in rest else 0)
        elif op in ("bl", "bx"):
            n += 3 if op == "bl" else 2
        else:
            n += 1
    return n


LADDER_HEADER = """\
@ SPDX-License-Identifier: ISC
@ The X25519 Montgomery ladder for ARMv6-M (Cortex-M0, M0+), constant-time,
@ over the products of fe25519.S. Written by tools/gen_fe25519_armv6m.py
@ (do not edit).
@
@ halite_fe25519_ladder_armv6m(st, e), contract in fe25519_kernels.h: for
@   t = 253 down to 3, P = (x2 : z2) and Q = (x3 : z3) trade places when
@   s ^ e_t = 1 (s = e_(t+1), 1 at first), then P = 2 P, Q = P + Q;
@   returns e_3. The swap bits e_t ^ e_(t+1) are computed once as eight
@   words; a step takes its mask from bit t, by a shift (t public). No
@   swap is done: P + Q is the same either way, and the doubling selects
@   its A = x + z, B = x - z from those of the two points by the mask.
@ halite_fe25519_xdouble_armv6m(st, n): (x2 : z2) = 2^n (x2 : z2).
@ The state lives in the frame (st[0..4] copied in, st[1..4] out), so
@ every operand is sp + a constant; sums and differences are computed in
@ place with r8-r11 as stash (saved once), products by BL to the kernels.
@ Only MULS; the addresses and the branches depend on t and n only."""


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "ladder":
        out = [LADDER_HEADER, "", "\t.syntax\tunified", "\t.thumb", '#include "ramfunc.h"',
               "\tHALITE_HOT_SECTION(fe25519_ladder_armv6m)"]
        out += function("halite_fe25519_ladder_armv6m", ladder_body(), "@ the ladder")
        out += ["\t.ltorg"]
        out += function("halite_fe25519_xdouble_armv6m", xdouble_body(), "@ x-only doublings")
        out += ["\t.ltorg", "",
                "\t.global\thalite_fe25519_ladder",
                "\t.thumb_set\thalite_fe25519_ladder, halite_fe25519_ladder_armv6m",
                "\t.global\thalite_fe25519_xdouble",
                "\t.thumb_set\thalite_fe25519_xdouble, halite_fe25519_xdouble_armv6m"]
        sys.stdout.write("\n".join(out) + "\n")
        return
    out = [HEADER, "", "\t.syntax\tunified", "\t.thumb", '#include "ramfunc.h"',
           "\tHALITE_HOT_SECTION(fe25519_armv6m)"]
    cores = {"mul": mul_core_body(), "sq": sq_core_body()}
    kernels = [("mul_core", cores["mul"]), ("mul", c_entry("halite_fe25519_mul_core_armv6m")),
               ("sq_core", cores["sq"]), ("sq", c_entry("halite_fe25519_sq_core_armv6m")),
               ("add", add_body()), ("sub", sub_body()), ("cswap", cswap_body())]
    for k, body in kernels:
        name = f"halite_fe25519_{k}_armv6m"
        doc = f"@ {name}: {cycles(body)} cycles with the return."
        if k in cores:
            whole = cycles(body) + cycles(cores[k])
            doc = f"@ {name}: {cycles(body)} cycles around the core, {whole} in all."
        out += function(name, body, doc)
    out += ["", "\t.global\thalite_fe25519_mul", "\t.thumb_set\thalite_fe25519_mul, halite_fe25519_mul_armv6m",
            "\t.global\thalite_fe25519_sq", "\t.thumb_set\thalite_fe25519_sq, halite_fe25519_sq_armv6m",
            "\t.global\thalite_fe25519_add", "\t.thumb_set\thalite_fe25519_add, halite_fe25519_add_armv6m",
            "\t.global\thalite_fe25519_sub", "\t.thumb_set\thalite_fe25519_sub, halite_fe25519_sub_armv6m",
            "\t.global\thalite_fe25519_cswap", "\t.thumb_set\thalite_fe25519_cswap, halite_fe25519_cswap_armv6m"]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
