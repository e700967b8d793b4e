#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# Warning-free builds: the library, the platforms, the tests and the demo,
# from scratch, with -Wall -Wextra under gcc (host), clang (host-asan) and
# arm-none-eabi-gcc at -O2 (cortex-m3, and the M0+, M4, M7 and M33 builds)
# and -Os (cortex-m3-os), the small build (HALITE_SMALL) on the host and
# the M3 at -Os and -O2 and the M0+ at -Os, and the hardened build
# (HALITE_HARDENED) on the host and the M3, the M3 with HALITE_RAMFUNC, the
# Cortex-A8 bare metal and 32-bit Arm Linux (linux-armhf); under clang for Arm
# (cmake/arm-none-eabi-clang.cmake) the -clang presets (M0+, M3, M4, speed
# and small) and, so that every core's sources build with clang, the
# library alone for the M0, M7 and M33, speed and small builds. One check
# per build: it passes when the build succeeds without a single warning
# (the compilers' and the linker's); every distinct warning is printed.
# Ends with "warnings: N passed, N failed".
set -u

# Known warnings tolerated, each with its reason (file: flag). Keep it empty
# where possible; an entry here is a debt, and is printed on every run.
TOLERATED=()
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/warnings.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

# A build: a preset's name, or <core>[-small]-clang-lib (clang, the library
# alone). Prints the cmake arguments that configure it.
configure_args() {
    case $1 in
    *-clang-lib)
        local core=${1%-clang-lib} small=OFF opt=-O2
        case $core in *-small) core=${core%-small} small=ON opt=-Os ;; esac
        echo --toolchain "$src/cmake/arm-none-eabi-clang.cmake" -DHALITE_CORE="$core" \
             -DHALITE_SMALL=$small -DHALITE_OPT=$opt -DHALITE_BUILD_TESTS=OFF ;;
    *) echo --preset "$1" ;;
    esac
}

for preset in host host-asan cortex-m3 cortex-m3-os cortex-m0plus cortex-m4 cortex-m7 cortex-m33 \
              host-small cortex-m3-small cortex-m3-small-o2 cortex-m0plus-small \
              host-hardened cortex-m3-hardened cortex-m3-ramfunc cortex-a8 linux-armhf \
              cortex-m0plus-clang cortex-m3-clang cortex-m4-clang \
              cortex-m0plus-small-clang cortex-m3-small-clang cortex-m4-small-clang \
              cortex-m0-clang-lib cortex-m7-clang-lib cortex-m33-clang-lib \
              cortex-m0-small-clang-lib cortex-m7-small-clang-lib cortex-m33-small-clang-lib; do
    log=$tmp/$preset.log
    # shellcheck disable=SC2046
    if cmake $(configure_args "$preset") -S "$src" -B "$tmp/$preset" >"$log" 2>&1 &&
       cmake --build "$tmp/$preset" -j2 -- -k >>"$log" 2>&1; then
        built=1
    else
        built=0
    fi
    # Each warning once, however many files include the header it is in.
    grep -E ': warning: ' "$log" | sed "s|$src/||; s|tests/\.\./||" | sort -u >"$tmp/$preset.all"
    cp "$tmp/$preset.all" "$tmp/$preset.warnings"
    for t in "${TOLERATED[@]}"; do
        where=${t%% *} flag=${t##* }
        grep -F "$where" "$tmp/$preset.warnings" | grep -qF -- "$flag" &&
            echo "note: $preset: tolerated: $where $flag"
        grep -vF "$where" "$tmp/$preset.warnings" >"$tmp/w" || true
        grep -F "$where" "$tmp/$preset.warnings" | grep -vF -- "$flag" >>"$tmp/w" || true
        mv "$tmp/w" "$tmp/$preset.warnings"
    done
    n=$(wc -l <"$tmp/$preset.warnings")
    if [ "$built" -eq 1 ] && [ "$n" -eq 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        [ "$built" -eq 1 ] || echo "FAIL warnings: $preset: the build failed"
        [ "$n" -eq 0 ] || echo "FAIL warnings: $preset: $n distinct warnings"
        sed 's/^/  /' "$tmp/$preset.warnings"
    fi
done

echo "warnings: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
