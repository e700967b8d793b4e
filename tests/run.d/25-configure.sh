#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# Configuring halite: the summary line, and a clear message, at configure
# time, for each misconfiguration (docs/configuration.md lists them):
#   - with halite's toolchain file: an unknown core (listing the valid ones,
#     before CMake tries the compiler), a float ABI on a core without an
#     FPU, an unknown float ABI, an FPU with the soft float ABI;
#   - under add_subdirectory (examples/firmware, the parent's own compiler
#     flags): HALITE_CORE unset in a cross build (the core read from -mcpu,
#     or, with no -mcpu, a message saying how to choose), in a host build
#     (the portable C); an unknown core; a HALITE_CORE the -mcpu cannot run
#     (naming both), and one it can (the M33 without DSP on the M3's code);
#     HALITE_CORE with no -mcpu at all; a HALITE_FLOAT_ABI the flags do not
#     give;
#   - HALITE_RAMFUNC with a value it does not know (and its field set's
#     summary line).
# Only configures; the package's refusals need installed builds and are in
# 66-float-abi.sh. Ends with "configure: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
mkdir -p "$build"
tmp=$(mktemp -d "$build/configure.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ex=$src/examples/firmware
toolchain=$src/cmake/arm-none-eabi.cmake
passed=0
failed=0
n=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL configure: $*"; }
# Configures into a fresh folder; leaves the output, its lines joined and
# blanks squeezed (CMake wraps messages), in $tmp/out.
configure() { # cmake-arguments...
    n=$((n + 1))
    cmake -B "$tmp/b$n" "$@" >"$tmp/raw" 2>&1
    local rc=$?
    tr -s ' \n' ' ' <"$tmp/raw" >"$tmp/out"
    return $rc
}
says() { # description expected-text cmake-arguments...: configuring fails, saying it
    local what=$1 want=$2; shift 2
    if configure "$@"; then
        fail "$what: configured, expected an error saying: $want"
    elif ! grep -qF -- "$want" "$tmp/out"; then
        fail "$what: expected an error saying: $want"; sed 's/^/  | /' "$tmp/raw" | head -n 30
    elif grep -q 'is not able to compile' "$tmp/out"; then
        fail "$what: CMake tried the compiler first"
    else
        pass
    fi
}
summary() { # description expected-summary cmake-arguments...: configures, printing it
    local what=$1 want=$2; shift 2
    if ! configure "$@"; then
        fail "$what: configuring failed"; sed 's/^/  | /' "$tmp/raw" | tail -n 30
    elif ! grep -qx -- "-- halite: $want" "$tmp/raw"; then
        fail "$what: expected the line '-- halite: $want', got:"
        grep -- '-- halite' "$tmp/raw" | sed 's/^/  | /'
    else
        pass
    fi
}
# A parent project's own settings for a bare-metal ARM cross build, and
# halite pulled in by examples/firmware's add_subdirectory; the flags come
# with each case (-DCMAKE_C_FLAGS=...).
cross=(-DCMAKE_SYSTEM_NAME=Generic -DCMAKE_SYSTEM_PROCESSOR=arm
       -DCMAKE_C_COMPILER=arm-none-eabi-gcc -DCMAKE_ASM_COMPILER=arm-none-eabi-gcc
       -DCMAKE_TRY_COMPILE_TARGET_TYPE=STATIC_LIBRARY)
sub=(-S "$ex" -DHALITE_SOURCE_DIR="$src" "${cross[@]}")
# A parent that gives its flags with add_compile_options instead.
mkdir -p "$tmp/parent"
cat >"$tmp/parent/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(parent C)
add_compile_options(${PARENT_OPTIONS})
add_subdirectory(${HALITE_SOURCE_DIR} halite)
CMAKE
CORES="cortex-m0, cortex-m0plus, cortex-m3, cortex-m4, cortex-m7, cortex-m33, cortex-a7, cortex-a8, cortex-a9"

# Summary lines.
summary "the M4, hard float, tests on" \
    "core cortex-m4 (armv7em kernels), speed build, float ABI hard (fpv4-sp-d16), tests on" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m4 -DHALITE_FLOAT_ABI=hard
summary "the M0+ small build" \
    "core cortex-m0plus (armv6m kernels), small build, float ABI soft, tests off" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m0plus -DHALITE_SMALL=ON \
    -DHALITE_BUILD_TESTS=OFF
summary "the M7, softfp, portable kernels" \
    "core cortex-m7 (portable C kernels), speed build, float ABI softfp (fpv5-d16), tests off" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m7 -DHALITE_FLOAT_ABI=softfp \
    -DHALITE_PORTABLE=ON -DHALITE_BUILD_TESTS=OFF

# The toolchain file: checked before the compiler is tried.
says "toolchain: a misspelt core" \
    "HALITE_CORE=cortex-m5 is not a core halite knows; choose one of: $CORES" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m5
says "toolchain: hard float on the M3" \
    "HALITE_FLOAT_ABI=hard needs an FPU, and the cortex-m3 has none (the cores with one: cortex-m4, cortex-m7, cortex-m33 and the Cortex-A); build the cortex-m3 with HALITE_FLOAT_ABI=soft" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m3 -DHALITE_FLOAT_ABI=hard
says "toolchain: softfp on the M0+" \
    "HALITE_FLOAT_ABI=softfp needs an FPU, and the cortex-m0plus has none" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m0plus -DHALITE_FLOAT_ABI=softfp
says "toolchain: an unknown float ABI" \
    "HALITE_FLOAT_ABI=hardfp: choose soft, softfp or hard" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m4 -DHALITE_FLOAT_ABI=hardfp
says "toolchain: an FPU with the soft float ABI" \
    "HALITE_FPU=fpv5-d16 is for HALITE_FLOAT_ABI=softfp or hard, not soft" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m7 -DHALITE_FPU=fpv5-d16

# add_subdirectory, the parent's flags.
summary "add_subdirectory, HALITE_CORE unset: the core from -mcpu" \
    "core cortex-m4 from -mcpu=cortex-m4 (armv7em kernels), speed build, float ABI soft, tests off" \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mcpu=cortex-m4 -mthumb"
summary "add_subdirectory, HALITE_CORE unset: -mcpu in add_compile_options, hard float" \
    "core cortex-m7 from -mcpu=cortex-m7 (armv7em kernels), speed build, float ABI hard (fpv5-d16), tests off" \
    -S "$tmp/parent" -DHALITE_SOURCE_DIR="$src" "${cross[@]}" \
    -DPARENT_OPTIONS="-mcpu=cortex-m7;-mthumb;-mfloat-abi=hard;-mfpu=fpv5-d16"
says "add_subdirectory, HALITE_CORE unset, no -mcpu" \
    "halite: cross-compiling with HALITE_CORE unset, and the compiler flags (CMAKE_C_FLAGS) cannot tell the core: they have no -mcpu=. Choose the core with -DHALITE_CORE=<core> or -mcpu=<core> in CMAKE_C_FLAGS (cores: $CORES), or take the portable C kernels, for any target, with -DHALITE_PORTABLE=ON." \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-march=armv7e-m -mthumb"
says "add_subdirectory, HALITE_CORE unset, an -mcpu halite does not know" \
    "their -mcpu=cortex-m55 is not a core halite knows" \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mcpu=cortex-m55 -mthumb"
summary "add_subdirectory, HALITE_CORE unset, no -mcpu, HALITE_PORTABLE=ON" \
    "cross build, no core (portable C kernels), speed build, tests off" \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-march=armv7e-m -mthumb" -DHALITE_PORTABLE=ON
summary "add_subdirectory in a host build: the portable C" \
    "host (portable C kernels), speed build, tests off" \
    -S "$ex" -DHALITE_SOURCE_DIR="$src" -DCMAKE_C_COMPILER=gcc
says "add_subdirectory, a misspelt core" \
    "HALITE_CORE=cortex-m5 is not a core halite knows; choose one of: $CORES" \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mcpu=cortex-m4 -mthumb" -DHALITE_CORE=cortex-m5
says "add_subdirectory, HALITE_CORE the -mcpu cannot run" \
    "halite: HALITE_CORE=cortex-m4, but the compiler flags say -mcpu=cortex-m3, which cannot run the cortex-m4's armv7em kernels. Set HALITE_CORE=cortex-m3, or compile for -mcpu=cortex-m4 (CMAKE_C_FLAGS)." \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mcpu=cortex-m3 -mthumb" -DHALITE_CORE=cortex-m4
summary "add_subdirectory, the M3's code on an M33 without DSP" \
    "core cortex-m3 on -mcpu=cortex-m33+nodsp (armv7m kernels), speed build, float ABI soft, tests off" \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mcpu=cortex-m33+nodsp -mthumb" -DHALITE_CORE=cortex-m3
says "add_subdirectory, HALITE_CORE=cortex-m33 on an M33 without DSP" \
    "which cannot run the cortex-m33's armv7em kernels. Set HALITE_CORE=cortex-m3" \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mcpu=cortex-m33+nodsp -mthumb" -DHALITE_CORE=cortex-m33
says "add_subdirectory, HALITE_CORE with no -mcpu in the flags" \
    "halite: HALITE_CORE=cortex-m4, but the compiler flags name no -mcpu= (nor -march=)" \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mthumb" -DHALITE_CORE=cortex-m4
says "add_subdirectory, HALITE_FLOAT_ABI the flags do not give" \
    "halite: HALITE_FLOAT_ABI=hard, but the compiler flags give the float ABI soft (no -mfloat-abi=: the compiler's default)." \
    "${sub[@]}" "-DCMAKE_C_FLAGS=-mcpu=cortex-m4 -mthumb" -DHALITE_FLOAT_ABI=hard

# HALITE_RAMFUNC: its values, and the summary of the field set.
says "HALITE_RAMFUNC misspelt" \
    "halite: HALITE_RAMFUNC=feild is not a setting halite knows; choose one of: OFF, ON (every hot kernel in RAM), field (the field arithmetic kernel file only)" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m3 -DHALITE_RAMFUNC=feild
summary "the M3 with its field kernels in RAM" \
    "core cortex-m3 (armv7m kernels), speed build, field kernels in RAM, float ABI soft, tests off" \
    -S "$src" --toolchain "$toolchain" -DHALITE_CORE=cortex-m3 -DHALITE_RAMFUNC=field \
    -DHALITE_BUILD_TESTS=OFF
echo "configure: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
