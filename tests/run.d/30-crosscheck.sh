#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# Cross-target check: test_crosscheck prints one SHA-512 digest of every
# API's output on a fixed input stream; the host, host-asan and every
# Cortex-M build (under its QEMU machine), speed and small builds alike,
# those of arm-none-eabi-gcc and those of clang (the -clang presets),
# must print the same one. Each
# agreeing build is a pass; a differing, missing or crashing one is a
# failure. HALITE_CROSSCHECK_PRESETS overrides the list of builds.
# Ends with "crosscheck: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
passed=0
failed=0

# Prints the digest line of one build's test_crosscheck (empty on failure).
digest_of() {
    local preset=$1 bin=$build/$1/tests/test_crosscheck out
    [ -x "$bin" ] || { echo "not built: $bin" >&2; return; }
    if [ -s "$build/$preset/qemu-machine" ]; then
        out=$(timeout -k 5 300 qemu-system-arm -M "$(cat "$build/$preset/qemu-machine")" \
            -nographic -semihosting-config enable=on,target=native -kernel "$bin" </dev/null 2>&1)
    else
        out=$(timeout -k 5 300 "$bin" </dev/null 2>&1)
    fi
    if ! grep -q '^test_crosscheck: [0-9]* passed, 0 failed$' <<<"$out"; then
        echo "$preset: test_crosscheck failed:" >&2
        tail -n 20 <<<"$out" >&2
        return
    fi
    sed -n 's/^crosscheck digest: //p' <<<"$out"
}

presets=${HALITE_CROSSCHECK_PRESETS:-"host-asan cortex-m3 cortex-m0plus cortex-m0-microbit cortex-m4
    cortex-m4-hardfp cortex-m7 cortex-m33 host-small cortex-m3-small cortex-m0plus-small cortex-m0-microbit-small
    cortex-m4-small cortex-m7-small cortex-m33-small cortex-m0plus-clang cortex-m3-clang
    cortex-m4-clang cortex-m0plus-small-clang cortex-m3-small-clang cortex-m4-small-clang
    cortex-m3-ramfunc cortex-m0plus-ramfunc cortex-m4-ramfunc cortex-m3-small-ramfunc"}
ref=$(digest_of host)
if [ -z "$ref" ]; then
    echo "FAIL crosscheck: no reference digest from the host build"
    failed=$((failed + 1))
else
    printf '%-27s %s\n' "host:" "$ref"
    for preset in $presets; do
        d=$(digest_of $preset)
        printf '%-27s %s\n' "$preset:" "${d:-(none)}"
        if [ "$d" = "$ref" ]; then
            passed=$((passed + 1))
        elif [ -z "$d" ]; then
            echo "FAIL crosscheck: no digest from $preset (not built, or the test failed)"
            failed=$((failed + 1))
        else
            echo "FAIL crosscheck: $preset differs from host"
            failed=$((failed + 1))
        fi
    done
fi
echo "crosscheck: $passed passed, $failed failed"
