#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# The assembly kernels under both assemblers: every src/arch/<isa>/**.S, for
# every core that runs its instruction set (ARMv6-M: the M0 and M0+;
# ARMv7-M: the M3, M4, M7 and M33; ARMv7E-M: the M4, M7 and M33; both also
# the Cortex-A8, for the ARMv7-A cores inherit them; the ARMv7-A NEON set:
# the A8, A7 and A9, -mfpu of the core as its preset), assembles
# with GNU as (arm-none-eabi-gcc) and with clang's integrated assembler
# (clang --target=arm-none-eabi, as cmake/arm-none-eabi-clang.cmake runs
# it), and both give the same machine code: the bytes and relocations of
# every code section and the contents of every other allocated one. The
# only difference allowed is the padding after a code section's last
# instruction, which GNU as adds and nothing executes. So the cycle counts,
# sizes and constant-time verdicts measured on GCC builds hold for clang
# builds' kernels (docs/clang.md). One check per (kernel, core).
# Ends with "assemblers: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/assemblers.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

if ! command -v clang >/dev/null; then
    echo "FAIL assemblers: clang is not installed"
    echo "assemblers: 0 passed, 1 failed"
    exit 1
fi

# Prints an object's machine code: per code section, "address: bytes" and
# its relocations, the trailing padding NOPs (Thumb 46c0, Thumb-2 bf00)
# left out; then the contents of the other allocated sections that have any.
machine_code() {
    arm-none-eabi-objdump -dr "$1" | awk '
        function flush() { while (n > 0 && pad[n]) n--; for (i = 1; i <= n; i++) print line[i]; n = 0 }
        /^Disassembly of section / { flush(); print; next }
        /^[ \t]+[0-9a-f]+: R_ARM_/ { line[++n] = $1 " " $2 " " $3; pad[n] = 0; next }
        /^[ \t]+[0-9a-f]+:\t/ {
            split($0, f, "\t")
            bytes = f[2]; gsub(/ +$/, "", bytes)
            line[++n] = f[1] " " bytes; pad[n] = (bytes == "46c0" || bytes == "bf00"); next
        }
        END { flush() }'
    arm-none-eabi-objdump -h "$1" | awk '
        /^ +[0-9]+ / { name = $2; size = $3; next }
        /ALLOC/ && !/CODE/ && size !~ /^0+$/ { print name }' |
        while read -r section; do
            arm-none-eabi-objdump -s -j "$section" "$1" | sed -n '/^Contents of section/,$p'
        done
}

i=0
for f in $(cd "$src" && find src/arch -name '*.S' -not -path 'src/arch/generic/*' | sort); do
    case $f in
    src/arch/armv6m/*) cores="cortex-m0 cortex-m0plus" ;;
    src/arch/armv7m/*) cores="cortex-m3 cortex-m4 cortex-m7 cortex-m33 cortex-a8" ;;
    src/arch/armv7em/*) cores="cortex-m4 cortex-m7 cortex-m33 cortex-a8" ;;
    src/arch/armv7a_neon/*) cores="cortex-a8 cortex-a7 cortex-a9" ;;
    *) echo "FAIL assemblers: $f: no instruction set known for its folder"
       failed=$((failed + 1)); continue ;;
    esac
    for core in $cores; do
        i=$((i + 1))
        case $core in
        cortex-a7) fpu=(-mfloat-abi=hard -mfpu=neon-vfpv4) ;;
        cortex-a*) fpu=(-mfloat-abi=hard -mfpu=neon) ;;
        *) fpu=() ;;
        esac
        flags=(-mcpu="$core" -mthumb "${fpu[@]}" -I"$src/include" -I"$src/src" -c "$src/$f")
        if ! arm-none-eabi-gcc "${flags[@]}" -o "$tmp/gas.o" >"$tmp/gas.log" 2>&1; then
            echo "FAIL assemblers: $f ($core): GNU as fails"; grep -m 3 -A 1 'rror' "$tmp/gas.log" | sed 's/^/  | /'
            failed=$((failed + 1)); continue
        fi
        if ! clang --target=arm-none-eabi "${flags[@]}" -o "$tmp/clang.o" >"$tmp/clang.log" 2>&1; then
            echo "FAIL assemblers: $f ($core): clang fails"; grep -m 3 -A 1 'rror' "$tmp/clang.log" | sed 's/^/  | /'
            failed=$((failed + 1)); continue
        fi
        machine_code "$tmp/gas.o" >"$tmp/gas.txt"
        machine_code "$tmp/clang.o" >"$tmp/clang.txt"
        if [ ! -s "$tmp/gas.txt" ]; then
            echo "FAIL assemblers: $f ($core): no machine code found"
            failed=$((failed + 1))
        elif cmp -s "$tmp/gas.txt" "$tmp/clang.txt"; then
            passed=$((passed + 1))
        else
            echo "FAIL assemblers: $f ($core): GNU as (<) and clang (>) differ:"
            diff "$tmp/gas.txt" "$tmp/clang.txt" | head -n 12 | sed 's/^/  /'
            failed=$((failed + 1))
        fi
    done
done
echo "assemblers: $i (kernel, core) pairs, $(ls "$src"/src/arch/*/*.S "$src"/src/arch/*/*/*.S 2>/dev/null | grep -vc /generic/) kernels"
echo "assemblers: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
