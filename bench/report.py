#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Prints the make-bench table and writes results.json and chart.svg.

usage: report.py paper_table3.tsv targets.tsv results.tsv kernels.tsv profile.txt
                 size-O2.txt size-Os.txt harness.map harness-Os.map apis.tsv objdir
                 results.json chart.svg [sodium.tsv [peers.tsv
                 [neon_a8.tsv neon.tsv neon-paper.tsv]]]

targets.tsv: api, metric (cycles, stack, size, linked or ratio), limit, core
(the HALITE_CORE it applies to, with -small and -hardened for those
builds); only the targets of BENCH_CORE (environment, cortex-m3 by default)
are checked. A ratio target (the hardened build's) limits the row's cycles
over the default build's published cycles on the same core
(bench/results[-<core>].json).

results.tsv (from run-bench): api, bytes, cycles, instructions, stack,
long multiplies, divides, r0
("n/a" cycles: not in the library yet; "error": the run failed).
kernels.tsv (from run-bench): label, api, symbol, cycles, instructions,
stack, long multiplies, divides, r0 (the first call of symbol inside api),
and for a block kernel the number of blocks that call processes.
profile.txt: m3sim run --profile of crypto_scalarmult_curve25519 (cycles per
function, then the instruction mix).
size-*.txt: arm-none-eabi-size output over the library's object files.
harness*.map: GNU ld maps of the harness linked with --gc-sections.
apis.tsv (from run-bench): program (an API, or APIs joined by "+"), then
the maps of the library linked alone from those APIs at -O2 and -Os.
objdir: the CMake object folder of the measured library, to name the
objects of the harness's map by source path.
BENCH_OPT (environment, O2 by default): the optimisation the cycles are
measured at (Os for the small build); "linked" targets count at it.
sodium.tsv (from run-bench): label, bytes, entry, symbol, then cycles,
instructions, stack, long multiplies, divides, r0 of the libsodium API's
rows (bench/sodium_rows.tsv); printed after the main table, written to
results.json as "sodium_rows".
peers.tsv (from run-bench): name, then cycles, instructions, stack, long
multiplies, divides, r0 of a peer's X25519 (x25519-cm0); empty when the
peer's source is not here.
neon_a8.tsv, neon.tsv, neon-paper.tsv (the Cortex-A8 only): the NEON
paper's rows (bench/neon_a8.tsv), halite's figures for them (from run-bench:
row, then cycles, instructions, stack, long multiplies, divides, r0), and
the paper's own code on the same model (bench/neon-paper's output; empty
without SUPERCOP); printed as one table, written to results.json as
"neon_rows".
PART, BENCH_MHZ, BENCH_PART_TITLE (environment): the part whose memory
system priced the run (m3sim --part); rows gain milliseconds at its clock,
and the zero-wait targets give way to the part's: X25519 against
x25519-cm0 (PART_X25519_LEAD).
"""
import re
import json
import subprocess
import math
import os
import sys

CORE = os.environ.get("BENCH_CORE", "cortex-m3")
HARDENED = CORE.endswith("-hardened")
_UNHARDENED = CORE[:-len("-hardened")] if HARDENED else CORE
SMALL = _UNHARDENED.endswith("-small")
BASE_CORE = _UNHARDENED[:-len("-small")] if SMALL else _UNHARDENED
OPT = os.environ.get("BENCH_OPT", "O2")
CORE_NAME = {"cortex-m0": "Cortex-M0", "cortex-m0plus": "Cortex-M0+", "cortex-m3": "Cortex-M3",
             "cortex-m4": "Cortex-M4", "cortex-m33": "Cortex-M33",
             "cortex-a8": "Cortex-A8"}.get(BASE_CORE, BASE_CORE)
BUILD_NAME = CORE_NAME + (", the small build (-Os)" if SMALL else "") + \
    (", the hardened build" if HARDENED else "")
# The ARMv7-M cores are priced with their default write buffer on (the
# reset state; m3sim --wb on, its default).
WRITE_BUFFER = (" with its default write buffer on"
                if BASE_CORE in ("cortex-m3", "cortex-m4", "cortex-m33") else "")
PART = os.environ.get("PART", "")
MHZ = int(os.environ.get("BENCH_MHZ") or 0)
if PART:
    MODEL_NOTE = ("Cycles are modelled on a %s%s run from the flash of the %s at %d MHz "
                  "through its memory system by tools/m3sim --part %s (Unicorn + Capstone + "
                  "the core's timing rules and the part's flash, prefetch and cache: "
                  "tools/m3sim/README.md, Memory systems)."
                  % (CORE_NAME, WRITE_BUFFER, os.environ.get("BENCH_PART_TITLE", PART), MHZ,
                     PART))
elif BASE_CORE == "cortex-a8":
    MODEL_NOTE = ("Cycles are modelled on a Cortex-A8 with every access an L1 hit and every "
                  "branch predicted by tools/m3sim --core a8 (Unicorn + Capstone + the A8 "
                  "TRM's dual-issue and NEON rules, tools/m3sim/README.md, Cortex-A8).")
else:
    MODEL_NOTE = ("Cycles are modelled on a zero-wait-state %s%s by tools/m3sim "
                  "(Unicorn + Capstone + the core's timing rules, tools/m3sim/README.md)."
                  % (CORE_NAME, WRITE_BUFFER))
# The part target: halite's X25519 at least this many times as fast as
# x25519-cm0 on the same part model (the ARMv7-M cores by 25%; the ARMv6-M
# ones as far ahead as at zero wait states, 8%).
PART_X25519_LEAD = 1.08 if BASE_CORE in ("cortex-m0", "cortex-m0plus") else 1.25
# The instructions whose latency depends on their operands on this core
# (docs/design.md, Constant time): the long multiplies only on the M3; divides
# from ARMv7-M on; ARMv6-M has neither.
VARIABLE_LATENCY = {"cortex-m3": "UMULL/SMULL/UMLAL/SMLAL/UDIV/SDIV", "cortex-m4": "UDIV/SDIV",
                    "cortex-m33": "UDIV/SDIV"}.get(BASE_CORE)


def read_paper(path):
    """Returns (rows in order, {api: row}, code size row) from paper_table3.tsv."""
    rows, code_size = [], None
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if line.startswith("# code_size"):
            code_size = {"avr": int(fields[2]), "arm": int(fields[3])}
        if line.startswith("#") or fields[0] == "api" or len(fields) < 4:
            continue
        rows.append({"api": fields[0], "bytes": fields[1], "avr": int(fields[2]),
                     "arm": int(fields[3])})
    return rows, code_size


def read_results(path):
    """Returns {api: measurement} from results.tsv."""
    out = {}
    for line in open(path, encoding="utf-8"):
        api, nbytes, cycles, insns, stack, long_muls, divides, r0 = line.rstrip("\n").split("\t")
        ok = cycles.isdigit()
        status = "ok" if ok else cycles
        # Every API returns 0 on the valid inputs of the harness (randombytes
        # returns nothing, so its r0 means nothing).
        if ok and api != "randombytes" and int(r0, 16) != 0:
            status = "FAILED (returned %d)" % (int(r0, 16) - (1 << 32) * (int(r0, 16) >> 31))
        out[api] = {"bytes": nbytes, "status": status,
                    "cycles": int(cycles) if status == "ok" else None,
                    "instructions": int(insns) if ok else None,
                    "stack_bytes": int(stack) if ok else None,
                    "long_multiplies": int(long_muls) if ok else None,
                    "divides": int(divides) if ok else None,
                    "return": r0}
    return out


def read_sodium(path):
    """Returns the libsodium API's rows of sodium.tsv, in order."""
    out = []
    if path is None:
        return out
    for line in open(path, encoding="utf-8"):
        label, nbytes, entry, symbol, cycles, insns, stack, long_muls, divides, r0 = \
            line.rstrip("\n").split("\t")
        ok = cycles.isdigit()
        status = "ok" if ok else cycles
        if ok and int(r0, 16) != 0:
            status = "FAILED (returned %d)" % (int(r0, 16) - (1 << 32) * (int(r0, 16) >> 31))
        out.append({"api": label, "bytes": int(nbytes), "entry": "bench_" + entry,
                    "measured": "halite_" + symbol, "status": status,
                    "cycles": int(cycles) if status == "ok" else None,
                    "instructions": int(insns) if ok else None,
                    "stack_bytes": int(stack) if ok else None,
                    "long_multiplies": int(long_muls) if ok else None,
                    "divides": int(divides) if ok else None})
    return out


