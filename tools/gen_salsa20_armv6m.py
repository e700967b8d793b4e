#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Generates src/arch/armv6m/salsa20.S, the Salsa20 kernels for ARMv6-M.

    python3 tools/gen_salsa20_armv6m.py > src/arch/armv6m/salsa20.S

Thumb-1 gives ALU instructions r0-r7 only and rotates by a register only.
A Salsa20 step x_z ^= (x_x + x_y) <<< k is MOVS rot, #(32 - k); ADDS t,
x_x, x_y; RORS t, rot; EORS x_z, t (4 cycles, 128 a double round): two of
the eight low registers are t and rot, six hold state words, six more words
sit in r8-r12 and lr (MOV, 1 cycle each way) and the rest in stack slots
(LDR/STR, 2 cycles). The double round runs its eight quarter-rounds one
after the other (columns C, D, A, B, then rows D, A, B, C), each with its
four words in low registers; PLAN says which words move in and out before
each. It is a cheapest periodic plan under those costs: a dynamic programme
over the sets of words in low and high registers finds 60 cycles of moves a
double round, 188 in all, for any order of the quarter-rounds (a beam search
over step orders that interleave quarter-rounds and share rotation
constants found 178 cycles, but no periodic schedule under 185). This
script picks the registers (the best of 400 seeded tries: a few more
cycles put the registers back where the double round found them), emits the
code, and runs the emitted double round through a small Thumb interpreter
against a reference double round before printing anything.

