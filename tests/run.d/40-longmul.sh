#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# The variable-latency gate (tools/longmul-check; docs/design.md, Constant
# time) per architecture. First the checker proves each mode can fail, on
# planted functions compiled by arm-none-eabi-gcc and by clang: a UMULL in
# armv7m mode, a UDIV in armv7em mode (which accepts the UMULL), calls to
# the runtime's division and 64-bit multiply in armv6m mode, UDIV, the
# division helpers and floating-point arithmetic in armv7a mode (the
# Cortex-A, ARM and Thumb state, which accepts UMULL); and that it
# reads the architecture from the build attributes. Then every library build
# of the (preset, arch) list below, speed and small builds, GCC's and clang's:
# each clean function is a pass, each flagged one a failure. The Cortex-M3
# presets (-O2 and -Os, speed and small) are built here; the others are checked
# when build/<preset>/libhalite.a exists, and skipped with a note otherwise.
# Ends with "longmul: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
check=$src/tools/longmul-check
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/longmul.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# preset:arch:how ("build": this script builds it; "if-built": checked when
# the lead's build has produced it).
PRESETS="cortex-m3:armv7m:build cortex-m3-os:armv7m:build
         cortex-m3-small:armv7m:build cortex-m3-small-o2:armv7m:build
         cortex-m0plus:armv6m:if-built cortex-m4:armv7em:if-built cortex-m4-hardfp:armv7em:if-built
         cortex-m33:armv7em:if-built cortex-m7:armv7em:if-built
         cortex-m0plus-small:armv6m:if-built cortex-m4-small:armv7em:if-built
         cortex-m33-small:armv7em:if-built cortex-m7-small:armv7em:if-built
         cortex-m0plus-clang:armv6m:if-built cortex-m3-clang:armv7m:if-built
         cortex-m4-clang:armv7em:if-built cortex-m0plus-small-clang:armv6m:if-built
         cortex-m3-small-clang:armv7m:if-built cortex-m4-small-clang:armv7em:if-built
         cortex-m3-hardened:armv7m:if-built cortex-m0plus-hardened:armv6m:if-built
         cortex-m4-hardened:armv7em:if-built
         cortex-a8:armv7a:if-built cortex-a7:armv7a:if-built cortex-a9:armv7a:if-built
         linux-armhf:armv7a:if-built linux-armhf-noneon:armv7a:if-built"

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL longmul: $*"; }

# 1. Planted functions, written the tempting, wrong way for secrets.
cat >"$tmp/planted.c" <<'C'
#include <stdint.h>
uint64_t planted_product(uint32_t secret, uint32_t limb) { return (uint64_t)secret * limb; }
uint32_t planted_quotient(uint32_t secret, uint32_t q) { return secret / q; }
uint64_t planted_quotient64(uint64_t secret, uint64_t q) { return secret / q; }
uint32_t planted_clean(uint32_t secret, uint32_t limb) { return (secret & 0xffff) * (limb & 0xffff); }
C
# The A profile's floating point, for the armv7a mode (built with an FPU).
cat >"$tmp/planted_fp.c" <<'C'
float planted_fma(float secret, float x) { return secret * x + x; }
double planted_fdiv(double secret, double x) { return secret / x; }
C
# expect <flagged|clean> function what-must-be-named output-file description
expect() {
    if [ "$1" = flagged ]; then
        grep -q "^FLAGGED: .*: $2: .*$3" "$4" && pass || { fail "$5: $2 not flagged for $3"; cat "$4"; }
    else
        ! grep -q "^FLAGGED: .*: $2: " "$4" && pass || { fail "$5: $2 flagged"; cat "$4"; }
    fi
}
planted() { # cpu opt [longmul-check options]; leaves the report in $tmp/out
    cpu=$1 opt=$2; shift 2
    if ! $cc -mcpu="$cpu" -mthumb "$opt" -c "$tmp/planted.c" -o "$tmp/planted.o"; then
        fail "cannot compile the planted functions for $cpu with $cc"; return 1
    fi
    "$check" "$@" "$tmp/planted.o" >"$tmp/out" 2>&1
}
for cc in arm-none-eabi-gcc "clang --target=arm-none-eabi"; do
    for opt in -O2 -Os; do
        # armv7m (the M3), read from the attributes and forced: UMULL, UDIV and
        # the 64-bit division helper are flagged.
        for how in "" "--arch armv7m"; do
            planted cortex-m3 $opt $how
            what="$cc: armv7m $opt ${how:-(detected)}"
            expect flagged planted_product umull "$tmp/out" "$what"
            expect flagged planted_quotient udiv "$tmp/out" "$what"
            expect flagged planted_quotient64 "call to __aeabi_uldivmod" "$tmp/out" "$what"
            expect clean planted_clean - "$tmp/out" "$what"
            grep -q "(armv7m): 1 clean, 3 flagged functions" "$tmp/out" && pass || { fail "$what: summary"; cat "$tmp/out"; }
        done
        # armv7em (M4, M33): UDIV and the helper are flagged, the UMULL is not.
        for cpu in cortex-m4 cortex-m33; do
            planted $cpu $opt
            what="$cc: armv7em $cpu $opt"
            expect flagged planted_quotient udiv "$tmp/out" "$what"
            expect flagged planted_quotient64 "call to __aeabi_uldivmod" "$tmp/out" "$what"
            expect clean planted_product - "$tmp/out" "$what"
            grep -q "(armv7em): 2 clean, 2 flagged functions" "$tmp/out" && pass || { fail "$what: summary"; cat "$tmp/out"; }
        done
        # armv6m (M0, M0+): the calls to libgcc's division and 64-bit multiply.
        planted cortex-m0plus $opt
        what="$cc: armv6m $opt"
        expect flagged planted_quotient "call to __aeabi_uidiv" "$tmp/out" "$what"
        expect flagged planted_quotient64 "call to __aeabi_uldivmod" "$tmp/out" "$what"
        expect flagged planted_product "call to __aeabi_lmul" "$tmp/out" "$what"
        expect clean planted_clean - "$tmp/out" "$what"
        grep -q "(armv6m): 1 clean, 3 flagged functions" "$tmp/out" && pass || { fail "$what: summary"; cat "$tmp/out"; }
    done
