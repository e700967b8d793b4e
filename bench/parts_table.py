#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Prints docs/parts.md's tables (Markdown) from make bench PART=<part> results.

usage: parts_table.py results-<part>.json ...   (or a zero-wait results.json)

Every Table 3 row on every part (cycles, and milliseconds at the part's
clock), X25519 beside x25519-cm0 on each part, and on the lpc1768 every
row beside the paper's measured figure on that board.
"""
import json
import sys


def thousands(n):
    """n with thousands separators, or "-"."""
    return "-" if n is None else "{:,}".format(n)


def main():
    docs = [json.load(open(path, encoding="utf-8")) for path in sys.argv[1:]]
    for d in docs:
        d.setdefault("part", {"name": "zero-wait", "mhz": 0})
    print("| row | " + " | ".join("`%s` (%s%s)" % (
        d["part"]["name"], d["core"].replace("cortex-", "").upper(),
        ", %d MHz" % d["part"]["mhz"] if d["part"]["mhz"] else "") for d in docs) + " |")
    print("|---|" + "---:|" * len(docs))
    for i, row in enumerate(docs[0]["rows"]):
        cells = []
        for d in docs:
            r = d["rows"][i]
            ms = " (%.3f ms)" % r["halite_ms"] if r.get("halite_ms") else ""
            cells.append(thousands(r["halite_cycles"]) + ms if r["halite_cycles"] else r["status"])
        print("| %s | %s |" % (row["api"], " | ".join(cells)))
    print()
    print("| part | halite X25519 | x25519-cm0 | x25519-cm0 / halite | target |")
    print("|---|---:|---:|---:|---|")
    for d in docs:
        for p in d.get("peers", []):
            ms = lambda v: " (%.3f ms)" % v if v else ""
            print("| `%s` | %s%s | %s%s | %.3fx | %s |" % (
                d["part"]["name"], thousands(p["halite_cycles"]), ms(p["halite_ms"]),
                thousands(p["peer_cycles"]), ms(p["peer_ms"]), p["peer_over_halite"],
                "%.2fx: %s" % (p["target_peer_over_halite"], "met" if p["met"] else "missed")
                if "met" in p else "-"))
    for d in docs:
        if d["part"]["name"] != "lpc1768":
            continue
        print()
        print("| row (lpc1768) | halite | paper (mbed LPC1768) | paper / halite |")
        print("|---|---:|---:|---:|")
        for r in d["rows"]:
            print("| %s | %s | %s | %s |" % (
                r["api"], thousands(r["halite_cycles"]), thousands(r["paper_arm_cycles"]),
                "%.2fx" % r["gain_over_paper_arm"] if r["gain_over_paper_arm"] else "-"))


if __name__ == "__main__":
    main()
