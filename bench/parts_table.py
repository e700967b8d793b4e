#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Prints docs/parts.md's tables (Markdown) from make bench PART=<part> results.

usage: parts_table.py results-<part>.json ...   (or a zero-wait results.json)

Every Table 3 row on every part (cycles, and milliseconds at the part's
clock), X25519 beside x25519-cm0 on each part, and on the lpc1768 every
row beside the paper's measured figure on that board. bench/doc_tables.py writes
the same tables into docs/parts.md (and checks them: --check).
"""
import json
import sys


def thousands(n):
    """n with thousands separators, or "-"."""
    return "-" if n is None else "{:,}".format(n)


def rows_table(docs):
    """Every Table 3 row (docs[0]'s order) on every part of docs: Markdown lines."""
    lines = ["| row | " + " | ".join("`%s` (%s%s)" % (
        d["part"]["name"], d["core"].replace("cortex-", "").upper(),
        ", %d MHz" % d["part"]["mhz"] if d["part"]["mhz"] else "") for d in docs) + " |",
        "|---|" + "---:|" * len(docs)]
    for i, row in enumerate(docs[0]["rows"]):
        cells = []
        for d in docs:
            r = d["rows"][i]
            ms = " (%.3f ms)" % r["halite_ms"] if r.get("halite_ms") else ""
            cells.append(thousands(r["halite_cycles"]) + ms if r["halite_cycles"] else r["status"])
        lines.append("| %s | %s |" % (row["api"], " | ".join(cells)))
    return lines


def peers_table(docs):
    """halite's X25519 beside x25519-cm0 on each part of docs: Markdown lines."""
    ms = lambda v: " (%.3f ms)" % v if v else ""
    lines = ["| part | halite X25519 | x25519-cm0 | x25519-cm0 / halite | target |",
             "|---|---:|---:|---:|---|"]
    for d in docs:
        for p in d.get("peers", []):
            lines.append("| `%s` | %s%s | %s%s | %.3fx | %s |" % (
                d["part"]["name"], thousands(p["halite_cycles"]), ms(p["halite_ms"]),
                thousands(p["peer_cycles"]), ms(p["peer_ms"]), p["peer_over_halite"],
                "%.2fx: %s" % (p["target_peer_over_halite"], "met" if p["met"] else "missed")
                if "met" in p else "-"))
    return lines


def paper_board_table(doc):
    """Every row of the lpc1768 results doc beside the paper's figure: Markdown lines."""
    lines = ["| row (lpc1768) | halite | paper (mbed LPC1768) | paper / halite |",
             "|---|---:|---:|---:|"]
    for r in doc["rows"]:
        lines.append("| %s | %s | %s | %s |" % (
            r["api"], thousands(r["halite_cycles"]), thousands(r["paper_arm_cycles"]),
            "%.2fx" % r["gain_over_paper_arm"] if r["gain_over_paper_arm"] else "-"))
    return lines


def load(path):
    """The results JSON at path, a zero-wait results.json named as the part "zero-wait"."""
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    d.setdefault("part", {"name": "zero-wait", "mhz": 0})
    return d


def main():
    docs = [load(path) for path in sys.argv[1:]]
    tables = [rows_table(docs), peers_table(docs)]
    tables += [paper_board_table(d) for d in docs if d["part"]["name"] == "lpc1768"]
    print("\n\n".join("\n".join(t) for t in tables))


if __name__ == "__main__":
    main()
