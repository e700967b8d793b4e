#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# halite as a package (cmake/package.cmake), the way a firmware project uses
# it, with examples/firmware copied alone out of the tree (its folder and
# nothing else of halite's sources):
#   1. cmake --install of a host build and of a Cortex-M3 build (its own
#      toolchain file, HALITE_CORE=cortex-m3) into two prefixes; each holds
#      the library, both headers, the CMake package, halite.pc and the board
#      layer (share/halite/board, the halite::board target); a host build
#      that finds no libsodium stops at configure time and says to set
#      -DHALITE_BUILD_TESTS=OFF, with which it configures;
#   2. the example against the installed package with find_package(halite
#      CONFIG), both prefixes on CMAKE_PREFIX_PATH (the package must refuse
#      the wrong one, and its config does so itself), for the host and the
#      M3 (QEMU mps2-an385);
#   3. the same source built by pkg-config's flags alone, with the installed
#      board layer's files, host and M3;
#   4. the example with halite pulled in by add_subdirectory, for the host
#      and for a Cortex-M4 (QEMU mps2-an386) configured with plain compiler
#      flags (-mcpu=cortex-m4) and no HALITE_CORE, no halite toolchain file:
#      the M4 library must hold the Thumb-2 Poly1305 kernel (the core was
#      read from -mcpu); HALITE_PORTABLE=ON gets the portable C one;
#   5. a Cortex-M4 build by clang (cmake/arm-none-eabi-clang.cmake)
#      installed, and the example built against it by GCC (the archive must
#      link without a single warning, as GCC's own does) and by clang (the
#      same toolchain file), both run (QEMU mps2-an386);
#   6. every run ends "firmware: all ok", and all print the same lines but
#      for the entropy line (the host has the OS generator, QEMU none).
# Ends with "package: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
mkdir -p "$build"
tmp=$(mktemp -d "$build/package.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# The example alone, as a user copies it: nothing of halite's tree beside it.
mkdir -p "$tmp/copy"
cp -R "$src/examples/firmware" "$tmp/copy/firmware"
ex=$tmp/copy/firmware
toolchain=$src/cmake/arm-none-eabi.cmake
clang_toolchain=$src/cmake/arm-none-eabi-clang.cmake
passed=0
failed=0
suite=package
. "$src/tests/lib/package.sh"

has_files() { # prefix
    local f
    for f in lib/libhalite.a include/halite.h include/halite_rng.h \
             lib/cmake/halite/haliteConfig.cmake lib/cmake/halite/haliteConfigVersion.cmake \
             lib/cmake/halite/haliteTargets.cmake lib/pkgconfig/halite.pc \
             share/halite/board/hal.h; do
        [ -f "$1/$f" ] || { echo "  missing: $1/$f"; return 1; }
    done
}
run_host() { # program output
    timeout 120 "$1" </dev/null >"$2" 2>&1
}
same_lines() { # output output: equal but for the randombytes line
    cmp -s <(grep -v '^randombytes:' "$1") <(grep -v '^randombytes:' "$2") ||
        { diff <(grep -v '^randombytes:' "$1") <(grep -v '^randombytes:' "$2") | head; return 1; }
}

# 1. install
check "host build installs" build_install lib-host "$tmp/host" -DCMAKE_C_COMPILER=gcc
check "host prefix holds the package" has_files "$tmp/host"
check "Cortex-M3 build installs" build_install lib-m3 "$tmp/m3" --toolchain "$toolchain" \
    -DHALITE_CORE=cortex-m3
check "Cortex-M3 prefix holds the package" has_files "$tmp/m3"
both="$tmp/m3;$tmp/host"
# The package's own refusal of the wrong kind of build (the version file
# already refuses a different pointer size, which hides it on a 64-bit
# host; a 32-bit host with a Cortex-M prefix relies on the config).
refuses() { # prefix crosscompiling
    printf 'set(CMAKE_CROSSCOMPILING %s)\ninclude("%s/lib/cmake/halite/haliteConfig.cmake")\nmessage("found=${halite_FOUND}")\n' \
        "$2" "$1" >"$tmp/probe.cmake"
    cmake -P "$tmp/probe.cmake" 2>&1 | grep -qx 'found=FALSE'
}
check "the M3 package refuses a host build" refuses "$tmp/m3" OFF
check "the host package refuses a cross build" refuses "$tmp/host" ON

# Without libsodium (pkg-config finds none here) the host tests cannot be
# built: configure says so and names -DHALITE_BUILD_TESTS=OFF, which works.
check "a host build without libsodium stops and names -DHALITE_BUILD_TESTS=OFF" \
    sh -c "! PKG_CONFIG_LIBDIR='$tmp/no-pkgconfig' cmake -S '$src' -B '$tmp/no-sodium' \
        -DCMAKE_C_COMPILER=gcc >'$tmp/no-sodium.log' 2>&1 &&
        grep -q 'configure with -DHALITE_BUILD_TESTS=OFF' '$tmp/no-sodium.log'"
check "  and configures with it" quiet no-sodium-off env PKG_CONFIG_LIBDIR="$tmp/no-pkgconfig" \
    cmake -S "$src" -B "$tmp/no-sodium" -DHALITE_BUILD_TESTS=OFF

# 2. find_package against the installed package
check "example configures and builds on the host (find_package)" \
    quiet ex-host sh -c "cmake -S '$ex' -B '$tmp/ex-host' -DCMAKE_C_COMPILER=gcc \
        -DCMAKE_PREFIX_PATH='$both' && cmake --build '$tmp/ex-host'"
check "it found the host prefix" grep -q "^halite_DIR:PATH=$tmp/host/" "$tmp/ex-host/CMakeCache.txt"
check "it runs on the host" run_host "$tmp/ex-host/firmware" "$tmp/out-host"
check "host: all ok" all_ok "$tmp/out-host"
check "example configures and builds for the M3 (find_package)" \
    quiet ex-m3 sh -c "cmake -S '$ex' -B '$tmp/ex-m3' --toolchain '$toolchain' \
        -DCMAKE_PREFIX_PATH='$both' && cmake --build '$tmp/ex-m3'"
check "it found the M3 prefix" grep -q "^halite_DIR:PATH=$tmp/m3/" "$tmp/ex-m3/CMakeCache.txt"
check "it runs on the M3 (QEMU mps2-an385)" run_qemu mps2-an385 "$tmp/ex-m3/firmware" "$tmp/out-m3"
check "M3: all ok" all_ok "$tmp/out-m3"

# 3. pkg-config
pc() { PKG_CONFIG_PATH=$1/lib/pkgconfig pkg-config "${@:2}" halite; }
board=$tmp/host/share/halite/board
check "pkg-config builds it on the host" \
    quiet pc-host sh -c "gcc -std=c99 -Wall -Wextra -I'$board' '$ex/firmware.c' '$board/host/hal.c' \
        $(pc "$tmp/host" --cflags --libs) -o '$tmp/pc-host'"
check "  and it runs" run_host "$tmp/pc-host" "$tmp/out-pc-host"
check "pkg-config host: all ok" all_ok "$tmp/out-pc-host"
check "pkg-config gives the M3 build -mcpu=cortex-m3" grep -q -- '-mcpu=cortex-m3' <(pc "$tmp/m3" --cflags)
board=$tmp/m3/share/halite/board
check "pkg-config builds it for the M3" \
    quiet pc-m3 sh -c "arm-none-eabi-gcc -std=c99 -Wall -Wextra -I'$board' '$ex/firmware.c' \
        '$board/cortex-m/startup.c' '$board/cortex-m/hal.c' $(pc "$tmp/m3" --cflags --libs) \
        -L'$board/mps2' -T'$board/cortex-m/sections.ld' -nostartfiles --specs=nano.specs \
        --specs=nosys.specs -Wl,--gc-sections -o '$tmp/pc-m3'"
check "  and it runs (QEMU mps2-an385)" run_qemu mps2-an385 "$tmp/pc-m3" "$tmp/out-pc-m3"
check "pkg-config M3: all ok" all_ok "$tmp/out-pc-m3"

# 4. add_subdirectory
check "add_subdirectory builds it on the host" \
    quiet sub-host sh -c "cmake -S '$ex' -B '$tmp/sub-host' -DCMAKE_C_COMPILER=gcc \
        -DHALITE_SOURCE_DIR='$src' && cmake --build '$tmp/sub-host' -j2"
check "  and it runs" run_host "$tmp/sub-host/firmware" "$tmp/out-sub-host"
check "add_subdirectory host: all ok" all_ok "$tmp/out-sub-host"
check "halite's tests stay out of a parent project" test ! -e "$tmp/sub-host/halite/tests"
m4_flags=(-DCMAKE_SYSTEM_NAME=Generic -DCMAKE_SYSTEM_PROCESSOR=arm
          -DCMAKE_C_COMPILER=arm-none-eabi-gcc -DCMAKE_ASM_COMPILER=arm-none-eabi-gcc
          -DCMAKE_TRY_COMPILE_TARGET_TYPE=STATIC_LIBRARY
          "-DCMAKE_C_FLAGS=-mcpu=cortex-m4 -mthumb -ffunction-sections -fdata-sections"
          "-DCMAKE_ASM_FLAGS=-mcpu=cortex-m4 -mthumb" "-DCMAKE_EXE_LINKER_FLAGS=-mcpu=cortex-m4 -mthumb")
check "add_subdirectory builds it for a Cortex-M4 (own flags, the core read from -mcpu)" \
    quiet sub-m4 sh -c "cmake -S '$ex' -B '$tmp/sub-m4' $(printf "'%s' " "${m4_flags[@]}") \
        -DHALITE_SOURCE_DIR='$src' && cmake --build '$tmp/sub-m4' -j2"
check "  with the core's Thumb-2 Poly1305 kernel" \
    grep -q ' T halite_poly1305_blocks_armv7' <(arm-none-eabi-nm "$tmp/sub-m4/halite/libhalite.a" 2>/dev/null)
check "  writing nothing of halite's into the parent's build root" test ! -e "$tmp/sub-m4/qemu-machine"
check "  and it runs (QEMU mps2-an386)" run_qemu mps2-an386 "$tmp/sub-m4/firmware" "$tmp/out-sub-m4"
check "add_subdirectory M4: all ok" all_ok "$tmp/out-sub-m4"
check "HALITE_PORTABLE=ON gives a cross build the portable kernels" \
    quiet sub-generic sh -c "cmake -S '$ex' -B '$tmp/sub-generic' $(printf "'%s' " "${m4_flags[@]}") \
        -DHALITE_PORTABLE=ON -DHALITE_SOURCE_DIR='$src' && cmake --build '$tmp/sub-generic' -j2 --target halite &&
        arm-none-eabi-nm '$tmp/sub-generic/halite/libhalite.a' | grep -q ' T halite_poly1305_blocks_ctmul16' &&
        ! arm-none-eabi-nm '$tmp/sub-generic/halite/libhalite.a' | grep -q ' T halite_poly1305_blocks_armv7'"

# 5. clang
no_warnings() { # log
    ! grep -i 'warning' "$tmp/$1.log"
}
check "Cortex-M4 build with clang installs" build_install lib-m4-clang "$tmp/m4-clang" \
    --toolchain "$clang_toolchain" -DHALITE_CORE=cortex-m4
check "GCC builds the example against the clang build" \
    quiet ex-gcc-clanglib sh -c "cmake -S '$ex' -B '$tmp/ex-gcc-clanglib' --toolchain '$toolchain' \
        -DHALITE_CORE=cortex-m4 -DCMAKE_PREFIX_PATH='$tmp/m4-clang' && cmake --build '$tmp/ex-gcc-clanglib'"
check "  without a warning" no_warnings ex-gcc-clanglib
check "  and it runs (QEMU mps2-an386)" run_qemu mps2-an386 "$tmp/ex-gcc-clanglib/firmware" "$tmp/out-gcc-clanglib"
check "GCC firmware, clang library: all ok" all_ok "$tmp/out-gcc-clanglib"
check "clang builds the example against the clang build" \
    quiet ex-clang sh -c "cmake -S '$ex' -B '$tmp/ex-clang' --toolchain '$clang_toolchain' \
        -DHALITE_CORE=cortex-m4 -DCMAKE_PREFIX_PATH='$tmp/m4-clang' && cmake --build '$tmp/ex-clang'"
check "  without a warning" no_warnings ex-clang
check "  and it runs (QEMU mps2-an386)" run_qemu mps2-an386 "$tmp/ex-clang/firmware" "$tmp/out-clang"
check "clang firmware, clang library: all ok" all_ok "$tmp/out-clang"

# 6. one program, one output
for out in out-m3 out-pc-host out-pc-m3 out-sub-host out-sub-m4 out-gcc-clanglib out-clang; do
    check "$out prints what the host build prints" same_lines "$tmp/out-host" "$tmp/$out"
done

echo "package: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
