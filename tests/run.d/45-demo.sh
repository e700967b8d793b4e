#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# examples/demo.c (make demo) on the host and on every Cortex-M and Cortex-A build under
# its QEMU machine: every step must succeed on each, and since all seed the
# generator with the same fixed demo seed, all must print the same keys, box
# and signature as the host.
# Ends with "demo: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
. "$src/tests/lib/runner.sh"
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
    # shellcheck disable=SC2046 # the runner is a command line
    timeout 300 $(halite_runner "$build/$1") "$bin" </dev/null >"$2" 2>&1
}

for preset in host cortex-m3 cortex-m0plus cortex-m0-microbit cortex-m4 cortex-m4-hardfp cortex-m7 cortex-m33 \
              cortex-a8 cortex-a7 cortex-a9 linux-armhf \
              host-small cortex-m3-small cortex-m0plus-small cortex-m4-small cortex-m33-small; do
    check "$preset: the demo runs and exits 0" run_demo $preset "$tmp/$preset.out"
    check "$preset: every step ok" grep -q '^demo: all steps ok$' "$tmp/$preset.out"
    check "$preset: says the seed is a fixed demo seed" grep -q 'FIXED DEMO SEED' "$tmp/$preset.out"
    grep -E 'FAILED|not built' "$tmp/$preset.out"
    [ $preset = host ] ||
        check "$preset and the host print the same keys, box and signature" \
            cmp -s "$tmp/$preset.out" "$tmp/host.out"
done

echo "demo: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
