#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Writes src/arch/armv7m/fe25519.S, the Thumb-2 GF(2^255-19) kernels.

    python3 tools/gen_fe25519_armv7m.py > src/arch/armv7m/fe25519.S

mul and sq are straight-line code: this script unrolls the strips, tracks
which stack words of E and O already hold a value (store or add with carry),
and asserts the carry bookkeeping; cswap is written out by hand below,
add and sub are src/arch/armv7m/fe25519_addsub.inc (shared with the
ARMv7E-M build). Standard library only.
"""
import sys

out = []


# Appends a raw line.
def e(s=""):
    out.append(s)


# Appends one instruction, with an optional comment.
def ins(op, *args, c=None):
    s = "\t" + op + ("\t" + ", ".join(args) if args else "")
    if c:
        s = s.ljust(40) + "@ " + c
    out.append(s)


E_OFF = 0           # E[0..15] at sp, so LDM reaches it without an ADD
O_OFF = E_OFF + 64  # O[0..15]
R_OFF = O_OFF + 64  # r
A_OFF = R_OFF + 4   # a
RET_OFF = A_OFF + 4  # the core's return address
SCRATCH = RET_OFF + 4  # 140 bytes: the caller provides them at sp


# Emits the public kernel name (AAPCS: saves r4-r11, provides the scratch
# and calls the core) and the entry of the core. A core has no frame of
# its own: it works in the SCRATCH bytes at sp that its caller set aside,
# storing r, a and its return address there, clobbers r0-r12, and returns
# with lr = r and the result also in r0-r7. Its caller passes r in r0 and
# the operand the strips stream in r2 (BPTR), and mul's a in r1. Callers
# that keep nothing in registers across it (the ladder) call the core
# directly. The entry point moves b_reg to BPTR; a_reg holds a in the core.
def entry(name, b_reg, a_reg):
    core = core_name(name)
    for sym in (name, core):
        e("\t.global\t%s" % sym)
        e("\t.type\t%s, %%function" % sym)
    e("\t.align\t2")
    e("%s:" % name)
    ins("push", "{r4-r11, lr}")
    ins("sub", "sp", "sp", "#%d" % SCRATCH)
    if b_reg != BPTR:
        ins("mov", BPTR, b_reg, c="the streamed operand")
    ins("bl", core)
    ins("add", "sp", "sp", "#%d" % SCRATCH)
    ins("pop", "{r4-r11, pc}")
    e("\t.size\t%s, .-%s" % (name, name))
    e("")
    e("%s:" % core)
    ins("str", "r0", "[sp, #%d]" % R_OFF, c="r")
    ins("str", a_reg, "[sp, #%d]" % A_OFF, c="a")
    ins("str", "lr", "[sp, #%d]" % RET_OFF, c="the return address")


# Emits the end of a core: it returns through the address it stored
# (core_return, defined once in main).
def leave(name):
    e("\tcore_return")
    e("\t.size\t%s, .-%s" % (core_name(name), core_name(name)))


# Returns the symbol of the core of kernel name.
def core_name(name):
    return name.replace("_armv7m", "_core_armv7m")


# Returns the stack offset of word w of accumulator acc ("E" or "O").
def acc_off(acc, w):
    return (E_OFF if acc == "E" else O_OFF) + 4 * w


# Pass: (x parity, y parity, accumulator, word offset)
PASS = {
    "P1": (0, 0, "E", 0),
    "P2": (1, 1, "E", 1),
    "P3": (0, 1, "O", 0),
    "P4": (1, 0, "O", 0),
}

# Registers of the strips. From flash without a cache the M3 fetches about
# 2 bytes of code a cycle, so each instruction that can be 16-bit should
# be: 16-bit ADDS/ADCS (Rdn, Rm), STR/LDR at sp and LDRH take r0-r7 only.
# The window, the product and the merged words, which every row adds to,
# stores and loads, and the streamed operand's pointer (so that the quad
# rows' y digits in M, M2 load in 16 bits) take the low registers; the x
# digits and the paired rows' y digits, read only by MUL.W, the high ones.
X = ["r8", "r9", "r10", "r11"]
Y, T, M = "r12", "r3", "r0"
Y2, M2 = "lr", "r1"  # the odd row of each pair
BPTR = "r2"  # the streamed operand (b; sq: a)
WIN = ["r4", "r5", "r6", "r7"]  # the window of four words, rotating


# Emits reg = the carry flag, in 16-bit instructions (MOVS with an
# immediate keeps C; reg is low).
def carry_word(reg):
    ins("movs", reg, "#0", c="keeps the carry")
    ins("adcs", reg, reg, reg, c="the carry")


# Emits r = a b: strips, then the reduction.
def gen_mul(name):
    init = {"E": set(), "O": set()}
    top = {"E": 16, "O": 16}  # words from here up are provably zero

    entry(name, "r2", "r1")

    # Loads the x digits of a strip from a (in T, or in r1 = X[0] for the
    # first strip: loaded last then).
    def load_x(xp, S, base=T):
        for k in (range(4) if base == T else range(3, -1, -1)):
            ins("ldrh", X[k], "[%s, #%d]" % (base, 4 * (4 * S + k) + 2 * xp),
                c="x%d < 2^16" % (2 * (4 * S + k) + xp))

    # Whether the four words from w of acc are all new (rows that merge
    # nothing: four rows' y digits load together).
    def fresh4(acc, w):
        return all(w + i not in init[acc] for i in range(4))

    # The y digits of rows t..t+3 into Y, Y2, M, M2, back to back.
    def load_quad(yoff, yp, t, note=""):
        for i, reg in enumerate((Y, Y2, M, M2)):
            ins("ldrh", reg, "[%s, #%d]" % (BPTR, yoff + 4 * i),
                c="y%d%s" % (2 * (t + i) + yp, note))

    # Two rows' loads back to back (all but the first cost 1): the y digits
    # of rows t, t + 1 and the stack words they merge, if any.
    def load_pair(yoff, yp, t, acc, wfin, note=""):
        ins("ldrh", Y, "[%s, #%d]" % (BPTR, yoff), c="y%d%s" % (2 * t + yp, note))
        ins("ldrh", Y2, "[%s, #%d]" % (BPTR, yoff + 4), c="y%d%s" % (2 * t + 2 + yp, note))
        for w, reg in ((wfin, M), (wfin + 1, M2)):
            if w in init[acc]:
                ins("ldr", reg, "[sp, #%d]" % acc_off(acc, w), c="%s[%d]%s" % (acc, w, note))

    preloaded = False  # the strip's t = 0 loads came with the last tail
    loaded_x = None
    order = [("P1", 0), ("P3", 0), ("P2", 0), ("P4", 0),
             ("P1", 1), ("P3", 1), ("P2", 1), ("P4", 1)]
    a_loaded = False  # a already in T, loaded with the previous tail
    for n, (pname, S) in enumerate(order):
        xp, yp, acc, off = PASS[pname]
        base = 4 * S + off
        e("")
        e("\t@ strip %s, x halves %s, y halves %s -> %s[%d..%d]" % (
            pname, ",".join(str(2 * (4 * S + k) + xp) for k in range(4)),
            "even" if yp == 0 else "odd", acc, base, base + 10))
        # x digits loaded by a just-loaded a wait until the first row's
        # loads: a load that takes its address from the load before it
        # does not pipeline.
        x_after = False
        if loaded_x != (xp, S):
            if loaded_x is not None:
                if not a_loaded:
                    ins("ldr", T, "[sp, #%d]" % A_OFF, c="a")
                    x_after = True
                else:
                    load_x(xp, S)
            else:
                load_x(xp, S, "r1")
            loaded_x = (xp, S)
        win = list(WIN)
        pending = False
        for t in range(8):
            first_loaded = t == 0 and preloaded
            yoff = 4 * t + 2 * yp
            wfin = base + t
            merge = wfin in init[acc]
            y, m = (Y, M) if t % 2 == 0 else (Y2, M2)
            if t % 4 == 0:
                quad = fresh4(acc, wfin)
            if quad:
                y = (Y, Y2, M, M2)[t % 4]
                if t % 4 == 0 and not first_loaded:
                    load_quad(yoff, yp, t)
            elif t % 2 == 0 and not first_loaded:
                load_pair(yoff, yp, t, acc, wfin)
            if t == 0 and x_after:
                load_x(xp, S)
            if t == 0:
                for k in range(4):
                    ins("mul", win[k], X[k], y)
            else:
                for k in range(3):
                    ins("mul", T, X[k], y)
                    op = "adcs" if (k > 0 or pending) else "adds"
                    ins(op, win[k], win[k], T)
                ins("mul", T, X[3], y)
                ins("adc", win[3], T, "#0",
                    c="new top word: < 2^32 - 2^17 + 2, no carry out")
            if merge:
                ins("adds", m, m, win[0])
                ins("str", m, "[sp, #%d]" % acc_off(acc, wfin))
                pending = True
            else:
                ins("str", win[0], "[sp, #%d]" % acc_off(acc, wfin))
                pending = False
            init[acc].add(wfin)
            win = win[1:] + win[:1]
        # tail: words base+8 .. base+10, their stack words loaded together.
        # When the next strip keeps the x digits and at most two words merge
        # here, they go to T and the free window register, and the next
        # strip's first loads join them (it then loads nothing for t = 0).
        tail = [w for w in range(base + 8, base + 11) if w in init[acc]]
        nxt = order[n + 1] if n + 1 < len(order) else None
        same_x = nxt is not None and (PASS[nxt[0]][0], nxt[1]) == (xp, S)
        preloaded = same_x and len(tail) <= 2 and PASS[nxt[0]][2] != acc
        held = {}
        for w in tail:
            held[w] = ((T, win[3]) if preloaded else (M, M2, Y))[len(held)]
            ins("ldr", held[w], "[sp, #%d]" % acc_off(acc, w), c="%s[%d]" % (acc, w))
        if preloaded:
            _, yp2, acc2, off2 = PASS[nxt[0]]
            base2 = 4 * nxt[1] + off2
            if fresh4(acc2, base2):
                load_quad(2 * yp2, yp2, 0, " (next strip)")
            else:
                load_pair(2 * yp2, yp2, 0, acc2, base2, " (next strip)")
        # The next strip's a joins these loads when it needs new x digits.
        a_loaded = bool(held) and nxt is not None and not same_x
        if a_loaded:
            ins("ldr", T, "[sp, #%d]" % A_OFF, c="a for the next strip (pipelined)")
        for i in range(3):
            w = base + 8 + i
            assert w < top[acc] or not pending
            if w in init[acc]:
                ins("adcs" if pending else "adds", held[w], held[w], win[i])
                ins("str", held[w], "[sp, #%d]" % acc_off(acc, w))
                pending = True
            else:
                if pending:
                    if i < 2:
                        ins("adcs", win[i], win[i], "#0")
                    else:
                        ins("adc", win[i], win[i], "#0", c="top word: no carry out")
                        pending = False
                ins("str", win[i], "[sp, #%d]" % acc_off(acc, w))
            init[acc].add(w)
        w = base + 11
        if pending and w < top[acc]:
            assert w not in init[acc], (pname, S, w)
            assert not preloaded  # M holds the next strip's merge word
            carry_word(M)
            ins("str", M, "[sp, #%d]" % acc_off(acc, w))
            init[acc].add(w)
        # check contiguity
        for a in "EO":
            if init[a]:
                assert init[a] == set(range(max(init[a]) + 1)), (a, init[a])

    assert init["E"] == set(range(16)), init["E"]
    assert init["O"] == set(range(16)), init["O"]
    gen_reduce_mul()
    leave(name)


# Emits the rows of one strip of the square: the x digits at byte offsets
# xoffs of a into X, then per row (y, [(x index, word, halve)]) the products
# added into a window of up to four words (WIN) with one carry chain; y
# is a byte offset of a (LDRH) or ("x", k) for the digit already in X[k].
# halve adds floor(x^2 / 2) in place of a square (the shifted operand
# LSR #1, free inside an ADDS/ADCS). The words below a row's lowest word
# leave the window into the stack accumulator acc (stored, or added when it
# holds a value), and the last one's carry enters the row. The top word of
# a row is new: a product is at most 2^32 - 2^17 + 1, so it absorbs that
# carry (ADC) without carrying out. window (word -> register) continues the
# window of the previous strip; keep leaves this strip's window in the
# registers for the next one instead of flushing it, and returns it.
def sq_strip(acc, xoffs, rows, init, top, what, window=None, keep=False,
             whole=None, store_whole=(), ahead=None, given=None):
    e("")
    e("\t@ strip %s" % what)
    for k, off in enumerate(xoffs or []):  # None: the x digits are loaded
        ins("ldrh", X[k], "[%s, #%d]" % (BPTR, off), c="x digit < 2^16")
    # ahead = (acc, rows, init) of the next strip, when this one neither
    # loads y digits nor merges: the next strip's first two y digits and
    # merge words load with these x digits into Y, Y2, M, M2, which this
    # strip leaves alone; given passes them on (y offset and word -> reg).
    given_next = None
    if ahead:
        acc2, rows2, init2 = ahead
        assert all(isinstance(ysp, tuple) for ysp, _ in rows)
        assert not any(w in init for _, prods in rows for _, w, _ in prods)
        assert not any(w in init for w in (window or {}))
        ys2, held2 = {}, {}
        for (ysp, _), reg in zip(rows2[:2], (Y, Y2)):
            ins("ldrh", reg, "[%s, #%d]" % (BPTR, ysp), c="y digit, next strip")
            ys2[ysp] = reg
        for r, reg in zip((1, 2), (M, M2)):
            for w in range(rows2[r - 1][1][0][1], rows2[r][1][0][1]):
                assert w in init2
                ins("ldr", reg, "[sp, #%d]" % acc_off(acc2, w), c="%s[%d], next strip" % (acc2, w))
                held2[w] = reg
        given_next = (ys2, held2)
    window = dict(window or {})
    free = [r for r in WIN if r not in window.values()]
    pending = False  # the flags hold a carry owed to the window's lowest word
    ys = dict(given[0]) if given else {}    # y byte offset -> register holding that digit
    held = dict(given[1]) if given else {}  # stack word -> register it was loaded into for a merge
    # Window words that hold a whole square x^2 still to be halved: the next
    # product added there, or the merge into the stack word when it leaves,
    # takes it as its shifted operand (ADCS w, T, w, LSR #1), which saves
    # the LSR. A word stored without a merge is halved first, unless it is
    # in store_whole (no carry owed to it): then it goes to the stack whole
    # and joins whole, the stack words a later merge (or, for E[0], the
    # reduction) halves as its shifted operand.
    unhalved = set()
    whole = set() if whole is None else whole

    # Halves word w if it still holds a whole square (LSR keeps the flags).
    def settle(w):
        if w in unhalved:
            unhalved.discard(w)
            ins("lsr", window[w], window[w], "#1", c="floor(x^2 / 2)")

    # Moves word w out of the window: added to the stack word (loaded into
    # held[w] when the stack holds it), or stored.
    def retire(w):
        nonlocal pending
        halve_reg = w in unhalved and w in init  # in the merge's operand
        keep_whole = w in unhalved and w in store_whole and not pending
        if halve_reg or keep_whole:
            unhalved.discard(w)
        settle(w)
        reg = window.pop(w)
        free.append(reg)
        if w in init:
            m = held.pop(w)
            op = "adcs" if pending else "adds"
            if w in whole:  # the stack word holds the square
                assert not halve_reg
                whole.discard(w)
                ins(op, m, reg, m + ", lsr #1", c="+ floor(x^2 / 2), the square held whole")
            else:
                ins(op, m, m, reg + (", lsr #1" if halve_reg else ""),
                    c="+ floor(x^2 / 2), the square held whole" if halve_reg else None)
            ins("str", m, "[sp, #%d]" % acc_off(acc, w))
            pending = True
        elif keep_whole:
            ins("str", reg, "[sp, #%d]" % acc_off(acc, w), c="the square whole, halved later")
            init.add(w)
            whole.add(w)
        else:
            if pending:
                ins("adcs", reg, reg, "#0")
            ins("str", reg, "[sp, #%d]" % acc_off(acc, w))
            init.add(w)

    # Words row a retires, asked before row r <= a runs: the window's below
    # row a's lowest word, and for a > r those rows r..a-1 bring, from row
    # a - 1's lowest word up (lower ones retire earlier).
    def leaving(a, r):
        lo = rows[a][1][0][1]
        if a == r:
            return sorted(w for w in window if w < lo)
        lo_prev = rows[a - 1][1][0][1]
        words = set(window) | {w for i in range(r, a) for _, w, _ in rows[i][1]}
        return sorted(w for w in words if lo_prev <= w < lo)

    # Rows up to a that take y from X leave Y, Y2 free until then: the
    # merges of such rows may use them too, and a strip that merges nothing
    # (its accumulator still empty) keeps M, M2 free for y digits.
    ypool = (Y, Y2) if init else (Y, Y2, M, M2)

    def mpool(a):
        if all(isinstance(rows[i][0], tuple) for i in range(a + 1)):
            return (M, M2, Y, Y2)
        return (M, M2)

    def busy():
        return set(ys.values()) | set(held.values())

    # Loads, back to back (all but the first cost 1), what row a needs,
    # asked before row r runs; returns whether anything loaded. For a > r
    # (looking ahead) it stops when registers run out.
    def load_for(a, r):
        ysp = rows[a][0]
        did = False
        if isinstance(ysp, int) and ysp not in ys:
            free = [q for q in ypool if q not in busy()]
            if not free:
                assert a > r
                return did
            ins("ldrh", free[0], "[%s, #%d]" % (BPTR, ysp), c="y digit")
            ys[ysp] = free[0]
            did = True
        for w in leaving(a, r):
            if w in init and w not in held:
                free = [q for q in mpool(a) if q not in busy()]
                if not free:
                    assert a > r
                    return did
                ins("ldr", free[0], "[sp, #%d]" % acc_off(acc, w), c="%s[%d]" % (acc, w))
                held[w] = free[0]
                did = True
        return did

    for r, (ysp, prods) in enumerate(rows):
        # When row r loads (or row 0, whose loads join the x digits'), the
        # next rows' loads follow as far as registers allow.
        if load_for(r, r) or (r == 0 and xoffs):
            for a in range(r + 1, min(r + 4, len(rows))):
                if not load_for(a, r):
                    break
        lo = prods[0][1]
        for w in sorted(window):
            if w < lo:
                retire(w)
        assert not window or min(window) == lo, (what, r)
        y = X[ysp[1]] if isinstance(ysp, tuple) else ys.pop(ysp)
        live = pending
        for k, w, halve in prods:
            src = (T + ", lsr #1") if halve else T
            if w in window and w in unhalved:
                assert not halve  # one square per word
                unhalved.discard(w)
                ins("mul", T, X[k], y)
                ins("adcs" if live else "adds", window[w], T, window[w] + ", lsr #1",
                    c="+ floor(x^2 / 2), the square held whole")
                live = True
            elif w in window:
                ins("mul", T, X[k], y)
                ins("adcs" if live else "adds", window[w], window[w], src,
                    c="+ floor(x^2 / 2)" if halve else None)
                live = True
            else:
                reg = free.pop(0)
                window[w] = reg
                if live:
                    ins("mul", T, X[k], y)
                    if halve:
                        ins("lsr", T, T, "#1", c="floor(x^2 / 2)")
                    ins("adc", reg, T, "#0", c="new word: no carry out")
                    live = False
                else:
                    ins("mul", reg, X[k], y, c="x^2, halved later" if halve else None)
                    if halve:
                        unhalved.add(w)
        assert not live, (what, r)
        pending = False
    if keep:
        for w in sorted(unhalved):
            settle(w)
        return window, given_next
    regs = (M, M2, Y, Y2)
    for w in sorted(window):
        if w in init and w not in held:
            held[w] = [q for q in regs if q not in held.values()][0]
            ins("ldr", held[w], "[sp, #%d]" % acc_off(acc, w), c="%s[%d]" % (acc, w))
    for w in sorted(window):
        retire(w)
    w = max(init) + 1
    while pending and w < top:
        assert not ahead  # M holds the next strip's merge word
        if w in init:
            ins("ldr", M, "[sp, #%d]" % acc_off(acc, w))
            ins("adcs", M, M, "#0")
            ins("str", M, "[sp, #%d]" % acc_off(acc, w))
        else:
            carry_word(M)
            ins("str", M, "[sp, #%d]" % acc_off(acc, w))
            init.add(w)
            pending = False
        w += 1
    return None, given_next


# Emits r = a^2. With u_i = x_2i and v_i = x_2i+1 (the even and odd digits),
# a^2 = 2 S + B where S = E + 2^16 O,
#   E = sum_{i<j} u_i u_j 2^(32(i+j)) + sum_{i<j} v_i v_j 2^(32(i+j+1))
#       + sum_k floor(x_k^2 / 2) 2^(32 k),
#   O = sum_{i,j} u_i v_j 2^(32(i+j)),  B = sum_k (x_k mod 2) 2^(32 k):
# 136 products instead of 256, in six strips of four x digits: the two
# u v rectangles (O) and, per parity, a triangle in two parts (E). The first
# part takes its y digits from X for the rows that square x digits; the
# second runs by x digit and takes over the first's window, so the words
# between them never go through the stack. gen_reduce_sq reduces S, doubles
# it and adds B (folded: B_k + 38 B_k+8 < 40 per word) with 2^255 = 19.
def gen_sq(name):
    init = {"E": set(), "O": set()}
    entry(name, "r1", BPTR)
    # Strips that share x digits run back to back (u0..u3, then u4..u7).
    # The small triangles take y from X; tri_b runs by x digit (row k:
    # d_k times d_k..d_7, square first) so it continues tri_a's window.
    def tri_a(p):  # (u or v)0..3 times (u or v)0..7, i <= j
        return ("E", [4 * i + 2 * p for i in range(4)],
                [(("x", j) if j < 4 else 4 * j + 2 * p,
                  [(k, k + j + p, k == j) for k in range(min(j, 3) + 1)])
                 for j in range(8)], "%s0..%s3 times %s0..%s7, i <= j -> E" % ((("u", "v")[p],) * 4))

    def tri_b(p):  # (u or v)4..7 times (u or v)4..7, i <= j
        return ("E", [4 * (4 + i) + 2 * p for i in range(4)],
                [(("x", k), [(m, 8 + k + m + p, m == k) for m in range(k, 4)])
                 for k in range(4)], "%s4..%s7 times %s4..%s7, i <= j -> E" % ((("u", "v")[p],) * 4))

    def cross(S):  # u(4S)..u(4S+3) times v0..v7
        return ("O", [4 * (4 * S + i) for i in range(4)],
                [(4 * j + 2, [(k, 4 * S + k + j, False) for k in range(4)]) for j in range(8)],
                "u%d..u%d times v0..v7 -> O" % (4 * S, 4 * S + 3))

    xoffs = None
    window = None
    # u0^2 (E[0]) and u7^2 (E[14]) go to the stack whole: the v triangle's
    # merge into E[14] halves the latter, gen_fold the former.
    whole = {"E": set(), "O": set()}
    strips = ((cross(0), False), (tri_a(0), True), (tri_b(0), False),
              (cross(1), False), (tri_a(1), True), (tri_b(1), False))
    given = None
    for n, ((acc, xo, rows, what), keep) in enumerate(strips):
        # u4..u7 times u4..u7 loads nothing after its x digits and merges
        # nothing: the u v strip after it loads its first digits and words then.
        nxt = strips[n + 1][0] if n == 2 else None
        window, given = sq_strip(acc, xo if xo != xoffs else None, rows, init[acc],
                                 16 if acc == "E" else 15, what, window, keep, whole[acc],
                                 (0, 14) if acc == "E" else (),
                                 ahead=(nxt[0], nxt[2], init[nxt[0]]) if nxt else None,
                                 given=given)
        xoffs = xo
    assert init["E"] == set(range(16)), init["E"]
    assert init["O"] == set(range(15)), init["O"]
    assert whole == {"E": {0}, "O": set()}, whole
    gen_reduce_sq()
    leave(name)


# Adds 38 (sum of the 16-bit halves at terms[k]) to R[k] for k in ks with
# one carry chain (first: ADDS); the halves of two words are loaded back to
# back (LDRH: all but the first cost 1) into regs. r12 holds 38, or 19 when
# k19 (mul): the chain then adds 19 (..) shifted left by 1. extra[k], a
# register, joins the sum of R[k] when given (k19: it carries weight 19,
# the halves 38); also[k], an instruction, follows the loads of the pair
# starting at k (pipelined: 1 cycle).
def fold38(R, ks, terms, regs, first, extra={}, also={}, k19=False):
    for i in range(0, len(ks), 2):
        pair = ks[i:i + 2]
        got = {}
        free = list(regs)
        for k in pair:
            got[k] = []
            for off, what in terms[k]:
                got[k].append(free.pop(0))
                ins("ldrh", got[k][-1], "[sp, #%d]" % off, c=what)
        if pair[0] in also:
            ins(*also[pair[0]][:-1], c=also[pair[0]][-1])
        for k in pair:
            t = got[k][0]
            if len(got[k]) == 2:
                ins("add", t, t, got[k][1], c="< 2^17")
            shift = k19
            if k in extra and k19:
                ins("add", t, extra[k], t + ", lsl #1", c="< 2^19")
                shift = False
            elif k in extra:
                ins("add", t, t, extra[k], c="< 2^18")
            ins("mul", t, t, "r12", c="< 2^24" if k in extra else
                ("< 2^22" if k19 else "< 2^23"))
            ins("adds" if k == first else "adcs", R[k], R[k], t + (", lsl #1" if shift else ""))


# Stores the result r0-r7 at r (lr): eight STR with an offset, 1 cycle each,
# where STM takes 9.
def store_result():
    for k in range(8):
        ins("str", "r%d" % k, "[lr, #%d]" % (4 * k))


# Emits R = E + 2^16 O mod p from the stack into r0-r7, for mul and sq.
# O' = O[0..7] + 38 (the halves of E and O at 2^(256+16+32k)) is folded
# first; shifted up 16 bits in place it is S, the 16-bit-aligned part of
# the product; then R = S + E[0..7] + 38 (the halves of E and O at
# 2^(256+32k), plus the top of S and its carries in the lowest word).
# sq: R is left almost reduced, plus c 2^256 with c the carry flag; O[15] =
# 0 is never stored, lr gets a (for B) and r12 = 38 on exit. mul: bit 255
# of S + E[0..7] leaves with the top before the last chain (2^255 = 19), so
# that chain adds below 2^248 to a value below 2^255 and cannot carry out:
# R < 2^256 with lr = r. The halves are then folded by 19 (r12) and
# shifted left 1, which is 38 again.
def gen_fold(sq):
    R = ["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7"]
    k19 = not sq
    e("")
    e("\t@ reduction: %s = E + 2^16 O, 2^256 = 38" % ("S" if sq else "product"))
    ins("mov", "r12", "#%d" % (19 if k19 else 38))
    # single loads, so that the first halves' loads pipeline behind them
    for k in range(8):
        ins("ldr", R[k], "[sp, #%d]" % acc_off("O", k), c="O[%d]" % k)
    e("\t@ O'[k] = O[k] + 38 (hi(E[k+8]) + lo(O[k+8])), carry cO; O[15] %s" %
      ("= 0" if sq else "< 2^16"))
    terms = {k: [(acc_off("E", k + 8) + 2, "hi E[%d]" % (k + 8))] +
             ([(acc_off("O", k + 8), "lo O[%d]" % (k + 8))] if k < 7 or not sq else [])
             for k in range(8)}
    fold38(R, range(8), terms, ["r8", "r9", "r10", "r11"], 0, k19=k19)
    ins("rrx", "lr", "r7", c="cO << 31 | O'[7] >> 1")
    ins("lsr", "lr", "lr", "#15", c="top = (cO 2^32 + O'[7]) >> 16 < 2^17, weight 2^256")
    e("\t@ S[k] = lo(O'[k]) << 16 | hi(O'[k-1]), in place from the top down")
    e("\t@ (no carry is live until the next ADDS: LSLS, 16-bit, may set it)")
    for k in range(7, 0, -1):
        ins("lsls", R[k], R[k], "#16")
        ins("orr", R[k], R[k], R[k - 1] + ", lsr #16")
    ins("lsls", "r0", "r0", "#16")
    e("\t@ S + E[0..7]; the carry joins top (< 2^17 + 1)")
    E = ["r8", "r9", "r10", "r11"]
    ins("ldm", "sp", "{r8, r9, r10, r11}", c="E[0..3]")
    for k in range(4):
        if k == 0 and sq:
            ins("adds", R[0], R[0], E[0] + ", lsr #1", c="E[0] holds u0^2 whole (gen_sq)")
        else:
            ins("adds" if k == 0 else "adcs", R[k], R[k], E[k])
    for k in range(4):
        ins("ldr", E[k], "[sp, #%d]" % acc_off("E", 4 + k), c="E[%d] (keeps the flags)" % (4 + k))
    for k in range(4):
        ins("adcs", R[4 + k], R[4 + k], E[k])
    ins("adc", "lr", "lr", "#0")
    if k19:
        e("\t@ bit 255 joins top: T = 2 top + b at weight 2^255 (= 19)")
        ins("lsr", "r11", "r7", "#31", c="b")
        ins("add", "lr", "r11", "lr, lsl #1", c="T < 2^18 + 3")
        ins("bic", "r7", "r7", "#0x80000000", c="S + E[0..7] mod 2^255")
    e("\t@ + 38 (lo(E[k+8]) + hi(O[k+7])), hi(O[7]) and the carries being top,")
    e("\t@ in the lowest word; O[15] < 2^16 has no high half")
    if k19:
        e("\t@ (the addend is below 2^248: no carry out, R < 2^255 + 2^248)")
    terms = {k: [(acc_off("E", k + 8), "lo E[%d]" % (k + 8))] +
             ([(acc_off("O", k + 7) + 2, "hi O[%d]" % (k + 7))] if k > 0 else [])
             for k in range(8)}
    load = ("ldr", "lr", "[sp, #%d]" % A_OFF, "a (top is spent)") if sq else \
        ("ldr", "lr", "[sp, #%d]" % R_OFF, "r (top is spent)")
    fold38(R, range(8), terms, ["r8", "r9", "r10", "r11"], 0, extra={0: "lr"},
           also={2: load}, k19=k19)


# Emits the end of mul's reduction: R < 2^256 (gen_fold) is stored at r (lr).
def gen_reduce_mul():
    gen_fold(False)
    store_result()


# Emits r = 2 (S + 2^256 c) + B mod p for gen_sq, with S + 2^256 c the
# folded E + 2^16 O (gen_fold: S in r0-r7, c the carry flag, a in lr, 38
# in r12). Everything from 2^255 up leaves first: 2 (S + 2^256 c) = D +
# 2^255 H with D = 2 (S mod 2^254) < 2^255 and H = 4 c + S >> 254 < 8, and
# 2^255 = 19. One chain doubles (ADCS r, r, r); a second adds 19 H and
# B_k + 38 B_k+8 < 40 to word k, where B_k = bit 16 (k mod 2) of a[k / 2]:
# one MLA on the masked words a[i], a[i+4] gives the pair for words 2i (low
# half) and 2i+1 (high half). The sum is below 2^255 + 2^231, so neither
# chain carries out and R < 2^256.
def gen_reduce_sq():
    R = ["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7"]
    gen_fold(True)
    e("\t@ 2 (S + 2^256 c) = D + 2^255 H, H = 4 c + S >> 254 < 8")
    ins("rrx", "r10", "r7", c="c << 31 | S >> 225")
    ins("lsr", "r10", "r10", "#29", c="H")
    ins("bic", "r7", "r7", "#0xc0000000", c="S mod 2^254")
    ins("add", "r11", "r10", "r10, lsl #1")
    ins("add", "r10", "r11", "r10, lsl #4", c="19 H < 2^8")
    e("\t@ D = 2 (S mod 2^254) < 2^255: no carry out")
    for k in range(8):
        ins("adds" if k == 0 else "adcs", R[k], R[k], R[k])
    e("\t@ R = D + 19 H + B < 2^255 + 2^231: no carry out. B for words 2k,")
    e("\t@ 2k + 1 from a[k] and a[k + 4] masked with 0x10001: (B_2k + 38 B_2k+8)")
    e("\t@ + 2^16 (B_2k+1 + 38 B_2k+9) by one MLA; 19 H (r10) joins word 0's,")
    e("\t@ which frees r10 so that the a words of 2-5 load together.")
    # m = B of words 2k, 2k + 1 from a[k] in lo and a[k + 4] in hi, in lo
    def pair(k, lo, hi):
        ins("and", lo, lo, "#0x10001", c="B_%d, B_%d << 16" % (2 * k, 2 * k + 1))
        ins("and", hi, hi, "#0x10001", c="B_%d, B_%d << 16" % (2 * k + 8, 2 * k + 9))
        if k == 0:
            ins("add", lo, lo, "r10", c="+ 19 H")
        ins("mla", lo, hi, "r12", lo,
            c="halves < 2^9 and 40" if k == 0 else "both halves < 40")
        return lo

    # words 2k, 2k + 1 += m's halves (t a free register)
    def add_pair(k, m, t):
        ins("uxth", t, m)
        ins("adds" if k == 0 else "adcs", R[2 * k], R[2 * k], t)
        ins("adcs" if k < 3 else "adc", R[2 * k + 1], R[2 * k + 1], m + ", lsr #16")
    ins("ldr", "r8", "[lr, #0]")
    ins("ldr", "r9", "[lr, #16]")
    add_pair(0, pair(0, "r8", "r9"), "r11")
    ins("ldr", "r8", "[lr, #4]")
    ins("ldr", "r9", "[lr, #20]")
    ins("ldr", "r10", "[lr, #8]")
    ins("ldr", "r11", "[lr, #24]")
    m1 = pair(1, "r8", "r9")
    m2 = pair(2, "r10", "r11")
    add_pair(1, m1, "r9")
    add_pair(2, m2, "r9")
    ins("ldr", "r8", "[lr, #12]")
    ins("ldr", "r9", "[lr, #28]")
    ins("ldr", "lr", "[sp, #%d]" % R_OFF, c="r")
    add_pair(3, pair(3, "r8", "r9"), "r11")
    store_result()


HEADER = """@ SPDX-License-Identifier: ISC
@ GF(2^255 - 19) kernels for ARMv7-M (Cortex-M3), constant-time.
@ Generated by tools/gen_fe25519_armv7m.py: change that, then rerun it.
@
@ Elements are eight little-endian 32-bit words, any value below 2^256
@ (src/field/fe25519_kernels.h). Only MUL is used for products, always on
@ 16-bit halves (LDRH), so every product is exact in 32 bits; no UMULL,
@ UMLAL, SMULL, SMLAL, UDIV or SDIV; no branch or address depends on data.
@
@ Each of mul and sq has a core, halite_fe25519_{mul,sq}_core_armv7m, with
@   the same arguments and result but its own convention: it works in 140
@   bytes of scratch at sp set aside by its caller (E, O, then r, a and
@   its return address at [sp, #128], [sp, #132], [sp, #136]), clobbers
@   r0-r12, and returns with lr = r and the result also in r0-r7; it
@   takes r in r0, the operand its strips stream (mul's b, sq's a) in r2
@   and mul's a in r1. The AAPCS entry points save r4-r11, set the
@   scratch aside, move that operand to r2 and call the core; the
@   ladder (fe25519_ladder.S), which keeps nothing in registers across its
@   products and keeps the scratch for all of them, calls the cores and
@   saves 20 cycles a product.
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
@   Then 2^256 = 38 folds the high words back by their 16-bit halves, two
@   halves of one weight summed before one MUL (38 (lo + hi) < 2^23, as
@   19 (lo + hi) shifted left 1 in the ADCS): first O' = O[0..7] + 38 (hi
@   E[k+8] + lo O[k+8]) in r0-r7, shifted up 16 bits in place (LSL/ORR) to
@   the word-aligned S; then S + E[0..7], whose bit 255 leaves with
@   the bits of S and the carries above 2^256 (top < 2^17 + 1) as T = 2 top
@   + bit 255 at weight 2^255 = 19; then R += 38 (lo E[k+8] + hi O[k+7])
@   with 19 T joining the lowest word's sum (19 (2 lo + T) < 2^24). That
@   addend is below 2^248 and the rest below 2^255: R < 2^255 + 2^248, and
@   the last chain cannot carry out.
@
@   Strip registers: r8-r11 x digits, r12/lr the y digits of a pair of
@   rows (loaded together so the second load pipelines), r3 product, r4-r7
@   the window (rotating), r0/r1 the stack words being merged (in rows
@   that merge nothing: the y digits of the next two rows, four loaded
@   together), r2 = b. Every register a row adds to, stores or merges is
@   low, so those instructions are 16-bit (ADDS/ADCS Rdn, Rm; STR/LDR at
@   sp), which halves their fetch from a flash without a cache; MUL.W
@   takes the high ones. r, a and the return address are on the stack at
@   [sp, #128], [sp, #132] and [sp, #136]. E[0..15] at sp (LDM reaches
@   it directly), O[0..15] at sp+64. Reduction registers: r0-r7 O', then
@   S, then R; r8-r11 the halves being folded (LDRH, two words' worth back
@   to back) or E words; r12 = 19; lr the top, then r.
@   Bounds: x, y < 2^16; each product < 2^32 - 2^17 + 2; E < 2^512 so it
@   fits 16 words; O < 2^496 so O[15] < 2^16.
@   Cost (tools/m3sim): the core 978 cycles for 916 instructions (1,421
@   from the CC2650's flash with its cache off, where 2,832 bytes of code
@   at about 2 a cycle bound it; 1,669 and 3,324 bytes with the window in
@   r7-r10 and b in r12): 512 for
@   the 256 MUL + add pairs, 228 for 186 loads (each run of back-to-back
@   loads pays 1 more for its first: the loads of two rows go together,
@   a strip's tail takes the next strip's first ones, and x digits wait
@   for other loads after a fresh a), 101 stores (STR with an offset, 1
@   each, the result too), the rest the merges' additions, the folds and
@   the shifts; the AAPCS entry adds 29.
@
@ halite_fe25519_sq_armv7m(r, a): r = a^2, r may alias a. With u, v the
@   even and odd digits, a^2 = 2 S + B: S = E + 2^16 O where E holds the
@   cross products u_i u_j, v_i v_j (i < j) and floor(x_k^2 / 2) for each
@   digit, O = u v (each u_i v_j once), and B_k = x_k mod 2 (the bit the
@   halving dropped). 136 products (72 in E, 64 in O) instead of 256, in
@   six strips: u0..u3 times v0..v7 (O), u0..u3 times u0..u7 (E; the rows
@   of u0..u3 take y from the x registers), u4..u7 times u4..u7 by x digit
@   (row k: u_k times u_k..u7, square first, so floor(x^2 / 2) is the
@   shifted operand LSR #1 of its ADDS; it takes over the previous strip's
@   window words 8-10 in registers), u4..u7 times v0..v7 (O), then the two
@   v triangles the same way. A square that opens a new word (the rows of
@   u0..u3) stays whole there until the next product added to that word,
@   or the merge that takes it to the stack, reads it as the shifted
@   operand LSR #1: no LSR of its own. u0^2 (E[0]) and u7^2 (E[14]) go to
@   the stack whole: the reduction's first addition halves E[0] and the v
@   triangle's merge E[14] the same way. A row's top word is always new, so
@   the carry rule of mul holds. S is folded with 2^256 = 38 by mul's reduction
@   (gen_fold) to S + 2^256 c, c a carry bit; the part from 2^254 up
@   (H = 4 c + S >> 254 < 8) leaves S, one ADCS chain doubles it
@   (< 2^255), and a second adds 19 H = 2^255 H mod p and B (B_k + 38
@   B_k+8 < 40 per word, one MLA per two words from a[i] and a[i+4] masked
@   with 0x10001): the sum stays below 2^256, so no fold follows.
@   Registers and stack as in mul, with r2 = a for the strips, r12/lr the
@   y digits and r0/r1 the merged words (r12/lr unused in rows whose y is
@   an x register).
@   Bounds: E + 2^16 O = (a^2 - B) / 2 < 2^511; O < 2^480 so O[15] = 0
@   and is never stored; 19 H < 2^8, and the result is below
@   2^255 + 2^231.
@   Cost (tools/m3sim): the core 620 cycles for 566 instructions (941
@   from the CC2650's flash with its cache off, 1,862 bytes; 1,058 and
@   2,100 bytes with mul's former registers): 272 for
@   the 136 MUL + add pairs, 141 for 114 loads (strips that merge nothing
@   load four rows' y digits at once, rows whose y is an x register hold
@   merge words in r12/lr too, and u4..u7 times u4..u7 loads the next
@   strip's first digits), 63 stores, the rest the merges' additions, the
@   folds, the doubling and B; the AAPCS entry adds 29.
"""


# Emits halite_fe25519_cswap_armv7m: three words of a and b at a time (3,
# 3, 2), so only r4-r7 and lr need saving.
def gen_cswap():
    name = "halite_fe25519_cswap_armv7m"
    e("")
    e("@ %s(a, b, bit): swaps a and b when bit = 1, by" % name)
    e("@   masks. Registers: r2 mask, r3-r5 a words, r6, r7, r12 b words, lr temp.")
    e("\t.global\t%s" % name)
    e("\t.type\t%s, %%function" % name)
    e("\t.align\t2")
    e("%s:" % name)
    ins("push", "{r4-r7, lr}")
    ins("rsb", "r2", "r2", "#0", c="mask: 0 or all ones")
    A, B = ["r3", "r4", "r5"], ["r6", "r7", "r12"]
    for n in (3, 3, 2):
        ins("ldm", "r0", "{%s}" % ", ".join(A[:n]))
        ins("ldm", "r1", "{%s}" % ", ".join(B[:n]))
        for i in range(n):
            ins("eor", "lr", A[i], B[i])
            ins("and", "lr", "lr", "r2")
            ins("eor", A[i], A[i], "lr")
            ins("eor", B[i], B[i], "lr")
        ins("stm", "r0!", "{%s}" % ", ".join(A[:n]))
        ins("stm", "r1!", "{%s}" % ", ".join(B[:n]))
    ins("pop", "{r4-r7, pc}")
    e("\t.size\t%s, .-%s" % (name, name))


# Writes the whole file to stdout.
def main():
    out.append(HEADER)
    e("\t.syntax\tunified")
    e("\t.thumb")
    e('#include "ramfunc.h"')
    e("\tHALITE_HOT_SECTION(fe25519_armv7m)")
    e("")
    e('#include "fe25519_addsub.inc"')
    e("")
    e("@ A core's return through the address its entry stored at [sp, #%d]." % RET_OFF)
    e("@ The fault-hardened build (HALITE_HARDENED, docs/hardened.md) then zeroes")
    e("@ that slot: a later call whose store of lr was skipped returns to address")
    e("@ 0 in ARM state and faults, instead of through this call's address into")
    e("@ the middle of another caller (as the M4's hardened X25519 was seen to).")
    e("@ It keeps what a core returns: the result in r0-r7 and lr = r (the")
    e("@ ladder addresses through it); r8 and r12 are scratch by the contract.")
    e("\t.macro\tcore_return")
    e("#if HALITE_HARDENED")
    ins("ldr", "r12", "[sp, #%d]" % RET_OFF)
    ins("mov", "r8", "#0")
    ins("str", "r8", "[sp, #%d]" % RET_OFF)
    ins("bx", "r12")
    e("#else")
    ins("ldr", "pc", "[sp, #%d]" % RET_OFF)
    e("#endif")
    e("\t.endm")
    e("")
    gen_mul("halite_fe25519_mul_armv7m")
    e("")
    gen_sq("halite_fe25519_sq_armv7m")
    e("")
    e("@ halite_fe25519_add_armv7m, halite_fe25519_sub_armv7m")
    e("\tfe25519_addsub\tarmv7m")
    gen_cswap()
    e("")
    e("@ The fe25519.h names of these operations are the kernels themselves")
    e("@ (fe25519.c leaves them out on this target): no wrapper call between.")
    for op in ("mul", "sq", "add", "sub", "cswap"):
        e("\t.global\thalite_fe25519_%s" % op)
        e("\t.thumb_set\thalite_fe25519_%s, halite_fe25519_%s_armv7m" % (op, op))
    sys.stdout.write("\n".join(out) + "\n")


main()