def print_sodium(rows):
    """The libsodium API's rows, after the main table."""
    if not rows:
        return
    print()
    print("libsodium's API on the %s (bench/sodium_rows.tsv; modelled cycles)" % CORE_NAME)
    head = "%-47s %6s %12s %7s" % ("API", "bytes", "halite", "stack")
    print(head)
    print("-" * len(head))
    for r in rows:
        if r["status"] == "ok":
            print("%-47s %6d %12d %7d" % (r["api"], r["bytes"], r["cycles"], r["stack_bytes"]))
        else:
            print("%-47s %6d %12s %7s" % (r["api"], r["bytes"], r["status"], "-"))


def read_neon(spec_path, halite_path, paper_path):
    """Returns the NEON paper's rows: spec (bench/neon_a8.tsv) with halite's
    figures and the paper's code's on the same model, where measured."""
    paper = {}
    for line in open(paper_path, encoding="utf-8"):
        name, nbytes, cycles, slope, preprint, later, verdict = line.rstrip("\n").split("\t")
        paper[name] = {"cycles": int(cycles) if cycles.isdigit() else None, "result": verdict}
    halite = {}
    for line in open(halite_path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        ok = fields[1].isdigit() and int(fields[6], 16) == 0
        halite[fields[0]] = int(fields[1]) if ok else None
    if not halite:      # a Cortex-M run: run-bench measures these rows on the A8 only
        return []
    out = []
    for line in open(spec_path, encoding="utf-8"):
        if line.startswith("#") or line.startswith("row\t"):
            continue
        row, entry, symbol, nbytes, per_byte, figure, paper_code, limit = \
            line.rstrip("\n").split("\t")
        per = per_byte == "1"
        unit = (lambda c: round(c / int(nbytes), 2)) if per else (lambda c: c)
        cycles = halite.get(row)
        code = paper.get(paper_code, {})
        value = unit(cycles) if cycles is not None else None
        out.append({"api": row, "bytes": int(nbytes), "unit": "cycles/byte" if per else "cycles",
                    "halite_cycles": cycles, "halite": value,
                    "paper": None if figure == "-" else float(figure) if per else int(figure),
                    "paper_code": unit(code["cycles"]) if code.get("cycles") else None,
                    "paper_code_result": code.get("result"),
                    "limit": float(limit) if per else int(limit),
                    "met": value is not None and value <= (float(limit) if per else int(limit))})
    return out


def print_neon(rows):
    """The NEON paper's rows: halite, the paper's figure, the paper's code on
    the same model, the limit."""
    if not rows:
        return
    print()
    print("The NEON paper's rows on the Cortex-A8 model (bench/neon_a8.tsv; cycles, or "
          "cycles/byte at 4096 bytes)")
    head = "%-36s %6s %11s %9s %11s %9s  %s" % ("row", "bytes", "halite", "paper", "paper code",
                                              "limit", "")
    print(head)
    print("-" * len(head))
    shown = lambda v: "-" if v is None else ("%.2f" % v if isinstance(v, float) else "%d" % v)
    for r in rows:
        code = shown(r["paper_code"])
        if r["paper_code_result"] == "wrong":
            code = "wrong"
        print("%-36s %6d %11s %9s %11s %9s  %s" % (
            r["api"], r["bytes"], shown(r["halite"]), shown(r["paper"]), code,
            shown(r["limit"]), "met" if r["met"] else "MISSED"))
    print("%d of %d limits met; paper code: SUPERCOP's armneon6/neon2 built bare metal "
          "(make bench CORE=cortex-a8 SUPERCOP=<dir>)" % (sum(r["met"] for r in rows), len(rows)))


def read_kernels(path):
    """Returns the kernel measurements of kernels.tsv, in order."""
    out = []
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        label, api, symbol, cycles, insns, stack, long_muls = fields[:7]
        k = {"kernel": label, "symbol": symbol, "measured_in": api,
             "cycles": int(cycles), "instructions": int(insns),
             "stack_bytes": int(stack), "long_multiplies": int(long_muls)}
        if len(fields) > 9:
            k["blocks"] = int(fields[9])
            k["cycles_per_block"] = round(int(cycles) / int(fields[9]), 1)
        out.append(k)
    return out


def print_kernels(kernels):
    """The kernels under the table, one call each (per block for block kernels)."""
    if not kernels:
        return
    print()
    print("Kernels: the first call inside the API named (GF(2^255 - 19), then the symmetric ones)")
    print("%-44s %10s %7s  %s" % ("kernel", "cycles", "stack", "measured in"))
    for k in kernels:
        blocks = ""
        if "blocks" in k:
            blocks = " (%d blocks, %.1f cycles a block)" % (k["blocks"], k["cycles_per_block"])
        print("%-44s %10d %7d  %s%s" % (k["kernel"], k["cycles"], k["stack_bytes"],
                                        k["measured_in"], blocks))


# The parts of X25519 that the profile's functions fall into, by name;
# the first match wins, and a part no function falls into is left out.
X25519_PARTS = (
    ("products: mul", re.compile(r"halite_fe25519_mul(_core)?(_armv7e?m|_armv6m|_ref)?$")),
    ("products: sq", re.compile(r"halite_fe25519_sq(_core)?(_armv7e?m|_armv6m|_ref)?$")),
    ("products: limb packing (portable mul, sq)", re.compile(r"pack_limbs")),
    ("products: the small build's strips, reduction and clearing",
     re.compile(r"fe_product|fe_finish|fe_zero_acc|fe_column|fe_reduce|_armv7m_small$|(mul|sq)_armv6m_small$")),
    ("ladder and doublings: sums, selections, 121666 E", re.compile(r"ladder|xdouble")),
    ("inversion (divsteps)", re.compile(r"invert|combine|divsteps|batch")),
    ("add, sub, swaps outside the ladder", re.compile(r"add|sub|mul121666|cswap|cmov")),
    ("rest: encoding, copies, wiping", re.compile(r"")),
)


def read_profile(path):
    """Returns X25519's cycles by part ({part, cycles}) and the instruction
    mix line from an m3sim profile; None when the run failed."""
    parts = {name: 0 for name, _ in X25519_PARTS}
    mix, total = None, None
    for line in open(path, encoding="utf-8"):
        f = line.split()
        if len(f) == 4 and f[0].isdigit() and f[1].endswith("%"):
            parts[next(n for n, rx in X25519_PARTS if rx.search(f[3]))] += int(f[0])
        elif line.startswith("cycles:"):
            total = int(f[1])
        elif line.startswith("mix:"):
            mix = line[4:].strip()
    if total is None:
        return None
    return {"cycles": total, "mix": mix,
            "parts": [{"part": n, "cycles": c} for n, c in parts.items() if c]}


def print_profile(profile):
    """Where X25519's cycles go."""
    if not profile:
        return
    print()
    print("crypto_scalarmult_curve25519, where the cycles go (m3sim --profile)")
    for p in profile["parts"]:
        print("%-52s %10d %6.1f%%" % (p["part"], p["cycles"], 100.0 * p["cycles"] / profile["cycles"]))
    print("%-52s %10d" % ("total", profile["cycles"]))
    print("instruction mix: " + (profile["mix"] or "-"))


def read_targets(path):
    """Returns the targets of targets.tsv for this core: api, metric, limit."""
    out = []
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if line.startswith("#") or fields[0] == "api" or len(fields) < 4 or fields[3] != CORE:
            continue
        limit = float(fields[2]) if fields[1] == "ratio" else int(fields[2])
        out.append({"api": fields[0], "metric": fields[1], "limit": limit})
    return out


def default_cycles():
    """Returns {api: cycles} of the default build's published Table 3 rows
    on this core (bench/results.json for the M3, results-<core>.json
    otherwise): what a ratio target divides by."""
    name = "results.json" if BASE_CORE == "cortex-m3" else "results-%s.json" % BASE_CORE
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    if not os.path.exists(path):
        return {}
    doc = json.load(open(path, encoding="utf-8"))
    return {r["api"]: r["halite_cycles"] for r in doc["rows"] if r["halite_cycles"]}


def check_targets(targets, results, objects, linked_apis):
    """Each target with the measured value and whether it is met; metric
    "size" names an object of the library (its -O2 text + data), metric
    "linked" a program of apis.tsv (an API, APIs joined by "+", or "all":
    every Table 3 API and randombytes) and counts the library bytes it
    links at OPT; metric "ratio" the row's cycles over the default build's
    (default_cycles), to three decimals."""
    key = {"cycles": "cycles", "stack": "stack_bytes"}
    baseline = default_cycles() if any(t["metric"] == "ratio" for t in targets) else {}
    out = []
    for t in targets:
        if t["metric"] == "ratio":
            cycles = results.get(t["api"], {}).get("cycles")
            base = baseline.get(t["api"])
            value = round(cycles / base, 3) if cycles and base else None
        elif t["metric"] == "size":
            o = objects.get(t["api"])
            value = o["text"] + o["data"] if o else None
        elif t["metric"] == "linked":
            value = linked_apis.get(t["api"], {}).get(OPT)
        else:
            value = results.get(t["api"], {}).get(key[t["metric"]])
        out.append(dict(t, measured=value, met=value is not None and value <= t["limit"]))
    return out


def print_targets(checked):
    """The targets beside the measured rows."""
    if not checked:
        return
    print()
    print("Targets (bench/targets.tsv): met or missed")
    print("%-47s %6s %10s %10s %s" % ("API", "metric", "limit", "halite", ""))
    for t in checked:
        print("%-47s %6s %10s %10s %s" % (
            t["api"], t["metric"], t["limit"], "-" if t["measured"] is None else t["measured"],
            "met" if t["met"] else "MISSED by %s" % (
                "-" if t["measured"] is None else round(t["measured"] - t["limit"], 3))))
    missed = sum(not t["met"] for t in checked)
    print("%d of %d targets met" % (len(checked) - missed, len(checked)))


def read_sizes(path):
    """Returns ({object: {text, data, bss}}, totals) from arm-none-eabi-size output."""
    objects = {}
    for line in open(path, encoding="utf-8"):
        f = line.split()
        if len(f) < 6 or not f[0].isdigit():
            continue
        name = f[5][2:] if f[5].startswith("./") else f[5]
        name = name[:-4] if name.endswith(".obj") else name
        objects[name] = {"text": int(f[0]), "data": int(f[1]), "bss": int(f[2])}
    total = {k: sum(o[k] for o in objects.values()) for k in ("text", "data", "bss")}
    return objects, total


MAP_LINE = re.compile(r"^ (\.\S+)?\s+0x[0-9a-f]+\s+0x([0-9a-f]+)\s+(\S+)$")


def linked_sections(path):
    """(archive member, input section, bytes) of every piece of code,
    constants and initialised data from libhalite.a in a GNU ld map (the
    part after 'Linker script and memory map')."""
    out, section, started = [], None, False
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("Linker script and memory map"):
            started = True
            continue
        if not started:
            continue
        if re.match(r"^ \.\S+$", line):
            section = line.strip()
            continue
        m = MAP_LINE.match(line)
        if not m:
            section = None
            continue
        name = m.group(1) or section
        section = None
        if name and name.startswith((".text", ".rodata", ".data", ".ramfunc")) and "libhalite.a(" in m.group(3):
            out.append((m.group(3).split("libhalite.a(")[1].rstrip(")"), name,
                        int(m.group(2), 16)))
    return out


def linked_library_bytes(path):
    """Bytes of code, constants and initialised data from libhalite.a in a
    GNU ld map; None when the map is missing or empty (a failed link)."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    return sum(n for _, _, n in linked_sections(path))


def object_sections(objdir):
    """{(member name, section name): [source paths]} for the objects under
    objdir (members of the archive share basenames: src/core/salsa20.c and
    src/arch/generic/salsa20.c)."""
    out = {}
    for root, _, files in os.walk(objdir):
        for f in files:
            if not f.endswith((".obj", ".o")):
                continue
            path = os.path.join(root, f)
            rel = os.path.relpath(path, objdir)
            rel = re.sub(r"\.(c|S)\.(obj|o)$", "", rel)
            heads = subprocess.run(["arm-none-eabi-objdump", "-h", path], capture_output=True,
                                   text=True).stdout
            for line in heads.splitlines():
                fields = line.split()
                if len(fields) >= 7 and fields[0].isdigit():
                    out.setdefault((f, fields[1]), []).append(rel)
    return out


def linked_by_object(map_path, objdir):
    """{source path: bytes} of what a program links from each object of
    the library (its map), the objects named by source path."""
    where, out = object_sections(objdir), {}
    for member, section, n in linked_sections(map_path):
        paths = where.get((member, section), [member])
        name = paths[0] if len(paths) == 1 else member + " (ambiguous)"
        out[name] = out.get(name, 0) + n
    return out


def milliseconds(cycles):
    """Cycles at the part's clock, in milliseconds (None without a part)."""
    return round(cycles / (MHZ * 1000.0), 3) if MHZ and cycles is not None else None


def read_peers(path):
    """Returns {name: cycles or None} from peers.tsv."""
    out = {}
    for line in open(path, encoding="utf-8") if path else []:
        fields = line.rstrip("\n").split("\t")
        out[fields[0]] = int(fields[1]) if fields[1].isdigit() else None
    return out


def peer_rows(peers, results):
    """The peers beside halite's X25519, with the part target when a part is set."""
    x = results.get("crypto_scalarmult_curve25519", {}).get("cycles")
    out = []
    for name, cycles in peers.items():
        lead = round(cycles / x, 3) if cycles and x else None
        row = {"peer": name, "api": "crypto_scalarmult_curve25519", "peer_cycles": cycles,
               "peer_ms": milliseconds(cycles), "halite_cycles": x,
               "halite_ms": milliseconds(x), "peer_over_halite": lead}
        if PART:
            row["target_peer_over_halite"] = PART_X25519_LEAD
            row["met"] = lead is not None and lead >= PART_X25519_LEAD
        out.append(row)
    return out


def print_peers(rows):
    """halite's X25519 beside the peers'."""
    for r in rows:
        print()
        print("X25519: halite %s cycles%s, %s %s cycles%s: %s as fast%s" % (
            r["halite_cycles"], " (%.3f ms)" % r["halite_ms"] if r["halite_ms"] else "",
            r["peer"], r["peer_cycles"], " (%.3f ms)" % r["peer_ms"] if r["peer_ms"] else "",
            "%.3fx" % r["peer_over_halite"] if r["peer_over_halite"] else "-",
            "" if "met" not in r else "; target %.2fx: %s" % (
                r["target_peer_over_halite"], "met" if r["met"] else "MISSED")))


def gain(paper, ours):
    """Paper ARM cycles over halite's, as text."""
    return "%.2fx" % (paper / ours) if ours else "-"


def print_table(paper_rows, results):
    """The main table of make bench."""
    print("halite on the %s vs the \u03bcNaCl paper (Table 3, Cortex-M3). %s" % (BUILD_NAME,
                                                                            MODEL_NOTE))
    head = "%-47s %6s %12s %12s %12s %8s %7s" % ("API", "bytes", "halite", "paper AVR",
                                                  "paper ARM", "gain", "stack")
    print(head)
    print("-" * len(head))
    for row in paper_rows:
        r = results.get(row["api"], {"status": "n/a"})
        if r["status"] == "ok":
            print("%-47s %6s %12d %12d %12d %8s %7d%s" % (
                row["api"], row["bytes"], r["cycles"], row["avr"], row["arm"],
                gain(row["arm"], r["cycles"]), r["stack_bytes"],
                "  %9.3f ms" % milliseconds(r["cycles"]) if MHZ else ""))
        else:
            print("%-47s %6s %12s %12d %12d %8s %7s" % (
                row["api"], row["bytes"], r["status"], row["avr"], row["arm"], "-", "-"))
    rng = results.get("randombytes")
    if rng and rng["status"] == "ok":
        print("%-47s %6s %12d %12s %12s %8s %7d" % ("randombytes (per 32 bytes)", "32",
                                                    rng["cycles"], "-", "-", "-",
                                                    rng["stack_bytes"]))
    print("gain = paper ARM cycles / halite cycles; stack = peak bytes below the caller's SP.")
    if not VARIABLE_LATENCY:
        return
    count = (lambda r: r["long_multiplies"] + r["divides"]) if BASE_CORE == "cortex-m3" else \
            (lambda r: r["divides"])
    users = ["%s (%d)" % (api, count(r)) for api, r in results.items()
             if r["status"] == "ok" and count(r)]
    print("%s executed (operand-dependent latency on the %s): %s" % (
        VARIABLE_LATENCY, CORE_NAME, ", ".join(users) if users else "none, in any API"))


def print_sizes(sizes, linked, paper_code):
    """Code size per object at -O2 and -Os, and what a program links."""
    (o2, t2), (os_, tos) = sizes
    print()
    print("Code size of libhalite.a for the %s (arm-none-eabi-size; text+data bytes)" % CORE_NAME)
    print("%-44s %8s %8s" % ("object", "-O2", "-Os"))
    for name in sorted(set(o2) | set(os_)):
        a, b = o2.get(name), os_.get(name)
        print("%-44s %8s %8s" % (name, a["text"] + a["data"] if a else "-",
                                 b["text"] + b["data"] if b else "-"))
    print("%-44s %8d %8d" % ("total (every object of the archive)", t2["text"] + t2["data"],
                             tos["text"] + tos["data"]))
    print("%-44s %8d %8d" % ("linked by a program calling every API", linked[0], linked[1]))
    print("(the archive also holds the portable kernels that the assembly ones replace, and the")
    print(" linker drops unused functions: the last line is what firmware pays, --gc-sections)")
    if paper_code:
        print("paper: whole NaCl %d bytes on AVR, %d bytes on ARM" % (paper_code["avr"],
                                                                   paper_code["arm"]))


def linked_ram_code_bytes(path):
    """Bytes of libhalite.a's code in .ramfunc (HALITE_RAMFUNC: run from RAM,
    and stored in flash too) in a GNU ld map; None when the map is missing
    or empty."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    return sum(n for _, name, n in linked_sections(path) if name.startswith(".ramfunc"))


def read_apis(path):
    """({program: {"O2": bytes, "Os": bytes}}, {program: {"O2": map, "Os":
    map}}) from apis.tsv."""
    sizes, maps = {}, {}
    for line in open(path, encoding="utf-8"):
        program, map_o2, map_os = line.rstrip("\n").split("\t")
        sizes[program] = {"O2": linked_library_bytes(map_o2), "Os": linked_library_bytes(map_os)}
        maps[program] = {"O2": map_o2, "Os": map_os}
    return sizes, maps


def print_linked(by_object, apis, ram_code, linked, paper_code):
    """What firmware pays: per object of a program calling every Table 3 API,
    and per program calling one API (the library alone, --gc-sections); and
    of that, the code run from RAM (ram_code, {program: bytes}) when any."""
    total = sum(by_object.values())
    print()
    print("Linked by a program calling every Table 3 API and randombytes, per object")
    print("(-%s; text+data bytes)" % OPT)
    for name, n in sorted(by_object.items(), key=lambda kv: (-kv[1], kv[0])):
        print("%-44s %8d" % (name, n))
    print("%-44s %8d" % ("total", total))
    print()
    print("Linked by a program calling only the APIs named (all: every Table 3 API and")
    print("randombytes; text+data bytes)")
    print("%-80s %7s %7s" % ("program", "-O2", "-Os"))
    for program, v in apis.items():
        print("%-80s %7s %7s" % (program.replace("crypto_", ""),
                                 "-" if v["O2"] is None else v["O2"],
                                 "-" if v["Os"] is None else v["Os"]))
    print("%-80s %7d %7d" % ("the benchmark harness (Table 3 and the libsodium rows)",
                             linked[0], linked[1]))
    if paper_code:
        print("paper: whole NaCl %d bytes on ARM" % paper_code["arm"])
    if any(ram_code.values()):
        print()
        print("Of which code run from RAM (HALITE_RAMFUNC: .ramfunc, copied from flash by")
        print("the start-up code; -%s bytes of RAM)" % OPT)
        for program, n in ram_code.items():
            print("%-80s %7s" % (program.replace("crypto_", ""), "-" if n is None else n))


def svg_chart(paper_rows, results):
    """A log-scale bar chart, halite vs paper ARM per row, as SVG text."""
    rows = [(r["api"], results.get(r["api"], {}).get("cycles"), r["arm"]) for r in paper_rows]
    rng = results.get("randombytes", {})
    if rng.get("cycles"):
        rows.append(("randombytes (32 bytes)", rng["cycles"], None))
    left, bar_w, row_h, top = 330, 560, 30, 70
    lo, hi = 2, 8  # 10^2 .. 10^8 cycles
    width, height = left + bar_w + 40, top + row_h * len(rows) + 60

    def x_of(v):
        return left + bar_w * (math.log10(max(v, 10 ** lo)) - lo) / (hi - lo)

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="10" y="20" font-size="14" font-weight="bold">halite vs \u03bcNaCl '
           '(paper, Table 3: Cortex-M3) on the %s: cycles, log scale</text>' % CORE_NAME,
           '<text x="10" y="38">%s</text>' % MODEL_NOTE,
           '<rect x="10" y="48" width="12" height="10" fill="#2a7ab0"/>'
           '<text x="26" y="57">halite (modelled)</text>',
           '<rect x="140" y="48" width="12" height="10" fill="#c8c8c8"/>'
           '<text x="156" y="57">paper ARM (measured)</text>']
    for e in range(lo, hi + 1):
        x = x_of(10 ** e)
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#e0e0e0"/>' % (
            x, top - 4, x, top + row_h * len(rows)))
        out.append('<text x="%.1f" y="%d" text-anchor="middle">10^%d</text>' % (
            x, top + row_h * len(rows) + 14, e))
    for i, (api, ours, paper) in enumerate(rows):
        y = top + i * row_h
        out.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (
            left - 6, y + 15, api.replace("crypto_", "")))
        if ours:
            out.append('<rect x="%d" y="%d" width="%.1f" height="11" fill="#2a7ab0"/>' % (
                left, y + 2, x_of(ours) - left))
            out.append('<text x="%.1f" y="%d">%d</text>' % (x_of(ours) + 4, y + 11, ours))
        else:
            out.append('<text x="%d" y="%d" fill="#a00">not in the library yet</text>' % (
                left + 4, y + 11))
        if paper:
            out.append('<rect x="%d" y="%d" width="%.1f" height="11" fill="#c8c8c8"/>' % (
                left, y + 14, x_of(paper) - left))
            out.append('<text x="%.1f" y="%d" fill="#666">%d</text>' % (
                x_of(paper) + 4, y + 23, paper))
    out.append('<text x="10" y="%d">stack, code size and the AVR figures: bench/results.json'
               '</text>' % (height - 12))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    (paper_path, targets_path, results_path, kernels_path, profile_path, size_o2, size_os,
     map_o2, map_os, apis_path, objdir, json_path, svg_path) = sys.argv[1:14]
    sodium = read_sodium(sys.argv[14] if len(sys.argv) > 14 else None)
    peers = read_peers(sys.argv[15] if len(sys.argv) > 15 else None)
    neon = read_neon(*sys.argv[16:19]) if len(sys.argv) > 18 else []
    paper_rows, paper_code = read_paper(paper_path)
    results = read_results(results_path)
    kernels = read_kernels(kernels_path)
    profile = read_profile(profile_path)
    sizes = (read_sizes(size_o2), read_sizes(size_os))
    linked = (linked_library_bytes(map_o2), linked_library_bytes(map_os))
    apis, api_maps = read_apis(apis_path)
    ram_code = {p: linked_ram_code_bytes(m[OPT]) for p, m in api_maps.items()}
    by_object = linked_by_object(api_maps["all"][OPT], objdir)
    # the targets are set at zero wait states; a part has its peer target
    targets = [] if PART else check_targets(read_targets(targets_path), results, sizes[0][0],
                                            apis)
    peer = peer_rows(peers, results)
    print_table(paper_rows, results)
    print_sodium(sodium)
    print_neon(neon)
    print_targets(targets)
    print_peers(peer)
    print_kernels(kernels)
    print_profile(profile)
    print_sizes(sizes, linked, paper_code)
    print_linked(by_object, apis, ram_code, linked, paper_code)

    doc = {"note": MODEL_NOTE, "core": CORE, "measured_at": "-" + OPT,
           "source": os.environ.get("BENCH_SOURCE", "unknown"),
           "gain": "paper ARM cycles / halite cycles",
           "rows": [], "sodium_rows": sodium, "targets": targets, "kernels": kernels, "x25519_profile": profile,
           "code_size": {},
           "paper_code_size": paper_code, "peers": peer}
    if neon:
        doc["neon_rows"] = neon
    if PART:
        doc["part"] = {"name": PART, "title": os.environ.get("BENCH_PART_TITLE", PART),
                       "mhz": MHZ}
    for row in paper_rows:
        r = results.get(row["api"], {"status": "n/a"})
        doc["rows"].append({
            "api": row["api"], "bytes": None if row["bytes"] == "-" else int(row["bytes"]),
            "halite_cycles": r.get("cycles"), "halite_instructions": r.get("instructions"),
            "halite_ms": milliseconds(r.get("cycles")),
            "stack_bytes": r.get("stack_bytes"), "status": r["status"],
            "long_multiplies": r.get("long_multiplies"), "divides": r.get("divides"),
            "paper_avr_cycles": row["avr"], "paper_arm_cycles": row["arm"],
            "gain_over_paper_arm": round(row["arm"] / r["cycles"], 3) if r.get("cycles") else None})
    rng = results.get("randombytes")
    if rng:
        doc["randombytes_32_bytes"] = {"cycles": rng["cycles"], "stack_bytes": rng["stack_bytes"],
                                       "status": rng["status"]}
    for opt, (objects, total), link in zip(("O2", "Os"), sizes, linked):
        doc["code_size"][opt] = {"objects": objects, "total": total,
                                 "text_plus_data": total["text"] + total["data"],
                                 "linked_by_program_calling_every_api": link}
    doc["linked_by_object"] = {"opt": "-" + OPT, "objects": by_object}
    doc["linked_by_api"] = apis
    if any(ram_code.values()):
        doc["ram_code_by_api"] = ram_code
    with open(json_path, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    with open(svg_path, "w", encoding="utf-8") as f:
        f.write(svg_chart(paper_rows, results))


if __name__ == "__main__":
    main()
