#!/usr/bin/env bash
# The long-multiply gate over the Cortex-M3 library at -O2 and at -Os
# (tools/longmul-check, DESIGN.md §3): no UMULL SMULL UMLAL SMLAL UDIV SDIV
# outside the public-only allow-list. Each clean function is a pass, each
# flagged one a failure; first the checker proves it can fail, on a planted
# (uint64_t)a*b in a secret function.
# Ends with "longmul: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
check=$src/tools/longmul-check
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/longmul.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# 1. The checker must catch a planted secret long multiply, at both levels.
cat >"$tmp/planted.c" <<'C'
#include <stdint.h>
/* A secret-handling function written the tempting, wrong way. */
uint64_t planted_secret_product(uint32_t secret, uint32_t limb)
{
    return (uint64_t)secret * limb;
}
C
for opt in -O2 -Os; do
    if ! arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb $opt -c "$tmp/planted.c" -o "$tmp/planted.o"; then
        echo "FAIL longmul: cannot compile the planted function"; failed=$((failed + 1)); continue
    fi
    if "$check" "$tmp/planted.o" | grep -q 'FLAGGED: .*planted_secret_product: .*umull'; then
        passed=$((passed + 1))
    else
        echo "FAIL longmul: the checker missed a planted (uint64_t)a*b at $opt"; failed=$((failed + 1))
    fi
done

# 2. The library, as built for the Cortex-M3 at -O2 (the cortex-m3 preset)
#    and at -Os (cortex-m3-os).
for preset in cortex-m3 cortex-m3-os; do
    dir=$build/$preset
    if ! { cmake --preset "$preset" -S "$src" -B "$dir" >"$tmp/$preset.log" 2>&1 &&
           cmake --build "$dir" -j2 --target halite >>"$tmp/$preset.log" 2>&1; }; then
        tail -n 30 "$tmp/$preset.log"
        echo "FAIL longmul: cannot build libhalite.a for $preset"; failed=$((failed + 1)); continue
    fi
    "$check" -v "$dir/libhalite.a" >"$tmp/out" 2>&1
    cat "$tmp/out"
    summary=$(sed -n 's/^longmul-check: .*: \([0-9]*\) clean, \([0-9]*\) flagged functions$/\1 \2/p' "$tmp/out")
    if [ -z "$summary" ]; then
        echo "FAIL longmul: no verdict for $preset"; failed=$((failed + 1)); continue
    fi
    set -- $summary
    passed=$((passed + $1))
    failed=$((failed + $2))
done

echo "longmul: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
