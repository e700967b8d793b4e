#!/usr/bin/env bash
# examples/demo.c (make demo) on the Cortex-M3 under QEMU and on the host:
# every step must succeed on both, and since both seed the generator with
# the same fixed demo seed, both must print the same keys, box and signature.
# Ends with "demo: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/demo.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

check() { # description command...
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else echo "FAIL demo: $what"; failed=$((failed + 1)); fi
}
run_demo() { # preset output-file
    local bin=$build/$1/demo
    [ -x "$bin" ] || { echo "demo not built: $bin" >"$2"; return 1; }
    case $1 in
    cortex-m3) timeout 300 qemu-system-arm -M mps2-an385 -nographic \
                   -semihosting-config enable=on,target=native -kernel "$bin" </dev/null >"$2" 2>&1 ;;
    *) timeout 300 "$bin" </dev/null >"$2" 2>&1 ;;
    esac
}

for preset in cortex-m3 host; do
    check "$preset: the demo runs and exits 0" run_demo $preset "$tmp/$preset.out"
    check "$preset: every step ok" grep -q '^demo: all steps ok$' "$tmp/$preset.out"
    check "$preset: says the seed is a fixed demo seed" grep -q 'FIXED DEMO SEED' "$tmp/$preset.out"
    grep -E 'FAILED|not built' "$tmp/$preset.out"
done
check "the Cortex-M3 and the host print the same keys, box and signature" \
    cmp -s "$tmp/cortex-m3.out" "$tmp/host.out"

echo "demo: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
