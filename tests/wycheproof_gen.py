#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Converts Project Wycheproof's x25519, ed25519 and hmac_sha512 JSON test
files into the vendored text tests/vectors/wycheproof/*.inc (standard library
only). Run by hand when the vectors are updated; the build never runs it.

    wycheproof_gen.py JSON_DIR OUT_DIR

Each output line is one vector, WP(tcId, result, a, b, c): result 'v'
valid, 'a' acceptable, 'i' invalid; a, b, c the vector's three byte strings
in hex (which three: the file's header comment). The last line, WP_END(n),
holds the number of vectors, so a file cut short is caught by the tests.
"""
import json
import os
import sys

RESULT = {"valid": "v", "acceptable": "a", "invalid": "i"}

# Output file, input file, what a, b and c are, and how to take them from a
# test group and one of its tests.
FILES = (
    ("x25519.inc", "x25519_test.json", "public key, private key, shared secret",
     lambda g, t: (t["public"], t["private"], t["shared"])),
    ("ed25519.inc", "ed25519_test.json", "public key, message, signature",
     lambda g, t: (g["publicKey"]["pk"], t["msg"], t["sig"])),
    ("hmac_sha512.inc", "hmac_sha512_test.json", "key, message, tag",
     lambda g, t: (t["key"], t["msg"], t["tag"])),
)


def convert(doc, source, fields, take):
    """The text of one .inc file for the parsed JSON document doc."""
    out = ["/* SPDX-License-Identifier: Apache-2.0 */",
           "/* Project Wycheproof's %s (%s, %s), converted by" % (source, doc["algorithm"],
                                                                doc["schema"]),
           " * tests/wycheproof_gen.py: do not edit. WP(tcId, result, %s)," % fields,
           " * byte strings in hex; WP_END(number of vectors). */"]
    count = 0
    for group in doc["testGroups"]:
        for test in group["tests"]:
            hexes = ", ".join('"%s"' % bytes.fromhex(h).hex() for h in take(group, test))
            out.append("WP(%d, '%s', %s)" % (test["tcId"], RESULT[test["result"]], hexes))
            count += 1
    if count != doc["numberOfTests"]:
        sys.exit("%s: %d tests, but numberOfTests says %d" % (source, count, doc["numberOfTests"]))
    out.append("WP_END(%d)" % count)
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: wycheproof_gen.py JSON_DIR OUT_DIR")
    json_dir, out_dir = sys.argv[1], sys.argv[2]
    for name, source, fields, take in FILES:
        with open(os.path.join(json_dir, source), encoding="utf-8") as f:
            text = convert(json.load(f), source, fields, take)
        path = os.path.join(out_dir, name)
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(path + ".tmp", path)


if __name__ == "__main__":
    main()
