#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# Every float ABI (docs/float-abi.md), and the installed package's refusal
# of a project it does not fit:
#   1. halite's code never touches an FPU register: every archive built here
#      and every bare-metal Arm archive under the build root (the presets) is
#      disassembled, and any VFP/NEON instruction (v* mnemonics, coprocessor
#      10 and 11) fails, naming its object and function; a planted object
#      with one must be caught. The exception: an A-profile archive
#      (Tag_CPU_arch_profile Application: cortex-a8, a7, a9) may have them
#      in the NEON kernels' objects (src/arch/armv7a_neon/<stem>.S, members
#      <stem>.S.obj), and only there: each of those must have some, every
#      other object (the C) none; a planted C object in a copy of such an
#      archive must be caught;
#   2. hard float per core with an FPU (M4 fpv4-sp-d16, M7 fpv5-d16, M33
#      fpv5-sp-d16): halite built with HALITE_FLOAT_ABI=hard and installed
#      records the ABI (haliteConfig.cmake, halite.pc), and examples/firmware
#      builds against it with find_package and with pkg-config's flags, and
#      with halite pulled in by add_subdirectory; each runs under QEMU
#      (mps2-an386, mps2-an500, mps2-an505) to "firmware: all ok". The
#      pkg-config builds also run an FPU instruction of their own (planted
#      before a library call with -Wl,--wrap), which needs the start-up
#      code to have enabled the FPU;
#   3. the FPU left off: a soft-float firmware (the M4 soft package) runs on
#      each FPU machine, and so does each hard-float library in a firmware
#      whose own code avoids the FPU and whose start-up leaves it off
#      (-U__ARM_FP); the control: the same soft firmware with the planted
#      FPU instruction must fault with NOCP (CFSR 0x00080000) on each
#      machine, so that these runs can fail;
#   4. the package refuses, at configure time and saying why, a project
#      whose float ABI does not link with it (soft against hard, hard
#      against soft) or whose -mcpu cannot run its kernels (an M4 library
#      in an M0+ project), and accepts softfp against soft, an M0+ library
#      in an M3 project and the M4's hard-float library in an M7 hard-float
#      project with another FPU, which links and runs (cmake/cortex-m.cmake:
#      halite_check_consumer).
# Ends with "float-abi: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
mkdir -p "$build"
tmp=$(mktemp -d "$build/float-abi.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ex=$src/examples/firmware
plat=$src/platform
toolchain=$src/cmake/arm-none-eabi.cmake
passed=0
failed=0
suite=float-abi
. "$src/tests/lib/package.sh"

# core:fpu:QEMU machine:board (platform/<board>/memory.ld)
HARD_CORES="cortex-m4:fpv4-sp-d16:mps2-an386:mps2 cortex-m7:fpv5-d16:mps2-an500:mps2
            cortex-m33:fpv5-sp-d16:mps2-an505:mps2-an505"

# Prints "<object>: <function>: <instruction>" for every FPU instruction in
# an ARM archive or object; the file format lines name the objects.
fpu_instructions() { # file
    arm-none-eabi-objdump -d "$1" | awk -F'\t' '
        / file format / { obj = $0; sub(/: +file format.*/, "", obj) }
        /^[0-9a-f]+ <.*>:$/ { fn = $0; sub(/^[0-9a-f]+ </, "", fn); sub(/>:$/, "", fn) }
        /^ *[0-9a-f]+:\t/ {
            m = $3
            if (m ~ /^v/ || (m ~ /^(ldc|stc|mcr|mrc|mcrr|mrrc|cdp)2?l?$/ && $4 ~ /^p1[01],/))
                print obj ": " fn ": " m " " $4
        }'
}
no_fpu() { # archive: passes when it holds code and none of it touches the FPU
    local found
    arm-none-eabi-objdump -d "$1" | grep -q '^ *[0-9a-f]*:	' || { echo "  no code in $1"; return 1; }
    found=$(fpu_instructions "$1")
    [ -z "$found" ] || { echo "$found" | head -n 10 | sed "s|^|  $1: |"; return 1; }
}
# The NEON kernels' archive members, the only objects of an A-profile
# archive allowed FPU/NEON instructions.
NEON_OBJECTS=$(cd "$src/src/arch/armv7a_neon" && ls -- *.S | sed 's/$/.obj/')
a_profile() { # archive: built for an A-profile core
    arm-none-eabi-readelf -A "$1" | grep -q 'Tag_CPU_arch_profile: Application'
}
neon_in_kernels_only() { # archive: FPU/NEON in the NEON kernels' objects only, and in each of them
    local found obj
    found=$(fpu_instructions "$1")
    for obj in $NEON_OBJECTS; do
        grep -qF "$obj: " <<<"$found" || { echo "  $1: no NEON instruction in $obj"; return 1; }
        found=$(grep -vF "$obj: " <<<"$found")
    done
    [ -z "$found" ] || { echo "$found" | head -n 10 | sed "s|^|  $1: |"; return 1; }
}
# Links examples/firmware (and more sources) with an installed halite's
# pkg-config flags and the board layer: the way a Makefile project does.
pc() { PKG_CONFIG_PATH=$1/lib/pkgconfig pkg-config "${@:2}" halite; }
pc_firmware() { # prefix board output extra-compiler-arguments...
    local prefix=$1 board=$2 out=$3; shift 3
    arm-none-eabi-gcc -std=c99 -O2 -Wall -Wextra -I"$plat" $(pc "$prefix" --cflags) \
        "$@" "$ex/firmware.c" "$plat/cortex-m/hal.c" "$plat/cortex-m/startup.c" \
        $(pc "$prefix" --libs) -L"$plat/$board" -T"$plat/cortex-m/sections.ld" \
        -nostartfiles --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections -o "$out"
}
nocp_fault() { # output: the program died of a UsageFault NOCP, escalated to HardFault
    grep -q 'Cortex-M fault: exception 0x00000003 .*CFSR=0x00080000' "$1" ||
        { sed 's/^/  | /' "$1"; return 1; }
}
# configure-only consumer of a prefix: the example with a toolchain setting
refused() { # log prefix expected-message-part cmake-arguments...: configure must fail saying it
    local log=$1 prefix=$2 want=$3; shift 3
    if cmake -S "$ex" -B "$tmp/$log" -DCMAKE_PREFIX_PATH="$prefix" "$@" >"$tmp/$log.log" 2>&1; then
        echo "  configured, expected a refusal"; return 1
    fi
    tr -s ' \n' ' ' <"$tmp/$log.log" | grep -qF "$want" || { tail -n 20 "$tmp/$log.log"; return 1; }
}
accepted() { # log prefix cmake-arguments...: configure must succeed
    local log=$1 prefix=$2; shift 2
    quiet "$log" cmake -S "$ex" -B "$tmp/$log" -DCMAKE_PREFIX_PATH="$prefix" "$@"
}

# A library call that runs an FPU instruction first (linked with
# -Wl,--wrap=halite_sodium_init): firmware code using the FPU.
cat >"$tmp/fpu_touch.c" <<'C'
int __real_halite_sodium_init(void);
int __wrap_halite_sodium_init(void);
/* Moves a word through s0, then runs sodium_init. */
int __wrap_halite_sodium_init(void)
{
    __asm__ volatile(".fpu fpv4-sp-d16\n\tvmov s0, %0\n\tvmov %0, s0" : : "r"(0) : "memory");
    return __real_halite_sodium_init();
}
C
touch_fpu=("$tmp/fpu_touch.c" -Wl,--wrap=halite_sodium_init)

# 1. The disassembly check catches a planted FPU instruction, names it, ...
cat >"$tmp/planted.c" <<'C'
float planted_scale(float x) { return x * 3.0f; }
C
caught() { # object
    fpu_instructions "$1" | grep -q 'planted\.o: planted_scale: vmul' && ! no_fpu "$1" >/dev/null
}
check "the disassembly check compiles its planted FPU instruction" \
    arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 -O2 \
        -c "$tmp/planted.c" -o "$tmp/planted.o"
check "  and catches it" caught "$tmp/planted.o"

# ... and passes every bare-metal Arm archive of the build root (the presets):
# not those of 32-bit Arm Linux (a build that wrote qemu-user), whose C may
# use VFP registers, as the OS enables them for every process.
a_lib=""
for lib in "$build"/*/libhalite.a; do
    [ -f "$lib" ] || continue
    [ -e "$(dirname "$lib")/qemu-user" ] && continue
    arm-none-eabi-objdump -f "$lib" 2>/dev/null | grep -q 'elf32-littlearm' || continue
    if a_profile "$lib"; then
        check "FPU/NEON instructions in $lib only in the NEON kernels ($(echo $NEON_OBJECTS))" \
            neon_in_kernels_only "$lib"
        a_lib=$lib
    else
        check "no FPU instruction in $lib" no_fpu "$lib"
    fi
done
# ... and on an A-profile archive, a planted C object with one is caught.
if [ -n "$a_lib" ]; then
    planted_a() {
        arm-none-eabi-gcc -mcpu=cortex-a8 -mthumb -mfloat-abi=hard -mfpu=neon -O2 \
            -c "$tmp/planted.c" -o "$tmp/planted-a.o" && cp "$a_lib" "$tmp/planted-a.a" &&
            arm-none-eabi-ar r "$tmp/planted-a.a" "$tmp/planted-a.o" &&
            neon_in_kernels_only "$tmp/planted-a.a" | grep -q 'planted-a\.o: planted_scale: vmul' &&
            ! neon_in_kernels_only "$tmp/planted-a.a" >/dev/null
    }
    check "  a C object with an FPU instruction in a copy of $a_lib is caught" planted_a
fi

# 2. Hard float, per core: install, find_package, pkg-config, add_subdirectory.
# The soft M4 and M0+ packages serve 3 and 4.
check "M4 soft-float build installs" build_install lib-m4-soft "$tmp/m4-soft" \
    --toolchain "$toolchain" -DHALITE_CORE=cortex-m4
check "M0+ build installs" build_install lib-m0plus "$tmp/m0plus" \
    --toolchain "$toolchain" -DHALITE_CORE=cortex-m0plus
for lib in "$tmp/m4-soft/lib/libhalite.a" "$tmp/m0plus/lib/libhalite.a"; do
    check "no FPU instruction in $lib" no_fpu "$lib"
done
for entry in $HARD_CORES; do
    IFS=: read -r core fpu machine board <<<"$entry"
    hard=(--toolchain "$toolchain" -DHALITE_CORE="$core" -DHALITE_FLOAT_ABI=hard)
    prefix=$tmp/$core-hard
    check "$core hard-float build installs" build_install "lib-$core-hard" "$prefix" "${hard[@]}"
    check "  its archive has no FPU instruction" no_fpu "$prefix/lib/libhalite.a"
    check "  haliteConfig.cmake records float ABI hard, FPU $fpu" \
        grep -qx "set(halite_FLOAT_ABI \"hard\")" "$prefix/lib/cmake/halite/haliteConfig.cmake"
    check "  and the FPU $fpu" \
        grep -qx "set(halite_FPU \"$fpu\")" "$prefix/lib/cmake/halite/haliteConfig.cmake"
    check "  halite.pc's Cflags say -mcpu=$core -mfloat-abi=hard -mfpu=$fpu" \
        grep -q -- "-mcpu=$core -mthumb -mfloat-abi=hard -mfpu=$fpu" <(pc "$prefix" --cflags)
    check "  find_package: the example builds for the $core, hard float" \
        quiet "ex-$core" sh -c "cmake -S '$ex' -B '$tmp/ex-$core' $(printf "'%s' " "${hard[@]}") \
            -DBOARD=$board -DCMAKE_PREFIX_PATH='$prefix' && cmake --build '$tmp/ex-$core'"
    check "  and runs (QEMU $machine)" run_qemu "$machine" "$tmp/ex-$core/firmware" "$tmp/out-ex-$core"
    check "  find_package $core hard: all ok" all_ok "$tmp/out-ex-$core"
    check "  pkg-config: the example, with an FPU instruction of its own, builds" \
        quiet "pc-$core" pc_firmware "$prefix" "$board" "$tmp/pc-$core" "${touch_fpu[@]}"
    check "  and runs (QEMU $machine)" run_qemu "$machine" "$tmp/pc-$core" "$tmp/out-pc-$core"
    check "  pkg-config $core hard: all ok (the start-up enabled the FPU)" all_ok "$tmp/out-pc-$core"
    check "  add_subdirectory: the example builds for the $core, hard float" \
        quiet "sub-$core" sh -c "cmake -S '$ex' -B '$tmp/sub-$core' $(printf "'%s' " "${hard[@]}") \
            -DBOARD=$board -DHALITE_SOURCE_DIR='$src' && cmake --build '$tmp/sub-$core' -j2"
    check "  its archive has no FPU instruction" no_fpu "$tmp/sub-$core/halite/libhalite.a"
    check "  and runs (QEMU $machine)" run_qemu "$machine" "$tmp/sub-$core/firmware" "$tmp/out-sub-$core"
    check "  add_subdirectory $core hard: all ok" all_ok "$tmp/out-sub-$core"

    # 3. The FPU left off on this machine.
    check "  FPU off: the hard-float library, firmware code off the FPU, builds" \
        quiet "off-$core" pc_firmware "$prefix" "$board" "$tmp/off-$core" -mgeneral-regs-only -U__ARM_FP
    check "  and runs (QEMU $machine)" run_qemu "$machine" "$tmp/off-$core" "$tmp/out-off-$core"
    check "  FPU off, $core hard-float library: all ok" all_ok "$tmp/out-off-$core"
    check "  FPU off: a soft-float firmware (M4 soft package) builds" \
        quiet "soft-$core" pc_firmware "$tmp/m4-soft" "$board" "$tmp/soft-$core"
    check "  and runs on the $core (QEMU $machine)" run_qemu "$machine" "$tmp/soft-$core" "$tmp/out-soft-$core"
    check "  FPU off, soft-float firmware on the $core: all ok" all_ok "$tmp/out-soft-$core"
    check "  control: the soft-float firmware with an FPU instruction builds" \
        quiet "nocp-$core" pc_firmware "$tmp/m4-soft" "$board" "$tmp/nocp-$core" "${touch_fpu[@]}"
    run_qemu "$machine" "$tmp/nocp-$core" "$tmp/out-nocp-$core"
    check "  and faults with NOCP on the $core (QEMU $machine)" nocp_fault "$tmp/out-nocp-$core"
done

# 4. The package refuses what does not fit, at configure time.
m4=(--toolchain "$toolchain" -DHALITE_CORE=cortex-m4)
check "a soft-float project refuses the hard-float M4 package" \
    refused soft-on-hard "$tmp/cortex-m4-hard" \
    "it holds halite for cortex-m4 with the float ABI hard (fpv4-sp-d16), and this project compiles with the float ABI soft" \
    "${m4[@]}"
check "a hard-float project refuses the soft-float M4 package" \
    refused hard-on-soft "$tmp/m4-soft" \
    "it holds halite for cortex-m4 with the float ABI soft, and this project compiles with the float ABI hard" \
    "${m4[@]}" -DHALITE_FLOAT_ABI=hard
check "a softfp project takes the soft-float M4 package (the same calling convention)" \
    accepted softfp-on-soft "$tmp/m4-soft" "${m4[@]}" -DHALITE_FLOAT_ABI=softfp
check "an M0+ project refuses the M4 package" \
    refused m0plus-on-m4 "$tmp/m4-soft" \
    "it holds halite for cortex-m4 (armv7em kernels), and this project compiles for -mcpu=cortex-m0plus, which cannot run them" \
    --toolchain "$toolchain" -DHALITE_CORE=cortex-m0plus
check "an M3 project takes the M0+ package (ARMv6-M code runs on ARMv7-M)" \
    accepted m3-on-m0plus "$tmp/m0plus" --toolchain "$toolchain" -DHALITE_CORE=cortex-m3
check "  and says it is the M0+'s code" \
    grep -q "halite: built for cortex-m0plus (armv6m kernels), which this project's -mcpu=cortex-m3 runs; halite built for cortex-m3 has the armv7m kernels" \
    "$tmp/m3-on-m0plus.log"
check "an M7 hard-float project (fpv5-d16) takes the M4 hard-float package (fpv4-sp-d16)" \
    quiet m7-on-m4-hard sh -c "cmake -S '$ex' -B '$tmp/m7-on-m4-hard' --toolchain '$toolchain' \
        -DHALITE_CORE=cortex-m7 -DHALITE_FLOAT_ABI=hard -DCMAKE_PREFIX_PATH='$tmp/cortex-m4-hard' &&
        cmake --build '$tmp/m7-on-m4-hard'"
check "  and runs (QEMU mps2-an500)" run_qemu mps2-an500 "$tmp/m7-on-m4-hard/firmware" "$tmp/out-m7-on-m4"
check "  M7 firmware, M4 hard-float package: all ok" all_ok "$tmp/out-m7-on-m4"

echo "float-abi: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
