#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# HALITE_RAMFUNC (docs/ramfunc.md): the hot kernels are placed in RAM. For
# each HALITE_RAMFUNC preset built under the build root (cortex-m3-ramfunc
# is built here when missing; the others are checked when built):
#   1. the archive: every function of an assembly kernel (an object built
#      from a .S file) and every C function marked HALITE_HOT that the
#      archive holds is in a .ramfunc section, none in .text;
#   2. a linked test program (tests/test_kat): .ramfunc runs in RAM
#      (0x20000000 up) and is stored in flash, and the start-up code's
#      symbols say so: __ramfunc_start and __ramfunc_end bound its run
#      address, __ramfunc_load is its load address;
# and the default build (cortex-m3, when built) has no .ramfunc section at
# all. HALITE_RAMFUNC=field (the library alone for the Cortex-M3, built
# here under the build root as cortex-m3-ramfunc-field): the functions of
# the field kernel file (src/arch/armv7m/fe25519.S) are in .ramfunc, every
# other assembly kernel's and every HALITE_HOT function in .text. The test
# programs of the presets, run by tests/run-tests, are what shows the
# copied code runs.
# Ends with "ramfunc: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL ramfunc: $*"; }

# The C functions marked HALITE_HOT that have external linkage.
HOT_C="halite_fe25519_run halite_salsa20_rounds_ref halite_sha512_blocks_generic_small"

# Prints "<member> <section> <symbol>" for every global function of archive $1.
functions() {
    arm-none-eabi-objdump -t "$1" | awk '
        /^[^ ]+\.obj:/ { member = $1; sub(/:$/, "", member); next }
        $2 == "g" && $3 == "F" { print member, $4, $NF }'
}

# Check 1 on archive $1 (label $2).
check_archive() {
    local lib=$1 label=$2 list bad n
    list=$(functions "$lib")
    bad=$(printf '%s\n' "$list" | awk '$1 ~ /\.S\.obj$/ && $2 !~ /^\.ramfunc/')
    n=$(printf '%s\n' "$list" | awk '$1 ~ /\.S\.obj$/ && $2 ~ /^\.ramfunc/' | wc -l)
    for f in $HOT_C; do
        bad=$bad$(printf '%s\n' "$list" | awk -v f="$f" '$3 == f && $2 !~ /^\.ramfunc/')
        n=$((n + $(printf '%s\n' "$list" | awk -v f="$f" '$3 == f && $2 ~ /^\.ramfunc/' | wc -l)))
    done
    if [ -n "$bad" ]; then
        fail "$label: hot kernels outside .ramfunc (member, section, function):"
        printf '%s\n' "$bad" | sed 's/^/    /'
    elif [ "$n" -eq 0 ]; then
        fail "$label: no function in .ramfunc at all"
    else
        pass
        echo "ok: $label: $n kernel functions in .ramfunc, none in .text"
    fi
}

# Check 2 on program $1 (label $2).
check_program() {
    local elf=$1 label=$2 vma lma size start end load
    read -r size vma lma <<<"$(arm-none-eabi-objdump -h "$elf" |
        awk '$2 == ".ramfunc" { print $3, $4, $5 }')"
    if [ -z "${vma:-}" ]; then
        fail "$label: $elf has no .ramfunc section"
        return
    fi
    sym() { arm-none-eabi-nm "$elf" | awk -v s="$1" '$3 == s { print $1 }'; }
    start=$(sym __ramfunc_start) end=$(sym __ramfunc_end) load=$(sym __ramfunc_load)
    if [ $((16#$size)) -eq 0 ]; then
        fail "$label: .ramfunc is empty"
    elif [ $((16#$vma)) -lt $((0x20000000)) ] || [ $((16#$lma)) -ge $((0x20000000)) ]; then
        fail "$label: .ramfunc runs at 0x$vma, stored at 0x$lma (want RAM, and flash)"
    elif [ "$((16#${start:-1}))" -ne $((16#$vma)) ] || [ "$((16#${load:-1}))" -ne $((16#$lma)) ] ||
         [ "$((16#${end:-1}))" -ne $((16#$vma + 16#$size)) ]; then
        fail "$label: __ramfunc_start/end/load ${start:-?}/${end:-?}/${load:-?}, section at 0x$vma size 0x$size stored at 0x$lma"
    else
        pass
        echo "ok: $label: .ramfunc $((16#$size)) bytes at 0x$vma, loaded from 0x$lma"
    fi
}

if [ ! -f "$build/cortex-m3-ramfunc/libhalite.a" ]; then
    (cd "$src" && cmake --preset cortex-m3-ramfunc -B "$build/cortex-m3-ramfunc" >/dev/null &&
        cmake --build "$build/cortex-m3-ramfunc" -j2 >/dev/null) ||
        fail "cortex-m3-ramfunc does not build"
fi
for preset in cortex-m3-ramfunc cortex-m0plus-ramfunc cortex-m4-ramfunc cortex-m3-small-ramfunc; do
    [ -f "$build/$preset/libhalite.a" ] || continue
    check_archive "$build/$preset/libhalite.a" "$preset"
    if [ -f "$build/$preset/tests/test_kat" ]; then
        check_program "$build/$preset/tests/test_kat" "$preset/test_kat"
    fi
done
# HALITE_RAMFUNC=field: the field kernel file only.
field=$build/cortex-m3-ramfunc-field
if [ ! -f "$field/libhalite.a" ]; then
    (cmake -S "$src" -B "$field" --toolchain "$src/cmake/arm-none-eabi.cmake" \
        -DHALITE_CORE=cortex-m3 -DHALITE_RAMFUNC=field -DHALITE_BUILD_TESTS=OFF >/dev/null &&
        cmake --build "$field" -j2 --target halite >/dev/null) ||
        fail "HALITE_RAMFUNC=field does not build"
fi
if [ -f "$field/libhalite.a" ]; then
    list=$(functions "$field/libhalite.a")
    in_ram=$(printf '%s\n' "$list" | awk '$2 ~ /^\.ramfunc/')
    misplaced=$(printf '%s\n' "$list" | awk '
        $1 == "fe25519.S.obj" && $2 !~ /^\.ramfunc/ { print }
        $1 != "fe25519.S.obj" && $2 ~ /^\.ramfunc/ { print }')
    if [ -n "$misplaced" ]; then
        fail "cortex-m3, HALITE_RAMFUNC=field: functions on the wrong side (member, section, function):"
        printf '%s\n' "$misplaced" | sed 's/^/    /'
    elif [ -z "$in_ram" ]; then
        fail "cortex-m3, HALITE_RAMFUNC=field: no function in .ramfunc at all"
    else
        pass
        echo "ok: cortex-m3, HALITE_RAMFUNC=field: $(printf '%s\n' "$in_ram" | wc -l)" \
             "functions of fe25519.S in .ramfunc, every other function in .text"
    fi
fi
if [ -f "$build/cortex-m3/libhalite.a" ]; then
    if arm-none-eabi-objdump -h "$build/cortex-m3/libhalite.a" | grep -q ' \.ramfunc'; then
        fail "cortex-m3 (HALITE_RAMFUNC off) has .ramfunc sections"
    else
        pass
        echo "ok: cortex-m3: no .ramfunc section with HALITE_RAMFUNC off"
    fi
fi
echo "ramfunc: $passed passed, $failed failed"
