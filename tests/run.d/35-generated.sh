#!/bin/sh
# SPDX-License-Identifier: ISC
# Generated sources match their generators, so an edit to either alone
# fails here: src/arch/armv7m/fe25519.S is the output of
# tools/gen_fe25519_armv7m.py, src/arch/armv6m/fe25519.S and
# fe25519_ladder.S those of tools/gen_fe25519_armv6m.py (and its "ladder"
# argument), src/arch/armv6m/salsa20.S that of tools/gen_salsa20_armv6m.py
# (which also checks its double round against a reference before
# printing), src/group/ge25519_base_table.c and the small build's
# src/group/ge25519_comb4_table.c those of tools/gen_ge25519_tables.c
# (built for the host; --small for the second), and the vendored Wycheproof
# vectors tests/vectors/wycheproof/*.inc those of tests/wycheproof_gen.py,
# when the JSON files are found ($HALITE_WYCHEPROOF_JSON, by default
# ../shared/vectors/wycheproof beside the source tree; a clone without them
# says so and checks the rest). Ends with "generated: N passed, N failed".
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$ROOT/build"
tmp=$(mktemp -d "$ROOT/build/generated.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

# check <generated file> <how to regenerate>: compares $tmp/out with it.
check() {
    if cmp -s "$tmp/out" "$ROOT/$1"; then
        passed=$((passed + 1))
    else
        echo "FAIL generated: $1 differs from its generator's output ($2)"
        failed=$((failed + 1))
    fi
}

python3 "$ROOT/tools/gen_fe25519_armv7m.py" >"$tmp/out"
check src/arch/armv7m/fe25519.S "python3 tools/gen_fe25519_armv7m.py > src/arch/armv7m/fe25519.S"
python3 "$ROOT/tools/gen_fe25519_armv6m.py" >"$tmp/out"
check src/arch/armv6m/fe25519.S "python3 tools/gen_fe25519_armv6m.py > src/arch/armv6m/fe25519.S"
python3 "$ROOT/tools/gen_fe25519_armv6m.py" ladder >"$tmp/out"
check src/arch/armv6m/fe25519_ladder.S "python3 tools/gen_fe25519_armv6m.py ladder > src/arch/armv6m/fe25519_ladder.S"
if python3 "$ROOT/tools/gen_salsa20_armv6m.py" >"$tmp/out"; then
    check src/arch/armv6m/salsa20.S "python3 tools/gen_salsa20_armv6m.py > src/arch/armv6m/salsa20.S"
else
    echo "FAIL generated: tools/gen_salsa20_armv6m.py failed"
    failed=$((failed + 1))
fi
if cc -O2 -o "$tmp/gen" "$ROOT/tools/gen_ge25519_tables.c" && "$tmp/gen" >"$tmp/out"; then
    check src/group/ge25519_base_table.c "see tools/gen_ge25519_tables.c"
    if "$tmp/gen" --small >"$tmp/out"; then
        check src/group/ge25519_comb4_table.c "see tools/gen_ge25519_tables.c (--small)"
    else
        echo "FAIL generated: tools/gen_ge25519_tables.c --small did not run"
        failed=$((failed + 1))
    fi
else
    echo "FAIL generated: tools/gen_ge25519_tables.c did not build or run"
    failed=$((failed + 1))
fi
json=${HALITE_WYCHEPROOF_JSON:-$ROOT/../shared/vectors/wycheproof}
if [ -f "$json/x25519_test.json" ]; then
    mkdir -p "$tmp/wycheproof"
    if python3 "$ROOT/tests/wycheproof_gen.py" "$json" "$tmp/wycheproof"; then
        for f in x25519 ed25519 hmac_sha512; do
            cp "$tmp/wycheproof/$f.inc" "$tmp/out"
            check tests/vectors/wycheproof/$f.inc \
                "python3 tests/wycheproof_gen.py <JSON folder> tests/vectors/wycheproof"
        done
    else
        echo "FAIL generated: tests/wycheproof_gen.py failed on $json"
        failed=$((failed + 1))
    fi
else
    echo "note: no Wycheproof JSON at $json: the vendored vectors are not compared with it"
fi
echo "generated: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