Columns C and D of the first round do not depend on the block counter
(words 8 and 9): JP, the input matrix after those two quarter-rounds, is made
once per call, and every block enters its first double round at column A.
"""

import random
import sys

# Quarter-rounds (a, b, c, d): b ^= (a+d)<<<7, c ^= (b+a)<<<9,
# d ^= (c+b)<<<13, a ^= (d+c)<<<18.
QRS = {
    'cA': (0, 4, 8, 12), 'cB': (5, 9, 13, 1), 'cC': (10, 14, 2, 6), 'cD': (15, 3, 7, 11),
    'rA': (0, 1, 2, 3), 'rB': (5, 6, 7, 4), 'rC': (10, 11, 8, 9), 'rD': (15, 12, 13, 14),
}
ORDER = ['cC', 'cD', 'cA', 'cB', 'rD', 'rA', 'rB', 'rC']
# Before each quarter-round: (words loaded into low registers, words moved
# from low to high registers, words moved from low registers to the stack).
PLAN = {
    'cC': ((14,), (9,), ()),
    'cD': ((3, 7, 15), (6, 14), (10,)),
    'cA': ((0, 4, 12), (3,), (7, 11)),
    'cB': ((1, 5, 9, 13), (0, 2, 4), (8,)),
    'rD': ((14,), (9,), ()),
    'rA': ((0, 2, 3), (14, 15), (13,)),
    'rB': ((4, 6, 7), (3,), (1, 12)),
    'rC': ((8, 9, 10, 11), (0, 4, 7), (5,)),
}
START_LOW = (2, 6, 8, 9, 10, 11)
START_HIGH = (0, 3, 4, 7, 14, 15)
ENTRY = 'cA'                    # where a block's first double round starts

LOW = ['r%d' % i for i in range(8)]
HIGH = ['r8', 'r9', 'r10', 'r11', 'r12', 'lr']

# Frame shared by the three entry points (offsets from sp at the call of
# salsa20_rounds).
X, J, JP = 0, 64, 128           # stack slots of words (X + 4w), J, JP
RET, CNT = 192, 196
LEN, OUTP, MSGP = 200, 208, 212 # the entry points' own fields
BUF = 216                       # 64 bytes, word-aligned
FRAME = 284                     # + 36 pushed = 320, a multiple of 8


def rotl(v, n):
    return ((v << n) | (v >> (32 - n))) & 0xffffffff


def ref_qr(x, q):
    a, b, c, d = q
    x[b] ^= rotl((x[a] + x[d]) & 0xffffffff, 7)
    x[c] ^= rotl((x[b] + x[a]) & 0xffffffff, 9)
    x[d] ^= rotl((x[c] + x[b]) & 0xffffffff, 13)
    x[a] ^= rotl((x[d] + x[c]) & 0xffffffff, 18)


class Placement:
    """Where each of the 16 words is: a low register, a high register or its
    stack slot; and which low registers are free (t and rot)."""

    def __init__(self, low, high):
        self.reg = {}
        for w, r in low.items():
            self.reg[w] = r
        for w, r in high.items():
            self.reg[w] = r

    def copy(self):
        p = Placement({}, {})
        p.reg = dict(self.reg)
        return p

    def where(self, w):
        return self.reg.get(w, 'stack')

    def free_low(self):
        used = set(self.reg.values())
        return [r for r in LOW if r not in used]

    def free_high(self):
        used = set(self.reg.values())
        return [r for r in HIGH if r not in used]


def initial_placement():
    return Placement({w: LOW[i] for i, w in enumerate(START_LOW)},
                     {w: HIGH[i] for i, w in enumerate(START_HIGH)})


def transition(p, qr, out, home, rng):
    """Emits the moves before quarter-round qr into out (a list of
    instructions); home: the registers words had at the start, preferred
    when free, so the double round closes with few fix-up moves."""
    loads, to_high, to_stack = PLAN[qr]
    loads = sorted(loads, key=lambda w: p.where(w) == 'stack')
    pending_h = list(to_high)
    pending_s = list(to_stack)
    rng.shuffle(pending_h)
    rng.shuffle(pending_s)
    for w in loads:
        free = p.free_low()
        want = home.get(w)
        r = want if want in free else rng.choice(free)
        src = p.where(w)
        if src == 'stack':
            out.append('ldr %s, [sp, #%d]' % (r, X + 4 * w))
        else:
            out.append('mov %s, %s' % (r, src))
        p.reg[w] = r
        # one word leaves the low registers for each one that came in
        fh = p.free_high()
        if pending_h and fh:
            v = pending_h.pop()
            want = home.get(v)
            h = want if want in fh else rng.choice(fh)
            out.append('mov %s, %s' % (h, p.reg[v]))
            p.reg[v] = h
        else:
            v = pending_s.pop()
            out.append('str %s, [sp, #%d]' % (p.reg[v], X + 4 * v))
            del p.reg[v]
    assert not pending_h and not pending_s
    for w in QRS[qr]:
        assert p.where(w) in LOW, (qr, w)


NAMES = {'c': 'column', 'r': 'row'}


def emit_qr(p, qr, out):
    a, b, c, d = (p.reg[w] for w in QRS[qr])
    t, rot = p.free_low()[:2]
    out.append('/* %s %s: x%d x%d x%d x%d in %s %s %s %s; t %s, rot %s */' % (
        NAMES[qr[0]], qr[1], *QRS[qr], a, b, c, d, t, rot))
    for (z, x, y, k) in ((b, a, d, 7), (c, b, a, 9), (d, c, b, 13), (a, d, c, 18)):
        out.append('movs %s, #%d' % (rot, 32 - k))
        out.append('adds %s, %s, %s' % (t, x, y))
        out.append('rors %s, %s' % (t, rot))
        out.append('eors %s, %s' % (z, t))


def fixup(p, home, out):
    """Moves words back to their home registers (a permutation), through a
    free low register."""
    cur = dict(p.reg)
    moves = 0
    while True:
        wrong = [w for w in home if cur.get(w) != home[w]]
        if not wrong:
            break
        used = {r: w for w, r in cur.items()}
        progressed = False
        for w in wrong:
            if home[w] not in used:
                out.append('mov %s, %s' % (home[w], cur[w]))
                cur[w] = home[w]
                moves += 1
                progressed = True
                break
        if progressed:
            continue
        # a cycle: park one word in a free low register
        w = wrong[0]
        free = [r for r in LOW if r not in used]
        out.append('mov %s, %s' % (free[0], cur[w]))
        cur[w] = free[0]
        moves += 1
    p.reg = cur
    return moves


def double_round(seed):
    """(code before the entry, code from the entry, placement at the entry,
    cycles of moves) of one double round for one choice of registers."""
    rng = random.Random(seed)
    p = initial_placement()
    home = dict(p.reg)
    head, tail = [], []
    entry = None
    for qr in ORDER:
        out = head if entry is None else tail
        transition(p, qr, out, home, rng)
        if qr == ENTRY:
            entry = p.copy()
            out = tail
        emit_qr(p, qr, out)
    tail.append('/* the registers of the start of the double round */')
    moves = fixup(p, home, tail) if p.reg != home else 0
    if not moves:
        tail.pop()
    return head, tail, entry, moves


def cycles(code):
    n = 0
    for ins in code:
        if ins.startswith('/*'):
            continue
        op = ins.split()[0]
        n += 2 if op in ('ldr', 'str') else 1
    return n


# ---- a Thumb interpreter for the subset the double round uses ----

def run(code, regs, mem):
    for ins in code:
        if ins.startswith('/*'):
            continue
        op, rest = ins.split(None, 1)
        args = [a.strip() for a in rest.replace('[', '').replace(']', '').split(',')]
        if op == 'movs':
            regs[args[0]] = int(args[1][1:])
        elif op == 'mov':
            regs[args[0]] = regs[args[1]]
        elif op == 'adds':
            regs[args[0]] = (regs[args[1]] + regs[args[2]]) & 0xffffffff
        elif op == 'rors':
            n = regs[args[1]] & 31
            v = regs[args[0]]
            regs[args[0]] = ((v >> n) | (v << (32 - n))) & 0xffffffff if n else v
        elif op == 'eors':
            regs[args[0]] ^= regs[args[1]]
        elif op == 'ldr':
            assert args[1] == 'sp'
            regs[args[0]] = mem[int(args[2][1:])]
        elif op == 'str':
            assert args[1] == 'sp'
            mem[int(args[2][1:])] = regs[args[0]]
        else:
            raise ValueError(ins)


def load_state(p, x):
    regs, mem = {}, {}
    for w in range(16):
        r = p.where(w)
        if r == 'stack':
            mem[X + 4 * w] = x[w]
        else:
            regs[r] = x[w]
    return regs, mem


def read_state(p, regs, mem):
    return [mem[X + 4 * w] if p.where(w) == 'stack' else regs[p.where(w)] for w in range(16)]


def check(head, tail, entry):
    rng = random.Random(20)
    start = initial_placement()
    for _ in range(20):
        x = [rng.getrandbits(32) for _ in range(16)]
        # whole double round from the start placement
        regs, mem = load_state(start, x)
        run(head + tail, regs, mem)
        want = list(x)
        for qr in ORDER:
            ref_qr(want, QRS[qr])
        assert read_state(start, regs, mem) == want
        # from the entry placement: the quarter-rounds after the entry
        y = list(x)
        regs, mem = load_state(entry, y)
        run(tail, regs, mem)
        want = list(y)
        for qr in ORDER[ORDER.index(ENTRY):]:
            ref_qr(want, QRS[qr])
        assert read_state(start, regs, mem) == want


def main():
    best = None
    for seed in range(400):
        head, tail, entry, moves = double_round(seed)
        n = cycles(head + tail)
        if best is None or n < best[0]:
            best = (n, head, tail, entry, moves)
    n, head, tail, entry, moves = best
    check(head, tail, entry)
    sys.stdout.write(render(head, tail, entry, n, moves))


def reinit(entry):
    """Loads the state of a block's first double round at its entry: JP,
    but words 8 and 9 (the counter) from J."""
    out = ['/* the state at column A of the first double round: high and stack',
           '   words through r0 and r1, then the low ones */']
    src = {w: (J if w in (8, 9) else JP) + 4 * w for w in range(16)}
    low = sorted((w for w in range(16) if entry.where(w) in LOW), key=lambda w: entry.where(w))
    high = [w for w in range(16) if entry.where(w) in HIGH]
    stack = [w for w in range(16) if entry.where(w) == 'stack']
    for i, w in enumerate(high):
        t = 'r%d' % (i & 1)
        out.append('ldr %s, [sp, #%d]' % (t, src[w]))
        out.append('mov %s, %s' % (entry.where(w), t))
    for i, w in enumerate(stack):
        t = 'r%d' % (i & 1)
        out.append('ldr %s, [sp, #%d]' % (t, src[w]))
        out.append('str %s, [sp, #%d]' % (t, X + 4 * w))
    for w in low:
        out.append('ldr %s, [sp, #%d]' % (entry.where(w), src[w]))
    return out


def out_words(p, words, ptr_slot, feed, m_slot=None):
    """After the rounds (placement p): stores word words[i] (+ J[w] when
    feed, ^ m[i] when m_slot) at [pointer from ptr_slot] + 4i."""
    out = []
    free = p.free_low()
    cptr = free.pop()
    if ptr_slot == 'BUF':
        out.append('add %s, sp, #%d' % (cptr, BUF))
    else:
        out.append('ldr %s, [sp, #%d]' % (cptr, ptr_slot))
    mptr = None
    if m_slot is not None:
        mptr = free.pop()
        out.append('ldr %s, [sp, #%d]' % (mptr, m_slot))
    where = {w: p.where(w) for w in words}
    if not free:
        # no temporary: one low word goes to its stack slot first
        w = next(w for w in words if where[w] in LOW)
        out.append('str %s, [sp, #%d]' % (where[w], X + 4 * w))
        free.append(where[w])
        where[w] = 'stack'
    order = sorted(range(len(words)), key=lambda i: (where[words[i]] not in LOW,
                                                    where[words[i]] == 'stack'))
    for i in order:
        w = words[i]
        r = where[w]
        if r in LOW:
            v = r
            tmp = free[0]
        else:
            v, tmp = free[0], free[-1] if len(free) > 1 else None
            if r in HIGH:
                out.append('mov %s, %s' % (v, r))
            else:
                out.append('ldr %s, [sp, #%d]' % (v, X + 4 * w))
        if feed:
            out.append('ldr %s, [sp, #%d]' % (tmp, J + 4 * w))
            out.append('adds %s, %s' % (v, tmp))
        if mptr is not None:
            out.append('ldr %s, [%s, #%d]' % (tmp, mptr, 4 * i))
            out.append('eors %s, %s' % (v, tmp))
        out.append('str %s, [%s, #%d]' % (v, cptr, 4 * i))
        if r in LOW:
            free.append(r)
    return out


def prefix_code():
    """JP = J after quarter-rounds cC and cD (the ones before ENTRY)."""
    out = []
    for qr in ORDER[:ORDER.index(ENTRY)]:
        words = QRS[qr]
        p = Placement({w: LOW[i] for i, w in enumerate(words)}, {})
        for w in words:
            out.append('ldr %s, [sp, #%d]' % (p.reg[w], JP + 4 * w))
        emit_qr(p, qr, out)
        for w in words:
            out.append('str %s, [sp, #%d]' % (p.reg[w], JP + 4 * w))
    return out


def block(code, indent='    '):
    return ''.join(indent + ins + '\n' for ins in code)


def render(head, tail, entry, n, moves):
    start = initial_placement()
    alloc = []
    for w in range(16):
        alloc.append('x%d %s' % (w, start.where(w) if start.where(w) != 'stack'
                                  else 'X+%d' % (4 * w)))
    text = TEMPLATE
    subs = {
        'LEN': str(LEN), 'OUTP': str(OUTP), 'MSGP': str(MSGP),
        'OUT_CORE_BUF': block(out_words(start, list(range(16)), 'BUF', True)),
        'OUT_HSALSA_BUF': block(out_words(start, [0, 5, 10, 15, 6, 7, 8, 9], 'BUF', False)),
        'OUT_BUF': block(out_words(start, list(range(16)), 'BUF', True)),
        'ALLOC': ', '.join(alloc),
        'DRCYCLES': str(n),
        'MOVECYCLES': str(n - 128),
        'HEADCYCLES': str(cycles(head)),
        'FIXUP': str(moves),
        'X': str(X), 'J': str(J), 'JP': str(JP), 'RET': str(RET), 'CNT': str(CNT),
        'BUF': str(BUF), 'FRAME': str(FRAME),
        'REINIT': block(reinit(entry)),
        'HEAD': block(head),
        'TAIL': block(tail),
        'PREFIX': block(prefix_code()),
        'OUT_CORE': block(out_words(start, list(range(16)), OUTP, True)),
        'OUT_HSALSA': block(out_words(start, [0, 5, 10, 15, 6, 7, 8, 9], OUTP, False)),
        'OUT_STREAM': block(out_words(start, list(range(16)), OUTP, True)),
        'OUT_XOR': block(out_words(start, list(range(16)), OUTP, True, MSGP)),
    }
    for k, v in subs.items():
        text = text.replace('$' + k + '$', v.rstrip('\n'))
    assert '$' not in text, 'unfilled template field'
    return text


TEMPLATE = r'''@ SPDX-License-Identifier: ISC
/*
 * Salsa20/20 kernels for the Cortex-M0/M0+ (ARMv6-M, Thumb-1 only): the
 * core, the HSalsa20 core and the multi-block keystream XOR
 * (src/internal.h). GENERATED by tools/gen_salsa20_armv6m.py, which
 * explains the plan; edit the generator, not this file.
 *
 * A step x_z ^= (x_x + x_y) <<< k is
 *     movs rot, #(32 - k); adds t, x_x, x_y; rors t, rot; eors x_z, t
 * on low registers (Thumb-1 rotates by a register only): 4 cycles, 128 a
 * double round. Two of r0-r7 are t and rot, six hold state words; six more
 * words live in r8-r12 and lr (MOV to and from a low register, 1 cycle)
 * and the rest in stack slots X + 4w (LDR/STR, 2 cycles). The eight
 * quarter-rounds of a double round run one after the other (columns C D A
 * B, rows D A B C), each with its four words in low registers; the moves
 * between them cost $MOVECYCLES$ cycles a double round, $FIXUP$ of them putting the
 * registers back where the double round found them: $DRCYCLES$ cycles. At
 * the start and end of a double round the words are in
 *     $ALLOC$
 * and r6, r7 are free. In between, a word's register changes from one
 * quarter-round to the next (the generator's PLAN).
 *
 * Columns C and D of the first round do not involve the block counter
 * (x8, x9): JP, the input matrix J after them, is made once per call, and
 * every block starts its first double round at column A (the $HEADCYCLES$ cycles
 * before it are saved).
 *
 * Frame shared by the entry points (offsets from sp; salsa20_setup and
 * salsa20_rounds run on their caller's frame):
 *     X..X+63      stack slots of state words (x_w at X + 4w)
 *     J..J+63      the input matrix (the block counter at J + 32, J + 36)
 *     JP..JP+63    J after columns C and D of the first round
 *     RET, CNT     return address of the local routines; double rounds left
 *     LEN OUTP MSGP  bytes left, output and message pointers
 *     BUF..BUF+63  staging of key and input, and a block whose output is
 *                  unaligned or short
 *
 * Unaligned data: ARMv6-M faults on unaligned LDR/STR. Key, input and
 * constant are read bytewise when their address is unaligned, and a block
 * whose output or message is unaligned (or shorter than 64 bytes) is made in
 * BUF and XORed or copied bytewise. These choices depend on addresses and
 * lengths only.
 *
 * Constant time: no branch or address depends on key, nonce, state,
 * keystream or message; loop counts depend on lengths only; no multiplies.
 */
    .syntax unified
    .cpu cortex-m0
    .thumb
#include "ramfunc.h"
    HALITE_HOT_SECTION(salsa20_armv6m)

    .equ X, $X$
    .equ J, $J$
    .equ JP, $JP$
    .equ RET, $RET$
    .equ CNT, $CNT$
    .equ LEN, $LEN$
    .equ OUTP, $OUTP$
    .equ MSGP, $MSGP$
    .equ BUF, $BUF$
    .equ FRAME, $FRAME$           /* + 36 pushed */

/* Saves r4-r11 and lr and opens the frame. */
    .macro ENTER
    push {r4-r7, lr}
    mov r4, r8
    mov r5, r9
    mov r6, r10
    mov r7, r11
    push {r4-r7}
    sub sp, #FRAME
    .endm

/* Zeroes the frame (key, state and keystream), returns 0. */
    .macro WIPE_LEAVE
    movs r0, #0
    movs r1, #0
    movs r2, #0
    movs r3, #0
    movs r4, #0
    movs r5, #0
    movs r6, #0
    mov r7, sp
    .rept FRAME / 28
    stm r7!, {r0-r6}
    .endr
    .rept (FRAME % 28) / 4
    stm r7!, {r0}
    .endr
    add sp, #FRAME
    pop {r4-r7}
    mov r8, r4
    mov r9, r5
    mov r10, r6
    mov r11, r7
    pop {r4-r7, pc}
    .endm

/* Copies r2 (> 0) little-endian words from r1 (any alignment) to r0
 * (aligned); r0 and r1 advance; r2-r4 are clobbered. */
    .align 2
    .thumb_func
    .type salsa20_load, %function
salsa20_load:
    lsls r3, r1, #30
    bne .Lload_bytes
.Lload_words:
    ldm r1!, {r3}
    stm r0!, {r3}
    subs r2, #1
    bne .Lload_words
    bx lr
.Lload_bytes:
    ldrb r3, [r1, #3]
    ldrb r4, [r1, #2]
    lsls r3, r3, #8
    orrs r3, r4
    ldrb r4, [r1, #1]
    lsls r3, r3, #8
    orrs r3, r4
    ldrb r4, [r1, #0]
    lsls r3, r3, #8
    orrs r3, r4
    stm r0!, {r3}
    adds r1, #4
    subs r2, #1
    bne .Lload_bytes
    bx lr
    .size salsa20_load, . - salsa20_load

/* J = the input matrix of constant r3, key r2 and input r1 (16, 32 and 16
 * bytes at any alignment, staged in BUF): x0 x5 x10 x15 = constant,
 * x1-x4 = key[0..15], x6-x9 = input, x11-x14 = key[16..31]; then JP = J
 * after columns C and D. Called with BL on the caller's frame; clobbers
 * r0-r9. */
    .align 2
    .thumb_func
    .type salsa20_setup, %function
salsa20_setup:
    mov r4, lr
    str r4, [sp, #RET]
    mov r8, r2
    mov r9, r1
    mov r1, r3
    add r0, sp, #BUF
    movs r2, #4
    bl salsa20_load
    mov r1, r8
    movs r2, #8
    bl salsa20_load
    mov r1, r9
    movs r2, #4
    bl salsa20_load
    add r0, sp, #BUF
    ldm r0!, {r4-r7}
    str r4, [sp, #(J + 0)]
    str r5, [sp, #(J + 20)]
    str r6, [sp, #(J + 40)]
    str r7, [sp, #(J + 60)]
    ldm r0!, {r4-r7}
    add r1, sp, #(J + 4)
    stm r1!, {r4-r7}
    ldm r0!, {r4-r7}
    add r1, sp, #(J + 44)
    stm r1!, {r4-r7}
    ldm r0!, {r4-r7}
    add r1, sp, #(J + 24)
    stm r1!, {r4-r7}
    add r0, sp, #J
    add r1, sp, #JP
    .rept 4
    ldm r0!, {r4-r7}
    stm r1!, {r4-r7}
    .endr
$PREFIX$
    ldr r0, [sp, #RET]
    bx r0
    .size salsa20_setup, . - salsa20_setup

/* The 20 rounds of one block: the state from JP (x8, x9 from J) at column
 * A of the first double round, ten double rounds; leaves the state as the
 * header lists it. Called with BL on the caller's frame; clobbers r0-r12,
 * lr (a state word) and the X slots. */
    .align 2
    .thumb_func
    .type salsa20_rounds, %function
salsa20_rounds:
    mov r0, lr
    str r0, [sp, #RET]
    movs r0, #10
    str r0, [sp, #CNT]
$REINIT$
    b .Lsalsa_entry
.Lsalsa_dr:
$HEAD$
.Lsalsa_entry:
$TAIL$
    ldr r6, [sp, #CNT]
    subs r6, #1
    str r6, [sp, #CNT]
    beq .Lsalsa_rounds_done
    b .Lsalsa_dr
.Lsalsa_rounds_done:
    ldr r6, [sp, #RET]
    bx r6
    .size salsa20_rounds, . - salsa20_rounds

/* Copies (r1 = 0) or XORs r3 > 0 bytes of BUF into r0 (with the message r1). */
    .macro BYTES_OUT
    add r2, sp, #BUF
    movs r4, #0
    cmp r1, #0
    beq 2f
1:
    ldrb r5, [r2, r4]
    ldrb r6, [r1, r4]
    eors r5, r6
    strb r5, [r0, r4]
    adds r4, #1
    cmp r4, r3
    bne 1b
    b 3f
2:
    ldrb r5, [r2, r4]
    strb r5, [r0, r4]
    adds r4, #1
    cmp r4, r3
    bne 2b
3:
    .endm

/* halite_salsa20_core_armv6m(out, in, k, c): out = the 20 rounds + the
 * input matrix; returns 0, so it is also crypto_core_salsa20. */
    .align 2
    .global halite_salsa20_core_armv6m
    .thumb_func
    .type halite_salsa20_core_armv6m, %function
halite_salsa20_core_armv6m:
    ENTER
    str r0, [sp, #OUTP]
    bl salsa20_setup
    ldr r0, [sp, #OUTP]
    lsls r0, r0, #30
    bne .Lcore_unaligned
    bl salsa20_rounds
$OUT_CORE$
    b .Lcore_leave
.Lcore_unaligned:
    bl salsa20_rounds
$OUT_CORE_BUF$
    ldr r0, [sp, #OUTP]
    movs r1, #0
    movs r3, #64
    BYTES_OUT
.Lcore_leave:
    WIPE_LEAVE
    .size halite_salsa20_core_armv6m, . - halite_salsa20_core_armv6m

/* halite_hsalsa20_core_armv6m(out, in, k, c): out = words 0 5 10 15 6 7 8
 * 9 of the rounds, no feed-forward; returns 0, so it is also
 * crypto_core_hsalsa20. */
    .align 2
    .global halite_hsalsa20_core_armv6m
    .thumb_func
    .type halite_hsalsa20_core_armv6m, %function
halite_hsalsa20_core_armv6m:
    ENTER
    str r0, [sp, #OUTP]
    bl salsa20_setup
    ldr r0, [sp, #OUTP]
    lsls r0, r0, #30
    bne .Lhsalsa_unaligned
    bl salsa20_rounds
$OUT_HSALSA$
    b .Lhsalsa_leave
.Lhsalsa_unaligned:
    bl salsa20_rounds
$OUT_HSALSA_BUF$
    ldr r0, [sp, #OUTP]
    movs r1, #0
    movs r3, #32
    BYTES_OUT
.Lhsalsa_leave:
    WIPE_LEAVE
    .size halite_hsalsa20_core_armv6m, . - halite_hsalsa20_core_armv6m

/* The core APIs are the kernels themselves (src/core leaves them out
 * here). */
    .global halite_crypto_core_salsa20
    .thumb_set halite_crypto_core_salsa20, halite_salsa20_core_armv6m
    .global halite_crypto_core_hsalsa20
    .thumb_set halite_crypto_core_hsalsa20, halite_hsalsa20_core_armv6m

/* void halite_salsa20_xor_armv6m(c, m, mlen, nc, k): c = m XOR keystream
 * (m == NULL: c = keystream), nonce and counter nc, key k (the fifth
 * argument, on the stack). A whole block with c and m word-aligned goes
 * straight from the registers; any other block goes through BUF. */
    .align 2
    .global halite_salsa20_xor_armv6m
    .thumb_func
    .type halite_salsa20_xor_armv6m, %function
halite_salsa20_xor_armv6m:
    ENTER
    str r0, [sp, #OUTP]
    str r1, [sp, #MSGP]
    str r2, [sp, #LEN]
    cmp r2, #0
    bne .Lxor_start
    b .Lxor_leave
.Lxor_start:
    ldr r2, [sp, #(FRAME + 36)]
    mov r1, r3
    ldr r3, =.Lsigma
    bl salsa20_setup
.Lxor_block:
    ldr r0, [sp, #LEN]
    cmp r0, #64
    blo .Lxor_to_short
    ldr r1, [sp, #OUTP]
    ldr r2, [sp, #MSGP]
    mov r3, r1
    orrs r3, r2
    lsls r3, r3, #30
    beq .Lxor_whole_block
.Lxor_to_short:
    b .Lxor_short
.Lxor_whole_block:
    cmp r2, #0
    bne .Lxor_xor
    b .Lxor_stream
.Lxor_xor:
    bl salsa20_rounds
$OUT_XOR$
    ldr r0, [sp, #MSGP]
    adds r0, #64
    str r0, [sp, #MSGP]
    b .Lxor_whole
.Lxor_stream:
    bl salsa20_rounds
$OUT_STREAM$
.Lxor_whole:
    ldr r0, [sp, #OUTP]
    adds r0, #64
    str r0, [sp, #OUTP]
    ldr r0, [sp, #LEN]
    subs r0, #64
    str r0, [sp, #LEN]
    b .Lxor_counter
.Lxor_short:
    bl salsa20_rounds
$OUT_BUF$
    ldr r3, [sp, #LEN]
    cmp r3, #64
    blo .Lxor_short_len
    movs r3, #64
.Lxor_short_len:
    ldr r0, [sp, #OUTP]
    ldr r1, [sp, #MSGP]
    BYTES_OUT
    adds r0, r3
    str r0, [sp, #OUTP]
    cmp r1, #0
    beq .Lxor_short_m
    adds r1, r3
    str r1, [sp, #MSGP]
.Lxor_short_m:
    ldr r0, [sp, #LEN]
    subs r0, r3
    str r0, [sp, #LEN]
.Lxor_counter:
    /* the 64-bit block counter, J[8] and J[9] */
    ldr r0, [sp, #(J + 32)]
    ldr r1, [sp, #(J + 36)]
    movs r2, #0
    adds r0, #1
    adcs r1, r2
    str r0, [sp, #(J + 32)]
    str r1, [sp, #(J + 36)]
    ldr r0, [sp, #LEN]
    cmp r0, #0
    beq .Lxor_leave
    b .Lxor_block
.Lxor_leave:
    WIPE_LEAVE
    .size halite_salsa20_xor_armv6m, . - halite_salsa20_xor_armv6m

/* "expand 32-byte k" */
    .align 2
.Lsigma:
    .word 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574
    .ltorg
'''


if __name__ == '__main__':
    main()