done
# armv7a (Cortex-A7, A8, A9), in ARM and Thumb state: UMULL is clean; the
# A7's UDIV (ARMv7VE), the A8's call to the division helper and the
# floating-point arithmetic are flagged.
for cc in arm-none-eabi-gcc "clang --target=arm-none-eabi"; do
    for cpu in cortex-a7 cortex-a8; do
        for state in -marm -mthumb; do
            what="$cc: armv7a $cpu $state"
            if ! $cc -mcpu=$cpu -mfpu=neon-vfpv4 -mfloat-abi=hard $state -O2 -c "$tmp/planted.c" -o "$tmp/pa.o" ||
               ! $cc -mcpu=$cpu -mfpu=neon-vfpv4 -mfloat-abi=hard $state -O2 -c "$tmp/planted_fp.c" -o "$tmp/pf.o"; then
                fail "$what: cannot compile the planted functions"; continue
            fi
            "$check" "$tmp/pa.o" "$tmp/pf.o" >"$tmp/out" 2>&1
            if [ $cpu = cortex-a7 ]; then div=udiv; else div="call to __aeabi_uidiv"; fi
            expect flagged planted_quotient "$div" "$tmp/out" "$what"
            expect flagged planted_quotient64 "call to __aeabi_uldivmod" "$tmp/out" "$what"
            expect flagged planted_fma "v[a-z]*\\.f32" "$tmp/out" "$what"
            expect flagged planted_fdiv "vdiv.f64" "$tmp/out" "$what"
            expect clean planted_product - "$tmp/out" "$what"
            expect clean planted_clean - "$tmp/out" "$what"
            grep -q "pa.o (armv7a): 2 clean, 2 flagged functions" "$tmp/out" && pass || { fail "$what: summary"; cat "$tmp/out"; }
        done
    done
done
# A linked image has no relocations: the calls are found all the same.
arm-none-eabi-gcc -mcpu=cortex-m0plus -mthumb -O2 -c "$tmp/planted.c" -o "$tmp/planted.o" &&
    arm-none-eabi-gcc -mcpu=cortex-m0plus -mthumb -nostdlib -e planted_clean -o "$tmp/planted.elf" \
        "$tmp/planted.o" -lgcc && "$check" "$tmp/planted.elf" >"$tmp/out" 2>&1
expect flagged planted_quotient "call to __" "$tmp/out" "armv6m linked image"
expect flagged planted_product "call to __aeabi_lmul" "$tmp/out" "armv6m linked image"
# An archive of two architectures needs --arch.
arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -O2 -c "$tmp/planted.c" -o "$tmp/m3.o" &&
    arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -O2 -c "$tmp/planted.c" -o "$tmp/m4.o" &&
    arm-none-eabi-ar rcs "$tmp/mixed.a" "$tmp/m3.o" "$tmp/m4.o"
"$check" "$tmp/mixed.a" >"$tmp/out" 2>&1
[ $? -eq 2 ] && grep -q "pass --arch" "$tmp/out" && pass || { fail "a mixed archive was not refused"; cat "$tmp/out"; }

# 2. The library, per (preset, arch).
for entry in $PRESETS; do
    IFS=: read -r preset arch how <<EOF
$entry
EOF
    dir=$build/$preset
    if [ "$how" = build ]; then
        if ! { cmake --preset "$preset" -S "$src" -B "$dir" >"$tmp/$preset.log" 2>&1 &&
               cmake --build "$dir" -j2 --target halite >>"$tmp/$preset.log" 2>&1; }; then
            tail -n 30 "$tmp/$preset.log"
            fail "cannot build libhalite.a for $preset"; continue
        fi
    elif [ ! -f "$dir/libhalite.a" ]; then
        echo "longmul: note: $preset not built (no $dir/libhalite.a): skipped"
        continue
    elif ! cmake --build "$dir" -j2 --target halite >"$tmp/$preset.log" 2>&1; then
        tail -n 30 "$tmp/$preset.log"
        fail "cannot rebuild libhalite.a for $preset"; continue
    fi
    "$check" -v "$dir/libhalite.a" >"$tmp/out" 2>&1
    cat "$tmp/out"
    summary=$(sed -n 's/^longmul-check: .* (\([a-z0-9]*\)): \([0-9]*\) clean, \([0-9]*\) flagged functions$/\1 \2 \3/p' "$tmp/out")
    if [ -z "$summary" ]; then
        fail "no verdict for $preset"; continue
    fi
    set -- $summary
    if [ "$1" != "$arch" ]; then
        fail "$preset is built for $1, expected $arch"; continue
    fi
    passed=$((passed + $2))
    failed=$((failed + $3))
done

echo "longmul: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
